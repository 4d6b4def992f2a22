import { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import { GqlContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO-8601 date-time in UTC, such as "2024-05-01T09:30:00.000Z". */
  DateTime: { input: string; output: string; }
  /**
   * A money amount as a decimal string with at most two decimals, such as "12.50" or "-3.00"; never a
   * float. Inputs accept the same strings (a whole number such as 12 is accepted too).
   */
  Decimal: { input: string; output: string; }
};

/** A postal address with contact details. */
export type Address = {
  __typename?: 'Address';
  /** The street address, or the whole address as it was typed at checkout. */
  address: Scalars['String']['output'];
  /** City; empty when the whole address is in `address`. */
  city: Scalars['String']['output'];
  /** Country; empty when the whole address is in `address`. */
  country: Scalars['String']['output'];
  /** E-mail address, or null. */
  email: Maybe<Scalars['String']['output']>;
  /** First name (the first word of the full name given at checkout). */
  firstName: Scalars['String']['output'];
  /** Last name (the rest of the full name); may be empty. */
  lastName: Scalars['String']['output'];
  /** Telephone number, or null. */
  phone: Maybe<Scalars['String']['output']>;
  /** Postcode; empty when the whole address is in `address`. */
  postcode: Scalars['String']['output'];
};

/**
 * An API key of the signed-in buyer, for an integration (ERP, point of sale, marketplace). Send it as
 * `Authorization: Bearer <secret>`; it acts as the buyer, narrowed by its scopes. Only its sha256 is stored:
 * the secret is shown once, in CreateApiKeyPayload.
 */
export type ApiKey = {
  __typename?: 'ApiKey';
  /** When the key was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The key's id, for revokeApiKey. */
  id: Scalars['ID']['output'];
  /** When the key was last used (recorded at most once a minute); null when never used. */
  lastUsedAt: Maybe<Scalars['DateTime']['output']>;
  /** The name the buyer gave the key, e.g. "ERP sync". */
  name: Scalars['String']['output'];
  /** The first characters of the secret (e.g. "glw_AbC123"), to tell keys apart; never enough to use it. */
  prefix: Scalars['String']['output'];
  /** What the key may do: any of catalog:read, orders:read, orders:write. */
  scopes: Array<Scalars['String']['output']>;
};

/**
 * The answer of `register` and `login`: on success the customer and a session token, otherwise
 * `userErrors` (and null customer and token).
 */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  /** The logged-in customer; null when `userErrors` is not empty. */
  customer: Maybe<Customer>;
  /** When `token` expires; a login with `rememberMe` lasts 30 days. */
  expiresAt: Maybe<Scalars['DateTime']['output']>;
  /** for API clients (Authorization: Bearer); the browser uses the httpOnly cookie instead */
  token: Maybe<Scalars['String']['output']>;
  /** Why it failed; empty on success. */
  userErrors: Array<UserError>;
};

/**
 * The signed-in buyer's cart, kept by the shop so it follows the buyer across devices and tabs. Lines of
 * the same product and variation are one line. Every change raises `version`; send the version you last saw
 * as `cartSetLines(baseVersion:)` so lines another device added or changed since are kept.
 */
export type Cart = {
  __typename?: 'Cart';
  /** The coupon code kept with the cart (as typed), or null. */
  couponCode: Maybe<Scalars['String']['output']>;
  /** The lines, oldest first; at most 100. */
  lines: Array<CartLine>;
  /** The cart priced exactly as `cartQuote` prices it, with the cart's coupon. */
  quote: CartQuote;
  /** Raised by one on every change; 0 for a cart never written. */
  version: Scalars['Int']['output'];
};


/**
 * The signed-in buyer's cart, kept by the shop so it follows the buyer across devices and tabs. Lines of
 * the same product and variation are one line. Every change raises `version`; send the version you last saw
 * as `cartSetLines(baseVersion:)` so lines another device added or changed since are kept.
 */
export type CartQuoteArgs = {
  shippingCountry?: InputMaybe<Scalars['String']['input']>;
};

/** A cart to price with `cartQuote`. */
export type CartInput = {
  /** A coupon code to try (case-insensitive); null or empty for none. */
  couponCode?: InputMaybe<Scalars['String']['input']>;
  /** The cart's lines, at most 100. */
  lines: Array<CartLineInput>;
  /**
   * Where the order would ship (ISO 3166-1 alpha-2, such as "BE"); with the buyer's VAT number it decides VAT
   * and shipping. Default: the Netherlands (NL).
   */
  shippingCountry?: InputMaybe<Scalars['String']['input']>;
};

/** A line of the signed-in buyer's server cart. */
export type CartLine = {
  __typename?: 'CartLine';
  /** The option chosen of a product without a variation for it (`CartLineInput.attribute`), or null. */
  attribute: Maybe<CartLineAttribute>;
  /** The product as the catalogue shows it now, with the caller's prices; null when it is no longer sold (unknown or hidden). */
  product: Maybe<Product>;
  /** The product's `Product.id`, as in `CartLineInput.productId`. */
  productId: Scalars['ID']['output'];
  /** How many, 1 to 9999. */
  quantity: Scalars['Int']['output'];
  /** The chosen `Variation.id`, or null for a simple product. */
  variationId: Maybe<Scalars['ID']['output']>;
};

/** The option of a server cart line without a variation, such as Strength: 1000mg. */
export type CartLineAttribute = {
  __typename?: 'CartLineAttribute';
  /** The option's name, such as "Strength". */
  name: Scalars['String']['output'];
  /** The value chosen, such as "1000mg". */
  value: Scalars['String']['output'];
};

/** An option of a cart line without a variation, such as Strength: 1000mg. */
export type CartLineAttributeInput = {
  /** The option's name, such as "Strength" (a `ProductAttribute.name`). */
  name: Scalars['String']['input'];
  /** The value chosen, such as "1000mg" (one of that attribute's `options`); empty means no option. */
  value: Scalars['String']['input'];
};

/**
 * One line of a cart or order. Lines of the same product and variation are merged (quantities added)
 * before anything is priced.
 */
export type CartLineInput = {
  /**
   * The option the buyer chose of a product that offers options without a variation for them (name and value
   * at most 200 characters each). Kept by the server cart (`cartAddLines`, `cartSetLines`), where lines of the
   * same product with different option values stay apart; not kept beside a `variationId` (the variation is
   * the choice); pricing (`cartQuote`, `placeOrder`) does not depend on it.
   */
  attribute?: InputMaybe<CartLineAttributeInput>;
  /** The product's `Product.id`. */
  productId: Scalars['ID']['input'];
  /** How many, 1 to 9999. */
  quantity: Scalars['Int']['input'];
  /** For a VARIABLE product: the chosen `Variation.id` (required); leave out for a SIMPLE product. */
  variationId?: InputMaybe<Scalars['ID']['input']>;
};

/** The answer of `cartAddLines` and `cartSetLines`. */
export type CartPayload = {
  __typename?: 'CartPayload';
  /** The cart as it is now (also when `userErrors` is not empty: unchanged then). */
  cart: Cart;
  /** Why nothing changed (too many lines, a quantity outside 1 to 9999, a bad key or base version); empty on success. */
  userErrors: Array<UserError>;
};

/**
 * A cart priced by the server with the caller's prices: per-line availability, totals and the coupon's
 * result. For anonymous callers every amount and the coupon result are null (names and availability only).
 */
export type CartQuote = {
  __typename?: 'CartQuote';
  /** The coupon's result; null without a coupon code, and for anonymous callers. */
  coupon: Maybe<CouponResult>;
  /** The coupon's discount (0.00 without one), excluding VAT; null for anonymous callers. */
  discount: Maybe<Money>;
  /** The priced lines, in the order asked (lines of the same product and variation merged). */
  lines: Array<CartQuoteLine>;
  /** How much more (goods after discount, excluding VAT) ships for free; null when shipping is free already or never is, and for anonymous callers. */
  missingForFreeShipping: Maybe<Money>;
  /** true when the buyer accounts for the VAT (intra-EU business with a valid VAT number of another member state): VAT 0 %. */
  reverseCharge: Scalars['Boolean']['output'];
  /** Shipping to `CartInput.shippingCountry` (flat rate per zone, free from a threshold), excluding VAT; null for anonymous callers. */
  shipping: Maybe<Money>;
  /** Sum of the available lines, excluding VAT; null for anonymous callers. */
  subtotal: Maybe<Money>;
  /** All VAT together; null for anonymous callers. */
  tax: Maybe<Money>;
  /** The VAT per rate; null for anonymous callers. */
  taxLines: Maybe<Array<TaxLine>>;
  /** subtotal − discount + shipping + tax: what the order would cost; null for anonymous callers. */
  total: Maybe<Money>;
  /** Problems of the cart as a whole or of its lines (quantity out of range, too many lines, coupon attempts rate-limited, below the minimum order value: code MINIMUM_ORDER_VALUE). */
  userErrors: Array<UserError>;
};

/** One line of a cart quote, priced by the server. */
export type CartQuoteLine = {
  __typename?: 'CartQuoteLine';
  /** Whether this line can be ordered as it is. */
  available: Scalars['Boolean']['output'];
  /** The product's (or variation's) image, or null. */
  image: Maybe<Image>;
  /** unitPrice × quantity, excluding VAT; null for anonymous callers */
  lineTotal: Maybe<Money>;
  /** why the line is not available (unknown, hidden, out of stock); null otherwise */
  message: Maybe<Scalars['String']['output']>;
  /** The product's minimum order quantity (1 when none or unknown). */
  minQuantity: Scalars['Int']['output'];
  /** null when the product is unknown or hidden */
  name: Maybe<Scalars['String']['output']>;
  /** The next quantity break this line can reach (cheaper unit price); null when none, and for anonymous callers. */
  nextTier: Maybe<NextPriceTier>;
  /** The product asked for. */
  productId: Scalars['ID']['output'];
  /** The quantity (after merging lines of the same product and variation). */
  quantity: Scalars['Int']['output'];
  /** The product's case pack: order a multiple of this (1 when none or unknown). */
  quantityStep: Scalars['Int']['output'];
  /** The SKU of the variation asked for (else of the product), or null when it has none or the product is unknown or hidden. */
  sku: Maybe<Scalars['String']['output']>;
  /** The product's slug, or null when it is unknown or hidden. */
  slug: Maybe<Scalars['String']['output']>;
  /** Excluding VAT; null for anonymous callers. */
  unitPrice: Maybe<Money>;
  /** The variation asked for, or null. */
  variationId: Maybe<Scalars['ID']['output']>;
};

/** A product category. Only categories with at least one visible product are listed. */
export type Category = {
  __typename?: 'Category';
  /** A plain-text description; may be empty. */
  description: Scalars['String']['output'];
  /** The category's id. */
  id: Scalars['ID']['output'];
  /** The category's image, or null when it has none. */
  image: Maybe<Image>;
  /** The category's name. */
  name: Scalars['String']['output'];
  /** How many visible products are in the category (hidden products never count). */
  productCount: Scalars['Int']['output'];
  /** URL-safe unique name, as used by `category(slug:)` and `ProductFilter.categorySlugs`. */
  slug: Scalars['String']['output'];
};

/** A message to the shop (the contact form). */
export type ContactInput = {
  /** The sender's company, 2 to 100 characters. */
  company: Scalars['String']['input'];
  /** The address the shop answers to. */
  email: Scalars['String']['input'];
  /** The message, 10 to 5000 characters. */
  message: Scalars['String']['input'];
  /** The sender's name, 2 to 100 characters. */
  name: Scalars['String']['input'];
  /** Telephone number, at most 20 characters. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Subject, 2 to 200 characters. */
  subject: Scalars['String']['input'];
};

