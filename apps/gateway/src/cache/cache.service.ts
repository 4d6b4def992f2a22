import { randomUUID } from 'node:crypto';
import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { recordCacheLookup } from '../observability/metrics.js';
import type { CachePolicy } from './policy.js';

export { CacheTag, cachePolicy, type CachePolicy } from './policy.js';

/** How one read is cached: its policy (declared where the data is read), its tags, its in-memory form. */
export interface QueryOptions<Stored, Value> {
  policy: CachePolicy;
  /** what the value was built from; a list, or worked out from the loaded value (e.g. its customer) */
  tags?: readonly string[] | ((stored: Stored) => readonly string[]);
  /** keep the value at most this long (e.g. until a session's own expiry); 0 or less: do not keep it */
  maxAgeMs?: (stored: Stored) => number;
  /**
   * The in-memory form, built once when an entry enters this process (from the loader, or read from
   * Redis): lookup maps of a snapshot, for example. Redis keeps the loader's plain JSON.
   */
  hydrate?: (stored: Stored) => Value;
}

interface Entry<S, V> {
  /** the value as callers get it (hydrated) */
  v: V;
  /** the value as the loader returned it (what Redis keeps) */
  raw: S;
  /** fresh until, stale-while-revalidate until, stale-if-error until (epoch ms) */
  f: number;
  s: number;
  e: number;
  /** the version of every tag when the value was loaded: newer versions make it invalid */
  t: Record<string, number>;
}

type Stored<S> = Omit<Entry<S, unknown>, 'v'>;

type Invalidation = { tags: Record<string, number> } | { key: string };

/** what an invalidation dropped: tags, one key, or everything (after a lost subscription) */
export interface Invalidated {
  tags: readonly string[];
  key?: string;
  all?: boolean;
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
 * The gateway's one cache: read-through with named policies (policy.ts), stale-while-revalidate,
 * stale-if-error, request coalescing and invalidation by tag or key across instances.
 *
 * Our own small module rather than cache-manager/keyv: those give get/set/TTL over stores, but
 * stale-while-revalidate, stale-if-error, coalescing, cross-instance tag invalidation and an
 * in-process L1 in front of Redis would all still be written here; the LRU is lru-cache.
 *
 * Storage: every instance keeps entries in an in-process LRU (a hot key costs a Map lookup, not a
 * network round trip + JSON.parse). With Redis, `shared` entries are also written there as JSON
 * (the shared truth; a second instance reads them instead of loading), `local` ones are not.
 *
 * Invalidation by tag uses tag versions: an entry records the version of each of its tags when it
 * was loaded and is dead once any of them moves on. `invalidateTags` increments the versions (in
 * Redis, `INCR <prefix>tag:<tag>`, so a Redis entry written by any instance knows it is dead) and
 * publishes the new versions on `<prefix>cache:invalidate`, where every instance updates its own
 * and drops its local copies; an instance that loses its subscription drops its whole L1 when it
 * comes back. A load that started before any invalidation is answered but not kept.
 *
 * Coalescing: concurrent misses of one key share one loader call inside a process; across
 * processes a short Redis lock lets one instance load `shared` entries while the others wait.
 */
export class CacheService implements OnApplicationShutdown {
  private readonly logger = new Logger('Cache');
  private readonly l1: LRUCache<string, Entry<unknown, unknown>>;
  private readonly inflight = new Map<string, Promise<Entry<unknown, unknown>>>();
  private readonly redis: Redis | null;
  private subscriber: Redis | null = null;
  private readonly prefix: string;
  private readonly channel: string;
  private readonly lockMs: number;
  private readonly now: () => number;
  private readonly tagVersions = new Map<string, number>();
  /** bumped by every invalidation so a load that started before it does not store its value */
  private generation = 0;
  private ready: Promise<void> = Promise.resolve();
  private readonly invalidationListeners = new Set<(what: Invalidated) => void>();

