// Every "SPEC section N" / "SPEC sections N and M" / "SPEC §N" cited in the repository names a numbered
// section ("## N.") of docs/spec/SPEC.md, so a reader can follow each citation inside the repository.
// Run: node --test scripts/spec-references.test.mjs
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

const root = new URL('..', import.meta.url).pathname;
const CITATION = /SPEC(?:\.md)?\s+(?:sections?\s+|§\s*)(\d+(?:(?:\s*,\s*|\s+and\s+)\d+)*)/g;

/** `[file, section]` for every citation in `text` */
export function citations(file, text) {
  return [...text.matchAll(CITATION)].flatMap((m) => m[1].split(/\s*,\s*|\s+and\s+/).map((n) => [file, Number(n)]));
}

test('the citation pattern reads single and listed sections', () => {
  assert.deepEqual(citations('f', 'as in SPEC section 3; SPEC sections 4 and 9; SPEC §8, SPEC.md §2'), [
    ['f', 3],
    ['f', 4],
    ['f', 9],
    ['f', 8],
    ['f', 2],
  ]);
});

test('every cited SPEC section exists in docs/spec/SPEC.md', () => {
  const spec = readFileSync(`${root}docs/spec/SPEC.md`, 'utf8');
  const sections = new Set([...spec.matchAll(/^## (\d+)\./gm)].map((m) => Number(m[1])));
  assert.ok(sections.size >= 9, 'the spec has its numbered sections');
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((f) => f && /\.(ts|tsx|mjs|md|graphql)$/.test(f) && !f.startsWith('docs/spec/'));
  const cited = files.flatMap((f) => citations(f, readFileSync(`${root}${f}`, 'utf8')));
  assert.ok(cited.length > 20, `found ${cited.length} citations`);
  const dangling = cited.filter(([, n]) => !sections.has(n));
  assert.deepEqual(dangling, [], 'citations of sections the spec does not have');
});
