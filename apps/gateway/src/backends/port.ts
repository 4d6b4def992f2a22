/**
 * The seam between the gateway and a store + CMS, cut into narrow ports by bounded context. Two
 * adapters implement every port: `embedded/` (PostgreSQL schema on PGlite or a PostgreSQL server)
 * and `wordpress/` (WooCommerce REST v3 + WordPress REST + JWT plugin + the shop's custom/v1
 * endpoints). Services inject only the ports they need (tokens below; backend.module.ts provides
 * them from the adapter's bundle).
 *
 * Shapes are our domain's (packages/domain types), never WooCommerce JSON. Adapters return raw
 * HTML in `...Html` fields; the gateway sanitises it. Adapters return ALL products including hidden
 * ones (with `visible: false`) so the gateway can both filter them out of every query and tell a
 * cart line "hidden" from "unknown"; the visibility rule itself lives in packages/domain.
 *
 * Expected failures are returned as tagged results, not thrown. Thrown errors mean the store is
 * unreachable or broken (the gateway maps them to UPSTREAM_UNAVAILABLE / INTERNAL_SERVER_ERROR).
 */
import type {
  BuyerGroup,
  CategoryRecord,
  ContactMessage,
  CouponRecord,
  CustomerRecord,
  CustomerStatus,
  FaqRecord,
  OrderDraft,
  OrderRecord,
  PageRecord,
  Paged,
  PartnerReviewRecord,
  PostRecord,
  ProductRecord,
  ServerCart,
  TeamMemberRecord,
} from '@shop/domain';
import type { MailOutbox } from '../mail/mailer.js';
import type { AdminPorts } from './admin-port.js';
import type { IntegrationStore } from './integrations-port.js';
import type { OrderListStore } from './order-list-port.js';
import type { OrderLockProvider } from './order-locks.js';

export type { OrderDraft } from '@shop/domain';

/** The caller's session as the adapter knows it: an opaque token plus the customer it belongs to. */
export interface AuthSession {
  token: string;
  customerId: string;
}

export interface NewCustomer {
  name: string;
  email: string;
  phone: string | null;
  companyName: string;
  companyRegNumber: string;
  companyVatNumber: string;
  password: string;
  /** PENDING under manual buyer approval, APPROVED under auto (packages/domain initialCustomerStatus) */
  status: CustomerStatus;
  /** when the representative confirmed being 21+ and accepted the terms (the registration's time) */
  ageConfirmedAt: Date;
  termsAcceptedAt: Date;
}

export interface ProfileUpdate {
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  companyName: string;
  companyRegNumber: string;
  companyVatNumber: string;
}

export interface SessionGrant {
  token: string;
  expiresAt: Date;
  customer: CustomerRecord;
}

/** "the session this call was made with has ended meanwhile" (revoked, expired, customer gone) */
export interface SessionEnded {
  kind: 'session_ended';
}
export const SESSION_ENDED: SessionEnded = { kind: 'session_ended' };

/** the session of a token: null when unknown, expired or revoked */
export interface ResolvedSession {
  session: AuthSession;
  customer: CustomerRecord;
  /** when the session ends at the latest (lets the gateway reuse the answer for a few seconds) */
  expiresAt?: Date;
}

/** an order as stored, with how it came to be answered */
export type StoredOrderResult =
  | { kind: 'created'; order: OrderRecord }
  /** the same idempotency key was already used for the same payload: the first order */
  | { kind: 'replayed'; order: OrderRecord }
  /** the same idempotency key was used with a different payload */
  | { kind: 'key_conflict' };
export type CreateOrderResult = StoredOrderResult;

/** What a store holds under an idempotency key. */
export interface OrderByKey {
  /** the payload hash the key was first used with */
  payloadHash: string;
  /** its order; null when the order is gone (deleted in the store): the key cannot be reused */
  order: OrderRecord | null;
  /** the store recovered an order whose first answer reached nobody (this answer is its first) */
  firstAnswer?: boolean;
}

// ------------------------------------------------------------------------------------ lifecycle

export interface StoreLifecycle {
  /** connect, migrate, seed if empty */
  init(): Promise<void>;
  /** cheap reachability check for /readyz */
  ping(): Promise<void>;
  /** true while the store holds no products (a new shop without demo data); for /readyz and the log */
  isEmpty?(): Promise<boolean>;
  close(): Promise<void>;
}

// ------------------------------------------------------------------------------------ catalogue

