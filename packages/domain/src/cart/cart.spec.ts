import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  addedToCartMessage,
  cartReducer,
  emptyCart,
  parseStoredCart,
  parseStoredCartItem,
  withTotals,
  type CartAction,
  type CartItem,
  type CartState,
} from './cart.js';

function item(overrides: Partial<CartItem> & Pick<CartItem, 'id'>): CartItem {
  return {
    title: `Item ${overrides.id}`,
    priceCents: 1000,
    image: null,
    attribute: null,
    quantity: 1,
    parentProductId: null,
    productSlug: `item-${overrides.id}`,
    ...overrides,
  };
}

const mint = { name: 'Flavour', value: 'Mint' };
const lemon = { name: 'Flavour', value: 'Lemon' };

/** a variable product's Mint line (2 × €15.00) and Lemon line (3 × €17.00) */
const mintAndLemon = () =>
  withTotals([
    item({ id: '11', parentProductId: '10', attribute: mint, priceCents: 1500, quantity: 2 }),
    item({ id: '12', parentProductId: '10', attribute: lemon, priceCents: 1700, quantity: 3 }),
  ]);

/** switches the Mint line to Lemon, which is in the cart already */
const switchMintToLemon: CartAction = {
  type: 'UPDATE_ATTRIBUTE',
  id: '11',
  attributeValue: 'Mint',
  newId: '12',
  priceCents: 1700,
  attribute: lemon,
  image: null,
};

function lines(state: CartState) {
  return state.items.map((i) => [i.id, i.attribute?.value ?? null, i.quantity, i.priceCents]);
}

