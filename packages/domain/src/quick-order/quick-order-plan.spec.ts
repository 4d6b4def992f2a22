import { productRecord } from '../testing/product-record.js';
import { describe, expect, it } from 'vitest';
import type { ProductRecord } from '../types.js';
import { parseQuickOrderCsv } from './quick-order-csv.js';
import { indexBySku, orderableQuantity, quickOrderPlan } from './quick-order-plan.js';

const product = (overrides: Partial<ProductRecord>): ProductRecord =>
  productRecord({ id: 'p', slug: 'p', name: 'P', ...overrides });

const catalogue = [
  product({ id: '1', sku: 'OIL-1', priceTiers: [{ minQuantity: 10, priceCents: 800 }] }),
  product({ id: '2', sku: 'CASE-6', quantityStep: 6 }),
  product({ id: '3', sku: 'GONE-1', visible: false }),
  product({ id: '4', sku: 'EMPTY-1', inStock: false }),
  product({
    id: '5',
    sku: 'TEE',
    type: 'variable',
    variations: [
      { id: '51', sku: 'TEE-S', priceCents: 1500, attributes: [], image: null, inStock: true },
      { id: '52', sku: 'TEE-L', priceCents: 1600, attributes: [], image: null, inStock: false },
    ],
  }),
  product({ id: '6', sku: 'MIN-5', minQuantity: 5, quantityStep: 2 }),
];

function plan(csv: string) {
  const parsed = parseQuickOrderCsv(csv);
  if (!parsed.ok) throw new Error(parsed.error);
  return quickOrderPlan(parsed.lines, indexBySku(catalogue));
}

describe('quickOrderPlan', () => {
  it('matches SKUs of simple products and variations, any case, with the tier the quantity reaches', () => {
    const result = plan('oil-1,12\nTEE-S,2\n');
    expect(result.problems).toEqual([]);
    expect(
      result.lines.map((l) => [l.product.id, l.variationId, l.quantity, l.unitPriceCents, l.tierMinQuantity]),
    ).toEqual([
      ['1', null, 12, 800, 10],
      ['5', '51', 2, 1500, null],
    ]);
  });

  it('rounds up to whole cases and to the minimum, and says so', () => {
    const result = plan('CASE-6,10\nMIN-5,1\nCASE-6,2\n');
    expect(result.lines.map((l) => [l.sku, l.requestedQuantity, l.quantity, l.correction])).toEqual([
      ['CASE-6', 12, 12, null],
      ['MIN-5', 1, 6, 'The minimum order quantity is 5: 1 raised to 6'],
    ]);
    expect(plan('CASE-6,10\n').lines[0]!.correction).toBe('Sold in cases of 6: 10 rounded up to 12');
  });

  it('lists unknown and hidden SKUs alike, out-of-stock lines and a variable product without a variant', () => {
    const result = plan('sku,quantity\nNOPE-1,1\nGONE-1,1\nEMPTY-1,1\nTEE,1\nTEE-L,1\nOIL-1,1\n');
    expect(result.problems.map((p) => [p.sku, p.rows, p.reason])).toEqual([
      ['NOPE-1', [2], 'UNKNOWN_SKU'],
      ['GONE-1', [3], 'UNKNOWN_SKU'],
      ['EMPTY-1', [4], 'OUT_OF_STOCK'],
      ['TEE', [5], 'SELECT_VARIANT'],
      ['TEE-L', [6], 'OUT_OF_STOCK'],
    ]);
    expect(result.lines.map((l) => l.sku)).toEqual(['OIL-1']);
  });
});

describe('orderableQuantity', () => {
  it('never rounds down', () => {
    expect(orderableQuantity(7, { quantityStep: 6 })).toEqual({
      quantity: 12,
      correction: 'Sold in cases of 6: 7 rounded up to 12',
    });
    expect(orderableQuantity(3, null)).toEqual({ quantity: 3, correction: null });
  });

  it('never goes above what a cart line holds: the most whole cases that fit, said', () => {
    // 9999 in cases of 24 would round up to 10008, which the cart refuses
    expect(orderableQuantity(9999, { quantityStep: 24 })).toEqual({
      quantity: 9984,
      correction: 'A cart line holds at most 9999: 9999 lowered to 9984',
    });
    // lines of one SKU added up beyond it
    expect(orderableQuantity(20003, null)).toEqual({
      quantity: 9999,
      correction: 'A cart line holds at most 9999: 20003 lowered to 9999',
    });
  });
});
