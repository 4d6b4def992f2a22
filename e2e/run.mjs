// Browser journeys: starts the built gateway (which serves the built web app) on a free port with a
// fresh, seeded PGlite folder, then runs e2e/journeys/*.test.mjs with node's test runner in Chromium.
// Builds nothing: run `npm run build` first (apps/web/dist and apps/gateway/dist must exist).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium } from './lib/chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
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

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl, gateway, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gateway.exitCode !== null) throw new Error(`gateway exited with code ${gateway.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`gateway not healthy after ${timeoutMs / 1000}s`);
}

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
const artifacts = join(here, 'artifacts');
mkdirSync(artifacts, { recursive: true });

const gatewayLog = [];
const gateway = spawn(process.execPath, [join(root, 'apps/gateway/dist/main.js')], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_SITE_URL: baseUrl,
    STORE_BACKEND: 'embedded',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    WEB_DIST: join(root, 'apps/web/dist'),
    LOG_LEVEL: 'warn',
    // the journeys register a few buyers from one address
    RATE_LIMIT_REGISTER_IP: '1000/3600',
    RATE_LIMIT_LOGIN_IP: '1000/300',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
for (const stream of [gateway.stdout, gateway.stderr]) {
  stream.on('data', (chunk) => {
    gatewayLog.push(chunk.toString());
    if (gatewayLog.length > 400) gatewayLog.shift();
  });
}

let code = 1;
try {
  await waitForHealth(baseUrl, gateway);
  console.log(`e2e: gateway ready on ${baseUrl} (data ${dataDir}); Chromium ${chromium}`);
  const only = process.argv.slice(2);
  const journeys = readdirSync(join(here, 'journeys'))
    .filter((f) => f.endsWith('.test.mjs'))
    .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
    .sort()
    .map((f) => join(here, 'journeys', f));
  const runner = spawn(process.execPath, ['--test', '--test-concurrency=1', '--test-reporter=spec', ...journeys], {
    cwd: root,
    env: { ...process.env, E2E_BASE_URL: baseUrl, CHROMIUM_PATH: chromium, E2E_ARTIFACTS: artifacts },
    stdio: 'inherit',
  });
  code = await new Promise((resolve) => runner.on('exit', (c) => resolve(c ?? 1)));
} catch (error) {
  console.error(`e2e: ${error.message}\n--- gateway output ---\n${gatewayLog.join('')}`);
  code = 1;
} finally {
  gateway.kill('SIGTERM');
  await new Promise((resolve) => {
    const timer = setTimeout(() => {
      gateway.kill('SIGKILL');
      resolve();
    }, 10_000);
    gateway.on('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    if (gateway.exitCode !== null) resolve();
  });
  rmSync(dataDir, { recursive: true, force: true });
}
if (code !== 0 && gatewayLog.length) console.error(`--- last gateway output ---\n${gatewayLog.slice(-40).join('')}`);
process.exit(code);
