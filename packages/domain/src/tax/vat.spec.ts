import { describe, expect, it } from 'vitest';
import { validateCoupon } from '../coupons/coupons.js';
import { checkoutTotals, DEFAULT_COMMERCE_SETTINGS, minimumOrderProblem } from './checkout-totals.js';
import { vatNumberCountry } from './vat-number.js';
import { allocateCents, formatRate, taxLinesFor, vatTreatment, VAT_TEXTS } from './vat.js';

const BE_VAT = 'BE0411905847';
const DE_VAT = 'DE136695976';
const NL_VAT = 'NL004495445B01';

describe('vatNumberCountry', () => {
  it('gives the member state of a valid number, ignoring spaces, dots and case', () => {
    expect(vatNumberCountry(BE_VAT)).toBe('BE');
    expect(vatNumberCountry('be 0411.905.847')).toBe('BE');
    expect(vatNumberCountry(DE_VAT)).toBe('DE');
    expect(vatNumberCountry(NL_VAT)).toBe('NL');
  });
  it('is null for a wrong check digit, garbage or nothing', () => {
    expect(vatNumberCountry('BE0411905848')).toBeNull();
    expect(vatNumberCountry('hello')).toBeNull();
    expect(vatNumberCountry('')).toBeNull();
    expect(vatNumberCountry(null)).toBeNull();
  });
});

describe('vatTreatment', () => {
  it('charges Dutch VAT in the Netherlands, whatever the VAT number', () => {
    expect(vatTreatment('NL', null)).toBe('domestic');
    expect(vatTreatment('NL', BE_VAT)).toBe('domestic');
    expect(vatTreatment(null, null)).toBe('domestic');
  });
  it('reverse-charges an EU destination for a valid VAT number of another member state', () => {
    expect(vatTreatment('BE', BE_VAT)).toBe('reverse_charge');
    expect(vatTreatment('be', DE_VAT)).toBe('reverse_charge');
  });
  it('charges Dutch VAT to an EU destination without a valid foreign VAT number', () => {
    expect(vatTreatment('BE', null)).toBe('domestic');
    expect(vatTreatment('BE', 'BE0411905848')).toBe('domestic');
    expect(vatTreatment('BE', NL_VAT)).toBe('domestic');
  });
  it('zero-rates exports outside the EU', () => {
    expect(vatTreatment('US', null)).toBe('export');
    expect(vatTreatment('CH', DE_VAT)).toBe('export');
    expect(vatTreatment('GB', null)).toBe('export');
  });
});

describe('allocateCents', () => {
  it('splits in proportion and always adds up to the amount', () => {
    expect(allocateCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateCents(1, [500, 500])).toEqual([1, 0]);
    expect(allocateCents(10, [0, 300, 700])).toEqual([0, 3, 7]);
    expect(allocateCents(0, [1, 2])).toEqual([0, 0]);
    const big = allocateCents(99_999_999, [99_999_999, 1]);
    expect(big[0]! + big[1]!).toBe(99_999_999);
  });
});

describe('formatRate', () => {
  it('drops trailing zeros', () => {
    expect(formatRate(2100)).toBe('21');
    expect(formatRate(900)).toBe('9');
    expect(formatRate(950)).toBe('9.5');
    expect(formatRate(0)).toBe('0');
  });
});

