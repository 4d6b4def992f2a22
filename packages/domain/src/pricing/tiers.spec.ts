import { describe, expect, it } from 'vitest';
import {
  effectiveTiers,
  firstOrderableQuantity,
  QUANTITY_MESSAGES,
  quantityPricingOf,
  quantityProblem,
  quantityRulesOf,
  stepQuantity,
  tierPrice,
} from './tiers.js';

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
  it('works out the usable tiers of a list once per list price, and shares them read-only', () => {
    const list = [
      { minQuantity: 10, priceCents: 620 },
      { minQuantity: 50, priceCents: 580 },
    ];
    const first = tierPrice(690, list, 10);
    // the same list object: the same (frozen) tier, not a new one per quote line
    expect(tierPrice(690, list, 12).tier).toBe(first.tier);
    expect(Object.isFrozen(first.tier)).toBe(true);
    // another list price is another answer (a tier no cheaper than the price is dropped)
    expect(tierPrice(600, list, 10)).toEqual({
      unitPriceCents: 600,
      tier: null,
      next: { minQuantity: 50, priceCents: 580, missingQuantity: 40 },
    });
    expect(tierPrice(690, list, 10)).toEqual(first);
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

describe('per-variation quantity pricing (quantityPricingOf)', () => {
  const product = {
    priceCents: 1_250,
    priceTiers: [{ minQuantity: 10, priceCents: 1_100 }],
    minQuantity: 6,
    quantityStep: 6,
  };
  const large = {
    priceCents: 2_000,
    priceTiers: [{ minQuantity: 24, priceCents: 1_800 }],
    minQuantity: null,
    quantityStep: 12,
  };
  const small = { priceCents: 900 };

  it('uses the variation’s own price and tiers, never the product’s', () => {
    const pricing = quantityPricingOf(product, large);
    expect(tierPrice(pricing.listPriceCents, pricing.tiers, 24)).toMatchObject({ unitPriceCents: 1_800 });
    expect(quantityPricingOf(product, small)).toMatchObject({ listPriceCents: 900, tiers: [] });
  });

  it('takes the variation’s minimum and case pack where set, else the product’s', () => {
    const largeRules = quantityPricingOf(product, large).rules;
    expect(largeRules).toEqual({ minQuantity: 6, quantityStep: 12 });
    expect(quantityProblem(18, largeRules)).toBe(QUANTITY_MESSAGES.step(12));
    const smallRules = quantityPricingOf(product, small).rules;
    expect(quantityProblem(3, smallRules)).toBe(QUANTITY_MESSAGES.minimum(6));
    expect(quantityProblem(12, smallRules)).toBeNull();
  });

  it('quantityRulesOf gives quantityPricingOf’s rules without its tiers', () => {
    for (const variation of [large, small, null]) {
      expect(quantityRulesOf(product, variation)).toEqual(quantityPricingOf(product, variation).rules);
    }
    expect(quantityRulesOf({ priceCents: 100, minQuantity: 0, quantityStep: 2.5 })).toEqual({
      minQuantity: 1,
      quantityStep: 1,
    });
  });

  it('prices a simple product with its own tiers and rules', () => {
    expect(quantityPricingOf(product, null)).toEqual({
      listPriceCents: 1_250,
      tiers: [{ minQuantity: 10, priceCents: 1_100 }],
      rules: { minQuantity: 6, quantityStep: 6 },
    });
  });
});
