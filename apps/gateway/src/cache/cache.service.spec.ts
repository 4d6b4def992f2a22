import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { CacheService } from './cache.service.js';
import { cachePolicy, type CachePolicy } from './policy.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const policy = cachePolicy({ name: 'test', ttlMs: 60_000, staleWhileRevalidateMs: 60_000, staleIfErrorMs: 60_000 });
const opts = (p: CachePolicy = policy, tags: string[] = []) => ({ policy: p, tags });
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

/** two instances without Redis: each keeps its own entries (and hears nobody else) */
const makeSeparateMemory: Make = async () => {
  const a = new CacheService({ redis: null, prefix: 'test:' });
  const b = new CacheService({ redis: null, prefix: 'test:' });
  created.push(a, b);
  return { a, b };
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
    expect(await a.query('k', loader, opts())).toEqual({ n: 1 });
    expect(await a.query('k', loader, opts())).toEqual({ n: 1 });
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('coalesces 50 concurrent misses into one loader call', async () => {
    const { a, b } = await make();
    const loader = countingLoader(['x']);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 ? a : b).query('catalog:products', loader, opts())),
    );
    expect(loader).toHaveBeenCalledTimes(1);
    expect(new Set(results.map((r) => JSON.stringify(r)))).toEqual(new Set(['["x"]']));
  });

  it('serves a stale value at once and refreshes it in the background', async () => {
    const { a } = await make();
    let version = 1;
    const loader = vi.fn(async () => `v${version}`);
    const shortPolicy = cachePolicy({ name: 't', ttlMs: 40, staleWhileRevalidateMs: 10_000 });
    expect(await a.query('swr', loader, opts(shortPolicy))).toBe('v1');
    version = 2;
    await sleep(60);
    expect(await a.query('swr', loader, opts(shortPolicy))).toBe('v1'); // stale, refresh started
    await vi.waitFor(async () => expect(await a.query('swr', loader, opts(shortPolicy))).toBe('v2'));
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('serves the stale value when the loader throws (stale-if-error)', async () => {
    const { a } = await make();
    const shortPolicy = cachePolicy({ name: 't', ttlMs: 30, staleIfErrorMs: 10_000 });
    await a.query('sie', async () => 'good', opts(shortPolicy));
    await sleep(50);
    const failing = vi.fn(async () => {
      throw new Error('store down');
    });
    expect(await a.query('sie', failing, opts(shortPolicy))).toBe('good');
    await vi.waitFor(() => expect(failing).toHaveBeenCalled());
    expect(await a.query('sie', failing, opts(shortPolicy))).toBe('good');
  });

  it('throws the loader error when nothing is cached', async () => {
    const { a } = await make();
    await expect(
      a.query(
        'none',
        async () => {
          throw new Error('store down');
        },
        opts(),
      ),
    ).rejects.toThrow('store down');
  });

  it('reloads after the stale window has passed', async () => {
    const { a } = await make();
    const loader = vi.fn(async () => 'v');
    await a.query('exp', loader, opts(cachePolicy({ name: 't', ttlMs: 20, staleWhileRevalidateMs: 20 })));
    await sleep(60);
    await a.query('exp', loader, opts(cachePolicy({ name: 't', ttlMs: 20, staleWhileRevalidateMs: 20 })));
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('invalidateKey drops the entry on every instance', async () => {
    const { a, b } = await make();
    await a.query('content:faqs', async () => 'old', opts());
    expect(await b.query('content:faqs', async () => 'unused', opts())).toBe('old');
    await a.invalidateKey('content:faqs');
    await vi.waitFor(async () => expect(await b.query('content:faqs', async () => 'new', opts())).toBe('new'));
    expect(await a.query('content:faqs', async () => 'other', opts())).toBe('new');
  });

  it('invalidateTags drops every entry carrying the tag, on every instance, and nothing else', async () => {
    const { a, b } = await make();
    await a.query('content:posts:1:10', async () => 'p1', opts(policy, ['content']));
    await a.query('content:post:hello', async () => 'hello', opts(policy, ['content', 'post:hello']));
    await a.query('catalog:snapshot', async () => 'products', opts(policy, ['catalog']));
    expect(await b.query('content:post:hello', async () => 'unused', opts(policy, ['content']))).toBe('hello');
    await b.invalidateTags(['content']);
    await vi.waitFor(async () => {
      expect(await a.query('content:posts:1:10', async () => 'p1b', opts(policy, ['content']))).toBe('p1b');
      expect(await a.query('content:post:hello', async () => 'hello2', opts(policy, ['content']))).toBe('hello2');
    });
    expect(await a.query('catalog:snapshot', async () => 'reloaded', opts(policy, ['catalog']))).toBe('products');
    expect(await b.query('catalog:snapshot', async () => 'reloaded', opts(policy, ['catalog']))).toBe('products');
  });

  it('an invalidated entry is not served stale, not even when the reload fails', async () => {
    const { a, b } = await make();
    await a.query('k', async () => 'old', opts(policy, ['catalog']));
    await b.invalidateTags(['catalog']);
    const failing = async () => {
      throw new Error('store down');
    };
    await vi.waitFor(() => expect(a.query('k', failing, opts(policy, ['catalog']))).rejects.toThrow('store down'));
  });

  it('tags may be worked out from the loaded value', async () => {
    const { a, b } = await make();
    const byValue = { policy, tags: (v: { owner: string }) => [`customer:${v.owner}`] };
    await a.query('s1', async () => ({ owner: '1' }), byValue);
    await a.query('s2', async () => ({ owner: '2' }), byValue);
    await b.invalidateTags(['customer:1']);
    await vi.waitFor(async () =>
      expect(await a.query('s1', async () => ({ owner: 'x' }), byValue)).toEqual({ owner: 'x' }),
    );
    expect(await a.query('s2', async () => ({ owner: 'y' }), byValue)).toEqual({ owner: '2' });
  });

  it('a load that started before an invalidation does not store its old value', async () => {
    const { a } = await make();
    const slow = a.query(
      'race',
      async () => {
        await sleep(50);
        return 'old';
      },
      opts(policy, ['catalog']),
    );
    await sleep(10);
    await a.invalidateTags(['catalog']);
    expect(await slow).toBe('old');
    expect(await a.query('race', async () => 'new', opts(policy, ['catalog']))).toBe('new');
  });

  it('keeps a value no longer than maxAgeMs allows, and not at all at 0', async () => {
    const { a } = await make();
    const loader = vi.fn(async () => 'v');
    const capped = (ms: number) => ({ policy, maxAgeMs: () => ms });
    await a.query('never', loader, capped(0));
    await a.query('never', loader, capped(0));
    expect(loader).toHaveBeenCalledTimes(2);
    await a.query('brief', loader, capped(30));
    await a.query('brief', loader, capped(30));
    expect(loader).toHaveBeenCalledTimes(3);
    await sleep(50);
    await a.query('brief', loader, capped(30));
    expect(loader).toHaveBeenCalledTimes(4);
  });

  it('builds the in-memory form once per entry (hydrate)', async () => {
    const { a } = await make();
    const hydrate = vi.fn((list: number[]) => new Set(list));
    const first = await a.query('h', async () => [1, 2], { policy, hydrate });
    const second = await a.query('h', async () => [3], { policy, hydrate });
    expect(second).toBe(first);
    expect([...second]).toEqual([1, 2]);
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('keeps a null answer only for negativeTtlMs', async () => {
    const { a } = await make();
    const loader = vi.fn(async () => null);
    const negative = cachePolicy({ name: 't', ttlMs: 60_000, negativeTtlMs: 0 });
    await a.query('nothing', loader, opts(negative));
    await a.query('nothing', loader, opts(negative));
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('tells its listeners which tags were invalidated', async () => {
    const { a, b } = await make();
    const heard: (readonly string[])[] = [];
    a.onInvalidate(({ tags }) => heard.push(tags));
    await b.invalidateTags(['coupons']);
    await vi.waitFor(() => expect(heard).toContainEqual(['coupons']));
  });
});

describe('CacheService, two instances without Redis', () => {
  it('keeps entries and invalidations per process', async () => {
    const { a, b } = await makeSeparateMemory();
    await a.query('k', async () => 'a', opts(policy, ['catalog']));
    expect(await b.query('k', async () => 'b', opts(policy, ['catalog']))).toBe('b');
    await b.invalidateTags(['catalog']);
    expect(await a.query('k', async () => 'a2', opts(policy, ['catalog']))).toBe('a');
  });
});

describe('CacheService on Redis', () => {
  it('keeps every key under the configured prefix, and tag versions beside them', async () => {
    const { a } = await makeRedis();
    const prefix = prefixes.at(-1)!;
    await a.query('catalog:snapshot', async () => [1, 2, 3], opts(policy, ['catalog']));
    await a.invalidateTags(['content']);
    const redis = new Redis(REDIS_URL);
    try {
      expect((await redis.keys(`${prefix}*`)).sort()).toEqual([`${prefix}catalog:snapshot`, `${prefix}tag:content`]);
      expect(JSON.parse((await redis.get(`${prefix}catalog:snapshot`))!).v).toEqual([1, 2, 3]);
    } finally {
      await redis.quit();
    }
  });

  it('a second instance reads what the first loaded without calling its loader', async () => {
    const { a, b } = await makeRedis();
    await a.query('shared', async () => 'from-a', opts());
    const loader = vi.fn(async () => 'from-b');
    expect(await b.query('shared', loader, opts())).toBe('from-a');
    expect(loader).not.toHaveBeenCalled();
  });

  it('an instance that joins after an invalidation does not read the dead Redis entry', async () => {
    const { a } = await makeRedis();
    const prefix = prefixes.at(-1)!;
    await a.query('catalog:snapshot', async () => 'old', opts(policy, ['catalog']));
    await a.invalidateTags(['catalog']);
    // written back as it was before the invalidation (e.g. by an instance that missed it)
    const redis = new Redis(REDIS_URL);
    const late = new CacheService({ redis, prefix });
    created.push(late);
    await late.whenReady();
    expect(await late.query('catalog:snapshot', async () => 'new', opts(policy, ['catalog']))).toBe('new');
  });

  it('local entries never reach Redis, and are still dropped everywhere by tag', async () => {
    const { a, b } = await makeRedis();
    const prefix = prefixes.at(-1)!;
    const local = cachePolicy({ name: 'session', ttlMs: 60_000, scope: 'local' });
    const when = new Date();
    expect(await a.query('session:x', async () => ({ when }), opts(local, ['customer:1']))).toEqual({ when });
    expect(await b.query('session:x', async () => ({ when: null }), opts(local, ['customer:1']))).toEqual({
      when: null,
    });
    const redis = new Redis(REDIS_URL);
    try {
      expect(await redis.keys(`${prefix}session:*`)).toEqual([]);
    } finally {
      await redis.quit();
    }
    await b.invalidateTags(['customer:1']);
    await vi.waitFor(async () =>
      expect(await a.query('session:x', async () => ({ when: 'reloaded' }), opts(local, ['customer:1']))).toEqual({
        when: 'reloaded',
      }),
    );
  });
});