describe('cartReducer', () => {
  const start = withTotals([
    item({ id: '11', parentProductId: '10', attribute: mint, priceCents: 1500, quantity: 2 }),
    item({ id: '20', priceCents: 999, quantity: 1 }),
  ]);

  it.each<[string, CartAction, (string | number | null)[][], number, number]>([
    [
      'ADD_ITEM same id and attribute adds quantity',
      {
        type: 'ADD_ITEM',
        item: item({ id: '11', parentProductId: '10', attribute: mint, priceCents: 1500, quantity: 3 }),
      },
      [
        ['11', 'Mint', 5, 1500],
        ['20', null, 1, 999],
      ],
      6,
      8499,
    ],
    [
      'ADD_ITEM without quantity adds 1',
      { type: 'ADD_ITEM', item: { ...item({ id: '20', priceCents: 999 }), quantity: undefined } },
      [
        ['11', 'Mint', 2, 1500],
        ['20', null, 2, 999],
      ],
      4,
      4998,
    ],
    [
      'ADD_ITEM same id, other attribute value: new line',
      { type: 'ADD_ITEM', item: item({ id: '11', attribute: lemon, priceCents: 1500 }) },
      [
        ['11', 'Mint', 2, 1500],
        ['20', null, 1, 999],
        ['11', 'Lemon', 1, 1500],
      ],
      4,
      5499,
    ],
    [
      'ADD_ITEM new product with default quantity 1',
      { type: 'ADD_ITEM', item: { ...item({ id: '30', priceCents: 250 }), quantity: undefined } },
      [
        ['11', 'Mint', 2, 1500],
        ['20', null, 1, 999],
        ['30', null, 1, 250],
      ],
      4,
      4249,
    ],
    [
      'ADD_ITEM quantity below 1 becomes 1',
      { type: 'ADD_ITEM', item: item({ id: '30', priceCents: 250, quantity: 0 }) },
      [
        ['11', 'Mint', 2, 1500],
        ['20', null, 1, 999],
        ['30', null, 1, 250],
      ],
      4,
      4249,
    ],
    ['REMOVE_ITEM removes by id', { type: 'REMOVE_ITEM', id: '11' }, [['20', null, 1, 999]], 1, 999],
    [
      'REMOVE_ITEM unknown id changes nothing',
      { type: 'REMOVE_ITEM', id: '99' },
      [
        ['11', 'Mint', 2, 1500],
        ['20', null, 1, 999],
      ],
      3,
      3999,
    ],
    [
      'UPDATE_QUANTITY sets',
      { type: 'UPDATE_QUANTITY', id: '20', quantity: 4 },
      [
        ['11', 'Mint', 2, 1500],
        ['20', null, 4, 999],
      ],
      6,
      6996,
    ],
    ['UPDATE_QUANTITY 0 removes', { type: 'UPDATE_QUANTITY', id: '11', quantity: 0 }, [['20', null, 1, 999]], 1, 999],
    [
      'UPDATE_QUANTITY negative removes',
      { type: 'UPDATE_QUANTITY', id: '11', quantity: -2 },
      [['20', null, 1, 999]],
      1,
      999,
    ],
    [
      'UPDATE_QUANTITY with attribute value targets that line only',
      { type: 'UPDATE_QUANTITY', id: '11', attributeValue: 'Lemon', quantity: 7 },
      [
        ['11', 'Mint', 2, 1500],
        ['20', null, 1, 999],
      ],
      3,
      3999,
    ],
    [
      'UPDATE_ATTRIBUTE changes id, price, attribute and image',
      {
        type: 'UPDATE_ATTRIBUTE',
        id: '11',
        attributeValue: 'Mint',
        newId: '12',
        priceCents: 1700,
        attribute: lemon,
        image: 'l.jpg',
      },
      [
        ['12', 'Lemon', 2, 1700],
        ['20', null, 1, 999],
      ],
      3,
      4399,
    ],
    ['CLEAR_CART empties', { type: 'CLEAR_CART' }, [], 0, 0],
  ])('%s', (_, action, expectedLines, totalItems, totalPriceCents) => {
    const next = cartReducer(start, action);
    expect(lines(next)).toEqual(expectedLines);
    expect(next.totalItems).toBe(totalItems);
    expect(next.totalPriceCents).toBe(totalPriceCents);
  });

  it('UPDATE_ATTRIBUTE merges into an existing line with the new id and value', () => {
    const next = cartReducer(mintAndLemon(), switchMintToLemon);
    expect(lines(next)).toEqual([['12', 'Lemon', 5, 1700]]);
    expect(next.totalItems).toBe(5);
    expect(next.totalPriceCents).toBe(8500);
  });

  it('REFRESH_DETAILS sets the quoted price and name on the lines as they are now, keeping a switch made meanwhile', () => {
    // the buyer switches Mint to Lemon (the lines merge) while the quote of the two lines is on its way
    const switched = cartReducer(mintAndLemon(), switchMintToLemon);
    const refreshed = cartReducer(switched, {
      type: 'REFRESH_DETAILS',
      lines: [
        { id: '11', attributeValue: 'Mint', priceCents: 1400, title: 'Mint Drops' },
        { id: '12', attributeValue: 'Lemon', priceCents: 1600, title: 'Lemon Drops' },
      ],
    });
    expect(lines(refreshed)).toEqual([['12', 'Lemon', 5, 1600]]);
    expect(refreshed.items[0]!.title).toBe('Lemon Drops');
    expect(refreshed.totalPriceCents).toBe(8000);
    // nothing new: the very same state
    expect(
      cartReducer(refreshed, {
        type: 'REFRESH_DETAILS',
        lines: [{ id: '12', attributeValue: 'Lemon', priceCents: 1600, title: 'Lemon Drops' }],
      }),
    ).toBe(refreshed);
  });

  it('UPDATE_QUANTITY with an attribute value leaves other lines of the same id alone', () => {
    const state = withTotals([item({ id: '11', attribute: mint }), item({ id: '11', attribute: lemon })]);
    const next = cartReducer(state, { type: 'UPDATE_QUANTITY', id: '11', attributeValue: 'Lemon', quantity: 4 });
    expect(lines(next)).toEqual([
      ['11', 'Mint', 1, 1000],
      ['11', 'Lemon', 4, 1000],
    ]);
    expect(next.totalItems).toBe(5);
  });

  it('UPDATE_ATTRIBUTE keeps the state when the line does not exist', () => {
    const next = cartReducer(start, {
      type: 'UPDATE_ATTRIBUTE',
      id: '99',
      newId: '12',
      priceCents: 1,
      attribute: lemon,
      image: null,
    });
    expect(next).toBe(start);
  });

  it('UPDATE_QUANTITY keeps quantities integers', () => {
    expect(lines(cartReducer(start, { type: 'UPDATE_QUANTITY', id: '20', quantity: 2.7 }))[1]).toEqual([
      '20',
      null,
      2,
      999,
    ]);
  });

  it('REPLACE takes a whole state and recomputes its totals', () => {
    const incoming = { items: [item({ id: '5', quantity: 3, priceCents: 100 })], totalItems: 999, totalPriceCents: 1 };
    const next = cartReducer(start, { type: 'REPLACE', state: incoming });
    expect(next).toEqual({ items: incoming.items, totalItems: 3, totalPriceCents: 300 });
  });

  it('never mutates the previous state', () => {
    const snapshot = structuredClone(start);
    cartReducer(start, { type: 'ADD_ITEM', item: item({ id: '11', attribute: mint, quantity: 1, priceCents: 1500 }) });
    cartReducer(start, { type: 'UPDATE_QUANTITY', id: '20', quantity: 9 });
    expect(start).toEqual(snapshot);
  });

  it('emptyCart has no items and zero totals', () => {
    expect(emptyCart).toEqual({ items: [], totalItems: 0, totalPriceCents: 0 });
  });
});

