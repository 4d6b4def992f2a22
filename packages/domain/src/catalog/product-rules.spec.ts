import { productRecord } from '../testing/product-record.js';
import { describe, expect, it } from 'vitest';
import type { ProductRecord } from '../types.js';
import {
  categoriesWithVisibleCounts,
  partnerReviewWithDefaults,
  variableFromPriceCents,
  variableInStock,
  withVariationRules,
} from './product-rules.js';

const variation = (id: string, priceCents: number, inStock = true) => ({
  id,
  priceCents,
  attributes: [],
  image: null,
  inStock,
});

const product = (over: Partial<ProductRecord>): ProductRecord => productRecord({ slug: 'p', name: 'P', ...over });

describe('variable product rules (one rule for every store)', () => {
  it('the from-price is the cheapest variation, zero-priced variations left out', () => {
    expect(variableFromPriceCents(2500, [variation('a', 0), variation('b', 1800), variation('c', 1200)])).toBe(1200);
  });

  it('without a priced variation the product keeps its own price', () => {
    expect(variableFromPriceCents(2500, [variation('a', 0)])).toBe(2500);
    expect(variableFromPriceCents(2500, [])).toBe(2500);
  });

  it('is in stock only when the product and at least one variation are', () => {
    expect(variableInStock(true, [variation('a', 100, false), variation('b', 100, true)])).toBe(true);
    expect(variableInStock(true, [variation('a', 100, false)])).toBe(false);
    expect(variableInStock(true, [])).toBe(false);
    expect(variableInStock(false, [variation('a', 100, true)])).toBe(false);
  });

  it('withVariationRules derives both for variable products and leaves simple ones alone', () => {
    const variable = product({
      type: 'variable',
      priceCents: 0,
      inStock: true,
      variations: [variation('a', 0, true), variation('b', 900, false)],
    });
    expect(withVariationRules(variable)).toMatchObject({ priceCents: 900, inStock: true });
    const simple = product({ priceCents: 0, inStock: true });
    expect(withVariationRules(simple)).toBe(simple);
  });
});

describe('category counts', () => {
  it('counts visible products only and drops empty and "Uncategorised" categories', () => {
    const cat = (id: string, name: string) => ({ id, name, slug: name.toLowerCase(), description: '', image: null });
    const ref = (id: string) => ({ id, name: id, slug: id });
    const categories = categoriesWithVisibleCounts(
      [cat('1', 'Oils'), cat('2', 'Gummies'), cat('3', 'Uncategorised'), cat('4', 'Empty')],
      [
        product({ id: 'a', categories: [ref('1'), ref('3')] }),
        product({ id: 'b', categories: [ref('1')] }),
        product({ id: 'c', categories: [ref('2')], visible: false }),
        product({ id: 'd', categories: [ref('2')] }),
      ],
    );
    expect(categories.map((c) => [c.name, c.productCount])).toEqual([
      ['Oils', 2],
      ['Gummies', 1],
    ]);
  });
});

describe('partner review defaults', () => {
  it('fills empty fields with the SPEC defaults, strips tags, decodes entities and bounds the rating', () => {
    expect(
      partnerReviewWithDefaults({ id: '7', content: '<p>Great &amp; fast</p>', partnerName: ' ', rating: 9 }),
    ).toEqual({
      id: '7',
      content: 'Great & fast',
      partnerName: 'Anonymous',
      partnerPosition: 'Unknown Position',
      companyName: 'Unknown Company',
      rating: 5,
    });
    expect(
      partnerReviewWithDefaults({ id: '8', content: '', companyName: 'Acme &amp; Co', rating: null }),
    ).toMatchObject({ companyName: 'Acme & Co', rating: 0 });
  });
});
