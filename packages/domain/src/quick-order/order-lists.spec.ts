import { describe, expect, it } from 'vitest';
import { validateInput } from '../validation/user-errors.js';
import { MAX_CART_LINES } from '../cart/cart-limits.js';
import { SERVER_CART_MESSAGES } from '../cart/server-cart.js';
import {
  ORDER_LIST_MESSAGES,
  orderListInputSchema,
  orderListNameSchema,
  sameOrderListName,
  sortOrderLists,
} from './order-lists.js';

describe('order list input', () => {
  it('trims the name and merges lines of the same product and variant', () => {
    const result = validateInput(orderListInputSchema, {
      name: '  Weekly   restock ',
      lines: [
        { productId: '1', variationId: null, quantity: 2 },
        { productId: '1', variationId: '', quantity: 3 },
        { productId: '2', variationId: '21', quantity: 1 },
      ],
    });
    expect(result).toEqual({
      ok: true,
      data: {
        name: 'Weekly restock',
        lines: [
          { productId: '1', variationId: null, quantity: 5 },
          { productId: '2', variationId: '21', quantity: 1 },
        ],
      },
    });
  });

  it('refuses an empty, over-long or unsafe name', () => {
    const message = (name: string) => {
      const result = validateInput(orderListNameSchema, name, ['name']);
      return result.ok ? null : result.userErrors[0]!.message;
    };
    expect(message('   ')).toBe(ORDER_LIST_MESSAGES.nameRequired);
    expect(message('x'.repeat(81))).toBe(ORDER_LIST_MESSAGES.nameTooLong);
    expect(message('a\u202Eb')).toBe(ORDER_LIST_MESSAGES.nameUnsafe);
    expect(message('x'.repeat(80))).toBeNull();
  });

  it('refuses an empty list, bad quantities and more lines than a cart holds', () => {
    const errors = (lines: unknown[]) => {
      const result = validateInput(orderListInputSchema, { name: 'A', lines });
      return result.ok ? [] : result.userErrors.map((error) => error.message);
    };
    expect(errors([])).toEqual([ORDER_LIST_MESSAGES.empty]);
    expect(errors([{ productId: '1', quantity: 0 }])).toEqual([ORDER_LIST_MESSAGES.quantity]);
    expect(errors([{ productId: '1', quantity: 1.5 }])).toEqual([ORDER_LIST_MESSAGES.quantity]);
    const many = Array.from({ length: MAX_CART_LINES + 1 }, (_, i) => ({ productId: String(i), quantity: 1 }));
    expect(errors(many)).toEqual([ORDER_LIST_MESSAGES.tooManyLines]);
  });

  it("refuses, in the cart's words, an id a cart cannot keep (too long, a control character such as NUL)", () => {
    const errors = (line: Record<string, unknown>) => {
      const result = validateInput(orderListInputSchema, { name: 'A', lines: [{ quantity: 1, ...line }] });
      return result.ok ? [] : result.userErrors.map((error) => error.message);
    };
    expect(errors({ productId: 'x'.repeat(65) })).toEqual([SERVER_CART_MESSAGES.id]);
    expect(errors({ productId: '3\u0000' })).toEqual([SERVER_CART_MESSAGES.id]);
    expect(errors({ productId: '3', variationId: '\u0000x' })).toEqual([SERVER_CART_MESSAGES.id]);
    expect(errors({ productId: 'x'.repeat(64) })).toEqual([]);
  });
});

describe('order list names and order', () => {
  it('compares names without case or extra spaces', () => {
    expect(sameOrderListName('Weekly  Restock', ' weekly restock')).toBe(true);
    expect(sameOrderListName('Weekly', 'Weekly 2')).toBe(false);
  });

  it('shows the most recently changed list first', () => {
    const lists = [
      { name: 'B', updatedAt: '2026-01-01T00:00:00.000Z' },
      { name: 'A', updatedAt: '2026-02-01T00:00:00.000Z' },
      { name: 'C', updatedAt: '2026-01-01T00:00:00.000Z' },
    ];
    expect(sortOrderLists(lists).map((list) => list.name)).toEqual(['A', 'B', 'C']);
  });
});
