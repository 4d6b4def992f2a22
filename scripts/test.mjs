// `npm test`: every suite, in the order that gives the fastest useful failure.
// Static checks, then build, then unit + integration tests per workspace, then the bundle budget and the
// browser journeys. Exits non-zero on the first failing step and prints a summary line.
//
// `npm test -- <words>` runs less: a word that is part of a step's name runs that step (`npm test -- lint`);
// any other word picks test files by name (`npm test -- catalog`: the build, then every vitest file and
// every journey whose path contains "catalog").
import { spawnSync } from 'node:child_process';

const VITEST_WORKSPACES = ['packages/domain', 'apps/web', 'apps/gateway'];

const steps = [
  { name: 'codegen is fresh', cmd: 'npm', args: ['run', 'codegen:check'] },
  { name: 'lint', cmd: 'npm', args: ['run', 'lint'] },
  {
    name: 'architecture lint rules fire, SPEC citations resolve',
    cmd: 'node',
    args: ['--test', 'scripts/architecture-lint.test.mjs', 'scripts/spec-references.test.mjs'],
  },
  { name: 'build', cmd: 'npx', args: ['turbo', 'run', 'build', '--output-logs=errors-only'], forFiles: true },
  { name: 'typecheck', cmd: 'npx', args: ['turbo', 'run', 'typecheck', '--output-logs=errors-only'] },
  {
    name: 'unit + integration tests',
    cmd: 'npx',
    args: ['turbo', 'run', 'test', '--concurrency=1', '--filter=!@shop/e2e'],
    // vitest takes file-name filters; a workspace without a matching file passes
    files: (words) =>
      VITEST_WORKSPACES.map((cwd) => ({ cmd: 'npx', args: ['vitest', 'run', '--passWithNoTests', ...words], cwd })),
  },
  { name: 'bundle budget', cmd: 'npm', args: ['run', 'size', '-w', '@shop/web', '--if-present'] },
  {
    name: 'browser journeys',
    cmd: 'npm',
    args: ['test', '-w', '@shop/e2e'],
    files: (words) => [{ cmd: 'node', args: ['e2e/run.mjs', ...words] }],
  },
];

const words = process.argv.slice(2);
const stepWords = words.filter((w) => steps.some((s) => s.name.includes(w)));
const fileWords = words.filter((w) => !stepWords.includes(w));

/** what to run: every step; the steps named; or, for file words, the build and each step that takes files */
function plan() {
  if (words.length === 0) return steps.map((s) => ({ name: s.name, runs: [s] }));
  const chosen = [];
  for (const step of steps) {
    if (stepWords.some((w) => step.name.includes(w))) chosen.push({ name: step.name, runs: [step] });
    else if (fileWords.length && step.forFiles) chosen.push({ name: step.name, runs: [step] });
    else if (fileWords.length && step.files)
      chosen.push({ name: `${step.name} matching ${fileWords.join(', ')}`, runs: step.files(fileWords) });
  }
  return chosen;
}

let passed = 0;
const started = Date.now();
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', FORCE_COLOR: process.env.FORCE_COLOR ?? '1' };
for (const { name, runs } of plan()) {
  const t0 = Date.now();
  console.log(`\n=== ${name} ===`);
  for (const { cmd, args, cwd } of runs) {
    const r = spawnSync(cmd, args, { stdio: 'inherit', env, cwd });
    if (r.status !== 0) {
      const secs = ((Date.now() - t0) / 1000).toFixed(1);
      console.error(`\n✗ ${name} failed after ${secs}s${cwd ? ` (in ${cwd})` : ''}`);
      console.log(`test steps: ${passed} passed, 1 failed`);
      process.exit(r.status ?? 1);
    }
  }
  console.log(`✓ ${name} (${((Date.now() - t0) / 1000).toFixed(1)}s)`);
  passed++;
}
console.log(`\ntest steps: ${passed} passed, 0 failed in ${((Date.now() - started) / 1000).toFixed(0)}s`);