/** What became of the coupon code of a cart. */
export type CouponResult = {
  __typename?: 'CouponResult';
  /** Whether the coupon gives its discount on this cart. */
  applied: Scalars['Boolean']['output'];
  /** The code as it was typed. */
  code: Scalars['String']['output'];
  /** The coupon's kind (fixed_cart, percent or fixed_product) when it is known, otherwise null. */
  discountType: Maybe<Scalars['String']['output']>;
  /** the reason when not applied (SPEC section 5 wording), or null */
  message: Maybe<Scalars['String']['output']>;
};

/** The answer to createApiKey. */
export type CreateApiKeyPayload = {
  __typename?: 'CreateApiKeyPayload';
  /** The new key; null when userErrors is not empty. */
  apiKey: Maybe<ApiKey>;
  /** The key's secret (glw_...). Shown only in this answer: store it now, it cannot be read again. */
  secret: Maybe<Scalars['String']['output']>;
  /** Why the key was not created (name, scopes, too many keys); empty on success. */
  userErrors: Array<UserError>;
};

/** The answer to createWebhook. */
export type CreateWebhookPayload = {
  __typename?: 'CreateWebhookPayload';
  /** The signing secret (whsec_...) for verifying X-Shop-Signature. Shown only in this answer. */
  secret: Maybe<Scalars['String']['output']>;
  /** Why it was not created (URL not allowed, unknown events, too many); empty on success. */
  userErrors: Array<UserError>;
  /** The new subscription; null when userErrors is not empty. */
  webhook: Maybe<Webhook>;
};

/** A buyer's business account. Only ever the caller's own. */
export type Customer = {
  __typename?: 'Customer';
  /** the one free-text saved address */
  address: Maybe<Scalars['String']['output']>;
  /** An optional free-text company line of the profile, or null. */
  company: Maybe<Scalars['String']['output']>;
  /** The registered company name. */
  companyName: Maybe<Scalars['String']['output']>;
  /** The company's registration number (e.g. Chamber of Commerce). */
  companyRegNumber: Maybe<Scalars['String']['output']>;
  /** The company's VAT number. */
  companyVatNumber: Maybe<Scalars['String']['output']>;
  /** The e-mail address the buyer logs in with. */
  email: Scalars['String']['output'];
  /** The customer's id. */
  id: Scalars['ID']['output'];
  /**
   * The trade licence the buyer uploaded (`POST /account/licence`), or null. Under manual approval an
   * expired licence stops ordering.
   */
  licence: Maybe<TradeLicence>;
  /** When the account was created. */
  memberSince: Maybe<Scalars['DateTime']['output']>;
  /** The contact person's name. */
  name: Scalars['String']['output'];
  /** Telephone number, or null. */
  phone: Maybe<Scalars['String']['output']>;
  /**
   * The shop's decision on the account. Only an `APPROVED` buyer sees prices and may order; under manual
   * approval a new registration is `PENDING` until the shop has checked the business.
   */
  status: CustomerStatus;
  /** Why the application was rejected or the account blocked (shown to the buyer), or null. */
  statusReason: Maybe<Scalars['String']['output']>;
};

/** The answer of a profile change: the updated customer, or `userErrors`. */
export type CustomerPayload = {
  __typename?: 'CustomerPayload';
  /** The updated customer; null when `userErrors` is not empty. */
  customer: Maybe<Customer>;
  /** Why it failed; empty on success. */
  userErrors: Array<UserError>;
};

/** A buyer account's standing with the shop. */
export type CustomerStatus =
  /** Approved: sees prices and may order. */
  | 'APPROVED'
  /** Blocked by the shop (`statusReason` may say why): no prices, no ordering, no new logins. */
  | 'BLOCKED'
  /** Registered, waiting for the shop's approval: no prices, no ordering. */
  | 'PENDING'
  /** The application was not approved (`statusReason` says why): no prices, no ordering. */
  | 'REJECTED';

/** A frequently asked question. */
export type Faq = {
  __typename?: 'Faq';
  /** sanitised HTML */
  answer: Scalars['String']['output'];
  /** The question's id. */
  id: Scalars['ID']['output'];
  /** The question (plain text). */
  question: Scalars['String']['output'];
};

/** An image and its alternative text. */
export type Image = {
  __typename?: 'Image';
  /** Alternative text for the image; may be empty for a decorative image. */
  alt: Scalars['String']['output'];
  /** URL of the image: absolute, or site-relative (`/media/...`) to be resolved against the shop's address. */
  src: Scalars['String']['output'];
};

/** The invoice of an order. */
export type Invoice = {
  __typename?: 'Invoice';
  /** When the invoice was issued (the order was placed). */
  issuedAt: Scalars['DateTime']['output'];
  /** The invoice number: one gap-free sequence per year, such as "2026-00001". */
  number: Scalars['String']['output'];
  /** Where the PDF downloads (site-relative, such as "/invoices/2026-00001.pdf"); for the order's buyer (session cookie) and staff only. */
  url: Scalars['String']['output'];
};

/**
 * The answer of `loadOrderList`: the list's lines that can still be bought (to add to the cart, as with
 * `reorder`) and the ones skipped with the reason.
 */
export type LoadOrderListPayload = {
  __typename?: 'LoadOrderListPayload';
  /** The lines still on sale, with the list's quantities, for the client to add to its cart. */
  lines: Array<ReorderLine>;
  /** The lines that cannot be ordered now, with the reason (no longer sold, variant gone, out of stock). */
  skipped: Array<ReorderSkippedLine>;
  /** None so far (an unknown list is NOT_FOUND); empty on success. */
  userErrors: Array<UserError>;
};

/** An amount of money in one currency. */
export type Money = {
  __typename?: 'Money';
  /** The amount as a decimal string, such as "12.50". */
  amount: Scalars['Decimal']['output'];
  /** ISO 4217 currency code of the amount; the shop sells in EUR. */
  currencyCode: Scalars['String']['output'];
};

/**
 * What can be changed. Expected failures come back in each payload's `userErrors`; authentication
 * problems and limits are GraphQL errors (UNAUTHENTICATED, RATE_LIMITED, ...).
 */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Adds lines to the signed-in buyer's server cart (a line of the same product and variation already there
   * gets the quantities added, capped at 9999). With a `key`, the same key again changes nothing: use it for
   * retries and for merging the browser's anonymous cart at login. UNAUTHENTICATED when anonymous.
   */
  cartAddLines: CartPayload;
  /**
   * Sets the signed-in buyer's server cart to `lines` (last writer wins per line). With `baseVersion` (the
   * `Cart.version` the client last saw) a line missing from `lines` is removed only if nobody changed it
   * after that version: lines another device added or changed meanwhile are kept. UNAUTHENTICATED when anonymous.
   */
  cartSetLines: CartPayload;
  /**
   * Changes the caller's password and ends their other sessions. WRONG_PASSWORD when `currentPassword`
   * is wrong. UNAUTHENTICATED when anonymous.
   */
  changePassword: MutationResult;
  /** Creates an API key for the signed-in buyer; the answer holds its secret, shown only this once. Needs the buyer's session. */
  createApiKey: CreateApiKeyPayload;
  /** Saves an order list (usually the current cart) under a name. At most 50 lists per buyer. */
  createOrderList: OrderListPayload;
  /** Subscribes a URL to events; the answer holds the signing secret, shown only this once. */
  createWebhook: CreateWebhookPayload;
  /**
   * Deletes the caller's account (GDPR right to erasure): the personal data is anonymised, orders are
   * kept with anonymised personal data for the legal retention period the privacy page states, every
   * session ends and the account can no longer log in. WRONG_PASSWORD when `password` is wrong. Needs the
   * buyer's session, not an API key. UNAUTHENTICATED when anonymous.
   */
  deleteMyAccount: MutationResult;
  /** Deletes one of the buyer's order lists. Someone else's or an unknown list is NOT_FOUND. */
  deleteOrderList: MutationResult;
  /** Deletes a webhook subscription and its delivery log. */
  deleteWebhook: MutationResult;
  /** Turns a disabled subscription back on; its pending deliveries are tried again. */
  enableWebhook: WebhookPayload;
  /**
   * Loads an order list into the cart, by the rule of `reorder`: the lines still on sale (for the client to
   * add to its cart, quantities added to the same product and variation) and the skipped ones with the reason.
   * Nothing is stored. Someone else's or an unknown list is NOT_FOUND.
   */
  loadOrderList: LoadOrderListPayload;
  /**
   * Logs a buyer in: returns a session token for `Authorization: Bearer <token>` (browsers also get an
   * httpOnly cookie). INVALID_CREDENTIALS for a wrong e-mail or password. Rate-limited per address and account.
   */
  login: AuthPayload;
  /** Ends the caller's session (the token or cookie of this request). Always true. */
  logout: Scalars['Boolean']['output'];
  /** Ends every session of the caller, on every device. UNAUTHENTICATED when anonymous. */
  logoutAll: Scalars['Boolean']['output'];
  /**
   * Places an order, as a guest or as the logged-in buyer. Prices, coupon and totals are recomputed on
   * the server. Retrying with the same `idempotencyKey` and the same input returns the order placed the
   * first time and never creates a second one; the same key with a different input is refused with
   * IDEMPOTENCY_KEY_REUSED. Rate-limited (RATE_LIMITED) per address and account.
   */
  placeOrder: PlaceOrderPayload;
  /** Queues a delivery again (same X-Shop-Delivery id), e.g. after fixing the receiver. */
  redeliverWebhook: RedeliverWebhookPayload;
  /**
   * Creates a business account and logs it in at once: returns the customer and a session token
   * (browsers also get the session cookie). EMAIL_TAKEN when the address has an account. Rate-limited.
   */
  register: AuthPayload;
  /** Renames one of the buyer's order lists. Someone else's or an unknown list is NOT_FOUND. */
  renameOrderList: OrderListPayload;
  /**
   * "Order again": the caller's past order's lines that can still be bought are added to the caller's server
   * cart (and returned with the quantities ordered then) and the ones skipped are listed with the reason (no
   * longer sold, variant gone, out of stock). Nothing is ordered. Someone else's order or an unknown one is NOT_FOUND;
   * anonymous callers get UNAUTHENTICATED.
   */
  reorder: ReorderPayload;
  /**
   * Sends a password-reset link by e-mail when the address has an account. Always true, whether or not
   * it has one (no account enumeration). Rate-limited.
   */
  requestPasswordReset: Scalars['Boolean']['output'];
  /** Sets a new password with the single-use token of a reset link and ends every session. INVALID_TOKEN when the token is wrong, used or expired. */
  resetPassword: MutationResult;
  /** Revokes one of the buyer's API keys: it is refused from the next request on. Needs the buyer's session. */
  revokeApiKey: MutationResult;
  /** Sends a message to the shop (stored, then e-mailed). Rate-limited. */
  sendContactMessage: MutationResult;
  /** Replaces the caller's saved address. UNAUTHENTICATED when anonymous. */
  updateAddress: CustomerPayload;
  /**
   * Replaces the lines of one of the buyer's order lists (edited quantities, removed lines). Someone
   * else's or an unknown list is NOT_FOUND.
   */
  updateOrderListLines: OrderListPayload;
  /** Replaces the caller's profile. EMAIL_TAKEN when the new address has another account. UNAUTHENTICATED when anonymous. */
  updateProfile: CustomerPayload;
};


/**
 * What can be changed. Expected failures come back in each payload's `userErrors`; authentication
 * problems and limits are GraphQL errors (UNAUTHENTICATED, RATE_LIMITED, ...).
 */
export type MutationCartAddLinesArgs = {
  key?: InputMaybe<Scalars['String']['input']>;
  lines: Array<CartLineInput>;
};


/**
 * What can be changed. Expected failures come back in each payload's `userErrors`; authentication
 * problems and limits are GraphQL errors (UNAUTHENTICATED, RATE_LIMITED, ...).
 */
export type MutationCartSetLinesArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  couponCode?: InputMaybe<Scalars['String']['input']>;
  key?: InputMaybe<Scalars['String']['input']>;
  lines: Array<CartLineInput>;
};


