/**
 * The little state the adapter keeps that WordPress cannot: order idempotency keys (WooCommerce has
 * none), the orders posted without a definite answer (see OrderAttempt) and tokens ended by a single-device logout (the JWT plugin cannot revoke one token). In Redis
 * when the gateway has one, so every gateway instance sees the same keys; in process memory otherwise
 * (a single instance, e.g. development).
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

export interface IdempotencyRecord {
  orderId: string;
  payloadHash: string;
}

/**
 * An order POST for a key whose outcome is not known yet: written before the POST, removed once the
 * order is recorded or WooCommerce refused it. Found by a later request for the same key, it means
 * "WooCommerce may already have this order": look for it before posting again.
 */
export interface OrderAttempt {
  /** when the first POST for this key started (epoch ms): the search window starts there */
  firstAt: number;
  /** when the latest POST started (epoch ms) */
  lastAt: number;
  /** the WooCommerce customer id the order was posted for; "0" for a guest */
  customerId: string;
  /** the payload hash of the attempt, for the idempotency record once its order is found */
  payloadHash: string;
}

export interface WordpressStateStore {
  getIdempotency(key: string): Promise<IdempotencyRecord | null>;
  saveIdempotency(key: string, record: IdempotencyRecord, ttlSeconds: number): Promise<void>;
  getAttempt(key: string): Promise<OrderAttempt | null>;
  markAttempt(key: string, attempt: OrderAttempt, ttlSeconds: number): Promise<void>;
  clearAttempt(key: string): Promise<void>;
  /** a lock token when acquired, null when another request holds the key */
  acquireLock(key: string, ttlMs: number): Promise<string | null>;
  releaseLock(key: string, lockToken: string): Promise<void>;
  revokeToken(token: string, untilEpochSeconds: number): Promise<void>;
  isTokenRevoked(token: string): Promise<boolean>;
}

/** tokens are never stored as such, only their hash */
export function tokenFingerprint(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

const keyHash = (key: string) => createHash('sha256').update(key).digest('base64url');

function parseAttempt(raw: string): OrderAttempt | null {
  try {
    const { firstAt, lastAt, customerId, payloadHash } = JSON.parse(raw) as Partial<OrderAttempt>;
    return typeof firstAt === 'number' &&
      typeof lastAt === 'number' &&
      typeof customerId === 'string' &&
      typeof payloadHash === 'string'
      ? { firstAt, lastAt, customerId, payloadHash }
      : null;
  } catch {
    return null;
  }
}

// delete the lock only if we still own it (it may have expired and been taken by another request)
const RELEASE_SCRIPT = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

export class RedisStateStore implements WordpressStateStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async getIdempotency(key: string): Promise<IdempotencyRecord | null> {
    const raw = await this.redis.get(`${this.prefix}idem:${keyHash(key)}`);
    if (!raw) return null;
    try {
      const parsed = JSON.parse(raw) as Partial<IdempotencyRecord>;
      return typeof parsed.orderId === 'string' && typeof parsed.payloadHash === 'string'
        ? { orderId: parsed.orderId, payloadHash: parsed.payloadHash }
        : null;
    } catch {
      return null;
    }
  }

  async saveIdempotency(key: string, record: IdempotencyRecord, ttlSeconds: number): Promise<void> {
    await this.redis.set(`${this.prefix}idem:${keyHash(key)}`, JSON.stringify(record), 'EX', ttlSeconds);
  }

  async getAttempt(key: string): Promise<OrderAttempt | null> {
    const raw = await this.redis.get(`${this.prefix}idem-attempt:${keyHash(key)}`);
    if (raw === null) return null;
    const attempt = parseAttempt(raw);
    // an unreadable marker still means "an order may exist": never treat it as absent
    if (!attempt) throw new Error('unreadable order attempt marker for an idempotency key');
    return attempt;
  }

  async markAttempt(key: string, attempt: OrderAttempt, ttlSeconds: number): Promise<void> {
    await this.redis.set(`${this.prefix}idem-attempt:${keyHash(key)}`, JSON.stringify(attempt), 'EX', ttlSeconds);
  }

  async clearAttempt(key: string): Promise<void> {
    await this.redis.del(`${this.prefix}idem-attempt:${keyHash(key)}`);
  }

  async acquireLock(key: string, ttlMs: number): Promise<string | null> {
    const token = randomUUID();
    const ok = await this.redis.set(`${this.prefix}idem-lock:${keyHash(key)}`, token, 'PX', ttlMs, 'NX');
    return ok === 'OK' ? token : null;
  }

  async releaseLock(key: string, lockToken: string): Promise<void> {
    await this.redis.eval(RELEASE_SCRIPT, 1, `${this.prefix}idem-lock:${keyHash(key)}`, lockToken);
  }

  async revokeToken(token: string, untilEpochSeconds: number): Promise<void> {
    const ttl = Math.max(1, Math.ceil(untilEpochSeconds - Date.now() / 1000));
    await this.redis.set(`${this.prefix}revoked:${tokenFingerprint(token)}`, '1', 'EX', ttl);
  }

  async isTokenRevoked(token: string): Promise<boolean> {
    return (await this.redis.exists(`${this.prefix}revoked:${tokenFingerprint(token)}`)) === 1;
  }
}

