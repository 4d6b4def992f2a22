import { describe, expect, it } from 'vitest';
import { MAX_CART_LINES } from './cart-limits.js';
import { MAX_LINE_QUANTITY } from './line-availability.js';
import {
  addServerCartLines,
  emptyServerCart,
  MAX_CART_COUPON_LENGTH,
  MAX_CART_ID_LENGTH,
  MAX_REMEMBERED_KEYS,
  parseServerCart,
  SERVER_CART_MESSAGES,
  type ServerCart,
  type ServerCartResult,
  setServerCartLines,
} from './server-cart.js';

function ok(result: ServerCartResult): ServerCart {
  if (result.kind !== 'ok') throw new Error(`expected ok, got ${JSON.stringify(result)}`);
  return result.cart;
}

const quantities = (cart: ServerCart) => cart.lines.map((l) => [l.productId, l.variationId, l.quantity]);

describe('addServerCartLines (ADD_ITEM)', () => {
  it('adds quantities of the same product and variation, keeps others apart, raises the version', () => {
    const one = ok(addServerCartLines(emptyServerCart, [{ productId: '1', quantity: 2 }]));
    const two = ok(
      addServerCartLines(one, [
        { productId: 1, variationId: null, quantity: 3 },
        { productId: '2', variationId: '21', quantity: 1 },
        { productId: '2', variationId: '22', quantity: 1 },
        { productId: '2', variationId: '21', quantity: 4 },
      ]),
    );
    expect(quantities(two)).toEqual([
      ['1', null, 5],
      ['2', '21', 5],
      ['2', '22', 1],
    ]);
    expect(one.version).toBe(1);
    expect(two.version).toBe(2);
    expect(two.lines.every((line) => line.changedIn === 2)).toBe(true);
  });

  it('treats an empty variation id as none', () => {
    const cart = ok(
      addServerCartLines(emptyServerCart, [
        { productId: '1', variationId: '', quantity: 1 },
        { productId: '1', quantity: 1 },
      ]),
    );
    expect(quantities(cart)).toEqual([['1', null, 2]]);
  });

  it('caps a line at the maximum quantity', () => {
    const cart = ok(addServerCartLines(emptyServerCart, [{ productId: '1', quantity: MAX_LINE_QUANTITY }]));
    expect(quantities(ok(addServerCartLines(cart, [{ productId: '1', quantity: 5 }])))).toEqual([
      ['1', null, MAX_LINE_QUANTITY],
    ]);
  });

  it('applies a key once', () => {
    const first = ok(addServerCartLines(emptyServerCart, [{ productId: '1', quantity: 2 }], 'merge-abc'));
    const again = addServerCartLines(first, [{ productId: '1', quantity: 2 }], 'merge-abc');
    expect(again).toEqual({ kind: 'ok', cart: first, changed: false });
    expect(quantities(ok(addServerCartLines(first, [{ productId: '1', quantity: 2 }], 'merge-def')))).toEqual([
      ['1', null, 4],
    ]);
  });

  it('refuses a bad key, a bad quantity and too many lines without changing anything', () => {
    expect(addServerCartLines(emptyServerCart, [{ productId: '1', quantity: 1 }], '')).toMatchObject({
      kind: 'invalid',
      field: 'key',
    });
    expect(addServerCartLines(emptyServerCart, [{ productId: '1', quantity: 0 }])).toEqual({
      kind: 'invalid',
      field: 'lines',
      index: 0,
      message: SERVER_CART_MESSAGES.quantity,
    });
    const full = ok(
      addServerCartLines(
        emptyServerCart,
        Array.from({ length: MAX_CART_LINES }, (_, i) => ({ productId: String(i + 1), quantity: 1 })),
      ),
    );
    expect(addServerCartLines(full, [{ productId: 'new', quantity: 1 }])).toEqual({
      kind: 'invalid',
      field: 'lines',
      message: SERVER_CART_MESSAGES.tooManyLines,
    });
    // adding to a line already there is fine in a full cart
    expect(addServerCartLines(full, [{ productId: '1', quantity: 1 }]).kind).toBe('ok');
  });
});

