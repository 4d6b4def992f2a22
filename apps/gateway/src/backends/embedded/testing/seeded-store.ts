/**
 * Test data built once and copied: a migrated (and, by default, demo-seeded) embedded store is made one
 * time per content of the migrations and the seed, then every test gets a copy of it.
 * - PGlite: a data folder under the system's temp folder, keyed by a hash of the migrations, the seed,
 *   the schema and PGlite's version; a test's folder is a file copy of it (about a second) instead of
 *   `initdb`, 14 migrations and the seed (4-14 s of WebAssembly each time).
 * - PostgreSQL: a template database of the same key; a test's database is `CREATE DATABASE ... TEMPLATE`.
 * Used by the gateway's tests (TypeScript sources) and, compiled, by the e2e runner, the bench and
 * Lighthouse (dist/), which is why the key is taken from the sources whenever they are present: both
 * then share one template.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { MailMessage, Mailer } from '../../../mail/mailer.js';
import { demoDataWanted } from '../../../config/config.js';
import { EmbeddedConnection } from '../connection.js';
import { TEST_POSTGRES_URL, type TempDatabase } from './test-store.js';

/** `seeded`: the demo shop (what DEMO_DATA=true starts with); `empty`: migrated, no rows */
export type StoreFlavour = 'seeded' | 'empty';

/** the flavour a gateway with this environment would seed itself */
export function storeFlavourFor(env: Record<string, string | undefined>): StoreFlavour {
  return demoDataWanted(env) ? 'seeded' : 'empty';
}

const HERE = dirname(fileURLToPath(import.meta.url));
/** src/backends/embedded or dist/backends/embedded */
const EMBEDDED = resolve(HERE, '..');
const GATEWAY_ROOT = resolve(EMBEDDED, '../../..');
/** a build of a template that died (a killed test run) is given up after this long */
const STALE_LOCK_MS = 180_000;
const WAIT_STEP_MS = 200;

const quiet = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
const noMail: Mailer = { send: async (_message: MailMessage) => undefined };

let cachedKey: string | undefined;

/** hash of everything that decides what a fresh store holds */
export function storeTemplateKey(): string {
  if (cachedKey) return cachedKey;
  const sources = join(GATEWAY_ROOT, 'src/backends/embedded');
  const root = existsSync(join(sources, 'schema.ts')) ? sources : EMBEDDED;
  const hash = createHash('sha256');
  const add = (path: string) => {
    if (statSync(path).isDirectory()) {
      for (const entry of readdirSync(path).sort()) add(join(path, entry));
      return;
    }
    if (/\.(ts|js|sql|json)$/.test(path) && !/\.(spec|test)\.|\.map$|README/.test(path)) {
      hash.update(path.slice(root.length));
      hash.update(readFileSync(path));
    }
  };
  for (const part of ['migrations', 'seed', 'schema', 'passwords']) {
    for (const candidate of [join(root, part), join(root, `${part}.ts`), join(root, `${part}.js`)]) {
      if (existsSync(candidate)) add(candidate);
    }
  }
  const require = createRequire(import.meta.url);
  const pglitePackage = join(dirname(require.resolve('@electric-sql/pglite')), '../package.json');
  hash.update(existsSync(pglitePackage) ? String(JSON.parse(readFileSync(pglitePackage, 'utf8')).version) : '');
  cachedKey = hash.digest('hex').slice(0, 16);
  return cachedKey;
}

