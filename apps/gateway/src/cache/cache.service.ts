import { randomUUID } from 'node:crypto';
import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { recordCacheLookup } from '../observability/metrics.js';

export interface CachePolicy {
  /** how long a value is fresh */
  ttlMs: number;
  /** how long after that it may still be served: while a refresh runs, or when the loader fails */
  staleMs: number;
  /**
   * How long a null answer ("no such item") is kept, without a stale period; default as any value.
   * Anyone can ask for items that do not exist, so their answers must not pile up for long.
   */
  negativeTtlMs?: number;
}

interface Entry<T> {
  v: T;
  /** fresh until (epoch ms) */
  f: number;
  /** servable (stale) until (epoch ms) */
  s: number;
}

export interface CacheServiceOptions {
  /** shared store; the in-process LRU alone when null */
  redis: Redis | null;
  /** prepended to every Redis key and channel */
  prefix: string;
  /** in-process entries kept (L1, and the whole cache without Redis) */
  maxEntries?: number;
  /** how long a cross-instance loader lock is held at most */
  lockMs?: number;
  now?: () => number;
}

/**
 * Read-through cache with stale-while-revalidate, stale-if-error and request coalescing.
 *
 * Redis (when configured) is the shared truth; every instance keeps parsed entries in an in-process
 * L1 so a hot key costs a Map lookup, not a network round trip + JSON.parse. L1 copies carry the same
 * deadlines as the Redis entry, and invalidations are broadcast over Redis pub/sub so every
 * instance drops its L1 copy at once. Concurrent misses of one key share one loader call inside a
 * process, and across processes a short Redis lock lets one instance load while the others wait
 * for its result.
 */
export class CacheService implements OnApplicationShutdown {
  private readonly logger = new Logger('Cache');
  private readonly l1: LRUCache<string, Entry<unknown>>;
  private readonly inflight = new Map<string, Promise<Entry<unknown>>>();
  private readonly redis: Redis | null;
  private subscriber: Redis | null = null;
  private readonly prefix: string;
  private readonly channel: string;
  private readonly lockMs: number;
  private readonly now: () => number;
  /** bumped by every invalidation so a load that started before it does not store an old value */
  private generation = 0;
  private ready: Promise<void> = Promise.resolve();
  private readonly invalidationListeners = new Set<() => void>();

  constructor(options: CacheServiceOptions) {
    this.redis = options.redis;
    this.prefix = options.prefix;
    this.channel = `${options.prefix}cache:invalidate`;
    this.lockMs = options.lockMs ?? 5_000;
    this.now = options.now ?? Date.now;
    this.l1 = new LRUCache({ max: options.maxEntries ?? 2_000 });
    if (this.redis) this.ready = this.subscribe(this.redis);
  }

  get mode(): 'redis' | 'memory' {
    return this.redis ? 'redis' : 'memory';
  }

  /** resolves once cross-instance invalidation messages are being received */
  whenReady(): Promise<void> {
    return this.ready;
  }

  async getOrLoad<T>(key: string, policy: CachePolicy, loader: () => Promise<T>): Promise<T> {
    const now = this.now();
    let entry = this.l1.get(key) as Entry<T> | undefined;
    if (entry && entry.f > now) return hit(key, entry.v);

    if (this.redis) {
      const shared = await this.readShared<T>(key);
      if (shared && (!entry || shared.f > entry.f)) {
        entry = shared;
        if (shared.s > now) this.l1.set(key, shared);
      }
      if (entry && entry.f > now) return hit(key, entry.v);
    }

    if (entry && entry.s > now) {
      // stale: answer now, refresh in the background (one refresh per key thanks to coalescing)
      this.load(key, policy, loader).catch((error: unknown) => {
        this.logger.warn(`background refresh of ${key} failed; serving stale: ${describe(error)}`);
      });
      recordCacheLookup(key, 'stale');
      return entry.v;
    }

    recordCacheLookup(key, 'miss');
    try {
      return (await this.load(key, policy, loader)).v as T;
    } catch (error) {
      // stale-if-error: an expired value is better than an error page while the store is down
      if (entry) {
        this.logger.warn(`loading ${key} failed; serving stale: ${describe(error)}`);
        return entry.v;
      }
      throw error;
    }
  }

  /**
   * Called on every invalidation, local or from another instance: for caches of answers derived
   * from these entries (the public response cache).
   */
  onInvalidate(listener: () => void): void {
    this.invalidationListeners.add(listener);
  }

  private invalidated(): void {
    this.generation += 1;
    for (const listener of this.invalidationListeners) listener();
  }

  async invalidate(key: string): Promise<void> {
    this.invalidated();
    this.l1.delete(key);
    if (!this.redis) return;
    await this.redis.del(this.k(key));
    await this.redis.publish(this.channel, JSON.stringify({ key }));
  }

