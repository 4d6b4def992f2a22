import { describe, expect, it } from 'vitest';
import { buyerGroupSchema, parseTiers } from './buyer-groups-screen';

describe('the buyer group form', () => {
  it('reads tiers written as "quantity = price", separated by commas', () => {
    expect(parseTiers('10 = 6.20, 50 = 5.80')).toEqual([
      { minQuantity: 10, price: '6.20' },
      { minQuantity: 50, price: '5.80' },
    ]);
    expect(parseTiers('24:9,9')).toBeNull();
    expect(parseTiers('24: 9,90')).toBeNull();
    expect(parseTiers('24 = 9.9')).toEqual([{ minQuantity: 24, price: '9.9' }]);
    expect(parseTiers('ten = 5')).toBeNull();
    expect(parseTiers('')).toEqual([]);
  });

  it('checks the name, the percentage and each price before sending', () => {
    const result = buyerGroupSchema.safeParse({
      name: ' ',
      percentOff: '101',
      items: [{ productId: '1', variationId: '', label: 'X', listPrice: '€1.00', price: 'abc', tiers: '5 ~ 1' }],
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({
      name: 'Enter a group name.',
      percentOff: 'A percentage is at most 100.',
      'items.0.price': 'Enter a price in euros, e.g. 9.50, or leave it empty.',
      'items.0.tiers': 'Write each tier as quantity = price, e.g. 10 = 6.20.',
    });
    expect(buyerGroupSchema.safeParse({ name: 'Distributor', percentOff: '12.5', items: [] }).success).toBe(true);
  });
});
