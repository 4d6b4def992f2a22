import { centsToDecimal, checkoutTotals, toCents, type ProductRecord } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CART_QUOTE,
  catalogue,
  newKey,
  ORDER_FIELDS,
  PLACE_ORDER,
  registerCustomer,
  SHIPPING,
  sql,
  startShop,
  type Caller,
} from './commerce.harness.js';

let shop: Awaited<ReturnType<typeof startShop>>;
let items: Awaited<ReturnType<typeof catalogue>>;
let buyer: Awaited<ReturnType<typeof registerCustomer>>;

beforeAll(async () => {
  shop = await startShop();
  items = await catalogue(shop.gateway);
  buyer = await registerCustomer(shop.gateway);
  // an odd price for the rounding case (the demo prices all end in 0)
  const third = items.products.filter((p) => p.visible && p.inStock && p.type === 'simple')[2]!;
  await sql(shop.db.url, 'UPDATE products SET price_cents = 1999 WHERE id = $1', [Number(third.id)]);
  items = await catalogue(shop.gateway);
  // coupons for the edge cases, next to the seeded ones
  await sql(
    shop.db.url,
    `INSERT INTO coupons (code, discount_type, amount, minimum_amount_cents, maximum_amount_cents, product_ids) VALUES
       ('EXACTMIN', 'fixed_cart', 300, $1, NULL, '[]'),
       ('HUGE', 'fixed_cart', 100000000, NULL, NULL, '[]'),
       ('ODD', 'percent', 1500, NULL, NULL, '[]'),
       ('PERVAR', 'fixed_product', 100, NULL, NULL, $2::jsonb),
       ('ELSEWHERE', 'percent', 1000, NULL, NULL, $3::jsonb)`,
    [items.simple.priceCents * 2, JSON.stringify([items.variable.id]), JSON.stringify([items.outOfStock.id])],
  );
});

afterAll(async () => {
  await shop?.stop();
});

const eur = (cents: number) => centsToDecimal(cents);
const line = (p: ProductRecord, quantity: number, variationId: string | null = null) => ({
  productId: p.id,
  variationId,
  quantity,
});

/**
 * Since issue 18 a total is goods − discount + shipping + VAT (the demo buyer is Dutch: 21 % / 9 %, NL
 * shipping €9.95 below €250.00). Checks the quote adds up and gives its shipping and VAT in cents.
 */
function addsUp(q: {
  subtotal: { amount: string };
  discount: { amount: string };
  shipping: { amount: string };
  tax: { amount: string };
  taxLines: { amount: { amount: string } }[];
  total: { amount: string };
}) {
  const [subtotal, discount, shipping, tax, total] = [q.subtotal, q.discount, q.shipping, q.tax, q.total].map((m) =>
    toCents(m.amount),
  );
  expect(total).toBe(subtotal! - discount! + shipping! + tax!);
  expect(q.taxLines.reduce((sum, l) => sum + toCents(l.amount.amount), 0)).toBe(tax);
  return { shipping: shipping!, tax: tax! };
}

async function quote(caller: Caller, lines: unknown[], couponCode?: string | null) {
  const res = await caller.gql(CART_QUOTE, { input: { lines, couponCode } });
  expect(res.errors).toBeUndefined();
  return res.data.cartQuote;
}

async function place(caller: Caller, input: Record<string, unknown>, key: string = newKey()) {
  const res = await caller.gql(PLACE_ORDER, { input: { shipping: SHIPPING, ...input }, key });
  expect(res.errors).toBeUndefined();
  return res.data.placeOrder;
}

