import { effectiveProductSort, isPriceSort, productSortsFor, type ProductSort } from '@shop/domain';
import { useSession } from '../../lib/session';
import type { CatalogParams } from './catalog-params';

export interface PriceVisibility {
  /** show the price-range control and the price sorts (a buyer, or the session is not known yet) */
  showPriceControls: boolean;
  /** the sorts the selector offers */
  sorts: readonly ProductSort[];
  /** the sort and price range the listing asks for */
  sort: ProductSort;
  priceMin: string | null;
  priceMax: string | null;
  /** the URL asks for something only a buyer gets: wait until the session is known */
  waitForSession: boolean;
}

/**
 * Price sorts and the price range are for logged-in buyers (the domain's rule, which the gateway
 * enforces too): an anonymous visitor's `?sort=price-high-low` lists the default order and the
 * catalogue offers neither control.
 */
export function usePriceVisibility(params: Pick<CatalogParams, 'sort' | 'min' | 'max'>): PriceVisibility {
  const session = useSession();
  const canSeePrices = session.canSeePrices;
  const showPriceControls = canSeePrices || session.loading;
  return {
    showPriceControls,
    sorts: productSortsFor(showPriceControls),
    sort: effectiveProductSort(params.sort, canSeePrices),
    priceMin: canSeePrices && params.min != null ? String(params.min) : null,
    priceMax: canSeePrices && params.max != null ? String(params.max) : null,
    waitForSession: session.loading && (isPriceSort(params.sort) || params.min != null || params.max != null),
  };
}

/**
 * The listing query's variables for the catalogue and a category's page (and their next page, which
 * both prefetch): the URL's search and paging with the price sort and range the visitor may use.
 */
export function productListVariables(
  params: Pick<CatalogParams, 'q' | 'page' | 'size'>,
  prices: Pick<PriceVisibility, 'sort' | 'priceMin' | 'priceMax'>,
  categorySlugs: string[] | null,
) {
  return {
    filter: {
      search: params.q || null,
      categorySlugs,
      priceMin: prices.priceMin,
      priceMax: prices.priceMax,
    },
    sort: prices.sort,
    page: params.page,
    pageSize: params.size,
  };
}

/**
 * The listing's fetch policies: the first render asks the network too (cache-and-network, as every
 * query), but another page, search or sort that the cache already holds (the next page is prefetched,
 * a page seen before) renders from the cache alone. Without this a tap on "Page 2" rendered from the
 * cache and also started a request in the same task, whose answer then wrote the same products to the
 * cache and drew the listing once more.
 */
export const LISTING_FETCH_POLICIES = {
  fetchPolicy: 'cache-and-network',
  // a function, because Apollo resets a string nextFetchPolicy to fetchPolicy when the variables change
  nextFetchPolicy: (): 'cache-first' => 'cache-first',
} as const;
