import { describe, expect, it } from 'vitest';
import type { ProductRecord, VariationRecord } from '../types.js';
import { reorderPlan } from './reorder.js';

const variation = (id: string, inStock = true): VariationRecord => ({
  id,
  priceCents: 1000,
  attributes: [{ name: 'Strength', option: id }],
  image: null,
  inStock,
});

const product = (id: string, over: Partial<ProductRecord> = {}) =>
  ({ visible: true, type: 'simple', inStock: true, variations: [], ...over, id }) as ProductRecord;

const byId = (...products: ProductRecord[]) => new Map(products.map((p) => [p.id, p]));

const line = (productId: string, quantity: number, variationId: string | null = null) => ({
  productId,
  variationId,
  name: `Product ${productId}`,
  quantity,
});

describe('reorderPlan', () => {
  it('puts every line still on sale back with the quantity ordered', () => {
    const plan = reorderPlan(
      [line('1', 3), line('2', 5, '21')],
      byId(product('1'), product('2', { type: 'variable', variations: [variation('21')] })),
    );
    expect(plan.lines).toEqual([
      { productId: '1', variationId: null, quantity: 3 },
      { productId: '2', variationId: '21', quantity: 5 },
    ]);
    expect(plan.skipped).toEqual([]);
  });

  it('skips a hidden or deleted product as no longer sold, without telling them apart', () => {
    const plan = reorderPlan([line('1', 1), line('9', 2)], byId(product('1', { visible: false })));
    expect(plan.lines).toEqual([]);
    expect(plan.skipped.map((s) => [s.productId, s.reason, s.name])).toEqual([
      ['1', 'PRODUCT_UNAVAILABLE', 'Product 1'],
      ['9', 'PRODUCT_UNAVAILABLE', 'Product 9'],
    ]);
  });

  it('skips an out-of-stock product, and a variation out of stock or of a product out of stock', () => {
    const plan = reorderPlan(
      [line('1', 1), line('2', 1, '21'), line('3', 1, '31')],
      byId(
        product('1', { inStock: false }),
        product('2', { type: 'variable', variations: [variation('21', false)] }),
        product('3', { type: 'variable', inStock: false, variations: [variation('31')] }),
      ),
    );
    expect(plan.lines).toEqual([]);
    expect(plan.skipped.map((s) => s.reason)).toEqual(['OUT_OF_STOCK', 'OUT_OF_STOCK', 'OUT_OF_STOCK']);
  });

  it('skips a variation that is gone, and a line without variant of a product that now has variants', () => {
    const plan = reorderPlan(
      [line('2', 1, '22'), line('2', 4)],
      byId(product('2', { type: 'variable', variations: [variation('21')] })),
    );
    expect(plan.skipped.map((s) => [s.variationId, s.reason])).toEqual([
      ['22', 'VARIATION_UNAVAILABLE'],
      [null, 'VARIATION_UNAVAILABLE'],
    ]);
  });

  it('merges lines of the same product and variant and caps the quantity at the line maximum', () => {
    const plan = reorderPlan([line('1', 6000), line('1', 6000)], byId(product('1')));
    expect(plan.lines).toEqual([{ productId: '1', variationId: null, quantity: 9999 }]);
  });
});
