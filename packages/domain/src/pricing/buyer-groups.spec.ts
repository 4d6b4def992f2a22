import { productRecord } from '../testing/product-record.js';
import { describe, expect, it } from 'vitest';
import {
  basisPointsToPercent,
  BUYER_GROUP_MESSAGES,
  parseBuyerGroupDraft,
  type BuyerGroup,
  buyerGroupOf,
  buyerPricingClass,
  groupItemRule,
  groupTiers,
  lowestUnitPrice,
  percentOff,
  percentToBasisPoints,
  productFromPrice,
  unitPrice,
  withGroupPrices,
} from './buyer-groups.js';
import type { ProductRecord } from '../types.js';

const retail: BuyerGroup = { id: '1', name: 'Retail', percentOffBasisPoints: 0, isDefault: true, items: [] };
const distributor: BuyerGroup = {
  id: '2',
  name: 'Distributor',
  percentOffBasisPoints: 1500,
  isDefault: false,
  items: [
    { productId: 'p1', variationId: null, priceCents: 700, tiers: [] },
    {
      productId: 'p2',
      variationId: null,
      priceCents: null,
      tiers: [
        { minQuantity: 10, priceCents: 500 },
        { minQuantity: 50, priceCents: 450 },
      ],
    },
    { productId: 'p3', variationId: 'v1', priceCents: 1000, tiers: [] },
  ],
};
const listTiers = [
  { minQuantity: 10, priceCents: 620 },
  { minQuantity: 50, priceCents: 580 },
];

describe('percentOff (per unit, half up)', () => {
  it('rounds half a cent up and below half down', () => {
    expect(percentOff(995, 1500)).toBe(846); // 845.75
    expect(percentOff(10, 1500)).toBe(9); // 8.5 → 9
    expect(percentOff(1001, 1500)).toBe(851); // 850.85
    expect(percentOff(1003, 1500)).toBe(853); // 852.55
    expect(percentOff(1002, 1500)).toBe(852); // 851.7
    expect(percentOff(100, 1250)).toBe(88); // 87.5 → 88
  });
  it('keeps the list price at 0 % and makes it free at 100 %; clamps nonsense', () => {
    expect(percentOff(995, 0)).toBe(995);
    expect(percentOff(995, 10_000)).toBe(0);
    expect(percentOff(995, -5)).toBe(995);
    expect(percentOff(995, 20_000)).toBe(0);
  });
});

describe('unitPrice', () => {
  it('charges list prices and list tiers without a group', () => {
    expect(unitPrice(695, listTiers, 1, null).unitPriceCents).toBe(695);
    expect(unitPrice(695, listTiers, 10, null).unitPriceCents).toBe(620);
    expect(unitPrice(695, listTiers, 50, null).unitPriceCents).toBe(580);
  });
  it('charges the default group (0 %) list prices', () => {
    expect(unitPrice(695, listTiers, 9, groupItemRule(retail, 'p9')).unitPriceCents).toBe(695);
  });
  it('takes the percentage off the list price', () => {
    expect(unitPrice(1000, [], 1, groupItemRule(distributor, 'p9')).unitPriceCents).toBe(850);
  });
  it('lets an explicit group price beat the percentage', () => {
    // 15 % off 1000 would be 850; the explicit price is 700
    expect(unitPrice(1000, [], 1, groupItemRule(distributor, 'p1')).unitPriceCents).toBe(700);
    // even when the explicit price is higher than the percentage would give
    const generous: BuyerGroup = { ...distributor, percentOffBasisPoints: 5000 };
    expect(unitPrice(1000, [], 1, groupItemRule(generous, 'p1')).unitPriceCents).toBe(700);
  });
  it("replaces the list tiers with the group's own tiers", () => {
    const rule = groupItemRule(distributor, 'p2');
    // base 15 % off 695 = 590.75 → 591
    expect(unitPrice(695, listTiers, 9, rule).unitPriceCents).toBe(591);
    expect(unitPrice(695, listTiers, 10, rule)).toMatchObject({ unitPriceCents: 500, tier: { minQuantity: 10 } });
    expect(unitPrice(695, listTiers, 49, rule).next).toEqual({ minQuantity: 50, priceCents: 450, missingQuantity: 1 });
    expect(unitPrice(695, listTiers, 50, rule).unitPriceCents).toBe(450);
  });
  it('keeps the list tiers for a group without its own, and charges the lowest price that applies', () => {
    const rule = groupItemRule(distributor, 'p9');
    // base 591; the 10+ list tier (620) is dearer, so the base applies; 50+ is 580, cheaper
    expect(unitPrice(695, listTiers, 10, rule).unitPriceCents).toBe(591);
    expect(unitPrice(695, listTiers, 50, rule).unitPriceCents).toBe(580);
    expect(groupTiers(695, listTiers, rule)).toEqual([{ minQuantity: 50, priceCents: 580 }]);
  });
  it('prices a variation by its own entry, and by the percentage without one', () => {
    expect(unitPrice(1200, null, 1, groupItemRule(distributor, 'p3', 'v1')).unitPriceCents).toBe(1000);
    expect(unitPrice(1200, null, 1, groupItemRule(distributor, 'p3', 'v2')).unitPriceCents).toBe(1020);
    // a product's explicit price is not a variation's
    expect(unitPrice(1200, null, 1, groupItemRule(distributor, 'p1', 'v7')).unitPriceCents).toBe(1020);
  });
});

