import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetBuyerPendingWrites,
  forgetPendingWrite,
  keepPendingWrite,
  PENDING_WRITE_MAX_AGE_MS,
  pendingWriteKey,
  readPendingWrites,
} from './pending-cart-writes';

const item = {
  id: 'p1',
  title: 'Mint Gummies',
  priceCents: 1250,
  image: null,
  attribute: { name: 'Strength', value: '500mg' },
  quantity: 2,
  parentProductId: null,
  productSlug: 'mint-gummies',
};
const write = (key: string, quantity = 2) => ({
  key,
  baseVersion: 4,
  lines: [{ productId: 'p1', variationId: null, quantity, attribute: { name: 'Strength', value: '500mg' } }],
  items: [{ ...item, quantity }],
  couponCode: undefined,
});

afterEach(() => localStorage.clear());

describe('pending server-cart writes in browser storage', () => {
  it("keeps a page's unconfirmed write under the buyer's key, never under the spec's cart key, and reads it back", () => {
    const key = pendingWriteKey('c1', 'page-a');
    keepPendingWrite(localStorage, key, write('w-1'), 1000);
    expect(localStorage.getItem('cart')).toBeNull();
    expect(readPendingWrites(localStorage, 'c1', 2000)).toEqual([{ ...write('w-1'), storageKey: key, savedAt: 1000 }]);
    // confirmed: forgotten
    keepPendingWrite(localStorage, key, null);
    expect(readPendingWrites(localStorage, 'c1')).toEqual([]);
  });

  it('another customer logging in on this browser never gets them', () => {
    keepPendingWrite(localStorage, pendingWriteKey('c1', 'page-a'), write('w-1'), 1000);
    // a customer id that starts like the other one is another customer too
    keepPendingWrite(localStorage, pendingWriteKey('c10', 'page-b'), write('w-2'), 1000);
    expect(readPendingWrites(localStorage, 'c2', 2000)).toEqual([]);
    expect(readPendingWrites(localStorage, 'c1', 2000).map((w) => w.key)).toEqual(['w-1']);
    expect(readPendingWrites(localStorage, 'c10', 2000).map((w) => w.key)).toEqual(['w-2']);
  });

  it("keeps each page's write apart (two tabs of one buyer), oldest first", () => {
    keepPendingWrite(localStorage, pendingWriteKey('c1', 'tab-2'), write('w-2', 5), 2000);
    keepPendingWrite(localStorage, pendingWriteKey('c1', 'tab-1'), write('w-1', 3), 1000);
    expect(readPendingWrites(localStorage, 'c1', 3000).map((w) => [w.key, w.lines[0]!.quantity])).toEqual([
      ['w-1', 3],
      ['w-2', 5],
    ]);
  });

  it('forgets a resent write unless its page kept a newer one meanwhile', () => {
    const key = pendingWriteKey('c1', 'page-a');
    keepPendingWrite(localStorage, key, write('w-1'), 1000);
    const [kept] = readPendingWrites(localStorage, 'c1', 1000);
    keepPendingWrite(localStorage, key, write('w-2'), 1001);
    forgetPendingWrite(localStorage, kept!);
    expect(readPendingWrites(localStorage, 'c1', 1002).map((w) => w.key)).toEqual(['w-2']);
    forgetPendingWrite(localStorage, { storageKey: key, key: 'w-2' });
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('drops writes too old to resend and entries that cannot be trusted', () => {
    keepPendingWrite(localStorage, pendingWriteKey('c1', 'old'), write('w-old'), 1000);
    localStorage.setItem(pendingWriteKey('c1', 'garbage'), '{not json');
    localStorage.setItem(
      pendingWriteKey('c1', 'no-lines'),
      JSON.stringify({ ...write('w-bad'), lines: 'p1', savedAt: 1000 }),
    );
    localStorage.setItem(
      pendingWriteKey('c1', 'bad-base'),
      JSON.stringify({ ...write('w-bad'), baseVersion: -1, savedAt: 1000 }),
    );
    expect(readPendingWrites(localStorage, 'c1', 1000 + PENDING_WRITE_MAX_AGE_MS + 1)).toEqual([]);
    expect(localStorage.length).toBe(0);
  });

  it("a logout forgets every kept write of that buyer and no one else's", () => {
    keepPendingWrite(localStorage, pendingWriteKey('c1', 'tab-1'), write('w-1'), 1000);
    keepPendingWrite(localStorage, pendingWriteKey('c1', 'tab-2'), write('w-2'), 1000);
    keepPendingWrite(localStorage, pendingWriteKey('c10', 'page-b'), write('w-3'), 1000);
    localStorage.setItem('cart', '{"items":[]}');
    forgetBuyerPendingWrites(localStorage, 'c1');
    expect(readPendingWrites(localStorage, 'c1', 2000)).toEqual([]);
    expect(readPendingWrites(localStorage, 'c10', 2000).map((w) => w.key)).toEqual(['w-3']);
    expect(localStorage.getItem('cart')).toBe('{"items":[]}');
  });
});
