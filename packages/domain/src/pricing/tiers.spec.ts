import { describe, expect, it } from 'vitest';
import { effectiveTiers, firstOrderableQuantity, quantityProblem, stepQuantity, tierPrice } from './tiers.js';

const tiers = [
  { minQuantity: 50, priceCents: 580 },
  { minQuantity: 10, priceCents: 620 },
];

describe('tier prices', () => {
  it('takes the highest tier the quantity reaches, exactly at the boundary', () => {
    expect(tierPrice(690, tiers, 9)).toEqual({
      unitPriceCents: 690,
      tier: null,
      next: { minQuantity: 10, priceCents: 620, missingQuantity: 1 },
    });
    expect(tierPrice(690, tiers, 10)).toMatchObject({ unitPriceCents: 620, tier: { minQuantity: 10 } });
    expect(tierPrice(690, tiers, 49)).toMatchObject({
      unitPriceCents: 620,
      next: { minQuantity: 50, missingQuantity: 1 },
    });
    expect(tierPrice(690, tiers, 50)).toEqual({
      unitPriceCents: 580,
      tier: { minQuantity: 50, priceCents: 580 },
      next: null,
    });
  });
  it('ignores tiers that would not lower the price, or are malformed', () => {
    expect(
      effectiveTiers(600, [
        { minQuantity: 10, priceCents: 620 },
        { minQuantity: 1, priceCents: 100 },
        { minQuantity: 20, priceCents: -1 },
        { minQuantity: 30, priceCents: 550 },
      ]),
    ).toEqual([{ minQuantity: 30, priceCents: 550 }]);
    expect(tierPrice(600, null, 100)).toEqual({ unitPriceCents: 600, tier: null, next: null });
  });
});

describe('minimum quantity and case packs', () => {
  const cases = { minQuantity: 12, quantityStep: 12 };
  it('refuses below the minimum and partial cases', () => {
    expect(quantityProblem(11, cases)).toBe('The minimum order quantity is 12');
    expect(quantityProblem(13, cases)).toBe('Sold in cases of 12: order a multiple of 12');
    expect(quantityProblem(24, cases)).toBeNull();
    expect(quantityProblem(1, null)).toBeNull();
    expect(quantityProblem(5, { minQuantity: 6 })).toBe('The minimum order quantity is 6');
  });
  it('steps by whole cases, never below the first orderable quantity', () => {
    expect(firstOrderableQuantity({ minQuantity: 20, quantityStep: 12 })).toBe(24);
    expect(stepQuantity(12, 1, cases)).toBe(24);
    expect(stepQuantity(13, 1, cases)).toBe(24);
    expect(stepQuantity(24, -1, cases)).toBe(12);
    expect(stepQuantity(12, -1, cases)).toBe(12);
    expect(stepQuantity(3, 1, null)).toBe(4);
  });
});
