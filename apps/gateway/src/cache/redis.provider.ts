import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config/config.js';

export const REDIS = Symbol('REDIS');

/** One shared connection per gateway (null when REDIS_URL is unset). Closed by CacheService on shutdown. */
export function createRedis(config: AppConfig): Redis | null {
  if (!config.redisUrl) return null;
  const redis = new Redis(config.redisUrl, {
    // fail requests fast while Redis is down instead of queueing them forever; the cache falls back to loading
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
    lazyConnect: false,
    connectionName: 'shop-gateway',
  });
  // ioredis reconnects by itself; without a listener it prints every failed attempt's stack to stderr
  // ("Unhandled error event") instead of one line through the gateway's logger
  const logger = new Logger('Redis');
  redis.on('error', (error: Error) => logger.warn(`Redis connection: ${error.message} (reconnecting)`));
  return redis;
}
