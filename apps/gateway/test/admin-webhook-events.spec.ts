/**
 * Changes made in the operator console reach integrators' webhooks: a status change of a buyer's
 * order (order.status_changed, to that buyer only) and a product edit (product.updated with what
 * changed, product.stock_changed when the stock moved). Real HTTP through the gateway on PGlite, a
 * receiver on 127.0.0.1, the outbox worker run by hand (nothing sleeps).
 */
import { AdminOrderSetStatusDocument, AdminProductDocument, SaveProductDocument } from '@shop/schema/admin-operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebhookWorker } from '../src/integrations/webhook-worker.js';
import { type AdminClient, adminClient } from './helpers/admin.js';
import {
  type Buyer,
  CONSOLE_SPEC_RATE_LIMITS,
  orderableProducts,
  placeOrder,
  registerBuyer,
} from './helpers/shop-fixtures.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';
import { CREATE_WEBHOOK, startReceiver } from './integrations.harness.js';

let t: TestApp;
let owner: AdminClient;
let anna: Buyer;
let bram: Buyer;

beforeAll(async () => {
  t = await startTestApp({
    env: { ...CONSOLE_SPEC_RATE_LIMITS, WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_WORKER: 'false' },
  });
  owner = await adminClient(t, { role: 'OWNER' });
  anna = await registerBuyer(t, { name: 'Anna de Boer' });
  bram = await registerBuyer(t, { name: 'Bram Jansen' });
});

afterAll(async () => {
  await t?.close();
});

async function subscribe(buyer: Buyer, url: string, events: string[]) {
  const { data, errors } = await t.gql(CREATE_WEBHOOK, { url, events }, { token: buyer.token });
  expect(errors).toBeUndefined();
  expect(data.createWebhook.userErrors).toEqual([]);
  return data.createWebhook.webhook.id as string;
}

const deliver = () => t.app.get(WebhookWorker).runOnce();
const bodies = (receiver: { received: { body: string }[] }) => receiver.received.map((r) => JSON.parse(r.body));

describe('console changes announced to webhooks', () => {
  it("a status change reaches the order's buyer as order.status_changed, and no other buyer", async () => {
    const annaHooks = await startReceiver();
    const bramHooks = await startReceiver();
    await subscribe(anna, annaHooks.url, ['order.status_changed']);
    await subscribe(bram, bramHooks.url, ['order.status_changed']);
    const [product] = await orderableProducts(t);
    const order = await placeOrder(t, anna, { lines: [{ productId: product!.id, quantity: 1 }] });

    const { data, errors } = await owner.gql(AdminOrderSetStatusDocument, { id: order.number, status: 'completed' });
    expect(errors).toBeUndefined();
    expect(data.setOrderStatus.userErrors).toEqual([]);
    await deliver();

    expect(bramHooks.received).toEqual([]);
    const [event] = bodies(annaHooks);
    expect(annaHooks.received).toHaveLength(1);
    expect(annaHooks.received[0]!.headers['x-shop-event']).toBe('order.status_changed');
    expect(event).toMatchObject({
      type: 'order.status_changed',
      data: { previousStatus: 'processing', order: { id: order.number, status: 'completed' } },
    });
    await annaHooks.close();
    await bramHooks.close();
  });

  it('a product edit sends product.updated with the changed fields, and product.stock_changed when stock moved', async () => {
    const receiver = await startReceiver();
    await subscribe(bram, receiver.url, ['product.updated', 'product.stock_changed']);
    const [product] = await orderableProducts(t);
    const current = await owner.gql(AdminProductDocument, { id: product!.id });
    expect(current.errors).toBeUndefined();
    const p = current.data.product!;
    const input = {
      id: p.id,
      name: `${p.name} (new label)`,
      slug: p.slug,
      type: p.type,
      status: p.status,
      catalogVisibility: p.catalogVisibility,
      price: p.price.amount,
      description: p.description,
      shortDescription: p.shortDescription,
      categorySlugs: p.categories.map((c) => c.slug),
      stockStatus: 'outofstock',
      images: p.images.map((image) => ({ mediaId: image.mediaId, src: image.src, alt: image.alt })),
    };
    const saved = await owner.gql(SaveProductDocument, { input });
    expect(saved.errors).toBeUndefined();
    expect(saved.data.saveProduct.userErrors).toEqual([]);
    await deliver();

    const events = bodies(receiver);
    const updated = events.find((e) => e.type === 'product.updated');
    expect(updated?.data.product).toMatchObject({ id: p.id, slug: p.slug, name: `${p.name} (new label)` });
    expect(updated?.data.changed).toEqual(expect.arrayContaining(['name', 'inStock']));
    const stock = events.find((e) => e.type === 'product.stock_changed');
    expect(stock?.data).toMatchObject({ product: { id: p.id, inStock: false }, variationId: null });
    await receiver.close();
  });
});
