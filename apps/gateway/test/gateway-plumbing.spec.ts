import { productRecord } from '@shop/domain/testing';
import { describe, expect, it } from 'vitest';
import { CacheService } from '../src/cache/cache.service.js';
import { emptyStoreBackend } from './helpers/empty-store-backend.js';
import { startTestApp } from './helpers/test-app.js';

const product = productRecord({
  slug: 'calm-focus',
  name: 'Calm & Focus Gummies',
  priceCents: 1250,
  descriptionHtml: '<p>Good<script>alert(1)</script></p>',
  shortDescription: 'Gummies',
  images: [{ src: 'media/products/calm.svg', alt: 'Calm' }],
  categories: [{ id: '10', name: 'Gummies', slug: 'gummies' }],
  position: 1,
});

describe('lifecycle', () => {
  it('closing the app closes the store and the Redis connections', async () => {
    const backend = emptyStoreBackend();
    const t = await startTestApp({ backend, redis: true });
    const cache = t.app.get(CacheService);
    expect(cache.mode).toBe('redis');
    await t.close();
    expect(backend.closed).toBe(1);
    const redis = (cache as unknown as { redis: { status: string } }).redis;
    expect(redis.status).toBe('end');
  });
});

describe('error formatting', () => {
  it('an unexpected store failure is INTERNAL_SERVER_ERROR with a generic message and no internals', async () => {
    const backend = emptyStoreBackend({
      listProducts: async () => {
        throw new Error('connect ECONNREFUSED https://secret.example/wp-json?consumer_secret=cs_123');
      },
    });
    const t = await startTestApp({ backend });
    try {
      const { errors, res } = await t.gql('{ products { totalCount } }');
      expect(errors?.[0]).toMatchObject({
        message: 'Something went wrong. Please try again.',
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      });
      expect(JSON.stringify(res.body)).not.toMatch(/secret|ECONNREFUSED|stacktrace|\.ts:\d+/);
    } finally {
      await t.close();
    }
  });

  it('an adapter error with code UPSTREAM_UNAVAILABLE becomes UPSTREAM_UNAVAILABLE without its message', async () => {
    const backend = emptyStoreBackend({
      listPosts: async () => {
        throw Object.assign(new Error('GET https://cms.example/wp-json/wp/v2/posts timed out'), {
          code: 'UPSTREAM_UNAVAILABLE',
        });
      },
    });
    const t = await startTestApp({ backend });
    try {
      const { errors, res } = await t.gql('{ posts { totalCount } }');
      expect(errors?.[0]?.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
      expect(JSON.stringify(res.body)).not.toContain('cms.example');
    } finally {
      await t.close();
    }
  });
});

describe('catalogue cache against a store that goes down', () => {
  it('serves the last good catalogue when the store fails (stale-if-error) and picks up changes after invalidation', async () => {
    let mode: 'ok' | 'down' | 'changed' = 'ok';
    let calls = 0;
    const backend = emptyStoreBackend({
      listProducts: async () => {
        calls += 1;
        if (mode === 'down') throw new Error('store down');
        return mode === 'changed' ? [{ ...product, name: 'Renamed Gummies' }] : [product];
      },
      listCategories: async () => [
        { id: '10', name: 'Gummies', slug: 'gummies', description: '', image: null, productCount: 1 },
      ],
      // the catalogue snapshot carries the buyer groups' prices (issue 18): this store has none
      listBuyerGroups: async () => [],
    });
    // fresh for 1 s, then servable while stale for a minute
    const t = await startTestApp({ backend, env: { CACHE_TTL_SECONDS: '1', CACHE_STALE_SECONDS: '60' } });
    try {
      const query = '{ products { items { name images { src } } } }';
      const first = await t.gql(query);
      expect(first.data.products.items).toEqual([
        { name: 'Calm & Focus Gummies', images: [{ src: '/media/products/calm.svg' }] },
      ]);
      await Promise.all(Array.from({ length: 20 }, () => t.gql(query)));
      expect(calls).toBe(1);

      mode = 'down';
      await new Promise((r) => setTimeout(r, 1_100));
      const stale = await t.gql(query);
      expect(stale.errors).toBeUndefined();
      expect(stale.data.products.items[0].name).toBe('Calm & Focus Gummies');

      mode = 'changed';
      await t.app.get(CacheService).invalidateTags(['catalog']);
      const fresh = await t.gql(query);
      expect(fresh.data.products.items[0].name).toBe('Renamed Gummies');
    } finally {
      await t.close();
    }
  });
});

describe('without a web build', () => {
  it('/ says how to build the web app', async () => {
    const t = await startTestApp({ backend: emptyStoreBackend() });
    try {
      const res = await t.http().get('/');
      expect(res.status).toBe(200);
      expect(res.text).toContain('npm run build');
    } finally {
      await t.close();
    }
  });
});
