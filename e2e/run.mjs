// Browser journeys: two groups run side by side, each with its own built gateway (the web app included)
// on a PGlite folder copied from the seeded template, and its own Chromium per journey file; within a
// group the files run one after another (node's test runner; a journey's deadline: lib/journey-test.mjs). Journeys that change what the whole shop
// shows (settings, buyer approval, the catalogue, buyer groups) are all in the first group, so no journey
// of the other group ever sees their changes. Builds nothing: run `npm run build` first.
//
// `node e2e/run.mjs [words]` runs only the files whose names contain one of the words.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { findChromium } from './lib/chromium.mjs';
import { CONSOLE_OWNER, consoleOwnerEnv, ROOT as root, startBuiltGateway } from './lib/gateway-process.mjs';

const here = new URL('.', import.meta.url).pathname;
const ci = /^(1|true)$/i.test(process.env.CI ?? '');

/**
 * files (name without .test.mjs) of the first group: every journey that changes shop-wide state (settings,
 * approval, products, coupons, buyer groups), then independent ones that even out the two groups' times
 */
const SHOP_WIDE = [
  'buyer-groups',
  'compliance-approval',
  'console',
  'money-settings',
  'reorder',
  // independent
  'b2b-money',
  'commerce-account',
  'commerce-auth',
  'quick-order',
];

const chromium = findChromium();
if (!chromium) {
  const message =
    'Browser journeys SKIPPED: no Chromium found (install with apt-get install -y chromium or set CHROMIUM_PATH)';
  if (ci) {
    console.error(`${message}\nCI=true: failing instead of skipping.`);
    process.exit(1);
  }
  console.log(message);
  process.exit(0);
}

for (const artefact of ['apps/web/dist/index.html', 'apps/gateway/dist/main.js']) {
  if (!existsSync(join(root, artefact))) {
    console.error(`e2e: ${artefact} is missing; build first (npm run build).`);
    process.exit(1);
  }
}

const artifacts = join(here, 'artifacts');
mkdirSync(artifacts, { recursive: true });

const only = process.argv.slice(2);
const journeys = readdirSync(join(here, 'journeys'))
  .filter((f) => f.endsWith('.test.mjs'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();
if (journeys.length === 0) {
  console.log(`e2e: no journey file matches ${only.join(', ')}`);
  process.exit(0);
}
const groups = [
  { name: 'shop', files: journeys.filter((f) => SHOP_WIDE.includes(f.replace('.test.mjs', ''))) },
  { name: 'buyers', files: journeys.filter((f) => !SHOP_WIDE.includes(f.replace('.test.mjs', ''))) },
].filter((g) => g.files.length > 0);

/** the gateway of one group: the demo shop, the console's first owner, limits a few dozen buyers never meet */
function startGateway(group) {
  return startBuiltGateway({
    name: `e2e-${group}`,
    readyPath: '/healthz',
    timeoutMs: 60_000,
    env: {
      NODE_ENV: 'test',
      WEB_DIST: join(root, 'apps/web/dist'),
      LOG_LEVEL: 'warn',
      // the journeys register a few buyers from one address
      RATE_LIMIT_REGISTER_IP: '1000/3600',
      RATE_LIMIT_LOGIN_IP: '1000/300',
      // the Developers journey subscribes a receiver on 127.0.0.1 (a shop refuses private addresses otherwise)
      WEBHOOK_ALLOW_PRIVATE: 'true',
      // the console journeys sign in as the first owner (created at start) and as staff it adds, from one address
      ...consoleOwnerEnv(CONSOLE_OWNER),
      RATE_LIMIT_ADMIN_LOGIN_IP: '1000/900',
      RATE_LIMIT_ADMIN_LOGIN_ACCOUNT: '1000/900',
    },
  });
}

/** every line of a stream, prefixed with the group's name (two groups write to one terminal) */
function prefixed(stream, target, prefix) {
  createInterface({ input: stream }).on('line', (line) => target.write(`${prefix} ${line}\n`));
}

async function runGroup({ name, files }) {
  const prefix = `[${name}]`.padEnd(9);
  const started = Date.now();
  let gateway;
  try {
    gateway = await startGateway(name);
    console.log(`${prefix} gateway ready on ${gateway.baseUrl} in ${(gateway.readyMs / 1000).toFixed(1)} s`);
    const runner = spawn(
      process.execPath,
      ['--test', '--test-concurrency=1', '--test-reporter=spec', ...files.map((f) => join(here, 'journeys', f))],
      {
        cwd: root,
        env: {
          ...process.env,
          FORCE_COLOR: process.env.FORCE_COLOR ?? '1',
          E2E_BASE_URL: gateway.baseUrl,
          CHROMIUM_PATH: chromium,
          E2E_ARTIFACTS: artifacts,
          E2E_ADMIN_EMAIL: CONSOLE_OWNER.email,
          E2E_ADMIN_PASSWORD: CONSOLE_OWNER.password,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    prefixed(runner.stdout, process.stdout, prefix);
    prefixed(runner.stderr, process.stderr, prefix);
    const code = await new Promise((resolve) => runner.on('close', (c) => resolve(c ?? 1)));
    if (code !== 0)
      console.error(`${prefix} --- last gateway output ---\n${gateway.output().split('\n').slice(-40).join('\n')}`);
    return { name, code, seconds: (Date.now() - started) / 1000 };
  } catch (error) {
    console.error(`${prefix} ${error.message}`);
    return { name, code: 1, seconds: (Date.now() - started) / 1000 };
  } finally {
    await gateway?.stop();
  }
}

console.log(
  `e2e: ${journeys.length} journey files in ${groups.length} group(s): ${groups
    .map((g) => `${g.name} (${g.files.length})`)
    .join(', ')}; Chromium ${chromium}`,
);
const results = await Promise.all(groups.map(runGroup));
for (const r of results)
  console.log(`e2e: group ${r.name} ${r.code === 0 ? 'passed' : 'FAILED'} in ${r.seconds.toFixed(0)} s`);
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