  async invalidatePrefix(prefix: string): Promise<void> {
    this.invalidated();
    this.dropLocalPrefix(prefix);
    if (!this.redis) return;
    const pattern = `${escapeGlob(this.k(prefix))}*`;
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await this.redis.unlink(...keys);
    } while (cursor !== '0');
    await this.redis.publish(this.channel, JSON.stringify({ prefix }));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.close();
  }

  async close(): Promise<void> {
    const clients = [this.subscriber, this.redis].filter((c): c is Redis => c !== null);
    this.subscriber = null;
    await Promise.all(
      clients.map(async (client) => {
        if (client.status === 'end') return;
        await client.quit().catch(() => client.disconnect());
      }),
    );
  }

  private load<T>(key: string, policy: CachePolicy, loader: () => Promise<T>): Promise<Entry<T>> {
    const running = this.inflight.get(key);
    if (running) return running as Promise<Entry<T>>;
    const promise = this.loadOnce(key, policy, loader).finally(() => this.inflight.delete(key));
    this.inflight.set(key, promise);
    return promise;
  }

  private async loadOnce<T>(key: string, policy: CachePolicy, loader: () => Promise<T>): Promise<Entry<T>> {
    const generation = this.generation;
    const lock = this.redis ? await this.acquireLock(key) : null;
    if (lock === false) {
      // another instance is loading this key: wait for its result rather than hitting the store too
      const theirs = await this.waitForShared<T>(key);
      if (theirs) {
        this.l1.set(key, theirs);
        return theirs;
      }
    }
    try {
      const value = await loader();
      const now = this.now();
      const negative = value === null && policy.negativeTtlMs !== undefined;
      const entry: Entry<T> = negative
        ? { v: value, f: now + policy.negativeTtlMs!, s: now + policy.negativeTtlMs! }
        : { v: value, f: now + policy.ttlMs, s: now + policy.ttlMs + policy.staleMs };
      if (generation === this.generation) {
        this.l1.set(key, entry);
        if (this.redis) {
          await this.redis
            .set(this.k(key), JSON.stringify(entry), 'PX', Math.max(1, entry.s - now))
            .catch((error: unknown) => this.logger.warn(`could not store ${key} in Redis: ${describe(error)}`));
        }
      }
      return entry;
    } finally {
      if (typeof lock === 'string') await this.releaseLock(key, lock);
    }
  }

  /** a token when we hold the lock, false when someone else does, null when Redis is unusable */
  private async acquireLock(key: string): Promise<string | false | null> {
    const token = randomUUID();
    try {
      const ok = await this.redis!.set(this.k(`lock:${key}`), token, 'PX', this.lockMs, 'NX');
      return ok === 'OK' ? token : false;
    } catch {
      return null;
    }
  }

  private async releaseLock(key: string, token: string): Promise<void> {
    // delete only our own lock (it may have expired and been taken by another instance)
    await this.redis!.eval(
      "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end",
      1,
      this.k(`lock:${key}`),
      token,
    ).catch(() => undefined);
  }

  private async waitForShared<T>(key: string): Promise<Entry<T> | null> {
    const deadline = this.now() + this.lockMs;
    let delay = 10;
    while (this.now() < deadline) {
      await sleep(delay);
      delay = Math.min(delay * 2, 100);
      const entry = await this.readShared<T>(key);
      if (entry && entry.f > this.now()) return entry;
      const locked = await this.redis!.exists(this.k(`lock:${key}`)).catch(() => 0);
      if (!locked) return (await this.readShared<T>(key)) ?? null;
    }
    return null;
  }

  private async readShared<T>(key: string): Promise<Entry<T> | null> {
    try {
      const raw = await this.redis!.get(this.k(key));
      return raw ? (JSON.parse(raw) as Entry<T>) : null;
    } catch (error) {
      this.logger.warn(`Redis read of ${key} failed: ${describe(error)}`);
      return null;
    }
  }

  private async subscribe(redis: Redis): Promise<void> {
    const subscriber = redis.duplicate({ connectionName: 'shop-gateway-cache-sub' });
    this.subscriber = subscriber;
    subscriber.on('message', (_channel: string, message: string) => {
      try {
        const { key, prefix } = JSON.parse(message) as { key?: string; prefix?: string };
        this.invalidated();
        if (key !== undefined) this.l1.delete(key);
        if (prefix !== undefined) this.dropLocalPrefix(prefix);
      } catch {
        this.invalidated();
        this.l1.clear();
      }
    });
    subscriber.on('error', (error: unknown) => this.logger.warn(`Redis subscriber: ${describe(error)}`));
    await subscriber.subscribe(this.channel);
  }

  private dropLocalPrefix(prefix: string): void {
    for (const key of [...this.l1.keys()]) if (key.startsWith(prefix)) this.l1.delete(key);
  }

  private k(key: string): string {
    return `${this.prefix}${key}`;
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function escapeGlob(text: string): string {
  return text.replace(/[*?[\]\\]/g, '\\$&');
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** counts a fresh hit in cache_lookups_total (GET /metrics) and passes the value through */
function hit<T>(key: string, value: T): T {
  recordCacheLookup(key, 'hit');
  return value;
}
