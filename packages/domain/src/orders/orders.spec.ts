import { describe, expect, it } from 'vitest';
import {
  ORDER_TEXTS,
  buildOrderPayload,
  itemCountLabel,
  orderItemCount,
  orderStatusTone,
  splitFullName,
  toWooId,
  type BuildOrderPayloadInput,
} from './orders.js';

describe('splitFullName', () => {
  it.each([
    ['Anna Jansen', 'Anna', 'Jansen'],
    ['Anna van der Berg', 'Anna', 'van der Berg'],
    ['  Anna   van  Dijk ', 'Anna', 'van Dijk'],
    ['Madonna', 'Madonna', ''],
    ['', '', ''],
    [null, '', ''],
  ])('%j → %j + %j', (name, firstName, lastName) => {
    expect(splitFullName(name)).toEqual({ firstName, lastName });
  });
});

describe('buildOrderPayload', () => {
  const base: BuildOrderPayloadInput = {
    shipping: {
      fullName: 'Anna van Dijk',
      email: ' anna@shop.nl ',
      phone: '+31 20 123',
      address: ' Damrak 1, Amsterdam ',
    },
    lines: [
      { productId: '10', variationId: '11', quantity: 2 },
      { productId: 20, variationId: null, quantity: 1 },
    ],
  };

  it('builds billing, shipping and line items for a guest without comment or coupon', () => {
    expect(buildOrderPayload(base)).toEqual({
      billing: {
        first_name: 'Anna',
        last_name: 'van Dijk',
        email: 'anna@shop.nl',
        phone: '+31 20 123',
        address_1: 'Damrak 1, Amsterdam',
        city: '',
        postcode: '',
        country: '',
      },
      shipping: {
        first_name: 'Anna',
        last_name: 'van Dijk',
        address_1: 'Damrak 1, Amsterdam',
        city: '',
        postcode: '',
        country: '',
      },
      line_items: [
        { product_id: 10, variation_id: 11, quantity: 2 },
        { product_id: 20, quantity: 1 },
      ],
    });
  });

  it.each<[string, Partial<BuildOrderPayloadInput>, Record<string, unknown>]>([
    [
      'comment → order_comments meta',
      { shipping: { ...base.shipping, comment: ' Ring twice ' } },
      { meta_data: [{ key: 'order_comments', value: 'Ring twice' }] },
    ],
    ['blank comment → no meta', { shipping: { ...base.shipping, comment: '   ' } }, { meta_data: undefined }],
    ['coupon → coupon_lines', { couponCode: 'save10' }, { coupon_lines: [{ code: 'save10' }] }],
    ['empty coupon → none', { couponCode: '' }, { coupon_lines: undefined }],
    ['null coupon → none', { couponCode: null }, { coupon_lines: undefined }],
    ['logged in → integer customer_id', { customerId: '42' }, { customer_id: 42 }],
    ['guest → no customer_id', { customerId: null }, { customer_id: undefined }],
  ])('%s', (_, extra, expected) => {
    const payload = buildOrderPayload({ ...base, ...extra }) as unknown as Record<string, unknown>;
    for (const [key, value] of Object.entries(expected)) {
      if (value === undefined) expect(payload).not.toHaveProperty(key);
      else expect(payload[key]).toEqual(value);
    }
  });

  it('sends no email or phone in shipping and an empty phone when none is given', () => {
    const payload = buildOrderPayload({ ...base, shipping: { ...base.shipping, phone: null } });
    expect(payload.shipping).not.toHaveProperty('email');
    expect(payload.shipping).not.toHaveProperty('phone');
    expect(payload.billing.phone).toBe('');
  });

  it.each(['abc', '1.5', '-3', '0', ''])('rejects the non-integer id %j', (id) => {
    expect(() => buildOrderPayload({ ...base, lines: [{ productId: id, quantity: 1 }] })).toThrow(RangeError);
  });

  it('toWooId parses positive integers', () => {
    expect(toWooId(' 17 ')).toBe(17);
    expect(toWooId(5)).toBe(5);
  });
});

describe('orderStatusTone', () => {
  it.each([
    ['completed', 'green'],
    ['Completed', 'green'],
    ['processing', 'blue'],
    ['pending', 'yellow'],
    ['on-hold', 'yellow'],
    ['cancelled', 'yellow'],
    ['', 'yellow'],
    [null, 'yellow'],
  ])('%j → %s', (status, tone) => {
    expect(orderStatusTone(status)).toBe(tone);
  });
});

describe('item counts', () => {
  it.each([
    [0, '0 items'],
    [1, '1 item'],
    [2, '2 items'],
    [12, '12 items'],
  ])('itemCountLabel(%d) = %s', (n, label) => {
    expect(itemCountLabel(n)).toBe(label);
  });

  it('orderItemCount sums quantities', () => {
    expect(orderItemCount([{ quantity: 2 }, { quantity: 3 }])).toBe(5);
    expect(orderItemCount([])).toBe(0);
  });

  it('has the SPEC texts', () => {
    expect(ORDER_TEXTS.placedToast).toBe('Order placed successfully!');
    expect(ORDER_TEXTS.placedDescription(123)).toBe('Order #123 has been created.');
    expect(ORDER_TEXTS.failedToast).toBe('Failed to place order');
    expect(ORDER_TEXTS.orderTitle('77')).toBe('Order #77');
    expect(ORDER_TEXTS.notFound).toBe('Order not found');
    expect(ORDER_TEXTS.productFallbackName(5)).toBe('Product ID: 5');
  });
});
