import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { graphql as consoleGraphql } from '../src/admin/gql';
import * as consoleDocuments from '../src/admin/gql/graphql';
import { graphql as storefrontGraphql } from '../src/gql';
import * as storefrontDocuments from '../src/gql/graphql';
import { graphqlDocuments } from './graphql-documents.ts';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '../src');

type Handler<A extends unknown[], R> = { handler: (this: unknown, ...args: A) => R };
const plugin = graphqlDocuments();
const transform = (code: string, id: string) =>
  (plugin.transform as unknown as Handler<[string, string], Promise<{ code: string } | null>>).handler.call(
    {},
    code,
    id,
  );
const resolveId = (id: string) => (plugin.resolveId as unknown as Handler<[string], string>).handler.call({}, id);
const load = (id: string) =>
  (plugin.load as unknown as Handler<[string], string>).handler.call({ addWatchFile: () => undefined }, id);

/** what a document module exports: `export const XDocument = {...};` */
function evaluate(module: string) {
  const match = /^export const (\w+) = (\{.*\});\n$/s.exec(module);
  if (!match) throw new Error(`unexpected module: ${module.slice(0, 80)}`);
  return { name: match[1]!, value: JSON.parse(match[2]!) as unknown };
}

/** the app's modules that call `graphql` with a template literal (the gql folders aside) */
function callers(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : callers(path);
    return /\.tsx?$/.test(entry.name) && readFileSync(path, 'utf8').includes('graphql(`') ? [path] : [];
  });
}

describe('graphqlDocuments (each graphql(`...`) call imports its own document module)', () => {
  const files = callers(src);

  it('finds the app’s documents', () => {
    expect(files.length).toBeGreaterThan(20);
    expect(files.some((file) => file.includes('/admin/'))).toBe(true);
  });

  it('rewrites every call into the very document graphql() returns, for the storefront and the console', async () => {
    for (const file of files) {
      const code = readFileSync(file, 'utf8');
      const admin = file.startsWith(join(src, 'admin'));
      const [graphql, documents] = admin
        ? [consoleGraphql as (source: string) => unknown, consoleDocuments as Record<string, unknown>]
        : [storefrontGraphql as (source: string) => unknown, storefrontDocuments as Record<string, unknown>];
      const output = (await transform(code, file))?.code ?? '';
      // no call left: a document left to graphql() would bring gql.ts's whole map back
      expect(output, file).not.toMatch(/\bgraphql\(/);
      for (const [, source] of code.matchAll(/\bgraphql\(`([^`]*)`\)/g)) {
        const expected = graphql(source!);
        const name = Object.keys(documents).find((key) => documents[key] === expected);
        expect(name, `${file}: a document graphql() knows`).toBeDefined();
        const id = `graphql-document:${admin ? 'console' : 'storefront'}/${name}`;
        expect(output, file).toContain(`from "${id}"`);
        const document = evaluate(load(resolveId(id)));
        expect(document.name).toBe(name);
        expect(document.value).toEqual(expected);
      }
    }
  });

  it('leaves a local `graphql`, another module’s `graphql` and an unknown source alone', async () => {
    const layout = readFileSync(join(src, 'app', 'layout.tsx'), 'utf8');
    const source = /\bgraphql\(`([^`]*)`\)/.exec(layout)![1]!; // a document gql.ts knows
    const code = [
      "import { graphql } from '../gql';",
      "import { graphql as other } from 'somewhere';",
      `export const a = other(\`${source}\`);`,
      'export const b = graphql(`query NotGenerated { shop { name } }`);',
      `export function c(graphql: (s: string) => unknown) { return graphql(\`${source}\`); }`,
    ].join('\n');
    const output = (await transform(code, join(src, 'components', 'example.tsx')))?.code ?? '';
    expect(output).not.toContain('graphql-document:');
    expect(output).toContain(`other(\`${source}\`)`);
    expect(output).toContain('graphql(`query NotGenerated');
    expect(output).toContain(`return graphql(\`${source}\`)`);
  });
});