describe('ids, options and coupon codes a cart cannot keep', () => {
  it('refuses an id with a control character (NUL cannot be stored) or longer than the limit, changing nothing', () => {
    for (const line of [
      { productId: '3\u0000', quantity: 1 },
      { productId: '3', variationId: '\u0000x', quantity: 1 },
      { productId: 'y'.repeat(MAX_CART_ID_LENGTH + 1), quantity: 1 },
    ]) {
      expect(addServerCartLines(emptyServerCart, [line])).toEqual({
        kind: 'invalid',
        field: 'lines',
        index: 0,
        message: SERVER_CART_MESSAGES.id,
      });
      expect(setServerCartLines(emptyServerCart, [line]).kind).toBe('invalid');
    }
    expect(addServerCartLines(emptyServerCart, [{ productId: 'y'.repeat(MAX_CART_ID_LENGTH), quantity: 1 }]).kind).toBe(
      'ok',
    );
  });

  it('refuses an option with a control character', () => {
    expect(
      addServerCartLines(emptyServerCart, [
        { productId: '1', attribute: { name: 'S', value: 'a\u0000' }, quantity: 1 },
      ]),
    ).toEqual({ kind: 'invalid', field: 'lines', index: 0, message: SERVER_CART_MESSAGES.attribute });
  });

  it('refuses a coupon code longer than the limit or with a control character; keeps one at the limit', () => {
    for (const couponCode of ['C'.repeat(MAX_CART_COUPON_LENGTH + 1), 'AB\u0000C']) {
      expect(setServerCartLines(emptyServerCart, [], { couponCode })).toEqual({
        kind: 'invalid',
        field: 'couponCode',
        message: SERVER_CART_MESSAGES.couponCode,
      });
    }
    const kept = ok(setServerCartLines(emptyServerCart, [], { couponCode: ` ${'C'.repeat(MAX_CART_COUPON_LENGTH)} ` }));
    expect(kept.couponCode).toBe('C'.repeat(MAX_CART_COUPON_LENGTH));
  });
});

describe('setServerCartLines (last writer wins per line)', () => {
  it('replaces the cart without a base version', () => {
    const cart = ok(addServerCartLines(emptyServerCart, [{ productId: '1', quantity: 2 }]));
    const set = ok(setServerCartLines(cart, [{ productId: '2', quantity: 3 }]));
    expect(quantities(set)).toEqual([['2', null, 3]]);
  });

  it('keeps a line another device added after the base version, removes one the client removed', () => {
    // device A and B both see version 1 with lines 1 and 2
    const seen = ok(
      addServerCartLines(emptyServerCart, [
        { productId: '1', quantity: 1 },
        { productId: '2', quantity: 1 },
      ]),
    );
    // B adds line 3 (version 2)
    const afterB = ok(addServerCartLines(seen, [{ productId: '3', quantity: 1 }]));
    // A, still at version 1, removes line 2 and sets line 1 to 5
    const afterA = ok(setServerCartLines(afterB, [{ productId: '1', quantity: 5 }], { baseVersion: seen.version }));
    expect(quantities(afterA)).toEqual([
      ['1', null, 5],
      ['3', null, 1],
    ]);
    expect(afterA.version).toBe(3);
  });

  it("keeps another device's later quantity change of a line the client removed", () => {
    const seen = ok(addServerCartLines(emptyServerCart, [{ productId: '1', quantity: 1 }]));
    const changed = ok(setServerCartLines(seen, [{ productId: '1', quantity: 7 }], { baseVersion: seen.version }));
    const removed = ok(setServerCartLines(changed, [], { baseVersion: seen.version }));
    expect(quantities(removed)).toEqual([['1', null, 7]]);
    // once the client has seen that change, its removal goes through
    expect(quantities(ok(setServerCartLines(removed, [], { baseVersion: removed.version })))).toEqual([]);
  });

  it('the later writer of the same line wins', () => {
    const seen = ok(addServerCartLines(emptyServerCart, [{ productId: '1', quantity: 1 }]));
    const a = ok(setServerCartLines(seen, [{ productId: '1', quantity: 4 }], { baseVersion: 1 }));
    const b = ok(setServerCartLines(a, [{ productId: '1', quantity: 9 }], { baseVersion: 1 }));
    expect(quantities(b)).toEqual([['1', null, 9]]);
  });

  it('sets, keeps and clears the coupon', () => {
    const cart = ok(addServerCartLines(emptyServerCart, [{ productId: '1', quantity: 1 }]));
    const withCoupon = ok(setServerCartLines(cart, [{ productId: '1', quantity: 1 }], { couponCode: ' SAVE10 ' }));
    expect(withCoupon.couponCode).toBe('SAVE10');
    const kept = setServerCartLines(withCoupon, [{ productId: '1', quantity: 1 }]);
    expect(kept).toEqual({ kind: 'ok', cart: withCoupon, changed: false });
    const cleared = ok(
      setServerCartLines(withCoupon, [{ productId: '1', quantity: 1 }], {
        couponCode: null,
        baseVersion: withCoupon.version,
      }),
    );
    expect(cleared.couponCode).toBeNull();
    // a client that had not yet seen the coupon does not clear it by sending none
    const stale = setServerCartLines(withCoupon, [{ productId: '1', quantity: 1 }], {
      couponCode: '',
      baseVersion: cart.version,
    });
    expect(ok(stale).couponCode).toBe('SAVE10');
  });

  it('refuses a bad base version and too many lines', () => {
    expect(setServerCartLines(emptyServerCart, [], { baseVersion: -1 })).toMatchObject({ field: 'baseVersion' });
    expect(
      setServerCartLines(
        emptyServerCart,
        Array.from({ length: MAX_CART_LINES + 1 }, (_, i) => ({ productId: String(i + 1), quantity: 1 })),
      ),
    ).toMatchObject({ kind: 'invalid', message: SERVER_CART_MESSAGES.tooManyLines });
  });
});

