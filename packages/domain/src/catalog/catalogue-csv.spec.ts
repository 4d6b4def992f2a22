import { describe, expect, it } from 'vitest';
import type { ProductRecord } from '../types.js';
import { catalogueCsvRows, neutraliseCsvCell } from './catalogue-csv.js';

describe('neutraliseCsvCell', () => {
  it.each(['=HYPERLINK("http://x","y")', '+1', '-2', '@SUM(A1)'])('prefixes %j with an apostrophe', (value) =>
    expect(neutraliseCsvCell(value)).toBe(`'${value}`),
  );

  it('flattens line breaks and control characters to spaces, so no cell starts a row or hides a formula', () => {
    // the download's rows end in CR LF: a bare LF was left unquoted and `=1+1` began the next row
    expect(neutraliseCsvCell('Gummies\n=1+1')).toBe('Gummies =1+1');
    expect(neutraliseCsvCell('\n=1+1')).toBe("' =1+1");
    expect(neutraliseCsvCell('\r\n@SUM(A1)')).toBe("' @SUM(A1)");
    expect(neutraliseCsvCell('\t=cmd')).toBe("' =cmd");
    expect(neutraliseCsvCell('  +1')).toBe("'  +1");
    expect(neutraliseCsvCell('\tcmd')).toBe(' cmd');
    expect(neutraliseCsvCell('a\u0000b')).toBe('a b');
  });

  it('leaves other text alone (a formula character later in the text is harmless)', () => {
    expect(neutraliseCsvCell('Mint = fresh')).toBe('Mint = fresh');
    expect(neutraliseCsvCell('GL-VAP-001')).toBe('GL-VAP-001');
    expect(neutraliseCsvCell('')).toBe('');
  });
});

const simple = {
  sku: 'GL-1',
  name: '=HYPERLINK("https://evil.test","Click")',
  slug: 'x',
  categories: [{ id: '1', name: 'Gummies', slug: 'gummies' }],
  type: 'simple',
  variations: [],
  inStock: true,
  priceCents: 1250,
} as unknown as ProductRecord;

const variable = {
  sku: 'GL-2',
  name: 'Oil',
  slug: 'oil',
  categories: [],
  type: 'variable',
  inStock: true,
  priceCents: 1000,
  variations: [
    {
      id: '21',
      sku: 'GL-2-500',
      priceCents: 1000,
      attributes: [{ name: 'Strength', option: '500mg' }],
      image: null,
      inStock: true,
    },
    {
      id: '22',
      sku: null,
      priceCents: 1800,
      attributes: [{ name: 'Strength', option: '1000mg' }],
      image: null,
      inStock: false,
    },
  ],
} as unknown as ProductRecord;

describe('catalogueCsvRows', () => {
  it('lists a row per simple product and per variation, with prices only when asked', () => {
    const anonymous = catalogueCsvRows([simple, variable], { withPrices: false, origin: 'https://shop.test' });
    expect(anonymous[0]).toEqual(['SKU', 'Product', 'Category', 'Variation', 'Stock status', 'Link']);
    expect(anonymous.slice(1)).toEqual([
      ['GL-1', `'=HYPERLINK("https://evil.test","Click")`, 'Gummies', '', 'In stock', 'https://shop.test/products/x'],
      ['GL-2-500', 'Oil', '', 'Strength: 500mg', 'In stock', 'https://shop.test/products/oil'],
      ['GL-2', 'Oil', '', 'Strength: 1000mg', 'Out of stock', 'https://shop.test/products/oil'],
    ]);
    const buyer = catalogueCsvRows([simple, variable], { withPrices: true, origin: '' });
    expect(buyer[0]?.slice(-2)).toEqual(['Price (EUR, excl. VAT)', 'Tier prices']);
    expect(buyer.slice(1).map((row) => row.slice(-2))).toEqual([
      ['12.50', ''],
      ['10.00', ''],
      ['18.00', ''],
    ]);
  });

  it("lists the tier prices that lower the list price in the buyer's download (variations have none)", () => {
    const tiered = {
      ...simple,
      name: 'Rings',
      priceTiers: [
        { minQuantity: 50, priceCents: 1000 },
        { minQuantity: 10, priceCents: 1100 },
        // not cheaper than the list price: never offered
        { minQuantity: 5, priceCents: 1300 },
      ],
    } as ProductRecord;
    const rows = catalogueCsvRows([tiered, variable], { withPrices: true, origin: '' });
    expect(rows[1]?.slice(-2)).toEqual(['12.50', '10+: 11.00; 50+: 10.00']);
    expect(rows[2]?.at(-1)).toBe('');
    expect(catalogueCsvRows([tiered], { withPrices: false, origin: '' })[1]).not.toContain('10+: 11.00; 50+: 10.00');
  });
});
