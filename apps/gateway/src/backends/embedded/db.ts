/**
 * Opens the embedded store's database and applies the migrations.
 * - PGlite (a folder on disk) by default: one in-process connection, so transactions are serialised.
 * - PostgreSQL when a URL is given: a pool; `schema` keeps the tables in their own PostgreSQL schema
 *   (search_path), which lets test suites and several shops share one database.
 * The same drizzle-kit SQL migrations run on both, through drizzle's migrator. On PostgreSQL, migration
 * and first seeding run under an advisory lock so several gateway processes can start at once.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const HERE = dirname(fileURLToPath(import.meta.url));
export const MIGRATIONS_FOLDER = join(HERE, 'migrations');
/** the repository's data/ folder (src/backends/embedded or dist/backends/embedded → 5 levels up) */
export const DEFAULT_DATA_DIR = resolve(HERE, '../../../../../data');

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * One parameterised statement on the driver itself, without drizzle: for the few statements on a
   * request's hot path (the server cart). On PGlite drizzle costs about as much as the statement: it
   * builds the SQL text on every call and passes its own type parsers, which makes PGlite copy its
   * whole parser table for each query (0.44 ms for the cart's read alone, 1.03 ms through drizzle,
   * measured on this machine). Rows come back as objects; jsonb is parsed, int4 is a number.
   */
  query<R>(text: string, params: readonly unknown[]): Promise<{ rows: R[] }>;
  /** runs `fn` while holding the store-wide migration lock (PostgreSQL), on one connection */
  withInitLock<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /** runs `fn` holding an advisory lock on `key` (PostgreSQL session lock; PGlite: in-process mutex) */
  withAdvisoryLock<T>(key: string, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export function assertSchemaName(name: string): void {
  if (!SCHEMA_NAME.test(name)) throw new Error(`Invalid PostgreSQL schema name: ${name}`);
}

export async function openDatabase(opts: {
  dataDir?: string;
  databaseUrl?: string;
  schema?: string;
  /**
   * an error of a pooled PostgreSQL connection that no query was waiting on (the server restarted, a
   * failover, an administrator ended it): the pool drops that connection and opens a new one when
   * needed. Without a listener Node treats the pool's 'error' event as an uncaught exception and the
   * gateway would exit.
   */
  onConnectionError?: (error: Error) => void;
}): Promise<DatabaseHandle> {
  if (opts.schema) assertSchemaName(opts.schema);
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.schema, opts.onConnectionError);
  return openPglite(opts.dataDir ?? DEFAULT_DATA_DIR, opts.schema);
}

async function openPglite(dataDir: string, schemaName: string | undefined): Promise<DatabaseHandle> {
  mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  if (schemaName) {
    await client.exec(`CREATE SCHEMA IF NOT EXISTS "${schemaName}"; SET search_path TO "${schemaName}";`);
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    query: <R>(text: string, params: readonly unknown[]) => client.query<R>(text, [...params]),
    withInitLock: (fn) => fn(db),
    withAdvisoryLock: keyedMutex(),
    close: () => client.close(),
  };
}

async function openPostgres(
  url: string,
  schemaName: string | undefined,
  onConnectionError: (error: Error) => void = (error) =>
    console.warn(`PostgreSQL connection lost (a new one is opened when needed): ${error.message}`),
): Promise<DatabaseHandle> {
  const main = openPool(
    { connectionString: url, max: 10, ...(schemaName ? { options: `-c search_path=${schemaName}` } : {}) },
    onConnectionError,
  );
  const pool = main.pool;
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  let lockPool: ReturnType<typeof openPool> | null = null;
  const sameKeyQueue = keyedMutex();
  return {
    db,
    kind: 'postgres',
    query: async <R>(text: string, params: readonly unknown[]) => ({
      rows: (await pool.query(text, [...params])).rows as R[],
    }),
    async withInitLock(fn) {
      const client = await pool.connect();
      const lockKey = `shop-embedded-init:${schemaName ?? 'public'}`;
      try {
        await client.query('SELECT pg_advisory_lock(hashtext($1))', [lockKey]);
        if (schemaName) await client.query(`CREATE SCHEMA IF NOT EXISTS "${schemaName}"`);
        return await fn(drizzlePg({ client, schema }) as unknown as Db);
      } finally {
        // a connection whose unlock failed may still hold the lock: it is closed, never pooled again
        client.release(await unlock(client, lockKey));
      }
    },
    // Advisory locks hold a connection of their own pool while the work runs on the main pool, so
    // waiting lock holders can never starve the queries of the holder; waiters for a key this
    // process already holds queue in process and take no connection at all.
    withAdvisoryLock: (key, fn) =>
      sameKeyQueue(key, async () => {
        const client = await (lockPool ??= openPool(
          { connectionString: url, max: 4 },
          onConnectionError,
        )).pool.connect();
        let unlockError: Error | undefined;
        try {
          await client.query('SELECT pg_advisory_lock(hashtext($1))', [key]);
          try {
            return await fn();
          } finally {
            // The work is done (an order stored) whether or not the unlock gets through: a failed
            // unlock (the server ended the connection meanwhile, which ends its locks too) must not
            // turn it into an error. The connection is closed instead of pooled, so a lock it may
            // still hold goes with it.
            unlockError = await unlock(client, key);
          }
        } finally {
          client.release(unlockError);
        }
      }),
    close: async () => {
      await Promise.all([main.end(), lockPool?.end()]);
    },
  };
}

