import { describe, expect, it } from 'vitest';
import {
  ORDER_TEXTS,
  buildOrderDraft,
  itemCountLabel,
  orderItemCount,
  orderStatusTone,
  splitFullName,
  type BuildOrderDraftInput,
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

describe('buildOrderDraft', () => {
  const base: BuildOrderDraftInput = {
    shipping: {
      fullName: 'Anna van Dijk',
      email: ' anna@shop.nl ',
      phone: '+31 20 123',
      address: ' Damrak 1, Amsterdam ',
    },
    lines: [
      { productId: '10', variationId: '11', name: 'Oil', quantity: 2, unitPriceCents: 500, lineTotalCents: 1000 },
      { productId: '20', variationId: null, name: 'Gum', quantity: 1, unitPriceCents: 300, lineTotalCents: 300 },
    ],
    couponCode: null,
    customerId: null,
    totals: { subtotalCents: 1300, discountCents: 0, totalCents: 1300 },
    currencyCode: 'EUR',
  };

  it('uses the one typed address as billing and shipping address, the name split, text trimmed', () => {
    // an API client that sends no country orders to the Netherlands (issue 18)
    const address = {
      firstName: 'Anna',
      lastName: 'van Dijk',
      street: 'Damrak 1, Amsterdam',
      city: '',
      postcode: '',
      country: 'NL',
    };
    expect(buildOrderDraft(base)).toEqual({
      buyer: { customerId: null, email: 'anna@shop.nl', phone: '+31 20 123' },
      billingAddress: address,
      shippingAddress: address,
      lines: base.lines,
      couponCode: null,
      comment: null,
      currencyCode: 'EUR',
      subtotalCents: 1300,
      discountCents: 0,
      totalCents: 1300,
      shippingCents: 0,
      taxCents: 0,
      taxLines: [],
      reverseCharge: false,
      poNumber: null,
      paymentMethod: null,
      buyerCompany: null,
      buyerVatNumber: null,
    });
  });

  it('carries postcode, city and country (upper-cased), the PO number and the money of issue 18', () => {
    const draft = buildOrderDraft({
      ...base,
      shipping: { ...base.shipping, postcode: ' 1012 JS ', city: ' Amsterdam ', country: 'be' },
      poNumber: ' PO-77 ',
      paymentMethod: 'Invoice (bank transfer, 30 days)',
      buyerCompany: ' Acme BV ',
      buyerVatNumber: 'BE0411905847',
      totals: {
        subtotalCents: 1300,
        discountCents: 0,
        shippingCents: 1995,
        taxCents: 0,
        totalCents: 3295,
        reverseCharge: true,
        taxLines: [{ label: 'VAT 0 % (reverse charge)', rateBasisPoints: 0, baseCents: 3295, amountCents: 0 }],
      },
    });
    expect(draft.shippingAddress).toMatchObject({ postcode: '1012 JS', city: 'Amsterdam', country: 'BE' });
    expect(draft).toMatchObject({
      poNumber: 'PO-77',
      buyerCompany: 'Acme BV',
      shippingCents: 1995,
      totalCents: 3295,
      reverseCharge: true,
    });
  });

  it('keeps a comment, a coupon and the customer; blank ones are null', () => {
    expect(
      buildOrderDraft({
        ...base,
        shipping: { ...base.shipping, comment: ' Ring twice ' },
        couponCode: ' save10 ',
        customerId: '42',
      }),
    ).toMatchObject({ comment: 'Ring twice', couponCode: 'save10', buyer: { customerId: '42' } });
    expect(
      buildOrderDraft({ ...base, shipping: { ...base.shipping, comment: '  ', phone: ' ' }, couponCode: '' }),
    ).toMatchObject({ comment: null, couponCode: null, buyer: { phone: null } });
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
