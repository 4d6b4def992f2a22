import { productRecord } from '../testing/product-record.js';
import { describe, expect, it } from 'vitest';
import type { ProductRecord, VariationRecord } from '../types.js';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  PAGE_SIZES,
  SORT_URL_NAMES,
  attributeOptionsLabel,
  clampPageSize,
  filterProducts,
  findVariation,
  isHiddenCategory,
  isVisible,
  paginate,
  priceSliderMax,
  productPriceRange,
  showingText,
  sortFromUrl,
  sortProducts,
  sortToUrl,
  visibleCategories,
  visibleProducts,
  type ProductSort,
} from './catalog.js';

const product = (overrides: Partial<ProductRecord> & Pick<ProductRecord, 'id'>): ProductRecord =>
  productRecord({ slug: `p-${overrides.id}`, ...overrides });

function variation(id: string, priceCents: number, attributes: Record<string, string>): VariationRecord {
  return {
    id,
    priceCents,
    attributes: Object.entries(attributes).map(([name, option]) => ({ name, option })),
    image: null,
    inStock: true,
  };
}

describe('constants', () => {
  it('has the SPEC page sizes', () => {
    expect(PAGE_SIZES).toEqual([4, 8, 12, 16]);
    expect(DEFAULT_PAGE_SIZE).toBe(8);
    expect(MAX_PAGE_SIZE).toBe(100);
  });
});

describe('visibility', () => {
  it('lists only visible products', () => {
    const list = [product({ id: '1' }), product({ id: '2', visible: false }), product({ id: '3' })];
    expect(isVisible(list[0]!)).toBe(true);
    expect(isVisible(list[1]!)).toBe(false);
    expect(visibleProducts(list).map((p) => p.id)).toEqual(['1', '3']);
  });
});

describe('sortProducts', () => {
  const list = [
    product({ id: '10', name: 'banana', priceCents: 500, position: 2 }),
    product({ id: '2', name: 'Apple', priceCents: 1500, position: 0 }),
    product({ id: '3', name: '&Aacute;pricot', priceCents: 500, position: 1 }),
    product({ id: '1', name: 'cherry', priceCents: 900, position: 2 }),
    product({ id: '9', name: 'apple', priceCents: 700, position: 3 }),
  ];
  it.each<[ProductSort, string[]]>([
    ['DEFAULT', ['2', '3', '1', '10', '9']],
    ['PRICE_ASC', ['3', '10', '9', '1', '2']],
    ['PRICE_DESC', ['2', '1', '9', '3', '10']],
    ['NAME_ASC', ['2', '9', '3', '10', '1']],
    ['NAME_DESC', ['1', '10', '3', '2', '9']],
  ])('%s', (sort, ids) => {
    expect(sortProducts(list, sort).map((p) => p.id)).toEqual(ids);
  });

  it('does not mutate its input and defaults to DEFAULT', () => {
    const before = list.map((p) => p.id);
    expect(sortProducts(list).map((p) => p.id)).toEqual(['2', '3', '1', '10', '9']);
    expect(list.map((p) => p.id)).toEqual(before);
  });
});

describe('sort URL names', () => {
  it.each([
    ['default', 'DEFAULT'],
    ['price-low-high', 'PRICE_ASC'],
    ['price-high-low', 'PRICE_DESC'],
    ['name-a-z', 'NAME_ASC'],
    ['name-z-a', 'NAME_DESC'],
    ['bogus', 'DEFAULT'],
    ['toString', 'DEFAULT'],
    ['', 'DEFAULT'],
    [null, 'DEFAULT'],
  ] as const)('%j ↔ %s', (name, sort) => {
    expect(sortFromUrl(name)).toBe(sort);
  });

  it('round-trips every URL name', () => {
    expect(SORT_URL_NAMES).toEqual(['default', 'price-low-high', 'price-high-low', 'name-a-z', 'name-z-a']);
    for (const name of SORT_URL_NAMES) expect(sortToUrl(sortFromUrl(name))).toBe(name);
  });
});

