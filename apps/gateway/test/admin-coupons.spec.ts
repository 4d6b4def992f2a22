/**
 * The console's coupons on the admin API, and the shop applying them at once: all three types, amount
 * limits, product restrictions, and the expiry and usage limit the console adds, in cartQuote and
 * placeOrder.
 */
import { randomUUID } from 'node:crypto';
import {
  AdminCouponsDocument,
  DeleteCouponDocument,
  SaveCouponDocument,
  type CouponInput,
} from '@shop/schema/admin-operations';
import { COUPON_ADMIN_MESSAGES, COUPON_MESSAGES } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_QUOTE, catalogue, PLACE_ORDER, SHIPPING } from './commerce.harness.js';
import { type AdminClient, adminClient, adminPortsOf } from './helpers/admin.js';
import { type Buyer, registerBuyer } from './helpers/shop-callers.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let staff: AdminClient;
let buyer: Buyer;
let simple: { id: string; priceCents: number };
let other: { id: string; priceCents: number };

beforeAll(async () => {
  t = await startTestApp({
    env: {
      RATE_LIMIT_REGISTER_IP: '1000/60',
      RATE_LIMIT_PLACE_ORDER_IP: '1000/60',
      RATE_LIMIT_PLACE_ORDER_ACCOUNT: '1000/60',
    },
  });
  staff = await adminClient(t, { role: 'STAFF' });
  buyer = await registerBuyer(t);
  // the harness's catalogue helper only needs `store`
  const products = await catalogue({ store: t.backend } as Parameters<typeof catalogue>[0]);
  simple = products.simple;
  other = products.secondSimple;
});

afterAll(async () => {
  await t?.close();
});

const code = (label: string) => `${label}-${randomUUID().slice(0, 6)}`.toUpperCase();

async function saveCoupon(input: CouponInput) {
  const { data, errors } = await staff.gql(SaveCouponDocument, { input });
  expect(errors).toBeUndefined();
  return data.saveCoupon;
}

async function createCoupon(input: CouponInput) {
  const payload = await saveCoupon(input);
  expect(payload.userErrors).toEqual([]);
  return payload.coupon!;
}

async function quote(couponCode: string, lines = [{ productId: simple.id, quantity: 2 }]) {
  const { data, errors } = await t.gql(CART_QUOTE, { input: { lines, couponCode } }, buyer);
  expect(errors).toBeUndefined();
  return data.cartQuote;
}

async function order(couponCode: string, lines = [{ productId: simple.id, quantity: 2 }]) {
  const { data, errors } = await t.gql(
    PLACE_ORDER,
    { input: { lines, couponCode, shipping: SHIPPING }, key: randomUUID() },
    buyer,
  );
  expect(errors).toBeUndefined();
  return data.placeOrder;
}

const euros = (cents: number) => (cents / 100).toFixed(2);

