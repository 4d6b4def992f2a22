/**
 * The console's dashboard over real HTTP on the embedded store (PGlite): orders and revenue of the
 * shop's day and month (Europe/Amsterdam, on the admin clock, which the test moves instead of
 * waiting), what awaits the staff, and the low-stock list under the lowStockThreshold setting.
 */
import { centsToDecimal, shopPeriods, toCents, withVariationRules } from '@shop/domain';
import {
  AdminDashboardFiguresDocument,
  AdminMessageMarkReadDocument,
  AdminMessageListDocument,
  AdminOrderDetailDocument,
  AdminOrderSetStatusDocument,
  SaveSettingsDocument,
} from '@shop/schema/admin-operations';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CLOCK, type Clock } from '../src/admin/clock.js';
import { type AdminClient, adminClient, adminGql, adminPortsOf } from './helpers/admin.js';
import {
  type Buyer,
  CONSOLE_SPEC_RATE_LIMITS,
  orderableProducts,
  type PlacedOrder,
  placeOrder,
  registerBuyer,
  sendContactMessage,
} from './helpers/shop-fixtures.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let staff: AdminClient;
let owner: AdminClient;
let buyer: Buyer;
let clock: Clock;
const realNow = () => new Date();
/** processing, completed, cancelled, pending (in the order placed) */
let orders: PlacedOrder[];
let firstPlacedAt: Date;

const dashboard = async () => {
  const { data, errors } = await staff.gql(AdminDashboardFiguresDocument, {});
  expect(errors).toBeUndefined();
  return data.dashboard;
};
const sum = (...amounts: string[]) => centsToDecimal(amounts.reduce((total, a) => total + toCents(a), 0));

beforeAll(async () => {
  t = await startTestApp({ env: CONSOLE_SPEC_RATE_LIMITS });
  clock = t.app.get<Clock>(ADMIN_CLOCK);
  staff = await adminClient(t, { role: 'STAFF' });
  owner = await adminClient(t, { role: 'OWNER' });
  buyer = await registerBuyer(t);
});

afterEach(() => {
  clock.now = realNow;
});

afterAll(async () => {
  await t?.close();
});

