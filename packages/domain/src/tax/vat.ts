import type { Cents } from '../types.js';
import { divideRoundHalfUp } from '../money/money.js';
import { vatNumberCountry } from './vat-number.js';

/**
 * VAT of the shop, a Dutch seller (SPEC "Calculated at checkout"; issue 18).
 *
 * - Tax classes: every product has one; the Dutch rates are standard 21 %, reduced 9 %, zero 0 %.
 * - Treatment by destination and buyer:
 *   - `reverse_charge`: goods shipped to another EU member state for a business whose VAT number is valid
 *     and from an EU member state other than the Netherlands: 0 %, the buyer accounts for the VAT
 *     (intra-Community supply; the invoice carries the legal mention).
 *   - `export`: goods shipped outside the EU: 0 %.
 *   - `domestic`: everything else (the Netherlands, or an EU destination without a valid foreign VAT
 *     number): Dutch rates. The shop sells to businesses only, so distance-selling (OSS) rates of other
 *     member states are not applied.
 * - Rounding: PER RATE. Net amounts (line totals after their share of the coupon discount, plus shipping)
 *   are added up per rate; the VAT of each rate is that sum × rate, rounded half up to the cent once.
 *   The invoice's VAT breakdown per rate is therefore exactly the VAT charged (no cent drift from rounding
 *   each line), as the Dutch tax authority accepts for invoices.
 * - Shipping is taxed at the standard rate (domestic), 0 % under reverse charge or export.
 * - Amounts are integer cents; rates are basis points (2100 = 21 %).
 */

export const TAX_CLASSES = ['standard', 'reduced', 'zero'] as const;
export type TaxClass = (typeof TAX_CLASSES)[number];
export const DEFAULT_TAX_CLASS: TaxClass = 'standard';

/** Dutch VAT rates in basis points (hundredths of a percent) */
export const NL_VAT_RATES: Readonly<Record<TaxClass, number>> = Object.freeze({
  standard: 2100,
  reduced: 900,
  zero: 0,
});

export const SELLER_COUNTRY = 'NL';

/** the 27 member states (ISO 3166-1 alpha-2; Greece is GR here, EL only in VAT numbers) */
export const EU_COUNTRIES: readonly string[] = Object.freeze([
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU',
  'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
]); // prettier-ignore

/** the destinations the checkout offers: the EU and the shop's usual export markets; NL first */
export const CHECKOUT_COUNTRIES: readonly string[] = Object.freeze([
  SELLER_COUNTRY,
  ...EU_COUNTRIES.filter((country) => country !== SELLER_COUNTRY),
  'CH',
  'GB',
  'NO',
  'US',
  'CA',
]);

export function isTaxClass(value: unknown): value is TaxClass {
  return typeof value === 'string' && (TAX_CLASSES as readonly string[]).includes(value);
}

/** "NL", "be " → "BE"; anything that is not two letters → the default country NL */
export function normalizeCountry(country: string | null | undefined, fallback = SELLER_COUNTRY): string {
  const code = (country ?? '').trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) ? code : fallback;
}

export function isEuCountry(country: string): boolean {
  return EU_COUNTRIES.includes(country.toUpperCase());
}

export type VatTreatment = 'domestic' | 'reverse_charge' | 'export';

export const VAT_TEXTS = {
  rateLabel: (basisPoints: number) => `VAT ${formatRate(basisPoints)} %`,
  reverseChargeLabel: 'VAT 0 % (reverse charge)',
  exportLabel: 'VAT 0 % (export)',
  reverseChargeNote: 'Reverse charge: VAT to be accounted for by the recipient (intra-Community supply, Art. 138 and 196 of Directive 2006/112/EC).',
  exportNote: 'Export outside the EU: zero-rated (Art. 146 of Directive 2006/112/EC).',
  pricesExclVat: 'excl. VAT',
} as const; // prettier-ignore

/** 2100 → "21", 950 → "9.5" */
export function formatRate(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const frac = Math.abs(basisPoints % 100);
  if (frac === 0) return String(whole);
  return `${whole}.${String(frac).padStart(2, '0').replace(/0$/, '')}`;
}

