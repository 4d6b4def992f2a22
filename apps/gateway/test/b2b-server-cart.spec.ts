/**
 * Issue 19, the server cart, on the embedded store (real PGlite) through real HTTP: `cart`,
 * `cartAddLines` (ADD_ITEM merge, a key applied once), `cartSetLines` (last writer wins per line by
 * version, coupon), the caps, who may see and change a cart, two sessions of one buyer editing at once,
 * and `reorder` putting a past order back into the cart.
 */
import { randomUUID } from 'node:crypto';
import { ServerCartAddLinesDocument, ServerCartDocument, ServerCartSetLinesDocument } from '@shop/schema/operations';
import { MAX_CART_LINES, SERVER_CART_MESSAGES } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACE_ORDER, SHIPPING } from './commerce.harness.js';
import { BUYER_PASSWORD, type Buyer, registerBuyer } from './helpers/shop-callers.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let buyer: Buyer;
let other: Buyer;
/** visible, in-stock simple products of the demo catalogue */
let simple: string[];
/** a variable product with at least two variations */
let variable: { id: string; variations: string[] };

const LOGIN = `mutation SecondSession($email: String!, $password: String!) {
  login(email: $email, password: $password) { token }
}`;

const PRODUCTS = `query CartSpecProducts {
  products(pageSize: 100) { items { id type inStock variations { id inStock } } }
}`;

const QUOTE = `query CartSpecQuote {
  cart { version couponCode quote { subtotal { amount } discount { amount } coupon { code applied } lines { productId quantity available } userErrors { code message } } }
}`;

const REORDER = `mutation CartSpecReorder($orderId: ID!) {
  reorder(orderId: $orderId) {
    lines { productId quantity }
    cart { version lines { productId variationId quantity } }
    userErrors { code message }
  }
}`;

beforeAll(async () => {
  t = await startTestApp({
    env: {
      RATE_LIMIT_REGISTER_IP: '1000/60',
      RATE_LIMIT_LOGIN_IP: '1000/60',
      RATE_LIMIT_PLACE_ORDER_IP: '1000/60',
    },
  });
  buyer = await registerBuyer(t);
  other = await registerBuyer(t);
  const { data } = await t.gql(PRODUCTS);
  const items = data.products.items as {
    id: string;
    type: string;
    inStock: boolean;
    variations: { id: string; inStock: boolean }[];
  }[];
  simple = items.filter((p) => p.type === 'SIMPLE' && p.inStock).map((p) => p.id);
  const v = items.find((p) => p.type === 'VARIABLE' && p.variations.filter((x) => x.inStock).length >= 2)!;
  variable = { id: v.id, variations: v.variations.filter((x) => x.inStock).map((x) => x.id) };
  expect(simple.length).toBeGreaterThanOrEqual(4);
});

afterAll(async () => {
  await t?.close();
});

const auth = (who: { token: string }) => ({ token: who.token });

async function cartOf(who: { token: string }) {
  const { data, errors } = await t.gql(ServerCartDocument, {}, auth(who));
  expect(errors).toBeUndefined();
  return data.cart;
}

type LineInput = {
  productId: string;
  variationId?: string;
  attribute?: { name: string; value: string };
  quantity: number;
};

async function add(who: { token: string }, lines: LineInput[], key?: string) {
  const { data, errors } = await t.gql(ServerCartAddLinesDocument, { lines, key }, auth(who));
  expect(errors).toBeUndefined();
  return data.cartAddLines;
}

async function set(
  who: { token: string },
  lines: LineInput[],
  options: { couponCode?: string | null; baseVersion?: number; key?: string } = {},
) {
  const { data, errors } = await t.gql(ServerCartSetLinesDocument, { lines, ...options }, auth(who));
  expect(errors).toBeUndefined();
  return data.cartSetLines;
}

const shape = (cart: { lines: { productId: string; variationId: string | null; quantity: number }[] }) =>
  cart.lines.map((l) => `${l.productId}/${l.variationId ?? '-'}x${l.quantity}`).sort();

async function freshBuyer(): Promise<Buyer> {
  return registerBuyer(t);
}

