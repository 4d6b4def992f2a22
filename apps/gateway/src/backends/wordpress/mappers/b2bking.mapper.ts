/**
 * B2BKing, the wholesale-pricing plugin this adapter maps (issue 18; docs/wordpress.md "Buyer groups
 * and group prices"). B2BKing keeps its prices as plain post meta of the product or variation, which
 * WooCommerce REST v3 returns in `meta_data` (keys without a leading `_` are not protected), and the
 * buyer's group as user meta. Read from B2BKing's own code (docs/wordpress.md names the files):
 *
 * - `b2bking_product_pricetiers_group_b2c`: the list tiers everybody gets, "<qty>:<price>;<qty>:<price>;"
 *   (decimal point, `;` after each break; B2BKing writes it with `wc_format_decimal`).
 * - `b2bking_regular_product_price_group_<group id>` / `b2bking_sale_product_price_group_<group id>`:
 *   the group's explicit price; B2BKing uses the sale one when it is set, else the regular one, and
 *   treats an empty value (PHP `empty()`: "" or "0") as none.
 * - `b2bking_product_pricetiers_group_<group id>`: the group's own tiers, same format; a group without
 *   them falls back to the list tiers, applied only where cheaper (our domain's rule 3 and 4 in
 *   packages/domain pricing/buyer-groups.ts say the same).
 * - user meta `b2bking_customergroup` (the group's post id) counts only when `b2bking_b2buser` is "yes".
 *
 * Everything here is lenient: malformed meta (not a number, negative, a decimal comma or another
 * separator, breaks out of ascending order) is ignored with a warning and list prices apply to that
 * item; nothing throws. B2BKing's "dynamic rules" (`b2bking_rule` posts: group percentages and the
 * like) are not product meta and are not mapped: a group's percentage is 0 here.
 */
import type { BuyerGroup, Cents, GroupItemPrice, PriceTier } from '@shop/domain';
import type { WcMetaData, WcProduct, WcVariation } from '../upstream.schemas.js';
import type { WordpressLogger } from '../wordpress.logger.js';

export const B2BKING_META = {
  listTiers: 'b2bking_product_pricetiers_group_b2c',
  customerGroup: 'b2bking_customergroup',
  b2bUser: 'b2bking_b2buser',
} as const;

const GROUP_KEY = /^b2bking_(regular_product_price|sale_product_price|product_pricetiers)_group_(\d+)$/;
/** a decimal price as B2BKing stores it: digits, optionally a point and more digits */
const PRICE = /^(\d{1,9})(?:\.(\d+))?$/;

export type Parsed<T> = { kind: 'none' } | { kind: 'ok'; value: T } | { kind: 'malformed'; reason: string };

const NONE = { kind: 'none' } as const;
const malformed = (reason: string) => ({ kind: 'malformed', reason }) as const;

