import { describe, expect, it } from 'vitest';
import type { VariationRecord } from '../types.js';
import {
  LINE_MESSAGES,
  MAX_LINE_QUANTITY,
  MIN_LINE_QUANTITY,
  isValidLineQuantity,
  lineAvailability,
  lineAvailabilityMessage,
} from './line-availability.js';

const variation = (id: string, inStock = true): VariationRecord => ({
  id,
  priceCents: 500,
  attributes: [{ name: 'Strength', option: id }],
  image: null,
  inStock,
});
const simple = { visible: true, type: 'simple' as const, inStock: true, variations: [] };
const variable = {
  visible: true,
  type: 'variable' as const,
  inStock: true,
  variations: [variation('41'), variation('43', false)],
};
const says = (...args: Parameters<typeof lineAvailability>) => lineAvailabilityMessage(lineAvailability(...args));

describe('lineAvailability', () => {
  it('sells a visible, in-stock product with a valid quantity, with its chosen variation', () => {
    expect(lineAvailability(simple, null, 3)).toEqual({ kind: 'available', variation: null });
    expect(lineAvailability(variable, '41', 1)).toEqual({ kind: 'available', variation: variable.variations[0] });
    expect(says(simple, null, 3)).toBeNull();
  });

  it('says an unknown product and a hidden one the same way', () => {
    expect(says(undefined, null, 1)).toBe('This product is no longer available');
    expect(says({ ...simple, visible: false }, null, 1)).toBe('This product is no longer available');
    // even when everything else about the hidden line is wrong too
    expect(lineAvailability({ ...variable, visible: false, inStock: false }, '404', 0)).toEqual({
      kind: 'product_unavailable',
    });
  });

  it('refuses an unknown variation (also on a simple product) and a variable product without one', () => {
    expect(says(variable, '404', 1)).toBe('This variant is no longer available');
    expect(says(simple, '41', 1)).toBe('This variant is no longer available');
    expect(says(variable, null, 1)).toBe('Please select a variant');
  });

  it('is out of stock when the product or the chosen variation is', () => {
    expect(says({ ...simple, inStock: false }, null, 1)).toBe('This product is out of stock');
    expect(says(variable, '43', 1)).toBe('This product is out of stock');
    expect(says({ ...variable, inStock: false }, '41', 1)).toBe('This product is out of stock');
  });

  it('checks the quantity last: whole numbers from 1 to 9999', () => {
    for (const quantity of [0, -1, 1.5, 10_000, Number.NaN]) {
      expect(says(simple, null, quantity)).toBe('Quantity must be between 1 and 9999');
      expect(isValidLineQuantity(quantity)).toBe(false);
    }
    for (const quantity of [MIN_LINE_QUANTITY, MAX_LINE_QUANTITY]) expect(isValidLineQuantity(quantity)).toBe(true);
    // stock is told before quantity
    expect(says({ ...simple, inStock: false }, null, 0)).toBe('This product is out of stock');
  });

  it('words the messages as the spec and the quote have them', () => {
    expect(LINE_MESSAGES).toMatchObject({
      productUnavailable: 'This product is no longer available',
      variantUnavailable: 'This variant is no longer available',
      outOfStock: 'This product is out of stock',
      selectVariant: 'Please select a variant',
    });
    expect(LINE_MESSAGES.quantity(2, 5)).toBe('Quantity must be between 2 and 5');
  });
});
