import { parseStoredCartItem, type CartItem } from '@shop/domain';
import type { CartLineInput } from '../../gql/graphql';
import type { UnconfirmedWrite } from './server-cart-sync';

/**
 * A logged-in buyer's server-cart writes that the server has not confirmed yet, kept in browser storage
 * (issue 19): a click changes the cart on screen at once and is written to the server in the background,
 * so a full page load right after it (a reload, typing /cart, closing the tab) would otherwise lose it.
 * The next page of the same buyer resends each kept write with its key (the gateway applies a key once,
 * so nothing counts twice) before it reads the server cart, and shows its lines meanwhile.
 *
 * - One entry per buyer and page (`cart:pending:<customer id>:<page id>`): another customer logging in on
 *   this browser never reads, sends or shows it, and two tabs of one buyer never overwrite each other's.
 * - The spec's `cart` key stays the anonymous cart; nothing here touches it.
 * - An entry older than PENDING_WRITE_MAX_AGE_MS is dropped unsent: resending a days-old whole cart would
 *   undo what the buyer changed on other devices since.
 * - A logout sends the buyer's entries once more and then removes them all, sent or not
 *   (server-cart-logout.ts): nothing of a logged-out buyer's cart stays on a shared computer.
 */

export const PENDING_WRITE_PREFIX = 'cart:pending:';
export const PENDING_WRITE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export interface PendingWrite extends UnconfirmedWrite {
  /** the storage key it is kept under */
  storageKey: string;
  /** when it was kept (ms since the epoch) */
  savedAt: number;
}

function buyerPrefix(customerId: string): string {
  return `${PENDING_WRITE_PREFIX}${encodeURIComponent(customerId)}:`;
}

/** the storage keys of the buyer's kept writes (a list: removing entries while reading keys by index skips some) */
function buyerKeys(storage: Storage, customerId: string): string[] {
  const prefix = buyerPrefix(customerId);
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const name = storage.key(index);
    if (name?.startsWith(prefix)) keys.push(name);
  }
  return keys;
}

export function pendingWriteKey(customerId: string, pageId: string): string {
  return `${buyerPrefix(customerId)}${pageId}`;
}

/**
 * One kept write, or null when it cannot be trusted (then it is never sent). Its lines are checked by the
 * gateway like any others: a write it refuses is answered with the cart unchanged, and forgotten.
 */
function parseWrite(storageKey: string, json: string | null): PendingWrite | null {
  try {
    const raw = JSON.parse(json ?? '') as Partial<Record<keyof PendingWrite, unknown>>;
    const { key, baseVersion, savedAt, lines, items, couponCode } = raw;
    if (typeof key !== 'string' || !key || typeof savedAt !== 'number' || !Array.isArray(lines)) return null;
    if (!Number.isSafeInteger(baseVersion) || (baseVersion as number) < 0) return null;
    return {
      storageKey,
      key,
      baseVersion: baseVersion as number,
      savedAt,
      lines: lines as CartLineInput[],
      items: Array.isArray(items)
        ? items.map(parseStoredCartItem).filter((item): item is CartItem => item !== null)
        : undefined,
      couponCode: typeof couponCode === 'string' || couponCode === null ? couponCode : undefined,
    };
  } catch {
    return null;
  }
}

/** Keeps (or, with null, forgets) this page's write not yet confirmed. Storage full or blocked: not kept. */
export function keepPendingWrite(
  storage: Storage | null,
  storageKey: string,
  write: UnconfirmedWrite | null,
  now = Date.now(),
): void {
  if (!storage) return;
  try {
    if (!write) {
      storage.removeItem(storageKey);
      return;
    }
    const { key, baseVersion, lines, items, couponCode } = write;
    storage.setItem(storageKey, JSON.stringify({ key, baseVersion, lines, items, couponCode, savedAt: now }));
  } catch {
    // the write still goes to the server from this page; only a reload before it is confirmed loses it
  }
}

/**
 * The buyer's kept writes (of every page of theirs), oldest first. Entries that cannot be trusted or are
 * too old are removed.
 */
export function readPendingWrites(storage: Storage | null, customerId: string, now = Date.now()): PendingWrite[] {
  if (!storage) return [];
  const writes: PendingWrite[] = [];
  try {
    for (const name of buyerKeys(storage, customerId)) {
      const write = parseWrite(name, storage.getItem(name));
      if (write && now - write.savedAt <= PENDING_WRITE_MAX_AGE_MS) writes.push(write);
      else storage.removeItem(name);
    }
  } catch {
    return writes;
  }
  return writes.sort((a, b) => a.savedAt - b.savedAt);
}

/** Forgets a kept write once the server confirmed it, unless its page has kept a newer one there meanwhile. */
export function forgetPendingWrite(storage: Storage | null, write: Pick<PendingWrite, 'storageKey' | 'key'>): void {
  if (!storage) return;
  try {
    const current = parseWrite(write.storageKey, storage.getItem(write.storageKey));
    if (!current || current.key === write.key) storage.removeItem(write.storageKey);
  } catch {
    // blocked storage: nothing was kept either
  }
}

/** Removes every kept write of the buyer (all their pages), whatever its state: their logout. */
export function forgetBuyerPendingWrites(storage: Storage | null, customerId: string): void {
  try {
    if (storage) for (const name of buyerKeys(storage, customerId)) storage.removeItem(name);
  } catch {
    // blocked storage: nothing was kept either
  }
}
