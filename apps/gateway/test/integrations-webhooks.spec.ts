import { createHmac } from 'node:crypto';
import { WEBHOOK_MAX_ATTEMPTS, webhookRetryDelayMs } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoreDatabase } from '../src/backends/embedded/testing/seeded-store.js';
import type { TempDatabase } from '../src/backends/embedded/testing/test-store.js';
import { ShopEvents } from '../src/events/shop-events.js';
import { WebhookWorker } from '../src/integrations/webhook-worker.js';
import { WebhooksService } from '../src/integrations/webhooks.service.js';
import {
  type Caller,
  type Json,
  catalogue,
  GENEROUS_RATE_LIMITS,
  newKey,
  PLACE_ORDER,
  registerCustomer,
  SHIPPING,
  sql,
  startGateway,
  type Gateway,
} from './commerce.harness.js';
import { CREATE_WEBHOOK, createKey, startReceiver, WEBHOOKS, withKey } from './integrations.harness.js';

/**
 * Webhooks out through real HTTP: the gateway on PostgreSQL, receivers on 127.0.0.1 (allowed by
 * WEBHOOK_ALLOW_PRIVATE=true on `open`), and a second gateway on the same database with the default
 * rules (`strict`) for the address checks. The worker runs by hand with the test's clock: nothing sleeps.
 */
let db: TempDatabase;
let open: Gateway;
let replica: Gateway;
let strict: Gateway;

beforeAll(async () => {
  Object.assign(process.env, GENEROUS_RATE_LIMITS);
  db = await createStoreDatabase('seeded', 'webhooks');
  open = await startGateway({
    databaseUrl: db.url,
    env: { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_WORKER: 'false', WEBHOOK_TIMEOUT_MS: '1000' },
  });
  replica = await startGateway({
    databaseUrl: db.url,
    env: { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_WORKER: 'false', WEBHOOK_TIMEOUT_MS: '1000' },
  });
  strict = await startGateway({ databaseUrl: db.url, env: { WEBHOOK_WORKER: 'false' } });
});

afterAll(async () => {
  await open?.close();
  await replica?.close();
  await strict?.close();
  await db?.drop();
});

const worker = (gateway: Gateway) => gateway.app.get(WebhookWorker);
const DELETE_WEBHOOK = 'mutation ($id: ID!) { deleteWebhook(id: $id) { ok userErrors { code } } }';
const REDELIVER = /* GraphQL */ `
  mutation ($id: ID!) {
    redeliverWebhook(deliveryId: $id) {
      delivery {
        id
        status
        attempts
      }
      userErrors {
        code
        message
      }
    }
  }
`;
const ENABLE =
  'mutation ($id: ID!) { enableWebhook(id: $id) { webhook { enabled disabledReason } userErrors { code } } }';

async function subscribe(caller: Caller, url: string, events = ['order.created']) {
  const res = await caller.gql(CREATE_WEBHOOK, { url, events });
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  expect(res.data.createWebhook.userErrors).toEqual([]);
  return { id: res.data.createWebhook.webhook.id as string, secret: res.data.createWebhook.secret as string };
}

async function placeOrder(caller: Caller) {
  const { simple } = await catalogue(open);
  const res = await caller.gql(PLACE_ORDER, {
    input: { lines: [{ productId: simple.id, quantity: 1 }], shipping: SHIPPING },
    key: newKey(),
  });
  expect(res.data.placeOrder.userErrors).toEqual([]);
  return res.data.placeOrder.order;
}

async function deliveriesOf(caller: Caller, webhookId: string) {
  const res = await caller.gql(WEBHOOKS, { limit: 50 });
  return res.data.webhooks.find((w: { id: string }) => w.id === webhookId);
}

/** the order's money fields as the API has them (PLACE_ORDER asks fewer fields) */
function eurAmounts(order: Json) {
  const money = (m: { amount: string }) => ({ amount: m.amount, currencyCode: 'EUR' });
  return {
    subtotal: money(order.subtotal),
    discount: money(order.discount),
    total: money(order.total),
    lines: order.lines.map((line: Json) => ({
      ...line,
      unitPrice: money(line.unitPrice),
      lineTotal: money(line.lineTotal),
    })),
  };
}

