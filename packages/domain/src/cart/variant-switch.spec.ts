import { describe, expect, it } from 'vitest';
import { cartReducer, withTotals, type CartItem } from './cart.js';
import { switchVariation, variantAttributes } from './variant-switch.js';

const variations = [
  {
    id: 'v1',
    attributes: [
      { name: 'Color', option: 'Black' },
      { name: 'Size', option: 'S' },
    ],
  },
  {
    id: 'v2',
    attributes: [
      { name: 'Color', option: 'Black' },
      { name: 'Size', option: 'L' },
    ],
  },
  {
    id: 'v3',
    attributes: [
      { name: 'Color', option: 'Green' },
      { name: 'Size', option: 'S' },
    ],
  },
  {
    id: 'v4',
    attributes: [
      { name: 'Color', option: 'Green' },
      { name: 'Size', option: 'XL' },
    ],
  },
];

describe('switchVariation', () => {
  it('changes one attribute and keeps the others', () => {
    expect(switchVariation(variations, 'v1', 'Size', 'L')?.id).toBe('v2');
    expect(switchVariation(variations, 'v1', 'Color', 'Green')?.id).toBe('v3');
  });

  it('falls back to the first variation with the chosen option when the others cannot stay', () => {
    expect(switchVariation(variations, 'v2', 'Color', 'Green')?.id).toBe('v3'); // no Green / L
    expect(switchVariation(variations, 'v1', 'Size', 'XL')?.id).toBe('v4');
  });

  it('matches attribute names case-insensitively and gives null for an unknown option', () => {
    expect(switchVariation(variations, 'v1', 'size', 'L')?.id).toBe('v2');
    expect(switchVariation(variations, 'v1', 'Size', 'XXL')).toBeNull();
  });

  it('works when the current variation is gone', () => {
    expect(switchVariation(variations, 'gone', 'Size', 'L')?.id).toBe('v2');
  });
});

describe('variantAttributes', () => {
  it('lists the attributes the variations use, with the options that exist, in the product order', () => {
    expect(
      variantAttributes({
        attributes: [
          { name: 'Material', options: ['Cotton'] },
          { name: 'Color', options: ['Black', 'Green', 'Red'] },
          { name: 'Size', options: ['S', 'L', 'XL'] },
        ],
        variations,
      }),
    ).toEqual([
      { name: 'Color', options: ['Black', 'Green'] },
      { name: 'Size', options: ['S', 'L', 'XL'] },
    ]);
    expect(variantAttributes({ attributes: [{ name: 'Color', options: ['Black'] }], variations: [] })).toEqual([]);
  });
});

describe('a switched cart line (UPDATE_ATTRIBUTE)', () => {
  const line = (id: string, value: string, quantity: number): CartItem => ({
    id,
    title: 'Vape Pen',
    priceCents: 900,
    image: null,
    attribute: { name: 'Color', value },
    quantity,
    parentProductId: '22',
    productSlug: 'vape-pen',
  });

  it('merges with the line that already has the chosen variant', () => {
    const state = withTotals([line('v1', 'Black', 2), line('v3', 'Green', 3)]);
    const next = cartReducer(state, {
      type: 'UPDATE_ATTRIBUTE',
      id: 'v1',
      attributeValue: 'Black',
      newId: 'v3',
      priceCents: 900,
      attribute: { name: 'Color', value: 'Green' },
      image: null,
    });
    expect(next.items).toEqual([line('v3', 'Green', 5)]);
    expect(next.totalItems).toBe(5);
  });
});
