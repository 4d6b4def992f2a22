import { describe, expect, it } from 'vitest';
import {
  CART_LIMIT_MESSAGES,
  MAX_CART_LINES,
  MAX_ORDER_TOTAL_CENTS,
  mergeCartLines,
  orderTotalProblem,
} from './cart-limits.js';

describe('mergeCartLines', () => {
  it('adds up repeated lines of the same product and variant, in first-seen order', () => {
    const lines = [
      { productId: '7', quantity: 9999 },
      { productId: '8', variationId: '81', quantity: 2 },
      { productId: '7', variationId: null, quantity: 9999 },
      { productId: '8', variationId: '82', quantity: 1 },
      { productId: '7', variationId: '', quantity: 1 },
      { productId: '8', variationId: '81', quantity: 3 },
    ];
    expect(mergeCartLines(lines)).toEqual([
      { productId: '7', quantity: 19999 },
      { productId: '8', variationId: '81', quantity: 5 },
      { productId: '8', variationId: '82', quantity: 1 },
    ]);
  });

  it('leaves distinct lines and the input alone', () => {
    const lines = [
      { productId: '1', quantity: 1 },
      { productId: '2', quantity: 2 },
    ];
    const merged = mergeCartLines(lines);
    expect(merged).toEqual(lines);
    merged[0]!.quantity = 5;
    expect(lines[0]!.quantity).toBe(1);
  });
});

describe('cart limits', () => {
  it('caps a cart at 100 lines and an order at €1,000,000.00', () => {
    expect(MAX_CART_LINES).toBe(100);
    expect(MAX_ORDER_TOTAL_CENTS).toBe(100_000_000);
    expect(CART_LIMIT_MESSAGES.tooManyLines).toBe('A cart can hold at most 100 lines');
    expect(orderTotalProblem(100_000_000)).toBeNull();
    expect(orderTotalProblem(100_000_001)).toBe('The order total must not exceed €1,000,000.00');
    expect(orderTotalProblem(388_961_100_00)).toBe(CART_LIMIT_MESSAGES.orderTotalTooHigh);
  });
});
