import type { OrderDraft } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_META_KEY, toWooId, wooOrderPayload } from './order-payload.js';

const address = {
  firstName: 'Anna',
  lastName: 'van Dijk',
  street: 'Damrak 1, Amsterdam',
  city: '',
  postcode: '',
  country: '',
};
const line = (productId: string, variationId: string | null, quantity: number) => ({
  productId,
  variationId,
  name: 'x',
  quantity,
  unitPriceCents: 100,
  lineTotalCents: 100 * quantity,
});
const base: OrderDraft = {
  buyer: { customerId: null, email: 'anna@shop.nl', phone: '+31 20 123' },
  billingAddress: address,
  shippingAddress: address,
  lines: [line('10', '11', 2), line('20', null, 1)],
  couponCode: null,
  comment: null,
  currencyCode: 'EUR',
  subtotalCents: 300,
  discountCents: 0,
  totalCents: 300,
};

describe('wooOrderPayload (SPEC section 3)', () => {
  it('builds billing, shipping and line items for a guest without comment or coupon', () => {
    const woo = {
      first_name: 'Anna',
      last_name: 'van Dijk',
      address_1: 'Damrak 1, Amsterdam',
      city: '',
      postcode: '',
      country: '',
    };
    expect(wooOrderPayload(base, 'k')).toEqual({
      status: 'processing',
      billing: { ...woo, email: 'anna@shop.nl', phone: '+31 20 123' },
      shipping: woo,
      // each line at the gateway's price (the buyer's group and tier price), which WooCommerce then charges
      line_items: [
        { product_id: 10, variation_id: 11, quantity: 2, subtotal: '2.00', total: '2.00' },
        { product_id: 20, quantity: 1, subtotal: '1.00', total: '1.00' },
      ],
      meta_data: [{ key: IDEMPOTENCY_META_KEY, value: 'k' }],
    });
  });

  it.each<[string, Partial<OrderDraft>, Record<string, unknown>]>([
    [
      'comment → order_comments meta',
      { comment: 'Ring twice' },
      {
        meta_data: [
          { key: 'order_comments', value: 'Ring twice' },
          { key: IDEMPOTENCY_META_KEY, value: 'k' },
        ],
      },
    ],
    ['coupon → coupon_lines', { couponCode: 'save10' }, { coupon_lines: [{ code: 'save10' }] }],
    [
      'PO number → _po_number meta (issue 18)',
      { poNumber: 'PO-77' },
      {
        meta_data: [
          { key: '_po_number', value: 'PO-77' },
          { key: IDEMPOTENCY_META_KEY, value: 'k' },
        ],
      },
    ],
    [
      'postcode, city and country → billing and shipping (issue 18: no longer sent empty)',
      {
        billingAddress: { ...address, postcode: '1012 AB', city: 'Amsterdam', country: 'NL' },
        shippingAddress: { ...address, postcode: '1012 AB', city: 'Amsterdam', country: 'NL' },
      },
      {
        shipping: {
          first_name: 'Anna',
          last_name: 'van Dijk',
          address_1: 'Damrak 1, Amsterdam',
          city: 'Amsterdam',
          postcode: '1012 AB',
          country: 'NL',
        },
      },
    ],
    ['logged in → integer customer_id', { buyer: { ...base.buyer, customerId: '42' } }, { customer_id: 42 }],
    ['guest → no customer_id', {}, { customer_id: undefined, coupon_lines: undefined }],
  ])('%s', (_, extra, expected) => {
    const payload = wooOrderPayload({ ...base, ...extra }, 'k') as unknown as Record<string, unknown>;
    for (const [key, value] of Object.entries(expected)) {
      if (value === undefined) expect(payload).not.toHaveProperty(key);
      else expect(payload[key]).toEqual(value);
    }
  });

  it('sends no email or phone in shipping and an empty phone when none is given', () => {
    const payload = wooOrderPayload({ ...base, buyer: { ...base.buyer, phone: null } }, 'k');
    expect(payload.shipping).not.toHaveProperty('email');
    expect(payload.billing.phone).toBe('');
  });

  it('prices each line as the gateway quoted it (a group tier price), before the coupon', () => {
    const tiered = { ...line('850', null, 12), unitPriceCents: 1800, lineTotalCents: 21_600 };
    const payload = wooOrderPayload({ ...base, lines: [tiered], couponCode: 'save10' }, 'k');
    expect(payload.line_items).toEqual([{ product_id: 850, quantity: 12, subtotal: '216.00', total: '216.00' }]);
    expect(payload.coupon_lines).toEqual([{ code: 'save10' }]);
  });

  it.each(['abc', '1.5', '-3', '0', ''])('rejects the non-integer id %j', (id) => {
    expect(() => wooOrderPayload({ ...base, lines: [line(id, null, 1)] }, 'k')).toThrow(RangeError);
  });

  it('toWooId parses positive integers', () => {
    expect(toWooId(' 17 ')).toBe(17);
    expect(toWooId(5)).toBe(5);
  });
});