  constructor(options: CacheServiceOptions) {
    this.redis = options.redis;
    this.prefix = options.prefix;
    this.channel = `${options.prefix}cache:invalidate`;
    this.lockMs = options.lockMs ?? 5_000;
    this.now = options.now ?? Date.now;
    this.l1 = new LRUCache({ max: options.maxEntries ?? 20_000 });
    if (this.redis) this.ready = this.subscribe(this.redis);
  }

  get mode(): 'redis' | 'memory' {
    return this.redis ? 'redis' : 'memory';
  }

  /** resolves once cross-instance invalidation messages are being received */
  whenReady(): Promise<void> {
    return this.ready;
  }

  /**
   * The value under `key`: from the cache when fresh, stale (refreshed in the background) within
   * the policy's stale-while-revalidate window, else from `loader` (one call per key at a time); a
   * failing loader answers the stale value within the stale-if-error window.
   */
  async query<S, V = S>(key: string, loader: () => Promise<S>, options: QueryOptions<S, V>): Promise<V> {
    const { policy } = options;
    const now = this.now();
    let entry = this.local<S, V>(key);
    if (entry && entry.f > now) return hit(policy, entry.v);

    if (this.redis && policy.scope === 'shared') {
      const shared = await this.readShared(key, options);
      if (shared && (!entry || shared.f > entry.f)) entry = shared;
      if (entry && entry.f > now) return hit(policy, entry.v);
    }

    if (entry && entry.s > now) {
      // stale: answer now, refresh in the background (one refresh per key thanks to coalescing)
      this.load(key, loader, options).catch((error: unknown) => {
        this.logger.warn(`background refresh of ${key} failed; serving stale: ${describe(error)}`);
      });
      recordCacheLookup(policy.name, 'stale');
      return entry.v;
    }

    recordCacheLookup(policy.name, 'miss');
    try {
      return (await this.load(key, loader, options)).v;
    } catch (error) {
      // stale-if-error: an older value is better than an error page while the store is down
      if (entry && entry.e > this.now()) {
        this.logger.warn(`loading ${key} failed; serving stale: ${describe(error)}`);
        return entry.v;
      }
      throw error;
    }
  }

  /**
   * Called on every invalidation, local or from another instance, with what it dropped: for caches
   * of answers derived from these entries (response cache, SSR pages).
   */
  onInvalidate(listener: (what: Invalidated) => void): void {
    this.invalidationListeners.add(listener);
  }

  /** drops every entry carrying one of `tags`, in every instance */
  async invalidateTags(tags: readonly string[]): Promise<void> {
    if (tags.length === 0) return;
    let versions: Record<string, number>;
    if (this.redis) {
      const replies = await this.redis
        .pipeline(tags.map((tag) => ['incr', this.tagKey(tag)]))
        .exec()
        .catch(() => null);
      versions = Object.fromEntries(
        tags.map((tag, i) => {
          const reply = replies?.[i];
          const counted = reply && !reply[0] ? Number(reply[1]) : NaN;
          // Redis unusable: at least every instance that hears us (and this one) moves on
          return [tag, Number.isFinite(counted) ? counted : this.version(tag) + 1];
        }),
      );
    } else {
      versions = Object.fromEntries(tags.map((tag) => [tag, this.version(tag) + 1]));
    }
    this.apply({ tags: versions });
    await this.publish({ tags: versions });
  }