describe('filterProducts', () => {
  const oils = { id: 'c1', name: 'Oils', slug: 'oils' };
  const vapes = { id: 'c2', name: 'Vapes', slug: 'vapes' };
  const list = [
    product({ id: '1', name: 'CBD Oil &amp; Drops', priceCents: 1000, categories: [oils] }),
    product({ id: '2', name: 'Vape Pen', priceCents: 2500, categories: [vapes] }),
    product({ id: '3', name: 'Oil Vape Combo', priceCents: 5000, categories: [oils, vapes] }),
    product({ id: '4', name: 'Gummies', priceCents: 0, categories: [] }),
  ];
  it.each<[string, Parameters<typeof filterProducts>[1], string[]]>([
    ['no filter', {}, ['1', '2', '3', '4']],
    ['search case-insensitive', { search: 'oil' }, ['1', '3']],
    ['search on decoded name', { search: 'oil & d' }, ['1']],
    ['search trimmed', { search: '  PEN ' }, ['2']],
    ['empty search', { search: '   ' }, ['1', '2', '3', '4']],
    ['one category', { categorySlugs: ['vapes'] }, ['2', '3']],
    ['any of several categories', { categorySlugs: ['oils', 'vapes'] }, ['1', '2', '3']],
    ['empty category list', { categorySlugs: [] }, ['1', '2', '3', '4']],
    ['unknown category', { categorySlugs: ['none'] }, []],
    ['min inclusive', { priceMinCents: 2500 }, ['2', '3']],
    ['max inclusive', { priceMaxCents: 2500 }, ['1', '2', '4']],
    ['range', { priceMinCents: 1000, priceMaxCents: 2500 }, ['1', '2']],
    ['all combined', { search: 'vape', categorySlugs: ['oils'], priceMinCents: 0, priceMaxCents: 5000 }, ['3']],
    [
      'null values ignored',
      { search: null, categorySlugs: null, priceMinCents: null, priceMaxCents: null },
      ['1', '2', '3', '4'],
    ],
  ])('%s', (_, filter, ids) => {
    expect(filterProducts(list, filter).map((p) => p.id)).toEqual(ids);
  });

  it('finds a product by its SKU or a variation SKU, exactly or by prefix, case-insensitively', () => {
    const withSkus = [
      product({ id: '1', name: 'Drops', sku: 'GL-OIL-001' }),
      product({ id: '2', name: 'Pen', sku: 'GL-VAP-002' }),
      product({
        id: '3',
        name: 'Combo',
        sku: null,
        variations: [{ id: '31', priceCents: 1, attributes: [], image: null, inStock: true, sku: 'GL-VAP-003-1G' }],
      }),
    ];
    const ids = (search: string) => filterProducts(withSkus, { search }).map((p) => p.id);
    expect(ids('GL-OIL-001')).toEqual(['1']);
    expect(ids('gl-vap')).toEqual(['2', '3']);
    expect(ids('GL-VAP-003-1G')).toEqual(['3']);
    // a SKU is matched from its start only
    expect(ids('VAP-002')).toEqual([]);
  });
});

describe('paginate', () => {
  it.each([
    // total, page, size → start, end, from, to, pageCount, page
    [0, 1, 8, { start: 0, end: 0, from: 0, to: 0, pageCount: 1, page: 1 }],
    [5, 1, 8, { start: 0, end: 5, from: 1, to: 5, pageCount: 1, page: 1 }],
    [20, 1, 8, { start: 0, end: 8, from: 1, to: 8, pageCount: 3, page: 1 }],
    [20, 2, 8, { start: 8, end: 16, from: 9, to: 16, pageCount: 3, page: 2 }],
    [20, 3, 8, { start: 16, end: 20, from: 17, to: 20, pageCount: 3, page: 3 }],
    [20, 9, 8, { start: 16, end: 20, from: 17, to: 20, pageCount: 3, page: 3 }],
    [20, 0, 8, { start: 0, end: 8, from: 1, to: 8, pageCount: 3, page: 1 }],
    [20, -4, 8, { start: 0, end: 8, from: 1, to: 8, pageCount: 3, page: 1 }],
    [16, 2, 16, { start: 0, end: 16, from: 1, to: 16, pageCount: 1, page: 1 }],
    [16, 4, 4, { start: 12, end: 16, from: 13, to: 16, pageCount: 4, page: 4 }],
  ])('total %d page %d size %d', (total, page, size, expected) => {
    expect(paginate(total, page, size)).toMatchObject(expected);
  });

  it.each([
    [undefined, 8],
    [null, 8],
    [Number.NaN, 8],
    [0, 1],
    [-3, 1],
    [12, 12],
    [1000, 100],
  ])('clampPageSize(%j) = %d', (size, clamped) => {
    expect(clampPageSize(size)).toBe(clamped);
  });
});

