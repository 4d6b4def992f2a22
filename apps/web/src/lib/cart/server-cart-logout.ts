import { forgetBuyerPendingWrites, readPendingWrites } from './pending-cart-writes';
import type { UnconfirmedWrite } from './server-cart-sync';

export interface LogoutFlushOptions {
  storage: Storage | null;
  customerId: string;
  /** this page's newest write not yet confirmed (kept in storage too, unless storage is blocked) */
  unconfirmed: UnconfirmedWrite | null;
  /** sends one write with its key (the gateway applies a key once); throws when it did not go through */
  send(write: UnconfirmedWrite): Promise<unknown>;
  /** aborts when the logout goes on without waiting any longer */
  signal: AbortSignal;
}

/**
 * A logged-in buyer logs out: their cart writes the server has not confirmed yet (kept in browser storage
 * by any of their pages, and this page's) are sent once more while the session still exists, oldest
 * first, each with its key (one that already arrived changes nothing). Then, sent or not, every one of
 * them is removed from browser storage, so nothing of the buyer's cart stays on this browser (a shared
 * computer) nor is replayed at their next login here. When `signal` aborts first, they are removed at
 * that moment (in the abort event, before the logout goes on), and what is still on its way is left to
 * arrive or not.
 */
export async function flushPendingWritesBeforeLogout({
  storage,
  customerId,
  unconfirmed,
  send,
  signal,
}: LogoutFlushOptions): Promise<void> {
  const forget = () => forgetBuyerPendingWrites(storage, customerId);
  const writes: UnconfirmedWrite[] = readPendingWrites(storage, customerId);
  if (unconfirmed && !writes.some((write) => write.key === unconfirmed.key)) writes.push(unconfirmed);
  signal.addEventListener('abort', forget, { once: true });
  for (const write of writes) {
    if (signal.aborted) break;
    // offline, or the session already over: the next one may still go; none is kept either way
    await send(write).catch(() => undefined);
  }
  forget();
}