  /** drops one key, in every instance */
  async invalidateKey(key: string): Promise<void> {
    this.apply({ key });
    if (this.redis) await this.redis.del(this.k(key)).catch(() => undefined);
    await this.publish({ key });
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

  /** the L1 entry, unless one of its tags has moved on since it was loaded */
  private local<S, V>(key: string): Entry<S, V> | undefined {
    const entry = this.l1.get(key) as Entry<S, V> | undefined;
    if (entry && !this.current(entry.t)) {
      this.l1.delete(key);
      return undefined;
    }
    return entry;
  }

  private current(versions: Record<string, number>): boolean {
    for (const tag in versions) if (versions[tag] !== this.version(tag)) return false;
    return true;
  }

  private version(tag: string): number {
    return this.tagVersions.get(tag) ?? 0;
  }

  private apply(what: Invalidation): void {
    this.generation += 1;
    if ('key' in what) {
      this.l1.delete(what.key);
      for (const listener of this.invalidationListeners) listener({ tags: [], key: what.key });
      return;
    }
    const tags = Object.keys(what.tags);
    for (const tag of tags) this.tagVersions.set(tag, Math.max(this.version(tag), what.tags[tag] ?? 0));
    // free the dead entries now (they would be refused on their next read anyway)
    for (const [key, entry] of this.l1.entries()) if (!this.current(entry.t)) this.l1.delete(key);
    for (const listener of this.invalidationListeners) listener({ tags });
  }

  private async publish(what: Invalidation): Promise<void> {
    if (!this.redis) return;
    await this.redis
      .publish(this.channel, JSON.stringify(what))
      .then(() => undefined)
      .catch((error: unknown) => this.logger.warn(`could not broadcast an invalidation: ${describe(error)}`));
  }

  private load<S, V>(key: string, loader: () => Promise<S>, options: QueryOptions<S, V>): Promise<Entry<S, V>> {
    const running = this.inflight.get(key);
    if (running) return running as Promise<Entry<S, V>>;
    const promise = this.loadOnce(key, loader, options).finally(() => this.inflight.delete(key));
    this.inflight.set(key, promise as Promise<Entry<unknown, unknown>>);
    return promise;
  }

  private async loadOnce<S, V>(
    key: string,
    loader: () => Promise<S>,
    options: QueryOptions<S, V>,
  ): Promise<Entry<S, V>> {
    const { policy } = options;
    const generation = this.generation;
    const staticTags = typeof options.tags === 'function' ? null : (options.tags ?? []);
    const versionsBefore = staticTags ? this.versionsOf(staticTags) : null;
    const shared = this.redis !== null && policy.scope === 'shared';
    const lock = shared ? await this.acquireLock(key) : null;
    if (lock === false) {
      // another instance is loading this key: wait for its result rather than hitting the store too
      const theirs = await this.waitForShared(key, options);
      if (theirs) return theirs;
    }
    try {
      const raw = await loader();
      const now = this.now();
      const tags = staticTags ?? (options.tags as (stored: S) => readonly string[])(raw);
      const stored: Stored<S> = {
        raw,
        ...deadlines(policy, raw === null, now, options.maxAgeMs?.(raw)),
        t: versionsBefore ?? this.versionsOf(tags),
      };
      const entry = this.hydrated(stored, options);
      // kept only when nothing was invalidated meanwhile (it may have been built from old data)
      if (entry.e > now && generation === this.generation) {
        this.l1.set(key, entry as Entry<unknown, unknown>);
        if (shared) {
          const { raw: v, ...rest } = stored;
          await this.redis!.set(this.k(key), JSON.stringify({ v, ...rest }), 'PX', Math.max(1, entry.e - now)).catch(
            (error: unknown) => this.logger.warn(`could not store ${key} in Redis: ${describe(error)}`),
          );
        }
      }
      return entry;
    } finally {
      if (typeof lock === 'string') await this.releaseLock(key, lock);
    }
  }

  private versionsOf(tags: readonly string[]): Record<string, number> {
    const versions: Record<string, number> = {};
    for (const tag of tags) versions[tag] = this.version(tag);
    return versions;
  }

  private hydrated<S, V>(stored: Stored<S>, options: QueryOptions<S, V>): Entry<S, V> {
    const v = options.hydrate ? options.hydrate(stored.raw) : (stored.raw as unknown as V);
    return { ...stored, v };
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

  private async waitForShared<S, V>(key: string, options: QueryOptions<S, V>): Promise<Entry<S, V> | null> {
    const deadline = this.now() + this.lockMs;
    let delay = 10;
    while (this.now() < deadline) {
      await sleep(delay);
      delay = Math.min(delay * 2, 100);
      const entry = await this.readShared(key, options);
      if (entry && entry.f > this.now()) return entry;
      const locked = await this.redis!.exists(this.k(`lock:${key}`)).catch(() => 0);
      if (!locked) return (await this.readShared(key, options)) ?? null;
    }
    return null;
  }

  /**
   * The Redis entry (kept in L1 too), with the current versions of its tags read in the same round
   * trip: an entry some instance invalidated since it was written is not returned.
   */
  private async readShared<S, V>(key: string, options: QueryOptions<S, V>): Promise<Entry<S, V> | null> {
    try {
      const tags = typeof options.tags === 'function' ? [] : (options.tags ?? []);
      const pipeline = this.redis!.pipeline().get(this.k(key));
      if (tags.length > 0) pipeline.mget(tags.map((tag) => this.tagKey(tag)));
      const [[getError, raw], versionsReply] = (await pipeline.exec()) as [[Error | null, string | null], ...unknown[]];
      if (getError) throw getError;
      if (versionsReply) {
        const [, versions] = versionsReply as [Error | null, (string | null)[]];
        tags.forEach((tag, i) => {
          const version = Number(versions?.[i] ?? 0);
          if (version > this.version(tag)) this.tagVersions.set(tag, version);
        });
      }
      if (!raw) return null;
      const { v, ...rest } = JSON.parse(raw) as Omit<Stored<S>, 'raw'> & { v: S };
      const stored: Stored<S> = { raw: v, ...rest };
      if (!this.current(stored.t) || stored.e <= this.now()) return null;
      const entry = this.hydrated(stored, options);
      this.l1.set(key, entry as Entry<unknown, unknown>);
      return entry;
    } catch (error) {
      this.logger.warn(`Redis read of ${key} failed: ${describe(error)}`);
      return null;
    }
  }

  private async subscribe(redis: Redis): Promise<void> {
    const subscriber = redis.duplicate({ connectionName: 'shop-gateway-cache-sub' });
    this.subscriber = subscriber;
    let connectedBefore = false;
    subscriber.on('ready', () => {
      // invalidations published while we were not listening are lost: start over
      if (connectedBefore) this.dropAll();
      connectedBefore = true;
    });
    subscriber.on('message', (_channel: string, message: string) => {
      try {
        this.apply(JSON.parse(message) as Invalidation);
      } catch {
        this.dropAll();
      }
    });
    subscriber.on('error', (error: unknown) => this.logger.warn(`Redis subscriber: ${describe(error)}`));
    await subscriber.subscribe(this.channel);
  }

  private dropAll(): void {
    this.generation += 1;
    this.l1.clear();
    for (const listener of this.invalidationListeners) listener({ tags: [], all: true });
  }

  private k(key: string): string {
    return `${this.prefix}${key}`;
  }

  private tagKey(tag: string): string {
    return `${this.prefix}tag:${tag}`;
  }
}

/** fresh / stale-while-revalidate / stale-if-error deadlines of a value loaded at `now` */
function deadlines(
  policy: CachePolicy,
  isNull: boolean,
  now: number,
  maxAgeMs: number | undefined,
): { f: number; s: number; e: number } {
  if (isNull && policy.negativeTtlMs !== undefined) {
    const until = now + policy.negativeTtlMs;
    return { f: until, s: until, e: until };
  }
  const cap = maxAgeMs === undefined ? Infinity : now + maxAgeMs;
  const f = Math.min(cap, now + policy.ttlMs);
  const s = Math.min(cap, f + policy.staleWhileRevalidateMs);
  const e = Math.min(cap, s + policy.staleIfErrorMs);
  return { f, s, e };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** counts a fresh hit in cache_lookups_total (GET /metrics) and passes the value through */
function hit<T>(policy: CachePolicy, value: T): T {
  recordCacheLookup(policy.name, 'hit');
  return value;
}
