import type { CouponRecord, VariationRecord } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { LINE_MESSAGES } from '@shop/domain';
import { productRecord as product } from '@shop/domain/testing';
import { priceCart, priceLine, type CartLineRequest } from './cart-pricing.js';

function variation(id: string, priceCents: number, inStock = true): VariationRecord {
  return { id, priceCents, attributes: [{ name: 'Strength', option: id }], image: null, inStock };
}

function coupon(overrides: Partial<CouponRecord> & Pick<CouponRecord, 'discountType' | 'amount'>): CouponRecord {
  return { code: 'test', minimumAmountCents: null, maximumAmountCents: null, productIds: [], ...overrides };
}

const simple = product({ id: '1', priceCents: 1999 });
const hidden = product({ id: '2', visible: false });
const soldOut = product({ id: '3', inStock: false });
const variable = product({
  id: '4',
  type: 'variable',
  priceCents: 500,
  variations: [variation('41', 500), variation('42', 750), variation('43', 900, false)],
});
const catalogue = new Map([simple, hidden, soldOut, variable].map((p) => [p.id, p]));

const quote = (lines: CartLineRequest[], code: string | null = null, c: CouponRecord | null = null) =>
  priceCart(lines, catalogue, code, c);

describe('priceLine', () => {
  it('prices a simple product from the store record, whatever the client thinks', () => {
    expect(priceLine({ productId: '1', quantity: 3 }, simple)).toMatchObject({
      name: 'Product 1',
      unitPriceCents: 1999,
      lineTotalCents: 5997,
      available: true,
      message: null,
    });
  });

  it('says an unknown product and a hidden one the same way, without leaking the hidden name', () => {
    const unknown = priceLine({ productId: '99', quantity: 1 }, undefined);
    const secret = priceLine({ productId: '2', quantity: 1 }, hidden);
    for (const line of [unknown, secret]) {
      expect(line).toMatchObject({ available: false, message: LINE_MESSAGES.productUnavailable, name: null });
      expect(line.unitPriceCents).toBeNull();
    }
    expect(LINE_MESSAGES.productUnavailable).toBe('This product is no longer available');
  });

  it('refuses an unknown variation, a variable product without one, and out-of-stock lines', () => {
    expect(priceLine({ productId: '4', variationId: '404', quantity: 1 }, variable).message).toBe(
      'This variant is no longer available',
    );
    expect(priceLine({ productId: '1', variationId: '41', quantity: 1 }, simple).message).toBe(
      'This variant is no longer available',
    );
    expect(priceLine({ productId: '4', quantity: 1 }, variable).message).toBe('Please select a variant');
    expect(priceLine({ productId: '3', quantity: 1 }, soldOut).message).toBe('This product is out of stock');
    expect(priceLine({ productId: '4', variationId: '43', quantity: 1 }, variable).message).toBe(
      'This product is out of stock',
    );
  });

  it('prices a variation with its own price', () => {
    expect(priceLine({ productId: '4', variationId: '42', quantity: 2 }, variable)).toMatchObject({
      unitPriceCents: 750,
      lineTotalCents: 1500,
      available: true,
    });
  });

  it.each([0, -1, 10000, 1.5])('refuses quantity %s', (quantity) => {
    const line = priceLine({ productId: '1', quantity }, simple);
    expect(line).toMatchObject({
      available: false,
      message: 'Quantity must be between 1 and 9999',
      lineTotalCents: null,
    });
  });

  it('accepts the quantity bounds 1 and 9999', () => {
    expect(priceLine({ productId: '1', quantity: 1 }, simple).available).toBe(true);
    expect(priceLine({ productId: '1', quantity: 9999 }, simple).lineTotalCents).toBe(1999 * 9999);
  });
});

describe('priceCart and coupons', () => {
  it('counts only available lines in the subtotal', () => {
    const cart = quote([
      { productId: '1', quantity: 1 },
      { productId: '3', quantity: 5 },
      { productId: '99', quantity: 1 },
    ]);
    expect(cart.totals).toEqual({ subtotalCents: 1999, discountCents: 0, totalCents: 1999 });
    expect(cart.coupon).toBeNull();
  });

  it('applies a coupon whose minimum equals the subtotal exactly', () => {
    const c = coupon({ discountType: 'fixed_cart', amount: 500, minimumAmountCents: 3998 });
    const cart = quote([{ productId: '1', quantity: 2 }], 'TEST', c);
    expect(cart.coupon).toMatchObject({ applied: true, message: null, discountType: 'fixed_cart' });
    expect(cart.totals).toEqual({ subtotalCents: 3998, discountCents: 500, totalCents: 3498 });
  });

  it('refuses a coupon one cent below its minimum with the spec message', () => {
    const c = coupon({ discountType: 'fixed_cart', amount: 500, minimumAmountCents: 3999 });
    const cart = quote([{ productId: '1', quantity: 2 }], 'test', c);
    expect(cart.coupon).toMatchObject({ applied: false, message: 'Minimum order amount is €39.99' });
    expect(cart.totals.discountCents).toBe(0);
  });

  it('refuses above the maximum', () => {
    const c = coupon({ discountType: 'fixed_cart', amount: 500, maximumAmountCents: 1000 });
    expect(quote([{ productId: '1', quantity: 1 }], 'test', c).coupon?.message).toBe('Maximum order amount is €10.00');
  });

  it('rounds a percentage of an odd cent amount half up', () => {
    // 10 % of 19.99 = 1.999 → 2.00; 15 % of 19.99 = 2.9985 → 3.00; 12.5 % of 19.99 = 2.49875 → 2.50
    const cases: [number, number][] = [
      [1000, 200],
      [1500, 300],
      [1250, 250],
    ];
    for (const [amount, expected] of cases) {
      const cart = quote([{ productId: '1', quantity: 1 }], 'test', coupon({ discountType: 'percent', amount }));
      expect(cart.totals.discountCents).toBe(expected);
      expect(cart.totals.totalCents).toBe(1999 - expected);
    }
  });

  it('gives fixed_product per unit across every variation of a restricted product', () => {
    const c = coupon({ discountType: 'fixed_product', amount: 100, productIds: ['4'] });
    const cart = quote(
      [
        { productId: '4', variationId: '41', quantity: 2 },
        { productId: '4', variationId: '42', quantity: 3 },
        { productId: '1', quantity: 1 },
      ],
      'test',
      c,
    );
    expect(cart.coupon?.applied).toBe(true);
    expect(cart.totals).toEqual({ subtotalCents: 1000 + 2250 + 1999, discountCents: 500, totalCents: 4749 });
  });

  it('refuses a coupon restricted to products that are not in the cart', () => {
    const c = coupon({ discountType: 'percent', amount: 1000, productIds: ['3', '99'] });
    const cart = quote([{ productId: '1', quantity: 1 }], 'test', c);
    expect(cart.coupon).toMatchObject({ applied: false, message: 'Coupon is not valid for items in your cart' });
    expect(cart.totals.discountCents).toBe(0);
  });

  it('never discounts more than the subtotal', () => {
    const c = coupon({ discountType: 'fixed_cart', amount: 100_00 });
    const cart = quote([{ productId: '1', quantity: 1 }], 'test', c);
    expect(cart.totals).toEqual({ subtotalCents: 1999, discountCents: 1999, totalCents: 0 });
  });

  it('answers an empty and an unknown code with the spec messages', () => {
    expect(quote([{ productId: '1', quantity: 1 }], '  ', null).coupon?.message).toBe('Please enter a coupon code');
    expect(quote([{ productId: '1', quantity: 1 }], 'NOPE', null).coupon?.message).toBe('Invalid coupon code');
  });
});
