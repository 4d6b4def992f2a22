/**
 * The embedded store's connection: opens PGlite or PostgreSQL, migrates, seeds, and runs every
 * statement (serialised on PGlite). Each port of the embedded adapter (./*-source.ts, ./*-store.ts,
 * ...) reads and writes through one shared EmbeddedConnection; this file also holds the lifecycle port.
 */
import { count, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { ImageRef, CustomerRecord } from '@shop/domain';
import type { Mailer } from '../../mail/mailer.js';
import type { StoreLifecycle } from '../port.js';
import { StoreError } from '../port-errors.js';
import { type NestStyleLogger, type StoreLogger, toStoreLogger } from '../store-logger.js';
import { migrateDatabase, openDatabase, type DatabaseHandle, type Db } from './db.js';
import * as t from './schema.js';
import { seedDemoData } from './seed/seed.js';

export interface EmbeddedBackendOptions {
  /** PGlite data folder (default: the repository's data/); ignored when databaseUrl is set */
  dataDir?: string;
  /** PostgreSQL server instead of PGlite */
  databaseUrl?: string;
  /** PostgreSQL schema holding the tables (default public); lets suites/shops share one database */
  schema?: string;
  mailer: Mailer;
  /** origin of the storefront, used in e-mailed links */
  publicSiteUrl: string;
  logger?: StoreLogger | NestStyleLogger;
  /** load the demo data when the store is empty (default true) */
  seed?: boolean;
  /** lifetime of a session without "remember me" (default 12 h) */
  sessionTtlMs?: number;
  /** lifetime of a "remember me" session (default 30 days) */
  persistentSessionTtlMs?: number;
}

export type { StoreLogger as Logger } from '../store-logger.js';

export const EMPTY_STORE_MESSAGE =
  'the shop is empty: demo data is seeded only with DEMO_DATA=true (the default outside production)';

export const NUMERIC_ID = /^[1-9]\d{0,9}$/;
export function numericIds(ids: readonly string[]): number[] {
  return [...new Set(ids.filter((id) => NUMERIC_ID.test(id)).map(Number))].filter((n) => n <= 2_147_483_647);
}

/** the numeric customer id of a session the gateway resolved */
export function sessionCustomerId(session: { customerId: string }): number {
  if (!NUMERIC_ID.test(session.customerId)) throw new Error('invalid session customer id');
  return Number(session.customerId);
}

export function image(src: string | null, alt: string | null): ImageRef | null {
  return src ? { src, alt: alt ?? '' } : null;
}

export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export type CustomerRow = typeof t.customers.$inferSelect;
export type OrderRow = typeof t.orders.$inferSelect;

export function toCustomer(row: CustomerRow): CustomerRecord {
  return {
    id: String(row.id),
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    companyName: row.companyName,
    companyRegNumber: row.companyRegNumber,
    companyVatNumber: row.companyVatNumber,
    address: row.address,
    memberSince: row.createdAt.toISOString(),
    status: row.status,
    statusReason: row.statusReason,
    groupId: row.groupId == null ? null : String(row.groupId),
  };
}

const KEPT_BY_RESET = new Set<PgTable>([
  t.staff,
  t.staffSessions,
  t.auditLog,
  t.shopSettings,
  t.media,
  t.mediaVariants,
]);

/** Serialises every operation on PGlite: it has one connection, and a statement issued while another
 * caller's transaction is open would otherwise run inside that transaction. */
class Mutex {
  private tail: Promise<unknown> = Promise.resolve();
  run<T>(fn: () => Promise<T>): Promise<T> {
    const result = this.tail.then(fn, fn);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

export class EmbeddedConnection implements StoreLifecycle {
  private handle: DatabaseHandle | null = null;
  private opening: Promise<void> | null = null;
  private mutex: Mutex | null = null;
  private readonly log: StoreLogger;

  constructor(readonly options: EmbeddedBackendOptions) {
    this.log = toStoreLogger(options.logger);
  }

  init(): Promise<void> {
    this.opening ??= this.open().catch((error: unknown) => {
      this.opening = null;
      throw error;
    });
    return this.opening;
  }

  private async open(): Promise<void> {
    const started = Date.now();
    const handle = await openDatabase({
      ...this.options,
      onConnectionError: (error) =>
        this.log.warn(
          { store: 'embedded' },
          `embedded store: a PostgreSQL connection was lost (${error.message}); the next query opens a new one`,
        ),
    });
    try {
      await handle.withInitLock(async (db) => {
        await migrateDatabase(db, this.options.schema);
        if (await this.isEmptyDb(db)) {
          if (this.options.seed !== false) {
            await seedDemoData(db);
            this.log.info({ store: 'embedded' }, 'embedded store: demo data loaded');
          } else {
            this.log.warn({ store: 'embedded' }, `embedded store: ${EMPTY_STORE_MESSAGE}`);
          }
        }
      });
    } catch (error) {
      await handle.close().catch(() => undefined);
      throw error;
    }
    this.handle = handle;
    this.mutex = handle.kind === 'pglite' ? new Mutex() : null;
    this.log.info({ store: 'embedded', kind: handle.kind, ms: Date.now() - started }, 'embedded store ready');
  }

  private async isEmptyDb(db: Db): Promise<boolean> {
    const [row] = await db.select({ n: count() }).from(t.categories);
    return (row?.n ?? 0) === 0;
  }

  async isEmpty(): Promise<boolean> {
    const [row] = await this.run((db) => db.select({ n: count() }).from(t.products));
    return (row?.n ?? 0) === 0;
  }

  async ping(): Promise<void> {
    await this.run((db) => db.execute(sql`select 1`));
  }

  async close(): Promise<void> {
    const handle = this.handle;
    if (!handle) return;
    // let queued PGlite work finish before the connection goes away
    await (this.mutex?.run(async () => undefined) ?? Promise.resolve());
    this.handle = null;
    this.opening = null;
    await handle.close();
  }

  /**
   * Empties every table and loads the demo data again (tests, `npm run seed -- --reset`). The operator
   * console's own tables (staff, their sessions, the audit log, settings) are kept: reloading the demo
   * shop neither signs the operators out nor erases who did what.
   */
  async reset(): Promise<void> {
    await this.run(async (db) => {
      const tables = Object.values(t)
        .filter((value) => is(value, PgTable))
        .filter((table) => !KEPT_BY_RESET.has(table as PgTable))
        .map((table) => sql.identifier(getTableName(table as PgTable)));
      await db.transaction(async (tx) => {
        await tx.execute(sql`TRUNCATE ${sql.join(tables, sql`, `)} RESTART IDENTITY CASCADE`);
        await seedDemoData(tx as unknown as Db);
      });
    });
  }

  /**
   * Runs `fn` holding a PostgreSQL session advisory lock on `key` (one pooled connection is kept for
   * the duration); on PGlite, with its single connection and one owning process, an in-process
   * mutex per key is the same guarantee.
   */
  withAdvisoryLock<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const handle = this.handle;
    if (!handle)
      return Promise.reject(new StoreError('STORE_NOT_READY', 'embedded store is not initialised (call init())'));
    return handle.withAdvisoryLock(key, fn);
  }

  get kind(): 'pglite' | 'postgres' | null {
    return this.handle?.kind ?? null;
  }

  /** one statement on the driver, without drizzle (see DatabaseHandle.query): the hot path only */
  query<R>(text: string, params: readonly unknown[]): Promise<R[]> {
    return this.serialised(async (handle) => (await handle.query<R>(text, params)).rows);
  }

  run<T>(fn: (db: Db) => Promise<T>): Promise<T> {
    return this.serialised((handle) => fn(handle.db));
  }

  /** runs `fn` on the open database, after every earlier statement on PGlite */
  private serialised<T>(fn: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
    const handle = this.handle;
    if (!handle)
      return Promise.reject(new StoreError('STORE_NOT_READY', 'embedded store is not initialised (call init())'));
    return this.mutex ? this.mutex.run(() => fn(handle)) : fn(handle);
  }
}
