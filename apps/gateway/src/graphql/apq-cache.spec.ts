import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { APQ_DEFAULT_TTL_SECONDS, SharedApqCache } from './apq-cache.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `test-apq-${randomUUID()}:apq:`;
const redis = new Redis(REDIS_URL);

afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

describe('SharedApqCache', () => {
  it('shares registrations between instances through Redis, with a ttl', async () => {
    const one = new SharedApqCache(redis, prefix);
    const two = new SharedApqCache(redis, prefix);
    expect(await two.get('hash-1')).toBeUndefined();
    await one.set('hash-1', '{ shop { name } }');
    expect(await two.get('hash-1')).toBe('{ shop { name } }');
    const ttl = await redis.ttl(`${prefix}hash-1`);
    expect(ttl).toBeGreaterThan(APQ_DEFAULT_TTL_SECONDS - 60);
    expect(ttl).toBeLessThanOrEqual(APQ_DEFAULT_TTL_SECONDS);
    await one.set('hash-2', '{ faqs { question } }', { ttl: 30 });
    expect(await redis.ttl(`${prefix}hash-2`)).toBeLessThanOrEqual(30);
    await one.delete('hash-2');
    expect(await new SharedApqCache(redis, prefix).get('hash-2')).toBeUndefined();
  });

  it('keeps its own copy without Redis', async () => {
    const local = new SharedApqCache(null, prefix);
    await local.set('hash-3', '{ shop { phone } }');
    expect(await local.get('hash-3')).toBe('{ shop { phone } }');
    expect(await new SharedApqCache(null, prefix).get('hash-3')).toBeUndefined();
  });

  it('treats an unreachable Redis as a miss and warns once, never failing the request', async () => {
    const down = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    });
    const warnings: string[] = [];
    const cache = new SharedApqCache(down, prefix, { warn: (message: string) => warnings.push(message) });
    await expect(cache.set('hash-4', '{ shop { email } }')).resolves.toBeUndefined();
    // the local copy still answers; an unknown hash is a miss
    expect(await cache.get('hash-4')).toBe('{ shop { email } }');
    expect(await cache.get('hash-5')).toBeUndefined();
    expect(warnings).toHaveLength(1);
    down.disconnect();
  });
});
