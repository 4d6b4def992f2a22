import type { Cents, ProductRecord, VariationRecord } from '../types.js';
import { variableFromPriceCents } from '../catalog/product-rules.js';
import { type PriceTier, type TierPrice, effectiveTiers, tierPrice } from './tiers.js';

/**
 * Buyer groups (issue 18): every buyer belongs to one group (Retail, Distributor ...); a buyer
 * without a group is in the shop's default group. A group may take a percentage off list prices,
 * set explicit prices per product or variation, and set its own quantity tiers per product or
 * variation. The rules, in this order:
 * 1. An explicit group price for the item beats the percentage.
 * 2. Otherwise the percentage comes off the list price, per unit, rounded half up to the cent
 *    (e.g. 15 % off €9.95 = 845.75 cents → €8.46; 15 % off €0.10 = 8.5 → €0.09). The percentage is
 *    kept as basis points (1500 = 15 %) so no float ever touches money.
 * 3. The group's own tiers for the item replace the item's list tiers; a group without tiers for it
 *    keeps the list tiers.
 * 4. The buyer pays the lowest price that applies at the line's quantity: the group's base price or
 *    the best tier reached (a tier that is not cheaper is ignored, tiers.ts).
 * Variations are priced the same way, keyed by their own id.
 */
export interface GroupItemPrice {
  productId: string;
  /** null: the product itself (a simple product, or every variation without its own entry) */
  variationId: string | null;
  /** the explicit unit price, or null (the percentage then applies) */
  priceCents: Cents | null;
  /** the group's own tiers of the item; empty keeps the list tiers */
  tiers: PriceTier[];
}

export interface BuyerGroup {
  id: string;
  name: string;
  /** percentage off list prices in basis points: 1500 = 15 %; 0 = none */
  percentOffBasisPoints: number;
  /** the group of every buyer without one (exactly one per shop) */
  isDefault: boolean;
  items: GroupItemPrice[];
}

/** what a group says about one product or variation */
export interface GroupItemRule {
  percentOffBasisPoints: number;
  priceCents: Cents | null;
  tiers: PriceTier[] | null;
}

export const MAX_PERCENT_OFF_BASIS_POINTS = 10_000;

export const BUYER_GROUP_MESSAGES = {
  nameRequired: 'Enter a group name',
  nameTooLong: 'The group name can be at most 60 characters',
  nameTaken: 'Another group already has this name',
  percent: 'The discount must be between 0 and 100 % with at most two decimals',
  price: 'Enter a price of 0 or more',
  tierMinimum: 'A tier starts at a quantity of 2 or more',
  tierDuplicate: 'Two tiers start at the same quantity',
  unknownGroup: 'This buyer group does not exist',
  unknownItem: 'This product or variation does not exist',
  defaultGroup: 'The default group cannot be deleted',
} as const;

/** `percent` (e.g. "15" or "12.5") → basis points, or null when not a valid 0–100 % with ≤ 2 decimals */
export function percentToBasisPoints(percent: string): number | null {
  const match = /^\s*(\d{1,3})(?:[.,](\d{1,2}))?\s*$/.exec(percent);
  if (!match) return null;
  const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return basisPoints <= MAX_PERCENT_OFF_BASIS_POINTS ? basisPoints : null;
}