/** How an order to `country` for a buyer with `vatNumber` is taxed (see the module comment). */
export function vatTreatment(country: string | null | undefined, vatNumber: string | null | undefined): VatTreatment {
  const destination = normalizeCountry(country);
  if (!isEuCountry(destination)) return 'export';
  if (destination === SELLER_COUNTRY) return 'domestic';
  const vatCountry = vatNumberCountry(vatNumber);
  if (vatCountry && vatCountry !== SELLER_COUNTRY && isEuCountry(vatCountry)) return 'reverse_charge';
  return 'domestic';
}

/** the VAT rate (basis points) of a tax class under a treatment */
export function vatRate(taxClass: TaxClass, treatment: VatTreatment): number {
  return treatment === 'domestic' ? NL_VAT_RATES[taxClass] : 0;
}

/**
 * Splits `amount` over `weights` in proportion, in whole cents that add up to exactly `amount`
 * (largest remainder; ties go to the earlier weight). Weights and amount are non-negative integers.
 */
export function allocateCents(amount: Cents, weights: readonly number[]): Cents[] {
  const positive = weights.map((weight) => BigInt(Math.max(0, Math.round(weight))));
  const total = positive.reduce((sum, weight) => sum + weight, 0n);
  if (amount <= 0 || total <= 0n) return weights.map(() => 0);
  // BigInt: weight × amount can pass 2^53 for large orders
  const whole = BigInt(Math.round(amount));
  const shares = positive.map((weight) => (weight * whole) / total);
  const remainders = positive.map((weight, index) => ({ index, remainder: (weight * whole) % total }));
  let left = whole - shares.reduce((sum, share) => sum + share, 0n);
  remainders.sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of remainders) {
    if (left <= 0n) break;
    if (positive[index]! <= 0n) continue;
    shares[index] = shares[index]! + 1n;
    left -= 1n;
  }
  return shares.map(Number);
}

export interface TaxLine {
  label: string;
  /** basis points: 2100 = 21 % */
  rateBasisPoints: number;
  /** the net amount taxed at this rate */
  baseCents: Cents;
  amountCents: Cents;
}

export interface TaxableLine {
  lineTotalCents: Cents;
  taxClass: TaxClass;
  /** whether the coupon's discount is shared over this line (lines the coupon applies to) */
  discountable?: boolean;
}

/**
 * The VAT lines of an order: net per rate (lines less their share of `discountCents`, plus shipping at
 * the standard rate), VAT per rate rounded half up once. Under reverse charge or export one 0 % line with
 * the whole net amount. Sorted by rate, highest first.
 */
export function taxLinesFor(
  lines: readonly TaxableLine[],
  discountCents: Cents,
  shippingCents: Cents,
  treatment: VatTreatment,
): TaxLine[] {
  const discountable = lines.map((line) => (line.discountable === false ? 0 : line.lineTotalCents));
  const anyDiscountable = discountable.some((weight) => weight > 0);
  const shares = allocateCents(discountCents, anyDiscountable ? discountable : lines.map((l) => l.lineTotalCents));
  const netByRate = new Map<number, Cents>();
  lines.forEach((line, index) => {
    const rate = vatRate(line.taxClass, treatment);
    netByRate.set(rate, (netByRate.get(rate) ?? 0) + line.lineTotalCents - (shares[index] ?? 0));
  });
  if (shippingCents > 0) {
    const rate = vatRate('standard', treatment);
    netByRate.set(rate, (netByRate.get(rate) ?? 0) + shippingCents);
  }
  if (treatment !== 'domestic') {
    const base = [...netByRate.values()].reduce((sum, value) => sum + value, 0);
    if (lines.length === 0 && shippingCents === 0) return [];
    const label = treatment === 'reverse_charge' ? VAT_TEXTS.reverseChargeLabel : VAT_TEXTS.exportLabel;
    return [{ label, rateBasisPoints: 0, baseCents: base, amountCents: 0 }];
  }
  return [...netByRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, base]) => ({
      label: VAT_TEXTS.rateLabel(rate),
      rateBasisPoints: rate,
      baseCents: base,
      amountCents: divideRoundHalfUp(base * rate, 10000),
    }));
}
