import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { GraphQLError } from 'graphql';
import { Redis } from 'ioredis';
import {
  RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type IRateLimiterOptions,
} from 'rate-limiter-flexible';
import {
  RATE_LIMITED_ACTIONS,
  SECURITY_CONFIG,
  type RateLimitedAction,
  type RateLimitRule,
  type SecurityConfig,
} from './security.config.js';

export interface RateLimitKeys {
  ip: string;
  /** the e-mail or customer id the attempt is about; null when there is none */
  account?: string | null;
}

/** The GraphQL error every refusal becomes: code RATE_LIMITED plus `retryAfter` seconds. */
export function rateLimitedError(retryAfterSeconds: number): GraphQLError {
  return new GraphQLError('Too many attempts. Please try again later.', {
    extensions: { code: 'RATE_LIMITED', retryAfter: retryAfterSeconds },
  });
}

export function isRateLimitedError(error: unknown): error is GraphQLError {
  return error instanceof GraphQLError && error.extensions.code === 'RATE_LIMITED';
}

/** Accounts are keyed by a hash so e-mail addresses never sit in Redis in clear. */
function accountKey(account: string): string {
  return createHash('sha256').update(account.trim().toLowerCase()).digest('hex').slice(0, 32);
}

type Limiters = Record<RateLimitedAction, { ip: RateLimiterAbstract | null; account: RateLimiterAbstract | null }>;

/**
 * Per-IP and per-account limits on the actions attackers like (login, register, password reset,
 * contact, placeOrder, guessing coupon codes). Counters live in Redis when REDIS_URL is set, so every gateway instance
 * shares them; in memory otherwise. If Redis is unreachable an in-memory limiter takes over rather
 * than failing the request.
 */
@Injectable()
export class RateLimitService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(RateLimitService.name);
  private readonly limiters: Limiters;
  /** requests per API key (null when RATE_LIMIT_API_KEY has 0 points) */
  private readonly apiKeyLimiter: RateLimiterAbstract | null;
  private readonly redis: Redis | null;

  constructor(@Inject(SECURITY_CONFIG) config: SecurityConfig) {
    this.redis = config.redisUrl
      ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false })
      : null;
    // ioredis reports connection problems as 'error' events; without a listener Node would crash.
    this.redis?.on('error', (error: Error) => this.logger.warn(`rate-limit Redis: ${error.message}`));
    const make = (action: RateLimitedAction | 'apiKey', scope: 'ip' | 'account' | 'key', rule: RateLimitRule) => {
      if (rule.points === 0) return null;
      const options: IRateLimiterOptions = {
        keyPrefix: `${config.redisKeyPrefix}rl:${action}:${scope}`,
        points: rule.points,
        duration: rule.durationSeconds,
      };
      if (!this.redis) return new RateLimiterMemory(options);
      return new RateLimiterRedis({
        ...options,
        storeClient: this.redis,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory(options),
      });
    };
    this.limiters = {} as Limiters;
    for (const action of RATE_LIMITED_ACTIONS) {
      const rules = config.rateLimits[action];
      this.limiters[action] = { ip: make(action, 'ip', rules.ip), account: make(action, 'account', rules.account) };
    }
    this.apiKeyLimiter = make('apiKey', 'key', config.apiKeyRateLimit);
  }

  /**
   * Counts one request made with an API key (its id); throws the RATE_LIMITED GraphQL error once the
   * key has used up RATE_LIMIT_API_KEY. Every replica counts in the same Redis key.
   */
  async consumeApiKey(keyId: string): Promise<void> {
    await this.consumeOne(this.apiKeyLimiter, keyId);
  }

  /**
   * Counts one attempt of `action` for the IP and (when given) the account; throws the
   * RATE_LIMITED GraphQL error when either is over its limit.
   */
  async consume(action: RateLimitedAction, keys: RateLimitKeys): Promise<void> {
    const { ip, account } = this.limiters[action];
    await this.consumeOne(ip, keys.ip || 'unknown');
    if (keys.account && keys.account.trim() !== '') await this.consumeOne(account, accountKey(keys.account));
  }

  /**
   * For limits counted after the fact (failed coupon codes): the seconds to wait when the IP or the
   * account has used up its attempts, null while it may still try. Counts nothing.
   */
  async retryAfter(action: RateLimitedAction, keys: RateLimitKeys): Promise<number | null> {
    const { ip, account } = this.limiters[action];
    const waits = await Promise.all([
      this.waitOf(ip, keys.ip || 'unknown'),
      keys.account && keys.account.trim() !== '' ? this.waitOf(account, accountKey(keys.account)) : null,
    ]);
    const blocked = waits.filter((wait): wait is number => wait !== null);
    return blocked.length > 0 ? Math.max(...blocked) : null;
  }

  /** Counts one failed attempt of `action` for the IP and (when given) the account; never throws RATE_LIMITED. */
  async penalize(action: RateLimitedAction, keys: RateLimitKeys): Promise<void> {
    const { ip, account } = this.limiters[action];
    const targets: [RateLimiterAbstract | null, string][] = [[ip, keys.ip || 'unknown']];
    if (keys.account && keys.account.trim() !== '') targets.push([account, accountKey(keys.account)]);
    await Promise.all(
      targets.map(async ([limiter, key]) => {
        if (!limiter) return;
        await limiter.penalty(key, 1).catch((error: unknown) => {
          this.logger.warn(`rate limiter unavailable: ${error instanceof Error ? error.message : String(error)}`);
        });
      }),
    );
  }

  private async waitOf(limiter: RateLimiterAbstract | null, key: string): Promise<number | null> {
    if (!limiter) return null;
    try {
      const state = await limiter.get(key);
      if (!state || state.consumedPoints < limiter.points) return null;
      return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
    } catch (error) {
      this.logger.warn(`rate limiter unavailable: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }

  /** Clears the counters of an account (e.g. after a successful login) so honest typos do not pile up. */
  async reset(action: RateLimitedAction, account: string): Promise<void> {
    const limiter = this.limiters[action].account;
    if (limiter) await limiter.delete(accountKey(account)).catch(() => undefined);
  }

  private async consumeOne(limiter: RateLimiterAbstract | null, key: string): Promise<void> {
    if (!limiter) return;
    try {
      await limiter.consume(key);
    } catch (result) {
      if (result instanceof RateLimiterRes) {
        throw rateLimitedError(Math.max(1, Math.ceil(result.msBeforeNext / 1000)));
      }
      // A store failure without an insurance answer: let the request through rather than fail it.
      this.logger.warn(`rate limiter unavailable: ${result instanceof Error ? result.message : String(result)}`);
    }
  }

  /**
   * Resolves once Redis is connected (at most `timeoutMs`), so counters are shared from the first
   * request; until then, or if Redis stays down, each instance counts in memory.
   */
  async ready(timeoutMs = 2000): Promise<void> {
    const redis = this.redis;
    if (!redis || redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, timeoutMs);
      function done() {
        clearTimeout(timer);
        redis!.off('ready', done);
        resolve();
      }
      redis.once('ready', done);
    });
  }

  async onModuleInit(): Promise<void> {
    await this.ready();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.redis) await this.redis.quit().catch(() => this.redis?.disconnect());
  }
}
