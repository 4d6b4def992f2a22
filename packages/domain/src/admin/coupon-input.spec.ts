import { describe, expect, it } from 'vitest';
import { validateInput } from '../validation/user-errors.js';
import { COUPON_ADMIN_MESSAGES, couponInputSchema } from './coupon-input.js';
import { FIELD_MESSAGES } from './fields.js';

const base = { code: 'SPRING10', discountType: 'percent', amount: '10.5' };

function errorsOf(input: unknown) {
  const result = validateInput(couponInputSchema, input, ['input']);
  return result.ok ? [] : result.userErrors.map((e) => ({ field: e.field?.join('.'), message: e.message }));
}

describe('couponInputSchema', () => {
  it('parses amounts into cents / hundredths and normalises the limits', () => {
    expect(
      couponInputSchema.parse({
        ...base,
        minimumAmount: '50',
        maximumAmount: '0',
        productIds: ['12', '12', ''],
        usageLimit: 5,
        expiresAt: '2030-01-31T23:59:00+01:00',
      }),
    ).toEqual({
      code: 'SPRING10',
      discountType: 'percent',
      amount: 1050,
      minimumAmountCents: 5000,
      maximumAmountCents: null,
      productIds: ['12'],
      usageLimit: 5,
      expiresAt: '2030-01-31T22:59:00.000Z',
    });
  });

  it.each([
    ['an unknown type', { discountType: 'free' }, 'input.discountType', COUPON_ADMIN_MESSAGES.discountType],
    ['a zero amount', { amount: '0' }, 'input.amount', COUPON_ADMIN_MESSAGES.amount],
    ['a percentage above 100', { amount: '100.01' }, 'input.amount', COUPON_ADMIN_MESSAGES.percentMax],
    [
      'a minimum above the maximum',
      { minimumAmount: '20', maximumAmount: '10' },
      'input.minimumAmount',
      COUPON_ADMIN_MESSAGES.minAboveMax,
    ],
    ['a usage limit of 0', { usageLimit: 0 }, 'input.usageLimit', COUPON_ADMIN_MESSAGES.usageLimit],
    ['an invalid expiry', { expiresAt: 'soon' }, 'input.expiresAt', FIELD_MESSAGES.dateTime],
    ['an empty code', { code: ' ' }, 'input.code', 'Please enter a coupon code'],
  ])('refuses %s', (_, change, field, message) => {
    expect(errorsOf({ ...base, ...change })).toContainEqual({ field, message });
  });
});
