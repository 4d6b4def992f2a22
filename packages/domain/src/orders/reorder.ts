import { lineAvailability, MAX_LINE_QUANTITY } from '../cart/line-availability.js';
import { mergeCartLines } from '../cart/cart-limits.js';
import type { OrderLineRecord, ProductRecord } from '../types.js';

/**
 * "Order again": which lines of a past order go back into the cart and which are skipped, and why.
 * The products are as the store knows them now (unknown ids are absent from the map); a line goes back
 * only when it could be bought as it is (lineAvailability), with the quantity ordered then.
 */

export const REORDER_SKIP_REASONS = ['PRODUCT_UNAVAILABLE', 'VARIATION_UNAVAILABLE', 'OUT_OF_STOCK'] as const;
export type ReorderSkipReason = (typeof REORDER_SKIP_REASONS)[number];

export const REORDER_MESSAGES: Readonly<Record<ReorderSkipReason, string>> = {
  // deleted and hidden read the same: a hidden product must not be told apart from a deleted one
  PRODUCT_UNAVAILABLE: 'No longer sold',
  VARIATION_UNAVAILABLE: 'This variant is no longer sold',
  OUT_OF_STOCK: 'Out of stock',
};

export interface ReorderLine {
  productId: string;
  variationId: string | null;
  quantity: number;
}

export interface ReorderSkippedLine {
  productId: string;
  variationId: string | null;
  /** the name the order line was bought under (the product may be gone) */
  name: string;
  quantity: number;
  reason: ReorderSkipReason;
}

export interface ReorderPlan {
  lines: ReorderLine[];
  skipped: ReorderSkippedLine[];
}

export function reorderPlan(
  orderLines: readonly Pick<OrderLineRecord, 'productId' | 'variationId' | 'name' | 'quantity'>[],
  productsById: ReadonlyMap<string, Pick<ProductRecord, 'visible' | 'type' | 'inStock' | 'variations'>>,
): ReorderPlan {
  const plan: ReorderPlan = { lines: [], skipped: [] };
  const merged = mergeCartLines(
    orderLines.map((line) => ({
      productId: line.productId,
      variationId: line.variationId || null,
      name: line.name,
      quantity: line.quantity,
    })),
  );
  for (const line of merged) {
    const quantity = Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.trunc(line.quantity)));
    const availability = lineAvailability(productsById.get(line.productId), line.variationId, quantity);
    const reason: ReorderSkipReason | null =
      availability.kind === 'product_unavailable'
        ? 'PRODUCT_UNAVAILABLE'
        : // a line bought without a variant of a product that has variants now cannot be repeated as it was
          availability.kind === 'variant_unavailable' || availability.kind === 'select_variant'
          ? 'VARIATION_UNAVAILABLE'
          : availability.kind === 'out_of_stock'
            ? 'OUT_OF_STOCK'
            : null;
    if (reason) plan.skipped.push({ ...line, quantity, reason });
    else plan.lines.push({ productId: line.productId, variationId: line.variationId, quantity });
  }
  return plan;
}
