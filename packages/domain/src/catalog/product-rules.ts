/**
 * Rules both store adapters used to apply each in its own way (issue 15). Adapters now hand over
 * what the store holds (a variable product's own price and stock flag, raw review fields, categories
 * without counts) and the gateway applies these, so every store answers alike.
 */
import type { CategoryRecord, Cents, PartnerReviewRecord, ProductRecord, VariationRecord } from '../types.js';
import { decodeEntities, stripTags } from '../text/text.js';
import { isHiddenCategory } from './catalog.js';

/**
 * The "from" price of a variable product: its cheapest variation, leaving out zero-priced ones (a
 * variation without a price is not for sale yet); the product's own price when no variation has one.
 */
export function variableFromPriceCents(
  ownPriceCents: Cents,
  variations: readonly Pick<VariationRecord, 'priceCents'>[],
): Cents {
  const priced = variations.map((v) => v.priceCents).filter((cents) => cents > 0);
  return priced.length > 0 ? Math.min(...priced) : Math.max(0, ownPriceCents);
}

/** A variable product is in stock when the product is and at least one of its variations is. */
export function variableInStock(ownInStock: boolean, variations: readonly Pick<VariationRecord, 'inStock'>[]): boolean {
  return ownInStock && variations.some((v) => v.inStock);
}

/** The product as shoppers see it: a variable product's from-price and stock derived from its variations. */
export function withVariationRules<P extends ProductRecord>(product: P): P {
  if (product.type !== 'variable') return product;
  const priceCents = variableFromPriceCents(product.priceCents, product.variations);
  const inStock = variableInStock(product.inStock, product.variations);
  return priceCents === product.priceCents && inStock === product.inStock
    ? product
    : { ...product, priceCents, inStock };
}

/** Visible products per category id (hidden products never count, not even as a number). */
export function countVisibleByCategory(
  products: readonly Pick<ProductRecord, 'visible' | 'categories'>[],
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const product of products) {
    if (!product.visible) continue;
    for (const ref of product.categories) counts.set(ref.id, (counts.get(ref.id) ?? 0) + 1);
  }
  return counts;
}

/** The categories shoppers see: not "Uncategorised", with at least one visible product, counted. */
export function categoriesWithVisibleCounts(
  categories: readonly Omit<CategoryRecord, 'productCount'>[],
  products: readonly Pick<ProductRecord, 'visible' | 'categories'>[],
): CategoryRecord[] {
  const counts = countVisibleByCategory(products);
  return categories
    .map((category) => ({ ...category, productCount: counts.get(category.id) ?? 0 }))
    .filter((category) => !isHiddenCategory(category) && category.productCount > 0);
}

export const PARTNER_REVIEW_DEFAULTS = {
  partnerName: 'Anonymous',
  partnerPosition: 'Unknown Position',
  companyName: 'Unknown Company',
  rating: 0,
} as const;

/** SPEC section 3: plain decoded text; defaults "Anonymous", "Unknown Position", "Unknown Company"; rating 0-5 */
export function partnerReviewWithDefaults(review: {
  id: string;
  content: string;
  partnerName?: string | null;
  partnerPosition?: string | null;
  companyName?: string | null;
  rating?: number | null;
}): PartnerReviewRecord {
  const text = (value: string | null | undefined) => decodeEntities(value ?? '').trim();
  const rating = Number(review.rating ?? 0);
  return {
    id: review.id,
    content: stripTags(review.content),
    partnerName: text(review.partnerName) || PARTNER_REVIEW_DEFAULTS.partnerName,
    partnerPosition: text(review.partnerPosition) || PARTNER_REVIEW_DEFAULTS.partnerPosition,
    companyName: text(review.companyName) || PARTNER_REVIEW_DEFAULTS.companyName,
    rating: Number.isFinite(rating) ? Math.min(5, Math.max(0, Math.round(rating))) : PARTNER_REVIEW_DEFAULTS.rating,
  };
}