describe('parseStoredCart', () => {
  const valid = item({ id: '7', quantity: 2, priceCents: 450, attribute: mint, image: 'a.jpg', parentProductId: '6' });
  it.each<[string, string | null | undefined, CartState]>([
    ['null', null, emptyCart],
    ['undefined', undefined, emptyCart],
    ['empty string', '', emptyCart],
    ['invalid JSON', '{not json', emptyCart],
    ['a number', '42', emptyCart],
    ['null JSON', 'null', emptyCart],
    ['items not an array', '{"items":{}}', emptyCart],
    [
      'valid cart with wrong totals',
      JSON.stringify({ items: [valid], totalItems: 50, totalPriceCents: 1 }),
      withTotals([valid]),
    ],
    [
      'invalid lines dropped',
      JSON.stringify({
        items: [
          valid,
          { id: '8', quantity: 0, priceCents: 1 },
          { id: '9', quantity: 1, priceCents: -5 },
          'x',
          null,
          { quantity: 1 },
        ],
      }),
      withTotals([valid]),
    ],
    [
      'numeric ids and missing optional fields tolerated',
      JSON.stringify({ items: [{ id: 3, quantity: 1, priceCents: 100, parentProductId: 2 }] }),
      withTotals([
        {
          id: '3',
          title: '',
          priceCents: 100,
          image: null,
          attribute: null,
          quantity: 1,
          parentProductId: '2',
          productSlug: '',
        },
      ]),
    ],
  ])('%s', (_, json, expected) => {
    expect(parseStoredCart(json)).toEqual(expected);
  });
});