describe('saveCoupon', () => {
  it('creates a fixed_cart coupon that works in cartQuote and placeOrder at once', async () => {
    const c = code('tenoff');
    // asked before it exists: "Invalid coupon code" (and that answer is cached briefly)
    expect((await quote(c)).coupon).toMatchObject({ applied: false, message: COUPON_MESSAGES.invalid });
    const coupon = await createCoupon({ code: c, discountType: 'fixed_cart', amount: '10' });
    expect(coupon).toMatchObject({
      code: c,
      discountType: 'fixed_cart',
      amount: '10.00',
      minimumAmount: null,
      maximumAmount: null,
      productIds: [],
      usageLimit: null,
      usageCount: 0,
      expiresAt: null,
    });
    const quoted = await quote(c.toLowerCase());
    expect(quoted.coupon).toMatchObject({ applied: true, message: null });
    expect(quoted.discount.amount).toBe('10.00');
    const placed = await order(c);
    expect(placed.userErrors).toEqual([]);
    expect(placed.order).toMatchObject({ couponCode: c.toLowerCase(), discount: { amount: '10.00' } });
    const listed = await staff.gql(AdminCouponsDocument);
    expect(listed.data.coupons.find((x) => x.id === coupon.id)?.usageCount).toBe(1);
    const audit = await adminPortsOf(t).audit.list({ action: 'coupon.create' }, 1, 50);
    expect(audit.items.find((e) => e.subject === `coupon ${c}`)).toMatchObject({
      actor: staff.email,
      after: { code: c, amount: 1000, discountType: 'fixed_cart' },
    });
  });

  it('applies a percent coupon restricted to one product to that product only, and a fixed_product one per item', async () => {
    const percent = code('half');
    await createCoupon({ code: percent, discountType: 'percent', amount: '50', productIds: [simple.id] });
    const lines = [
      { productId: simple.id, quantity: 2 },
      { productId: other.id, quantity: 1 },
    ];
    expect((await quote(percent, lines)).discount.amount).toBe(euros(simple.priceCents)); // 50 % of 2 items
    expect((await quote(percent, [{ productId: other.id, quantity: 1 }])).coupon).toMatchObject({
      applied: false,
      message: COUPON_MESSAGES.notApplicable,
    });
    const perItem = code('peritem');
    await createCoupon({ code: perItem, discountType: 'fixed_product', amount: '0.50' });
    expect((await quote(perItem, lines)).discount.amount).toBe('1.50');
  });

  it('enforces the minimum and maximum amounts', async () => {
    const min = code('min');
    await createCoupon({ code: min, discountType: 'fixed_cart', amount: '5', minimumAmount: '100000' });
    expect((await quote(min)).coupon.message).toBe(COUPON_MESSAGES.minimum(10_000_000));
    const max = code('max');
    await createCoupon({ code: max, discountType: 'fixed_cart', amount: '5', maximumAmount: '0.01' });
    expect((await quote(max)).coupon.message).toBe(COUPON_MESSAGES.maximum(1));
  });

  it('refuses an expired coupon in cartQuote and placeOrder, and takes it again once the expiry moves', async () => {
    const c = code('expired');
    const coupon = await createCoupon({
      code: c,
      discountType: 'percent',
      amount: '10',
      expiresAt: '2020-01-01T00:00:00Z',
    });
    expect(coupon.expiresAt).toBe('2020-01-01T00:00:00.000Z');
    expect((await quote(c)).coupon).toMatchObject({ applied: false, message: COUPON_MESSAGES.expired });
    const refused = await order(c);
    expect(refused.order).toBeNull();
    expect(refused.userErrors).toEqual([
      { field: ['couponCode'], message: COUPON_MESSAGES.expired, code: 'INVALID_COUPON' },
    ]);
    const future = new Date(Date.now() + 365 * 24 * 60 * 60 * 1000).toISOString();
    await createCoupon({ id: coupon.id, code: c, discountType: 'percent', amount: '10', expiresAt: future });
    expect((await quote(c)).coupon.applied).toBe(true);
  });

  it('refuses a coupon whose uses are all taken, in cartQuote at once and in placeOrder', async () => {
    const c = code('once');
    await createCoupon({ code: c, discountType: 'fixed_cart', amount: '1', usageLimit: 1 });
    expect((await quote(c)).coupon.applied).toBe(true);
    expect((await order(c)).userErrors).toEqual([]);
    expect((await quote(c)).coupon).toMatchObject({ applied: false, message: COUPON_MESSAGES.usageLimitReached });
    expect((await order(c)).userErrors).toEqual([
      { field: ['couponCode'], message: COUPON_MESSAGES.usageLimitReached, code: 'INVALID_COUPON' },
    ]);
  });

  it('updates a coupon and keeps its usage count', async () => {
    const c = code('edit');
    const coupon = await createCoupon({ code: c, discountType: 'fixed_cart', amount: '2' });
    expect((await order(c)).userErrors).toEqual([]);
    const updated = await createCoupon({
      id: coupon.id,
      code: c,
      discountType: 'percent',
      amount: '12.5',
      usageLimit: 10,
    });
    expect(updated).toMatchObject({ discountType: 'percent', amount: '12.50', usageLimit: 10, usageCount: 1 });
    const audit = await adminPortsOf(t).audit.list({ action: 'coupon.update' }, 1, 50);
    const entry = audit.items.find((e) => e.subject === `coupon ${c}`);
    expect(entry?.before).toMatchObject({ discountType: 'fixed_cart', amount: 200 });
    expect(entry?.after).toMatchObject({ discountType: 'percent', amount: 1250 });
  });

  it('refuses a code another coupon has, whatever its case', async () => {
    const c = code('unique');
    await createCoupon({ code: c, discountType: 'fixed_cart', amount: '1' });
    expect((await saveCoupon({ code: c.toLowerCase(), discountType: 'percent', amount: '5' })).userErrors).toEqual([
      { field: ['input', 'code'], message: COUPON_ADMIN_MESSAGES.codeTaken, code: 'CODE_TAKEN' },
    ]);
    const second = await createCoupon({ code: code('second'), discountType: 'fixed_cart', amount: '1' });
    expect(
      (await saveCoupon({ id: second.id, code: ` ${c.toLowerCase()} `, discountType: 'fixed_cart', amount: '1' }))
        .userErrors,
    ).toEqual([{ field: ['input', 'code'], message: COUPON_ADMIN_MESSAGES.codeTaken, code: 'CODE_TAKEN' }]);
  });

  it.each([
    [
      'an unknown product',
      { productIds: ['999999'] },
      ['input', 'productIds'],
      COUPON_ADMIN_MESSAGES.productUnknown('999999'),
      'UNKNOWN_PRODUCT',
    ],
    [
      'an unknown type',
      { discountType: 'free_shipping' },
      ['input', 'discountType'],
      COUPON_ADMIN_MESSAGES.discountType,
      'INVALID',
    ],
    [
      'a percentage above 100',
      { discountType: 'percent', amount: '150' },
      ['input', 'amount'],
      COUPON_ADMIN_MESSAGES.percentMax,
      'INVALID',
    ],
    [
      'a minimum above the maximum',
      { minimumAmount: '50', maximumAmount: '20' },
      ['input', 'minimumAmount'],
      COUPON_ADMIN_MESSAGES.minAboveMax,
      'INVALID',
    ],
    ['a usage limit of 0', { usageLimit: 0 }, ['input', 'usageLimit'], COUPON_ADMIN_MESSAGES.usageLimit, 'INVALID'],
    ['a negative amount', { amount: '-5' }, ['input', 'amount'], COUPON_ADMIN_MESSAGES.amount, 'INVALID'],
    ['an empty code', { code: '  ' }, ['input', 'code'], 'Please enter a coupon code', 'INVALID'],
    ['an unknown id', { id: '999999' }, ['input', 'id'], COUPON_ADMIN_MESSAGES.notFound, 'NOT_FOUND'],
  ])('refuses %s', async (_, change, field, message, errorCode) => {
    const input = { code: code('bad'), discountType: 'fixed_cart', amount: '5', ...change } as CouponInput;
    const payload = await saveCoupon(input);
    expect(payload.coupon).toBeNull();
    expect(payload.userErrors).toContainEqual({ field, message, code: errorCode });
  });
});

