import type { Cents } from '../types.js';
import { multiplyCents } from '../money/money.js';

export interface CartItemAttribute {
  name: string;
  value: string;
}

/** A cart line (SPEC section 3). `id` is the variation id when one was chosen, else the product id. */
export interface CartItem {
  id: string;
  title: string;
  priceCents: Cents;
  image: string | null;
  attribute: CartItemAttribute | null;
  quantity: number;
  /** the product id when `id` is a variation of a variable product, else null */
  parentProductId: string | null;
  productSlug: string;
}

export interface CartState {
  items: CartItem[];
  totalItems: number;
  totalPriceCents: Cents;
}

export const CART_STORAGE_KEY = 'cart';
export const MIN_QUANTITY = 1;
export const DEFAULT_QUANTITY = 1;

export type NewCartItem = Omit<CartItem, 'quantity'> & { quantity?: number };

export type CartAction =
  | { type: 'ADD_ITEM'; item: NewCartItem }
  | { type: 'REMOVE_ITEM'; id: string }
  | { type: 'UPDATE_QUANTITY'; id: string; quantity: number; attributeValue?: string | null }
  | {
      type: 'UPDATE_ATTRIBUTE';
      /** the line being changed: its current id and attribute value */
      id: string;
      attributeValue?: string | null;
      newId: string;
      priceCents: Cents;
      attribute: CartItemAttribute | null;
      image: string | null;
    }
  | { type: 'CLEAR_CART' }
  | {
      /**
       * The server's unit price and name of lines (by id and attribute value), applied to the cart as it is
       * when the action is processed: a REPLACE built from the lines a page last rendered would undo a
       * change the buyer made meanwhile (a variant switched while the quote was on its way).
       */
      type: 'REFRESH_DETAILS';
      lines: readonly { id: string; attributeValue: string | null; priceCents: Cents; title: string }[];
    }
  | { type: 'REPLACE'; state: CartState | { items: readonly CartItem[] } };

export const emptyCart: CartState = Object.freeze({ items: [], totalItems: 0, totalPriceCents: 0 }) as CartState;

function attributeValue(item: Pick<CartItem, 'attribute'>): string | null {
  return item.attribute?.value ?? null;
}

function sameLine(item: CartItem, id: string, value: string | null | undefined): boolean {
  return item.id === id && attributeValue(item) === (value ?? null);
}

function normaliseQuantity(quantity: number | undefined): number {
  if (quantity == null || !Number.isFinite(quantity)) return DEFAULT_QUANTITY;
  return Math.max(MIN_QUANTITY, Math.trunc(quantity));
}

/** Builds a state with totals recomputed from the items. */
export function withTotals(items: readonly CartItem[]): CartState {
  return {
    items: [...items],
    totalItems: items.reduce((sum, item) => sum + item.quantity, 0),
    totalPriceCents: items.reduce((sum, item) => sum + multiplyCents(item.priceCents, item.quantity), 0),
  };
}

/**
 * Pure cart reducer (SPEC section 4). Lines are identified by id + attribute value. Totals are
 * recomputed after every change; quantities never go below 1 (UPDATE_QUANTITY <= 0 removes the line).
 * UPDATE_QUANTITY without `attributeValue` applies to every line with that id.
 */