describe('parseStoredCartItem', () => {
  const base = { id: '7', priceCents: 450, quantity: 2 };
  const parsed = (overrides: Record<string, unknown>) => parseStoredCartItem({ ...base, ...overrides });

  it.each<[string, unknown]>([
    ['null', null],
    ['a string', 'x'],
    ['an array', [base]],
    ['no id', { priceCents: 1, quantity: 1 }],
    ['an empty id', { ...base, id: '' }],
    ['an object id', { ...base, id: { value: 7 } }],
    ['a boolean id', { ...base, id: true }],
    ['a price in fractions of a cent', { ...base, priceCents: 4.5 }],
    ['a negative price', { ...base, priceCents: -1 }],
    ['a price as a string', { ...base, priceCents: '450' }],
    ['a price beyond the safe integers', { ...base, priceCents: 2 ** 53 }],
    ['a quantity of 0', { ...base, quantity: 0 }],
    ['a fractional quantity', { ...base, quantity: 1.5 }],
    ['a quantity as a string', { ...base, quantity: '2' }],
    ['no quantity', { id: '7', priceCents: 450 }],
  ])('rejects %s', (_, candidate) => {
    expect(parseStoredCartItem(candidate)).toBeNull();
  });

  it('keeps a complete line and drops unknown keys', () => {
    expect(
      parsed({
        title: 'Mint oil',
        image: 'a.jpg',
        attribute: { name: 'Flavour', value: 'Mint', extra: 1 },
        parentProductId: '6',
        productSlug: 'mint-oil',
        injected: '<script>',
      }),
    ).toEqual({
      id: '7',
      title: 'Mint oil',
      priceCents: 450,
      image: 'a.jpg',
      attribute: { name: 'Flavour', value: 'Mint' },
      quantity: 2,
      parentProductId: '6',
      productSlug: 'mint-oil',
    });
  });

  it.each<[string, Record<string, unknown>, Partial<CartItem>]>([
    ['a number title', { title: 5 }, { title: '' }],
    ['a number image', { image: 5 }, { image: null }],
    ['an attribute without a value', { attribute: { name: 'Flavour' } }, { attribute: null }],
    ['an attribute with a number value', { attribute: { name: 'Size', value: 10 } }, { attribute: null }],
    ['an attribute as a string', { attribute: 'Mint' }, { attribute: null }],
    ['a numeric parent id', { parentProductId: 6 }, { parentProductId: '6' }],
    ['an object parent id', { parentProductId: {} }, { parentProductId: null }],
    ['a number slug', { productSlug: 1 }, { productSlug: '' }],
    ['a zero price (free sample)', { priceCents: 0 }, { priceCents: 0 }],
  ])('tolerates %s', (_, overrides, expected) => {
    expect(parsed(overrides)).toMatchObject(expected);
  });

  // The zod schema the hand validation replaces: both must agree on every shape below.
  const zodItem = z.object({
    id: z.union([z.string(), z.number()]).transform(String).pipe(z.string().min(1)),
    title: z.string().catch(''),
    priceCents: z.number().int().nonnegative(),
    image: z.string().nullable().catch(null),
    attribute: z.object({ name: z.string(), value: z.string() }).nullable().catch(null),
    quantity: z.number().int().min(1),
    parentProductId: z.union([z.string(), z.number()]).transform(String).nullable().catch(null),
    productSlug: z.string().catch(''),
  });
  const samples: Record<string, unknown[]> = {
    id: ['7', '', 7, 0, 1.5, null, true, {}, undefined],
    title: ['t', 3, null, undefined],
    priceCents: [0, 450, -1, 1.5, '450', null, undefined],
    image: ['a.jpg', null, 3, undefined],
    attribute: [{ name: 'a', value: 'b' }, { name: 'a' }, null, 'x', undefined],
    quantity: [1, 3, 0, -2, 2.5, '1', undefined],
    parentProductId: ['6', 6, null, {}, undefined],
    productSlug: ['s', 1, undefined],
  };

  it('agrees with the zod schema it replaces', () => {
    const keys = Object.keys(samples);
    let checked = 0;
    // every value of each field against a valid default for the others
    for (const key of keys) {
      for (const value of samples[key]!) {
        const candidate = { ...base, title: 't', productSlug: 's', [key]: value };
        const expected = zodItem.safeParse(candidate);
        expect([key, value, parseStoredCartItem(candidate)]).toEqual([
          key,
          value,
          expected.success ? expected.data : null,
        ]);
        checked += 1;
      }
    }
    expect(checked).toBe(keys.reduce((sum, key) => sum + samples[key]!.length, 0));
  });
});

describe('addedToCartMessage', () => {
  it.each([
    [{ title: 'CBD Oil', attribute: mint }, 'CBD Oil (Mint) has been added to your cart.'],
    [{ title: 'Vape Pen', attribute: null }, 'Vape Pen (No variant) has been added to your cart.'],
    [{ title: 'Gummies', attribute: { name: 'Size', value: '' } }, 'Gummies (No variant) has been added to your cart.'],
  ])('%j', (input, description) => {
    expect(addedToCartMessage(input)).toEqual({ title: 'Added to cart', description });
  });
});
