import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { InProcessOrderLocks, LockTimeoutError, type OrderLockProvider, RedisOrderLocks } from './order-locks.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `test:order-locks:${randomUUID()}:`;
const clients: Redis[] = [];
const redisLocks = () => {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  clients.push(redis);
  return new RedisOrderLocks(redis, prefix);
};

afterAll(async () => {
  await Promise.all(clients.map((c) => c.quit()));
});

/** runs 20 holders of one key over the providers (round robin) and records the most inside at once */
async function maxInside(providers: OrderLockProvider[]): Promise<number> {
  let inside = 0;
  let max = 0;
  await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      providers[i % providers.length]!.withLock('key', { ttlMs: 10_000, waitMs: 30_000 }, async () => {
        inside += 1;
        max = Math.max(max, inside);
        await new Promise((resolve) => setImmediate(resolve));
        inside -= 1;
      }),
    ),
  );
  return max;
}

describe('order locks', () => {
  it('in process: one holder per key at a time', async () => {
    expect(await maxInside([new InProcessOrderLocks()])).toBe(1);
  });

  it('Redis: one holder per key across connections (gateway instances)', async () => {
    expect(await maxInside([redisLocks(), redisLocks(), redisLocks()])).toBe(1);
  });

  it('Redis: a request waits at most waitMs for a key held elsewhere', async () => {
    const [a, b] = [redisLocks(), redisLocks()];
    let release!: () => void;
    let acquired!: () => void;
    const holding = new Promise<void>((resolve) => (acquired = resolve));
    const held = a.withLock('held', { ttlMs: 10_000, waitMs: 1_000 }, () => {
      acquired();
      return new Promise<void>((resolve) => (release = resolve));
    });
    await holding;
    await expect(b.withLock('held', { ttlMs: 10_000, waitMs: 50 }, async () => 'never')).rejects.toBeInstanceOf(
      LockTimeoutError,
    );
    release();
    await held;
    await expect(b.withLock('held', { ttlMs: 10_000, waitMs: 1_000 }, async () => 'after')).resolves.toBe('after');
  });
});
