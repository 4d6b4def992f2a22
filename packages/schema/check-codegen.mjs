// Fails when the committed codegen output differs from what the SDL and documents generate now.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, statSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const repo = new URL('../..', import.meta.url).pathname;
const scratch = mkdtempSync(join(tmpdir(), 'codegen-'));
const targets = [
  'apps/gateway/src/graphql/generated',
  'apps/gateway/src/admin/generated',
  'apps/web/src/gql',
  'apps/web/src/admin/gql',
  'packages/schema/src/generated',
];

function files(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}

try {
  execFileSync('npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent'], {
    cwd: new URL('.', import.meta.url).pathname,
    env: { ...process.env, CODEGEN_OUT_ROOT: scratch },
    stdio: 'inherit',
  });
  const stale = [];
  for (const t of targets) {
    const fresh = files(join(scratch, t)).map((f) => relative(scratch, f));
    const committed = files(join(repo, t)).map((f) => relative(repo, f));
    for (const f of new Set([...fresh, ...committed])) {
      const a = existsSync(join(scratch, f)) ? readFileSync(join(scratch, f), 'utf8') : null;
      const b = existsSync(join(repo, f)) ? readFileSync(join(repo, f), 'utf8') : null;
      if (a !== b) stale.push(f);
    }
  }
  if (stale.length) {
    console.error(`Generated GraphQL code is stale; run \`npm run codegen\` and commit:\n  ${stale.join('\n  ')}`);
    process.exit(1);
  }
  console.log('codegen: generated files are up to date (1 passed, 0 failed)');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