export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'ADD_ITEM': {
      const value = attributeValue(action.item);
      const quantity = normaliseQuantity(action.item.quantity);
      const existing = state.items.find((item) => sameLine(item, action.item.id, value));
      if (existing) {
        return withTotals(
          state.items.map((item) => (item === existing ? { ...item, quantity: item.quantity + quantity } : item)),
        );
      }
      return withTotals([...state.items, { ...action.item, quantity }]);
    }
    case 'REMOVE_ITEM':
      return withTotals(state.items.filter((item) => item.id !== action.id));
    case 'UPDATE_QUANTITY': {
      const matches = (item: CartItem) =>
        action.attributeValue === undefined ? item.id === action.id : sameLine(item, action.id, action.attributeValue);
      if (!Number.isFinite(action.quantity) || action.quantity <= 0) {
        return withTotals(state.items.filter((item) => !matches(item)));
      }
      const quantity = Math.max(MIN_QUANTITY, Math.trunc(action.quantity));
      return withTotals(state.items.map((item) => (matches(item) ? { ...item, quantity } : item)));
    }
    case 'UPDATE_ATTRIBUTE': {
      const index = state.items.findIndex((item) =>
        action.attributeValue === undefined ? item.id === action.id : sameLine(item, action.id, action.attributeValue),
      );
      const line = state.items[index];
      if (!line) return state;
      const updated: CartItem = {
        ...line,
        id: action.newId,
        priceCents: action.priceCents,
        attribute: action.attribute,
        image: action.image,
      };
      const newValue = attributeValue(updated);
      const otherIndex = state.items.findIndex((item, i) => i !== index && sameLine(item, updated.id, newValue));
      if (otherIndex === -1) {
        return withTotals(state.items.map((item, i) => (i === index ? updated : item)));
      }
      // Merge into the line that already has this id + attribute value; quantities add.
      return withTotals(
        state.items
          .map((item, i) => (i === otherIndex ? { ...item, quantity: item.quantity + line.quantity } : item))
          .filter((_, i) => i !== index),
      );
    }
    case 'CLEAR_CART':
      return withTotals([]);
    case 'REFRESH_DETAILS': {
      let changed = false;
      const items = state.items.map((item) => {
        const details = action.lines.find((line) => sameLine(item, line.id, line.attributeValue));
        if (!details || (details.priceCents === item.priceCents && details.title === item.title)) return item;
        changed = true;
        return { ...item, priceCents: details.priceCents, title: details.title };
      });
      // nothing new: the same state, so nothing renders again
      return changed ? withTotals(items) : state;
    }
    case 'REPLACE':
      return sanitizeCart(action.state);
    default:
      return state;
  }
}

// The stored cart is validated by hand rather than with zod: the cart is part of every page's shell,
// and zod would add ~21 kB (brotli) to the storefront's first route for these few checks.

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** an id stored as a string or (older carts, other tabs) a number; null when it is neither */
function storedId(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** a whole number of at least `min` (and within the safe integer range), else null */
function storedInteger(value: unknown, min: number): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= min ? value : null;
}

/**
 * One stored line, or null when it cannot be trusted. Required: a non-empty id, a price in whole
 * non-negative cents and a quantity of at least 1; optional fields fall back (title/productSlug to '',
 * image/attribute/parentProductId to null); unknown keys are dropped.
 */
export function parseStoredCartItem(candidate: unknown): CartItem | null {
  if (!isRecord(candidate)) return null;
  const id = storedId(candidate.id);
  const priceCents = storedInteger(candidate.priceCents, 0);
  const quantity = storedInteger(candidate.quantity, MIN_QUANTITY);
  if (!id || priceCents === null || quantity === null) return null;
  const { attribute } = candidate;
  return {
    id,
    title: typeof candidate.title === 'string' ? candidate.title : '',
    priceCents,
    image: typeof candidate.image === 'string' ? candidate.image : null,
    attribute:
      isRecord(attribute) && typeof attribute.name === 'string' && typeof attribute.value === 'string'
        ? { name: attribute.name, value: attribute.value }
        : null,
    quantity,
    parentProductId: storedId(candidate.parentProductId),
    productSlug: typeof candidate.productSlug === 'string' ? candidate.productSlug : '',
  };
}

function sanitizeCart(raw: unknown): CartState {
  if (!raw || typeof raw !== 'object' || !Array.isArray((raw as { items?: unknown }).items)) return withTotals([]);
  const items: CartItem[] = [];
  for (const candidate of (raw as { items: unknown[] }).items) {
    const parsed = parseStoredCartItem(candidate);
    if (parsed) items.push(parsed);
  }
  return withTotals(items);
}

/**
 * Reads a cart saved in storage (or sent by another tab). Garbage (invalid JSON, wrong shapes) gives
 * an empty cart; invalid lines are dropped; totals are always recomputed, never trusted.
 */
export function parseStoredCart(json: string | null | undefined): CartState {
  if (!json) return withTotals([]);
  try {
    return sanitizeCart(JSON.parse(json) as unknown);
  } catch {
    return withTotals([]);
  }
}

/** Toast after adding (SPEC section 4). */
export function addedToCartMessage(item: Pick<CartItem, 'title' | 'attribute'>): {
  title: string;
  description: string;
} {
  const variant = item.attribute?.value ? item.attribute.value : 'No variant';
  return { title: 'Added to cart', description: `${item.title} (${variant}) has been added to your cart.` };
}
