import { describe, expect, it } from 'vitest';
import type { CouponRecord } from '../types.js';
import {
  COUPON_MESSAGES,
  COUPON_TEXTS,
  cartTotals,
  couponDiscountCents,
  formatCouponAmount,
  normalizeCouponCode,
  subtotalCents,
  validateCoupon,
  type CouponLine,
  type CouponResult,
} from './coupons.js';

function coupon(overrides: Partial<CouponRecord> = {}): CouponRecord {
  return {
    code: 'save10',
    discountType: 'fixed_cart',
    amount: 1000,
    minimumAmountCents: null,
    maximumAmountCents: null,
    productIds: [],
    ...overrides,
  };
}

// subtotal 2 × 15.00 + 1 × 9.99 + 3 × 5.00 = 54.99
const lines: CouponLine[] = [
  { productId: '11', parentProductId: '10', quantity: 2, unitPriceCents: 1500 },
  { productId: '20', quantity: 1, unitPriceCents: 999 },
  { productId: '30', parentProductId: null, quantity: 3, unitPriceCents: 500 },
];

describe('validateCoupon: messages in the SPEC order', () => {
  it.each<[string, CouponRecord | null, string | null | undefined, CouponLine[], CouponResult]>([
    ['empty code', coupon(), '', lines, { ok: false, message: 'Please enter a coupon code' }],
    ['blank code', coupon(), '   ', lines, { ok: false, message: 'Please enter a coupon code' }],
    ['null code', null, null, lines, { ok: false, message: 'Please enter a coupon code' }],
    ['empty wins over unknown', null, '', lines, { ok: false, message: 'Please enter a coupon code' }],
    ['unknown coupon', null, 'nope', lines, { ok: false, message: 'Invalid coupon code' }],
    [
      'record for another code',
      coupon({ code: 'other' }),
      'save10',
      lines,
      { ok: false, message: 'Invalid coupon code' },
    ],
    [
      'below minimum',
      coupon({ minimumAmountCents: 5500 }),
      'save10',
      lines,
      { ok: false, message: 'Minimum order amount is €55.00' },
    ],
    [
      'minimum with thousands',
      coupon({ minimumAmountCents: 123450 }),
      'save10',
      lines,
      { ok: false, message: 'Minimum order amount is €1,234.50' },
    ],
    [
      'minimum before maximum',
      coupon({ minimumAmountCents: 6000, maximumAmountCents: 100 }),
      'save10',
      lines,
      { ok: false, message: 'Minimum order amount is €60.00' },
    ],
    [
      'above maximum',
      coupon({ maximumAmountCents: 5000 }),
      'save10',
      lines,
      { ok: false, message: 'Maximum order amount is €50.00' },
    ],
    [
      'maximum before product restriction',
      coupon({ maximumAmountCents: 5000, productIds: ['999'] }),
      'save10',
      lines,
      { ok: false, message: 'Maximum order amount is €50.00' },
    ],
    [
      'no matching product',
      coupon({ productIds: ['999'] }),
      'save10',
      lines,
      { ok: false, message: 'Coupon is not valid for items in your cart' },
    ],
    [
      'empty cart with restriction',
      coupon({ productIds: ['10'] }),
      'save10',
      [],
      { ok: false, message: 'Coupon is not valid for items in your cart' },
    ],
    [
      'minimum equal to subtotal passes',
      coupon({ minimumAmountCents: 5499 }),
      'save10',
      lines,
      { ok: true, code: 'save10', discountCents: 1000 },
    ],
    [
      'maximum equal to subtotal passes',
      coupon({ maximumAmountCents: 5499 }),
      'save10',
      lines,
      { ok: true, code: 'save10', discountCents: 1000 },
    ],
    [
      'zero limits mean none',
      coupon({ minimumAmountCents: 0, maximumAmountCents: 0 }),
      'save10',
      lines,
      { ok: true, code: 'save10', discountCents: 1000 },
    ],
    [
      'code trimmed and case-insensitive',
      coupon(),
      '  SAVE10 ',
      lines,
      { ok: true, code: 'save10', discountCents: 1000 },
    ],
    [
      'matching through the parent product',
      coupon({ productIds: ['10'] }),
      'save10',
      lines,
      { ok: true, code: 'save10', discountCents: 1000 },
    ],
    [
      'matching by product id',
      coupon({ productIds: ['20'] }),
      'save10',
      lines,
      { ok: true, code: 'save10', discountCents: 1000 },
    ],
  ])('%s', (_, record, code, cart, result) => {
    expect(validateCoupon(record, code, cart)).toEqual(result);
  });
});

