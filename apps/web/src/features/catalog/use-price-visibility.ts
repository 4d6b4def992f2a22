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
