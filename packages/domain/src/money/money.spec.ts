import { describe, expect, it } from 'vitest';
import {
  centsToDecimal,
  centsToWholeEurosCeil,
  divideRoundHalfUp,
  formatEur,
  multiplyCents,
  percentOfCents,
  sumCents,
  toCents,
  toPercentHundredths,
} from './money.js';

describe('toCents', () => {
  it.each([
    ['12.5', 1250],
    ['12.50', 1250],
    ['12', 1200],
    ['0.1', 10],
    ['19.99', 1999],
    ['.5', 50],
    ['5.', 500],
    ['1.005', 101],
    ['1.004', 100],
    ['2.675', 268],
    ['1,234.56', 123456],
    ['  7.25 ', 725],
    ['-3.5', -350],
    ['-0.005', -1],
    ['+2', 200],
    ['', 0],
    ['abc', 0],
    ['12abc', 0],
    ['1.2.3', 0],
    ['.', 0],
    ['-', 0],
    [12.5, 1250],
    [0.1 + 0.2, 30],
    [19.99, 1999],
    [1.005, 101],
    [0, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [null, 0],
    [undefined, 0],
  ])('%j → %d', (input, cents) => {
    expect(toCents(input)).toBe(cents);
  });
});

describe('centsToDecimal', () => {
  it.each([
    [1250, '12.50'],
    [5, '0.05'],
    [0, '0.00'],
    [100, '1.00'],
    [123456, '1234.56'],
    [-5, '-0.05'],
    [-1250, '-12.50'],
  ])('%d → %s', (cents, text) => {
    expect(centsToDecimal(cents)).toBe(text);
  });

  it('round-trips with toCents', () => {
    for (const cents of [0, 1, 99, 100, 1999, 123456789]) expect(toCents(centsToDecimal(cents))).toBe(cents);
  });
});

describe('formatEur', () => {
  it.each([
    [1250, undefined, '€12.50'],
    [0, undefined, '€0.00'],
    [5000, undefined, '€50.00'],
    [123450, undefined, '€1,234.50'],
    [1250, 'en-IE', '€12.50'],
    [1250, 'nl-NL', '€ 12,50'],
    [1250, 'de-DE', '12,50 €'],
  ])('%d in %s → %s', (cents, locale, text) => {
    // Intl uses (narrow) no-break spaces; compare with plain spaces.
    expect(formatEur(cents, locale).replace(/[\u00a0\u202f]/g, ' ')).toBe(text);
  });
});

describe('arithmetic', () => {
  it.each([
    [1999, 3, 5997],
    [0, 5, 0],
    [1250, 0, 0],
    [333, 2.9, 666],
  ])('multiplyCents(%d, %d) = %d', (unit, qty, total) => {
    expect(multiplyCents(unit, qty)).toBe(total);
  });

  it('sumCents adds integers', () => {
    expect(sumCents([10, 20, 30])).toBe(60);
    expect(sumCents([])).toBe(0);
  });

  it.each([
    [5, 2, 3],
    [4, 2, 2],
    [7, 3, 2],
    [8, 3, 3],
    [-5, 2, -3],
    [0, 7, 0],
  ])('divideRoundHalfUp(%d, %d) = %d', (n, d, q) => {
    expect(divideRoundHalfUp(n, d)).toBe(q);
  });

  it('divideRoundHalfUp rejects a non-positive divisor', () => {
    expect(() => divideRoundHalfUp(1, 0)).toThrow(RangeError);
  });

  it.each([
    [10000, 1000, 1000], // 10 % of €100
    [1999, 1000, 200], // 199.9 → 200
    [1995, 1000, 200], // 199.5 → 200 (half up)
    [1994, 1000, 199], // 199.4 → 199
    [10000, 1050, 1050], // 10.5 %
    [333, 3333, 111], // 33.33 % of 3.33 = 110.99 → 111
    [5000, 10000, 5000], // 100 %
    [5000, 0, 0],
  ])('percentOfCents(%d, %d) = %d', (cents, pct, result) => {
    expect(percentOfCents(cents, pct)).toBe(result);
  });

  it.each([
    ['10', 1000],
    ['10.5', 1050],
    [12.25, 1225],
    ['x', 0],
  ])('toPercentHundredths(%j) = %d', (input, hundredths) => {
    expect(toPercentHundredths(input)).toBe(hundredths);
  });

  it.each([
    [1201, 13],
    [1200, 12],
    [1, 1],
    [0, 0],
  ])('centsToWholeEurosCeil(%d) = %d', (cents, euros) => {
    expect(centsToWholeEurosCeil(cents)).toBe(euros);
  });
});
