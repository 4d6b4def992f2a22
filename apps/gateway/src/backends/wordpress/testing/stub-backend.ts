/**
 * A wordpress backend wired to a running stub, with every log line captured, for tests and the
 * benchmark: `const { backend, logs } = stubBackend(stub, { tuning: { retries: 0 } })`.
 */
import type { Redis } from 'ioredis';
import { RedisOrderLocks } from '../../order-locks.js';
import { createWordpressBackend } from '../index.js';
import type { WordpressConfigInput } from '../wordpress.config.js';
import type { WordpressLogger } from '../wordpress.logger.js';
import type { WordpressStub } from './wordpress-stub.js';

export interface CapturedLog {
  level: 'debug' | 'info' | 'warn' | 'error';
  message: string;
  fields: Record<string, unknown>;
}

export function capturingLogger(): { logger: WordpressLogger; logs: CapturedLog[] } {
  const logs: CapturedLog[] = [];
  const at =
    (level: CapturedLog['level']) =>
    (fields: Record<string, unknown>, message: string): void => {
      logs.push({ level, message, fields });
    };
  return { logger: { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') }, logs };
}

export function stubBackend(
  stub: WordpressStub,
  options: { tuning?: WordpressConfigInput['tuning']; redis?: Redis; config?: Partial<Record<string, string>> } = {},
) {
  const { logger, logs } = capturingLogger();
  const backend = createWordpressBackend({
    config: {
      wordpressUrl: stub.url,
      wcConsumerKey: stub.credentials.consumerKey,
      wcConsumerSecret: stub.credentials.consumerSecret,
      wpRegisterUser: stub.credentials.registerUser,
      wpRegisterPassword: stub.credentials.registerPassword,
      webhookSecret: stub.credentials.webhookSecret,
      ...options.config,
      tuning: options.tuning,
    },
    redis: options.redis,
    logger,
  });
  // as in the gateway: instances sharing Redis lock order keys in Redis (else one in-process lock)
  const locks = options.redis
    ? { orderLocks: new RedisOrderLocks(options.redis, `${options.config?.redisKeyPrefix ?? 'test:'}`) }
    : {};
  return { backend: Object.assign(backend, locks), logs };
}
