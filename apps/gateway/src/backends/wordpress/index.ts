/**
 * The WordPress + WooCommerce adapter of the backend port. The gateway loads this module with a
 * dynamic import when STORE_BACKEND=wordpress, so none of it is loaded by the embedded shop.
 */
import { Redis } from 'ioredis';
import { WordpressBackend } from './wordpress-store.js';
import { WordpressHttpClient } from './wordpress-http.client.js';
import { type WordpressConfigInput, resolveWordpressSettings } from './wordpress.config.js';
import { type NestStyleLogger, type WordpressLogger, toWordpressLogger } from './wordpress.logger.js';
import { MemoryStateStore, RedisStateStore } from './wordpress-state.store.js';

export interface CreateWordpressBackendOptions {
  /**
   * the flat `{ wordpressUrl, wcConsumerKey, wcConsumerSecret, wpRegisterUser, wpRegisterPassword,
   * webhookSecret, redisUrl?, redisKeyPrefix? }` or the gateway's AppConfig (`config.wordpress.*`)
   */
  config: WordpressConfigInput & { redisUrl?: string | null };
  /**
   * shared Redis for idempotency keys and revoked tokens, so every gateway instance agrees. When
   * omitted and `config.redisUrl` is set the adapter opens (and closes) its own connection; with
   * neither, the state lives in process memory (one instance only).
   */
  redis?: Redis | null;
  /** a pino logger (or child) or a Nest Logger; silent when omitted */
  logger?: WordpressLogger | NestStyleLogger;
  /** accepted for symmetry with the embedded backend; the site sends its own e-mails */
  cache?: unknown;
  mailer?: unknown;
}

export function createWordpressBackend(options: CreateWordpressBackendOptions): WordpressBackend {
  const settings = resolveWordpressSettings(options.config);
  const logger = toWordpressLogger(options.logger);
  const http = new WordpressHttpClient(settings, logger);
  let redis = options.redis ?? null;
  let ownRedis: Redis | null = null;
  if (!redis && options.config.redisUrl) {
    ownRedis = redis = new Redis(options.config.redisUrl, {
      maxRetriesPerRequest: 1,
      connectionName: 'shop-gateway-wordpress',
    });
  }
  const state = redis ? new RedisStateStore(redis, settings.redisKeyPrefix) : new MemoryStateStore();
  return new WordpressBackend(settings, http, state, logger, async () => {
    await ownRedis?.quit();
  });
}

export { WordpressBackend } from './wordpress-store.js';
export { IDEMPOTENCY_META_KEY } from './order-store.js';
export { jwtExpiry } from './customer-identity.js';
export { WordpressHttpClient, type BreakerState } from './wordpress-http.client.js';
export { MemoryStateStore, RedisStateStore } from './wordpress-state.store.js';
export { UpstreamUnavailableError, UpstreamResponseError } from './errors.js';
export {
  WordpressConfigError,
  resolveWordpressSettings,
  type WordpressConfigInput,
  type WordpressSettings,
} from './wordpress.config.js';
export type { WordpressLogger } from './wordpress.logger.js';