describe('taxLinesFor (rounding per rate)', () => {
  it('rounds once per rate, not per line: three lines of €0.10 at 21 % make 6 cents, not 3 × 2', () => {
    const lines = [10, 10, 10].map((cents) => ({ lineTotalCents: cents, taxClass: 'standard' as const }));
    expect(taxLinesFor(lines, 0, 0, 'domestic')).toEqual([
      { label: 'VAT 21 %', rateBasisPoints: 2100, baseCents: 30, amountCents: 6 },
    ]);
  });
  it('rounds half up at the cent: €0.50 at 9 % = 4.5 → 5 cents; €0.49 = 4.41 → 4', () => {
    expect(taxLinesFor([{ lineTotalCents: 50, taxClass: 'reduced' }], 0, 0, 'domestic')[0]!.amountCents).toBe(5);
    expect(taxLinesFor([{ lineTotalCents: 49, taxClass: 'reduced' }], 0, 0, 'domestic')[0]!.amountCents).toBe(4);
  });
  it('mixes 21, 9 and 0 %, shipping at 21 %, highest rate first', () => {
    const lines = [
      { lineTotalCents: 10_000, taxClass: 'standard' as const },
      { lineTotalCents: 5_000, taxClass: 'reduced' as const },
      { lineTotalCents: 2_000, taxClass: 'zero' as const },
    ];
    expect(taxLinesFor(lines, 0, 995, 'domestic')).toEqual([
      { label: 'VAT 21 %', rateBasisPoints: 2100, baseCents: 10_995, amountCents: 2309 },
      { label: 'VAT 9 %', rateBasisPoints: 900, baseCents: 5_000, amountCents: 450 },
      { label: 'VAT 0 %', rateBasisPoints: 0, baseCents: 2_000, amountCents: 0 },
    ]);
  });
  it('shares the discount over the lines in proportion before taxing', () => {
    const lines = [
      { lineTotalCents: 6_000, taxClass: 'standard' as const },
      { lineTotalCents: 4_000, taxClass: 'reduced' as const },
    ];
    // €10 off: €6 off the 21 % goods, €4 off the 9 % goods
    expect(taxLinesFor(lines, 1_000, 0, 'domestic').map((l) => [l.baseCents, l.amountCents])).toEqual([
      [5_400, 1134],
      [3_600, 324],
    ]);
  });
  it('shares a product coupon only over the lines it applies to', () => {
    const lines = [
      { lineTotalCents: 6_000, taxClass: 'standard' as const, discountable: false },
      { lineTotalCents: 4_000, taxClass: 'reduced' as const, discountable: true },
    ];
    expect(taxLinesFor(lines, 1_000, 0, 'domestic').map((l) => l.baseCents)).toEqual([6_000, 3_000]);
  });
  it('gives one 0 % line with the whole net amount under reverse charge and export', () => {
    const lines = [
      { lineTotalCents: 10_000, taxClass: 'standard' as const },
      { lineTotalCents: 5_000, taxClass: 'reduced' as const },
    ];
    expect(taxLinesFor(lines, 500, 1_995, 'reverse_charge')).toEqual([
      { label: VAT_TEXTS.reverseChargeLabel, rateBasisPoints: 0, baseCents: 16_495, amountCents: 0 },
    ]);
    expect(taxLinesFor(lines, 0, 0, 'export')).toEqual([
      { label: VAT_TEXTS.exportLabel, rateBasisPoints: 0, baseCents: 15_000, amountCents: 0 },
    ]);
  });
  it('has no lines for an empty cart', () => {
    expect(taxLinesFor([], 0, 0, 'domestic')).toEqual([]);
    expect(taxLinesFor([], 0, 0, 'export')).toEqual([]);
  });
});

