// The one way scripts start the BUILT gateway (apps/gateway/dist/main.js) as a child process: on a free
// loopback port, with a fresh temp data folder (the embedded store on PGlite, copied from the template
// migrated and seeded once: apps/gateway/src/backends/embedded/testing/seeded-store.ts) unless the caller
// brings its own store, waiting until it answers. Used by the e2e runner (e2e/run.mjs), the bench (bench/run.mjs)
// and Lighthouse (scripts/lighthouse.mjs). The gateway's integration tests start the same app in-process
// instead (apps/gateway/test/helpers/test-app.ts), where they can reach its services.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const GATEWAY_MAIN = join(ROOT, 'apps/gateway/dist/main.js');

/**
 * The operator console's first owner in the journeys' gateway (SHOP_ADMIN_EMAIL / SHOP_ADMIN_PASSWORD,
 * created at start while the console has no staff): e2e/run.mjs starts the gateway with it and the console
 * journeys sign in with it. A test-only account of a throw-away data folder; the password meets the
 * domain's rule (upper and lower case, a digit and one of !@#$%^&*).
 */
export const CONSOLE_OWNER = Object.freeze({
  email: 'owner@e2e.example.com',
  password: 'E2eOwner!2026',
  name: 'E2E Owner',
});

/** the env that gives a started gateway the console's first owner (see CONSOLE_OWNER) */
export function consoleOwnerEnv(owner = CONSOLE_OWNER) {
  return { SHOP_ADMIN_EMAIL: owner.email, SHOP_ADMIN_PASSWORD: owner.password, SHOP_ADMIN_NAME: owner.name };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A TCP port nobody listens on right now (127.0.0.1). */
export function freePort() {
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

/** SIGTERM, then SIGKILL when the child has not exited after `graceMs`. */
export async function stopChild(child, graceMs = 10_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  let timer;
  await Promise.race([
    exited,
    new Promise((resolve) => {
      timer = setTimeout(() => {
        child.kill('SIGKILL');
        resolve();
      }, graceMs);
    }),
  ]);
  clearTimeout(timer);
}

/**
 * An embedded store on PGlite in an empty DATA_DIR starts as a copy of the build's template (seeded, or
 * migrated only when DEMO_DATA is off), as the gateway would have made it itself, in a second instead of
 * 5-15. A build without the helper (another checkout's, bench/cpu-per-request.mjs) seeds itself.
 */
async function copyStoreTemplate(main, env) {
  if (env.STORE_BACKEND !== 'embedded' || env.DATABASE_URL || !env.DATA_DIR) return;
  const helper = join(dirname(main), 'backends/embedded/testing/seeded-store.js');
  if (!existsSync(helper)) return;
  const templates = await import(pathToFileURL(helper).href);
  await templates.copyStoreTemplate(env.DATA_DIR, templates.storeFlavourFor(env));
}

/**
 * Starts the built gateway and resolves once `readyPath` answers 2xx.
 * @param {object} options
 * @param {string} [options.name] for messages
 * @param {Record<string, string>} [options.env] wins over process.env and the defaults below
 * @param {string} [options.readyPath] '/readyz' (store and cache up) by default
 * @param {string} [options.logFile] write the gateway's output there; kept in memory (last lines) otherwise
 * @param {number} [options.timeoutMs]
 * @param {string} [options.main] another build's main.js (bench/cpu-per-request.mjs compares checkouts)
 * @returns {Promise<{ child: import('node:child_process').ChildProcess, port: number, baseUrl: string,
 *   dataDir: string, logFile?: string, readyMs: number, output: () => string, stop: () => Promise<void> }>}
 */
export async function startBuiltGateway({
  name = 'gateway',
  env = {},
  readyPath = '/readyz',
  logFile,
  timeoutMs = 180_000,
  main = GATEWAY_MAIN,
} = {}) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), `shop-${name}-`));
  const childEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PUBLIC_SITE_URL: baseUrl,
    STORE_BACKEND: 'embedded',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    ...env,
    PORT: String(port),
  };
  await copyStoreTemplate(main, childEnv);
  const child = spawn(process.execPath, [main], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines = [];
  if (logFile) {
    // both streams into one file: neither may end it (stdout closing first made stderr's last lines, say a
    // shutdown message, fail with "write after end"); the file ends when the child's streams have closed
    const out = createWriteStream(logFile);
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.once('close', () => out.end());
  } else {
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        lines.push(chunk.toString());
        if (lines.length > 400) lines.shift();
      });
    }
  }
  const output = () => (logFile ? `(see ${logFile})` : lines.join(''));
  const stop = async () => {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };

  const started = Date.now();
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
      if (Date.now() - started > timeoutMs) throw new Error(`${name} not ready after ${timeoutMs / 1000} s`);
      const ready = await fetch(`${baseUrl}${readyPath}`).then(
        (res) => res.ok,
        () => false,
      );
      if (ready) break;
      await sleep(250);
    }
  } catch (error) {
    await stop();
    error.message = `${error.message}\n--- ${name} output ---\n${output()}`;
    throw error;
  }
  return { child, port, baseUrl, dataDir, logFile, output, stop, readyMs: Date.now() - started };
}