/** releases the session advisory lock of `key`; the error when that failed (the connection is then unusable) */
async function unlock(client: pg.PoolClient, key: string): Promise<Error | undefined> {
  try {
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', [key]);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/** how long closing waits for the server to see the connections go (an unresponsive server: not forever) */
const CLOSE_WAIT_MS = 5_000;

/**
 * A pg pool whose connections never crash the process, and whose `end()` means "closed".
 *
 * - pg emits 'error' on a connection the server ends (a restart, a failover, an administrator,
 *   `DROP DATABASE ... WITH (FORCE)`). The pool handles it for an idle connection (its own 'error'
 *   event); a checked-out one (an advisory lock held, a transaction open) emits it on the client,
 *   where, without a listener, Node treats it as an uncaught exception and the gateway exits. Every
 *   connection gets a listener as it opens: the query that was running fails with the error (its
 *   caller answers), the pool drops the connection when it comes back, `onConnectionError` is told.
 * - pg-pool's `end()` resolves once no connection is handed out any more, before their sockets have
 *   closed: what runs next (a process exit, a test dropping the database) would meet connections
 *   still closing, which the server then ends with an error. `end()` here also waits for them.
 */
function openPool(config: pg.PoolConfig, onConnectionError: (error: Error) => void) {
  const pool = new pg.Pool(config);
  const open = new Set<pg.PoolClient>();
  const checkedOut = new WeakSet<pg.PoolClient>();
  let allClosed: (() => void) | null = null;
  // an idle connection (the pool drops it and opens a new one when needed)
  pool.on('error', (error) => onConnectionError(error));
  pool.on('connect', (client) => {
    open.add(client);
    // while idle the pool's own listener reports it (above); while checked out nobody else would
    // (once: a connection the server ends says so twice, its message and then the closed socket)
    let reported = false;
    client.on('error', (error) => {
      if (!checkedOut.has(client) || reported) return;
      reported = true;
      onConnectionError(error);
    });
  });
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('remove', (client) => {
    open.delete(client);
    if (open.size === 0) allClosed?.();
  });
  return {
    pool,
    async end(): Promise<void> {
      await pool.end();
      if (open.size === 0) return;
      let timer: NodeJS.Timeout | undefined;
      await new Promise<void>((resolve) => {
        allClosed = resolve;
        timer = setTimeout(resolve, CLOSE_WAIT_MS);
        timer.unref();
      });
      clearTimeout(timer);
    },
  };
}

/** one holder per key at a time, in this process */
function keyedMutex() {
  const tails = new Map<string, Promise<unknown>>();
  return async <T>(key: string, fn: () => Promise<T>): Promise<T> => {
    const run = (tails.get(key) ?? Promise.resolve()).then(fn, fn);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await run;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}

/**
 * drizzle's migrator, with the drizzle-kit SQL retargeted to `schemaName` when one is used
 * (drizzle-kit qualifies foreign keys with "public"). The bookkeeping table lives in the same schema.
 */
export async function migrateDatabase(db: Db, schemaName: string | undefined): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  if (schemaName) {
    assertSchemaName(schemaName);
    for (const migration of migrations) {
      migration.sql = migration.sql.map((stmt) => stmt.replaceAll('"public".', `"${schemaName}".`));
    }
  }
  const internals = db as unknown as { dialect: PgDialect; session: PgSession };
  await internals.dialect.migrate(migrations, internals.session, {
    migrationsFolder: MIGRATIONS_FOLDER,
    migrationsSchema: schemaName ?? 'drizzle',
  });
}