export class MemoryStateStore implements WordpressStateStore {
  private readonly idempotency = new Map<string, { record: IdempotencyRecord; expiresAt: number }>();
  private readonly attempts = new Map<string, { attempt: OrderAttempt; expiresAt: number }>();
  private readonly locks = new Map<string, { token: string; expiresAt: number }>();
  private readonly revoked = new Map<string, number>();

  async getIdempotency(key: string): Promise<IdempotencyRecord | null> {
    const entry = this.idempotency.get(key);
    if (!entry) return null;
    if (entry.expiresAt <= Date.now()) {
      this.idempotency.delete(key);
      return null;
    }
    return entry.record;
  }

  async saveIdempotency(key: string, record: IdempotencyRecord, ttlSeconds: number): Promise<void> {
    this.prune();
    this.idempotency.set(key, { record, expiresAt: Date.now() + ttlSeconds * 1000 });
  }

  async getAttempt(key: string): Promise<OrderAttempt | null> {
    const entry = this.attempts.get(key);
    if (!entry) return null;
    if (entry.expiresAt <= Date.now()) {
      this.attempts.delete(key);
      return null;
    }
    return { ...entry.attempt };
  }

  async markAttempt(key: string, attempt: OrderAttempt, ttlSeconds: number): Promise<void> {
    this.prune();
    this.attempts.set(key, { attempt: { ...attempt }, expiresAt: Date.now() + ttlSeconds * 1000 });
  }

  async clearAttempt(key: string): Promise<void> {
    this.attempts.delete(key);
  }

  async acquireLock(key: string, ttlMs: number): Promise<string | null> {
    const held = this.locks.get(key);
    if (held && held.expiresAt > Date.now()) return null;
    const token = randomUUID();
    this.locks.set(key, { token, expiresAt: Date.now() + ttlMs });
    return token;
  }

  async releaseLock(key: string, lockToken: string): Promise<void> {
    if (this.locks.get(key)?.token === lockToken) this.locks.delete(key);
  }

  async revokeToken(token: string, untilEpochSeconds: number): Promise<void> {
    this.prune();
    this.revoked.set(tokenFingerprint(token), untilEpochSeconds * 1000);
  }

  async isTokenRevoked(token: string): Promise<boolean> {
    const until = this.revoked.get(tokenFingerprint(token));
    return until !== undefined && until > Date.now();
  }

  private prune(): void {
    const now = Date.now();
    for (const [key, entry] of this.idempotency) if (entry.expiresAt <= now) this.idempotency.delete(key);
    for (const [key, entry] of this.attempts) if (entry.expiresAt <= now) this.attempts.delete(key);
    for (const [key, until] of this.revoked) if (until <= now) this.revoked.delete(key);
  }
}
