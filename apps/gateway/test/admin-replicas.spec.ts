/**
 * The console's changes reach every replica: two gateway instances on one PostgreSQL database and one
 * Redis key prefix, as in a scaled deployment. A block made on one ends the buyer's sessions on the
 * other (whose session cache held them), and a status set on one is what the buyer reads on the other.
 */
import { randomUUID } from 'node:crypto';
import { AdminCustomerBlockDocument, AdminOrderSetStatusDocument } from '@shop/schema/admin-operations';
import {
  LoginPageDocument,
  OrderDetailPageDocument,
  OrdersTabDocument,
  SessionMeDocument,
} from '@shop/schema/operations';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoreDatabase } from '../src/backends/embedded/testing/seeded-store.js';
import type { TempDatabase } from '../src/backends/embedded/testing/test-store.js';
import { SESSION_POLICY } from '../src/identity/session.service.js';
import { type AdminClient, adminClient } from './helpers/admin.js';
import {
  CONSOLE_SPEC_RATE_LIMITS,
  orderableProducts,
  outbox,
  placeOrder,
  registerBuyer,
} from './helpers/shop-fixtures.js';
import { startTestApp, TEST_REDIS_URL, type TestApp } from './helpers/test-app.js';

let db: TempDatabase;
let one: TestApp;
let two: TestApp;
let staffOnOne: AdminClient;
const prefix = `test-admin-replicas-${randomUUID().slice(0, 8)}:`;

/**
 * How long a change may take to reach the other replica: far below the session cache's 15 s, so a
 * pass proves the invalidation arrived, not that the cached session expired.
 */
const PROPAGATION_BOUND_MS = 3_000;

beforeAll(async () => {
  expect(PROPAGATION_BOUND_MS).toBeLessThan(SESSION_POLICY.ttlMs);
  db = await createStoreDatabase('seeded', 'admin_replicas');
  const env = { ...CONSOLE_SPEC_RATE_LIMITS, REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix };
  one = await startTestApp({ databaseUrl: db.url, env });
  two = await startTestApp({ databaseUrl: db.url, env });
  staffOnOne = await adminClient(one, { role: 'STAFF' });
});

afterAll(async () => {
  await one?.close();
  await two?.close();
  await db?.drop();
  const redis = new Redis(TEST_REDIS_URL);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

describe('two gateway replicas', () => {
  it("a block made on one ends the buyer's sessions on the other at once, and login is refused there", async () => {
    const buyer = await registerBuyer(one);
    // the other replica has the session in its cache
    expect((await two.gql(SessionMeDocument, {}, { token: buyer.token })).data.me?.email).toBe(buyer.email);
    expect((await two.gql(SessionMeDocument, {}, { cookie: buyer.cookie })).data.me?.email).toBe(buyer.email);

    const { data } = await staffOnOne.gql(AdminCustomerBlockDocument, { id: buyer.id, reason: 'Fraud suspected' });
    expect(data.blockCustomer.userErrors).toEqual([]);

    await expect
      .poll(async () => (await two.gql(SessionMeDocument, {}, { token: buyer.token })).data.me, {
        timeout: PROPAGATION_BOUND_MS,
        interval: 20,
      })
      .toBeNull();
    expect((await two.gql(SessionMeDocument, {}, { cookie: buyer.cookie })).data.me).toBeNull();
    const orders = await two.gql(OrdersTabDocument, { page: 1, pageSize: 5 }, { token: buyer.token });
    expect(orders.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const login = await two.gql(LoginPageDocument, { email: buyer.email, password: buyer.password });
    expect(login.data.login.userErrors[0]).toMatchObject({ code: 'ACCOUNT_BLOCKED' });
  });

  it('a status set on one replica is what the buyer reads on the other, with the e-mail sent once', async () => {
    const buyer = await registerBuyer(two);
    const [product] = await orderableProducts(two);
    const order = await placeOrder(two, buyer, { lines: [{ productId: product!.id, quantity: 1 }] });
    const before = await two.gql(OrdersTabDocument, { page: 1, pageSize: 5 }, { token: buyer.token });
    expect(before.data.myOrders.items[0]).toMatchObject({ number: order.number, status: 'processing' });

    const { data } = await staffOnOne.gql(AdminOrderSetStatusDocument, {
      id: order.number,
      status: 'completed',
      note: 'Delivered to the shop',
    });
    expect(data.setOrderStatus.userErrors).toEqual([]);

    // no wait: the buyer's reads are never cached
    const list = await two.gql(OrdersTabDocument, { page: 1, pageSize: 5 }, { cookie: buyer.cookie });
    expect(list.data.myOrders.items[0]).toMatchObject({ number: order.number, status: 'completed' });
    const detail = await two.gql(OrderDetailPageDocument, { id: order.number }, { token: buyer.token });
    expect(detail.data.order?.status).toBe('completed');
    const mails = await outbox(two, buyer.email);
    expect(mails.filter((m) => m.subject === `Order #${order.number} is now completed`)).toHaveLength(1);
  });
});
