/**
 * No duplicate WooCommerce order when the answer to an order POST is lost: the stub creates the
 * order, then drops the connection, stays silent or answers a proxy's 502; the buyer's retry with
 * the same idempotency key must find that order instead of posting a second one. Run with the
 * in-process state store and with a real Redis (unique key prefix, removed afterwards), where the
 * retry goes through a second adapter instance as with several gateway replicas.
 */
import { randomUUID } from 'node:crypto';
import { placeOrder } from '../testing/order-service.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import type { OrderDraft } from '../port.js';
import { UpstreamResponseError, UpstreamUnavailableError } from './errors.js';
import { stubBackend } from './testing/stub-backend.js';
import { STUB_CUSTOMER } from './testing/stub-data.js';
import { type LostAnswer, type WordpressStub, startWordpressStub } from './testing/wordpress-stub.js';
import type { WordpressConfigInput } from './wordpress.config.js';
import { IDEMPOTENCY_META_KEY } from './order-payload.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ORDERS = '/wp-json/wc/v3/orders';

const address = { firstName: 'Ann', lastName: 'Smit', street: 'Damrak 1', city: '', postcode: '', country: '' };

function draft(customerId: string | null, quantity = 1): OrderDraft {
  return {
    buyer: { customerId, email: 'ann@example.com', phone: null },
    billingAddress: address,
    shippingAddress: address,
    // priced as the gateway prices it (WooCommerce charges the line's subtotal it is sent)
    lines: [
      {
        productId: '802',
        variationId: null,
        name: 'Gummies',
        quantity,
        unitPriceCents: 1250,
        lineTotalCents: 1250 * quantity,
      },
    ],
    subtotalCents: 1250 * quantity,
    discountCents: 0,
    totalCents: 1250 * quantity,
    couponCode: null,
    comment: null,
    currencyCode: 'EUR',
  };
}

/** WooCommerce's orders carrying this idempotency key */
const ordersWithKey = (stub: WordpressStub, key: string) =>
  stub.world.orders.filter((order) =>
    (order.meta_data as { key: string; value: unknown }[]).some(
      (m) => m.key === IDEMPOTENCY_META_KEY && m.value === key,
    ),
  );
const posts = (stub: WordpressStub) => stub.requests.filter((r) => r.method === 'POST' && r.path === ORDERS);
const searches = (stub: WordpressStub) =>
  stub.requests.filter((r) => r.method === 'GET' && r.path === ORDERS).map((r) => new URLSearchParams(r.query));
const isOrderPost = (r: { method: string; path: string }) => r.method === 'POST' && r.path === ORDERS;

