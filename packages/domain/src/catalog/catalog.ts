import type { CategoryRef, Cents, ProductRecord, VariationRecord } from '../types.js';
import { decodeEntities } from '../text/text.js';
import { centsToWholeEurosCeil } from '../money/money.js';

export const PAGE_SIZES = [4, 8, 12, 16] as const;
export const DEFAULT_PAGE_SIZE = 8;
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PRICE_SLIDER_MAX = 100;
export const RELATED_PRODUCTS_LIMIT = 10;

export const PRODUCT_SORTS = ['DEFAULT', 'PRICE_ASC', 'PRICE_DESC', 'NAME_ASC', 'NAME_DESC'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** Sort names used in the web app's URL / selector (SPEC section 2). */
export const SORT_URL_NAMES = ['default', 'price-low-high', 'price-high-low', 'name-a-z', 'name-z-a'] as const;
export type SortUrlName = (typeof SORT_URL_NAMES)[number];

export const SORT_URL_TO_ENUM: Readonly<Record<SortUrlName, ProductSort>> = {
  default: 'DEFAULT',
  'price-low-high': 'PRICE_ASC',
  'price-high-low': 'PRICE_DESC',
  'name-a-z': 'NAME_ASC',
  'name-z-a': 'NAME_DESC',
};

export const SORT_ENUM_TO_URL: Readonly<Record<ProductSort, SortUrlName>> = {
  DEFAULT: 'default',
  PRICE_ASC: 'price-low-high',
  PRICE_DESC: 'price-high-low',
  NAME_ASC: 'name-a-z',
  NAME_DESC: 'name-z-a',
};

/** URL sort name to the enum; unknown or missing names fall back to DEFAULT. */
export function sortFromUrl(name: string | null | undefined): ProductSort {
  return name && Object.hasOwn(SORT_URL_TO_ENUM, name) ? SORT_URL_TO_ENUM[name as SortUrlName] : 'DEFAULT';
}

/** Enum to URL sort name. */
export function sortToUrl(sort: ProductSort): SortUrlName {
  return SORT_ENUM_TO_URL[sort];
}

/** Only visible products are listed anywhere (WooCommerce: catalogue visibility "visible"). */
export function isVisible(product: Pick<ProductRecord, 'visible'>): boolean {
  return product.visible === true;
}

export function visibleProducts<T extends Pick<ProductRecord, 'visible'>>(products: readonly T[]): T[] {
  return products.filter(isVisible);
}

// Made on first use: creating a collator loads ICU collation data (~20 ms of main thread in the
// browser), and the storefront imports this module on every page without ever sorting by name.
let nameCollator: Intl.Collator | undefined;
function compareNames(a: string, b: string): number {
  nameCollator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  return nameCollator.compare(a, b);
}

function compareIds(a: string, b: string): number {
  // Numeric ids ("9" < "10") compare as numbers, others as strings.
  const na = Number(a);
  const nb = Number(b);
  if (Number.isFinite(na) && Number.isFinite(nb) && a.trim() !== '' && b.trim() !== '') return na - nb;
  return a < b ? -1 : a > b ? 1 : 0;
}

type SortableProduct = Pick<ProductRecord, 'id' | 'name' | 'priceCents' | 'position'>;

/**
 * Sorts a copy of the list. DEFAULT keeps the store order (`position`); prices compare in cents; names
 * compare case-insensitively (entities decoded). Ties always break by id so pages are stable.
 */
export function sortProducts<T extends SortableProduct>(products: readonly T[], sort: ProductSort = 'DEFAULT'): T[] {
  const byName = (a: T, b: T) => compareNames(decodeEntities(a.name), decodeEntities(b.name));
  const primary: Record<ProductSort, (a: T, b: T) => number> = {
    DEFAULT: (a, b) => a.position - b.position,
    PRICE_ASC: (a, b) => a.priceCents - b.priceCents,
    PRICE_DESC: (a, b) => b.priceCents - a.priceCents,
    NAME_ASC: byName,
    NAME_DESC: (a, b) => byName(b, a),
  };
  const compare = primary[sort] ?? primary.DEFAULT;
  return [...products].sort((a, b) => compare(a, b) || compareIds(a.id, b.id));
}

export interface ProductFilterInput {
  search?: string | null;
  categorySlugs?: readonly string[] | null;
  priceMinCents?: Cents | null;
  priceMaxCents?: Cents | null;
}

type FilterableProduct = Pick<ProductRecord, 'name' | 'priceCents' | 'sku'> & {
  categories: readonly Pick<CategoryRef, 'slug'>[];
  variations?: readonly Pick<VariationRecord, 'sku'>[];
};

/**
 * Whether a search text finds the product by SKU: the product's or one of its variations' SKU equals
 * the text or starts with it (case-insensitive), so "GL-VAP" finds every vape and "GL-VAP-001-500MG" the
 * product with that variation. `search` is already trimmed and lower-cased.
 */
export function matchesSku(
  product: Pick<ProductRecord, 'sku'> & { variations?: readonly Pick<VariationRecord, 'sku'>[] },
  search: string,
): boolean {
  if (search === '') return false;
  const hit = (sku: string | null | undefined) => !!sku && sku.toLowerCase().startsWith(search);
  return hit(product.sku) || (product.variations ?? []).some((variation) => hit(variation.sku));
}

/** True when the product passes every given filter (empty filters pass). */
export function matchesFilter(product: FilterableProduct, filter: ProductFilterInput = {}): boolean {
  const search = filter.search?.trim().toLowerCase();
  if (search && !decodeEntities(product.name).toLowerCase().includes(search) && !matchesSku(product, search)) {
    return false;
  }
  const slugs = filter.categorySlugs?.filter((slug) => slug !== '') ?? [];
  if (slugs.length > 0 && !product.categories.some((category) => slugs.includes(category.slug))) return false;
  if (filter.priceMinCents != null && product.priceCents < filter.priceMinCents) return false;
  if (filter.priceMaxCents != null && product.priceCents > filter.priceMaxCents) return false;
  return true;
}

/**
 * Search on the decoded name (case-insensitive substring) or the SKU (exact or prefix), category = in ANY selected category,
 * price range inclusive on both ends.
 */
export function filterProducts<T extends FilterableProduct>(
  products: readonly T[],
  filter: ProductFilterInput = {},
): T[] {
  return products.filter((product) => matchesFilter(product, filter));
}

export interface PageWindow {
  /** 0-based index of the first item (for slice) */
  start: number;
  /** 0-based exclusive end (for slice) */
  end: number;
  /** 1-based number of the first item shown, 0 when nothing is shown */
  from: number;
  /** 1-based number of the last item shown, 0 when nothing is shown */
  to: number;
  /** number of pages, at least 1 */
  pageCount: number;
  /** the page actually used (clamped to 1..pageCount) */
  page: number;
  pageSize: number;
}

/** Normalises a requested page size: default 8, at least 1, at most MAX_PAGE_SIZE. */
export function clampPageSize(pageSize: number | null | undefined): number {
  if (pageSize == null || !Number.isFinite(pageSize)) return DEFAULT_PAGE_SIZE;
  return Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(pageSize)));
}