describe('checkoutTotals', () => {
  const standard = (cents: number) => ({ lineTotalCents: cents, taxClass: 'standard' as const });

  it('NL: goods + €9.95 shipping below €250, + 21 % VAT on both', () => {
    const totals = checkoutTotals({ lines: [standard(10_000)], discountCents: 0, country: 'NL', vatNumber: null });
    expect(totals).toMatchObject({
      subtotalCents: 10_000,
      shippingCents: 995,
      taxCents: 2309, // 21 % of 109.95 = 23.0895
      totalCents: 10_000 + 995 + 2309,
      treatment: 'domestic',
      reverseCharge: false,
      shippingZone: 'NL',
      missingForFreeShippingCents: 15_000,
    });
  });
  it('free shipping from exactly the threshold, after the discount', () => {
    expect(
      checkoutTotals({ lines: [standard(25_000)], discountCents: 0, country: 'NL', vatNumber: null }),
    ).toMatchObject({ shippingCents: 0, missingForFreeShippingCents: null, taxCents: 5_250, totalCents: 30_250 });
    // €250.00 of goods less €0.01 discount is below the threshold again
    expect(
      checkoutTotals({ lines: [standard(25_000)], discountCents: 1, country: 'NL', vatNumber: null }),
    ).toMatchObject({ shippingCents: 995, missingForFreeShippingCents: 1 });
  });
  it('Belgian business with a Belgian VAT number: EU shipping, reverse charge 0 %', () => {
    const totals = checkoutTotals({ lines: [standard(20_000)], discountCents: 0, country: 'BE', vatNumber: BE_VAT });
    expect(totals).toMatchObject({
      shippingCents: 1_995,
      taxCents: 0,
      totalCents: 21_995,
      reverseCharge: true,
      taxLines: [{ label: VAT_TEXTS.reverseChargeLabel, rateBasisPoints: 0, baseCents: 21_995, amountCents: 0 }],
    });
  });
  it('export to the US: world shipping, never free, 0 %', () => {
    const totals = checkoutTotals({ lines: [standard(900_000)], discountCents: 0, country: 'US', vatNumber: null });
    expect(totals).toMatchObject({ shippingCents: 4_995, taxCents: 0, totalCents: 904_995, treatment: 'export' });
  });
  it('an empty cart costs nothing', () => {
    expect(checkoutTotals({ lines: [], discountCents: 0, country: 'NL', vatNumber: null })).toMatchObject({
      shippingCents: 0,
      taxCents: 0,
      totalCents: 0,
      minimumOrderProblem: null,
    });
  });
  it('coupon + VAT together: the coupon lowers the taxed amount (seed coupon GUMMIES15 on a gummy and oil)', () => {
    // GUMMIES15: 15 % off gummies only; one €11.90 gummy (9 %) and €389.00 of oil (21 %)
    const coupon = {
      code: 'gummies15',
      discountType: 'percent' as const,
      amount: 1500,
      minimumAmountCents: null,
      maximumAmountCents: null,
      productIds: ['g'],
    };
    const couponLines = [
      { productId: 'g', quantity: 1, unitPriceCents: 1_190 },
      { productId: 'o', quantity: 1, unitPriceCents: 38_900 },
    ];
    const result = validateCoupon(coupon, 'GUMMIES15', couponLines);
    expect(result).toEqual({ ok: true, code: 'gummies15', discountCents: 179 });
    const totals = checkoutTotals({
      lines: [
        { lineTotalCents: 1_190, taxClass: 'reduced', discountable: true },
        { lineTotalCents: 38_900, taxClass: 'standard', discountable: false },
      ],
      discountCents: 179,
      country: 'NL',
      vatNumber: null,
    });
    // goods 400.90 − 1.79 = 399.11 ≥ 250: free shipping; 21 % of 389.00 = 81.69; 9 % of 10.11 = 0.9099 → 0.91
    expect(totals.taxLines.map((l) => [l.label, l.baseCents, l.amountCents])).toEqual([
      ['VAT 21 %', 38_900, 8_169],
      ['VAT 9 %', 1_011, 91],
    ]);
    expect(totals).toMatchObject({ shippingCents: 0, taxCents: 8_260, totalCents: 39_911 + 8_260 });
  });
  it('refuses an order below the minimum order value, goods after discount excl. VAT', () => {
    const settings = { ...DEFAULT_COMMERCE_SETTINGS, minimumOrderCents: 10_000 };
    expect(
      checkoutTotals({ lines: [standard(10_000)], discountCents: 0, country: 'NL', vatNumber: null, settings })
        .minimumOrderProblem,
    ).toBeNull();
    expect(
      checkoutTotals({ lines: [standard(10_000)], discountCents: 1, country: 'NL', vatNumber: null, settings })
        .minimumOrderProblem,
    ).toBe('The minimum order value is €100.00 excl. VAT. Add €0.01 more to place your order.');
    expect(minimumOrderProblem(5, 0)).toBeNull();
  });
});