describe('cartQuote', () => {
  it('prices every line from the store for a customer', async () => {
    const [v1, v2] = items.variable.variations.filter((v) => v.inStock);
    const q = await quote(buyer.caller, [
      line(items.simple, 3),
      line(items.variable, 2, v1!.id),
      line(items.variable, 1, v2!.id),
    ]);
    expect(q.lines[0]).toMatchObject({
      name: items.simple.name,
      available: true,
      message: null,
      unitPrice: { amount: eur(items.simple.priceCents), currencyCode: 'EUR' },
      lineTotal: { amount: eur(items.simple.priceCents * 3) },
    });
    expect(q.lines[1].unitPrice.amount).toBe(eur(v1!.priceCents));
    const subtotal = items.simple.priceCents * 3 + v1!.priceCents * 2 + v2!.priceCents;
    expect(q.subtotal.amount).toBe(eur(subtotal));
    // the total adds NL shipping and VAT per the products' tax classes (the domain's rules, proven there)
    const expected = checkoutTotals({
      lines: [
        { lineTotalCents: items.simple.priceCents * 3, taxClass: items.simple.taxClass ?? 'standard' },
        { lineTotalCents: v1!.priceCents * 2 + v2!.priceCents, taxClass: items.variable.taxClass ?? 'standard' },
      ],
      discountCents: 0,
      country: 'NL',
      vatNumber: null,
    });
    expect(subtotal).toBeLessThan(25_000);
    expect(q.shipping.amount).toBe('9.95');
    expect(q.tax.amount).toBe(eur(expected.taxCents));
    expect(q.total.amount).toBe(eur(expected.totalCents));
    expect(q.reverseCharge).toBe(false);
    addsUp(q);
    expect(q.coupon).toBeNull();
  });

  it('reports unknown, hidden, out-of-stock lines and unknown variations with clear messages', async () => {
    const q = await quote(buyer.caller, [
      { productId: '999999', quantity: 1 },
      line(items.hidden, 1),
      line(items.outOfStock, 1),
      line(items.variable, 1, '999999'),
      line(items.simple, 1),
    ]);
    expect(q.lines.map((l: { available: boolean; message: string | null }) => [l.available, l.message])).toEqual([
      [false, 'This product is no longer available'],
      [false, 'This product is no longer available'],
      [false, 'This product is out of stock'],
      [false, 'This variant is no longer available'],
      [true, null],
    ]);
    // a hidden product is not named
    expect(q.lines[1].name).toBeNull();
    expect(q.subtotal.amount).toBe(eur(items.simple.priceCents));
  });

  it('answers quantities outside 1..9999 with a userError', async () => {
    // distinct products: repeated lines of one product are merged first (issue 14)
    const q = await quote(buyer.caller, [line(items.simple, 0), line(items.secondSimple, 10000)]);
    expect(q.userErrors).toEqual([
      { field: ['lines', '0', 'quantity'], message: 'Quantity must be between 1 and 9999', code: 'INVALID' },
      { field: ['lines', '1', 'quantity'], message: 'Quantity must be between 1 and 9999', code: 'INVALID' },
    ]);
    const max = await quote(buyer.caller, [line(items.simple, 9999)]);
    expect(max.userErrors.filter((e: { code: string }) => e.code === 'INVALID')).toEqual([]);
    expect(max.subtotal.amount).toBe(eur(items.simple.priceCents * 9999));
  });

  it('shows anonymous callers names and availability but no prices and no coupon answer', async () => {
    const q = await quote(shop.gateway.anonymous, [line(items.simple, 1), line(items.outOfStock, 1)], 'WELCOME10');
    expect(q.lines[0]).toMatchObject({ name: items.simple.name, available: true, unitPrice: null, lineTotal: null });
    expect(q.lines[1]).toMatchObject({ available: false, message: 'This product is out of stock' });
    expect(q.subtotal).toBeNull();
    expect(q.discount).toBeNull();
    expect(q.total).toBeNull();
    expect(q.coupon).toBeNull();
  });

  describe('coupons', () => {
    it('applies a percent coupon (WELCOME10) case-insensitively', async () => {
      const q = await quote(buyer.caller, [line(items.simple, 1)], 'welcome10');
      expect(q.coupon).toMatchObject({ applied: true, message: null, discountType: 'percent' });
      const discount = Math.round(items.simple.priceCents / 10);
      expect(q.discount.amount).toBe(eur(discount));
    });

    it('answers empty and unknown codes with the spec messages', async () => {
      expect((await quote(buyer.caller, [line(items.simple, 1)], '')).coupon.message).toBe(
        'Please enter a coupon code',
      );
      expect((await quote(buyer.caller, [line(items.simple, 1)], 'NOPE')).coupon).toMatchObject({
        applied: false,
        message: 'Invalid coupon code',
      });
    });

    it('applies when the minimum equals the subtotal, refuses one unit below', async () => {
      const ok = await quote(buyer.caller, [line(items.simple, 2)], 'EXACTMIN');
      expect(ok.coupon.applied).toBe(true);
      expect(ok.discount.amount).toBe('3.00');
      const below = await quote(buyer.caller, [line(items.simple, 1)], 'EXACTMIN');
      expect(below.coupon).toMatchObject({
        applied: false,
        message: `Minimum order amount is €${eur(items.simple.priceCents * 2)}`,
      });
      expect(below.discount.amount).toBe('0.00');
    });

    it('refuses above the maximum (BULK50: €500–€5000)', async () => {
      const q = await quote(buyer.caller, [line(items.simple, 9999)], 'BULK50');
      expect(q.coupon.message).toBe('Maximum order amount is €5,000.00');
    });

    it('rounds a percentage of an odd cent amount half up', async () => {
      const odd = items.products.find((p) => p.priceCents === 1999);
      expect(odd, 'a product with an odd price').toBeDefined();
      // 15 % of 19.99 = 2.9985 → 3.00; of 3 × 19.99 = 59.97 → 8.9955 → 9.00
      const one = await quote(buyer.caller, [line(odd!, 1)], 'ODD');
      expect(one.discount.amount).toBe('3.00');
      // goods 16.99 (+ shipping and VAT since issue 18)
      expect(addsUp(one).shipping).toBe(995);
      const three = await quote(buyer.caller, [line(odd!, 3)], 'ODD');
      expect(three.discount.amount).toBe('9.00');
      expect(toCents(three.total.amount) - addsUp(three).shipping - addsUp(three).tax).toBe(5097);
    });

    it('gives fixed_product per unit across the variations of the restricted product', async () => {
      const [v1, v2] = items.variable.variations.filter((v) => v.inStock);
      const q = await quote(
        buyer.caller,
        [line(items.variable, 2, v1!.id), line(items.variable, 3, v2!.id), line(items.simple, 1)],
        'PERVAR',
      );
      expect(q.coupon.applied).toBe(true);
      expect(q.discount.amount).toBe('5.00');
    });

    it('takes a restricted percent coupon of the matching lines only, as WooCommerce does (GUMMIES15: €1.79)', async () => {
      const gummy = items.products.find((p) => p.slug === 'vegan-fruit-gummies')!;
      const oil = items.products.find((p) => p.slug === 'cbd-oil-bulk-1l')!;
      expect([gummy.priceCents, oil.priceCents]).toEqual([1190, 38900]);
      const lines = [line(gummy, 1), line(oil, 1)];
      const q = await quote(buyer.caller, lines, 'GUMMIES15');
      expect(q.coupon).toMatchObject({ applied: true, message: null });
      // 15 % of €11.90 = 1.785 → €1.79, not 15 % of the whole €400.90 (€60.14)
      expect([q.subtotal.amount, q.discount.amount]).toEqual(['400.90', '1.79']);
      // coupon + VAT: the gummy (9 %) carries the whole discount, the oil (21 %) none; €399.11 ships free.
      // 21 % of 389.00 = 81.69; 9 % of 10.11 = 0.91 (rounded once per rate)
      expect(q.taxLines).toEqual([
        { label: 'VAT 21 %', rate: '21.00', amount: { amount: '81.69', currencyCode: 'EUR' } },
        { label: 'VAT 9 %', rate: '9.00', amount: { amount: '0.91', currencyCode: 'EUR' } },
      ]);
      expect([q.shipping.amount, q.tax.amount, q.total.amount]).toEqual(['0.00', '82.60', '481.71']);
      const placed = await place(buyer.caller, { lines, couponCode: 'GUMMIES15' });
      expect(placed.userErrors).toEqual([]);
      expect([placed.order.discount.amount, placed.order.total.amount]).toEqual(['1.79', '481.71']);
    });

    it('refuses a coupon restricted to products not in the cart', async () => {
      const q = await quote(buyer.caller, [line(items.simple, 1)], 'ELSEWHERE');
      expect(q.coupon).toMatchObject({ applied: false, message: 'Coupon is not valid for items in your cart' });
    });

    it('never discounts more than the subtotal', async () => {
      const q = await quote(buyer.caller, [line(items.simple, 1)], 'HUGE');
      expect(q.discount.amount).toBe(eur(items.simple.priceCents));
      // the goods cost nothing; shipping them still does: €9.95 + 21 % VAT
      expect([q.shipping.amount, q.tax.amount, q.total.amount]).toEqual(['9.95', '2.09', '12.04']);
    });
  });
});

