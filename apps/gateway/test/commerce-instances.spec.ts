import { createHash, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoreDatabase } from '../src/backends/embedded/testing/seeded-store.js';
import type { TempDatabase } from '../src/backends/embedded/testing/test-store.js';
import {
  catalogue,
  GENEROUS_RATE_LIMITS,
  newKey,
  PLACE_ORDER,
  REDIS_URL,
  registerCustomer,
  SHIPPING,
  sql,
  startGateway,
  type Gateway,
} from './commerce.harness.js';

/** Two gateway instances sharing one PostgreSQL database and one Redis, as in a scaled deployment. */
let db: TempDatabase;
let one: Gateway;
let two: Gateway;
const prefix = `test-commerce-${randomUUID()}:`;

beforeAll(async () => {
  Object.assign(process.env, GENEROUS_RATE_LIMITS, { RATE_LIMIT_LOGIN_ACCOUNT: '3/60' });
  db = await createStoreDatabase('seeded', 'commerce_two');
  const env = { REDIS_URL, REDIS_KEY_PREFIX: prefix };
  one = await startGateway({ databaseUrl: db.url, env });
  two = await startGateway({ databaseUrl: db.url, env });
});

afterAll(async () => {
  await one?.close();
  await two?.close();
  await db?.drop();
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

describe('two gateway instances', () => {
  it('share the persisted-query registry: a hash registered on one is known to the other', async () => {
    const query = `query ApqShared { shop { name } } # ${randomUUID()}`;
    const sha256Hash = createHash('sha256').update(query).digest('hex');
    const extensions = JSON.stringify({ persistedQuery: { version: 1, sha256Hash } });
    const get = (gateway: Gateway, withQuery: boolean) =>
      request(gateway.http)
        .get('/graphql')
        .query({ extensions, ...(withQuery ? { query } : {}) })
        .set('apollo-require-preflight', 'true');
    const unknown = await get(two, false);
    expect(unknown.body.errors?.[0], JSON.stringify(unknown.body)).toMatchObject({ message: 'PersistedQueryNotFound' });
    const registered = await get(one, true);
    expect(registered.body.data.shop.name).toEqual(expect.any(String));
    const known = await get(two, false);
    expect(known.body.errors).toBeUndefined();
    expect(known.body.data).toEqual(registered.body.data);
  });

  it('create exactly one order from 50 concurrent calls with one key, spread over both', async () => {
    const { simple } = await catalogue(one);
    const customer = await registerCustomer(one);
    const key = newKey();
    const variables = { input: { lines: [{ productId: simple.id, quantity: 2 }], shipping: SHIPPING }, key };
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 ? two : one).as(customer.caller.token).gql(PLACE_ORDER, variables)),
    );
    for (const result of results) {
      expect(result.errors).toBeUndefined();
      expect(result.data.placeOrder.userErrors).toEqual([]);
    }
    expect(new Set(results.map((r) => r.data.placeOrder.order.id)).size).toBe(1);
    expect(await sql(db.url, 'SELECT id FROM orders WHERE idempotency_key = $1', [key])).toHaveLength(1);
  });

  it('share rate-limit counters through Redis', async () => {
    const email = `shared.${randomUUID()}@example.com`;
    const login = (gateway: Gateway) =>
      gateway.anonymous.gql('mutation($e: String!) { login(email: $e, password: "Wrong#Pass1") { token } }', {
        e: email,
      });
    await login(one);
    await login(two);
    await login(one);
    const refused = await login(two);
    expect(refused.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });

  it('see the password-reset mail of the other instance in the shared outbox', async () => {
    const customer = await registerCustomer(one);
    await one.anonymous.gql('mutation($e: String!) { requestPasswordReset(email: $e) }', { e: customer.email });
    const res = await request(two.http).get('/dev/outbox').query({ to: customer.email });
    expect(res.body.messages[0].text).toContain('/account/reset-password?email=');
  });
});
