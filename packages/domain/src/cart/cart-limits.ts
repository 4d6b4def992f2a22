import type { Cents } from '../types.js';
import { formatEur } from '../money/money.js';

/**
 * Limits of one cart / order. Each line is capped at MAX_LINE_QUANTITY (line-availability.ts), but
 * repeating a product across lines would escape that cap: lines of the same product and variant are
 * merged before anything is quoted or ordered, the number of lines is capped, and so is the total,
 * which keeps every amount far inside the store's 64-bit money columns (and JavaScript's safe integers).
 */
export const MAX_CART_LINES = 100;
/** €1,000,000.00 */
export const MAX_ORDER_TOTAL_CENTS: Cents = 100_000_000;

export const CART_LIMIT_MESSAGES = {
  tooManyLines: `A cart can hold at most ${MAX_CART_LINES} lines`,
  orderTotalTooHigh: `The order total must not exceed ${formatEur(MAX_ORDER_TOTAL_CENTS, 'en-IE')}`,
} as const;

export interface MergeableLine {
  productId: string | number;
  variationId?: string | number | null;
  quantity: number;
}

function lineKey(line: MergeableLine): string {
  const variation = line.variationId == null ? '' : String(line.variationId).trim();
  return `${String(line.productId).trim()}\u0000${variation}`;
}

/**
 * One line per product + variant (no variant, null and '' are the same), quantities added up, in the
 * order each first appears; the first line's fields are kept. The input is not changed.
 */
export function mergeCartLines<T extends MergeableLine>(lines: readonly T[]): T[] {
  const merged = new Map<string, T>();
  for (const line of lines) {
    const key = lineKey(line);
    const existing = merged.get(key);
    if (existing) existing.quantity += line.quantity;
    else merged.set(key, { ...line });
  }
  return [...merged.values()];
}

/** Why an order of this total cannot be placed (or quoted as one), or null. */
export function orderTotalProblem(totalCents: Cents): string | null {
  return totalCents > MAX_ORDER_TOTAL_CENTS ? CART_LIMIT_MESSAGES.orderTotalTooHigh : null;
}