/** migrates (and seeds) an empty store exactly as a starting gateway does, then closes it */
async function buildStore(where: { dataDir: string } | { databaseUrl: string }, flavour: StoreFlavour) {
  const store = new EmbeddedConnection({
    ...where,
    mailer: noMail,
    publicSiteUrl: 'http://shop.test',
    seed: flavour === 'seeded',
    logger: quiet,
  });
  try {
    await store.init();
  } finally {
    await store.close();
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The template PGlite folder of `flavour`, built now if no earlier test or run built it. Several processes
 * may ask at once: one builds (a lock folder), the others wait for it; a build lands by rename, so a folder
 * that exists is complete.
 */
export async function storeTemplateDir(flavour: StoreFlavour = 'seeded'): Promise<string> {
  const root = join(tmpdir(), 'shop-store-templates');
  const target = join(root, `${flavour}-${storeTemplateKey()}`);
  if (existsSync(target)) return target;
  mkdirSync(root, { recursive: true });
  const lock = `${target}.lock`;
  const started = Date.now();
  for (;;) {
    if (existsSync(target)) return target;
    try {
      mkdirSync(lock);
      break;
    } catch {
      const age = existsSync(lock) ? Date.now() - statSync(lock).mtimeMs : 0;
      if (age > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true });
      else if (Date.now() - started > 2 * STALE_LOCK_MS)
        throw new Error(`waited ${(2 * STALE_LOCK_MS) / 1000} s for another process to build ${target}`);
      await sleep(WAIT_STEP_MS);
    }
  }
  try {
    if (existsSync(target)) return target;
    const building = mkdtempSync(join(root, `building-${flavour}-`));
    await buildStore({ dataDir: building }, flavour);
    renameSync(building, target);
    pruneOldTemplates(root);
    return target;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** templates of older migrations or seeds, and builds that died, once they are a day old */
function pruneOldTemplates(root: string): void {
  const key = storeTemplateKey();
  for (const entry of readdirSync(root)) {
    if (entry.endsWith(key)) continue;
    const path = join(root, entry);
    try {
      if (Date.now() - statSync(path).mtimeMs > 86_400_000) rmSync(path, { recursive: true, force: true });
    } catch {
      // another process pruned it first
    }
  }
}

/** A fresh PGlite data folder holding a copy of the `flavour` template; `remove()` deletes it. */
export async function createStoreDataDir(
  flavour: StoreFlavour = 'seeded',
  prefix = 'shop-pglite-',
): Promise<{ path: string; remove(): void }> {
  const template = await storeTemplateDir(flavour);
  const path = mkdtempSync(join(tmpdir(), prefix));
  cpSync(template, path, { recursive: true });
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/** copies the `flavour` template into `dataDir` when it is missing or empty; a store already there is kept */
export async function copyStoreTemplate(dataDir: string, flavour: StoreFlavour = 'seeded'): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return;
  cpSync(await storeTemplateDir(flavour), dataDir, { recursive: true });
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The PostgreSQL template database of `flavour` next to `baseUrl`'s, built when missing. Built under an
 * advisory lock in a database of another name and renamed when complete, so a template that exists is whole.
 */
export async function storeTemplateDatabase(
  flavour: StoreFlavour = 'seeded',
  baseUrl = TEST_POSTGRES_URL,
): Promise<string> {
  const name = `shop_tpl_${flavour}_${storeTemplateKey()}`;
  const exists = (client: pg.Client) =>
    client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]).then((r) => r.rowCount === 1);
  return withClient(baseUrl, async (admin) => {
    if (await exists(admin)) return name;
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', ['shop-store-template']);
    try {
      if (await exists(admin)) return name;
      const building = `${name}_b${randomBytes(3).toString('hex')}`;
      await admin.query(`CREATE DATABASE "${building}"`);
      try {
        await buildStore({ databaseUrl: databaseUrl(baseUrl, building) }, flavour);
        await admin.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
      } catch (error) {
        await admin.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`).catch(() => undefined);
        throw error;
      }
      // templates of older migrations or seeds are not kept (one still in use is built again by its user)
      const old = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE 'shop\\_tpl\\_%' AND datname NOT LIKE $1`,
        [`%${storeTemplateKey()}%`],
      );
      for (const { datname } of old.rows) {
        await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`).catch(() => undefined);
      }
      return name;
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', ['shop-store-template']);
    }
  });
}

/**
 * A throw-away PostgreSQL database that starts as a copy of the `flavour` template (migrated, and seeded
 * with the demo shop by default), named `<prefix>_<random>`; `drop()` removes it.
 */
export async function createStoreDatabase(
  flavour: StoreFlavour = 'seeded',
  prefix = 'shop_test',
  baseUrl = TEST_POSTGRES_URL,
): Promise<TempDatabase> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const create = async () => {
    const template = await storeTemplateDatabase(flavour, baseUrl);
    await withClient(baseUrl, (admin) => admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  };
  // a checkout at other migrations may have dropped the template between the check and the copy
  await create().catch(create);
  return {
    url: databaseUrl(baseUrl, name),
    name,
    async drop() {
      await withClient(baseUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}
