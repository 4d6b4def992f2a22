import { SELECT_VARIANT } from '../constants.js';
import type { ProductRecord, VariationRecord } from '../types.js';

/**
 * Whether a cart line can be bought, and what its quote says when it cannot: the rule behind the
 * per-line messages of the cart quote and of placeOrder (the gateway prices; this decides).
 */

export const MIN_LINE_QUANTITY = 1;
export const MAX_LINE_QUANTITY = 9999;

export const LINE_MESSAGES = {
  /** unknown, and hidden too: a hidden product must not be told apart from a deleted one */
  productUnavailable: 'This product is no longer available',
  variantUnavailable: 'This variant is no longer available',
  outOfStock: 'This product is out of stock',
  /** SPEC: "Please select a variant" */
  selectVariant: SELECT_VARIANT.title,
  quantity: (min: number, max: number) => `Quantity must be between ${min} and ${max}`,
} as const;

export type LineAvailability =
  /** sellable; `variation` is the chosen one, if any */
  | { kind: 'available'; variation: VariationRecord | null }
  /** unknown to the store, or hidden: said the same way so a hidden product does not leak */
  | { kind: 'product_unavailable' }
  /** the chosen variation does not exist (any more), or the product has none */
  | { kind: 'variant_unavailable' }
  /** a variable product without a chosen variation */
  | { kind: 'select_variant' }
  /** the product, or the chosen variation, is out of stock */
  | { kind: 'out_of_stock'; variation: VariationRecord | null }
  | { kind: 'invalid_quantity'; variation: VariationRecord | null };

export function isValidLineQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= MIN_LINE_QUANTITY && quantity <= MAX_LINE_QUANTITY;
}

/**
 * The availability of a line: `product` as the store knows it (undefined when it does not),
 * `variationId` null when none was chosen. Checked in this order: product, variation, stock, quantity.
 */
export function lineAvailability(
  product: Pick<ProductRecord, 'visible' | 'type' | 'inStock' | 'variations'> | undefined,
  variationId: string | null,
  quantity: number,
): LineAvailability {
  if (!product || !product.visible) return { kind: 'product_unavailable' };
  let variation: VariationRecord | null = null;
  let inStock = product.inStock;
  if (variationId !== null) {
    variation = product.variations.find((candidate) => candidate.id === variationId) ?? null;
    if (!variation) return { kind: 'variant_unavailable' };
    // a variation is sellable only while both it and its product are in stock
    inStock = product.inStock && variation.inStock;
  } else if (product.type === 'variable') {
    return { kind: 'select_variant' };
  }
  if (!inStock) return { kind: 'out_of_stock', variation };
  if (!isValidLineQuantity(quantity)) return { kind: 'invalid_quantity', variation };
  return { kind: 'available', variation };
}

/** What the quote says about a line: null when it is available. */
export function lineAvailabilityMessage(availability: Pick<LineAvailability, 'kind'>): string | null {
  switch (availability.kind) {
    case 'available':
      return null;
    case 'product_unavailable':
      return LINE_MESSAGES.productUnavailable;
    case 'variant_unavailable':
      return LINE_MESSAGES.variantUnavailable;
    case 'select_variant':
      return LINE_MESSAGES.selectVariant;
    case 'out_of_stock':
      return LINE_MESSAGES.outOfStock;
    case 'invalid_quantity':
      return LINE_MESSAGES.quantity(MIN_LINE_QUANTITY, MAX_LINE_QUANTITY);
  }
}