describe('access', () => {
  it('is refused to anonymous callers (UNAUTHENTICATED), like the other buyer-only fields', async () => {
    const read = await t.gql(ServerCartDocument, {});
    expect(read.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const write = await t.gql(ServerCartAddLinesDocument, { lines: [{ productId: simple[0]!, quantity: 1 }] });
    expect(write.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const setting = await t.gql(ServerCartSetLinesDocument, { lines: [] });
    expect(setting.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it("is each buyer's own: another buyer never sees or changes my cart", async () => {
    const me = await freshBuyer();
    const stranger = await freshBuyer();
    await add(me, [{ productId: simple[0]!, quantity: 2 }]);
    expect(shape(await cartOf(stranger))).toEqual([]);
    await set(stranger, [{ productId: simple[1]!, quantity: 5 }]);
    expect(shape(await cartOf(me))).toEqual([`${simple[0]}/-x2`]);
    expect(shape(await cartOf(stranger))).toEqual([`${simple[1]}/-x5`]);
  });
});

describe('cartAddLines', () => {
  it('starts empty at version 0, adds quantities of the same product and variant, and shows products', async () => {
    const me = await freshBuyer();
    const empty = await cartOf(me);
    expect(empty).toEqual({ version: 0, couponCode: null, lines: [] });
    const [v1, v2] = variable.variations;
    const first = await add(me, [
      { productId: simple[0]!, quantity: 2 },
      { productId: variable.id, variationId: v1!, quantity: 1 },
    ]);
    expect(first.userErrors).toEqual([]);
    const second = await add(me, [
      { productId: simple[0]!, quantity: 3 },
      { productId: variable.id, variationId: v2!, quantity: 1 },
      { productId: variable.id, variationId: v1!, quantity: 4 },
    ]);
    expect(second.cart.version).toBe(2);
    expect(shape(second.cart)).toEqual([`${simple[0]}/-x5`, `${variable.id}/${v1}x5`, `${variable.id}/${v2}x1`].sort());
    const line = second.cart.lines.find((l) => l.productId === simple[0])!;
    expect(line.product).toMatchObject({
      id: simple[0],
      name: expect.any(String),
      price: { amount: expect.any(String) },
    });
    expect(shape(await cartOf(me))).toEqual(shape(second.cart));
  });

  it('merges a browser cart once: the same key again changes nothing', async () => {
    const me = await freshBuyer();
    const key = `merge-${randomUUID()}`;
    const lines = [
      { productId: simple[0]!, quantity: 2 },
      { productId: simple[1]!, quantity: 1 },
    ];
    const first = await add(me, lines, key);
    const again = await add(me, lines, key);
    expect(again.cart).toEqual(first.cart);
    expect(shape(await cartOf(me))).toEqual([`${simple[0]}/-x2`, `${simple[1]}/-x1`].sort());
    const badKey = await add(me, lines, 'has spaces');
    expect(badKey.userErrors).toEqual([{ field: ['key'], message: SERVER_CART_MESSAGES.key, code: 'INVALID' }]);
  });

  it(`refuses more than ${MAX_CART_LINES} lines and quantities outside 1 to 9999, changing nothing`, async () => {
    const me = await freshBuyer();
    await add(me, [{ productId: simple[0]!, quantity: 1 }]);
    const many = Array.from({ length: MAX_CART_LINES }, (_, i) => ({ productId: `9${i}000${i}`, quantity: 1 }));
    const tooMany = await add(me, many);
    expect(tooMany.userErrors).toEqual([
      { field: ['lines'], message: SERVER_CART_MESSAGES.tooManyLines, code: 'INVALID' },
    ]);
    expect(tooMany.cart.version).toBe(1);
    const zero = await add(me, [{ productId: simple[1]!, quantity: 0 }]);
    expect(zero.userErrors).toEqual([
      { field: ['lines', '0'], message: SERVER_CART_MESSAGES.quantity, code: 'INVALID' },
    ]);
    const huge = await set(me, [{ productId: simple[1]!, quantity: 10000 }]);
    expect(huge.userErrors[0]?.code).toBe('INVALID');
    expect(shape(await cartOf(me))).toEqual([`${simple[0]}/-x1`]);
  });

  it('answers an id or coupon code the store cannot keep (NUL, far too long) with a userError, not a crash', async () => {
    const me = await freshBuyer();
    const nul = await add(me, [{ productId: `${simple[0]}\u0000`, quantity: 1 }]);
    expect(nul.userErrors).toEqual([{ field: ['lines', '0'], message: SERVER_CART_MESSAGES.id, code: 'INVALID' }]);
    const long = await add(me, [{ productId: 'y'.repeat(99_000), quantity: 1 }]);
    expect(long.userErrors).toEqual([{ field: ['lines', '0'], message: SERVER_CART_MESSAGES.id, code: 'INVALID' }]);
    const coupon = await set(me, [], { couponCode: 'AB\u0000C' });
    expect(coupon.userErrors).toEqual([
      { field: ['couponCode'], message: SERVER_CART_MESSAGES.couponCode, code: 'INVALID' },
    ]);
    expect((await cartOf(me)).version).toBe(0);
  });
});

describe('two sessions of one buyer at once', () => {
  it("keeps a line the other device added after this device's base version, and removes what this device removed", async () => {
    const me = await freshBuyer();
    const login = await t.gql(LOGIN, { email: me.email, password: BUYER_PASSWORD });
    const phone = { token: login.data.login.token as string };
    expect(phone.token).not.toBe(me.token);
    const seen = await add(me, [
      { productId: simple[0]!, quantity: 1 },
      { productId: simple[1]!, quantity: 1 },
    ]);
    // the phone adds a line the laptop has not seen
    await add(phone, [{ productId: simple[2]!, quantity: 3 }]);
    // the laptop, still at its version, removes line 1 and changes line 0
    const laptop = await set(me, [{ productId: simple[0]!, quantity: 4 }], { baseVersion: seen.cart.version });
    expect(laptop.userErrors).toEqual([]);
    const expected = [`${simple[0]}/-x4`, `${simple[2]}/-x3`].sort();
    expect(shape(laptop.cart)).toEqual(expected);
    expect(shape(await cartOf(phone))).toEqual(expected);
  });

  it('loses no line when 24 adds race from two sessions', async () => {
    const me = await freshBuyer();
    const login = await t.gql(LOGIN, { email: me.email, password: BUYER_PASSWORD });
    const sessions = [me, { token: login.data.login.token as string }];
    const lines = Array.from({ length: 24 }, (_, i) => ({ productId: `${700000 + i}`, quantity: i + 1 }));
    const answers = await Promise.all(lines.map((line, i) => add(sessions[i % 2]!, [line])));
    expect(answers.every((a) => a.userErrors.length === 0)).toBe(true);
    const cart = await cartOf(me);
    expect(cart.version).toBe(24);
    expect(shape(cart)).toEqual(lines.map((l) => `${l.productId}/-x${l.quantity}`).sort());
    // unknown products are kept as lines (the quote says they are unavailable) with no product
    expect(cart.lines.every((l) => l.product === null)).toBe(true);
  });
});

describe('a chosen option without a variation', () => {
  it('is kept with the line; another option of the same product is a line of its own, the same one adds up', async () => {
    const me = await freshBuyer();
    const strength = (value: string) => ({ name: 'Strength', value });
    await add(me, [{ productId: simple[0]!, attribute: strength('500mg'), quantity: 1 }]);
    const added = await add(me, [
      { productId: simple[0]!, attribute: strength('1000mg'), quantity: 2 },
      { productId: simple[0]!, attribute: strength('500mg'), quantity: 3 },
    ]);
    expect(added.userErrors).toEqual([]);
    const read = await cartOf(me);
    expect(read.lines.map((l) => [l.productId, l.variationId, l.attribute, l.quantity])).toEqual([
      [simple[0], null, strength('500mg'), 4],
      [simple[0], null, strength('1000mg'), 2],
    ]);
    // the quote prices the product once, with the quantities of both options
    const { data } = await t.gql(QUOTE, {}, auth(me));
    expect(data.cart.quote.lines).toEqual([{ productId: simple[0], quantity: 6, available: true }]);
    // setting keeps the options apart too
    const setting = await set(me, [{ productId: simple[0]!, attribute: strength('1000mg'), quantity: 5 }], {
      baseVersion: read.version,
    });
    expect(setting.cart.lines.map((l) => [l.attribute?.value, l.quantity])).toEqual([['1000mg', 5]]);
    const tooLong = await add(me, [{ productId: simple[0]!, attribute: strength('x'.repeat(201)), quantity: 1 }]);
    expect(tooLong.userErrors).toEqual([
      { field: ['lines', '0'], message: SERVER_CART_MESSAGES.attribute, code: 'INVALID' },
    ]);
  });
});

describe('cartSetLines with a key', () => {
  it('is applied once: a replayed write changes nothing, also after a later change from another device', async () => {
    const me = await freshBuyer();
    const seen = await add(me, [{ productId: simple[0]!, quantity: 1 }]);
    const key = `write-${randomUUID()}`;
    const lines = [
      { productId: simple[0]!, quantity: 1 },
      { productId: simple[1]!, quantity: 3 },
    ];
    const first = await set(me, lines, { baseVersion: seen.cart.version, key });
    expect(shape(first.cart)).toEqual([`${simple[0]}/-x1`, `${simple[1]}/-x3`].sort());
    expect((await set(me, lines, { baseVersion: seen.cart.version, key })).cart).toEqual(first.cart);
    const later = await set(me, [{ productId: simple[1]!, quantity: 9 }], { baseVersion: first.cart.version });
    const replay = await set(me, lines, { baseVersion: seen.cart.version, key });
    expect(replay.userErrors).toEqual([]);
    expect(replay.cart).toEqual(later.cart);
    expect(shape(await cartOf(me))).toEqual([`${simple[1]}/-x9`]);
    const badKey = await set(me, lines, { key: 'has spaces' });
    expect(badKey.userErrors).toEqual([{ field: ['key'], message: SERVER_CART_MESSAGES.key, code: 'INVALID' }]);
  });
});

describe('coupon', () => {
  it('is kept with the cart, priced by the quote, and cleared by cartSetLines(couponCode: null)', async () => {
    const me = await freshBuyer();
    const withCoupon = await set(me, [{ productId: simple[0]!, quantity: 3 }], { couponCode: 'welcome10' });
    expect(withCoupon.cart.couponCode).toBe('welcome10');
    const priced = await t.gql(QUOTE, {}, auth(me));
    expect(priced.errors).toBeUndefined();
    expect(priced.data.cart.quote.coupon).toEqual({ code: 'welcome10', applied: true });
    expect(priced.data.cart.quote.discount.amount).not.toBe('0.00');
    // leaving the coupon out keeps it
    const kept = await set(me, [{ productId: simple[0]!, quantity: 2 }], { baseVersion: withCoupon.cart.version });
    expect(kept.cart.couponCode).toBe('welcome10');
    const cleared = await set(me, [{ productId: simple[0]!, quantity: 2 }], {
      couponCode: null,
      baseVersion: kept.cart.version,
    });
    expect(cleared.cart.couponCode).toBeNull();
    const after = await t.gql(QUOTE, {}, auth(me));
    expect(after.data.cart.quote.coupon).toBeNull();
  });

  it('counts a code as one attempt when it is set, not on every read of the cart', async () => {
    const me = await freshBuyer();
    const typo = await set(me, [{ productId: simple[0]!, quantity: 3 }], { couponCode: 'TYPO10' });
    expect(typo.userErrors).toEqual([]);
    // the account may guess 10 codes in 10 minutes: reading the cart 12 times uses none of them
    for (let read = 0; read < 12; read++) {
      const viewed = await t.gql(QUOTE, {}, auth(me));
      expect(viewed.data.cart.quote.coupon.applied).toBe(false);
      expect(viewed.data.cart.quote.userErrors).toEqual([]);
    }
    const fixed = await set(me, [{ productId: simple[0]!, quantity: 3 }], { couponCode: 'WELCOME10' });
    expect(fixed.userErrors).toEqual([]);
    expect((await t.gql(QUOTE, {}, auth(me))).data.cart.quote.coupon).toEqual({ code: 'WELCOME10', applied: true });
    // setting wrong codes is guessing: the limit applies; a refused code is not kept, the lines sent with it are
    type Answer = Awaited<ReturnType<typeof set>>;
    let refused: Answer | null = null;
    let kept = 'WELCOME10';
    for (let guess = 0; guess < 12 && !refused; guess++) {
      const answer = await set(me, [{ productId: simple[0]!, quantity: guess + 1 }], { couponCode: `GUESS${guess}` });
      if (answer.userErrors.length > 0) refused = answer;
      else kept = `GUESS${guess}`;
    }
    expect(refused?.userErrors.map((error: { code: string }) => error.code)).toEqual(['RATE_LIMITED']);
    expect(refused?.cart.couponCode).toBe(kept);
    expect(shape(refused!.cart)).toEqual([`${simple[0]}/-x${kept === 'WELCOME10' ? 1 : Number(kept.slice(5)) + 2}`]);
  });
});

describe('reorder', () => {
  it("adds a past order's lines to the server cart (quantities add to a line already there)", async () => {
    const me = await freshBuyer();
    const { data } = await t.gql(
      PLACE_ORDER,
      {
        input: {
          lines: [
            { productId: simple[0]!, quantity: 2 },
            { productId: simple[1]!, quantity: 1 },
          ],
          shipping: SHIPPING,
        },
        key: randomUUID(),
      },
      auth(me),
    );
    expect(data.placeOrder.userErrors).toEqual([]);
    await add(me, [{ productId: simple[0]!, quantity: 1 }]);
    const answer = await t.gql(REORDER, { orderId: data.placeOrder.order.id }, auth(me));
    expect(answer.errors).toBeUndefined();
    expect(answer.data.reorder.userErrors).toEqual([]);
    const expected = [`${simple[0]}/-x3`, `${simple[1]}/-x1`].sort();
    expect(shape(answer.data.reorder.cart)).toEqual(expected);
    expect(shape(await cartOf(me))).toEqual(expected);
    // the other buyer's cart is untouched
    expect(shape(await cartOf(other))).toEqual([]);
    expect(buyer.id).not.toBe(me.id);
  });
});
