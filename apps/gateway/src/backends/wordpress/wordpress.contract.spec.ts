/**
 * The backend contract suite (../contract/store-contract.ts) against the wordpress adapter talking to
 * the HTTP stub of a WordPress + WooCommerce site. Idempotency state lives in a real Redis shared by
 * three adapter instances, as with several gateway replicas.
 */
import { randomUUID } from 'node:crypto';
import { afterAll } from 'vitest';
import { Redis } from 'ioredis';
import { describeStoreContract } from '../contract/store-contract.js';
import { RedisOrderLocks } from '../order-locks.js';
import type { StoreBackend } from '../port.js';
import { createWordpressBackend } from './index.js';
import { type WordpressStub, startWordpressStub } from './testing/wordpress-stub.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `test:wp-contract:${randomUUID()}:`;
const EXTRA_PRODUCTS = 230; // 237 products: three pages of 100
let stub: WordpressStub | undefined;
const redisClients: Redis[] = [];

async function backend(): Promise<StoreBackend> {
  stub ??= await startWordpressStub({ extraProducts: EXTRA_PRODUCTS, publicSiteUrl: 'http://shop.test' });
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  redisClients.push(redis);
  const adapter = createWordpressBackend({
    config: {
      wordpressUrl: stub.url,
      wcConsumerKey: stub.credentials.consumerKey,
      wcConsumerSecret: stub.credentials.consumerSecret,
      wpRegisterUser: stub.credentials.registerUser,
      wpRegisterPassword: stub.credentials.registerPassword,
      webhookSecret: stub.credentials.webhookSecret,
      redisKeyPrefix: prefix,
    },
    redis,
  });
  // each instance locks order keys in the shared Redis, as separate gateway processes do
  return Object.assign(adapter, { orderLocks: new RedisOrderLocks(redis, prefix) });
}

describeStoreContract('wordpress (HTTP stub)', backend, {
  expected: {
    products: 7 + EXTRA_PRODUCTS,
    hiddenProducts: 1,
    // Clothing, T-shirts (fixtures), Vapes, Gummies & Edibles (Uncategorised is never shown)
    categories: 4,
    posts: 4,
    faqs: 2,
    teamMembers: 2,
    minPartnerReviews: 4,
  },
  knownProductSlug: 'cbd-vape-pen',
  hiddenProductSlug: 'staff-sample-pack',
  knownPostSlug: 'welcome-to-the-wholesale-blog',
  knownCouponCode: 'SAVE1',
  knownCustomer: { email: 'anna@greenleaf-retail.example', password: 'Str0ng!Pass' },
  lastResetLink: async (email) => stub!.lastResetLink(email),
  sessionTtlMs: { browser: 12 * 3600 * 1000, persistent: 7 * 24 * 3600 * 1000 },
  concurrentOrders: 30,
  extraBackends: async () => [await backend(), await backend()],
});

afterAll(async () => {
  const [redis] = redisClients;
  if (redis && redis.status === 'ready') {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
  }
  await Promise.all(redisClients.map((client) => client.quit().catch(() => undefined)));
  await stub?.close();
});
