import { describe, expect, it } from 'vitest';
import * as domain from './index.js';

describe('public entry', () => {
  it.each([
    'deriveSlug',
    'decodeEntities',
    'stripTags',
    'stripWwwFromImageHost',
    'splitCommaList',
    'parseSpecifications',
    'rewriteContentLinks',
    'toCents',
    'centsToDecimal',
    'formatEur',
    'multiplyCents',
    'percentOfCents',
    'isVisible',
    'visibleProducts',
    'sortProducts',
    'filterProducts',
    'paginate',
    'showingText',
    'priceSliderMax',
    'isHiddenCategory',
    'findVariation',
    'productPriceRange',
    'sortFromUrl',
    'cartReducer',
    'parseStoredCart',
    'addedToCartMessage',
    'lineAvailability',
    'lineAvailabilityMessage',
    'validateCoupon',
    'cartTotals',
    'buildOrderDraft',
    'splitFullName',
    'orderStatusTone',
    'itemCountLabel',
    'stripSpaces',
    'passwordStrength',
    'toUserErrors',
  ])('exports the function %s', (name) => {
    expect(typeof (domain as Record<string, unknown>)[name]).toBe('function');
  });

  it.each([
    'contactSchema',
    'loginSchema',
    'registrationSchema',
    'profileSchema',
    'changePasswordSchema',
    'resetPasswordSchema',
    'forgotPasswordSchema',
    'addressSchema',
    'checkoutSchema',
    'couponCodeSchema',
  ])('exports the zod schema %s', (name) => {
    expect(typeof (domain as unknown as Record<string, { safeParse?: unknown }>)[name]?.safeParse).toBe('function');
  });
});

describe('constants', () => {
  it.each<[string, unknown, unknown]>([
    ['INACTIVITY_TIMEOUT_MS', domain.INACTIVITY_TIMEOUT_MS, 7_200_000],
    ['REMEMBER_ME_DAYS', domain.REMEMBER_ME_DAYS, 30],
    ['REMEMBER_ME_MS', domain.REMEMBER_ME_MS, 2_592_000_000],
    ['VALIDATION_DEBOUNCE_MS', domain.VALIDATION_DEBOUNCE_MS, 500],
    ['TOKEN_POLL_INTERVAL_MS', domain.TOKEN_POLL_INTERVAL_MS, 1000],
    ['PAGE_SIZES', domain.PAGE_SIZES, [4, 8, 12, 16]],
    ['DEFAULT_PAGE_SIZE', domain.DEFAULT_PAGE_SIZE, 8],
    ['STORAGE_KEYS.cart', domain.STORAGE_KEYS.cart, 'cart'],
    ['CART_STORAGE_KEY', domain.CART_STORAGE_KEY, 'cart'],
    ['INACTIVITY_EVENTS', domain.INACTIVITY_EVENTS, ['mousedown', 'mousemove', 'keypress', 'scroll', 'touchstart']],
    ['GENERIC_ERROR_MESSAGE', domain.GENERIC_ERROR_MESSAGE, 'Something went wrong. Please try again.'],
    [
      'SESSION_EXPIRED',
      domain.SESSION_EXPIRED,
      { title: 'Session expired', description: 'You have been logged out due to inactivity.' },
    ],
    [
      'LOGIN_REQUIRED',
      domain.LOGIN_REQUIRED,
      { title: 'Please log in', description: 'You need to be logged in to add products to your cart.' },
    ],
    [
      'SELECT_VARIANT',
      domain.SELECT_VARIANT,
      { title: 'Please select a variant', description: 'You need to choose a product variant before adding to cart.' },
    ],
    ['PRICE_HIDDEN', domain.PRICE_HIDDEN, 'Price hidden (please log in)'],
    ['DESCRIPTION_HIDDEN', domain.DESCRIPTION_HIDDEN, 'Description hidden (please log in)'],
  ])('%s', (_, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});
