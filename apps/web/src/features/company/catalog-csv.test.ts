import { describe, expect, it } from 'vitest';
import { buildCatalogCsv } from './catalog-csv';

const products = [
  {
    name: 'Mint "Fresh" Gummies',
    slug: 'mint',
    inStock: true,
    categories: [{ name: 'Gummies' }],
    price: { amount: '12.5' },
  },
  { name: '=HYPERLINK()', slug: 'x', inStock: false, categories: [], price: null },
];

describe('catalog CSV', () => {
  it('includes prices only for a logged-in buyer', () => {
    const withPrices = buildCatalogCsv(products, { withPrices: true, origin: 'https://shop.test' });
    expect(withPrices.split('\r\n')[0]).toBe('"Product","Category","Price (EUR)","Availability","Link"');
    expect(withPrices).toContain(
      '"Mint ""Fresh"" Gummies","Gummies","12.50","In stock","https://shop.test/products/mint"',
    );
    const anonymous = buildCatalogCsv(products, { withPrices: false, origin: 'https://shop.test' });
    expect(anonymous.split('\r\n')[0]).toBe('"Product","Category","Availability","Link"');
    expect(anonymous).not.toContain('12.50');
  });

  it('neutralises spreadsheet formulas', () => {
    const csv = buildCatalogCsv(products, { withPrices: false, origin: '' });
    expect(csv).toContain(`"'=HYPERLINK()","","Out of stock","/products/x"`);
  });
});
