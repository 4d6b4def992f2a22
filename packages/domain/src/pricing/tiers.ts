import type { Cents } from '../types.js';
import { formatEur } from '../money/money.js';

/**
 * Quantity pricing of a wholesale product (issue 18): tier prices (quantity breaks, e.g. 10+ €6.20,
 * 50+ €5.80), a minimum order quantity and a case pack (sold in multiples of N).
 * - The unit price of a line is the price of the highest tier whose minimum the line's quantity
 *   reaches, else the list price; a tier never raises the price (a tier above the list price is ignored).
 * - A product's tiers apply to its own price (simple products); a variation has its own tiers (or none)
 *   over its own price, and its own minimum and case pack where set (else the product's).
 * - `quantityPricingOf` says which list price, tiers and rules apply (a product's or its variation's).
 * - A quantity is orderable when it is at least the minimum and a multiple of the case pack.
 */
export interface PriceTier {
  minQuantity: number;
  priceCents: Cents;
}

export interface QuantityRules {
  /** 1 when none */
  minQuantity: number;
  /** the case pack: 1 when none */
  quantityStep: number;
}

export const NO_QUANTITY_RULES: QuantityRules = Object.freeze({ minQuantity: 1, quantityStep: 1 });

export const QUANTITY_MESSAGES = {
  minimum: (min: number) => `The minimum order quantity is ${min}`,
  step: (step: number) => `Sold in cases of ${step}: order a multiple of ${step}`,
  nextTier: (missing: number, priceCents: Cents) => `Add ${missing} more for ${formatEur(priceCents)} each`,
} as const;

/** tiers worth offering against a list price: minimum of at least 2, cheaper than the list, sorted, one per minimum */
export function effectiveTiers(listPriceCents: Cents, tiers: readonly PriceTier[] | null | undefined): PriceTier[] {
  const byMinimum = new Map<number, Cents>();
  for (const tier of tiers ?? []) {
    const min = Math.trunc(tier.minQuantity);
    if (!Number.isSafeInteger(min) || min < 2 || !Number.isSafeInteger(tier.priceCents) || tier.priceCents < 0)
      continue;
    if (tier.priceCents >= listPriceCents) continue;
    byMinimum.set(min, Math.min(byMinimum.get(min) ?? tier.priceCents, tier.priceCents));
  }
  return [...byMinimum.entries()]
    .sort(([a], [b]) => a - b)
    .map(([minQuantity, priceCents]) => ({ minQuantity, priceCents }));
}

/**
 * effectiveTiers of a tier list the caller keeps (a product record of the catalogue snapshot, a buyer
 * group's entry), worked out once per list and list price instead of on every quote line (with the line's
 * other allocations it was ~95% of a 10-line quote's pricing time). Records are replaced when the store
 * changes, never edited in place, so an answer cannot go stale; it is dropped with its list. Frozen,
 * since every caller shares it.
 */
const usableByList = new WeakMap<readonly PriceTier[], Map<Cents, readonly PriceTier[]>>();
const NO_TIERS: readonly PriceTier[] = Object.freeze([]);

function usableTiers(listPriceCents: Cents, tiers: readonly PriceTier[] | null | undefined): readonly PriceTier[] {
  if (!tiers || tiers.length === 0) return NO_TIERS;
  let byPrice = usableByList.get(tiers);
  if (!byPrice) usableByList.set(tiers, (byPrice = new Map()));
  let usable = byPrice.get(listPriceCents);
  if (!usable) {
    usable = Object.freeze(effectiveTiers(listPriceCents, tiers).map((tier) => Object.freeze(tier)));
    byPrice.set(listPriceCents, usable);
  }
  return usable;
}

export interface TierPrice {
  unitPriceCents: Cents;
  /** the tier applied, or null for the list price */
  tier: PriceTier | null;
  /** the next cheaper tier and how many more units reach it, or null */
  next: (PriceTier & { missingQuantity: number }) | null;
}

