import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { CacheService } from './cache.service.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const policy = { ttlMs: 60_000, staleMs: 60_000 };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** a loader that counts its calls and resolves after a little while */
function countingLoader<T>(value: T, delayMs = 30) {
  const fn = vi.fn(async () => {
    await sleep(delayMs);
    return value;
  });
  return fn;
}

type Make = () => Promise<{ a: CacheService; b: CacheService }>;

const created: CacheService[] = [];
const prefixes: string[] = [];

const makeMemory: Make = async () => {
  const a = new CacheService({ redis: null, prefix: 'test:' });
  created.push(a);
  return { a, b: a };
};

/** two instances sharing one Redis under a unique prefix, like two gateway replicas */
const makeRedis: Make = async () => {
  const prefix = `test-cache-${randomUUID()}:`;
  prefixes.push(prefix);
  const a = new CacheService({ redis: new Redis(REDIS_URL), prefix });
  const b = new CacheService({ redis: new Redis(REDIS_URL), prefix });
  created.push(a, b);
  await Promise.all([a.whenReady(), b.whenReady()]);
  return { a, b };
};

afterEach(async () => {
  await Promise.all(created.splice(0).map((c) => c.close()));
});

afterAll(async () => {
  const redis = new Redis(REDIS_URL);
  for (const prefix of prefixes) {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
  }
  await redis.quit();
});

describe.each([
  ['in-process LRU', makeMemory],
  ['Redis', makeRedis],
])('CacheService (%s)', (_name, make) => {
  it('reads through once and then serves from the cache', async () => {
    const { a } = await make();
    const loader = countingLoader({ n: 1 });
    expect(await a.getOrLoad('k', policy, loader)).toEqual({ n: 1 });
    expect(await a.getOrLoad('k', policy, loader)).toEqual({ n: 1 });
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('coalesces 50 concurrent misses into one loader call', async () => {
    const { a, b } = await make();
    const loader = countingLoader(['x']);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 ? a : b).getOrLoad('catalog:products', policy, loader)),
    );
    expect(loader).toHaveBeenCalledTimes(1);
    expect(new Set(results.map((r) => JSON.stringify(r)))).toEqual(new Set(['["x"]']));
  });

  it('serves a stale value at once and refreshes it in the background', async () => {
    const { a } = await make();
    let version = 1;
    const loader = vi.fn(async () => `v${version}`);
    const shortPolicy = { ttlMs: 40, staleMs: 10_000 };
    expect(await a.getOrLoad('swr', shortPolicy, loader)).toBe('v1');
    version = 2;
    await sleep(60);
    expect(await a.getOrLoad('swr', shortPolicy, loader)).toBe('v1'); // stale, refresh started
    await vi.waitFor(async () => expect(await a.getOrLoad('swr', shortPolicy, loader)).toBe('v2'));
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('serves the stale value when the loader throws (stale-if-error)', async () => {
    const { a } = await make();
    const shortPolicy = { ttlMs: 30, staleMs: 10_000 };
    await a.getOrLoad('sie', shortPolicy, async () => 'good');
    await sleep(50);
    const failing = vi.fn(async () => {
      throw new Error('store down');
    });
    expect(await a.getOrLoad('sie', shortPolicy, failing)).toBe('good');
    await vi.waitFor(() => expect(failing).toHaveBeenCalled());
    expect(await a.getOrLoad('sie', shortPolicy, failing)).toBe('good');
  });

  it('throws the loader error when nothing is cached', async () => {
    const { a } = await make();
    await expect(
      a.getOrLoad('none', policy, async () => {
        throw new Error('store down');
      }),
    ).rejects.toThrow('store down');
  });

  it('reloads after the stale window has passed', async () => {
    const { a } = await make();
    const loader = vi.fn(async () => 'v');
    await a.getOrLoad('exp', { ttlMs: 20, staleMs: 20 }, loader);
    await sleep(60);
    await a.getOrLoad('exp', { ttlMs: 20, staleMs: 20 }, loader);
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('invalidate(key) drops the entry on every instance', async () => {
    const { a, b } = await make();
    await a.getOrLoad('catalog:categories', policy, async () => 'old');
    expect(await b.getOrLoad('catalog:categories', policy, async () => 'unused')).toBe('old');
    await a.invalidate('catalog:categories');
    await vi.waitFor(async () =>
      expect(await b.getOrLoad('catalog:categories', policy, async () => 'new')).toBe('new'),
    );
    expect(await a.getOrLoad('catalog:categories', policy, async () => 'other')).toBe('new');
  });

  it('invalidatePrefix drops every key under the prefix and nothing else', async () => {
    const { a, b } = await make();
    await a.getOrLoad('content:posts:1:10', policy, async () => 'p1');
    await a.getOrLoad('content:post:hello', policy, async () => 'hello');
    await a.getOrLoad('catalog:products', policy, async () => 'products');
    await b.getOrLoad('content:post:hello', policy, async () => 'unused');
    await b.invalidatePrefix('content:');
    await vi.waitFor(async () => {
      expect(await a.getOrLoad('content:posts:1:10', policy, async () => 'p1b')).toBe('p1b');
      expect(await a.getOrLoad('content:post:hello', policy, async () => 'hello2')).toBe('hello2');
    });
    expect(await a.getOrLoad('catalog:products', policy, async () => 'reloaded')).toBe('products');
  });

  it('a load that started before an invalidation does not store its old value', async () => {
    const { a } = await make();
    const slow = a.getOrLoad('race', policy, async () => {
      await sleep(50);
      return 'old';
    });
    await sleep(10);
    await a.invalidate('race');
    expect(await slow).toBe('old');
    expect(await a.getOrLoad('race', policy, async () => 'new')).toBe('new');
  });
});

describe('CacheService on Redis', () => {
  it('keeps every key under the configured prefix', async () => {
    const { a } = await makeRedis();
    const prefix = prefixes.at(-1)!;
    await a.getOrLoad('catalog:products', policy, async () => [1, 2, 3]);
    const redis = new Redis(REDIS_URL);
    try {
      expect(await redis.keys(`${prefix}*`)).toEqual([`${prefix}catalog:products`]);
      expect(JSON.parse((await redis.get(`${prefix}catalog:products`))!).v).toEqual([1, 2, 3]);
    } finally {
      await redis.quit();
    }
  });

  it('a second instance reads what the first loaded without calling its loader', async () => {
    const { a, b } = await makeRedis();
    await a.getOrLoad('shared', policy, async () => 'from-a');
    const loader = vi.fn(async () => 'from-b');
    expect(await b.getOrLoad('shared', policy, loader)).toBe('from-a');
    expect(loader).not.toHaveBeenCalled();
  });
});