/**
 * What can be changed. Expected failures come back in each payload's `userErrors`; authentication
 * problems and limits are GraphQL errors (UNAUTHENTICATED, RATE_LIMITED, ...).
 */
export type MutationChangePasswordArgs = {
  confirmPassword?: InputMaybe<Scalars['String']['input']>;
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


/**
 * What can be changed. Expected failures come back in each payload's `userErrors`; authentication
 * problems and limits are GraphQL errors (UNAUTHENTICATED, RATE_LIMITED, ...).
 */
export type MutationCreateApiKeyArgs = {
  name: Scalars['String']['input'];
  scopes: Array<Scalars['String']['input']>;
};


/**
 * What can be changed. Expected failures come back in each payload's `userErrors`; authentication
 * problems and limits are GraphQL errors (UNAUTHENTICATED, RATE_LIMITED, ...).
 */
export type MutationCreateOrderListArgs = {
  input: OrderListInput;
};


/**
 * What can be changed. Expected failures come back in each payload's `userErrors`; authentication
 * problems and limits are GraphQL errors (UNAUTHENTICATED, RATE_LIMITED, ...).
 */
export type MutationCreateWebhookArgs = {
  events: Array<Scalars['String']['input']>;
  url: Scalars['String']['input'];
};


/**
 * What can be changed. Expected failures come back in each payload's `userErrors`; authentication
 * problems and limits are GraphQL errors (UNAUTHENTICATED, RATE_LIMITED, ...).
 */
export type MutationDeleteMyAccountArgs = {
  password: Scalars['String']['input'];
};


/**
 * What can be changed. Expected failures come back in each payload's `userErrors`; authentication
 * problems and limits are GraphQL errors (UNAUTHENTICATED, RATE_LIMITED, ...).
 */
export type MutationDeleteOrderListArgs = {
  id: Scalars['ID']['input'];
};


/**
 * What can be changed. Expected failures come back in each payload's `userErrors`; authentication
 * problems and limits are GraphQL errors (UNAUTHENTICATED, RATE_LIMITED, ...).
 */
export type MutationDeleteWebhookArgs = {
  id: Scalars['ID']['input'];
};


/**
 * What can be changed. Expected failures come back in each payload's `userErrors`; authentication
 * problems and limits are GraphQL errors (UNAUTHENTICATED, RATE_LIMITED, ...).
 */
export type MutationEnableWebhookArgs = {
  id: Scalars['ID']['input'];
};


/**
 * What can be changed. Expected failures come back in each payload's `userErrors`; authentication
 * problems and limits are GraphQL errors (UNAUTHENTICATED, RATE_LIMITED, ...).
 */
export type MutationLoadOrderListArgs = {
  id: Scalars['ID']['input'];
};


/**
 * What can be changed. Expected failures come back in each payload's `userErrors`; authentication
 * problems and limits are GraphQL errors (UNAUTHENTICATED, RATE_LIMITED, ...).
 */
export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  rememberMe?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * What can be changed. Expected failures come back in each payload's `userErrors`; authentication
 * problems and limits are GraphQL errors (UNAUTHENTICATED, RATE_LIMITED, ...).
 */
export type MutationPlaceOrderArgs = {
  idempotencyKey: Scalars['String']['input'];
  input: PlaceOrderInput;
};


/**
 * What can be changed. Expected failures come back in each payload's `userErrors`; authentication
 * problems and limits are GraphQL errors (UNAUTHENTICATED, RATE_LIMITED, ...).
 */
export type MutationRedeliverWebhookArgs = {
  deliveryId: Scalars['ID']['input'];
};


/**
 * What can be changed. Expected failures come back in each payload's `userErrors`; authentication
 * problems and limits are GraphQL errors (UNAUTHENTICATED, RATE_LIMITED, ...).
 */
export type MutationRegisterArgs = {
  input: RegisterInput;
};


/**
 * What can be changed. Expected failures come back in each payload's `userErrors`; authentication
 * problems and limits are GraphQL errors (UNAUTHENTICATED, RATE_LIMITED, ...).
 */
export type MutationRenameOrderListArgs = {
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


/**
 * What can be changed. Expected failures come back in each payload's `userErrors`; authentication
 * problems and limits are GraphQL errors (UNAUTHENTICATED, RATE_LIMITED, ...).
 */
export type MutationReorderArgs = {
  orderId: Scalars['ID']['input'];
};


/**
 * What can be changed. Expected failures come back in each payload's `userErrors`; authentication
 * problems and limits are GraphQL errors (UNAUTHENTICATED, RATE_LIMITED, ...).
 */
export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


/**
 * What can be changed. Expected failures come back in each payload's `userErrors`; authentication
 * problems and limits are GraphQL errors (UNAUTHENTICATED, RATE_LIMITED, ...).
 */
export type MutationResetPasswordArgs = {
  confirmPassword?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


/**
 * What can be changed. Expected failures come back in each payload's `userErrors`; authentication
 * problems and limits are GraphQL errors (UNAUTHENTICATED, RATE_LIMITED, ...).
 */
export type MutationRevokeApiKeyArgs = {
  id: Scalars['ID']['input'];
};


/**
 * What can be changed. Expected failures come back in each payload's `userErrors`; authentication
 * problems and limits are GraphQL errors (UNAUTHENTICATED, RATE_LIMITED, ...).
 */
export type MutationSendContactMessageArgs = {
  input: ContactInput;
};


/**
 * What can be changed. Expected failures come back in each payload's `userErrors`; authentication
 * problems and limits are GraphQL errors (UNAUTHENTICATED, RATE_LIMITED, ...).
 */
export type MutationUpdateAddressArgs = {
  address: Scalars['String']['input'];
};


/**
 * What can be changed. Expected failures come back in each payload's `userErrors`; authentication
 * problems and limits are GraphQL errors (UNAUTHENTICATED, RATE_LIMITED, ...).
 */
export type MutationUpdateOrderListLinesArgs = {
  id: Scalars['ID']['input'];
  lines: Array<CartLineInput>;
};


/**
 * What can be changed. Expected failures come back in each payload's `userErrors`; authentication
 * problems and limits are GraphQL errors (UNAUTHENTICATED, RATE_LIMITED, ...).
 */
export type MutationUpdateProfileArgs = {
  input: ProfileInput;
};

/** The answer of a mutation that returns nothing else: `ok` is true when `userErrors` is empty. */
export type MutationResult = {
  __typename?: 'MutationResult';
  /** True when the change was made. */
  ok: Scalars['Boolean']['output'];
  /** Why it failed; empty on success. */
  userErrors: Array<UserError>;
};

/** The next quantity break a cart line can reach. */
export type NextPriceTier = {
  __typename?: 'NextPriceTier';
  /** The quantity from which the cheaper price applies. */
  minQuantity: Scalars['Int']['output'];
  /** How many more units reach it. */
  missingQuantity: Scalars['Int']['output'];
  /** The unit price from that quantity on, excluding VAT. */
  price: Money;
};

/** Opening hours for one or more days. */
export type OpeningHours = {
  __typename?: 'OpeningHours';
  /** e.g. "Monday-Friday" */
  days: Scalars['String']['output'];
  /** e.g. "9AM-5PM" or "Closed" */
  hours: Scalars['String']['output'];
};

/** A placed order. Only ever the caller's own. */
export type Order = {
  __typename?: 'Order';
  /** The buyer's note, or null. */
  comment: Maybe<Scalars['String']['output']>;
  /** The coupon applied, or null. */
  couponCode: Maybe<Scalars['String']['output']>;
  /** When the order was placed. */
  createdAt: Scalars['DateTime']['output'];
  /** The credit note cancelling the invoice once the order was cancelled or refunded; otherwise null. */
  creditNote: Maybe<Invoice>;
  /** ISO 4217 code of the order's amounts. */
  currencyCode: Scalars['String']['output'];
  /** The coupon's discount (0.00 without one), excluding VAT. */
  discount: Money;
  /** The order's one public reference: its number (1001, ...), as the orders table, the URL and e-mails show it. */
  id: Scalars['ID']['output'];
  /** The order's invoice; null while none is issued (or the store issues its own). */
  invoice: Maybe<Invoice>;
  /** The number of items (quantities added up). */
  itemCount: Scalars['Int']['output'];
  /** What was ordered. */
  lines: Array<OrderLine>;
  /** The same reference as id. */
  number: Scalars['String']['output'];
  /** How the order is paid, such as "Invoice (bank transfer, 30 days)"; null when the store does not say. */
  paymentMethod: Maybe<Scalars['String']['output']>;
  /** The buyer's purchase-order reference, or null. */
  poNumber: Maybe<Scalars['String']['output']>;
  /** true when the buyer accounts for the VAT (intra-EU reverse charge). */
  reverseCharge: Scalars['Boolean']['output'];
  /** Where the order goes. */
  shipping: Address;
  /** Shipping charged, excluding VAT (0.00 when free or not known). */
  shippingTotal: Money;
  /** pending, processing, completed, cancelled, refunded, ...; a new order is processing */
  status: Scalars['String']['output'];
  /** Sum of the lines, excluding VAT. */
  subtotal: Money;
  /** The VAT per rate (empty when the store reports none). */
  taxLines: Array<TaxLine>;
  /** All VAT charged. */
  taxTotal: Money;
  /** The amount charged: subtotal − discount + shipping + VAT. */
  total: Money;
};

/** One line of an order, with the price charged. */
export type OrderLine = {
  __typename?: 'OrderLine';
  /** unitPrice × quantity, excluding VAT. */
  lineTotal: Money;
  /** The product's name when it was ordered. */
  name: Scalars['String']['output'];
  /** The product ordered. */
  productId: Scalars['ID']['output'];
  /** How many. */
  quantity: Scalars['Int']['output'];
  /** Price of one item, excluding VAT. */
  unitPrice: Money;
  /** The variation ordered, or null. */
  variationId: Maybe<Scalars['ID']['output']>;
};

/**
 * An order list (a saved cart) of the signed-in buyer, such as "Weekly restock". The shop has no company
 * accounts with several users, so a list is the buyer's own: colleagues cannot see it.
 */
export type OrderList = {
  __typename?: 'OrderList';
  /** When the list was saved first. */
  createdAt: Scalars['DateTime']['output'];
  /** The list's id, for the order list operations. */
  id: Scalars['ID']['output'];
  /** The saved lines, 1 to 100, one per product and variation. */
  lines: Array<OrderListLine>;
  /** The list's name, 1 to 80 characters, unique among the buyer's lists (without case). */
  name: Scalars['String']['output'];
  /** When the list was last changed (name or lines). */
  updatedAt: Scalars['DateTime']['output'];
};

/** A list's name and lines, as `createOrderList` takes them. */
export type OrderListInput = {
  /** The lines (usually the current cart); lines of the same product and variation are added up. 1 to 100 lines. */
  lines: Array<CartLineInput>;
  /** 1 to 80 characters, unique among the buyer's lists. */
  name: Scalars['String']['input'];
};

/** A line of an order list: a product (and variation) and a quantity. */
export type OrderListLine = {
  __typename?: 'OrderListLine';
  /** The product as the catalogue shows it now, or null when it is no longer sold. */
  product: Maybe<Product>;
  /** The product's `Product.id`. */
  productId: Scalars['ID']['output'];
  /** How many, 1 to 9999. */
  quantity: Scalars['Int']['output'];
  /** The variation's `Variation.id`, or null for a simple product. */
  variationId: Maybe<Scalars['ID']['output']>;
};

/** The answer of the order list mutations. */
export type OrderListPayload = {
  __typename?: 'OrderListPayload';
  /** The list as stored now; null when `userErrors` is not empty. */
  orderList: Maybe<OrderList>;
  /** Why nothing was changed (INVALID, NAME_TAKEN, TOO_MANY_LISTS); empty on success. */
  userErrors: Array<UserError>;
};

/** One page of orders, newest first. */
export type OrderPage = {
  __typename?: 'OrderPage';
  /** The orders of this page. */
  items: Array<Order>;
  /** The page number (1-based). */
  page: Scalars['Int']['output'];
  /** The page size used. */
  pageSize: Scalars['Int']['output'];
  /** How many orders there are, on all pages together. */
  totalCount: Scalars['Int']['output'];
};

/** A content page, such as the privacy policy. */
export type Page = {
  __typename?: 'Page';
  /** sanitised HTML */
  content: Scalars['String']['output'];
  /** When the page was last changed. */
  modified: Scalars['DateTime']['output'];
  /** The page's title (plain text). */
  title: Scalars['String']['output'];
};

/** The logo of a partner shown on the home page. */
export type PartnerLogo = {
  __typename?: 'PartnerLogo';
  /** URL of the partner's logo. */
  logoUrl: Scalars['String']['output'];
  /** The partner's name. */
  name: Scalars['String']['output'];
};

/** A review of the shop by a business partner. */
export type PartnerReview = {
  __typename?: 'PartnerReview';
  /** The reviewer's company (a default when unknown). */
  companyName: Scalars['String']['output'];
  /** plain text (tags stripped) */
  content: Scalars['String']['output'];
  /** The review's id. */
  id: Scalars['ID']['output'];
  /** The reviewer's name (a default when unknown). */
  partnerName: Scalars['String']['output'];
  /** The reviewer's position (a default when unknown). */
  partnerPosition: Scalars['String']['output'];
  /** 0 when unknown, otherwise 1 to 5 */
  rating: Scalars['Int']['output'];
};

/** An order to place. Prices, coupon and totals are recomputed by the server; nothing here is a price. */
export type PlaceOrderInput = {
  /** A coupon code (case-insensitive); null or empty for none. An invalid coupon refuses the order. */
  couponCode?: InputMaybe<Scalars['String']['input']>;
  /** The order's lines, 1 to 100. */
  lines: Array<CartLineInput>;
  /** The buyer's purchase-order reference, at most 50 characters; shown on the order and the invoice. */
  poNumber?: InputMaybe<Scalars['String']['input']>;
  /** Delivery address and contact. */
  shipping: ShippingInput;
};

/** The answer of `placeOrder`: the order, or why it was not placed. */
export type PlaceOrderPayload = {
  __typename?: 'PlaceOrderPayload';
  /** The order placed (or the one placed earlier with the same idempotency key); null when `userErrors` is not empty. */
  order: Maybe<Order>;
  /** Why no order was placed; empty on success. */
  userErrors: Array<UserError>;
};

/** A blog post. */
export type Post = {
  __typename?: 'Post';
  /** sanitised HTML, links to the content host rewritten to the public site */
  content: Scalars['String']['output'];
  /** When the post was published. */
  date: Scalars['DateTime']['output'];
  /** sanitised HTML */
  excerpt: Scalars['String']['output'];
  /** The post's id. */
  id: Scalars['ID']['output'];
  /** URL-safe unique name, as used by `post(slug:)`. */
  slug: Scalars['String']['output'];
  /** The post's title (plain text). */
  title: Scalars['String']['output'];
};

/** One page of blog posts, newest first. */
export type PostPage = {
  __typename?: 'PostPage';
  /** The posts of this page. */
  items: Array<Post>;
  /** The page number (1-based). */
  page: Scalars['Int']['output'];
  /** The page size used. */
  pageSize: Scalars['Int']['output'];
  /** How many posts there are, on all pages together. */
  totalCount: Scalars['Int']['output'];
};

/** The lowest and highest price of a product. */
export type PriceRange = {
  __typename?: 'PriceRange';
  /** The highest price. */
  max: Money;
  /** The lowest price. */
  min: Money;
};

/** A quantity break: from `minQuantity` units on, each costs `price` (excluding VAT). */
export type PriceTier = {
  __typename?: 'PriceTier';
  /** The quantity from which the price applies. */
  minQuantity: Scalars['Int']['output'];
  /** The unit price from that quantity on, excluding VAT. */
  price: Money;
};

/**
 * A product of the catalogue. Only visible products are ever returned. Prices and the description are
 * for logged-in buyers: they resolve to null for anonymous callers.
 */
export type Product = {
  __typename?: 'Product';
  /** The attributes the product varies by (variable products), or describes (simple products). */
  attributes: Array<ProductAttribute>;
  /** Short benefit statements, such as "Supports restful sleep". */
  benefits: Array<Scalars['String']['output']>;
  /** The (visible) categories the product is in. */
  categories: Array<Category>;
  /** sanitised HTML; null for anonymous callers */
  description: Maybe<Scalars['String']['output']>;
  /**
   * The lowest unit price (excluding VAT) the caller can pay for this product: over every variation and
   * quantity tier, at the caller's buyer-group prices. Null for callers who may not see prices.
   */
  fromPrice: Maybe<Money>;
  /** The product's id: pass it as `CartLineInput.productId`. */
  id: Scalars['ID']['output'];
  /** The product's images, the main one first; may be empty. */
  images: Array<Image>;
  /** Whether the product can be ordered now (a variable product: when at least one variation is in stock). */
  inStock: Scalars['Boolean']['output'];
  /** Ingredients, one per item. */
  ingredients: Array<Scalars['String']['output']>;
  /** The minimum order quantity (1 when none). */
  minQuantity: Scalars['Int']['output'];
  /** HTML entities decoded */
  name: Scalars['String']['output'];
  /**
   * null for anonymous callers; the price of one unit at the caller's buyer-group prices; for a variable
   * product the lowest price of its variations
   */
  price: Maybe<Money>;
  /** null for anonymous callers; for variable products the lowest and highest variation price */
  priceRange: Maybe<PriceRange>;
  /** Quantity breaks of the product's price (excluding VAT), lowest quantity first; empty when none; null for anonymous callers. */
  priceTiers: Maybe<Array<PriceTier>>;
  /** The case pack: the product is sold in multiples of this (1 when none). */
  quantityStep: Scalars['Int']['output'];
  /** plain-text summary without prices; visible to everyone */
  shortDescription: Scalars['String']['output'];
  /** The product's stock-keeping unit (unique in the shop), or null when it has none; `products(filter: { search })` finds it. */
  sku: Maybe<Scalars['String']['output']>;
  /** URL-safe unique name, as used by `product(slug:)`. */
  slug: Scalars['String']['output'];
  /** The specification sheet. */
  specifications: Array<Specification>;
  /** SIMPLE, or VARIABLE when an order line must choose one of `variations`. */
  type: ProductType;
  /** The variations of a VARIABLE product; empty for a SIMPLE one. */
  variations: Array<Variation>;
};

/** An attribute a product varies by, such as Strength, with its options. */
export type ProductAttribute = {
  __typename?: 'ProductAttribute';
  /** The attribute's name, such as "Strength". */
  name: Scalars['String']['output'];
  /** The values a variation can have, such as ["500mg", "1000mg"]. */
  options: Array<Scalars['String']['output']>;
};

/** Filters for `products`; filters given together must all match. */
export type ProductFilter = {
  /** The product must be in at least one of these categories (by `Category.slug`). */
  categorySlugs?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Highest price, inclusive, such as "250.00"; ignored for anonymous callers. */
  priceMax?: InputMaybe<Scalars['Decimal']['input']>;
  /** Lowest price, inclusive, such as "10.00"; ignored for anonymous callers. */
  priceMin?: InputMaybe<Scalars['Decimal']['input']>;
  /**
   * Case-insensitive text the product name must contain, or the start of the SKU of the product or of one
   * of its variations (an exact SKU finds that product).
   */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** One page of products. */
export type ProductPage = {
  __typename?: 'ProductPage';
  /** The products of this page, in the requested order. */
  items: Array<Product>;
  /** The page number (1-based). */
  page: Scalars['Int']['output'];
  /** The page size used. */
  pageSize: Scalars['Int']['output'];
  /** highest price of the filtered set (ignoring the price range itself), for the slider; null for anonymous callers */
  priceMax: Maybe<Scalars['Decimal']['output']>;
  /** How many products match the filter, on all pages together. */
  totalCount: Scalars['Int']['output'];
};

/** The order of `products`. Price sorts need a logged-in buyer: an anonymous caller gets DEFAULT instead. */
export type ProductSort =
  /** The shop's own order. */
  | 'DEFAULT'
  /** By name, A to Z (case-insensitive). */
  | 'NAME_ASC'
  /** By name, Z to A (case-insensitive). */
  | 'NAME_DESC'
  /** Lowest price first (the from-price of a variable product). */
  | 'PRICE_ASC'
  /** Highest price first (the from-price of a variable product). */
  | 'PRICE_DESC';

/** Whether a product is sold as it is or in variations (strength, flavour, pack size, ...). */
export type ProductType =
  /** A product without variations: order it by its `Product.id`. */
  | 'SIMPLE'
  /** A product with variations: an order line names one of its `Product.variations` by `variationId`. */
  | 'VARIABLE';

/** The buyer's profile, as a whole (every field is replaced). */
export type ProfileInput = {
  /** An optional free-text company line, at most 100 characters. */
  company?: InputMaybe<Scalars['String']['input']>;
  /** Registered company name, 2 to 100 characters. */
  companyName: Scalars['String']['input'];
  /** Company registration number, 5 to 50 characters. */
  companyRegNumber: Scalars['String']['input'];
  /** Company VAT number, 5 to 50 characters. */
  companyVatNumber: Scalars['String']['input'];
  /** The e-mail address to log in with; must not belong to another account. */
  email: Scalars['String']['input'];
  /** The contact person's name, 2 to 100 characters. */
  name: Scalars['String']['input'];
  /** Telephone number, at most 20 characters; empty or null removes it. */
  phone?: InputMaybe<Scalars['String']['input']>;
};

/**
 * What can be read. Catalogue and content are public (prices null for anonymous callers); `me`,
 * `myOrders` and `order` are about the caller.
 */
export type Query = {
  __typename?: 'Query';
  /** The signed-in buyer's API keys, newest first (revoked ones left out). Needs the buyer's session, not an API key. */
  apiKeys: Array<ApiKey>;
  /** The signed-in buyer's server cart (an empty cart at version 0 when none was kept yet). UNAUTHENTICATED when anonymous. */
  cart: Cart;
  /**
   * Prices a cart with the caller's prices, exactly as `placeOrder` would: per-line availability,
   * subtotal, coupon and total. Amounts are null for callers who are not approved buyers.
   */
  cartQuote: CartQuote;
  /** Every category that has visible products, in the shop's order. */
  categories: Array<Category>;
  /** A category by its slug; null when unknown. */
  category: Maybe<Category>;
  /** Frequently asked questions. */
  faqs: Array<Faq>;
  /** The caller's account; null when anonymous (or when the token is invalid or expired). */
  me: Maybe<Customer>;
  /**
   * Everything the shop keeps about the caller, as one JSON document (GDPR right of access): profile,
   * consents, addresses and orders, and nothing of anyone else. Needs the buyer's session, not an API
   * key. UNAUTHENTICATED when anonymous.
   */
  myDataExport: Scalars['String']['output'];
  /** The caller's orders, newest first. UNAUTHENTICATED when anonymous. */
  myOrders: OrderPage;
  /** The caller's own order by its public reference (Order.id, the order number); an internal id from older links also resolves. */
  order: Maybe<Order>;
  /** One of the signed-in buyer's order lists; someone else's or an unknown one is NOT_FOUND. */
  orderList: OrderList;
  /** The signed-in buyer's order lists, most recently changed first. UNAUTHENTICATED when anonymous. */
  orderLists: Array<OrderList>;
  /** Reviews by business partners. */
  partnerReviews: Array<PartnerReview>;
  /** A blog post by its slug; null when unknown. */
  post: Maybe<Post>;
  /** Blog posts, newest first. BAD_REQUEST when `page` < 1 or `pageSize` is not between 1 and 100. */
  posts: PostPage;
  /** The privacy policy page, or null when the shop has none. */
  privacyPolicy: Maybe<Page>;
  /** A product by its slug; null when unknown or not visible. */
  product: Maybe<Product>;
  /**
   * The catalogue, one page at a time. Prices are null for callers who are not approved buyers
   * (anonymous, or `Customer.status` not `APPROVED`), and price sorts and price filters are ignored for them. BAD_REQUEST when `page` < 1 or `pageSize` is not between 1 and 100.
   */
  products: ProductPage;
  /**
   * Checks a quick order before anything is added to the cart: a CSV file's text (`sku,quantity` per line;
   * UTF-8 with or without BOM; comma, semicolon or tab; header optional; at most 500 lines) or the lines
   * typed in the pad, or both (the file's rows first). Duplicated SKUs are merged, quantities rounded up to
   * the minimum and whole cases and kept at most 9999 a line (said per line), and unknown, hidden, out-of-stock and unreadable lines
   * listed. Prices are the caller's (null for anonymous callers and buyers not approved yet).
   */
  quickOrderPreview: QuickOrderPreview;
  /** Products to show with a product: of the same categories first, then others; never the product itself. */
  relatedProducts: Array<Product>;
  /** The shop's name, contact details and currency. */
  shop: Shop;
  /** The shop's team. */
  teamMembers: Array<TeamMember>;
  /** The signed-in buyer's webhook subscriptions, newest first. */
  webhooks: Array<Webhook>;
};


/**
 * What can be read. Catalogue and content are public (prices null for anonymous callers); `me`,
 * `myOrders` and `order` are about the caller.
 */
export type QueryCartQuoteArgs = {
  input: CartInput;
};


/**
 * What can be read. Catalogue and content are public (prices null for anonymous callers); `me`,
 * `myOrders` and `order` are about the caller.
 */
export type QueryCategoryArgs = {
  slug: Scalars['String']['input'];
};


/**
 * What can be read. Catalogue and content are public (prices null for anonymous callers); `me`,
 * `myOrders` and `order` are about the caller.
 */
export type QueryMyOrdersArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * What can be read. Catalogue and content are public (prices null for anonymous callers); `me`,
 * `myOrders` and `order` are about the caller.
 */
export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


/**
 * What can be read. Catalogue and content are public (prices null for anonymous callers); `me`,
 * `myOrders` and `order` are about the caller.
 */
export type QueryOrderListArgs = {
  id: Scalars['ID']['input'];
};


/**
 * What can be read. Catalogue and content are public (prices null for anonymous callers); `me`,
 * `myOrders` and `order` are about the caller.
 */
export type QueryPartnerReviewsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * What can be read. Catalogue and content are public (prices null for anonymous callers); `me`,
 * `myOrders` and `order` are about the caller.
 */
export type QueryPostArgs = {
  slug: Scalars['String']['input'];
};


/**
 * What can be read. Catalogue and content are public (prices null for anonymous callers); `me`,
 * `myOrders` and `order` are about the caller.
 */
export type QueryPostsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * What can be read. Catalogue and content are public (prices null for anonymous callers); `me`,
 * `myOrders` and `order` are about the caller.
 */
export type QueryProductArgs = {
  slug: Scalars['String']['input'];
};


/**
 * What can be read. Catalogue and content are public (prices null for anonymous callers); `me`,
 * `myOrders` and `order` are about the caller.
 */
export type QueryProductsArgs = {
  filter?: InputMaybe<ProductFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
};


/**
 * What can be read. Catalogue and content are public (prices null for anonymous callers); `me`,
 * `myOrders` and `order` are about the caller.
 */
export type QueryQuickOrderPreviewArgs = {
  csv?: InputMaybe<Scalars['String']['input']>;
  lines?: InputMaybe<Array<QuickOrderLineInput>>;
};


/**
 * What can be read. Catalogue and content are public (prices null for anonymous callers); `me`,
 * `myOrders` and `order` are about the caller.
 */
export type QueryRelatedProductsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  productId: Scalars['ID']['input'];
};

/** A quick order line that matched a product on sale: what `Add to cart` puts in the cart. */
export type QuickOrderLine = {
  __typename?: 'QuickOrderLine';
  /** Why `quantity` differs from `requestedQuantity`, such as "Sold in cases of 6: 10 rounded up to 12"; null when it does not. */
  correction: Maybe<Scalars['String']['output']>;
  /** The product as the catalogue shows it now, with the caller's prices. */
  product: Product;
  /** The product's `Product.id`, as in `CartLineInput.productId`. */
  productId: Scalars['ID']['output'];
  /** What goes into the cart: the request raised to the minimum order quantity and rounded up to whole cases. */
  quantity: Scalars['Int']['output'];
  /** What the buyer asked for (duplicates added up). */
  requestedQuantity: Scalars['Int']['output'];
  /** The rows of the file (or lines of the pad) it came from, from 1; several when duplicates were merged. */
  rows: Array<Scalars['Int']['output']>;
  /** The SKU as the buyer wrote it. */
  sku: Scalars['String']['output'];
  /** The minimum quantity of the price tier reached, or null for the list price (or without prices). */
  tierMinQuantity: Maybe<Scalars['Int']['output']>;
  /** The unit price this quantity earns, excluding VAT; null for callers who may not see prices. */
  unitPrice: Maybe<Money>;
  /** The variation's `Variation.id`, or null for a simple product. */
  variationId: Maybe<Scalars['ID']['output']>;
};

/** A line typed in the quick order pad (or sent by an integrator): a SKU and how many. */
export type QuickOrderLineInput = {
  /** How many, 1 to 9999. */
  quantity: Scalars['Int']['input'];
  /** The SKU of a simple product or of one variation (compared without case). */
  sku: Scalars['String']['input'];
};

/**
 * The answer of `quickOrderPreview`: the lines that can go into the cart and the ones that cannot, before
 * anything is added. When the file as a whole is refused (more than 500 lines, empty, unreadable) both
 * lists are empty and `userErrors` says why.
 */
export type QuickOrderPreview = {
  __typename?: 'QuickOrderPreview';
  /** The lines that can go into the cart, in the order they first appear. */
  lines: Array<QuickOrderLine>;
  /** The lines that cannot, with the reason, by row. */
  problems: Array<QuickOrderProblem>;
  /** Why the input as a whole was refused (more than 500 lines, an empty or unreadable file); empty otherwise. */
  userErrors: Array<UserError>;
};

/** A quick order line that cannot go into the cart, and why. */
export type QuickOrderProblem = {
  __typename?: 'QuickOrderProblem';
  /** The reason for people, such as "No product with this SKU is sold in the shop". */
  message: Scalars['String']['output'];
  /** The quantity asked for, when it could be read. */
  quantity: Maybe<Scalars['Int']['output']>;
  /** Why the line cannot go into the cart. */
  reason: QuickOrderProblemReason;
  /** The rows of the file (or lines of the pad) it came from, from 1. */
  rows: Array<Scalars['Int']['output']>;
  /** The SKU as written, or null when there was none (or the row held a formula). */
  sku: Maybe<Scalars['String']['output']>;
};

/** Why a line of a quick order cannot go into the cart. */
export type QuickOrderProblemReason =
  /** A cell holds a spreadsheet formula (such as `=HYPERLINK(...)`): the row is refused, never guessed at. */
  | 'FORMULA_CELL'
  /** The quantity is not a whole number from 1 to 9999. */
  | 'INVALID_QUANTITY'
  /** The line has no SKU. */
  | 'MISSING_SKU'
  /** The product or variant is out of stock. */
  | 'OUT_OF_STOCK'
  /** The SKU is the product's own, but the product has variants: the SKU of one variant is needed. */
  | 'SELECT_VARIANT'
  /** No product on sale has this SKU (a hidden product reads the same as an unknown one). */
  | 'UNKNOWN_SKU';

/** The answer to redeliverWebhook. */
export type RedeliverWebhookPayload = {
  __typename?: 'RedeliverWebhookPayload';
  /** The delivery, queued again; null when userErrors is not empty. */
  delivery: Maybe<WebhookDelivery>;
  /** Why it was not queued (unknown delivery, webhook disabled); empty on success. */
  userErrors: Array<UserError>;
};

/** A new business account (SPEC section 3 registration form). */
export type RegisterInput = {
  /** Must be true: the buyer agrees to the terms and conditions. */
  agreeTerms: Scalars['Boolean']['input'];
  /** Registered company name, 2 to 100 characters. */
  companyName: Scalars['String']['input'];
  /** Company registration number, 5 to 50 characters. */
  companyRegNumber: Scalars['String']['input'];
  /** Company VAT number, 5 to 50 characters. */
  companyVatNumber: Scalars['String']['input'];
  /**
   * Must be true: the business's representative confirms being 21 or older ("You must be 21+ to
   * purchase"). Stored with the time of consent. Null is refused like false.
   */
  confirmAge?: InputMaybe<Scalars['Boolean']['input']>;
  /** The same password again. */
  confirmPassword: Scalars['String']['input'];
  /** The e-mail address to log in with; must not belong to another account. */
  email: Scalars['String']['input'];
  /** The contact person's name, 2 to 100 characters. */
  name: Scalars['String']['input'];
  /**
   * 8 to 128 characters with an upper-case and a lower-case letter, a digit and a special character,
   * no spaces.
   */
  password: Scalars['String']['input'];
  /** Telephone number, at most 20 characters. */
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** A line of a past order that can be ordered again, to be added to the cart. */
export type ReorderLine = {
  __typename?: 'ReorderLine';
  /** The product as the catalogue shows it now, with the caller's prices: what a client needs to show the line in its cart. */
  product: Product;
  /** The product's `Product.id`, as in `CartLineInput.productId`. */
  productId: Scalars['ID']['output'];
  /** The quantity ordered then (lines of the same product and variation added up), 1 to 9999. */
  quantity: Scalars['Int']['output'];
  /** The variation's `Variation.id`, or null for a simple product. */
  variationId: Maybe<Scalars['ID']['output']>;
};

/**
 * The answer of `reorder`. The lines still on sale are added to the buyer's server cart (quantities added
 * to a line of the same product and variation already there) and returned in `cart`; `lines` lists them
 * too, for clients that keep a cart of their own.
 */
export type ReorderPayload = {
  __typename?: 'ReorderPayload';
  /**
   * The buyer's server cart after the lines were added; null for an API key without the orders:write scope
   * (nothing is added then) and when `userErrors` is not empty.
   */
  cart: Maybe<Cart>;
  /** The lines still on sale, with the quantities ordered then; empty when `userErrors` is not empty. */
  lines: Array<ReorderLine>;
  /** The lines that cannot be ordered again, with the reason. */
  skipped: Array<ReorderSkippedLine>;
  /** Why nothing could be reordered (none so far: an unknown order is NOT_FOUND); empty on success. */
  userErrors: Array<UserError>;
};

/** Why a line of a past order was not put back by `reorder`. */
export type ReorderSkipReason =
  /** The product or the variation is out of stock. */
  | 'OUT_OF_STOCK'
  /** The product is no longer sold (deleted or hidden from the catalogue). */
  | 'PRODUCT_UNAVAILABLE'
  /** The variation ordered is no longer sold, or the product now has variations and the line had none. */
  | 'VARIATION_UNAVAILABLE';

/** A line of a past order that `reorder` did not put back, and why. */
export type ReorderSkippedLine = {
  __typename?: 'ReorderSkippedLine';
  /** The reason for people, such as "No longer sold" or "Out of stock". */
  message: Scalars['String']['output'];
  /** The name the line was ordered under (the product may be gone). */
  name: Scalars['String']['output'];
  /** The product ordered. */
  productId: Scalars['ID']['output'];
  /** The quantity ordered. */
  quantity: Scalars['Int']['output'];
  /** Why it was skipped. */
  reason: ReorderSkipReason;
  /** The variation ordered, or null. */
  variationId: Maybe<Scalars['ID']['output']>;
};

/** Where an order goes and whom to contact. */
export type ShippingInput = {
  /** The street and number (or, from older clients, the whole address as one text), 5 to 255 characters. */
  address: Scalars['String']['input'];
  /** City, at most 100 characters. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** A note for the shop, at most 500 characters. */
  comment?: InputMaybe<Scalars['String']['input']>;
  /** Country (ISO 3166-1 alpha-2, such as "NL" or "BE"); decides VAT and shipping. Default NL. */
  country?: InputMaybe<Scalars['String']['input']>;
  /** E-mail address for the order confirmation. */
  email: Scalars['String']['input'];
  /** The recipient's full name, 2 to 100 characters. */
  fullName: Scalars['String']['input'];
  /** Telephone number, at most 20 characters. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Postcode, at most 20 characters. */
  postcode?: InputMaybe<Scalars['String']['input']>;
};

/** The shop itself: its name, contact details and currency. */
export type Shop = {
  __typename?: 'Shop';
  /** Postal address of the company. */
  address: Scalars['String']['output'];
  /** ISO 4217 code of the currency every price is in (EUR). */
  currencyCode: Scalars['String']['output'];
  /** Contact e-mail address (wholesale enquiries). */
  email: Scalars['String']['output'];
  /** The shop's name. */
  name: Scalars['String']['output'];
  /** When the shop answers the phone and e-mail. */
  openingHours: Array<OpeningHours>;
  /** Partner logos shown on the home page. */
  partnerLogos: Array<PartnerLogo>;
  /** Contact telephone number. */
  phone: Scalars['String']['output'];
  /** The public address of the storefront, e.g. "https://shop.example"; links in content point there. */
  publicSiteUrl: Scalars['String']['output'];
  /** A one-line description of the shop. */
  tagline: Scalars['String']['output'];
};

/** A label and value of a product's specification sheet, such as Volume: 10 ml. */
export type Specification = {
  __typename?: 'Specification';
  /** e.g. "Volume" */
  label: Scalars['String']['output'];
  /** e.g. "10 ml" */
  value: Scalars['String']['output'];
};

/** One VAT rate of a quote or an order: the net amount taxed at that rate and the VAT on it. */
export type TaxLine = {
  __typename?: 'TaxLine';
  /** The VAT at this rate, rounded half up to the cent once per rate. */
  amount: Money;
  /** The net amount (excluding VAT) taxed at this rate: lines after their share of the discount, and shipping; 0.00 where the store does not report it (WordPress). */
  base: Money;
  /** Such as "VAT 21 %", "VAT 9 %" or "VAT 0 % (reverse charge)". */
  label: Scalars['String']['output'];
  /** The rate in percent, such as "21.00". */
  rate: Scalars['Decimal']['output'];
};

/** A member of the shop's team. */
export type TeamMember = {
  __typename?: 'TeamMember';
  /** sanitised HTML */
  bio: Scalars['String']['output'];
  /** The member's id. */
  id: Scalars['ID']['output'];
  /** A portrait, or null. */
  image: Maybe<Image>;
  /** The member's name. */
  name: Scalars['String']['output'];
  /** The member's role, such as "Head of Sales". */
  role: Scalars['String']['output'];
};

/** A buyer's trade licence document. */
export type TradeLicence = {
  __typename?: 'TradeLicence';
  /** application/pdf, image/jpeg or image/png, sniffed from the bytes. */
  contentType: Scalars['String']['output'];
  /** True from the day after `expiresOn`. */
  expired: Scalars['Boolean']['output'];
  /** The last day the licence is valid (YYYY-MM-DD). */
  expiresOn: Scalars['String']['output'];
  /** The file's name as uploaded (cleaned). */
  fileName: Scalars['String']['output'];
  /** Size in bytes (at most 10 MB). */
  size: Scalars['Int']['output'];
  /** When it was uploaded. */
  uploadedAt: Scalars['DateTime']['output'];
  /** Where the buyer downloads it (its own session only). */
  url: Scalars['String']['output'];
};

/**
 * An expected business outcome of a mutation (a field fails validation, a wrong password, an invalid
 * coupon, ...). Mutations return these as data in `userErrors`; an empty list means success.
 */
export type UserError = {
  __typename?: 'UserError';
  /**
   * A stable machine-readable code, such as INVALID (validation), EMAIL_TAKEN, INVALID_CREDENTIALS,
   * WRONG_PASSWORD, INVALID_TOKEN, INVALID_COUPON, EMPTY_CART, LINE_UNAVAILABLE, ORDER_TOTAL_TOO_HIGH,
   * IDEMPOTENCY_KEY_REUSED or RATE_LIMITED.
   */
  code: Scalars['String']['output'];
  /** Path to the input field the error is about, e.g. ["email"]; null for the whole input. */
  field: Maybe<Array<Scalars['String']['output']>>;
  /** A message for people, such as "Please enter a valid email address". */
  message: Scalars['String']['output'];
};

/** One variation of a VARIABLE product, with its own price, image and stock. */
export type Variation = {
  __typename?: 'Variation';
  /** Which option of each attribute this variation is. */
  attributes: Array<VariationAttribute>;
  /** The variation's id: pass it as `CartLineInput.variationId`. */
  id: Scalars['ID']['output'];
  /** The variation's own image, or null (show the product's images). */
  image: Maybe<Image>;
  /** Whether this variation can be ordered now. */
  inStock: Scalars['Boolean']['output'];
  /** The minimum order quantity of this variation (its own, else the product's; 1 when none). */
  minQuantity: Scalars['Int']['output'];
  /** The variation's price; null for anonymous callers. */
  price: Maybe<Money>;
  /** Quantity breaks of the variation's own price (excluding VAT), lowest quantity first; empty when none; null for anonymous callers. */
  priceTiers: Maybe<Array<PriceTier>>;
  /** The case pack of this variation (its own, else the product's; 1 when none). */
  quantityStep: Scalars['Int']['output'];
  /** The variation's stock-keeping unit (unique in the shop), or null when it has none; `products(filter: { search })` finds it. */
  sku: Maybe<Scalars['String']['output']>;
};

/** The value of one attribute of a variation, such as Strength: 1000mg. */
export type VariationAttribute = {
  __typename?: 'VariationAttribute';
  /** The attribute's name, as in `ProductAttribute.name`. */
  name: Scalars['String']['output'];
  /** The variation's value, one of that attribute's `options`. */
  option: Scalars['String']['output'];
};

/**
 * A webhook subscription of the signed-in buyer: the shop POSTs each chosen event to `url`, signed with the
 * subscription's secret (X-Shop-Signature). A buyer receives events about their own orders and public
 * catalogue events.
 */
export type Webhook = {
  __typename?: 'Webhook';
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The latest deliveries, newest first, with their response codes. */
  deliveries: Array<WebhookDelivery>;
  /** Why it was disabled; null while enabled. */
  disabledReason: Maybe<Scalars['String']['output']>;
  /** False once the shop disabled it after a delivery failed every try; enableWebhook turns it back on. */
  enabled: Scalars['Boolean']['output'];
  /** The events it receives: order.created, order.status_changed, product.updated, product.stock_changed. */
  events: Array<Scalars['String']['output']>;
  /** The subscription's id. */
  id: Scalars['ID']['output'];
  /** Where events are POSTed: an https URL on a public address. */
  url: Scalars['String']['output'];
};


/**
 * A webhook subscription of the signed-in buyer: the shop POSTs each chosen event to `url`, signed with the
 * subscription's secret (X-Shop-Signature). A buyer receives events about their own orders and public
 * catalogue events.
 */
export type WebhookDeliveriesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * One event sent (or to be sent) to one webhook, with the outcome of its last try. Its id is the
 * X-Shop-Delivery header, the same on every try.
 */
export type WebhookDelivery = {
  __typename?: 'WebhookDelivery';
  /** Tries made so far (since the last manual redelivery). */
  attempts: Scalars['Int']['output'];
  /** When the event was queued for this webhook. */
  createdAt: Scalars['DateTime']['output'];
  /** When the receiver answered 2xx; null until then. */
  deliveredAt: Maybe<Scalars['DateTime']['output']>;
  /** The event type, e.g. order.created (the X-Shop-Event header). */
  event: Scalars['String']['output'];
  /** The event's id (the body's `id`), the same for every webhook receiving the event. */
  eventId: Scalars['ID']['output'];
  /** The delivery's id, sent as X-Shop-Delivery: the same on every retry and on a manual redelivery. */
  id: Scalars['ID']['output'];
  /** Why the last try failed, e.g. "timed out after 10000 ms"; null after a success. */
  lastError: Maybe<Scalars['String']['output']>;
  /** The HTTP status of the last try; null when it got none (timeout, connection refused, address not allowed). */
  lastResponseCode: Maybe<Scalars['Int']['output']>;
  /** When the next try is due; null once delivered or failed. */
  nextAttemptAt: Maybe<Scalars['DateTime']['output']>;
  /** Pending, delivered or failed. */
  status: WebhookDeliveryStatus;
};

/** Where a delivery of one event to one webhook stands. */
export type WebhookDeliveryStatus =
  /** The receiver answered 2xx. */
  | 'DELIVERED'
  /** Every try failed; redeliverWebhook sends it again. */
  | 'FAILED'
  /** Waiting for its first or next try. */
  | 'PENDING';

/** The answer to enableWebhook. */
export type WebhookPayload = {
  __typename?: 'WebhookPayload';
  /** Why nothing changed (unknown webhook); empty on success. */
  userErrors: Array<UserError>;
  /** The subscription as it is now; null when userErrors is not empty. */
  webhook: Maybe<Webhook>;
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Address: ResolverTypeWrapper<Address>;
  ApiKey: ResolverTypeWrapper<ApiKey>;
  AuthPayload: ResolverTypeWrapper<AuthPayload>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Cart: ResolverTypeWrapper<Cart>;
  CartInput: CartInput;
  CartLine: ResolverTypeWrapper<CartLine>;
  CartLineAttribute: ResolverTypeWrapper<CartLineAttribute>;
  CartLineAttributeInput: CartLineAttributeInput;
  CartLineInput: CartLineInput;
  CartPayload: ResolverTypeWrapper<CartPayload>;
  CartQuote: ResolverTypeWrapper<CartQuote>;
  CartQuoteLine: ResolverTypeWrapper<CartQuoteLine>;
  Category: ResolverTypeWrapper<Category>;
  ContactInput: ContactInput;
  CouponResult: ResolverTypeWrapper<CouponResult>;
  CreateApiKeyPayload: ResolverTypeWrapper<CreateApiKeyPayload>;
  CreateWebhookPayload: ResolverTypeWrapper<CreateWebhookPayload>;
  Customer: ResolverTypeWrapper<Customer>;
  CustomerPayload: ResolverTypeWrapper<CustomerPayload>;
  CustomerStatus: CustomerStatus;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Decimal: ResolverTypeWrapper<Scalars['Decimal']['output']>;
  Faq: ResolverTypeWrapper<Faq>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Image: ResolverTypeWrapper<Image>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invoice: ResolverTypeWrapper<Invoice>;
  LoadOrderListPayload: ResolverTypeWrapper<LoadOrderListPayload>;
  Money: ResolverTypeWrapper<Money>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MutationResult: ResolverTypeWrapper<MutationResult>;
  NextPriceTier: ResolverTypeWrapper<NextPriceTier>;
  OpeningHours: ResolverTypeWrapper<OpeningHours>;
  Order: ResolverTypeWrapper<Order>;
  OrderLine: ResolverTypeWrapper<OrderLine>;
  OrderList: ResolverTypeWrapper<OrderList>;
  OrderListInput: OrderListInput;
  OrderListLine: ResolverTypeWrapper<OrderListLine>;
  OrderListPayload: ResolverTypeWrapper<OrderListPayload>;
  OrderPage: ResolverTypeWrapper<OrderPage>;
  Page: ResolverTypeWrapper<Page>;
  PartnerLogo: ResolverTypeWrapper<PartnerLogo>;
  PartnerReview: ResolverTypeWrapper<PartnerReview>;
  PlaceOrderInput: PlaceOrderInput;
  PlaceOrderPayload: ResolverTypeWrapper<PlaceOrderPayload>;
  Post: ResolverTypeWrapper<Post>;
  PostPage: ResolverTypeWrapper<PostPage>;
  PriceRange: ResolverTypeWrapper<PriceRange>;
  PriceTier: ResolverTypeWrapper<PriceTier>;
  Product: ResolverTypeWrapper<Product>;
  ProductAttribute: ResolverTypeWrapper<ProductAttribute>;
  ProductFilter: ProductFilter;
  ProductPage: ResolverTypeWrapper<ProductPage>;
  ProductSort: ProductSort;
  ProductType: ProductType;
  ProfileInput: ProfileInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QuickOrderLine: ResolverTypeWrapper<QuickOrderLine>;
  QuickOrderLineInput: QuickOrderLineInput;
  QuickOrderPreview: ResolverTypeWrapper<QuickOrderPreview>;
  QuickOrderProblem: ResolverTypeWrapper<QuickOrderProblem>;
  QuickOrderProblemReason: QuickOrderProblemReason;
  RedeliverWebhookPayload: ResolverTypeWrapper<RedeliverWebhookPayload>;
  RegisterInput: RegisterInput;
  ReorderLine: ResolverTypeWrapper<ReorderLine>;
  ReorderPayload: ResolverTypeWrapper<ReorderPayload>;
  ReorderSkipReason: ReorderSkipReason;
  ReorderSkippedLine: ResolverTypeWrapper<ReorderSkippedLine>;
  ShippingInput: ShippingInput;
  Shop: ResolverTypeWrapper<Shop>;
  Specification: ResolverTypeWrapper<Specification>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TaxLine: ResolverTypeWrapper<TaxLine>;
  TeamMember: ResolverTypeWrapper<TeamMember>;
  TradeLicence: ResolverTypeWrapper<TradeLicence>;
  UserError: ResolverTypeWrapper<UserError>;
  Variation: ResolverTypeWrapper<Variation>;
  VariationAttribute: ResolverTypeWrapper<VariationAttribute>;
  Webhook: ResolverTypeWrapper<Webhook>;
  WebhookDelivery: ResolverTypeWrapper<WebhookDelivery>;
  WebhookDeliveryStatus: WebhookDeliveryStatus;
  WebhookPayload: ResolverTypeWrapper<WebhookPayload>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Address: Address;
  ApiKey: ApiKey;
  AuthPayload: AuthPayload;
  Boolean: Scalars['Boolean']['output'];
  Cart: Cart;
  CartInput: CartInput;
  CartLine: CartLine;
  CartLineAttribute: CartLineAttribute;
  CartLineAttributeInput: CartLineAttributeInput;
  CartLineInput: CartLineInput;
  CartPayload: CartPayload;
  CartQuote: CartQuote;
  CartQuoteLine: CartQuoteLine;
  Category: Category;
  ContactInput: ContactInput;
  CouponResult: CouponResult;
  CreateApiKeyPayload: CreateApiKeyPayload;
  CreateWebhookPayload: CreateWebhookPayload;
  Customer: Customer;
  CustomerPayload: CustomerPayload;
  DateTime: Scalars['DateTime']['output'];
  Decimal: Scalars['Decimal']['output'];
  Faq: Faq;
  ID: Scalars['ID']['output'];
  Image: Image;
  Int: Scalars['Int']['output'];
  Invoice: Invoice;
  LoadOrderListPayload: LoadOrderListPayload;
  Money: Money;
  Mutation: Record<PropertyKey, never>;
  MutationResult: MutationResult;
  NextPriceTier: NextPriceTier;
  OpeningHours: OpeningHours;
  Order: Order;
  OrderLine: OrderLine;
  OrderList: OrderList;
  OrderListInput: OrderListInput;
  OrderListLine: OrderListLine;
  OrderListPayload: OrderListPayload;
  OrderPage: OrderPage;
  Page: Page;
  PartnerLogo: PartnerLogo;
  PartnerReview: PartnerReview;
  PlaceOrderInput: PlaceOrderInput;
  PlaceOrderPayload: PlaceOrderPayload;
  Post: Post;
  PostPage: PostPage;
  PriceRange: PriceRange;
  PriceTier: PriceTier;
  Product: Product;
  ProductAttribute: ProductAttribute;
  ProductFilter: ProductFilter;
  ProductPage: ProductPage;
  ProfileInput: ProfileInput;
  Query: Record<PropertyKey, never>;
  QuickOrderLine: QuickOrderLine;
  QuickOrderLineInput: QuickOrderLineInput;
  QuickOrderPreview: QuickOrderPreview;
  QuickOrderProblem: QuickOrderProblem;
  RedeliverWebhookPayload: RedeliverWebhookPayload;
  RegisterInput: RegisterInput;
  ReorderLine: ReorderLine;
  ReorderPayload: ReorderPayload;
  ReorderSkippedLine: ReorderSkippedLine;
  ShippingInput: ShippingInput;
  Shop: Shop;
  Specification: Specification;
  String: Scalars['String']['output'];
  TaxLine: TaxLine;
  TeamMember: TeamMember;
  TradeLicence: TradeLicence;
  UserError: UserError;
  Variation: Variation;
  VariationAttribute: VariationAttribute;
  Webhook: Webhook;
  WebhookDelivery: WebhookDelivery;
  WebhookPayload: WebhookPayload;
}>;

export type AddressResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = ResolversObject<{
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ApiKeyResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['ApiKey'] = ResolversParentTypes['ApiKey']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AuthPayloadResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = ResolversObject<{
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type CartResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = ResolversObject<{
  couponCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['CartLine']>, ParentType, ContextType>;
  quote?: Resolver<ResolversTypes['CartQuote'], ParentType, ContextType, Partial<CartQuoteArgs>>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CartLineResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['CartLine'] = ResolversParentTypes['CartLine']> = ResolversObject<{
  attribute?: Resolver<Maybe<ResolversTypes['CartLineAttribute']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  variationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type CartLineAttributeResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['CartLineAttribute'] = ResolversParentTypes['CartLineAttribute']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CartPayloadResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['CartPayload'] = ResolversParentTypes['CartPayload']> = ResolversObject<{
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type CartQuoteResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['CartQuote'] = ResolversParentTypes['CartQuote']> = ResolversObject<{
  coupon?: Resolver<Maybe<ResolversTypes['CouponResult']>, ParentType, ContextType>;
  discount?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['CartQuoteLine']>, ParentType, ContextType>;
  missingForFreeShipping?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  reverseCharge?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  shipping?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  subtotal?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  tax?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  taxLines?: Resolver<Maybe<Array<ResolversTypes['TaxLine']>>, ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type CartQuoteLineResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['CartQuoteLine'] = ResolversParentTypes['CartQuoteLine']> = ResolversObject<{
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  lineTotal?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  minQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nextTier?: Resolver<Maybe<ResolversTypes['NextPriceTier']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantityStep?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unitPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  variationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type CategoryResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CouponResultResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['CouponResult'] = ResolversParentTypes['CouponResult']> = ResolversObject<{
  applied?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discountType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CreateApiKeyPayloadResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['CreateApiKeyPayload'] = ResolversParentTypes['CreateApiKeyPayload']> = ResolversObject<{
  apiKey?: Resolver<Maybe<ResolversTypes['ApiKey']>, ParentType, ContextType>;
  secret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type CreateWebhookPayloadResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['CreateWebhookPayload'] = ResolversParentTypes['CreateWebhookPayload']> = ResolversObject<{
  secret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  webhook?: Resolver<Maybe<ResolversTypes['Webhook']>, ParentType, ContextType>;
}>;

export type CustomerResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyRegNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyVatNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  licence?: Resolver<Maybe<ResolversTypes['TradeLicence']>, ParentType, ContextType>;
  memberSince?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CustomerStatus'], ParentType, ContextType>;
  statusReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CustomerPayloadResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['CustomerPayload'] = ResolversParentTypes['CustomerPayload']> = ResolversObject<{
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export interface DecimalScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Decimal'], any> {
  name: 'Decimal';
}

export type FaqResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['Faq'] = ResolversParentTypes['Faq']> = ResolversObject<{
  answer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ImageResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['Image'] = ResolversParentTypes['Image']> = ResolversObject<{
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  src?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InvoiceResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = ResolversObject<{
  issuedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LoadOrderListPayloadResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['LoadOrderListPayload'] = ResolversParentTypes['LoadOrderListPayload']> = ResolversObject<{
  lines?: Resolver<Array<ResolversTypes['ReorderLine']>, ParentType, ContextType>;
  skipped?: Resolver<Array<ResolversTypes['ReorderSkippedLine']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type MoneyResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  cartAddLines?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationCartAddLinesArgs, 'lines'>>;
  cartSetLines?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationCartSetLinesArgs, 'lines'>>;
  changePassword?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'currentPassword' | 'newPassword'>>;
  createApiKey?: Resolver<ResolversTypes['CreateApiKeyPayload'], ParentType, ContextType, RequireFields<MutationCreateApiKeyArgs, 'name' | 'scopes'>>;
  createOrderList?: Resolver<ResolversTypes['OrderListPayload'], ParentType, ContextType, RequireFields<MutationCreateOrderListArgs, 'input'>>;
  createWebhook?: Resolver<ResolversTypes['CreateWebhookPayload'], ParentType, ContextType, RequireFields<MutationCreateWebhookArgs, 'events' | 'url'>>;
  deleteMyAccount?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationDeleteMyAccountArgs, 'password'>>;
  deleteOrderList?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationDeleteOrderListArgs, 'id'>>;
  deleteWebhook?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationDeleteWebhookArgs, 'id'>>;
  enableWebhook?: Resolver<ResolversTypes['WebhookPayload'], ParentType, ContextType, RequireFields<MutationEnableWebhookArgs, 'id'>>;
  loadOrderList?: Resolver<ResolversTypes['LoadOrderListPayload'], ParentType, ContextType, RequireFields<MutationLoadOrderListArgs, 'id'>>;
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password' | 'rememberMe'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  logoutAll?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  placeOrder?: Resolver<ResolversTypes['PlaceOrderPayload'], ParentType, ContextType, RequireFields<MutationPlaceOrderArgs, 'idempotencyKey' | 'input'>>;
  redeliverWebhook?: Resolver<ResolversTypes['RedeliverWebhookPayload'], ParentType, ContextType, RequireFields<MutationRedeliverWebhookArgs, 'deliveryId'>>;
  register?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  renameOrderList?: Resolver<ResolversTypes['OrderListPayload'], ParentType, ContextType, RequireFields<MutationRenameOrderListArgs, 'id' | 'name'>>;
  reorder?: Resolver<ResolversTypes['ReorderPayload'], ParentType, ContextType, RequireFields<MutationReorderArgs, 'orderId'>>;
  requestPasswordReset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  resetPassword?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'email' | 'newPassword' | 'token'>>;
  revokeApiKey?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationRevokeApiKeyArgs, 'id'>>;
  sendContactMessage?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationSendContactMessageArgs, 'input'>>;
  updateAddress?: Resolver<ResolversTypes['CustomerPayload'], ParentType, ContextType, RequireFields<MutationUpdateAddressArgs, 'address'>>;
  updateOrderListLines?: Resolver<ResolversTypes['OrderListPayload'], ParentType, ContextType, RequireFields<MutationUpdateOrderListLinesArgs, 'id' | 'lines'>>;
  updateProfile?: Resolver<ResolversTypes['CustomerPayload'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
}>;

export type MutationResultResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['MutationResult'] = ResolversParentTypes['MutationResult']> = ResolversObject<{
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type NextPriceTierResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['NextPriceTier'] = ResolversParentTypes['NextPriceTier']> = ResolversObject<{
  minQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  missingQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type OpeningHoursResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['OpeningHours'] = ResolversParentTypes['OpeningHours']> = ResolversObject<{
  days?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hours?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OrderResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = ResolversObject<{
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  couponCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  creditNote?: Resolver<Maybe<ResolversTypes['Invoice']>, ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoice?: Resolver<Maybe<ResolversTypes['Invoice']>, ParentType, ContextType>;
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['OrderLine']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentMethod?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  poNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reverseCharge?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['Address'], ParentType, ContextType>;
  shippingTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  taxLines?: Resolver<Array<ResolversTypes['TaxLine']>, ParentType, ContextType>;
  taxTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type OrderLineResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['OrderLine'] = ResolversParentTypes['OrderLine']> = ResolversObject<{
  lineTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  variationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type OrderListResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['OrderList'] = ResolversParentTypes['OrderList']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['OrderListLine']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type OrderListLineResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['OrderListLine'] = ResolversParentTypes['OrderListLine']> = ResolversObject<{
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  variationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type OrderListPayloadResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['OrderListPayload'] = ResolversParentTypes['OrderListPayload']> = ResolversObject<{
  orderList?: Resolver<Maybe<ResolversTypes['OrderList']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type OrderPageResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['OrderPage'] = ResolversParentTypes['OrderPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PageResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['Page'] = ResolversParentTypes['Page']> = ResolversObject<{
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  modified?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PartnerLogoResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['PartnerLogo'] = ResolversParentTypes['PartnerLogo']> = ResolversObject<{
  logoUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PartnerReviewResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['PartnerReview'] = ResolversParentTypes['PartnerReview']> = ResolversObject<{
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  partnerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  partnerPosition?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PlaceOrderPayloadResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['PlaceOrderPayload'] = ResolversParentTypes['PlaceOrderPayload']> = ResolversObject<{
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type PostResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['Post'] = ResolversParentTypes['Post']> = ResolversObject<{
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  excerpt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PostPageResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['PostPage'] = ResolversParentTypes['PostPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Post']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PriceRangeResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['PriceRange'] = ResolversParentTypes['PriceRange']> = ResolversObject<{
  max?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  min?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type PriceTierResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['PriceTier'] = ResolversParentTypes['PriceTier']> = ResolversObject<{
  minQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type ProductResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = ResolversObject<{
  attributes?: Resolver<Array<ResolversTypes['ProductAttribute']>, ParentType, ContextType>;
  benefits?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fromPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  inStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ingredients?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  minQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  priceRange?: Resolver<Maybe<ResolversTypes['PriceRange']>, ParentType, ContextType>;
  priceTiers?: Resolver<Maybe<Array<ResolversTypes['PriceTier']>>, ParentType, ContextType>;
  quantityStep?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shortDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  specifications?: Resolver<Array<ResolversTypes['Specification']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType>;
  variations?: Resolver<Array<ResolversTypes['Variation']>, ParentType, ContextType>;
}>;

export type ProductAttributeResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['ProductAttribute'] = ResolversParentTypes['ProductAttribute']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ProductPageResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['ProductPage'] = ResolversParentTypes['ProductPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceMax?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  apiKeys?: Resolver<Array<ResolversTypes['ApiKey']>, ParentType, ContextType>;
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  cartQuote?: Resolver<ResolversTypes['CartQuote'], ParentType, ContextType, RequireFields<QueryCartQuoteArgs, 'input'>>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType, RequireFields<QueryCategoryArgs, 'slug'>>;
  faqs?: Resolver<Array<ResolversTypes['Faq']>, ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  myDataExport?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  myOrders?: Resolver<ResolversTypes['OrderPage'], ParentType, ContextType, RequireFields<QueryMyOrdersArgs, 'page' | 'pageSize'>>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  orderList?: Resolver<ResolversTypes['OrderList'], ParentType, ContextType, RequireFields<QueryOrderListArgs, 'id'>>;
  orderLists?: Resolver<Array<ResolversTypes['OrderList']>, ParentType, ContextType>;
  partnerReviews?: Resolver<Array<ResolversTypes['PartnerReview']>, ParentType, ContextType, RequireFields<QueryPartnerReviewsArgs, 'limit'>>;
  post?: Resolver<Maybe<ResolversTypes['Post']>, ParentType, ContextType, RequireFields<QueryPostArgs, 'slug'>>;
  posts?: Resolver<ResolversTypes['PostPage'], ParentType, ContextType, RequireFields<QueryPostsArgs, 'page' | 'pageSize'>>;
  privacyPolicy?: Resolver<Maybe<ResolversTypes['Page']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'slug'>>;
  products?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, RequireFields<QueryProductsArgs, 'page' | 'pageSize' | 'sort'>>;
  quickOrderPreview?: Resolver<ResolversTypes['QuickOrderPreview'], ParentType, ContextType, Partial<QueryQuickOrderPreviewArgs>>;
  relatedProducts?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryRelatedProductsArgs, 'limit' | 'productId'>>;
  shop?: Resolver<ResolversTypes['Shop'], ParentType, ContextType>;
  teamMembers?: Resolver<Array<ResolversTypes['TeamMember']>, ParentType, ContextType>;
  webhooks?: Resolver<Array<ResolversTypes['Webhook']>, ParentType, ContextType>;
}>;

export type QuickOrderLineResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['QuickOrderLine'] = ResolversParentTypes['QuickOrderLine']> = ResolversObject<{
  correction?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requestedQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tierMinQuantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  unitPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  variationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type QuickOrderPreviewResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['QuickOrderPreview'] = ResolversParentTypes['QuickOrderPreview']> = ResolversObject<{
  lines?: Resolver<Array<ResolversTypes['QuickOrderLine']>, ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['QuickOrderProblem']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type QuickOrderProblemResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['QuickOrderProblem'] = ResolversParentTypes['QuickOrderProblem']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['QuickOrderProblemReason'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type RedeliverWebhookPayloadResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['RedeliverWebhookPayload'] = ResolversParentTypes['RedeliverWebhookPayload']> = ResolversObject<{
  delivery?: Resolver<Maybe<ResolversTypes['WebhookDelivery']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ReorderLineResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['ReorderLine'] = ResolversParentTypes['ReorderLine']> = ResolversObject<{
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  variationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type ReorderPayloadResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['ReorderPayload'] = ResolversParentTypes['ReorderPayload']> = ResolversObject<{
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['ReorderLine']>, ParentType, ContextType>;
  skipped?: Resolver<Array<ResolversTypes['ReorderSkippedLine']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ReorderSkippedLineResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['ReorderSkippedLine'] = ResolversParentTypes['ReorderSkippedLine']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['ReorderSkipReason'], ParentType, ContextType>;
  variationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type ShopResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['Shop'] = ResolversParentTypes['Shop']> = ResolversObject<{
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openingHours?: Resolver<Array<ResolversTypes['OpeningHours']>, ParentType, ContextType>;
  partnerLogos?: Resolver<Array<ResolversTypes['PartnerLogo']>, ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publicSiteUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tagline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SpecificationResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['Specification'] = ResolversParentTypes['Specification']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TaxLineResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['TaxLine'] = ResolversParentTypes['TaxLine']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  base?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type TeamMemberResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['TeamMember'] = ResolversParentTypes['TeamMember']> = ResolversObject<{
  bio?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TradeLicenceResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['TradeLicence'] = ResolversParentTypes['TradeLicence']> = ResolversObject<{
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiresOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uploadedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserErrorResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type VariationResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['Variation'] = ResolversParentTypes['Variation']> = ResolversObject<{
  attributes?: Resolver<Array<ResolversTypes['VariationAttribute']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  inStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  minQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  priceTiers?: Resolver<Maybe<Array<ResolversTypes['PriceTier']>>, ParentType, ContextType>;
  quantityStep?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type VariationAttributeResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['VariationAttribute'] = ResolversParentTypes['VariationAttribute']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  option?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WebhookResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['Webhook'] = ResolversParentTypes['Webhook']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deliveries?: Resolver<Array<ResolversTypes['WebhookDelivery']>, ParentType, ContextType, RequireFields<WebhookDeliveriesArgs, 'limit'>>;
  disabledReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WebhookDeliveryResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['WebhookDelivery'] = ResolversParentTypes['WebhookDelivery']> = ResolversObject<{
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  event?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastResponseCode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  nextAttemptAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WebhookDeliveryStatus'], ParentType, ContextType>;
}>;

export type WebhookPayloadResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['WebhookPayload'] = ResolversParentTypes['WebhookPayload']> = ResolversObject<{
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  webhook?: Resolver<Maybe<ResolversTypes['Webhook']>, ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GqlContext> = ResolversObject<{
  Address?: AddressResolvers<ContextType>;
  ApiKey?: ApiKeyResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartLine?: CartLineResolvers<ContextType>;
  CartLineAttribute?: CartLineAttributeResolvers<ContextType>;
  CartPayload?: CartPayloadResolvers<ContextType>;
  CartQuote?: CartQuoteResolvers<ContextType>;
  CartQuoteLine?: CartQuoteLineResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  CouponResult?: CouponResultResolvers<ContextType>;
  CreateApiKeyPayload?: CreateApiKeyPayloadResolvers<ContextType>;
  CreateWebhookPayload?: CreateWebhookPayloadResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerPayload?: CustomerPayloadResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Decimal?: GraphQLScalarType;
  Faq?: FaqResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  LoadOrderListPayload?: LoadOrderListPayloadResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MutationResult?: MutationResultResolvers<ContextType>;
  NextPriceTier?: NextPriceTierResolvers<ContextType>;
  OpeningHours?: OpeningHoursResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderLine?: OrderLineResolvers<ContextType>;
  OrderList?: OrderListResolvers<ContextType>;
  OrderListLine?: OrderListLineResolvers<ContextType>;
  OrderListPayload?: OrderListPayloadResolvers<ContextType>;
  OrderPage?: OrderPageResolvers<ContextType>;
  Page?: PageResolvers<ContextType>;
  PartnerLogo?: PartnerLogoResolvers<ContextType>;
  PartnerReview?: PartnerReviewResolvers<ContextType>;
  PlaceOrderPayload?: PlaceOrderPayloadResolvers<ContextType>;
  Post?: PostResolvers<ContextType>;
  PostPage?: PostPageResolvers<ContextType>;
  PriceRange?: PriceRangeResolvers<ContextType>;
  PriceTier?: PriceTierResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductAttribute?: ProductAttributeResolvers<ContextType>;
  ProductPage?: ProductPageResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QuickOrderLine?: QuickOrderLineResolvers<ContextType>;
  QuickOrderPreview?: QuickOrderPreviewResolvers<ContextType>;
  QuickOrderProblem?: QuickOrderProblemResolvers<ContextType>;
  RedeliverWebhookPayload?: RedeliverWebhookPayloadResolvers<ContextType>;
  ReorderLine?: ReorderLineResolvers<ContextType>;
  ReorderPayload?: ReorderPayloadResolvers<ContextType>;
  ReorderSkippedLine?: ReorderSkippedLineResolvers<ContextType>;
  Shop?: ShopResolvers<ContextType>;
  Specification?: SpecificationResolvers<ContextType>;
  TaxLine?: TaxLineResolvers<ContextType>;
  TeamMember?: TeamMemberResolvers<ContextType>;
  TradeLicence?: TradeLicenceResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  Variation?: VariationResolvers<ContextType>;
  VariationAttribute?: VariationAttributeResolvers<ContextType>;
  Webhook?: WebhookResolvers<ContextType>;
  WebhookDelivery?: WebhookDeliveryResolvers<ContextType>;
  WebhookPayload?: WebhookPayloadResolvers<ContextType>;
}>;