it('malformed amounts and dates are refused by the Decimal and DateTime scalars before any rule runs', async () => {
  for (const change of [{ amount: '1,5' }, { expiresAt: 'next week' }]) {
    const { data, errors } = await staff.gql(SaveCouponDocument, {
      input: { code: code('scalar'), discountType: 'fixed_cart', amount: '5', ...change },
    });
    expect(data).toBeUndefined();
    expect(errors?.[0]?.extensions.code).toBe('BAD_REQUEST');
  }
});

describe('deleteCoupon', () => {
  it('deletes a coupon: the shop refuses it at once, orders keep its code', async () => {
    const c = code('bye');
    const coupon = await createCoupon({ code: c, discountType: 'fixed_cart', amount: '3' });
    const placed = await order(c);
    expect((await quote(c)).coupon.applied).toBe(true);
    const { data } = await staff.gql(DeleteCouponDocument, { id: coupon.id });
    expect(data.deleteCoupon).toEqual({ ok: true, userErrors: [] });
    expect((await quote(c)).coupon).toMatchObject({ applied: false, message: COUPON_MESSAGES.invalid });
    const kept = await t.gql(`query O($id: ID!) { order(id: $id) { couponCode } }`, { id: placed.order.id }, buyer);
    expect(kept.data.order.couponCode).toBe(c.toLowerCase());
    expect((await staff.gql(AdminCouponsDocument)).data.coupons.map((x) => x.id)).not.toContain(coupon.id);
    const audit = await adminPortsOf(t).audit.list({ action: 'coupon.delete' }, 1, 50);
    expect(audit.items.find((e) => e.subject === `coupon ${c}`)?.before).toMatchObject({ code: c });
  });

  it('answers NOT_FOUND for an unknown coupon', async () => {
    const { data } = await staff.gql(DeleteCouponDocument, { id: '999999' });
    expect(data.deleteCoupon).toEqual({
      ok: false,
      userErrors: [{ field: ['id'], message: COUPON_ADMIN_MESSAGES.notFound, code: 'NOT_FOUND' }],
    });
  });
});