/** a category as the store holds it; the gateway counts its visible products */
export type CategorySourceRecord = Omit<CategoryRecord, 'productCount'>;

/**
 * All products, hidden ones flagged; the gateway filters, counts and caches. A variable product
 * comes with its own price and stock flag as stored, and its variations: the from-price and
 * "in stock" shoppers see are packages/domain `withVariationRules`, applied by the gateway.
 */
export interface CatalogueSource {
  listProducts(): Promise<ProductRecord[]>;
  getProductsByIds(ids: string[]): Promise<ProductRecord[]>;
  getProductBySlug(slug: string): Promise<ProductRecord | null>;
  /** the store's categories; which ones show and their counts are packages/domain `categoriesWithVisibleCounts` */
  listCategories(): Promise<CategorySourceRecord[]>;
  /**
   * The shop's buyer groups with their prices (packages/domain pricing/buyer-groups.ts); a store
   * without groups omits it (WordPress maps B2BKing's; without it, list prices only). With
   * `productIds` (an order's products) a store may leave out the items of other products, never a
   * group's percentage.
   */
  listBuyerGroups?(productIds?: readonly string[]): Promise<BuyerGroup[]>;
}

// ------------------------------------------------------------------------------------ content

export interface ContentSource {
  listPosts(page: number, pageSize: number): Promise<Paged<PostRecord>>;
  getPostBySlug(slug: string): Promise<PostRecord | null>;
  getPrivacyPolicy(): Promise<PageRecord | null>;
  listFaqs(): Promise<FaqRecord[]>;
  listTeamMembers(): Promise<TeamMemberRecord[]>;
  /** fields as stored (possibly empty); the defaults are packages/domain `partnerReviewWithDefaults` */
  listPartnerReviews(limit: number): Promise<PartnerReviewRecord[]>;
}

// ------------------------------------------------------------------------------------ customers

export interface CustomerIdentity {
  register(
    input: NewCustomer,
    opts: { persistent: boolean },
  ): Promise<{ kind: 'ok'; grant: SessionGrant } | { kind: 'email_taken' } | { kind: 'rejected'; message: string }>;
  /**
   * `blocked`: the password is right but the shop blocked the account (operator console; embedded
   * store only): no session is started.
   */
  login(
    email: string,
    password: string,
    opts: { persistent: boolean },
  ): Promise<{ kind: 'ok'; grant: SessionGrant } | { kind: 'invalid_credentials' } | { kind: 'blocked' }>;
  resolveSession(token: string): Promise<ResolvedSession | null>;
  logout(session: AuthSession): Promise<void>;
  /** ends every session of the customer; with `exceptCurrent`, all but the caller's */
  logoutAll(session: AuthSession, opts?: { exceptCurrent?: boolean }): Promise<void>;
  updateProfile(
    session: AuthSession,
    input: ProfileUpdate,
  ): Promise<{ kind: 'ok'; customer: CustomerRecord } | { kind: 'email_taken' } | SessionEnded>;
  updateAddress(
    session: AuthSession,
    address: string,
  ): Promise<{ kind: 'ok'; customer: CustomerRecord } | SessionEnded>;
  /** checks the current password; on success ends the customer's other sessions */
  changePassword(
    session: AuthSession,
    currentPassword: string,
    newPassword: string,
  ): Promise<{ kind: 'ok' } | { kind: 'wrong_password' } | SessionEnded>;
  /** never reveals whether the e-mail exists; the adapter sends (or has the site send) the link */
  requestPasswordReset(email: string): Promise<void>;
  /** single use; on success ends every session of that customer */
  resetPassword(email: string, token: string, newPassword: string): Promise<{ kind: 'ok' } | { kind: 'invalid_token' }>;
}

// ------------------------------------------------------------------------------------ coupons

export interface CouponSource {
  getCouponByCode(code: string): Promise<CouponRecord | null>;
}

// ------------------------------------------------------------------------------------ orders

/**
 * Orders. Locking, replay and key-reuse refusal are the gateway's (idempotency.service.ts); the
 * adapter only inserts an order under a key and finds the order of a key.
 */
