import { MAX_CART_LINES } from './cart-limits.js';
import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from './line-availability.js';

/**
 * The server-side cart of a logged-in buyer (issue 19): what the gateway stores per customer and the
 * rules every write goes through. The store only compares-and-sets whole carts by `version`; the
 * rules live here.
 *
 * - Lines are identified by product id + variation id (no variation, null and '' are the same) and, for
 *   a line without a variation, the value of the option the buyer chose (`attribute`: a product offering
 *   options without a variation record for them), as the browser's cart identifies them (the spec's
 *   "same id and same attribute value"); adding a line that is already there adds the quantities (the
 *   spec's ADD_ITEM rule), capped at MAX_LINE_QUANTITY. With a variation the variation is the choice and
 *   an attribute sent along is not kept.
 * - Every write raises `version` by one; each line remembers the version that last changed it.
 * - `cartSetLines` with a `baseVersion` (the version the client last saw) is last-writer-wins per
 *   line: the client's lines replace the server's quantities, and a server line the client does not
 *   send is removed only when it has not changed since `baseVersion`. So a line another device added
 *   or changed meanwhile is kept, and two devices editing at once never lose a line.
 * - `cartAddLines` and `cartSetLines` with a key are applied once: the same key again changes nothing (a
 *   retry after a lost answer, a second merge of the same anonymous cart at login, a browser replaying
 *   a write it could not see confirmed before the page went away).
 * - At most MAX_CART_LINES lines; a write that would exceed it changes nothing.
 */

/** the option a buyer chose of a product without a variation record for it (the browser cart's `attribute`) */
export interface ServerCartLineAttribute {
  name: string;
  value: string;
}

export interface ServerCartLine {
  productId: string;
  /** null for a simple product */
  variationId: string | null;
  /** the chosen option when there is no variation; null otherwise */
  attribute: ServerCartLineAttribute | null;
  quantity: number;
  /** the cart version that last added or changed this line */
  changedIn: number;
}

export interface ServerCart {
  /** 0 for a cart never written */
  version: number;
  lines: ServerCartLine[];
  couponCode: string | null;
  /** the cart version that last set or cleared the coupon */
  couponChangedIn: number;
  /** the latest add keys applied, newest last (at most MAX_REMEMBERED_KEYS) */
  keys: string[];
}

export interface ServerCartLineInput {
  productId: string | number;
  variationId?: string | number | null;
  attribute?: { name?: string | null; value?: string | null } | null;
  quantity: number;
}

/**
 * How many keys a cart remembers: a key forgotten is applied again when replayed. 500 covers a browser's
 * resend of a write kept across a page load many times over, and keeps a stored cart small (≤ 50 KB).
 */
export const MAX_REMEMBERED_KEYS = 500;
export const MAX_CART_KEY_LENGTH = 100;
/** the longest option name or value a line keeps */
export const MAX_CART_ATTRIBUTE_LENGTH = 200;
/** the longest product or variation id a line takes (the store's ids are short numbers or slugs) */
export const MAX_CART_ID_LENGTH = 64;
/** the longest coupon code a cart keeps */
export const MAX_CART_COUPON_LENGTH = 64;

/** control characters (NUL among them: PostgreSQL's JSON cannot store it) never belong in an id, option or code */
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

export const SERVER_CART_MESSAGES = {
  tooManyLines: `A cart can hold at most ${MAX_CART_LINES} lines`,
  quantity: `Quantity must be between ${MIN_LINE_QUANTITY} and ${MAX_LINE_QUANTITY}`,
  key: `The key must be 1 to ${MAX_CART_KEY_LENGTH} printable characters`,
  baseVersion: 'The base version must be a whole number of at least 0',
  attribute: `An option's name and value must be at most ${MAX_CART_ATTRIBUTE_LENGTH} characters, without control characters`,
  id: `A product or variation id must be at most ${MAX_CART_ID_LENGTH} characters, without control characters`,
  couponCode: `A coupon code must be at most ${MAX_CART_COUPON_LENGTH} characters, without control characters`,
} as const;

export const emptyServerCart: ServerCart = Object.freeze({
  version: 0,
  lines: [],
  couponCode: null,
  couponChangedIn: 0,
  keys: [],
}) as ServerCart;

export type ServerCartResult =
  | { kind: 'ok'; cart: ServerCart; changed: boolean }
  | { kind: 'invalid'; field: 'lines' | 'key' | 'baseVersion' | 'couponCode'; index?: number; message: string };

function normaliseId(value: string | number | null | undefined): string | null {
  if (value == null) return null;
  const text = String(value).trim();
  return text === '' ? null : text;
}

type LineIdentity = Pick<ServerCartLine, 'productId' | 'variationId' | 'attribute'>;

/** the same line: product, variation and (without a variation) the chosen option's value */
function sameLine(a: LineIdentity, b: LineIdentity) {
  return (
    a.productId === b.productId &&
    a.variationId === b.variationId &&
    (a.attribute?.value ?? null) === (b.attribute?.value ?? null)
  );
}

