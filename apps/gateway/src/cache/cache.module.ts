import { Global, Module } from '@nestjs/common';
import { type AppConfig, CONFIG } from '../config/config.js';
import { CacheService } from './cache.service.js';
import { createRedis, REDIS } from './redis.provider.js';

/** CacheService over Redis when REDIS_URL is set, the in-process LRU otherwise. */
@Global()
@Module({
  providers: [
    { provide: REDIS, inject: [CONFIG], useFactory: (config: AppConfig) => createRedis(config) },
    {
      provide: CacheService,
      inject: [CONFIG, REDIS],
      useFactory: async (config: AppConfig, redis: ReturnType<typeof createRedis>) => {
        const cache = new CacheService({ redis, prefix: config.redisKeyPrefix });
        await cache.whenReady();
        return cache;
      },
    },
  ],
  exports: [CacheService, REDIS],
})
export class CacheModule {}
