import { createHash } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { recordCacheLookup } from '../observability/metrics.js';
import type { AuthSession, StoreBackend } from './port.js';

type Resolved = Awaited<ReturnType<StoreBackend['resolveSession']>>;

export interface SessionCacheOptions {
  /** cross-instance invalidation over pub/sub; null = this process only */
  redis: Redis | null;
  /** Redis key prefix (the channel is `<prefix>session:invalidate`) */
  prefix: string;
  /** how long a resolved session is reused at most (default 15 s) */
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  customerId: string;
  value: NonNullable<Resolved>;
}

type Invalidation = { tokenHash: string } | { customerId: string } | { all: true };

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * Token → session for a few seconds, in process, so a logged-in request costs a Map lookup instead
 * of a store round trip (one PGlite/PostgreSQL query, or a WordPress call per request).
 *
 * Revocation still takes effect on the next request: every store call that ends sessions or changes
 * the customer goes through `withSessionCache`, which drops the affected entries here and, over
 * Redis pub/sub, in every other instance. A load that started before an invalidation is not kept
 * (generation counter). An entry never outlives the session's own expiry, and sessions whose
 * expiry the adapter does not report are not kept at all. Only positive answers are kept: an
 * unknown token always asks the store. Entries are keyed by the token's sha256, and only hashes
 * travel over pub/sub.
 */
export class SessionCache {
  private readonly logger = new Logger('SessionCache');
  private readonly entries: LRUCache<string, Entry>;
  private readonly inflight = new Map<string, Promise<Resolved>>();
  private readonly ttlMs: number;
  private readonly now: () => number;
  private readonly channel: string;
  private subscriber: Redis | null = null;
  private generation = 0;

  constructor(private readonly options: SessionCacheOptions) {
    this.ttlMs = options.ttlMs ?? 15_000;
    this.now = options.now ?? Date.now;
    this.channel = `${options.prefix}session:invalidate`;
    this.entries = new LRUCache({ max: options.maxEntries ?? 10_000, ttlAutopurge: false });
  }

  /** starts listening for other instances' invalidations (no-op without Redis) */
  async start(): Promise<void> {
    if (!this.options.redis || this.subscriber) return;
    const subscriber = this.options.redis.duplicate({ connectionName: 'shop-gateway-session-sub' });
    this.subscriber = subscriber;
    subscriber.on('message', (_channel: string, message: string) => {
      try {
        this.apply(JSON.parse(message) as Invalidation);
      } catch {
        this.apply({ all: true });
      }
    });
    subscriber.on('error', (error: unknown) => this.logger.warn(`Redis subscriber: ${describe(error)}`));
    await subscriber.subscribe(this.channel);
  }

  async close(): Promise<void> {
    const subscriber = this.subscriber;
    this.subscriber = null;
    if (subscriber && subscriber.status !== 'end') await subscriber.quit().catch(() => subscriber.disconnect());
  }

  async resolve(token: string, load: () => Promise<Resolved>): Promise<Resolved> {
    const key = hashOf(token);
    const cached = this.entries.get(key);
    if (cached) {
      recordCacheLookup('session:token', 'hit');
      return cached.value;
    }
    recordCacheLookup('session:token', 'miss');
    const running = this.inflight.get(key);
    if (running) return running;
    const generation = this.generation;
    const promise = load()
      .then((value) => {
        const ttl = value?.expiresAt ? Math.min(this.ttlMs, value.expiresAt.getTime() - this.now()) : 0;
        if (value && ttl > 0 && generation === this.generation) {
          this.entries.set(key, { customerId: value.session.customerId, value }, { ttl });
        }
        return value;
      })
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, promise);
    return promise;
  }

  forgetToken(token: string): Promise<void> {
    return this.invalidate({ tokenHash: hashOf(token) });
  }

  forgetCustomer(customerId: string): Promise<void> {
    return this.invalidate({ customerId });
  }

  forgetAll(): Promise<void> {
    return this.invalidate({ all: true });
  }

  private async invalidate(what: Invalidation): Promise<void> {
    this.apply(what);
    if (!this.options.redis) return;
    await this.options.redis
      .publish(this.channel, JSON.stringify(what))
      .then(() => undefined)
      .catch((error: unknown) => this.logger.warn(`could not broadcast a session invalidation: ${describe(error)}`));
  }

  private apply(what: Invalidation): void {
    this.generation += 1;
    if ('tokenHash' in what) {
      this.entries.delete(what.tokenHash);
    } else if ('customerId' in what) {
      for (const [key, entry] of this.entries.entries())
        if (entry.customerId === what.customerId) this.entries.delete(key);
    } else {
      this.entries.clear();
    }
  }
}

/**
 * The store with `resolveSession` answered through `cache`, and every call that ends sessions or
 * changes a customer's data dropping the cached sessions it affects (after the store call, so a
 * concurrent lookup cannot re-cache the old state; also when the call fails, to be safe).
 */
export function withSessionCache(backend: StoreBackend, cache: SessionCache): StoreBackend {
  const customerOf = (session: AuthSession) => session.customerId;
  const after = async <T>(call: Promise<T>, forget: () => Promise<void>): Promise<T> => {
    try {
      return await call;
    } finally {
      await forget();
    }
  };
  const overrides: Partial<StoreBackend> = {
    resolveSession: (token) => cache.resolve(token, () => backend.resolveSession(token)),
    logout: (session) => after(backend.logout(session), () => cache.forgetToken(session.token)),
    logoutAll: (session, opts) =>
      after(backend.logoutAll(session, opts), () => cache.forgetCustomer(customerOf(session))),
    updateProfile: (session, input) =>
      after(backend.updateProfile(session, input), () => cache.forgetCustomer(customerOf(session))),
    updateAddress: (session, address) =>
      after(backend.updateAddress(session, address), () => cache.forgetCustomer(customerOf(session))),
    changePassword: (session, current, next) =>
      after(backend.changePassword(session, current, next), () => cache.forgetCustomer(customerOf(session))),
    // by e-mail and reset token: which customer is not known here, so every cached session goes
    resetPassword: (email, token, password) =>
      after(backend.resetPassword(email, token, password), () => cache.forgetAll()),
    close: async () => {
      await cache.close();
      await backend.close();
    },
  };
  return new Proxy(backend, {
    get(target, property, receiver) {
      if (Object.hasOwn(overrides, property)) return overrides[property as keyof StoreBackend];
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