describe('parseServerCart', () => {
  it('round-trips a cart and drops what cannot be trusted', () => {
    const cart = ok(addServerCartLines(emptyServerCart, [{ productId: '1', variationId: '2', quantity: 3 }], 'k1'));
    expect(parseServerCart(JSON.stringify(cart))).toEqual(cart);
    expect(parseServerCart('not json')).toEqual(emptyServerCart);
    expect(
      parseServerCart({ version: 4, lines: [{ productId: '', quantity: 1 }, { productId: '9', quantity: 0 }, null] }),
    ).toEqual({ ...emptyServerCart, version: 4 });
  });
});

describe('setServerCartLines order', () => {
  it("follows the client's order (a switched variant keeps its place), then lines kept for another device", () => {
    const cart = ok(
      addServerCartLines(emptyServerCart, [
        { productId: '1', variationId: 'a', quantity: 1 },
        { productId: '1', variationId: 'c', quantity: 2 },
      ]),
    );
    const other = ok(addServerCartLines(cart, [{ productId: '9', quantity: 1 }]));
    const switched = ok(
      setServerCartLines(
        other,
        [
          { productId: '1', variationId: 'b', quantity: 1 },
          { productId: '1', variationId: 'c', quantity: 2 },
        ],
        { baseVersion: cart.version },
      ),
    );
    expect(quantities(switched)).toEqual([
      ['1', 'b', 1],
      ['1', 'c', 2],
      ['9', null, 1],
    ]);
  });
});