describe.each([{ store: 'memory' }, { store: 'redis' }])('lost order answers ($store state store)', ({ store }) => {
  let stub: WordpressStub;
  let redis: Redis | undefined;
  const prefix = `test:wp-idem:${randomUUID()}:`;
  const opened: { lifecycle: { close(): Promise<void> } }[] = [];

  beforeAll(async () => {
    stub = await startWordpressStub();
    if (store === 'redis') redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((b) => b.lifecycle.close()));
    stub.reset();
  });
  afterAll(async () => {
    await stub.close();
    if (redis) {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    }
  });

  /**
   * The first adapter and the one a retry goes through: the same one with the in-process store
   * (one gateway), a second instance sharing the Redis state otherwise (another replica).
   */
  function backends(tuning: WordpressConfigInput['tuning'] = {}) {
    const make = () => {
      const { backend, logs } = stubBackend(stub, {
        tuning: { retryBaseDelayMs: 5, ...tuning },
        redis,
        config: { redisKeyPrefix: prefix },
      });
      opened.push(backend);
      return { backend, logs };
    };
    const first = make();
    return { first: first.backend, retry: redis ? make().backend : first.backend, logs: first.logs };
  }

  it.each<LostAnswer>(['reset', 'silence', 'bad_gateway'])(
    'a guest retry after a lost answer (%s) gets the order WooCommerce created, and nothing is posted twice',
    async (mode) => {
      const { first, retry } = backends({ timeoutMs: 1_500 });
      const key = `lost-${mode}-${randomUUID()}`;
      stub.loseAnswers(mode, isOrderPost);
      await expect(placeOrder(first, draft(null), key, 'hash-a')).rejects.toBeInstanceOf(UpstreamUnavailableError);
      expect(ordersWithKey(stub, key)).toHaveLength(1); // WooCommerce did create it
      stub.loseAnswers(null);

      const again = await placeOrder(retry, draft(null), key, 'hash-a');
      expect(again.kind).toBe('created'); // the buyer never saw the first answer
      if (again.kind !== 'created') return;
      const [order] = ordersWithKey(stub, key);
      expect(again.order.id).toBe(String(order!.id));
      expect(again.order).toMatchObject({ customerId: null, totalCents: 1250 });
      expect(posts(stub)).toHaveLength(1);
      // found among the guest orders (customer 0) created since the attempt, in GMT
      const [search] = searches(stub);
      expect(search?.get('customer')).toBe('0');
      expect(search?.get('dates_are_gmt')).toBe('true');
      expect(new Date(`${search!.get('after')!}Z`).getTime()).toBeLessThan(Date.now() - 3600_000);

      // from now on the key simply replays its order, without searching again
      expect(await placeOrder(retry, draft(null), key, 'hash-a')).toEqual({
        kind: 'replayed',
        order: again.order,
      });
      expect(await placeOrder(first, draft(null), key, 'hash-a')).toEqual({
        kind: 'replayed',
        order: again.order,
      });
      expect(searches(stub)).toHaveLength(1);
      expect(ordersWithKey(stub, key)).toHaveLength(1);
      expect(posts(stub)).toHaveLength(1);
    },
  );

  it("finds a customer's order on a later page of the search", async () => {
    const { first, retry } = backends();
    const login = await first.identity.login(STUB_CUSTOMER.email, STUB_CUSTOMER.password, { persistent: false });
    if (login.kind !== 'ok') throw new Error('login failed');
    // 120 recent orders of the same customer before the one whose answer is lost
    for (let i = 0; i < 120; i += 1) {
      const made = await placeOrder(first, draft(login.grant.customer.id), `busy-${i}-${randomUUID()}`, `h${i}`);
      expect(made.kind).toBe('created');
    }
    const key = `paged-${randomUUID()}`;
    stub.loseAnswers('reset', isOrderPost);
    await expect(placeOrder(first, draft(login.grant.customer.id, 3), key, 'hash-p')).rejects.toBeInstanceOf(
      UpstreamUnavailableError,
    );
    stub.loseAnswers(null);
    const again = await placeOrder(retry, draft(login.grant.customer.id, 3), key, 'hash-p');
    expect(again.kind).toBe('created');
    if (again.kind !== 'created') return;
    expect(again.order).toMatchObject({ customerId: String(STUB_CUSTOMER.id), totalCents: 3750 });
    const pages = searches(stub);
    expect(pages.map((q) => [q.get('customer'), q.get('page'), q.get('per_page'), q.get('order')])).toEqual([
      ['26', '1', '100', 'asc'],
      ['26', '2', '100', 'asc'],
    ]);
    expect(ordersWithKey(stub, key)).toHaveLength(1);
    expect(posts(stub)).toHaveLength(121);
  });

  it('does not post again when the search for the lost order fails; a later retry finds it', async () => {
    const { first, retry } = backends();
    const key = `search-fails-${randomUUID()}`;
    stub.loseAnswers('reset', isOrderPost);
    await expect(placeOrder(first, draft(null), key, 'hash-s')).rejects.toBeInstanceOf(UpstreamUnavailableError);
    stub.loseAnswers(null);

    // the site fails the search (every retry of it too), then refuses it: no POST either way
    stub.intercept((r) =>
      r.method === 'GET' && r.path === ORDERS ? { status: 503, body: { code: 'down', message: 'Down' } } : undefined,
    );
    await expect(placeOrder(retry, draft(null), key, 'hash-s')).rejects.toBeInstanceOf(UpstreamUnavailableError);
    stub.intercept((r) =>
      r.method === 'GET' && r.path === ORDERS
        ? { status: 403, body: { code: 'woocommerce_rest_cannot_view', message: 'No' } }
        : undefined,
    );
    await expect(placeOrder(retry, draft(null), key, 'hash-s')).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(posts(stub)).toHaveLength(1);
    expect(searches(stub).length).toBeGreaterThanOrEqual(2);

    stub.intercept(null);
    const again = await placeOrder(retry, draft(null), key, 'hash-s');
    expect(again.kind).toBe('created');
    expect(ordersWithKey(stub, key)).toHaveLength(1);
    expect(posts(stub)).toHaveLength(1);
  });

  it('posts again after a definite refusal, without searching', async () => {
    const { first, retry } = backends();
    const key = `refused-${randomUUID()}`;
    stub.intercept((r) =>
      isOrderPost(r)
        ? {
            status: 400,
            body: { code: 'woocommerce_rest_invalid_coupon', message: 'Coupon does not exist!', data: { status: 400 } },
          }
        : undefined,
    );
    await expect(placeOrder(first, draft(null), key, 'hash-r')).rejects.toBeInstanceOf(UpstreamResponseError);
    stub.intercept(null);
    const again = await placeOrder(retry, draft(null), key, 'hash-r');
    expect(again.kind).toBe('created');
    expect(searches(stub)).toHaveLength(0);
    expect(posts(stub)).toHaveLength(2);
    expect(ordersWithKey(stub, key)).toHaveLength(1);
  });

  it('posts again when the order is still missing once the unanswered POST has settled', async () => {
    const { first, retry } = backends({ orderSettleMs: 0 });
    const key = `never-arrived-${randomUUID()}`;
    // a proxy answers 502 without the request ever reaching WooCommerce
    stub.intercept((r) => (isOrderPost(r) ? { status: 502, body: '<html>502 Bad Gateway</html>' } : undefined));
    await expect(placeOrder(first, draft(null), key, 'hash-n')).rejects.toBeInstanceOf(UpstreamUnavailableError);
    stub.intercept(null);
    expect(ordersWithKey(stub, key)).toHaveLength(0);
    const again = await placeOrder(retry, draft(null), key, 'hash-n');
    expect(again.kind).toBe('created');
    expect(searches(stub)).toHaveLength(1);
    expect(posts(stub)).toHaveLength(2);
    expect(ordersWithKey(stub, key)).toHaveLength(1);
  });

  it('does not trust "not found" while the unanswered POST may still be running at the site', async () => {
    const { first, retry } = backends({ orderSettleMs: 60_000 });
    const key = `too-early-${randomUUID()}`;
    stub.intercept((r) => (isOrderPost(r) ? { status: 504, body: '<html>504 Gateway Time-out</html>' } : undefined));
    await expect(placeOrder(first, draft(null), key, 'hash-e')).rejects.toBeInstanceOf(UpstreamUnavailableError);
    stub.intercept(null);
    await expect(placeOrder(retry, draft(null), key, 'hash-e')).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(searches(stub)).toHaveLength(1);
    expect(posts(stub)).toHaveLength(1);
  });

  it('answers a key conflict when the lost order was placed for another cart', async () => {
    const { first, retry } = backends();
    const key = `conflict-${randomUUID()}`;
    stub.loseAnswers('reset', isOrderPost);
    await expect(placeOrder(first, draft(null, 1), key, 'hash-one')).rejects.toBeInstanceOf(UpstreamUnavailableError);
    stub.loseAnswers(null);
    expect(await placeOrder(retry, draft(null, 2), key, 'hash-two')).toEqual({ kind: 'key_conflict' });
    // the first cart's order stands and now replays
    const replay = await placeOrder(retry, draft(null, 1), key, 'hash-one');
    expect(replay.kind).toBe('replayed');
    expect(posts(stub)).toHaveLength(1);
    expect(ordersWithKey(stub, key)).toHaveLength(1);
  });

  it("never hands over another customer's order that carries the same key", async () => {
    const { first, retry } = backends({ orderSettleMs: 0 });
    const login = await first.identity.login(STUB_CUSTOMER.email, STUB_CUSTOMER.password, { persistent: false });
    if (login.kind !== 'ok') throw new Error('login failed');
    const theirs = await placeOrder(first, draft(login.grant.customer.id), `theirs-${randomUUID()}`, 'hash-t');
    if (theirs.kind !== 'created') throw new Error('order not created');
    const key = `guest-${randomUUID()}`;
    // the customer's order carries the guest's key as well (a client reusing keys)
    const stored = stub.world.orders.find((o) => String(o.id) === theirs.order.id)!;
    (stored.meta_data as { key: string; value: unknown }[]).push({ key: IDEMPOTENCY_META_KEY, value: key });
    // the guest's POST never reaches WooCommerce
    stub.intercept((r) => (isOrderPost(r) ? { status: 502, body: 'Bad Gateway' } : undefined));
    await expect(placeOrder(first, draft(null), key, 'hash-g')).rejects.toBeInstanceOf(UpstreamUnavailableError);
    // a site that ignores customer=0 (older WooCommerce with HPOS) lists everyone's orders
    stub.intercept((r) =>
      r.method === 'GET' && r.path === ORDERS
        ? { status: 200, body: stub.world.orders, headers: { 'X-WP-Total': '3', 'X-WP-TotalPages': '1' } }
        : undefined,
    );
    const mine = await placeOrder(retry, draft(null), key, 'hash-g');
    expect(mine.kind).toBe('created');
    if (mine.kind !== 'created') return;
    expect(mine.order.id).not.toBe(theirs.order.id);
    expect(mine.order.customerId).toBeNull();
    expect(posts(stub)).toHaveLength(3);
  });
});
