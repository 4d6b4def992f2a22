import { InMemoryLRUCache, type KeyValueCache, type KeyValueCacheSetOptions } from '@apollo/utils.keyvaluecache';
import type { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';

/** how long a registered query stays in Redis when Apollo gives no ttl (the web app re-registers on a miss) */
export const APQ_DEFAULT_TTL_SECONDS = 24 * 60 * 60;

/**
 * The registry of automatic persisted queries (hash -> query text). Apollo Server keeps it per
 * process by default, so behind a load balancer every replica answered a known hash with
 * PersistedQueryNotFound once and the browser had to send the whole query again. This one keeps a
 * bounded in-process copy (8 MB) and, when Redis is configured, shares registrations through it under
 * `<REDIS_KEY_PREFIX>apq:` with a ttl. Apollo checks a query against its hash before registering it,
 * so what is shared is only ever the text of a query somebody sent with its correct hash.
 *
 * Redis failures never fail a request: a lookup that cannot reach Redis is a miss (the client sends
 * the query again), a registration that cannot be written stays local.
 */
export class SharedApqCache implements KeyValueCache<string> {
  private readonly local = new InMemoryLRUCache<string>({ maxSize: 8 * 1024 * 1024 });
  private warned = false;

  constructor(
    private readonly redis: Redis | null,
    /** e.g. `shop:apq:` */
    private readonly prefix: string,
    private readonly logger?: Pick<Logger, 'warn'>,
  ) {}

  async get(key: string): Promise<string | undefined> {
    const known = await this.local.get(key);
    if (known !== undefined || !this.redis) return known;
    try {
      const shared = await this.redis.get(this.prefix + key);
      if (shared === null) return undefined;
      await this.local.set(key, shared);
      return shared;
    } catch (error) {
      this.warn(error);
      return undefined;
    }
  }

  async set(key: string, value: string, options?: KeyValueCacheSetOptions): Promise<void> {
    await this.local.set(key, value, options);
    if (!this.redis) return;
    const ttl = options?.ttl ? Math.ceil(options.ttl) : APQ_DEFAULT_TTL_SECONDS;
    try {
      await this.redis.set(this.prefix + key, value, 'EX', ttl);
    } catch (error) {
      this.warn(error);
    }
  }

  async delete(key: string): Promise<boolean | void> {
    await this.local.delete(key);
    if (!this.redis) return;
    try {
      await this.redis.del(this.prefix + key);
    } catch (error) {
      this.warn(error);
    }
  }

  private warn(error: unknown) {
    if (this.warned) return;
    this.warned = true;
    this.logger?.warn(`persisted-query registry: Redis unreachable, using this instance's copy (${String(error)})`);
  }
}