describe('dashboard', () => {
  it('starts empty for a shop without orders or messages', async () => {
    expect(await dashboard()).toMatchObject({
      ordersToday: 0,
      revenueToday: { amount: '0.00', currencyCode: 'EUR' },
      ordersThisMonth: 0,
      revenueThisMonth: { amount: '0.00', currencyCode: 'EUR' },
      ordersAwaitingProcessing: 0,
      customersAwaitingApproval: 0,
      unreadMessages: 0,
    });
  });

  it("counts today's and this month's orders, and revenue without cancelled orders", async () => {
    const [p0, p1, p2] = await orderableProducts(t);
    orders = [
      await placeOrder(t, buyer, { lines: [{ productId: p0!.id, quantity: 1 }] }),
      await placeOrder(t, buyer, { lines: [{ productId: p1!.id, quantity: 2 }] }),
      await placeOrder(t, buyer, { lines: [{ productId: p2!.id, quantity: 3 }] }),
      await placeOrder(t, buyer, { lines: [{ productId: p0!.id, quantity: 4 }] }),
    ];
    const [, completed, cancelled, pending] = orders as [PlacedOrder, PlacedOrder, PlacedOrder, PlacedOrder];
    expect(
      (await staff.gql(AdminOrderSetStatusDocument, { id: completed.number, status: 'completed' })).data.setOrderStatus
        .userErrors,
    ).toEqual([]);
    expect(
      (await staff.gql(AdminOrderSetStatusDocument, { id: cancelled.number, status: 'cancelled' })).data.setOrderStatus
        .userErrors,
    ).toEqual([]);
    // an order waiting for something (a payment): the shop places them as processing, the store can hold pending ones
    const stored = (await adminPortsOf(t).orders.get(pending.number))!;
    await adminPortsOf(t).orders.changeStatus(stored.id, {
      from: 'processing',
      to: 'pending',
      note: null,
      actor: 'system',
      at: new Date(),
    });
    const first = await staff.gql(AdminOrderDetailDocument, { id: orders[0]!.number });
    firstPlacedAt = new Date(first.data.order!.createdAt);

    const revenue = sum(orders[0]!.total, completed.total, pending.total);
    expect(await dashboard()).toMatchObject({
      ordersToday: 4,
      revenueToday: { amount: revenue },
      ordersThisMonth: 4,
      revenueThisMonth: { amount: revenue },
      ordersAwaitingProcessing: 2,
    });
  });

  it('counts days from midnight in Amsterdam, not in UTC or on the server clock', async () => {
    const { dayStart, monthStart } = shopPeriods(firstPlacedAt);
    clock.now = () => dayStart;
    expect((await dashboard()).ordersToday).toBe(4);
    // one millisecond earlier the orders are tomorrow's
    clock.now = () => new Date(dayStart.getTime() - 1);
    const yesterday = await dashboard();
    expect(yesterday.ordersToday).toBe(0);
    expect(yesterday.revenueToday.amount).toBe('0.00');
    // the month before
    clock.now = () => new Date(monthStart.getTime() - 1);
    const lastMonth = await dashboard();
    expect(lastMonth.ordersThisMonth).toBe(0);
    expect(lastMonth.revenueThisMonth.amount).toBe('0.00');
    // what awaits does not depend on the day
    expect(lastMonth.ordersAwaitingProcessing).toBe(2);
  });

  it('counts buyers awaiting approval and unread messages', async () => {
    const result = await adminPortsOf(t).customers.changeStatus(buyer.id, {
      from: 'APPROVED',
      to: 'PENDING',
      reason: null,
      at: new Date(),
      endSessions: false,
    });
    expect(result.kind).toBe('ok');
    await sendContactMessage(t, { subject: 'First question' });
    await sendContactMessage(t, { subject: 'Second question' });
    const { data } = await staff.gql(AdminMessageListDocument, {});
    await staff.gql(AdminMessageMarkReadDocument, { id: data.messages.items[0]!.id });
    expect(await dashboard()).toMatchObject({ customersAwaitingApproval: 1, unreadMessages: 1 });
  });

  it('lists products out of stock or at the threshold, visible ones first, at most 10', async () => {
    const products = (await t.backend.catalogue.listProducts()).map(withVariationRules);
    const bySlug = new Map(products.map((p) => [p.slug, p]));
    const outOfStock = products.filter((p) => !p.inStock);
    expect(outOfStock.length).toBeGreaterThan(0);

    // default threshold 5: the demo stock is 250 (100 a variation) or none, so only what is out of stock
    const low = (await dashboard()).lowStock;
    expect(low.length).toBe(Math.min(10, outOfStock.length));
    for (const item of low) expect(item).toMatchObject({ inStock: false, name: bySlug.get(item.slug)!.name });
    const visibility = low.map((item) => bySlug.get(item.slug)!.visible);
    expect(visibility).toEqual([...visibility].sort((a, b) => Number(b) - Number(a)));
    const lowSlugs = low.map((item) => item.slug);
    const visibleOut = outOfStock.filter((p) => p.visible).map((p) => p.slug);
    expect(outOfStock.map((p) => p.slug)).toEqual(expect.arrayContaining(lowSlugs));
    if (visibleOut.length >= 10) expect(visibleOut).toEqual(expect.arrayContaining(lowSlugs));
    else expect(lowSlugs.slice(0, visibleOut.length).sort()).toEqual([...visibleOut].sort());
  });

  it('follows the lowStockThreshold setting', async () => {
    const save = await owner.gql(SaveSettingsDocument, { input: { lowStockThreshold: 300 } });
    expect(save.data.saveSettings.userErrors).toEqual([]);
    const low = (await dashboard()).lowStock;
    expect(low).toHaveLength(10);
    const products = new Map((await t.backend.catalogue.listProducts()).map((p) => [p.slug, withVariationRules(p)]));
    for (const item of low) {
      expect(products.get(item.slug)!.visible).toBe(true);
      expect(item.inStock === false || (item.stockQuantity !== null && item.stockQuantity <= 300)).toBe(true);
    }
    // out of stock before merely low
    const stock = low.map((item) => item.inStock);
    expect(stock).toEqual([...stock].sort((a, b) => Number(a) - Number(b)));
    // merely low ones too (the demo stock is 250, or 100 a variation), lowest first
    const quantities = low.filter((item) => item.inStock).map((item) => item.stockQuantity!);
    expect(quantities.length).toBeGreaterThan(0);
    expect(quantities).toEqual([...quantities].sort((a, b) => a - b));

    await owner.gql(SaveSettingsDocument, { input: { lowStockThreshold: 0 } });
    expect((await dashboard()).lowStock.every((item) => !item.inStock)).toBe(true);
  });

  it('refuses anonymous callers and buyers', async () => {
    for (const auth of [undefined, { cookie: buyer.cookie }, { token: buyer.token }]) {
      const { data, errors } = await adminGql(t, AdminDashboardFiguresDocument, {}, auth);
      expect(data).toBeNull();
      expect(errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    }
  });
});