describe('placeOrder', () => {
  it('stores exactly the prices, discount and total the quote showed, for a customer', async () => {
    const [v1] = items.variable.variations.filter((v) => v.inStock);
    const lines = [line(items.simple, 3), line(items.variable, 2, v1!.id)];
    const q = await quote(buyer.caller, lines, 'ODD');
    const placed = await place(buyer.caller, { lines, couponCode: 'ODD' });
    expect(placed.userErrors).toEqual([]);
    const order = placed.order;
    expect(order.subtotal.amount).toBe(q.subtotal.amount);
    expect(order.discount.amount).toBe(q.discount.amount);
    expect(order.total.amount).toBe(q.total.amount);
    expect(order.lines.map((l: { unitPrice: { amount: string } }) => l.unitPrice.amount)).toEqual(
      q.lines.map((l: { unitPrice: { amount: string } }) => l.unitPrice.amount),
    );
    expect(order).toMatchObject({
      couponCode: 'odd',
      comment: 'Ring twice',
      itemCount: 5,
      shipping: { firstName: 'Anna', lastName: 'de Boer', email: SHIPPING.email, address: SHIPPING.address, city: '' },
    });
    // stored: the same numbers come back from the database, and the coupon use is recorded
    const [row] = await sql<{
      id: number;
      subtotal_cents: number;
      discount_cents: number;
      total_cents: number;
      customer_id: number | null;
      coupon_code: string | null;
      comment: string | null;
      buyer_email: string;
      shipping_first_name: string;
      shipping_last_name: string;
      shipping_street: string;
    }>(shop.db.url, 'SELECT * FROM orders WHERE number = $1', [Number(order.number)]);
    expect(eur(row!.total_cents)).toBe(q.total.amount);
    // typed columns, no store's payload blob
    expect(row).toMatchObject({
      customer_id: Number(buyer.id),
      coupon_code: 'odd',
      comment: 'Ring twice',
      buyer_email: SHIPPING.email,
      shipping_first_name: 'Anna',
      shipping_last_name: 'de Boer',
      shipping_street: SHIPPING.address,
    });
    expect(row).not.toHaveProperty('payload');
    const stored = await sql<{ product_id: string; variation_id: string | null; quantity: number }>(
      shop.db.url,
      'SELECT product_id, variation_id, quantity FROM order_lines WHERE order_id = $1 ORDER BY position',
      [row!.id],
    );
    expect(
      stored.map((l) => [String(l.product_id), l.variation_id === null ? null : String(l.variation_id), l.quantity]),
    ).toEqual([
      [items.simple.id, null, 3],
      [items.variable.id, v1!.id, 2],
    ]);
    const usages = await sql(shop.db.url, 'SELECT 1 FROM coupon_usages WHERE order_id = $1', [row!.id]);
    expect(usages).toHaveLength(1);
  });

  it('accepts guests and prices their order on the server', async () => {
    const placed = await place(shop.gateway.anonymous, { lines: [line(items.simple, 2)] });
    expect(placed.userErrors).toEqual([]);
    const goods = items.simple.priceCents * 2;
    expect(placed.order.subtotal.amount).toBe(eur(goods));
    // a guest has no VAT number: Dutch VAT and NL shipping
    expect(toCents(placed.order.total.amount)).toBe(
      checkoutTotals({
        lines: [{ lineTotalCents: goods, taxClass: items.simple.taxClass ?? 'standard' }],
        discountCents: 0,
        country: 'NL',
        vatNumber: null,
      }).totalCents,
    );
    const [row] = await sql<{ customer_id: number | null }>(
      shop.db.url,
      'SELECT customer_id FROM orders WHERE number = $1',
      [Number(placed.order.number)],
    );
    expect(row!.customer_id).toBeNull();
  });

  it('validates the shipping form with field paths and the spec messages', async () => {
    const placed = await place(buyer.caller, {
      lines: [line(items.simple, 1)],
      shipping: {
        fullName: 'A',
        email: 'not-an-email',
        phone: '1'.repeat(21),
        address: 'abc',
        comment: 'x'.repeat(501),
      },
    });
    expect(placed.order).toBeNull();
    expect(placed.userErrors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: ['shipping', 'email'], message: 'Please enter a valid email address' }),
        expect.objectContaining({ field: ['shipping', 'address'], message: 'Address must be at least 5 characters' }),
        expect.objectContaining({
          field: ['shipping', 'phone'],
          message: 'Phone number must not exceed 20 characters',
        }),
        expect.objectContaining({ field: ['shipping', 'comment'], message: 'Comment must not exceed 500 characters' }),
        expect.objectContaining({ field: ['shipping', 'fullName'] }),
      ]),
    );
  });

  it('refuses a bad idempotency key, an empty cart and bad quantities', async () => {
    const short = await place(buyer.caller, { lines: [line(items.simple, 1)] }, 'short');
    expect(short.userErrors).toEqual([
      {
        field: ['idempotencyKey'],
        message: 'The idempotency key must be between 8 and 100 characters',
        code: 'INVALID',
      },
    ]);
    const empty = await place(buyer.caller, { lines: [] });
    expect(empty.userErrors).toEqual([{ field: ['lines'], message: 'Your cart is empty', code: 'EMPTY_CART' }]);
    const zero = await place(buyer.caller, { lines: [line(items.simple, 0)] });
    expect(zero.userErrors[0]).toMatchObject({
      field: ['lines', '0', 'quantity'],
      message: 'Quantity must be between 1 and 9999',
    });
  });

  it('refuses unavailable lines, naming the product', async () => {
    const placed = await place(buyer.caller, {
      lines: [line(items.simple, 1), line(items.outOfStock, 1), line(items.hidden, 1)],
    });
    expect(placed.order).toBeNull();
    expect(placed.userErrors).toEqual([
      {
        field: ['lines', '1'],
        message: `${items.outOfStock.name}: This product is out of stock`,
        code: 'LINE_UNAVAILABLE',
      },
      {
        field: ['lines', '2'],
        message: `Product ID: ${items.hidden.id}: This product is no longer available`,
        code: 'LINE_UNAVAILABLE',
      },
    ]);
  });

  it('re-validates the coupon and refuses an invalid one with its message', async () => {
    const placed = await place(buyer.caller, { lines: [line(items.simple, 1)], couponCode: 'SAVE25' });
    expect(placed.order).toBeNull();
    expect(placed.userErrors).toEqual([
      { field: ['couponCode'], message: 'Minimum order amount is €100.00', code: 'INVALID_COUPON' },
    ]);
    const unknown = await place(buyer.caller, { lines: [line(items.simple, 1)], couponCode: 'NOPE' });
    expect(unknown.userErrors[0]).toMatchObject({ message: 'Invalid coupon code', code: 'INVALID_COUPON' });
  });

  it('returns the same order for the same key and refuses the key with another cart', async () => {
    const key = newKey();
    const first = await place(buyer.caller, { lines: [line(items.simple, 1)] }, key);
    const again = await place(buyer.caller, { lines: [line(items.simple, 1)] }, key);
    expect(again.order.id).toBe(first.order.id);
    const other = await place(buyer.caller, { lines: [line(items.simple, 2)] }, key);
    expect(other).toEqual({
      order: null,
      userErrors: [
        {
          field: ['idempotencyKey'],
          message: 'This idempotency key was already used for a different order',
          code: 'IDEMPOTENCY_KEY_REUSED',
        },
      ],
    });
    const rows = await sql(shop.db.url, 'SELECT id FROM orders WHERE idempotency_key = $1', [key]);
    expect(rows).toHaveLength(1);
  });

  it('creates exactly one order from 50 concurrent calls with one key', async () => {
    const key = newKey();
    const input = { lines: [line(items.secondSimple, 4)] };
    const results = await Promise.all(Array.from({ length: 50 }, () => place(buyer.caller, input, key)));
    const ids = new Set(results.map((r) => r.order?.id));
    expect(results.every((r) => r.userErrors.length === 0)).toBe(true);
    expect(ids.size).toBe(1);
    const rows = await sql(shop.db.url, 'SELECT id FROM orders WHERE idempotency_key = $1', [key]);
    expect(rows).toHaveLength(1);
  });

  it("updates a logged-in customer's saved address when it differs", async () => {
    const customer = await registerCustomer(shop.gateway);
    await place(customer.caller, {
      lines: [line(items.simple, 1)],
      shipping: { ...SHIPPING, address: 'Damrak 70, Amsterdam' },
    });
    const me = await customer.caller.gql('{ me { address } }');
    expect(me.data.me.address).toBe('Damrak 70, Amsterdam');
  });
});