/** a meta value as text: strings and finite numbers; anything else (arrays, objects) is no price */
function asText(value: unknown): string | null | undefined {
  if (value == null) return undefined;
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** "5", "5.8", "5.80", "5.805" → cents, rounded half up to the cent (WooCommerce's two decimals) */
function priceText(text: string): Parsed<Cents> {
  const match = PRICE.exec(text);
  if (!match) {
    if (text.startsWith('-')) return malformed('negative price');
    if (/^\d+,\d+$/.test(text)) return malformed('decimal comma (B2BKing stores a decimal point)');
    return malformed('not a price');
  }
  const fraction = (match[2] ?? '').padEnd(3, '0');
  const cents = Number(match[1]) * 100 + Number(fraction.slice(0, 2)) + (Number(fraction[2]) >= 5 ? 1 : 0);
  return { kind: 'ok', value: cents };
}

/** a group price meta value; "", "0" and 0.00 are no price (B2BKing's `empty()`) */
export function parseB2bkingPrice(value: unknown): Parsed<Cents> {
  const text = asText(value);
  if (text === undefined || text === '') return NONE;
  if (text === null) return malformed('not a text value');
  const parsed = priceText(text);
  return parsed.kind === 'ok' && parsed.value === 0 ? NONE : parsed;
}

/**
 * A tier table "<qty>:<price>;<qty>:<price>;": each break a whole quantity of at least 1 and a price
 * above 0, quantities strictly ascending. The trailing `;` B2BKing writes is fine; anything else
 * makes the whole table malformed (half a table would charge prices nobody set).
 */
export function parseB2bkingTiers(value: unknown): Parsed<PriceTier[]> {
  const text = asText(value);
  if (text === undefined || text === '') return NONE;
  if (text === null) return malformed('not a text value');
  const tiers: PriceTier[] = [];
  for (const piece of text.split(';')) {
    const pair = piece.trim();
    if (pair === '') continue;
    const parts = pair.split(':');
    if (parts.length !== 2) return malformed(`break "${pair}" is not <quantity>:<price>`);
    const [quantityText, priceValue] = parts.map((part) => part.trim()) as [string, string];
    if (!/^\d{1,9}$/.test(quantityText) || Number(quantityText) < 1)
      return malformed(`break "${pair}" has no whole quantity of 1 or more`);
    const price = priceText(priceValue);
    if (price.kind !== 'ok') return malformed(`break "${pair}": ${price.kind === 'malformed' ? price.reason : ''}`);
    if (price.value === 0) return malformed(`break "${pair}" has a price of 0`);
    const minQuantity = Number(quantityText);
    const previous = tiers.at(-1);
    if (previous && minQuantity <= previous.minQuantity)
      return malformed(`breaks are not in ascending order of quantity (${previous.minQuantity} then ${minQuantity})`);
    tiers.push({ minQuantity, priceCents: price.value });
  }
  return tiers.length > 0 ? { kind: 'ok', value: tiers } : NONE;
}

/** the first row of a key, as `get_post_meta($id, $key, true)` reads it */
function firstValue(meta: WcMetaData, key: string): unknown {
  return meta.find((row) => row.key === key)?.value;
}

interface Where {
  productId: string;
  variationId: string | null;
}

function warn(logger: WordpressLogger, where: Where, key: string, reason: string): void {
  logger.warn(
    {
      upstream: 'wordpress',
      plugin: 'b2bking',
      productId: where.productId,
      variationId: where.variationId,
      key,
      reason,
    },
    'wholesale price meta ignored (malformed); list prices apply',
  );
}

function parsed<T>(result: Parsed<T>, logger: WordpressLogger, where: Where, key: string): T | null {
  if (result.kind === 'malformed') warn(logger, where, key, result.reason);
  return result.kind === 'ok' ? result.value : null;
}

/** what B2BKing says about one product or variation */
export interface B2bkingItem {
  /** the list tiers (B2BKing's B2C table), null when none or malformed */
  listTiers: PriceTier[] | null;
  /** the groups with a price or tiers of their own for it */
  groups: Map<string, { priceCents: Cents | null; tiers: PriceTier[] }>;
}

export function readB2bkingItem(meta: WcMetaData, where: Where, logger: WordpressLogger): B2bkingItem {
  const listTiers = parsed(
    parseB2bkingTiers(firstValue(meta, B2BKING_META.listTiers)),
    logger,
    where,
    B2BKING_META.listTiers,
  );
  const groupIds = new Set<string>();
  for (const row of meta) {
    const match = GROUP_KEY.exec(row.key);
    if (match && match[2] !== '0') groupIds.add(match[2]!);
  }
  const groups: B2bkingItem['groups'] = new Map();
  for (const groupId of [...groupIds].sort((a, b) => Number(a) - Number(b))) {
    const key = (kind: string) => `b2bking_${kind}_group_${groupId}`;
    const sale = parsed(
      parseB2bkingPrice(firstValue(meta, key('sale_product_price'))),
      logger,
      where,
      key('sale_product_price'),
    );
    const regular = parsed(
      parseB2bkingPrice(firstValue(meta, key('regular_product_price'))),
      logger,
      where,
      key('regular_product_price'),
    );
    const tiers = parsed(
      parseB2bkingTiers(firstValue(meta, key('product_pricetiers'))),
      logger,
      where,
      key('product_pricetiers'),
    );
    const priceCents = sale ?? regular;
    if (priceCents !== null || (tiers && tiers.length > 0)) groups.set(groupId, { priceCents, tiers: tiers ?? [] });
  }
  return { listTiers, groups };
}

/** B2BKing's prices of a product and its variations */
export interface B2bkingProduct {
  /** list tiers of a simple product (a variable product's tiers are its variations') */
  productTiers: PriceTier[] | null;
  variationTiers: Map<string, PriceTier[]>;
  /** per group, its items for this product (our domain's shape) */
  groupItems: { groupId: string; item: GroupItemPrice }[];
}

/**
 * Reads a product's meta (a simple product) or its variations' meta (a variable product: B2BKing
 * prices each variation; meta on the parent would price nothing a buyer can order).
 */
export function readB2bkingProduct(
  product: WcProduct,
  variations: readonly WcVariation[],
  logger: WordpressLogger,
): B2bkingProduct {
  const result: B2bkingProduct = { productTiers: null, variationTiers: new Map(), groupItems: [] };
  const collect = (item: B2bkingItem, variationId: string | null) => {
    for (const [groupId, price] of item.groups)
      result.groupItems.push({ groupId, item: { productId: product.id, variationId, ...price } });
  };
  if (product.type === 'variable') {
    for (const variation of variations) {
      const item = readB2bkingItem(variation.meta_data, { productId: product.id, variationId: variation.id }, logger);
      if (item.listTiers) result.variationTiers.set(variation.id, item.listTiers);
      collect(item, variation.id);
    }
  } else {
    const item = readB2bkingItem(product.meta_data, { productId: product.id, variationId: null }, logger);
    result.productTiers = item.listTiers;
    collect(item, null);
  }
  return result;
}

/**
 * Our buyer groups from the items B2BKing prices: one group per B2BKing group id that prices
 * something. B2BKing's group names (`b2bking_group` posts) are not in the REST API by default and
 * no storefront screen shows them, so a group is named after its id. None is the default group: a
 * buyer outside every group (B2BKing's B2C users) pays list prices.
 */
export function b2bkingBuyerGroups(products: readonly B2bkingProduct[]): BuyerGroup[] {
  const byGroup = new Map<string, GroupItemPrice[]>();
  for (const { groupItems } of products)
    for (const { groupId, item } of groupItems) byGroup.set(groupId, [...(byGroup.get(groupId) ?? []), item]);
  return [...byGroup.entries()]
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([id, items]) => ({ id, name: `B2BKing group ${id}`, percentOffBasisPoints: 0, isDefault: false, items }));
}

/**
 * The buyer's group from user meta: `b2bking_customergroup` when `b2bking_b2buser` is "yes" (B2BKing
 * ignores the group of a B2C user). Null otherwise, or when the group is not a post id (warned).
 */
export function b2bkingCustomerGroup(
  meta: Readonly<Record<string, string | null>>,
  userId: string,
  logger: WordpressLogger,
): string | null {
  if (meta[B2BKING_META.b2bUser]?.trim() !== 'yes') return null;
  const group = meta[B2BKING_META.customerGroup]?.trim() ?? '';
  if (/^\d{1,18}$/.test(group) && group !== '0') return group;
  logger.warn(
    {
      upstream: 'wordpress',
      plugin: 'b2bking',
      userId,
      key: B2BKING_META.customerGroup,
      reason: group === '' ? 'missing (is the meta registered with show_in_rest?)' : 'not a group id',
    },
    'wholesale buyer group ignored; list prices apply',
  );
  return null;
}
