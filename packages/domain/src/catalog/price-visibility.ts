import { PRODUCT_SORTS, type ProductFilterInput, type ProductSort } from './catalog.js';

/**
 * Prices are for logged-in buyers (SPEC section 6). Sorting or filtering by price would show an
 * anonymous visitor the price order (and bisecting a price range the prices themselves), so a viewer
 * who cannot see prices gets neither: price sorts fall back to the default order, the price range is
 * dropped, and the storefront offers neither control. The gateway and the web app both apply these.
 */
const PRICE_SORTS: ReadonlySet<ProductSort> = new Set(['PRICE_ASC', 'PRICE_DESC']);

export function isPriceSort(sort: ProductSort): boolean {
  return PRICE_SORTS.has(sort);
}

/** The sorts a viewer may choose, in the selector's order. */
export function productSortsFor(canSeePrices: boolean): readonly ProductSort[] {
  return canSeePrices ? PRODUCT_SORTS : PRODUCT_SORTS.filter((sort) => !isPriceSort(sort));
}

/** The sort actually applied: the requested one, DEFAULT when missing or when it needs prices the viewer cannot see. */
export function effectiveProductSort(sort: ProductSort | null | undefined, canSeePrices: boolean): ProductSort {
  if (!sort) return 'DEFAULT';
  return canSeePrices || !isPriceSort(sort) ? sort : 'DEFAULT';
}

/** The filters actually applied: without the price range for a viewer who cannot see prices. */
export function effectiveProductFilter<F extends ProductFilterInput>(filter: F, canSeePrices: boolean): F {
  return canSeePrices ? filter : { ...filter, priceMinCents: null, priceMaxCents: null };
}