describe('showingText', () => {
  it.each([
    [1, 8, 0, 'Showing 0 - 0 of 0 products'],
    [1, 8, 5, 'Showing 1 - 5 of 5 products'],
    [1, 8, 20, 'Showing 1 - 8 of 20 products'],
    [3, 8, 20, 'Showing 17 - 20 of 20 products'],
    [2, 4, 9, 'Showing 5 - 8 of 9 products'],
    [1, 16, 1, 'Showing 1 - 1 of 1 products'],
  ])('page %d size %d total %d', (page, size, total, text) => {
    expect(showingText(page, size, total)).toBe(text);
  });
});

describe('priceSliderMax', () => {
  it.each([
    [[], 100],
    [[0, 0], 100],
    [[1999, 4550, 1000], 46],
    [[5000], 50],
    [[5001], 51],
    [[1], 1],
  ])('%j → %d', (prices, max) => {
    expect(priceSliderMax(prices)).toBe(max);
  });
});

describe('hidden categories', () => {
  it.each([
    [{ name: 'Uncategorised', slug: 'x' }, true],
    [{ name: 'uncategorized', slug: 'x' }, true],
    [{ name: 'Other', slug: 'uncategorised' }, true],
    [{ name: 'Other', slug: 'uncategorized' }, true],
    [{ name: ' UNCATEGORISED ', slug: null }, true],
    [{ name: 'Oils', slug: 'oils' }, false],
    [{ name: 'Uncategorised Oils', slug: 'uncategorised-oils' }, false],
    [{}, false],
  ])('%j → %s', (category, hidden) => {
    expect(isHiddenCategory(category)).toBe(hidden);
  });

  it('visibleCategories drops them', () => {
    const list = [
      { name: 'Oils', slug: 'oils' },
      { name: 'Uncategorised', slug: 'uncategorised' },
    ];
    expect(visibleCategories(list)).toEqual([{ name: 'Oils', slug: 'oils' }]);
  });
});

describe('findVariation', () => {
  const p = product({
    id: '50',
    type: 'variable',
    variations: [
      variation('51', 1000, { Flavour: 'Mint', Size: '10ml' }),
      variation('52', 1500, { Flavour: 'Mint', Size: '30ml' }),
      variation('53', 1200, { Flavour: 'Lemon', Size: '10ml' }),
    ],
  });
  it.each<[string, Record<string, string | null>, string | null]>([
    ['all attributes', { Flavour: 'Mint', Size: '30ml' }, '52'],
    ['names case-insensitive', { flavour: 'Lemon', SIZE: '10ml' }, '53'],
    ['single attribute: first match', { Flavour: 'Mint' }, '51'],
    ['no match', { Flavour: 'Berry' }, null],
    ['option case matters', { Flavour: 'mint', Size: '10ml' }, null],
    ['nothing selected', {}, null],
    ['empty selections ignored', { Flavour: '', Size: '30ml' }, '52'],
    ['unknown attribute', { Colour: 'Red' }, null],
  ])('%s', (_, selected, id) => {
    expect(findVariation(p, selected)?.id ?? null).toBe(id);
  });
});

describe('productPriceRange', () => {
  it('is the product price without variations', () => {
    expect(productPriceRange(product({ id: '1', priceCents: 999 }))).toEqual({ minCents: 999, maxCents: 999 });
  });
  it('spans the variation prices', () => {
    const p = product({
      id: '2',
      priceCents: 1000,
      variations: [variation('a', 1500, {}), variation('b', 1000, {}), variation('c', 2500, {})],
    });
    expect(productPriceRange(p)).toEqual({ minCents: 1000, maxCents: 2500 });
  });
});

describe('attributeOptionsLabel', () => {
  it('joins options with ", "', () => {
    expect(attributeOptionsLabel(['10ml', '30ml'])).toBe('10ml, 30ml');
    expect(attributeOptionsLabel([])).toBe('');
  });
});
