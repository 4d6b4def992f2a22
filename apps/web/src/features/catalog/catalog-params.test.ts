import { describe, expect, it } from 'vitest';
import { CATALOG_URL_PARAMS } from '@shop/domain';
import {
  applyCatalogPatch,
  catalogFormFields,
  catalogSearch,
  parseCatalogParams,
  serializeCatalogParams,
} from './catalog-params';

describe('catalogue URL state', () => {
  it('reads every parameter of a shared URL', () => {
    const params = parseCatalogParams(
      new URLSearchParams('q=mint&category=vapes,gummies&min=5&max=40&sort=price-low-high&page=2&size=12&view=list'),
    );
    expect(params).toEqual({
      q: 'mint',
      categories: ['vapes', 'gummies'],
      min: 5,
      max: 40,
      sort: 'PRICE_ASC',
      page: 2,
      size: 12,
      view: 'list',
    });
  });

  it('falls back to the defaults for missing or invalid values', () => {
    const params = parseCatalogParams(new URLSearchParams('size=7&page=-3&sort=cheapest&view=table&min=abc'));
    expect(params).toMatchObject({
      q: '',
      categories: [],
      min: null,
      max: null,
      sort: 'DEFAULT',
      page: 1,
      size: 8,
      view: 'grid',
    });
  });

  it('leaves defaults out of the URL and round-trips the rest', () => {
    const empty = parseCatalogParams(new URLSearchParams(''));
    expect(serializeCatalogParams(empty).toString()).toBe('');
    const url = 'q=mint&category=vapes%2Cgummies&min=5&max=40&sort=name-z-a&page=3&size=16&view=list';
    expect(serializeCatalogParams(parseCatalogParams(new URLSearchParams(url))).toString()).toBe(url);
  });

  it.each([
    [{ q: 'x' }],
    [{ categories: ['vapes'] }],
    [{ min: 3 }],
    [{ max: 9 }],
    [{ sort: 'PRICE_DESC' as const }],
    [{ size: 16 }],
  ])('a change of filters, search, sort or page size returns to page 1: %o', (patch) => {
    const current = parseCatalogParams(new URLSearchParams('page=4'));
    expect(applyCatalogPatch(current, patch).page).toBe(1);
  });

  it('changing only the page or the view keeps the page', () => {
    const current = parseCatalogParams(new URLSearchParams('page=4'));
    expect(applyCatalogPatch(current, { page: 5 }).page).toBe(5);
    expect(applyCatalogPatch(current, { view: 'list' }).page).toBe(4);
  });
});

describe('catalogue links and forms that work before the app is live', () => {
  const params = parseCatalogParams(new URLSearchParams('q=mint&category=vapes&sort=name-a-z&page=3&size=12'));

  it('points paging links at the URL of the page', () => {
    expect(catalogSearch(params, { page: 4 })).toBe('?q=mint&category=vapes&sort=name-a-z&page=4&size=12');
    expect(catalogSearch(parseCatalogParams(new URLSearchParams('page=2')), { page: 1 })).toBe('');
  });

  it('carries the rest of the URL state in a form, from page 1', () => {
    expect(catalogFormFields(params, 'sort')).toEqual([
      ['q', 'mint'],
      ['category', 'vapes'],
      ['size', '12'],
    ]);
    expect(catalogFormFields(params, 'q').map(([name]) => name)).toEqual(['category', 'sort', 'size']);
  });

  it('uses only the parameters the server rendering keeps for the page (@shop/domain SSR contract)', () => {
    const everything = serializeCatalogParams({
      q: 'a',
      categories: ['b'],
      min: 1,
      max: 2,
      sort: 'PRICE_ASC',
      page: 2,
      size: 12,
      view: 'list',
    });
    expect([...everything.keys()].sort()).toEqual([...CATALOG_URL_PARAMS].sort());
  });
});
