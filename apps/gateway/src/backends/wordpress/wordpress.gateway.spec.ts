/**
 * The whole gateway with STORE_BACKEND=wordpress over the HTTP stub: GraphQL served from the site,
 * stale catalogue served through a 503 storm while mutations get UPSTREAM_UNAVAILABLE, and the
 * WooCommerce webhook (ping, wrong signature, right signature → the cached entry is dropped).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { stubBackend } from './testing/stub-backend.js';
import { STUB_CUSTOMER } from './testing/stub-data.js';
import { type WordpressStub, signWebhookBody, startWordpressStub } from './testing/wordpress-stub.js';
import type { WordpressBackend } from './wordpress-store.js';

const PRODUCTS = `query Products($search: String) { products(filter: { search: $search }, pageSize: 100) { totalCount items { slug name } } }`;
const LOGIN = `mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { token userErrors { code } } }`;

describe('gateway on the wordpress backend', () => {
  let stub: WordpressStub;
  let gateway: TestApp;
  let backend: WordpressBackend;

  beforeAll(async () => {
    stub = await startWordpressStub({ extraProducts: 150 });
    // short breaker timings so the storm and the recovery fit in a test
    backend = stubBackend(stub, {
      tuning: {
        retries: 0,
        timeoutMs: 2_000,
        breaker: {
          volumeThreshold: 3,
          errorThresholdPercentage: 50,
          resetTimeoutMs: 500,
          rollingCountTimeoutMs: 1_000,
        },
      },
    }).backend;
    gateway = await startTestApp({
      redis: true,
      backend,
      env: {
        STORE_BACKEND: 'wordpress',
        WORDPRESS_URL: stub.url,
        WC_CONSUMER_KEY: stub.credentials.consumerKey,
        WC_CONSUMER_SECRET: stub.credentials.consumerSecret,
        WC_WEBHOOK_SECRET: stub.credentials.webhookSecret,
        CACHE_TTL_SECONDS: '1',
        CACHE_STALE_SECONDS: '600',
      },
    });
  });

  afterAll(async () => {
    await gateway?.close();
    await stub?.close();
  });

  it('serves the whole visible catalogue, all pages of it', async () => {
    const { data, errors } = await gateway.gql(PRODUCTS);
    expect(errors).toBeUndefined();
    // 7 published fixtures/cases + 150 fillers, minus the hidden one
    expect(data.products.totalCount).toBe(156);
    const slugs = data.products.items.map((p: { slug: string }) => p.slug);
    expect(slugs).not.toContain('staff-sample-pack');
    expect(data.products.items.find((p: { slug: string }) => p.slug === 'cbd-gummies-drops-500mg')?.name).toBe(
      'CBD Gummies & Drops – 500mg',
    );
  });

  it('quotes a restricted percent coupon exactly as WooCommerce then charges it (of the matching lines only)', async () => {
    const login = await gateway.gql(LOGIN, { email: STUB_CUSTOMER.email, password: STUB_CUSTOMER.password });
    const token = login.data.login.token as string;
    // 15 % of the €12.50 gummies only = 1.875 → €1.88 (of the whole €42.50 it would be €6.38)
    const lines = [
      { productId: '802', quantity: 1 },
      { productId: '804', quantity: 1 },
    ];
    const quoted = await gateway.gql(
      `query Q($input: CartInput!) { cartQuote(input: $input) { subtotal { amount } discount { amount } total { amount } coupon { applied } } }`,
      { input: { lines, couponCode: 'GUMMIES15' } },
      { token },
    );
    expect(quoted.data.cartQuote).toMatchObject({
      subtotal: { amount: '42.50' },
      discount: { amount: '1.88' },
      total: { amount: '40.62' },
      coupon: { applied: true },
    });
    const placed = await gateway.gql(
      `mutation P($input: PlaceOrderInput!, $key: String!) { placeOrder(input: $input, idempotencyKey: $key) {
        order { discount { amount } total { amount } } userErrors { message } } }`,
      {
        input: {
          lines,
          couponCode: 'GUMMIES15',
          shipping: { fullName: 'Anna de Vries', email: STUB_CUSTOMER.email, address: 'Damrak 1, Amsterdam' },
        },
        key: `gummies15-${Date.now()}`,
      },
      { token },
    );
    expect(placed.data.placeOrder.userErrors).toEqual([]);
    // the order's totals are WooCommerce's own (the stub computes them as WooCommerce does)
    expect(placed.data.placeOrder.order).toEqual({ discount: { amount: '1.88' }, total: { amount: '40.62' } });
  });

  it('answers the webhook creation ping with 200', async () => {
    const res = await gateway.http().post('/webhooks/woocommerce').type('form').send('webhook_id=142');
    expect(res.status).toBe(200);
  });

  it('refuses a delivery with a wrong or missing signature', async () => {
    const body = JSON.stringify({ id: 802, name: 'Hacked' });
    const wrong = await gateway
      .http()
      .post('/webhooks/woocommerce')
      .set('content-type', 'application/json')
      .set('x-wc-webhook-topic', 'product.updated')
      .set('x-wc-webhook-signature', signWebhookBody(body, 'not-the-secret'))
      .send(body);
    expect(wrong.status).toBe(401);
    const missing = await gateway
      .http()
      .post('/webhooks/woocommerce')
      .set('content-type', 'application/json')
      .set('x-wc-webhook-topic', 'product.updated')
      .send(body);
    expect(missing.status).toBe(401);
    // a signature over other bytes than those sent (re-serialised JSON) is wrong too
    const reformatted = await gateway
      .http()
      .post('/webhooks/woocommerce')
      .set('content-type', 'application/json')
      .set('x-wc-webhook-topic', 'product.updated')
      .set(
        'x-wc-webhook-signature',
        signWebhookBody(JSON.stringify({ id: 802, name: 'Hacked' }, null, 2), stub.credentials.webhookSecret),
      )
      .send(body);
    expect(reformatted.status).toBe(401);
  });

  it('drops the cached catalogue when a signed product.updated arrives', async () => {
    const gummies = stub.world.products.find((p) => p.id === 802)!;
    await gateway.gql(PRODUCTS, { search: 'Gummies' }); // cached now
    gummies.name = 'CBD Gummies Deluxe';
    const cached = await gateway.gql(PRODUCTS, { search: 'Gummies' });
    expect(cached.data.products.items.map((p: { name: string }) => p.name)).toContain('CBD Gummies & Drops – 500mg');

    // the body as WooCommerce sends it (escaped slashes included): the signature covers these exact bytes
    const body = JSON.stringify({ ...gummies, permalink: 'https://example.com/product/x/' }).replace(/\//g, '\\/');
    const res = await gateway
      .http()
      .post('/webhooks/woocommerce')
      .set('content-type', 'application/json')
      .set('x-wc-webhook-topic', 'product.updated')
      .set('x-wc-webhook-resource', 'product')
      .set('x-wc-webhook-signature', signWebhookBody(body, stub.credentials.webhookSecret))
      .send(body);
    expect(res.status).toBe(200);
    expect(res.body.invalidated).toContain('catalog');
    const fresh = await gateway.gql(PRODUCTS, { search: 'Gummies' });
    expect(fresh.data.products.items.map((p: { name: string }) => p.name)).toContain('CBD Gummies Deluxe');
  });

  it('keeps serving the stale catalogue through a 503 storm; mutations get UPSTREAM_UNAVAILABLE; the breaker opens and recovers', async () => {
    const states: string[] = [];
    const unsubscribe = backend.onBreakerStateChange((state) => states.push(state));
    const before = await gateway.gql(PRODUCTS);
    expect(before.errors).toBeUndefined();
    stub.failWith(503);
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // past the 1 s freshness

    for (let i = 0; i < 3; i += 1) {
      const during = await gateway.gql(PRODUCTS);
      expect(during.errors).toBeUndefined();
      expect(during.data.products.totalCount).toBe(before.data.products.totalCount);
    }
    for (let i = 0; i < 3; i += 1) {
      const login = await gateway.gql(LOGIN, { email: 'anna@greenleaf-retail.example', password: 'Str0ng!Pass' });
      expect(login.errors?.[0]?.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
      expect(login.errors?.[0]?.message).toBe('The store is temporarily unavailable. Please try again later.');
      expect(JSON.stringify(login.res.body)).not.toContain(stub.url);
    }
    // (under load the 500 ms open period may already be over: the transition is what counts)
    expect(states[0]).toBe('open');

    stub.failWith(null);
    await new Promise((resolve) => setTimeout(resolve, 600));
    const after = await gateway.gql(LOGIN, { email: 'anna@greenleaf-retail.example', password: 'Str0ng!Pass' });
    expect(after.errors).toBeUndefined();
    expect(after.data.login.token).toBeTruthy();
    expect(backend.getBreakerState()).toBe('closed');
    expect(states.at(-1)).toBe('closed');
    unsubscribe();
  });
});