/** Window of a page (1-based). Pages below 1 become 1; pages past the end become the last page. */
export function paginate(
  total: number,
  page: number | null | undefined,
  pageSize: number | null | undefined,
): PageWindow {
  const size = clampPageSize(pageSize);
  const safeTotal = Math.max(0, Math.trunc(total) || 0);
  const pageCount = Math.max(1, Math.ceil(safeTotal / size));
  const current = Math.min(pageCount, Math.max(1, Math.trunc(page ?? 1) || 1));
  const start = Math.min(safeTotal, (current - 1) * size);
  const end = Math.min(safeTotal, start + size);
  return {
    start,
    end,
    from: end > start ? start + 1 : 0,
    to: end,
    pageCount,
    page: current,
    pageSize: size,
  };
}

/** "Showing X - Y of N products"; "Showing 0 - 0 of 0 products" when empty. */
export function showingText(page: number, pageSize: number, total: number): string {
  const { from, to } = paginate(total, page, pageSize);
  return `Showing ${from} - ${to} of ${Math.max(0, Math.trunc(total) || 0)} products`;
}

/** Slider maximum: the highest price in whole euros rounded up; 100 when there is no product (or all are free). */
export function priceSliderMax(pricesCents: readonly Cents[]): number {
  const highest = pricesCents.reduce((max, cents) => Math.max(max, cents), 0);
  return highest > 0 ? centsToWholeEurosCeil(highest) : DEFAULT_PRICE_SLIDER_MAX;
}

const HIDDEN_CATEGORY_SLUGS = new Set(['uncategorised', 'uncategorized']);

/** The default WooCommerce category ("Uncategorised") is never shown. */
export function isHiddenCategory(category: { name?: string | null; slug?: string | null }): boolean {
  const name = decodeEntities(category.name ?? '')
    .trim()
    .toLowerCase();
  const slug = (category.slug ?? '').trim().toLowerCase();
  return HIDDEN_CATEGORY_SLUGS.has(name) || HIDDEN_CATEGORY_SLUGS.has(slug);
}

export function visibleCategories<T extends { name?: string | null; slug?: string | null }>(
  categories: readonly T[],
): T[] {
  return categories.filter((category) => !isHiddenCategory(category));
}

/**
 * The variation whose attributes match every selected option (attribute names case-insensitive and
 * trimmed, options exact after trimming). Returns null when nothing was selected or nothing matches;
 * the caller then uses the base product.
 */
export function findVariation<V extends Pick<VariationRecord, 'attributes'>>(
  product: { variations: readonly V[] },
  selectedOptions: Readonly<Record<string, string | null | undefined>>,
): V | null {
  const selected = Object.entries(selectedOptions)
    .filter((entry): entry is [string, string] => entry[1] != null && entry[1] !== '')
    .map(([name, option]) => [name.trim().toLowerCase(), option.trim()] as const);
  if (selected.length === 0) return null;
  return (
    product.variations.find((variation) =>
      selected.every(([name, option]) =>
        variation.attributes.some(
          (attribute) => attribute.name.trim().toLowerCase() === name && attribute.option.trim() === option,
        ),
      ),
    ) ?? null
  );
}

export interface PriceRangeCents {
  minCents: Cents;
  maxCents: Cents;
}

/** Lowest and highest price: over the variations for a variable product with variations, else the product price. */
export function productPriceRange(
  product: Pick<ProductRecord, 'priceCents'> & { variations: readonly Pick<VariationRecord, 'priceCents'>[] },
): PriceRangeCents {
  if (product.variations.length === 0) return { minCents: product.priceCents, maxCents: product.priceCents };
  const prices = product.variations.map((variation) => variation.priceCents);
  return { minCents: Math.min(...prices), maxCents: Math.max(...prices) };
}

/** Attribute chips show the options joined with ", ". */
export function attributeOptionsLabel(options: readonly string[]): string {
  return options.join(', ');
}