/**
 * The option kept with a line: none with a variation (the variation is the choice) or without a value;
 * undefined when a name or value is too long.
 */
function normaliseAttribute(
  attribute: ServerCartLineInput['attribute'],
  variationId: string | null,
): ServerCartLineAttribute | null | undefined {
  if (variationId !== null || !attribute) return null;
  const value = typeof attribute.value === 'string' ? attribute.value.trim() : '';
  if (value === '') return null;
  const name = typeof attribute.name === 'string' ? attribute.name.trim() : '';
  if (name.length > MAX_CART_ATTRIBUTE_LENGTH || value.length > MAX_CART_ATTRIBUTE_LENGTH) return undefined;
  if (hasControlCharacter(name) || hasControlCharacter(value)) return undefined;
  return { name, value };
}

type NormalisedLine = Omit<ServerCartLine, 'changedIn'>;

/** a product or variation id a cart (or order list) line can keep: short, without control characters */
export function isUsableCartId(id: string): boolean {
  return id.length <= MAX_CART_ID_LENGTH && !hasControlCharacter(id);
}

/** checks the inputs and gives them one shape; `invalid` when one is unusable */
function normaliseInputs(
  lines: readonly ServerCartLineInput[],
): { kind: 'lines'; lines: NormalisedLine[] } | ServerCartResult {
  const out: NormalisedLine[] = [];
  for (const [index, line] of lines.entries()) {
    const productId = normaliseId(line.productId);
    if (!productId) return { kind: 'invalid', field: 'lines', index, message: 'A line needs a product id' };
    if (!Number.isInteger(line.quantity) || line.quantity < MIN_LINE_QUANTITY || line.quantity > MAX_LINE_QUANTITY) {
      return { kind: 'invalid', field: 'lines', index, message: SERVER_CART_MESSAGES.quantity };
    }
    const variationId = normaliseId(line.variationId);
    if (!isUsableCartId(productId) || (variationId !== null && !isUsableCartId(variationId))) {
      return { kind: 'invalid', field: 'lines', index, message: SERVER_CART_MESSAGES.id };
    }
    const attribute = normaliseAttribute(line.attribute, variationId);
    if (attribute === undefined)
      return { kind: 'invalid', field: 'lines', index, message: SERVER_CART_MESSAGES.attribute };
    out.push({ productId, variationId, attribute, quantity: line.quantity });
  }
  return { kind: 'lines', lines: out };
}

export function isValidCartKey(key: string): boolean {
  return key.length >= 1 && key.length <= MAX_CART_KEY_LENGTH && /^[\x21-\x7e]+$/.test(key);
}

/**
 * Adds lines (ADD_ITEM: same product and variation → quantities add, capped at MAX_LINE_QUANTITY).
 * With a `key` already applied, nothing changes.
 */
export function addServerCartLines(
  cart: ServerCart,
  lines: readonly ServerCartLineInput[],
  key?: string | null,
): ServerCartResult {
  if (key != null && !isValidCartKey(key)) return { kind: 'invalid', field: 'key', message: SERVER_CART_MESSAGES.key };
  if (key != null && cart.keys.includes(key)) return { kind: 'ok', cart, changed: false };
  const checked = normaliseInputs(lines);
  if (checked.kind !== 'lines') return checked;
  const version = cart.version + 1;
  const next = cart.lines.map((line) => ({ ...line }));
  for (const line of checked.lines) {
    const existing = next.find((candidate) => sameLine(candidate, line));
    if (existing) {
      existing.quantity = Math.min(MAX_LINE_QUANTITY, existing.quantity + line.quantity);
      existing.changedIn = version;
    } else {
      next.push({ ...line, changedIn: version });
    }
  }
  if (next.length > MAX_CART_LINES) {
    return { kind: 'invalid', field: 'lines', message: SERVER_CART_MESSAGES.tooManyLines };
  }
  const keys = key != null ? [...cart.keys, key].slice(-MAX_REMEMBERED_KEYS) : cart.keys;
  return { kind: 'ok', cart: { ...cart, version, lines: next, keys }, changed: true };
}

/**
 * Sets the cart to `lines` as the client sees it (lines of the same product and variation in the
 * input are added up first). Without `baseVersion` the lines replace the cart. With it, a server
 * line missing from `lines` is kept when it changed after `baseVersion` (another device's edit the
 * client has not seen). `couponCode`: undefined keeps the coupon, null or '' removes it. With a `key`
 * already applied nothing changes; a new key is remembered even when the lines were already as sent,
 * so a replay of this write later never undoes what came after it.
 */
