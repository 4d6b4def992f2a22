import { Redis } from 'ioredis';
import type { AppConfig } from '../config/config.js';

export const REDIS = Symbol('REDIS');

/** One shared connection per gateway (null when REDIS_URL is unset). Closed by CacheService on shutdown. */
export function createRedis(config: AppConfig): Redis | null {
  if (!config.redisUrl) return null;
  return new Redis(config.redisUrl, {
    // fail requests fast while Redis is down instead of queueing them forever; the cache falls back to loading
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
    lazyConnect: false,
    connectionName: 'shop-gateway',
  });
}
