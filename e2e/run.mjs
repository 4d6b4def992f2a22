// Browser journeys: starts the built gateway (which serves the built web app) on a free port with a
// fresh, seeded PGlite folder, then runs e2e/journeys/*.test.mjs with node's test runner in Chromium.
// Builds nothing: run `npm run build` first (apps/web/dist and apps/gateway/dist must exist).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { findChromium } from './lib/chromium.mjs';
import { CONSOLE_OWNER, consoleOwnerEnv, ROOT as root, startBuiltGateway } from './lib/gateway-process.mjs';

const here = new URL('.', import.meta.url).pathname;
const ci = /^(1|true)$/i.test(process.env.CI ?? '');

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

let gateway;
let code = 1;
try {
  gateway = await startBuiltGateway({
    name: 'e2e-gateway',
    readyPath: '/healthz',
    // a seeded PGlite store on a 2-core machine busy with other builds took over 90 s to answer
    timeoutMs: 180_000,
    env: {
      NODE_ENV: 'test',
      WEB_DIST: join(root, 'apps/web/dist'),
      LOG_LEVEL: 'warn',
      // the journeys register a few buyers from one address
      RATE_LIMIT_REGISTER_IP: '1000/3600',
      RATE_LIMIT_LOGIN_IP: '1000/300',
      // the Developers journey subscribes a receiver on 127.0.0.1 (a shop refuses private addresses otherwise)
      WEBHOOK_ALLOW_PRIVATE: 'true',
      // the console journeys sign in as the first owner (created at start) and as staff it adds, from one
      // address, at two viewports
      ...consoleOwnerEnv(CONSOLE_OWNER),
      RATE_LIMIT_ADMIN_LOGIN_IP: '1000/900',
      RATE_LIMIT_ADMIN_LOGIN_ACCOUNT: '1000/900',
    },
  });
  const baseUrl = gateway.baseUrl;
  console.log(`e2e: gateway ready on ${baseUrl} (data ${gateway.dataDir}); Chromium ${chromium}`);
  const only = process.argv.slice(2);
  const journeys = readdirSync(join(here, 'journeys'))
    .filter((f) => f.endsWith('.test.mjs'))
    .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
    .sort()
    .map((f) => join(here, 'journeys', f));
  const runner = spawn(process.execPath, ['--test', '--test-concurrency=1', '--test-reporter=spec', ...journeys], {
    cwd: root,
    env: {
      ...process.env,
      E2E_BASE_URL: baseUrl,
      CHROMIUM_PATH: chromium,
      E2E_ARTIFACTS: artifacts,
      E2E_ADMIN_EMAIL: CONSOLE_OWNER.email,
      E2E_ADMIN_PASSWORD: CONSOLE_OWNER.password,
    },
    stdio: 'inherit',
  });
  code = await new Promise((resolve) => runner.on('exit', (c) => resolve(c ?? 1)));
} catch (error) {
  console.error(`e2e: ${error.message}`);
  code = 1;
} finally {
  await gateway?.stop();
}
if (code !== 0 && gateway)
  console.error(`--- last gateway output ---\n${gateway.output().split('\n').slice(-40).join('\n')}`);
process.exit(code);
