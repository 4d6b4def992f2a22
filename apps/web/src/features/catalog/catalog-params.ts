import { DEFAULT_PAGE_SIZE, PAGE_SIZES, sortFromUrl, sortToUrl, type ProductSort } from '@shop/domain';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ProductView } from '../../components/product-card';

/**
 * The catalogue state lives in the URL (?q=&category=a,b&min=&max=&sort=&page=&size=&view=) so a view
 * can be shared and survives reload and back/forward. Defaults are left out of the URL.
 */
export interface CatalogParams {
  q: string;
  categories: string[];
  min: number | null;
  max: number | null;
  sort: ProductSort;
  page: number;
  size: number;
  view: ProductView;
}

export type CatalogPatch = Partial<CatalogParams>;

function positiveInt(value: string | null): number | null {
  if (value == null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : null;
}

export function parseCatalogParams(search: URLSearchParams): CatalogParams {
  const size = positiveInt(search.get('size'));
  const page = positiveInt(search.get('page'));
  return {
    q: search.get('q') ?? '',
    categories: (search.get('category') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    min: positiveInt(search.get('min')),
    max: positiveInt(search.get('max')),
    sort: sortFromUrl(search.get('sort')),
    page: page && page >= 1 ? page : 1,
    size: size && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    view: search.get('view') === 'list' ? 'list' : 'grid',
  };
}

export function serializeCatalogParams(params: CatalogParams): URLSearchParams {
  const out = new URLSearchParams();
  if (params.q) out.set('q', params.q);
  if (params.categories.length) out.set('category', params.categories.join(','));
  if (params.min != null && params.min > 0) out.set('min', String(params.min));
  if (params.max != null) out.set('max', String(params.max));
  if (params.sort !== 'DEFAULT') out.set('sort', sortToUrl(params.sort));
  if (params.page > 1) out.set('page', String(params.page));
  if (params.size !== DEFAULT_PAGE_SIZE) out.set('size', String(params.size));
  if (params.view !== 'grid') out.set('view', params.view);
  return out;
}

/** Changing what is listed (not the page itself, nor the view) returns to page 1. */
const RESETS_PAGE: (keyof CatalogParams)[] = ['q', 'categories', 'min', 'max', 'sort', 'size'];

export function applyCatalogPatch(current: CatalogParams, patch: CatalogPatch): CatalogParams {
  const next = { ...current, ...patch };
  if (patch.page === undefined && RESETS_PAGE.some((key) => key in patch)) next.page = 1;
  return next;
}

/**
 * The search part of the catalogue URL after `patch` ('' for all defaults): what the paging links point
 * to, so they work before and without scripts (and as router links once the app is live).
 */
export function catalogSearch(params: CatalogParams, patch: CatalogPatch): string {
  const query = serializeCatalogParams(applyCatalogPatch(params, patch)).toString();
  return query ? `?${query}` : '';
}

/**
 * The URL state a GET form (search, sort, page size) carries as hidden fields besides the one it sets,
 * which starts again from page 1: submitted before the app is live, the browser loads that URL.
 */
export function catalogFormFields(params: CatalogParams, field: 'q' | 'sort' | 'size'): [string, string][] {
  const fields = serializeCatalogParams({ ...params, page: 1 });
  fields.delete(field);
  return [...fields.entries()];
}

/** two `catalogFormFields` answers hold the same fields (each render makes a new array: memo comparators) */
export function sameFormFields(a: [string, string][], b: [string, string][]): boolean {
  return new URLSearchParams(a).toString() === new URLSearchParams(b).toString();
}

export function useCatalogParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseCatalogParams(searchParams), [searchParams]);
  // react-router hands a new setSearchParams on every navigation; `update` stays the same function so
  // the memoised filters and toolbar are not drawn again on a page change (it reads the latest setter)
  const setter = useRef(setSearchParams);
  useLayoutEffect(() => {
    setter.current = setSearchParams;
  }, [setSearchParams]);
  const update = useCallback((patch: CatalogPatch, options: { replace?: boolean } = {}) => {
    setter.current((prev) => serializeCatalogParams(applyCatalogPatch(parseCatalogParams(prev), patch)), {
      replace: options.replace ?? false,
      preventScrollReset: true,
    });
  }, []);
  return { params, update };
}

export const SORT_OPTIONS: { value: ProductSort; label: string }[] = [
  { value: 'DEFAULT', label: 'Default' },
  { value: 'PRICE_ASC', label: 'Price: Low to High' },
  { value: 'PRICE_DESC', label: 'Price: High to Low' },
  { value: 'NAME_ASC', label: 'Name: A to Z' },
  { value: 'NAME_DESC', label: 'Name: Z to A' },
];

/** A page change scrolls smoothly to the top. */
export function scrollToTopSmoothly(): void {
  window.scrollTo({ top: 0, behavior: 'smooth' });
}