export interface OrderStore {
  /**
   * Stores the order under the key (called under the key's lock); `key_taken` when the store
   * already holds an order for it.
   */
  insertOrder(
    draft: OrderDraft,
    idempotencyKey: string,
    payloadHash: string,
  ): Promise<{ kind: 'created'; order: OrderRecord } | { kind: 'key_taken' }>;
  /** the order stored under the key with the payload hash it was stored with; null when none */
  findOrderByKey(idempotencyKey: string): Promise<OrderByKey | null>;
  listOrders(session: AuthSession, page: number, pageSize: number): Promise<Paged<OrderRecord>>;
  /**
   * The caller's order by its number (`OrderRecord.number`, the public reference customers see), or,
   * when none of the caller's orders has that number, by its id (links made before the number was
   * the reference). Null when unknown or not the caller's own.
   */
  getOrder(session: AuthSession, reference: string): Promise<OrderRecord | null>;
  /**
   * The order an invoice (or credit note) number belongs to, whoever bought it: the caller checks who
   * may see it. Absent where the store issues no invoices of ours (WordPress: WooCommerce's own).
   */
  getOrderByInvoiceNumber?(invoiceNumber: string): Promise<OrderRecord | null>;
}

// ------------------------------------------------------------------------------------ carts

/**
 * The server-side carts of logged-in buyers (issue 19), one per customer. The rules (merging, caps,
 * keys, last-writer-wins per line) are packages/domain `server-cart.ts`; the store only keeps whole
 * carts and swaps them atomically, so two gateways writing at once never lose a change.
 */
export interface CartStore {
  /** the customer's cart; the empty cart (version 0) when none was kept */
  getCart(customerId: string): Promise<ServerCart>;
  /**
   * Stores `next` when the stored cart's version is still `expectedVersion` (0: no cart stored yet);
   * false when another write came first (the caller reads again and retries).
   */
  compareAndSetCart(customerId: string, expectedVersion: number, next: ServerCart): Promise<boolean>;
}

// ------------------------------------------------------------------------------------ contact

export interface ContactInbox {
  /** stores (embedded) or forwards (wordpress) the message; the gateway e-mails the shop */
  saveContactMessage(message: ContactMessage): Promise<void>;
}

/** One adapter: its ports side by side. Only the backend module, tests and tools see the bundle. */
export interface StoreBackend {
  readonly name: 'embedded' | 'wordpress';
  readonly lifecycle: StoreLifecycle;
  readonly catalogue: CatalogueSource;
  readonly content: ContentSource;
  readonly identity: CustomerIdentity;
  readonly coupons: CouponSource;
  readonly orders: OrderStore;
  readonly contact: ContactInbox;
  /** logged-in buyers' carts: the embedded store's table; WordPress: Redis, or memory (one instance) */
  readonly carts: CartStore;
  /**
   * Where the outbox mailer stores e-mail when SMTP_URL is unset (the embedded store's table).
   * Adapters without storage of their own leave it undefined and the gateway keeps mail in memory.
   */
  readonly outbox?: MailOutbox;
  /**
   * API keys, webhooks and the webhook outbox (integrations-port.ts): the embedded store's tables.
   * Adapters without them leave it undefined and the gateway answers those operations with an error.
   */
  readonly integrations?: IntegrationStore;
  /** buyers' order lists (order-list-port.ts) when the store has a table for them; otherwise the gateway keeps them in Redis */
  readonly orderLists?: OrderListStore;
  /** order locks the store itself can offer (PostgreSQL advisory locks), used when Redis is not configured */
  readonly orderLocks?: OrderLockProvider;
  /** the operator console's storage (admin-port.ts); embedded only: a WordPress shop is operated in WordPress */
  readonly admin?: AdminPorts;
}

/** the bundle (backend module, tests) */
export const STORE_BACKEND = Symbol('STORE_BACKEND');
/** which adapter serves the shop (metrics labels): 'embedded' | 'wordpress' */
export const STORE_NAME = Symbol('STORE_NAME');
export const STORE_LIFECYCLE = Symbol('STORE_LIFECYCLE');
export const CATALOGUE_SOURCE = Symbol('CATALOGUE_SOURCE');
export const CONTENT_SOURCE = Symbol('CONTENT_SOURCE');
export const CUSTOMER_IDENTITY = Symbol('CUSTOMER_IDENTITY');
export const COUPON_SOURCE = Symbol('COUPON_SOURCE');
export const ORDER_STORE = Symbol('ORDER_STORE');
export const CONTACT_INBOX = Symbol('CONTACT_INBOX');
export const CART_STORE = Symbol('CART_STORE');
export const ORDER_IDEMPOTENCY = Symbol('ORDER_IDEMPOTENCY');
