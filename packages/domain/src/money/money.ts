import type { Cents } from '../types.js';

export const CURRENCY_CODE = 'EUR';
export const DEFAULT_LOCALE = 'en-IE';

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?$/;

/**
 * Parses a price ("12.5", "12.50", "1,234.5", 12.5, null) into integer cents without float error: the
 * decimal string is parsed digit by digit and rounded half up (away from zero) at the third decimal.
 * Anything unparseable ("", "abc", NaN, Infinity) is 0, as the SPEC says for prices.
 * Thousands separators "," are ignored (WooCommerce REST sends plain "1234.50").
 */
export function toCents(value: string | number | null | undefined): Cents {
  if (value == null) return 0;
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return 0;
    // toFixed(10) removes binary noise (0.1+0.2) while keeping the decimal the caller meant.
    text = value.toFixed(10);
  } else {
    text = value.trim().replace(/,/g, '');
  }
  const match = DECIMAL.exec(text);
  if (!match) return 0;
  const [, sign, intPart = '', fracPart = ''] = match;
  if (intPart === '' && fracPart === '') return 0;
  const whole = Number(intPart || '0');
  const frac = (fracPart + '000').slice(0, 3);
  let cents = whole * 100 + Number(frac.slice(0, 2));
  if (Number(frac[2]) >= 5) cents += 1;
  if (!Number.isSafeInteger(cents)) return 0;
  return sign === '-' && cents !== 0 ? -cents : cents;
}

/** Integer cents to a Decimal string: 1250 → "12.50", -5 → "-0.05". */
export function centsToDecimal(cents: Cents): string {
  const rounded = Math.round(cents);
  const sign = rounded < 0 ? '-' : '';
  const abs = Math.abs(rounded);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** Euro amount with exactly 2 decimals via Intl, e.g. formatEur(1250) → "€12.50" (en-IE). */
export function formatEur(cents: Cents, locale: string = DEFAULT_LOCALE): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: CURRENCY_CODE,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(locale, formatter);
  }
  // Division by 100 is exact enough for display; the value is never used for arithmetic.
  return formatter.format(Math.round(cents) / 100);
}

/** Unit price × quantity, both integers. */
export function multiplyCents(unitCents: Cents, quantity: number): Cents {
  return Math.round(unitCents) * Math.trunc(quantity);
}

/** Sum of cents. */
export function sumCents(values: readonly Cents[]): Cents {
  return values.reduce((total, value) => total + value, 0);
}

/**
 * Integer division rounded half up (away from zero for negatives), for non-negative divisor.
 * Used so percentages never go through floats.
 */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  if (denominator <= 0) throw new RangeError('denominator must be positive');
  const sign = numerator < 0 ? -1 : 1;
  const abs = Math.abs(numerator);
  const quotient = Math.floor(abs / denominator);
  const remainder = abs - quotient * denominator;
  return sign * (remainder * 2 >= denominator ? quotient + 1 : quotient);
}

/**
 * Percentage of an amount in cents, where the percentage is given in hundredths of a percent
 * (1050 = 10.5 %), rounded half up to the cent: percentOfCents(1999, 1000) → 200.
 */
export function percentOfCents(cents: Cents, hundredthsOfPercent: number): Cents {
  return divideRoundHalfUp(Math.round(cents) * Math.round(hundredthsOfPercent), 10000);
}

/** Parses a percentage ("10", "10.5", 12.25) into hundredths of a percent (1000, 1050, 1225). */
export function toPercentHundredths(value: string | number | null | undefined): number {
  // Same fixed-point parse as cents: two decimals.
  return toCents(value);
}

/** Whole euros rounded up: 1201 → 13, 1200 → 12. */
export function centsToWholeEurosCeil(cents: Cents): number {
  return Math.ceil(Math.round(cents) / 100);
}
