/**
 * The WordPress + WooCommerce adapter of the backend port. The gateway loads this module with a
 * dynamic import when STORE_BACKEND=wordpress, so none of it is loaded by the embedded shop.
 */
import type { Redis } from 'ioredis';
import { WordpressBackend } from './wordpress-store.js';
import { WordpressHttpClient } from './wordpress-http.client.js';
import { type WordpressConfigInput, resolveWordpressSettings } from './wordpress.config.js';
import { type NestStyleLogger, type WordpressLogger, toWordpressLogger } from './wordpress.logger.js';
import { MemoryCartStore, RedisCartStore } from '../cart-stores.js';
import { MemoryStateStore, RedisStateStore } from './wordpress-state.store.js';

export interface CreateWordpressBackendOptions {
  /**
   * the flat `{ wordpressUrl, wcConsumerKey, wcConsumerSecret, wpRegisterUser, wpRegisterPassword,
   * webhookSecret, redisKeyPrefix? }` or the gateway's AppConfig (`config.wordpress.*`)
   */
  config: WordpressConfigInput;
  /**
   * the gateway's Redis connection for idempotency keys and revoked tokens, so every gateway
   * instance agrees; without it the state lives in process memory (one instance only). The adapter
   * never opens a connection of its own.
   */
  redis?: Redis | null;
  /** the backends' one logger shape, or a Nest Logger; silent when omitted */
  logger?: WordpressLogger | NestStyleLogger;
}

export function createWordpressBackend(options: CreateWordpressBackendOptions): WordpressBackend {
  const settings = resolveWordpressSettings(options.config);
  const logger = toWordpressLogger(options.logger);
  const http = new WordpressHttpClient(settings, logger);
  const state = options.redis ? new RedisStateStore(options.redis, settings.redisKeyPrefix) : new MemoryStateStore();
  const carts = options.redis ? new RedisCartStore(options.redis, settings.redisKeyPrefix) : new MemoryCartStore();
  return new WordpressBackend(settings, http, state, logger, undefined, carts);
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