export function tierPrice(
  listPriceCents: Cents,
  tiers: readonly PriceTier[] | null | undefined,
  quantity: number,
): TierPrice {
  const usable = usableTiers(listPriceCents, tiers);
  let unitPriceCents = listPriceCents;
  let tier: PriceTier | null = null;
  for (const candidate of usable) {
    if (quantity >= candidate.minQuantity && candidate.priceCents <= unitPriceCents) {
      unitPriceCents = candidate.priceCents;
      tier = candidate;
    }
  }
  const upcoming = usable.find(
    (candidate) => candidate.minQuantity > quantity && candidate.priceCents < unitPriceCents,
  );
  return {
    unitPriceCents,
    tier,
    next: upcoming ? { ...upcoming, missingQuantity: upcoming.minQuantity - quantity } : null,
  };
}

/** the rules as stored, made safe: whole numbers of at least 1 */
export function quantityRules(rules: Partial<QuantityRules> | null | undefined): QuantityRules {
  const whole = (value: number | undefined) => (value != null && Number.isSafeInteger(value) && value >= 1 ? value : 1);
  return { minQuantity: whole(rules?.minQuantity), quantityStep: whole(rules?.quantityStep) };
}

/** why a quantity cannot be ordered (below the minimum, not a whole number of cases), or null */
export function quantityProblem(quantity: number, rules: Partial<QuantityRules> | null | undefined): string | null {
  const { minQuantity, quantityStep } = quantityRules(rules);
  if (quantity < minQuantity) return QUANTITY_MESSAGES.minimum(minQuantity);
  if (quantityStep > 1 && quantity % quantityStep !== 0) return QUANTITY_MESSAGES.step(quantityStep);
  return null;
}

/** the first orderable quantity: the minimum rounded up to whole cases */
export function firstOrderableQuantity(rules: Partial<QuantityRules> | null | undefined): number {
  const { minQuantity, quantityStep } = quantityRules(rules);
  return Math.ceil(minQuantity / quantityStep) * quantityStep;
}

/** the quantity stepper's next value (+1 or −1 press): whole cases, never below the first orderable quantity */
export function stepQuantity(
  current: number,
  direction: 1 | -1,
  rules: Partial<QuantityRules> | null | undefined,
): number {
  const { quantityStep } = quantityRules(rules);
  const first = firstOrderableQuantity(rules);
  const aligned =
    direction === 1
      ? Math.floor(current / quantityStep) * quantityStep + quantityStep
      : Math.ceil(current / quantityStep) * quantityStep - quantityStep;
  return Math.max(first, aligned);
}

/** what prices a product or one of its variations: list price, tiers, quantity rules */
export interface QuantityPricing {
  listPriceCents: Cents;
  tiers: PriceTier[];
  rules: QuantityRules;
}

interface PricedItem {
  priceCents: Cents;
  priceTiers?: readonly PriceTier[] | null;
  minQuantity?: number | null;
  quantityStep?: number | null;
}

/**
 * The price list of a product, or of its variation when one is chosen: the variation's own price and
 * tiers, its minimum and case pack where set, else the product's rules.
 */
export function quantityPricingOf(product: PricedItem, variation?: PricedItem | null): QuantityPricing {
  const item = variation ?? product;
  return {
    listPriceCents: item.priceCents,
    tiers: effectiveTiers(item.priceCents, item.priceTiers),
    rules: quantityRulesOf(product, variation),
  };
}

/** the quantity rules of quantityPricingOf alone: the variation's minimum and case pack where set, else the product's */
export function quantityRulesOf(product: PricedItem, variation?: PricedItem | null): QuantityRules {
  const inherited = quantityRules({
    minQuantity: product.minQuantity ?? undefined,
    quantityStep: product.quantityStep ?? undefined,
  });
  if (!variation) return inherited;
  const own = quantityRules({
    minQuantity: variation.minQuantity ?? undefined,
    quantityStep: variation.quantityStep ?? undefined,
  });
  return {
    minQuantity: variation.minQuantity != null ? own.minQuantity : inherited.minQuantity,
    quantityStep: variation.quantityStep != null ? own.quantityStep : inherited.quantityStep,
  };
}
