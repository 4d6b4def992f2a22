import { afterEach, describe, expect, it } from 'vitest';
import { keepPendingWrite, pendingWriteKey, PENDING_WRITE_PREFIX } from './pending-cart-writes';
import { flushPendingWritesBeforeLogout } from './server-cart-logout';
import type { UnconfirmedWrite } from './server-cart-sync';

const write = (key: string, quantity: number): UnconfirmedWrite => ({
  key,
  baseVersion: 2,
  lines: [{ productId: 'p1', variationId: null, quantity }],
});

/** the storage keys of kept writes */
function kept(): string[] {
  return Object.keys(localStorage).filter((name) => name.startsWith(PENDING_WRITE_PREFIX));
}

afterEach(() => localStorage.clear());

describe("a buyer's kept cart writes at logout", () => {
  it("sends every kept write of the buyer oldest first (and this page's, when storage could not keep it), then forgets them", async () => {
    keepPendingWrite(localStorage, pendingWriteKey('c1', 'tab-2'), write('w-2', 5), Date.now() - 1000);
    keepPendingWrite(localStorage, pendingWriteKey('c1', 'tab-1'), write('w-1', 3), Date.now() - 2000);
    keepPendingWrite(localStorage, pendingWriteKey('c10', 'tab-3'), write('w-other', 1), Date.now() - 3000);
    const sent: string[] = [];
    await flushPendingWritesBeforeLogout({
      storage: localStorage,
      customerId: 'c1',
      unconfirmed: write('w-this-page', 7),
      send: async (w) => {
        sent.push(w.key);
        // the second one fails (offline for a moment): the next still goes
        if (w.key === 'w-2') throw new Error('offline');
      },
      signal: new AbortController().signal,
    });
    expect(sent).toEqual(['w-1', 'w-2', 'w-this-page']);
    // another customer's (c10 starts like c1) stay theirs
    expect(kept()).toEqual([pendingWriteKey('c10', 'tab-3')]);
  });

  it("sends a kept write once even when it is also the page's unconfirmed one", async () => {
    keepPendingWrite(localStorage, pendingWriteKey('c1', 'tab-1'), write('w-1', 3));
    const sent: string[] = [];
    await flushPendingWritesBeforeLogout({
      storage: localStorage,
      customerId: 'c1',
      unconfirmed: write('w-1', 3),
      send: async (w) => {
        sent.push(w.key);
      },
      signal: new AbortController().signal,
    });
    expect(sent).toEqual(['w-1']);
    expect(kept()).toEqual([]);
  });

  it('forgets them the moment the logout stops waiting, and sends nothing more', async () => {
    keepPendingWrite(localStorage, pendingWriteKey('c1', 'tab-1'), write('w-1', 3), Date.now() - 2000);
    keepPendingWrite(localStorage, pendingWriteKey('c1', 'tab-2'), write('w-2', 5), Date.now() - 1000);
    const controller = new AbortController();
    const sent: string[] = [];
    let answer!: () => void;
    const flushing = flushPendingWritesBeforeLogout({
      storage: localStorage,
      customerId: 'c1',
      unconfirmed: null,
      send: (w) => {
        sent.push(w.key);
        return new Promise<void>((resolve) => (answer = resolve));
      },
      signal: controller.signal,
    });
    expect(sent).toEqual(['w-1']);
    controller.abort();
    // at once, in the abort event: the logout goes on right after it
    expect(kept()).toEqual([]);
    answer();
    await flushing;
    expect(sent).toEqual(['w-1']);
  });
});