describe('a chosen option without a variation (the browser cart keeps it as the line attribute)', () => {
  const lines = (cart: ServerCart) =>
    cart.lines.map((l) => [l.productId, l.variationId, l.attribute?.value ?? null, l.quantity]);
  const strength = (value: string) => ({ name: 'Strength', value });

  it('keeps the option; the same option adds up, another option is a line of its own (ADD_ITEM)', () => {
    const cart = ok(
      addServerCartLines(emptyServerCart, [
        { productId: '5', attribute: strength('500mg'), quantity: 1 },
        { productId: '5', attribute: strength('1000mg'), quantity: 2 },
        { productId: '5', attribute: strength(' 500mg '), quantity: 3 },
        { productId: '5', quantity: 1 },
      ]),
    );
    expect(lines(cart)).toEqual([
      ['5', null, '500mg', 4],
      ['5', null, '1000mg', 2],
      ['5', null, null, 1],
    ]);
    expect(cart.lines[0]!.attribute).toEqual(strength('500mg'));
    // setting keeps the options apart as well, and removes the one the client no longer sends
    const set = ok(
      setServerCartLines(cart, [{ productId: '5', attribute: strength('1000mg'), quantity: 7 }], {
        baseVersion: cart.version,
      }),
    );
    expect(lines(set)).toEqual([['5', null, '1000mg', 7]]);
  });

  it('keeps no option beside a variation (the variation is the choice), nor an empty one', () => {
    const cart = ok(
      addServerCartLines(emptyServerCart, [
        { productId: '2', variationId: '21', attribute: strength('500mg'), quantity: 1 },
        { productId: '2', variationId: '21', quantity: 1 },
        { productId: '3', attribute: { name: 'Strength', value: '  ' }, quantity: 1 },
      ]),
    );
    expect(lines(cart)).toEqual([
      ['2', '21', null, 2],
      ['3', null, null, 1],
    ]);
  });

  it('refuses an option longer than the limit, changing nothing', () => {
    expect(
      addServerCartLines(emptyServerCart, [{ productId: '1', attribute: strength('x'.repeat(201)), quantity: 1 }]),
    ).toEqual({ kind: 'invalid', field: 'lines', index: 0, message: SERVER_CART_MESSAGES.attribute });
  });

  it('survives storage, and a cart kept before options existed reads without them', () => {
    const cart = ok(
      addServerCartLines(emptyServerCart, [{ productId: '5', attribute: strength('500mg'), quantity: 2 }]),
    );
    expect(parseServerCart(JSON.stringify(cart))).toEqual(cart);
    expect(
      parseServerCart({ version: 1, lines: [{ productId: '5', variationId: null, quantity: 2, changedIn: 1 }] }).lines,
    ).toEqual([{ productId: '5', variationId: null, attribute: null, quantity: 2, changedIn: 1 }]);
  });
});

describe('setServerCartLines with a key (a browser replaying a write it never saw confirmed)', () => {
  it('applies a key once: the same write again changes nothing, also after later changes', () => {
    const start = ok(addServerCartLines(emptyServerCart, [{ productId: '1', quantity: 1 }]));
    const written = ok(
      setServerCartLines(
        start,
        [
          { productId: '1', quantity: 1 },
          { productId: '2', quantity: 3 },
        ],
        { baseVersion: start.version, key: 'w-1' },
      ),
    );
    expect(quantities(written)).toEqual([
      ['1', null, 1],
      ['2', null, 3],
    ]);
    expect(setServerCartLines(written, [], { baseVersion: start.version, key: 'w-1' })).toEqual({
      kind: 'ok',
      cart: written,
      changed: false,
    });
    // another device changed line 2 meanwhile: the replay does not set it back
    const later = ok(setServerCartLines(written, [{ productId: '2', quantity: 9 }], { baseVersion: written.version }));
    const replayed = setServerCartLines(later, [{ productId: '2', quantity: 3 }], {
      baseVersion: start.version,
      key: 'w-1',
    });
    expect(replayed).toEqual({ kind: 'ok', cart: later, changed: false });
  });

  it('remembers a new key even when the lines were already as sent', () => {
    const cart = ok(addServerCartLines(emptyServerCart, [{ productId: '1', quantity: 2 }]));
    const same = ok(
      setServerCartLines(cart, [{ productId: '1', quantity: 2 }], { baseVersion: cart.version, key: 'w-2' }),
    );
    expect(same.keys).toContain('w-2');
    expect(quantities(same)).toEqual([['1', null, 2]]);
    const changed = ok(setServerCartLines(same, [{ productId: '1', quantity: 5 }], { baseVersion: same.version }));
    expect(setServerCartLines(changed, [{ productId: '1', quantity: 2 }], { key: 'w-2' })).toMatchObject({
      changed: false,
    });
  });

  it(`still knows a key after ${MAX_REMEMBERED_KEYS - 1} later keyed writes: its replay changes nothing`, () => {
    let cart = ok(setServerCartLines(emptyServerCart, [{ productId: '3', quantity: 1 }], { key: 's1' }));
    for (let n = 0; n < MAX_REMEMBERED_KEYS - 1; n++) {
      cart = ok(addServerCartLines(cart, [{ productId: '13', quantity: 1 }], `fill-${n}`));
    }
    expect(setServerCartLines(cart, [{ productId: '3', quantity: 1 }], { key: 's1' })).toMatchObject({
      changed: false,
    });
    expect(cart.keys).toHaveLength(MAX_REMEMBERED_KEYS);
  });

  it('refuses a bad key', () => {
    expect(setServerCartLines(emptyServerCart, [], { key: 'has space' })).toMatchObject({
      kind: 'invalid',
      field: 'key',
    });
  });
});