describe('lowestUnitPrice', () => {
  it("is the cheapest tier the buyer's group can reach, else its base price", () => {
    expect(lowestUnitPrice(695, listTiers, null)).toBe(580);
    expect(lowestUnitPrice(695, listTiers, groupItemRule(distributor, 'p2'))).toBe(450);
    expect(lowestUnitPrice(1000, [], groupItemRule(distributor, 'p9'))).toBe(850);
  });
});

describe('groups of buyers', () => {
  it('puts a buyer without a group (or with an unknown one) in the default group', () => {
    expect(buyerGroupOf([retail, distributor], null)?.name).toBe('Retail');
    expect(buyerGroupOf([retail, distributor], '99')?.name).toBe('Retail');
    expect(buyerGroupOf([retail, distributor], '2')?.name).toBe('Distributor');
    expect(buyerGroupOf([], '2')).toBeNull();
  });
  it('gives every group its own pricing class, and none to a caller who may not see prices', () => {
    expect(buyerPricingClass(false, '2')).toBeNull();
    expect(buyerPricingClass(true, null)).toBe('buyer');
    expect(buyerPricingClass(true, '2')).toBe('buyer:2');
    expect(buyerPricingClass(true, '1')).not.toBe(buyerPricingClass(true, '2'));
  });
});

describe('percent text', () => {
  it('reads 0–100 % with up to two decimals', () => {
    expect(percentToBasisPoints('15')).toBe(1500);
    expect(percentToBasisPoints('12.5')).toBe(1250);
    expect(percentToBasisPoints('12,25')).toBe(1225);
    expect(percentToBasisPoints('100')).toBe(10_000);
    expect(percentToBasisPoints('100.01')).toBeNull();
    expect(percentToBasisPoints('-1')).toBeNull();
    expect(percentToBasisPoints('1.234')).toBeNull();
    expect(percentToBasisPoints('')).toBeNull();
  });
  it('writes basis points back as short text', () => {
    expect(basisPointsToPercent(1500)).toBe('15');
    expect(basisPointsToPercent(1250)).toBe('12.5');
    expect(basisPointsToPercent(1225)).toBe('12.25');
    expect(basisPointsToPercent(0)).toBe('0');
  });
});

const base = productRecord({
  id: 'p2',
  slug: 'bulk',
  name: 'Bulk',
  priceCents: 695,
  position: 1,
  priceTiers: listTiers,
});
const variable: ProductRecord = {
  ...base,
  id: 'p3',
  type: 'variable',
  priceCents: 1200,
  priceTiers: [],
  variations: [
    { id: 'v1', priceCents: 1200, attributes: [], image: null, inStock: true },
    { id: 'v2', priceCents: 1500, attributes: [], image: null, inStock: true },
  ],
};

describe('withGroupPrices', () => {
  it("shows a group's buyer the group's base price and tiers", () => {
    const priced = withGroupPrices(base, distributor);
    expect(priced.priceCents).toBe(591);
    expect(priced.priceTiers).toEqual([
      { minQuantity: 10, priceCents: 500 },
      { minQuantity: 50, priceCents: 450 },
    ]);
  });
  it('reprices variations and the variable from-price', () => {
    const priced = withGroupPrices(variable, distributor);
    expect(priced.variations.map((v) => v.priceCents)).toEqual([1000, 1275]);
    expect(priced.priceCents).toBe(1000);
  });
  it('leaves list prices alone for the default 0 % group and without a group', () => {
    expect(withGroupPrices(base, retail)).toBe(base);
    expect(withGroupPrices(base, null)).toBe(base);
  });
});

describe('productFromPrice', () => {
  it('is the lowest price over tiers (simple) and variations (variable) for the group', () => {
    expect(productFromPrice(base, null)).toBe(580);
    expect(productFromPrice(base, distributor)).toBe(450);
    expect(productFromPrice(variable, null)).toBe(1200);
    expect(productFromPrice(variable, distributor)).toBe(1000);
  });
});

describe('parseBuyerGroupDraft', () => {
  it('converts a valid group, dropping items that set nothing', () => {
    const result = parseBuyerGroupDraft({
      name: '  Distributor ',
      percentOff: '15',
      items: [
        { productId: '1', price: '9.5', tiers: [{ minQuantity: 10, price: '8' }] },
        { productId: '2', variationId: '7', price: '', tiers: [] },
      ],
    });
    expect(result).toEqual({
      ok: true,
      value: {
        name: 'Distributor',
        percentOffBasisPoints: 1500,
        items: [{ productId: '1', variationId: null, priceCents: 950, tiers: [{ minQuantity: 10, priceCents: 800 }] }],
      },
    });
  });
  it('names every wrong field', () => {
    const result = parseBuyerGroupDraft({
      name: ' ',
      percentOff: '101',
      items: [
        {
          productId: '1',
          price: '-1',
          tiers: [
            { minQuantity: 1, price: '1' },
            { minQuantity: 5, price: 'x' },
            { minQuantity: 6, price: '1' },
            { minQuantity: 6, price: '1' },
          ],
        },
      ],
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual([
      { field: ['name'], message: BUYER_GROUP_MESSAGES.nameRequired },
      { field: ['percentOff'], message: BUYER_GROUP_MESSAGES.percent },
      { field: ['items', '0', 'price'], message: BUYER_GROUP_MESSAGES.price },
      { field: ['items', '0', 'tiers', '0', 'minQuantity'], message: BUYER_GROUP_MESSAGES.tierMinimum },
      { field: ['items', '0', 'tiers', '1', 'price'], message: BUYER_GROUP_MESSAGES.price },
      { field: ['items', '0', 'tiers', '3', 'minQuantity'], message: BUYER_GROUP_MESSAGES.tierDuplicate },
    ]);
  });
});