/** basis points → "15" / "12.5" */
export function basisPointsToPercent(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const rest = basisPoints % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

/** the list price less a percentage (basis points), per unit, rounded half up to the cent */
export function percentOff(listPriceCents: Cents, basisPoints: number): Cents {
  const bp = Math.min(Math.max(Math.trunc(basisPoints) || 0, 0), MAX_PERCENT_OFF_BASIS_POINTS);
  if (bp === 0) return listPriceCents;
  // integer arithmetic: list × (10000 − bp) / 10000, half up (prices are ≥ 0)
  return Math.floor((listPriceCents * (MAX_PERCENT_OFF_BASIS_POINTS - bp) + 5_000) / MAX_PERCENT_OFF_BASIS_POINTS);
}

/**
 * A group's rule for one item: the variation's own entry, else the product's entry (for a
 * variation, the product's explicit price and tiers are not inherited: a variation has its own list
 * price, so only the percentage carries over), else the percentage alone. Null group: list prices.
 */
export function groupItemRule(
  group: BuyerGroup | null | undefined,
  productId: string,
  variationId: string | null = null,
): GroupItemRule | null {
  if (!group) return null;
  const entry = group.items.find(
    (item) => item.productId === productId && (item.variationId ?? null) === (variationId ?? null),
  );
  return {
    percentOffBasisPoints: group.percentOffBasisPoints,
    priceCents: entry?.priceCents ?? null,
    tiers: entry && entry.tiers.length > 0 ? entry.tiers : null,
  };
}

/** the group's price of one unit before tiers: the explicit price, else the list price less the percentage */
export function groupBasePrice(listPriceCents: Cents, rule: GroupItemRule | null): Cents {
  if (!rule) return listPriceCents;
  if (rule.priceCents != null) return rule.priceCents;
  return percentOff(listPriceCents, rule.percentOffBasisPoints);
}

/**
 * THE pricing entry point: the unit price of `quantity` units of an item with this list price and
 * these list tiers, for a buyer whose group says `rule` (null: list prices). Cart quotes, orders, the
 * catalogue and the from-price all go through here, so product and variation tiers plug in alike.
 */
export function unitPrice(
  listPriceCents: Cents,
  listTiers: readonly PriceTier[] | null | undefined,
  quantity: number,
  rule: GroupItemRule | null,
): TierPrice {
  const base = groupBasePrice(listPriceCents, rule);
  return tierPrice(base, rule?.tiers ?? listTiers, quantity);
}

/** the tiers worth showing to this buyer: the group's or the list's, each cheaper than the group's base price */
export function groupTiers(
  listPriceCents: Cents,
  listTiers: readonly PriceTier[] | null | undefined,
  rule: GroupItemRule | null,
): PriceTier[] {
  return effectiveTiers(groupBasePrice(listPriceCents, rule), rule?.tiers ?? listTiers);
}

/** the lowest unit price this buyer can pay for the item at any quantity (its cheapest tier, else its base price) */
export function lowestUnitPrice(
  listPriceCents: Cents,
  listTiers: readonly PriceTier[] | null | undefined,
  rule: GroupItemRule | null,
): Cents {
  return unitPrice(listPriceCents, listTiers, Number.MAX_SAFE_INTEGER, rule).unitPriceCents;
}

/** the group a buyer is in: their own when it exists, else the default group (null when the shop has none) */
export function buyerGroupOf(groups: readonly BuyerGroup[], groupId: string | null | undefined): BuyerGroup | null {
  return (
    (groupId != null ? groups.find((group) => group.id === groupId) : undefined) ??
    groups.find((group) => group.isDefault) ??
    null
  );
}

/**
 * The pricing class of a caller (what shared caches key answers by, never who asks): null for a
 * caller who may not see prices, `buyer` for the default group (a buyer without a group), and
 * `buyer:<group id>` for a buyer assigned to a group, so no group's answer reaches another group.
 */
export function buyerPricingClass(showPrices: boolean, groupId: string | null | undefined): string | null {
  if (!showPrices) return null;
  return groupId == null || groupId === '' ? 'buyer' : `buyer:${groupId}`;
}

/** a variation with quantity tiers of its own (when the store keeps them) */
type TieredVariation = VariationRecord & { priceTiers?: PriceTier[] | null };

/**
 * A product record as a buyer of `group` sees it: every price is the group's base price
 * (`groupBasePrice`) and the tiers are the ones that apply to that buyer (`groupTiers`), so the
 * catalogue, its price sorts and filters, the product page and the CSV show what `unitPrice` charges.
 * A variable product's own price is again the lowest variation price. Null group: unchanged.
 */
export function withGroupPrices<P extends ProductRecord>(product: P, group: BuyerGroup | null | undefined): P {
  if (!group || (group.percentOffBasisPoints === 0 && !group.items.some((item) => item.productId === product.id)))
    return product;
  const own = groupItemRule(group, product.id);
  const variations = product.variations.map((variation: TieredVariation) => {
    const rule = groupItemRule(group, product.id, variation.id);
    const repriced: TieredVariation = { ...variation, priceCents: groupBasePrice(variation.priceCents, rule) };
    if (variation.priceTiers || rule?.tiers)
      repriced.priceTiers = groupTiers(variation.priceCents, variation.priceTiers, rule);
    return repriced;
  });
  const ownPrice = groupBasePrice(product.priceCents, own);
  return {
    ...product,
    priceCents: product.type === 'variable' ? variableFromPriceCents(ownPrice, variations) : ownPrice,
    priceTiers: groupTiers(product.priceCents, product.priceTiers, own),
    variations,
  };
}

/**
 * The "from" price: the lowest unit price a buyer of `group` can pay for the product, over every
 * variation (a variable product) or the product itself, at any quantity tier. Takes the store's
 * record (list prices), not one already passed through `withGroupPrices`.
 */
export function productFromPrice(product: ProductRecord, group: BuyerGroup | null | undefined): Cents {
  if (product.type === 'variable' && product.variations.length > 0) {
    const prices = product.variations
      .filter((variation) => variation.priceCents > 0)
      .map((variation: TieredVariation) =>
        lowestUnitPrice(variation.priceCents, variation.priceTiers, groupItemRule(group, product.id, variation.id)),
      );
    if (prices.length > 0) return Math.min(...prices);
  }
  return lowestUnitPrice(product.priceCents, product.priceTiers, groupItemRule(group, product.id));
}

/** a group as the console sends it: prices as decimal strings, the percentage as text */
export interface BuyerGroupDraft {
  name: string;
  percentOff: string;
  items: {
    productId: string;
    variationId?: string | null;
    price?: string | null;
    tiers?: { minQuantity: number; price: string }[] | null;
  }[];
}

export type BuyerGroupDraftResult =
  | { ok: true; value: { name: string; percentOffBasisPoints: number; items: GroupItemPrice[] } }
  | { ok: false; errors: { field: string[]; message: string }[] };

const PRICE_TEXT = /^\s*\d{1,7}(?:[.,]\d{1,2})?\s*$/;
const priceCentsOf = (text: string): Cents | null => {
  if (!PRICE_TEXT.test(text)) return null;
  const [whole, fraction = ''] = text.trim().replace(',', '.').split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

/** checks and converts a group from the console (name, percentage, prices and tiers) */
export function parseBuyerGroupDraft(draft: BuyerGroupDraft): BuyerGroupDraftResult {
  const errors: { field: string[]; message: string }[] = [];
  const name = draft.name.replace(/\s+/g, ' ').trim();
  if (!name) errors.push({ field: ['name'], message: BUYER_GROUP_MESSAGES.nameRequired });
  else if (name.length > 60) errors.push({ field: ['name'], message: BUYER_GROUP_MESSAGES.nameTooLong });
  const percentOffBasisPoints = percentToBasisPoints(draft.percentOff);
  if (percentOffBasisPoints === null) errors.push({ field: ['percentOff'], message: BUYER_GROUP_MESSAGES.percent });
  const items: GroupItemPrice[] = [];
  draft.items.forEach((item, index) => {
    const at = (...rest: string[]) => ['items', String(index), ...rest];
    let priceCents: Cents | null = null;
    if (item.price != null && item.price.trim() !== '') {
      priceCents = priceCentsOf(item.price);
      if (priceCents === null) errors.push({ field: at('price'), message: BUYER_GROUP_MESSAGES.price });
    }
    const tiers: PriceTier[] = [];
    const seen = new Set<number>();
    (item.tiers ?? []).forEach((tier, tierIndex) => {
      if (!Number.isSafeInteger(tier.minQuantity) || tier.minQuantity < 2) {
        errors.push({
          field: at('tiers', String(tierIndex), 'minQuantity'),
          message: BUYER_GROUP_MESSAGES.tierMinimum,
        });
        return;
      }
      if (seen.has(tier.minQuantity)) {
        errors.push({
          field: at('tiers', String(tierIndex), 'minQuantity'),
          message: BUYER_GROUP_MESSAGES.tierDuplicate,
        });
        return;
      }
      seen.add(tier.minQuantity);
      const cents = priceCentsOf(tier.price);
      if (cents === null) {
        errors.push({ field: at('tiers', String(tierIndex), 'price'), message: BUYER_GROUP_MESSAGES.price });
        return;
      }
      tiers.push({ minQuantity: tier.minQuantity, priceCents: cents });
    });
    tiers.sort((a, b) => a.minQuantity - b.minQuantity);
    // an item that says nothing is no item
    if (priceCents !== null || tiers.length > 0)
      items.push({ productId: item.productId, variationId: item.variationId ?? null, priceCents, tiers });
  });
  return errors.length > 0 || percentOffBasisPoints === null
    ? { ok: false, errors }
    : { ok: true, value: { name, percentOffBasisPoints, items } };
}