describe('couponDiscountCents', () => {
  it.each<[string, Partial<CouponRecord>, CouponLine[], number]>([
    ['fixed_cart: the amount', { discountType: 'fixed_cart', amount: 1000 }, lines, 1000],
    ['fixed_cart: capped at the subtotal', { discountType: 'fixed_cart', amount: 10000 }, lines, 5499],
    ['percent 10 %', { discountType: 'percent', amount: 1000 }, lines, 550], // 549.9 → 550
    ['percent 10.5 %', { discountType: 'percent', amount: 1050 }, lines, 577], // 577.395 → 577
    [
      'percent half-up',
      { discountType: 'percent', amount: 5000 },
      [{ productId: '1', quantity: 1, unitPriceCents: 101 }],
      51,
    ],
    ['percent 100 %', { discountType: 'percent', amount: 10000 }, lines, 5499],
    ['percent above 100 % capped', { discountType: 'percent', amount: 25000 }, lines, 5499],
    [
      'percent with product_ids: a percentage of the matching lines only (WooCommerce)',
      { discountType: 'percent', amount: 1000, productIds: ['20'] },
      lines,
      100, // 10 % of 9.99 = 0.999 → 1.00
    ],
    [
      'percent with product_ids: matching through the parent, two lines',
      { discountType: 'percent', amount: 1000, productIds: ['10', '30'] },
      lines,
      450, // 10 % of (30.00 + 15.00)
    ],
    [
      'fixed_cart with product_ids: the whole amount (eligibility is only a condition)',
      { discountType: 'fixed_cart', amount: 2000, productIds: ['20'] },
      lines,
      2000,
    ],
    ['fixed_product on all items', { discountType: 'fixed_product', amount: 100 }, lines, 600], // 6 items
    [
      'fixed_product on matching product',
      { discountType: 'fixed_product', amount: 100, productIds: ['30'] },
      lines,
      300,
    ],
    ['fixed_product through parent', { discountType: 'fixed_product', amount: 100, productIds: ['10'] }, lines, 200],
    [
      'fixed_product on two products',
      { discountType: 'fixed_product', amount: 100, productIds: ['10', '20'] },
      lines,
      300,
    ],
    [
      'fixed_product capped per line',
      { discountType: 'fixed_product', amount: 1200, productIds: ['20', '30'] },
      lines,
      999 + 1500,
    ],
    ['negative amount gives 0', { discountType: 'fixed_cart', amount: -500 }, lines, 0],
    ['empty cart gives 0', { discountType: 'fixed_cart', amount: 500 }, [], 0],
  ])('%s', (_, overrides, cart, cents) => {
    expect(couponDiscountCents(coupon(overrides), cart)).toBe(cents);
  });

  it('GUMMIES15 on one €11.90 gummy and €389 of oil takes €1.79, as WooCommerce charges (not €60.14)', () => {
    const gummies15 = coupon({ code: 'GUMMIES15', discountType: 'percent', amount: 1500, productIds: ['501'] });
    const cart: CouponLine[] = [
      { productId: '501', quantity: 1, unitPriceCents: 1190 },
      { productId: '900', quantity: 10, unitPriceCents: 3890 },
    ];
    expect(couponDiscountCents(gummies15, cart)).toBe(179);
    expect(validateCoupon(gummies15, 'gummies15', cart)).toEqual({ ok: true, code: 'gummies15', discountCents: 179 });
    expect(cartTotals(cart, 179)).toEqual({ subtotalCents: 40090, discountCents: 179, totalCents: 39911 });
  });

  it('validateCoupon returns the same discount', () => {
    const record = coupon({ discountType: 'percent', amount: 1050 });
    expect(validateCoupon(record, 'save10', lines)).toEqual({ ok: true, code: 'save10', discountCents: 577 });
  });
});

