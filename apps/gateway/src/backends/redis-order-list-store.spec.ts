import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderListStore } from './order-list-port.js';
import { MemoryOrderListStore, RedisOrderListStore } from './redis-order-list-store.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `test:order-lists:${randomUUID()}:`;
let redis: Redis;

beforeAll(() => {
  redis = new Redis(REDIS_URL);
});

afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

const line = (productId: string, quantity = 1) => ({ productId, variationId: null, quantity });
const now = new Date('2026-11-26T12:00:00.000Z');

// the same behaviour from the WordPress shop's store (Redis) and the one-instance fallback (memory)
describe.each([
  ['Redis', () => new RedisOrderListStore(redis, prefix) as OrderListStore],
  ['memory', () => new MemoryOrderListStore() as OrderListStore],
])('%s order list store', (_name, make) => {
  it('keeps each buyer’s lists apart: another owner reads, changes and deletes nothing', async () => {
    const store = make();
    const mine = await store.create('7', { name: 'Weekly', lines: [line('1', 2)] }, { max: 5, now });
    expect(mine).toMatchObject({ ownerId: '7', name: 'Weekly', lines: [line('1', 2)], createdAt: now.toISOString() });
    expect(await store.get('8', mine!.id)).toBeNull();
    expect(await store.update('8', mine!.id, { name: 'Stolen' }, now)).toBeNull();
    expect(await store.delete('8', mine!.id)).toBe(false);
    expect(await store.list('8')).toEqual([]);
    expect(await store.list('7')).toEqual([mine]);
  });

  it('updates name and lines, deletes one list and then all of an owner’s', async () => {
    const store = make();
    const a = (await store.create('9', { name: 'A', lines: [line('1')] }, { max: 5, now }))!;
    await store.create('9', { name: 'B', lines: [line('2')] }, { max: 5, now });
    const later = new Date('2026-11-27T08:00:00.000Z');
    const renamed = await store.update('9', a.id, { name: 'A2', lines: [line('3', 4)] }, later);
    expect(renamed).toMatchObject({ name: 'A2', lines: [line('3', 4)], updatedAt: later.toISOString() });
    expect(await store.get('9', a.id)).toEqual(renamed);
    expect(await store.delete('9', a.id)).toBe(true);
    expect(await store.update('9', a.id, { name: 'back' }, later)).toBeNull();
    expect((await store.list('9')).map((l) => l.name)).toEqual(['B']);
    await store.deleteAll('9');
    expect(await store.list('9')).toEqual([]);
  });

  it('refuses a list over the limit, also when created at the same time', async () => {
    const store = make();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => store.create('10', { name: `L${i}`, lines: [line('1')] }, { max: 3, now })),
    );
    expect(results.filter((r) => r !== null)).toHaveLength(3);
    expect(await store.list('10')).toHaveLength(3);
  });
});
