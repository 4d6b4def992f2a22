import { createHash } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { recordCacheLookup } from '../observability/metrics.js';
import type { AuthSession, CustomerIdentity, NewCustomer, ProfileUpdate, ResolvedSession } from './port.js';

type Resolved = ResolvedSession | null;

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
 * The identity port with `resolveSession` answered through `cache`, and every call that ends
 * sessions or changes a customer's data dropping the cached sessions it affects (after the store
 * call, so a concurrent lookup cannot re-cache the old state; also when the call fails, to be safe).
 */
export class CachedCustomerIdentity implements CustomerIdentity {
  constructor(
    private readonly identity: CustomerIdentity,
    private readonly cache: SessionCache,
  ) {}

  register(input: NewCustomer, opts: { persistent: boolean }) {
    return this.identity.register(input, opts);
  }

  login(email: string, password: string, opts: { persistent: boolean }) {
    return this.identity.login(email, password, opts);
  }

  resolveSession(token: string) {
    return this.cache.resolve(token, () => this.identity.resolveSession(token));
  }

  logout(session: AuthSession) {
    return after(this.identity.logout(session), () => this.cache.forgetToken(session.token));
  }

  logoutAll(session: AuthSession, opts?: { exceptCurrent?: boolean }) {
    return after(this.identity.logoutAll(session, opts), () => this.cache.forgetCustomer(session.customerId));
  }

  updateProfile(session: AuthSession, input: ProfileUpdate) {
    return after(this.identity.updateProfile(session, input), () => this.cache.forgetCustomer(session.customerId));
  }

  updateAddress(session: AuthSession, address: string) {
    return after(this.identity.updateAddress(session, address), () => this.cache.forgetCustomer(session.customerId));
  }

  changePassword(session: AuthSession, currentPassword: string, newPassword: string) {
    return after(this.identity.changePassword(session, currentPassword, newPassword), () =>
      this.cache.forgetCustomer(session.customerId),
    );
  }

  requestPasswordReset(email: string) {
    return this.identity.requestPasswordReset(email);
  }

  /** by e-mail and reset token: which customer is not known here, so every cached session goes */
  resetPassword(email: string, token: string, newPassword: string) {
    return after(this.identity.resetPassword(email, token, newPassword), () => this.cache.forgetAll());
  }
}

async function after<T>(call: Promise<T>, forget: () => Promise<void>): Promise<T> {
  try {
    return await call;
  } finally {
    await forget();
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