const sign = (secret: string, timestamp: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

describe('webhooks', () => {
  it('deliver a signed order.created to the buyer who placed the order', async () => {
    const receiver = await startReceiver();
    const buyer = await registerCustomer(open);
    const hook = await subscribe(buyer.caller, receiver.url);
    expect(hook.secret).toMatch(/^whsec_/);
    const order = await placeOrder(buyer.caller);

    expect(await worker(open).runOnce()).toEqual({ claimed: 1, delivered: 1 });
    const [receipt] = receiver.received;
    expect(receiver.received).toHaveLength(1);
    const body = JSON.parse(receipt!.body);
    expect(body).toEqual({
      id: expect.any(String),
      type: 'order.created',
      createdAt: expect.any(String),
      // the order as the API shows it
      data: {
        order: {
          ...order,
          createdAt: expect.any(String),
          currencyCode: 'EUR',
          ...eurAmounts(order),
          // issue 18: shipping, VAT, PO number, payment method and the invoice travel with the order
          shippingTotal: { amount: expect.stringMatching(/^\d+\.\d{2}$/), currencyCode: 'EUR' },
          taxTotal: { amount: expect.stringMatching(/^\d+\.\d{2}$/), currencyCode: 'EUR' },
          taxLines: expect.any(Array),
          reverseCharge: false,
          poNumber: null,
          paymentMethod: 'Invoice (bank transfer, 30 days)',
          invoice: {
            number: expect.stringMatching(/^\d{4}-\d{5}$/),
            issuedAt: expect.any(String),
            url: expect.stringMatching(/^\/invoices\/\d{4}-\d{5}\.pdf$/),
          },
          creditNote: null,
        },
      },
    });
    expect(receipt!.headers).toMatchObject({
      'content-type': 'application/json',
      'x-shop-event': 'order.created',
      'x-shop-timestamp': expect.stringMatching(/^\d{10}$/),
    });
    const timestamp = receipt!.headers['x-shop-timestamp'] as string;
    expect(receipt!.headers['x-shop-signature']).toBe(sign(hook.secret, timestamp, receipt!.body));
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(300);

    const listed = await deliveriesOf(buyer.caller, hook.id);
    expect(listed.deliveries).toEqual([
      expect.objectContaining({
        id: receipt!.headers['x-shop-delivery'],
        eventId: body.id,
        event: 'order.created',
        status: 'DELIVERED',
        attempts: 1,
        lastResponseCode: 200,
        lastError: null,
        nextAttemptAt: null,
      }),
    ]);
    await buyer.caller.gql(DELETE_WEBHOOK, { id: hook.id });
    await receiver.close();
  });

  it('retry a receiver that fails twice: it gets the event exactly once, always with the same delivery id', async () => {
    const receiver = await startReceiver((n) => (n <= 2 ? 500 : 200));
    const buyer = await registerCustomer(open);
    const hook = await subscribe(buyer.caller, receiver.url);
    await placeOrder(buyer.caller);
    const start = new Date();
    const at = (ms: number) => new Date(start.getTime() + ms);

    expect(await worker(open).runOnce(start)).toEqual({ claimed: 1, delivered: 0 });
    // not due again before the schedule says so
    expect(await worker(open).runOnce(at(webhookRetryDelayMs(1)! - 1000))).toEqual({ claimed: 0, delivered: 0 });
    const second = webhookRetryDelayMs(1)!;
    expect(await worker(open).runOnce(at(second))).toEqual({ claimed: 1, delivered: 0 });
    const third = second + webhookRetryDelayMs(2)!;
    expect(await worker(open).runOnce(at(third))).toEqual({ claimed: 1, delivered: 1 });
    // nothing is left to send, however late
    expect(await worker(open).runOnce(at(48 * 3600_000))).toEqual({ claimed: 0, delivered: 0 });

    expect(receiver.received.map((r) => r.status)).toEqual([500, 500, 200]);
    const deliveryIds = new Set(receiver.received.map((r) => r.headers['x-shop-delivery']));
    const eventIds = new Set(receiver.received.map((r) => JSON.parse(r.body).id));
    expect(deliveryIds.size).toBe(1);
    expect(eventIds.size).toBe(1);
    const successful = new Set(
      receiver.received.filter((r) => r.status < 300).map((r) => r.headers['x-shop-delivery']),
    );
    expect(successful.size).toBe(1);

    const [delivery] = (await deliveriesOf(buyer.caller, hook.id)).deliveries;
    expect(delivery).toMatchObject({ status: 'DELIVERED', attempts: 3, lastResponseCode: 200 });
    const log = await sql<{ response_code: number }>(
      db.url,
      `SELECT a.response_code FROM webhook_attempts a JOIN webhook_deliveries d ON d.id = a.delivery_id
       WHERE d.public_id = $1 ORDER BY a.id`,
      [delivery.id],
    );
    expect(log.map((row) => row.response_code)).toEqual([500, 500, 200]);
    await buyer.caller.gql(DELETE_WEBHOOK, { id: hook.id });
    await receiver.close();
  });

  it('disable a webhook whose delivery failed every try, e-mail its owner, and send again once enabled', async () => {
    let healthy = false;
    const receiver = await startReceiver(() => (healthy ? 200 : 500));
    const buyer = await registerCustomer(open);
    const hook = await subscribe(buyer.caller, receiver.url);
    await placeOrder(buyer.caller);
    let now = new Date();
    for (let attempt = 1; attempt <= WEBHOOK_MAX_ATTEMPTS; attempt++) {
      expect(await worker(open).runOnce(now), `try ${attempt}`).toEqual({ claimed: 1, delivered: 0 });
      now = new Date(now.getTime() + (webhookRetryDelayMs(attempt) ?? 0));
    }
    expect(receiver.received).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
    const disabled = await deliveriesOf(buyer.caller, hook.id);
    expect(disabled).toMatchObject({
      enabled: false,
      disabledReason: `a delivery failed all ${WEBHOOK_MAX_ATTEMPTS} tries (last: the receiver answered 500)`,
    });
    expect(disabled.deliveries[0]).toMatchObject({
      status: 'FAILED',
      attempts: WEBHOOK_MAX_ATTEMPTS,
      nextAttemptAt: null,
    });
    const [mail] = await open.outbox.list(buyer.email, 5);
    expect(mail).toMatchObject({ subject: 'Your webhook was disabled' });
    expect(mail!.text).toContain(receiver.url);
    expect(mail!.text).toContain('http://shop.test/account?tab=developers');

    // a disabled webhook gets no new events, and nothing is sent while it stays off
    await placeOrder(buyer.caller);
    expect((await deliveriesOf(buyer.caller, hook.id)).deliveries).toHaveLength(1);
    const refused = await buyer.caller.gql(REDELIVER, { id: disabled.deliveries[0].id });
    expect(refused.data.redeliverWebhook.userErrors[0].code).toBe('WEBHOOK_DISABLED');

    // fixed and turned back on: a manual redelivery sends it with the same delivery id
    healthy = true;
    expect((await buyer.caller.gql(ENABLE, { id: hook.id })).data.enableWebhook).toEqual({
      webhook: { enabled: true, disabledReason: null },
      userErrors: [],
    });
    const queued = await buyer.caller.gql(REDELIVER, { id: disabled.deliveries[0].id });
    expect(queued.data.redeliverWebhook.delivery).toMatchObject({ status: 'PENDING', attempts: 0 });
    expect(await worker(open).runOnce(new Date(Date.now() + 1000))).toEqual({ claimed: 1, delivered: 1 });
    expect(receiver.received.at(-1)!.headers['x-shop-delivery']).toBe(disabled.deliveries[0].id);
    const audit = await sql<{ action: string; actor: string }>(
      db.url,
      `SELECT action, actor FROM audit_log WHERE subject = $1 ORDER BY id`,
      [`webhook ${hook.id}`],
    );
    expect(audit).toEqual([
      { action: 'webhook.created', actor: `buyer ${buyer.email}` },
      { action: 'webhook.disabled', actor: 'system' },
      { action: 'webhook.enabled', actor: `buyer ${buyer.email}` },
    ]);
    await buyer.caller.gql(DELETE_WEBHOOK, { id: hook.id });
    await receiver.close();
  });

  it('count a receiver that never answers as a failed try (timeout)', async () => {
    const { createServer } = await import('node:http');
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    const buyer = await registerCustomer(open);
    const hook = await subscribe(buyer.caller, `http://127.0.0.1:${port}/never`);
    await placeOrder(buyer.caller);
    expect(await worker(open).runOnce()).toEqual({ claimed: 1, delivered: 0 });
    const [delivery] = (await deliveriesOf(buyer.caller, hook.id)).deliveries;
    expect(delivery).toMatchObject({
      status: 'PENDING',
      attempts: 1,
      lastResponseCode: null,
      lastError: 'timed out after 1000 ms',
    });
    await buyer.caller.gql(DELETE_WEBHOOK, { id: hook.id });
    silent.closeAllConnections();
    silent.close();
  });

  it('send a buyer only their own order events, and public catalogue events to every subscriber', async () => {
    const receiverA = await startReceiver();
    const receiverB = await startReceiver();
    const alice = await registerCustomer(open);
    const bob = await registerCustomer(open);
    const hookA = await subscribe(alice.caller, receiverA.url, ['order.created', 'product.updated']);
    const hookB = await subscribe(bob.caller, receiverB.url, ['order.created', 'product.updated']);
    await placeOrder(alice.caller);
    const events = open.app.get(ShopEvents);
    const emitted = await events.emit({
      type: 'product.updated',
      data: { product: { id: '1', slug: 'cbd-oil', name: 'CBD Oil' }, changed: ['name'] },
    });
    expect(emitted).toMatchObject({ type: 'product.updated', queued: 2 });
    await worker(open).runOnce();
    expect(receiverA.received.map((r) => r.headers['x-shop-event']).sort()).toEqual([
      'order.created',
      'product.updated',
    ]);
    expect(receiverB.received.map((r) => r.headers['x-shop-event'])).toEqual(['product.updated']);
    expect(JSON.parse(receiverB.received[0]!.body).id).toBe(emitted!.id);
    for (const [caller, id] of [
      [alice.caller, hookA.id],
      [bob.caller, hookB.id],
    ] as const)
      await caller.gql(DELETE_WEBHOOK, { id });
    await receiverA.close();
    await receiverB.close();
  });

  it('are each sent once when two replicas deliver the outbox at the same time', async () => {
    const receiver = await startReceiver();
    const buyer = await registerCustomer(open);
    const hook = await subscribe(buyer.caller, receiver.url, ['product.updated']);
    const events = open.app.get(ShopEvents);
    const emitted = [];
    for (let i = 0; i < 25; i++) {
      emitted.push(
        await events.emit({
          type: 'product.updated',
          data: { product: { id: String(i), slug: `p-${i}`, name: `P ${i}` }, changed: ['name'] },
        }),
      );
    }
    // both workers claim in rounds of 10 at once until the outbox is empty
    let claimed = 0;
    for (;;) {
      const rounds = await Promise.all([worker(open).runOnce(), worker(replica).runOnce()]);
      const now = rounds.reduce((sum, round) => sum + round.claimed, 0);
      if (now === 0) break;
      claimed += now;
    }
    expect(claimed).toBe(25);
    const eventIds = receiver.received.map((r) => JSON.parse(r.body).id).sort();
    expect(eventIds).toEqual(emitted.map((e) => e!.id).sort());
    expect(new Set(receiver.received.map((r) => r.headers['x-shop-delivery'])).size).toBe(25);
    await buyer.caller.gql(DELETE_WEBHOOK, { id: hook.id });
    await receiver.close();
  });

  it('can be managed with an API key whose scopes cover the events', async () => {
    const receiver = await startReceiver();
    const buyer = await registerCustomer(open);
    const catalogKey = withKey(open, (await createKey(buyer.caller, ['catalog:read'])).secret);
    const { id: ordersKeyId, secret: ordersSecret } = await createKey(buyer.caller, ['orders:read']);
    const ordersKey = withKey(open, ordersSecret);
    const refused = await catalogKey.gql(CREATE_WEBHOOK, { url: receiver.url, events: ['order.created'] });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'This API key may not subscribe to order.created: it needs the "orders:read" scope.',
      extensions: { code: 'FORBIDDEN' },
    });
    const hook = await subscribe(ordersKey, receiver.url, ['order.created']);
    expect((await ordersKey.gql(WEBHOOKS)).data.webhooks.map((w: { id: string }) => w.id)).toEqual([hook.id]);
    const writerOnly = withKey(open, (await createKey(buyer.caller, ['orders:write'])).secret);
    expect((await writerOnly.gql(WEBHOOKS)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const [audit] = await sql<{ actor: string }>(db.url, 'SELECT actor FROM audit_log WHERE subject = $1', [
      `webhook ${hook.id}`,
    ]);
    expect(audit!.actor).toBe(`api key ${ordersKeyId} of ${buyer.email}`);
    expect((await ordersKey.gql(DELETE_WEBHOOK, { id: hook.id })).data.deleteWebhook).toEqual({
      ok: true,
      userErrors: [],
    });
    await receiver.close();
  });
});

describe('webhook addresses (SSRF)', () => {
  it('refuse URLs that are not https or point at this network, at subscription', async () => {
    const buyer = await registerCustomer(strict);
    const refusedUrls = [
      'https://127.0.0.1/hook',
      'https://127.8.9.10/hook',
      'https://10.1.2.3/hook',
      'https://172.16.0.1/hook',
      'https://192.168.1.1/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://0.0.0.0/hook',
      'https://[::1]/hook',
      'https://[fc00::1]/hook',
      'https://[fd12:3456::1]/hook',
      'https://[fe80::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://[::ffff:a9fe:a9fe]/hook',
      'https://localhost/hook',
      'https://2130706433/hook',
    ];
    for (const url of refusedUrls) {
      const res = await buyer.caller.gql(CREATE_WEBHOOK, { url, events: ['order.created'] });
      expect(res.data.createWebhook.userErrors, url).toEqual([
        {
          field: ['url'],
          code: 'URL_NOT_ALLOWED',
          message:
            'The webhook URL must point at a public internet address (not localhost, a private, link-local or unique-local network)',
        },
      ]);
    }
    const http = await buyer.caller.gql(CREATE_WEBHOOK, {
      url: 'http://erp.example.com/hook',
      events: ['order.created'],
    });
    expect(http.data.createWebhook.userErrors).toEqual([
      { field: ['url'], code: 'INVALID', message: 'The webhook URL must use https' },
    ]);
  });

  it('refuse a host name that resolves to a private address, and accept one that resolves to a public one', async () => {
    const webhooks = strict.app.get(WebhooksService);
    webhooks.resolver = async (host) =>
      host === 'erp.example.test' ? [{ address: '93.184.216.34', family: 4 }] : [{ address: '10.0.0.7', family: 4 }];
    try {
      const buyer = await registerCustomer(strict);
      const inside = await buyer.caller.gql(CREATE_WEBHOOK, {
        url: 'https://intranet.example.test/h',
        events: ['order.created'],
      });
      expect(inside.data.createWebhook.userErrors[0].code).toBe('URL_NOT_ALLOWED');
      const outside = await buyer.caller.gql(CREATE_WEBHOOK, {
        url: 'https://erp.example.test/h',
        events: ['order.created'],
      });
      expect(outside.data.createWebhook.userErrors).toEqual([]);
      await buyer.caller.gql(DELETE_WEBHOOK, { id: outside.data.createWebhook.webhook.id });
    } finally {
      webhooks.resolver = undefined;
    }
  });

  it('check the address again at delivery: nothing is sent to a private address', async () => {
    const receiver = await startReceiver();
    const buyer = await registerCustomer(open);
    // subscribed where private addresses were allowed, delivered by a gateway with the default rules
    const hook = await subscribe(buyer.caller, `https://localhost:${receiver.port}/hooks`);
    await placeOrder(buyer.caller);
    expect(await worker(strict).runOnce()).toEqual({ claimed: 1, delivered: 0 });
    expect(receiver.connections()).toBe(0);
    const [delivery] = (await deliveriesOf(buyer.caller, hook.id)).deliveries;
    expect(delivery).toMatchObject({ status: 'PENDING', attempts: 1, lastResponseCode: null });
    expect(delivery.lastError).toMatch(
      /^address not allowed: localhost resolves to (127\.0\.0\.1|::1), which is not a public address$/,
    );
    await buyer.caller.gql(DELETE_WEBHOOK, { id: hook.id });
    await receiver.close();
  });
});

describe('shop events', () => {
  it('queue nothing when no webhook listens, and never for a guest order', async () => {
    const events = open.app.get(ShopEvents);
    const before = await sql<{ n: string }>(db.url, 'SELECT count(*)::text AS n FROM webhook_events');
    const nobody = await events.emit({
      type: 'product.stock_changed',
      data: { product: { id: '1', slug: 's', name: 'n', inStock: false, stockQuantity: 0 } },
    });
    expect(nobody?.queued).toBe(0);
    const guest = await events.emit({ type: 'order.created', customerId: null, data: { order: {} as never } });
    expect(guest?.queued).toBe(0);
    expect(await sql<{ n: string }>(db.url, 'SELECT count(*)::text AS n FROM webhook_events')).toEqual(before);
  });
});
