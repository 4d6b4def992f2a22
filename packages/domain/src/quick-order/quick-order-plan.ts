import { lineAvailability, MAX_LINE_QUANTITY } from '../cart/line-availability.js';
import { firstOrderableQuantity, quantityRules, tierPrice } from '../pricing/tiers.js';
import type { Cents, ProductRecord } from '../types.js';
import {
  QUICK_ORDER_PROBLEM_MESSAGES,
  type QuickOrderProblem,
  type QuickOrderProblemReason,
  type QuickOrderRequestLine,
} from './quick-order-csv.js';

/**
 * A quick order's lines matched against the catalogue: which can go into the cart (with the quantity
 * corrected to whole cases and the unit price that quantity earns) and which cannot, and why.
 * A SKU names a simple product or one variation; the product's own SKU of a product with variants is
 * not enough (which variant?). A hidden product is treated as unknown (it is not in `products`).
 */

type PlanProduct = Pick<
  ProductRecord,
  | 'id'
  | 'sku'
  | 'visible'
  | 'type'
  | 'inStock'
  | 'variations'
  | 'priceCents'
  | 'priceTiers'
  | 'minQuantity'
  | 'quantityStep'
>;

export interface QuickOrderMatchedLine<P extends PlanProduct = PlanProduct> {
  sku: string;
  rows: number[];
  product: P;
  variationId: string | null;
  /** what the buyer asked for */
  requestedQuantity: number;
  /** what goes into the cart: the request rounded up to the minimum and to whole cases */
  quantity: number;
  /** why `quantity` differs from `requestedQuantity`, or null */
  correction: string | null;
  unitPriceCents: Cents;
  /** the tier the quantity reaches (simple products only), or null for the list price */
  tierMinQuantity: number | null;
}

export interface QuickOrderPlan<P extends PlanProduct = PlanProduct> {
  lines: QuickOrderMatchedLine<P>[];
  problems: QuickOrderProblem[];
}

export const QUICK_ORDER_CORRECTIONS = {
  casePack: (requested: number, quantity: number, step: number) =>
    `Sold in cases of ${step}: ${requested} rounded up to ${quantity}`,
  minimum: (requested: number, quantity: number, min: number) =>
    `The minimum order quantity is ${min}: ${requested} raised to ${quantity}`,
  maximum: (requested: number, quantity: number) =>
    `A cart line holds at most ${MAX_LINE_QUANTITY}: ${requested} lowered to ${quantity}`,
} as const;

/**
 * The quantity a request becomes: at least the minimum, in whole cases (rounded up: a buyer asked for at
 * least that much), and never more than a cart line holds (then the most whole cases that fit).
 */
export function orderableQuantity(
  requested: number,
  rules: { minQuantity?: number; quantityStep?: number } | null | undefined,
): { quantity: number; correction: string | null } {
  const { minQuantity, quantityStep } = quantityRules(rules);
  const first = firstOrderableQuantity(rules);
  const quantity = Math.max(first, Math.ceil(requested / quantityStep) * quantityStep);
  if (quantity > MAX_LINE_QUANTITY) {
    const most = Math.floor(MAX_LINE_QUANTITY / quantityStep) * quantityStep;
    return { quantity: most, correction: QUICK_ORDER_CORRECTIONS.maximum(requested, most) };
  }
  if (quantity === requested) return { quantity, correction: null };
  const correction =
    requested < minQuantity
      ? QUICK_ORDER_CORRECTIONS.minimum(requested, quantity, minQuantity)
      : QUICK_ORDER_CORRECTIONS.casePack(requested, quantity, quantityStep);
  return { quantity, correction };
}

/** index of the catalogue by SKU (case-insensitive): a simple product's, or a variation's */
export function indexBySku<P extends PlanProduct>(
  products: readonly P[],
): Map<string, { product: P; variationId: string | null }> {
  const index = new Map<string, { product: P; variationId: string | null }>();
  for (const product of products) {
    if (!product.visible) continue;
    if (product.sku) index.set(product.sku.toLowerCase(), { product, variationId: null });
    for (const variation of product.variations) {
      if (variation.sku) index.set(variation.sku.toLowerCase(), { product, variationId: variation.id });
    }
  }
  return index;
}

export function quickOrderPlan<P extends PlanProduct>(
  requests: readonly QuickOrderRequestLine[],
  bySku: ReadonlyMap<string, { product: P; variationId: string | null }>,
): QuickOrderPlan<P> {
  const plan: QuickOrderPlan<P> = { lines: [], problems: [] };
  const refuse = (line: QuickOrderRequestLine, reason: QuickOrderProblemReason) =>
    plan.problems.push({
      rows: line.rows,
      sku: line.sku,
      quantity: line.quantity,
      reason,
      message: QUICK_ORDER_PROBLEM_MESSAGES[reason],
    });
  for (const line of requests) {
    const hit = bySku.get(line.sku.trim().toLowerCase());
    if (!hit) {
      refuse(line, 'UNKNOWN_SKU');
      continue;
    }
    const { product, variationId } = hit;
    const { quantity, correction } = orderableQuantity(line.quantity, product);
    const availability = lineAvailability(product, variationId, quantity);
    if (availability.kind === 'product_unavailable' || availability.kind === 'variant_unavailable') {
      refuse(line, 'UNKNOWN_SKU');
      continue;
    }
    if (availability.kind === 'select_variant') {
      refuse(line, 'SELECT_VARIANT');
      continue;
    }
    if (availability.kind === 'out_of_stock') {
      refuse(line, 'OUT_OF_STOCK');
      continue;
    }
    const variation = variationId ? product.variations.find((candidate) => candidate.id === variationId) : undefined;
    // tiers apply to a product's own price; a variation keeps its own (pricing/tiers.ts)
    const priced = variation
      ? { unitPriceCents: variation.priceCents, tier: null }
      : tierPrice(product.priceCents, product.priceTiers, quantity);
    plan.lines.push({
      sku: line.sku,
      rows: line.rows,
      product,
      variationId,
      requestedQuantity: line.quantity,
      quantity,
      correction,
      unitPriceCents: priced.unitPriceCents,
      tierMinQuantity: priced.tier?.minQuantity ?? null,
    });
  }
  return plan;
}