export function setServerCartLines(
  cart: ServerCart,
  lines: readonly ServerCartLineInput[],
  options: { couponCode?: string | null; baseVersion?: number | null; key?: string | null } = {},
): ServerCartResult {
  const { baseVersion, key } = options;
  if (key != null && !isValidCartKey(key)) return { kind: 'invalid', field: 'key', message: SERVER_CART_MESSAGES.key };
  if (key != null && cart.keys.includes(key)) return { kind: 'ok', cart, changed: false };
  if (baseVersion != null && (!Number.isInteger(baseVersion) || baseVersion < 0)) {
    return { kind: 'invalid', field: 'baseVersion', message: SERVER_CART_MESSAGES.baseVersion };
  }
  const code = options.couponCode === undefined ? undefined : options.couponCode?.trim() || null;
  if (code != null && (code.length > MAX_CART_COUPON_LENGTH || hasControlCharacter(code))) {
    return { kind: 'invalid', field: 'couponCode', message: SERVER_CART_MESSAGES.couponCode };
  }
  const checked = normaliseInputs(lines);
  if (checked.kind !== 'lines') return checked;
  const version = cart.version + 1;
  const wanted: ServerCartLine[] = [];
  for (const line of checked.lines) {
    const existing = wanted.find((candidate) => sameLine(candidate, line));
    if (existing) existing.quantity = Math.min(MAX_LINE_QUANTITY, existing.quantity + line.quantity);
    else wanted.push({ ...line, changedIn: version });
  }
  if (wanted.length > MAX_CART_LINES) {
    return { kind: 'invalid', field: 'lines', message: SERVER_CART_MESSAGES.tooManyLines };
  }
  // the client's order (a line whose variant was switched keeps its place), then the lines kept for
  // another device
  const next: ServerCartLine[] = wanted.map((mine) => {
    const line = cart.lines.find((candidate) => sameLine(candidate, mine));
    if (!line) return mine;
    return mine.quantity === line.quantity ? line : { ...line, quantity: mine.quantity, changedIn: version };
  });
  for (const line of cart.lines) {
    if (next.some((candidate) => sameLine(candidate, line))) continue;
    // added or changed by someone else after the client's view: the client did not remove it
    if (baseVersion != null && line.changedIn > baseVersion) next.push(line);
  }
  if (next.length > MAX_CART_LINES) {
    return { kind: 'invalid', field: 'lines', message: SERVER_CART_MESSAGES.tooManyLines };
  }
  let { couponCode, couponChangedIn } = cart;
  if (code !== undefined) {
    // a coupon set by another device after the client's view survives a client that simply had none
    const staleClear = code === null && baseVersion != null && cart.couponChangedIn > baseVersion;
    if (code !== couponCode && !staleClear) {
      couponCode = code;
      couponChangedIn = version;
    }
  }
  const changed =
    couponCode !== cart.couponCode ||
    next.length !== cart.lines.length ||
    next.some((line, index) => line !== cart.lines[index]);
  if (!changed && key == null) return { kind: 'ok', cart, changed: false };
  const keys = key != null ? [...cart.keys, key].slice(-MAX_REMEMBERED_KEYS) : cart.keys;
  return { kind: 'ok', cart: { ...cart, version, lines: next, couponCode, couponChangedIn, keys }, changed: true };
}

/** Reads a stored cart (JSON from a database or Redis); anything unusable gives the empty cart. */
export function parseServerCart(raw: unknown): ServerCart {
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw) as unknown;
    } catch {
      return emptyServerCart;
    }
  }
  if (!raw || typeof raw !== 'object') return emptyServerCart;
  const value = raw as Record<string, unknown>;
  const version = Number.isSafeInteger(value.version) && (value.version as number) >= 0 ? (value.version as number) : 0;
  const lines: ServerCartLine[] = [];
  if (Array.isArray(value.lines)) {
    for (const candidate of value.lines as unknown[]) {
      if (!candidate || typeof candidate !== 'object') continue;
      const line = candidate as Record<string, unknown>;
      const productId = normaliseId(line.productId as string | number | null);
      const quantity = line.quantity;
      if (!productId || !Number.isInteger(quantity) || (quantity as number) < 1) continue;
      const variationId = normaliseId(line.variationId as string | number | null);
      const attribute = line.attribute as ServerCartLineInput['attribute'];
      lines.push({
        productId,
        variationId,
        // carts kept before options were (no `attribute`) read as lines without one
        attribute:
          attribute && typeof attribute === 'object' ? (normaliseAttribute(attribute, variationId) ?? null) : null,
        quantity: Math.min(MAX_LINE_QUANTITY, quantity as number),
        changedIn: Number.isSafeInteger(line.changedIn) ? (line.changedIn as number) : 0,
      });
    }
  }
  return {
    version,
    lines,
    couponCode: typeof value.couponCode === 'string' && value.couponCode !== '' ? value.couponCode : null,
    couponChangedIn: Number.isSafeInteger(value.couponChangedIn) ? (value.couponChangedIn as number) : 0,
    keys: Array.isArray(value.keys) ? (value.keys as unknown[]).filter((k): k is string => typeof k === 'string') : [],
  };
}
