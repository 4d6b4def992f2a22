/**
 * Locks for the order idempotency service (idempotency.service.ts): one holder per idempotency key,
 * across gateway instances when they share something to lock in.
 *
 * - Redis (REDIS_URL set): SET NX PX with a random token, released by a compare-and-delete script.
 * - PostgreSQL (embedded store on a PostgreSQL server, no Redis): a session advisory lock on a
 *   connection held for the duration (embedded/connection.ts `withAdvisoryLock`).
 * - In process: a promise chain per key. Equivalent on PGlite (one process owns the database and
 *   has a single connection) and for a single WordPress-backed instance without Redis.
 */
import { randomUUID, createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

export interface OrderLockProvider {
  readonly kind: 'redis' | 'postgres' | 'in-process';
  /** runs `fn` while holding the lock of `key`, waiting for it up to `waitMs` (then LockTimeoutError) */
  withLock<T>(key: string, opts: { ttlMs: number; waitMs: number }, fn: () => Promise<T>): Promise<T>;
}

/** the lock of a key stayed taken longer than a request may wait: the caller answers "try again" */
export class LockTimeoutError extends Error {
  readonly code = 'UPSTREAM_UNAVAILABLE';
  constructor() {
    super('timed out waiting for the order lock of an idempotency key');
  }
}

export class InProcessOrderLocks implements OrderLockProvider {
  readonly kind = 'in-process' as const;
  private readonly tails = new Map<string, Promise<unknown>>();

  async withLock<T>(key: string, _opts: { ttlMs: number; waitMs: number }, fn: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const run = previous.then(fn, fn);
    const tail = run.catch(() => undefined);
    this.tails.set(key, tail);
    try {
      return await run;
    } finally {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }
}

const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class RedisOrderLocks implements OrderLockProvider {
  readonly kind = 'redis' as const;
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async withLock<T>(key: string, opts: { ttlMs: number; waitMs: number }, fn: () => Promise<T>): Promise<T> {
    const name = `${this.prefix}order-lock:${createHash('sha256').update(key).digest('base64url')}`;
    const token = randomUUID();
    const deadline = Date.now() + opts.waitMs;
    let delay = 20;
    while ((await this.redis.set(name, token, 'PX', opts.ttlMs, 'NX')) !== 'OK') {
      if (Date.now() >= deadline) throw new LockTimeoutError();
      await sleep(delay);
      delay = Math.min(delay * 2, 250);
    }
    try {
      return await fn();
    } finally {
      await this.redis.eval(RELEASE, 1, name, token).catch(() => undefined);
    }
  }
}

/** PostgreSQL advisory locks through the embedded store's connection pool */
export class PostgresOrderLocks implements OrderLockProvider {
  readonly kind = 'postgres' as const;
  constructor(private readonly withAdvisoryLock: <T>(key: string, fn: () => Promise<T>) => Promise<T>) {}

  withLock<T>(key: string, _opts: { ttlMs: number; waitMs: number }, fn: () => Promise<T>): Promise<T> {
    return this.withAdvisoryLock(`order-key:${key}`, fn);
  }
}
