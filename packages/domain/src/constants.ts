/** Session, timing and storage constants of SPEC sections 4 and 9. */

/** Without mousedown, mousemove, keypress, scroll or touchstart for this long the session ends. */
export const INACTIVITY_TIMEOUT_MS = 2 * 60 * 60 * 1000;
export const INACTIVITY_EVENTS = ['mousedown', 'mousemove', 'keypress', 'scroll', 'touchstart'] as const;
/** "Remember me" keeps the session cookie for this many days; otherwise it is a browser-session cookie. */
export const REMEMBER_ME_DAYS = 30;
export const REMEMBER_ME_MS = REMEMBER_ME_DAYS * 24 * 60 * 60 * 1000;
/** Registration field validation debounce. */
export const VALIDATION_DEBOUNCE_MS = 500;
/** The footer re-checks the session this often. */
export const TOKEN_POLL_INTERVAL_MS = 1000;

export const STORAGE_KEYS = { cart: 'cart', jwt: 'jwt', guestCheckout: 'checkout' } as const;

export const LIMITS = {
  productsPerCall: 20,
  categoriesPerCall: 100,
  ordersPerCall: 20,
  testimonials: 3,
  relatedProducts: 10,
  minimumAge: 21,
} as const;

export const SKELETON_COUNTS = {
  productCards: 6,
  categoryCards: 4,
  testimonials: 3,
  faqRows: 3,
  relatedProducts: 3,
} as const;

export const CURRENCY = 'EUR';

/** Toast / screen texts shared by the gateway and the web app (SPEC section 8). */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';
export const SESSION_EXPIRED = {
  title: 'Session expired',
  description: 'You have been logged out due to inactivity.',
} as const;
export const LOGIN_REQUIRED = {
  title: 'Please log in',
  description: 'You need to be logged in to add products to your cart.',
} as const;
export const SELECT_VARIANT = {
  title: 'Please select a variant',
  description: 'You need to choose a product variant before adding to cart.',
} as const;
export const PRICE_HIDDEN = 'Price hidden (please log in)';
export const DESCRIPTION_HIDDEN = 'Description hidden (please log in)';

/** SPEC section 9, presentation timings: how far apart partner logos and category cards appear, and the hero's entrance. */
export const PRESENTATION_TIMINGS_S = { logoStep: 0.1, categoryCardStep: 0.2, hero: 0.7 } as const;