describe('totals', () => {
  it('subtotalCents sums unit price × quantity', () => {
    expect(subtotalCents(lines)).toBe(5499);
    expect(subtotalCents([])).toBe(0);
  });

  it.each<
    [string, Parameters<typeof cartTotals>[1], { subtotalCents: number; discountCents: number; totalCents: number }]
  >([
    ['no discount', undefined, { subtotalCents: 5499, discountCents: 0, totalCents: 5499 }],
    ['null discount', null, { subtotalCents: 5499, discountCents: 0, totalCents: 5499 }],
    ['cents', 499, { subtotalCents: 5499, discountCents: 499, totalCents: 5000 }],
    ['capped', 99999, { subtotalCents: 5499, discountCents: 5499, totalCents: 0 }],
    ['negative ignored', -10, { subtotalCents: 5499, discountCents: 0, totalCents: 5499 }],
    [
      'ok result',
      { ok: true, code: 'x', discountCents: 1000 },
      { subtotalCents: 5499, discountCents: 1000, totalCents: 4499 },
    ],
    [
      'failed result',
      { ok: false, message: 'Invalid coupon code' },
      { subtotalCents: 5499, discountCents: 0, totalCents: 5499 },
    ],
  ])('cartTotals: %s', (_, discount, totals) => {
    expect(cartTotals(lines, discount)).toEqual(totals);
  });
});

describe('helpers and texts', () => {
  it.each([
    [5000, '€50.00'],
    [1999, '€19.99'],
    [123450, '€1,234.50'],
  ])('formatCouponAmount(%d) = %s', (cents, text) => {
    expect(formatCouponAmount(cents)).toBe(text);
  });

  it.each([
    [' Save10 ', 'save10'],
    ['', ''],
    [null, ''],
  ])('normalizeCouponCode(%j) = %j', (code, normalized) => {
    expect(normalizeCouponCode(code)).toBe(normalized);
  });

  it('has the SPEC texts', () => {
    expect(COUPON_TEXTS.applied('save10')).toBe('Coupon "save10" applied!');
    expect(COUPON_TEXTS.appliedToast).toBe('Coupon applied successfully!');
    expect(COUPON_TEXTS.failedToast).toBe('Failed to apply coupon');
    expect(COUPON_TEXTS.failedToastDescription).toBe('Invalid or expired coupon code.');
    expect(COUPON_TEXTS.removedToast).toBe('Coupon removed');
  });
});

describe('coupon expiry and usage limit', () => {
  const coupon = {
    code: 'limited',
    discountType: 'fixed_cart' as const,
    amount: 500,
    minimumAmountCents: null,
    maximumAmountCents: null,
    productIds: [],
  };
  const lines = [{ productId: '1', quantity: 1, unitPriceCents: 2000 }];
  const now = new Date('2026-06-01T12:00:00Z');

  it('refuses an expired coupon and one whose uses are all taken', () => {
    expect(validateCoupon({ ...coupon, expiresAt: '2026-06-01T12:00:00Z' }, 'limited', lines, now)).toEqual({
      ok: false,
      message: COUPON_MESSAGES.expired,
    });
    expect(validateCoupon({ ...coupon, usageLimit: 3, usageCount: 3 }, 'limited', lines, now)).toEqual({
      ok: false,
      message: COUPON_MESSAGES.usageLimitReached,
    });
  });

  it('accepts it before its expiry, below its limit, and with a limit of 0 (none)', () => {
    for (const changes of [
      { expiresAt: '2026-06-01T12:00:01Z' },
      { usageLimit: 3, usageCount: 2 },
      { usageLimit: 0, usageCount: 9 },
      { expiresAt: null, usageLimit: null },
    ]) {
      expect(validateCoupon({ ...coupon, ...changes }, 'limited', lines, now)).toEqual({
        ok: true,
        code: 'limited',
        discountCents: 500,
      });
    }
  });
});
