// `npm test`: every suite, in the order that gives the fastest useful failure.
// Static checks, then build, then unit + integration tests per workspace, then browser journeys
// and the bundle budget. Exits non-zero on the first failing step and prints a summary line.
import { spawnSync } from 'node:child_process';

const steps = [
  ['codegen is fresh', 'npm', ['run', 'codegen:check']],
  ['lint', 'npm', ['run', 'lint']],
  [
    'architecture lint rules fire, SPEC citations resolve',
    'node',
    ['--test', 'scripts/architecture-lint.test.mjs', 'scripts/spec-references.test.mjs'],
  ],
  ['build', 'npx', ['turbo', 'run', 'build']],
  ['typecheck', 'npx', ['turbo', 'run', 'typecheck']],
  ['unit + integration tests', 'npx', ['turbo', 'run', 'test', '--concurrency=1', '--filter=!@shop/e2e']],
  ['bundle budget', 'npm', ['run', 'size', '-w', '@shop/web', '--if-present']],
  ['browser journeys', 'npm', ['test', '-w', '@shop/e2e']],
];

const only = process.argv.slice(2);
let passed = 0;
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', FORCE_COLOR: process.env.FORCE_COLOR ?? '1' };
for (const [name, cmd, args] of steps) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  const t0 = Date.now();
  console.log(`\n=== ${name} ===`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  if (r.status !== 0) {
    console.error(`\n✗ ${name} failed after ${secs}s`);
    console.log(`test steps: ${passed} passed, 1 failed`);
    process.exit(r.status ?? 1);
  }
  console.log(`✓ ${name} (${secs}s)`);
  passed++;
}
console.log(`\ntest steps: ${passed} passed, 0 failed`);
