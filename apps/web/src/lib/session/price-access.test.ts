import { describe, expect, it } from 'vitest';
import { priceHiddenLabel, tradePriceHint } from './price-access';

const buyer = (status: 'APPROVED' | 'PENDING' | 'REJECTED' | 'BLOCKED') => ({ status }) as never;

describe('what the shop says about prices', () => {
  it('asks visitors to log in, tells approved buyers the prices are excl. VAT, and others why not', () => {
    expect(tradePriceHint({ customer: null, canSeePrices: false })).toBe('Log in to see your trade prices.');
    expect(tradePriceHint({ customer: buyer('APPROVED'), canSeePrices: true })).toBe(
      'Your trade prices are shown excl. VAT.',
    );
    expect(tradePriceHint({ customer: buyer('PENDING'), canSeePrices: false })).toBe(
      'Your trade prices appear once your account is approved.',
    );
    expect(tradePriceHint({ customer: buyer('BLOCKED'), canSeePrices: false })).toBe(
      'Trade prices are shown to approved accounts only.',
    );
  });

  it('labels a hidden price by the same rule', () => {
    expect(priceHiddenLabel({ customer: null })).toBe('Price hidden (please log in)');
    expect(priceHiddenLabel({ customer: buyer('PENDING') })).toBe('Price hidden (account under review)');
    expect(priceHiddenLabel({ customer: buyer('REJECTED') })).toBe('Price hidden (account not approved)');
  });
});