describe('myOrders and order', () => {
  it('lists only the caller’s orders, newest first, paginated', async () => {
    const customer = await registerCustomer(shop.gateway);
    const a = await place(customer.caller, { lines: [line(items.simple, 1)] });
    const b = await place(customer.caller, { lines: [line(items.simple, 2)] });
    const page = await customer.caller.gql(
      `{ myOrders(page: 1, pageSize: 1) { totalCount page pageSize items { id } } }`,
    );
    expect(page.data.myOrders).toEqual({ totalCount: 2, page: 1, pageSize: 1, items: [{ id: b.order.id }] });
    const page2 = await customer.caller.gql(`{ myOrders(page: 2, pageSize: 1) { items { id } } }`);
    expect(page2.data.myOrders.items).toEqual([{ id: a.order.id }]);
  });

  it('keeps two customers from reading each other’s orders', async () => {
    const alice = await registerCustomer(shop.gateway);
    const bob = await registerCustomer(shop.gateway);
    const placed = await place(alice.caller, { lines: [line(items.simple, 1)] });
    const own = await alice.caller.gql(`query($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`, {
      id: placed.order.id,
    });
    expect(own.data.order.id).toBe(placed.order.id);
    const foreign = await bob.caller.gql(`query($id: ID!) { order(id: $id) { id total { amount } } }`, {
      id: placed.order.id,
    });
    expect(foreign.data?.order ?? null).toBeNull();
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const unknown = await bob.caller.gql(`{ order(id: "99999999") { id } }`);
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const bobs = await bob.caller.gql(`{ myOrders { totalCount items { id } } }`);
    expect(bobs.data.myOrders).toEqual({ totalCount: 0, items: [] });
  });

  it('uses the order number as the one public reference: Order.id, order(id:), and older links by internal id', async () => {
    const customer = await registerCustomer(shop.gateway);
    const placed = await place(customer.caller, { lines: [line(items.simple, 1)] });
    const { id, number } = placed.order;
    expect(Number(number)).toBeGreaterThanOrEqual(1001);
    expect(id).toBe(number);
    const [row] = await sql<{ id: number }>(shop.db.url, 'SELECT id FROM orders WHERE number = $1', [Number(number)]);
    expect(String(row!.id)).not.toBe(number); // the store's own row id is another number
    const ORDER = `query($id: ID!) { order(id: $id) { id number } }`;
    expect((await customer.caller.gql(ORDER, { id: number })).data.order).toEqual({ id: number, number });
    expect((await customer.caller.gql(ORDER, { id: String(row!.id) })).data.order).toEqual({ id: number, number });
    const list = await customer.caller.gql(`{ myOrders { items { id number } } }`);
    expect(list.data.myOrders.items).toEqual([{ id: number, number }]);
  });

  it('is UNAUTHENTICATED for anonymous callers', async () => {
    const list = await shop.gateway.anonymous.gql(`{ myOrders { totalCount } }`);
    expect(list.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const one = await shop.gateway.anonymous.gql(`{ order(id: "1") { id } }`);
    expect(one.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
