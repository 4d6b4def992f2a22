import { describe, expect, it } from 'vitest';
import { PRODUCT_SORTS } from './catalog.js';
import { effectiveProductFilter, effectiveProductSort, isPriceSort, productSortsFor } from './price-visibility.js';

describe('price sorts and filters need prices', () => {
  it('tells price sorts from the others', () => {
    expect(PRODUCT_SORTS.filter(isPriceSort)).toEqual(['PRICE_ASC', 'PRICE_DESC']);
  });

  it('offers every sort to a viewer who sees prices, none by price to one who does not', () => {
    expect(productSortsFor(true)).toEqual(PRODUCT_SORTS);
    expect(productSortsFor(false)).toEqual(['DEFAULT', 'NAME_ASC', 'NAME_DESC']);
  });

  it.each([
    ['PRICE_ASC', false, 'DEFAULT'],
    ['PRICE_DESC', false, 'DEFAULT'],
    ['NAME_DESC', false, 'NAME_DESC'],
    ['DEFAULT', false, 'DEFAULT'],
    ['PRICE_DESC', true, 'PRICE_DESC'],
    ['NAME_ASC', true, 'NAME_ASC'],
    [null, true, 'DEFAULT'],
    [undefined, false, 'DEFAULT'],
  ] as const)('sort %s for a viewer who sees prices: %s → %s', (sort, canSeePrices, effective) => {
    expect(effectiveProductSort(sort, canSeePrices)).toBe(effective);
  });

  it('drops the price range for a viewer who cannot see prices and keeps the other filters', () => {
    const filter = { search: 'oil', categorySlugs: ['oils'], priceMinCents: 1000, priceMaxCents: 5000 };
    expect(effectiveProductFilter(filter, false)).toEqual({
      search: 'oil',
      categorySlugs: ['oils'],
      priceMinCents: null,
      priceMaxCents: null,
    });
    expect(effectiveProductFilter(filter, true)).toEqual(filter);
    expect(effectiveProductFilter({ search: 'oil' }, false)).toEqual({
      search: 'oil',
      priceMinCents: null,
      priceMaxCents: null,
    });
  });
});
