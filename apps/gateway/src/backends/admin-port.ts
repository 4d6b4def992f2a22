/**
 * The operator console's storage (POST /admin/graphql). Embedded only: a shop on WordPress is operated
 * in WordPress, so there ADMIN_PORTS is null and the admin API answers every operation but
 * `consoleInfo` with "operated in WordPress" (src/admin/staff-guard.ts).
 *
 * One port per area, each implemented in backends/embedded/admin/<area>.ts. Later areas (orders,
 * customers, inbox, catalogue, coupons, content, media) add their port as a field of AdminPorts.
 * Same rules as backends/port.ts: our own shapes, expected failures as tagged results, thrown errors
 * mean the store is broken or unreachable. Time-dependent operations take `now` from the caller (the
 * gateway's injectable clock, src/admin/clock.ts), so tests never sleep.
 */
import type {
  InvoiceIssue,
  PriceTier,
  AttributeRecord,
  BuyerGroup,
  GroupItemPrice,
  Cents,
  CouponDraft,
  CustomerRecord,
  CustomerStatus,
  DiscountType,
  ImageRef,
  OrderRecord,
  Paged,
  ProductStatus,
  SpecificationItem,
  TaxClass,
  VariationAttributeRecord,
} from '@shop/domain';

export type StaffRole = 'OWNER' | 'STAFF';

/** a staff account as the console sees it (never its password hash) */
export interface StaffRecord {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  active: boolean;
  createdAt: string;
  lastLoginAt: string | null;
}

export interface NewStaff {
  /** validated and normalised by the gateway */
  email: string;
  name: string;
  role: StaffRole;
  /** in clear; the port stores its hash only */
  password: string;
}

/** fields to change; absent ones stay */
export interface StaffChanges {
  email?: string;
  name?: string;
  role?: StaffRole;
  active?: boolean;
  password?: string;
}

export interface StaffSessionGrant {
  /** the bearer secret (cookie value / Authorization: Bearer); only its hash is stored */
  token: string;
  expiresAt: Date;
  staff: StaffRecord;
}

export interface ResolvedStaffSession {
  sessionId: string;
  staff: StaffRecord;
  expiresAt: Date;
}

/** "that change would leave the shop without an active owner" */
export interface LastOwner {
  kind: 'last_owner';
}

export interface StaffPort {
  /** every account, owners first, then by name */
  list(): Promise<StaffRecord[]>;
  get(id: string): Promise<StaffRecord | null>;
  create(input: NewStaff): Promise<{ kind: 'ok'; staff: StaffRecord } | { kind: 'email_taken' }>;
  /**
   * The first owner (SHOP_ADMIN_EMAIL / npm run admin:create on an empty console): created only while
   * no staff account exists at all, so a restart never re-creates or overwrites anyone.
   */
  createFirstOwner(
    input: Omit<NewStaff, 'role'>,
  ): Promise<{ kind: 'created'; staff: StaffRecord } | { kind: 'exists' }>;
  /**
   * Applies the changes atomically. Deactivating an account or changing its password or role ends its
   * sessions at once; the last active owner cannot be demoted or deactivated.
   */
  update(
    id: string,
    changes: StaffChanges,
    opts?: { keepSessionId?: string },
  ): Promise<
    | { kind: 'ok'; before: StaffRecord; staff: StaffRecord }
    | { kind: 'not_found' }
    | { kind: 'email_taken' }
    | LastOwner
  >;
  /** deletes the account and its sessions; never the last active owner */
  delete(id: string): Promise<{ kind: 'ok'; staff: StaffRecord } | { kind: 'not_found' } | LastOwner>;
  /** the active account with these credentials; null otherwise (unknown e-mails cost a hash too) */
  authenticate(email: string, password: string): Promise<StaffRecord | null>;
  /** whether `password` is the account's current one */
  checkPassword(id: string, password: string): Promise<boolean>;
  /** a new session (and last_login_at = now) */
  startSession(staffId: string, opts: { now: Date; ttlMs: number }): Promise<StaffSessionGrant>;
  /**
   * The session of a token: null when unknown, revoked, past its expiry, idle longer than `idleMs`
   * (it is revoked then), or its account is inactive. Touches last_seen_at.
   */
  resolveSession(token: string, opts: { now: Date; idleMs: number }): Promise<ResolvedStaffSession | null>;
  endSession(sessionId: string, opts: { now: Date }): Promise<void>;
  /** ends every session of the account (but `exceptSessionId`) */
  endSessions(staffId: string, opts: { now: Date; exceptSessionId?: string }): Promise<void>;
}

export interface AuditRecord {
  id: string;
  at: string;
  actorStaffId: string | null;
  /** the staff member's e-mail, or 'system' */
  actor: string;
  action: string;
  subject: string;
  /** redacted by the gateway's AuditService before it gets here */
  before: unknown;
  after: unknown;
}

export interface AuditFilterInput {
  /** exact e-mail or 'system' (case-insensitive) */
  actor?: string | null;
  /** exact action, or a prefix ending in '.' (e.g. "staff.") */
  action?: string | null;
  /** part of the subject, action or actor */
  search?: string | null;
}

export interface AuditPort {
  append(entry: Omit<AuditRecord, 'id' | 'at'> & { at: Date }): Promise<void>;
  /** newest first */
  list(filter: AuditFilterInput, page: number, pageSize: number): Promise<Paged<AuditRecord>>;
}

export interface SettingsPort {
  /** every stored setting by key (absent keys: the gateway's defaults apply) */
  read(): Promise<Record<string, unknown>>;
  write(values: Record<string, unknown>, opts: { now: Date }): Promise<void>;
}

// ------------------------------------------------------------------------------------------- orders

/** the account an order belongs to, as the console lists it next to the order */
export interface OrderAccount {
  id: string;
  name: string;
  email: string;
  company: string | null;
  companyName: string | null;
}

/** an order as the console sees it: the store's neutral record and the account that placed it */
export interface AdminOrderRecord extends OrderRecord {
  /** null for a guest order or an account deleted since */
  account: OrderAccount | null;
}

export interface OrderStatusChangeRecord {
  at: string;
  from: string;
  to: string;
  note: string | null;
  /** the staff member's e-mail, or 'system' */
  actor: string;
}

/** the order list's filter, already validated and normalised by the gateway */
export interface AdminOrderQuery {
  /** a lower-case status */
  status?: string | null;
  /** an order number (with or without "#"), or part of the buyer's name, company or e-mail */
  search?: string | null;
  /** placed at or after */
  from?: Date | null;
  /** placed before (exclusive) */
  before?: Date | null;
  /** one account's orders */
  customerId?: string | null;
}

export type AdminOrderSortKey = 'CREATED_AT' | 'NUMBER' | 'TOTAL' | 'STATUS';
export interface AdminOrderSorting {
  key: AdminOrderSortKey;
  direction: 'ASC' | 'DESC';
}

export interface OrderStatusChange {
  /** the status the gateway checked the move from: the change happens only if the order still has it */
  from: string;
  to: string;
  note: string | null;
  actor: string;
  at: Date;
  /** issue the order's invoice with this change (invoice timing "when staff confirm it"), unless it has one */
  issueInvoice?: InvoiceIssue | null;
}

export interface AdminOrdersPort {
  /** one page, filtered and sorted in the store */
  list(
    query: AdminOrderQuery,
    sorting: AdminOrderSorting,
    page: number,
    pageSize: number,
  ): Promise<Paged<AdminOrderRecord>>;
  /**
   * Every matching order, newest first, `batchSize` at a time (keyset paging over the id), so an export
   * of any size holds one batch in memory and never one long query.
   */
  batches(query: AdminOrderQuery, batchSize: number): AsyncIterable<AdminOrderRecord[]>;
  /** by number (the public reference) first, else by internal id */
  get(reference: string): Promise<AdminOrderRecord | null>;
  /** the order's status changes, oldest first */
  history(orderId: string): Promise<OrderStatusChangeRecord[]>;
  /**
   * Moves the order from `change.from` to `change.to` and records the change, in one transaction;
   * `conflict` when the order no longer has `from` (someone else moved it meanwhile).
   */
  changeStatus(
    orderId: string,
    change: OrderStatusChange,
  ): Promise<{ kind: 'ok'; order: AdminOrderRecord } | { kind: 'not_found' } | { kind: 'conflict'; current: string }>;
}

// ----------------------------------------------------------------------------------- customers (buyers)

export interface AdminCustomerRecord extends CustomerRecord {
  status: CustomerStatus;
  statusReason: string | null;
  groupCode: string | null;
  statusChangedAt: string | null;
  /** every order of the account */
  orderCount: number;
  /** the totals of its orders that were not cancelled or refunded */
  totalSpentCents: number;
}

export interface AdminCustomerQuery {
  status?: CustomerStatus | null;
  /** part of the name, e-mail, company, registration or VAT number */
  search?: string | null;
}

export interface CustomerStatusChange {
  /** the status the gateway checked the change from: it happens only if the account still has it */
  from: CustomerStatus;
  to: CustomerStatus;
  /** stored as the status reason (null clears it) */
  reason: string | null;
  /** absent: the group stays */
  groupCode?: string | null;
  /** the buyer group (issue 18); absent: it stays, null: the default group */
  groupId?: string | null;
  at: Date;
  /** revoke every session of the account in the same transaction (blocking) */
  endSessions: boolean;
}

export interface AdminCustomersPort {
  /** newest accounts first */
  list(query: AdminCustomerQuery, page: number, pageSize: number): Promise<Paged<AdminCustomerRecord>>;
  get(id: string): Promise<AdminCustomerRecord | null>;
  changeStatus(
    id: string,
    change: CustomerStatusChange,
  ): Promise<
    | { kind: 'ok'; customer: AdminCustomerRecord }
    | { kind: 'not_found' }
    | { kind: 'conflict'; current: CustomerStatus }
  >;
  /** moves the buyer to a buyer group (null: the default group) */
  setGroup(
    id: string,
    groupId: string | null,
  ): Promise<{ kind: 'ok'; customer: AdminCustomerRecord } | { kind: 'not_found' }>;
}

// ----------------------------------------------------------------------------------- buyer groups (issue 18)

export interface AdminBuyerGroupItemRecord extends GroupItemPrice {
  productName: string;
  /** the variation's options joined, or null for the product itself */
  variationLabel: string | null;
  listPriceCents: number;
}

export interface AdminBuyerGroupRecord extends Omit<BuyerGroup, 'items'> {
  customerCount: number;
  items: AdminBuyerGroupItemRecord[];
}

/** a group as the owner saved it (checked by packages/domain before it gets here) */
export interface BuyerGroupSave {
  /** null: a new group */
  id: string | null;
  name: string;
  percentOffBasisPoints: number;
  items: GroupItemPrice[];
}

export interface BuyerGroupsPort {
  /** the default group first, then by name */
  list(): Promise<AdminBuyerGroupRecord[]>;
  get(id: string): Promise<AdminBuyerGroupRecord | null>;
  save(group: BuyerGroupSave): Promise<
    | { kind: 'ok'; group: AdminBuyerGroupRecord }
    | { kind: 'not_found' }
    | { kind: 'name_taken' }
    /** an item names a product or variation the store does not have (index into items) */
    | { kind: 'unknown_item'; index: number }
  >;
}

// ------------------------------------------------------------------------------- privacy (GDPR, issue 17)

/** Everything the shop keeps about one buyer (the GDPR export): its own data only. */
export interface CustomerDataExport {
  profile: CustomerRecord & { groupCode: string | null; statusChangedAt: string | null };
  consents: { termsAcceptedAt: string | null; ageConfirmedAt: string | null };
  addresses: { saved: string | null };
  orders: OrderRecord[];
  licence: { fileName: string; contentType: string; size: number; expiresOn: string; uploadedAt: string } | null;
  apiKeys: { name: string; prefix: string; scopes: string[]; createdAt: string; revokedAt: string | null }[];
  webhooks: { url: string; events: string[]; createdAt: string }[];
}

export interface CustomerPrivacyPort {
  /** null when the account is unknown or was anonymised */
  exportData(customerId: string): Promise<CustomerDataExport | null>;
  /** whether `password` is the account's (a buyer confirming its own erasure) */
  checkPassword(customerId: string, password: string): Promise<boolean>;
  /**
   * Anonymises the account in one transaction: personal fields of the account and of its orders
   * (names, e-mail, phone, streets, postcodes, comments) are replaced, its password can never match,
   * its sessions, reset tokens, API keys, webhooks and licence go; orders, their lines and totals stay.
   * `email`: the address the account had (for the audit entry and the caches).
   */
  erase(customerId: string, now: Date): Promise<{ kind: 'ok'; email: string } | { kind: 'not_found' }>;
}

// -------------------------------------------------------------------------------- licences (issue 17)

export interface LicenceRecord {
  customerId: string;
  fileName: string;
  contentType: string;
  size: number;
  expiresOn: string;
  uploadedAt: string;
}

export interface LicenceListItem extends LicenceRecord {
  customerName: string;
  customerEmail: string;
  companyName: string | null;
  customerStatus: CustomerStatus;
}

export interface LicencePort {
  /** replaces the buyer's licence */
  save(
    licence: Omit<LicenceRecord, 'uploadedAt'> & { bytes: Buffer; sha256: string; now: Date },
  ): Promise<LicenceRecord>;
  describe(customerId: string): Promise<LicenceRecord | null>;
  file(customerId: string): Promise<{ bytes: Buffer; sha256: string; contentType: string; fileName: string } | null>;
  /** soonest expiry first */
  list(page: number, pageSize: number): Promise<Paged<LicenceListItem>>;
}

// ------------------------------------------------------------------------------------------------ inbox

export interface InboxReplyRecord {
  at: string;
  actor: string;
  text: string;
}

export interface InboxMessageRecord {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  phone: string | null;
  company: string;
  subject: string;
  message: string;
  readAt: string | null;
  handledAt: string | null;
  /** oldest first */
  replies: InboxReplyRecord[];
}

export interface InboxQuery {
  /** unread (never read), open (not handled) or handled */
  state?: 'unread' | 'open' | 'handled' | null;
  /** part of the name, e-mail, company, subject or message */
  search?: string | null;
}

export interface InboxPort {
  /** newest first */
  list(query: InboxQuery, page: number, pageSize: number): Promise<Paged<InboxMessageRecord>>;
  get(id: string): Promise<InboxMessageRecord | null>;
  /** read: keeps the first time it was read; unread: clears it. null when there is no such message */
  setRead(
    id: string,
    read: boolean,
    at: Date,
  ): Promise<{ before: InboxMessageRecord; message: InboxMessageRecord } | null>;
  /** handled: keeps the first time it was handled (and marks it read); not handled: clears it */
  setHandled(
    id: string,
    handled: boolean,
    at: Date,
  ): Promise<{ before: InboxMessageRecord; message: InboxMessageRecord } | null>;
  /** stores a reply that was e-mailed, and marks the message read and handled; null when there is no such message */
  addReply(
    id: string,
    reply: { actor: string; text: string; at: Date },
  ): Promise<{ before: InboxMessageRecord; message: InboxMessageRecord } | null>;
}

// -------------------------------------------------------------------------------------------- dashboard

export interface LowStockRecord {
  productId: string;
  name: string;
  slug: string;
  /** the product's own quantity, or for a variable product the sum of its variations' tracked quantities */
  stockQuantity: number | null;
  inStock: boolean;
  visible: boolean;
}

export interface DashboardQuery {
  dayStart: Date;
  dayEnd: Date;
  monthStart: Date;
  monthEnd: Date;
  lowStockThreshold: number;
  lowStockLimit: number;
}

export interface DashboardFigures {
  ordersToday: number;
  revenueTodayCents: number;
  ordersThisMonth: number;
  revenueThisMonthCents: number;
  ordersAwaitingProcessing: number;
  customersAwaitingApproval: number;
  unreadMessages: number;
  /** visible products first, then out of stock before low, then the lowest quantity */
  lowStock: LowStockRecord[];
}

export interface DashboardPort {
  figures(query: DashboardQuery): Promise<DashboardFigures>;
}

// ------------------------------------------------------------------------------------ catalogue

export interface AdminCategoryRecord {
  id: string;
  name: string;
  slug: string;
  description: string;
  image: ImageRef | null;
  position: number;
  /** every product in it: drafts and hidden ones too */
  productCount: number;
}

export interface AdminVariationRecord {
  id: string;
  attributes: VariationAttributeRecord[];
  priceCents: Cents;
  inStock: boolean;
  stockQuantity: number | null;
  image: ImageRef | null;
  sku: string | null;
  priceTiers: PriceTier[];
  minQuantity: number | null;
  quantityStep: number | null;
}

/** a product as the console sees it: drafts and hidden products too, every stored field */
export interface AdminProductRecord {
  id: string;
  name: string;
  slug: string;
  type: 'simple' | 'variable';
  status: ProductStatus;
  visible: boolean;
  priceCents: Cents;
  /** as stored (sanitised when it was saved) */
  descriptionHtml: string;
  shortDescription: string;
  categories: { id: string; name: string; slug: string }[];
  inStock: boolean;
  stockQuantity: number | null;
  attributes: AttributeRecord[];
  variations: AdminVariationRecord[];
  images: ImageRef[];
  benefits: string[];
  ingredients: string[];
  specifications: SpecificationItem[];
  position: number;
  createdAt: string;
  sku: string | null;
  taxClass: TaxClass;
}

export type AdminProductSortKey = 'POSITION' | 'NAME' | 'PRICE' | 'CREATED_AT';

export interface AdminProductQuery {
  /** part of the name or slug (case-insensitive), or the start of a product or variation SKU */
  search: string | null;
  categorySlug: string | null;
  visible: boolean | null;
  inStock: boolean | null;
  sort: AdminProductSortKey;
  direction: 'ASC' | 'DESC';
  page: number;
  pageSize: number;
}

/** what saveProduct stores: validated by the domain, HTML sanitised and images resolved by the gateway */
export interface ProductWrite {
  name: string;
  slug: string;
  type: 'simple' | 'variable';
  status: ProductStatus;
  visible: boolean;
  priceCents: Cents;
  descriptionHtml: string;
  shortDescription: string;
  categorySlugs: string[];
  inStock: boolean;
  stockQuantity: number | null;
  attributes: AttributeRecord[];
  /** `id` null: a new variation; an id keeps the variation (carts and orders refer to it); others are removed */
  variations: {
    id: string | null;
    attributes: VariationAttributeRecord[];
    priceCents: Cents;
    inStock: boolean;
    stockQuantity: number | null;
    image: ImageRef | null;
    sku: string | null;
    priceTiers: PriceTier[];
    minQuantity: number | null;
    quantityStep: number | null;
  }[];
  images: ImageRef[];
  benefits: string[];
  ingredients: string[];
  specifications: SpecificationItem[];
  position: number;
  /** unique in the shop across products and variations (case-insensitive); null = none */
  sku: string | null;
  /** null: keep the stored class (standard for a new product) */
  taxClass: TaxClass | null;
}

export interface CategoryWrite {
  name: string;
  slug: string;
  description: string;
  image: ImageRef | null;
  position: number;
}

export type NotFound = { kind: 'not_found' };

export interface CataloguePort {
  listProducts(query: AdminProductQuery): Promise<Paged<AdminProductRecord>>;
  getProduct(id: string): Promise<AdminProductRecord | null>;
  /** creates (id null) or replaces a product with its categories, images and variations, atomically */
  saveProduct(
    id: string | null,
    product: ProductWrite,
  ): Promise<
    | { kind: 'ok'; before: AdminProductRecord | null; product: AdminProductRecord }
    | NotFound
    | { kind: 'slug_taken' }
    | { kind: 'unknown_categories'; slugs: string[] }
    /** a variation id that is not one of this product's (index into `product.variations`) */
    | { kind: 'unknown_variation'; index: number }
    /** a SKU another product or variation has; `variationIndex` null: the product's own SKU */
    | { kind: 'sku_taken'; sku: string; variationIndex: number | null }
  >;
  /**
   * Deletes a product with its variations and images. Orders keep their lines (name, prices and ids are
   * copies). Coupons restricted to it lose it from their product list; a coupon restricted to nothing
   * else refuses the deletion (it would otherwise apply to every product).
   */
  deleteProduct(
    id: string,
  ): Promise<{ kind: 'ok'; product: AdminProductRecord } | NotFound | { kind: 'coupon_only'; codes: string[] }>;
  /** the ids among `ids` that are products or variations of the store */
  existingProductIds(ids: readonly string[]): Promise<Set<string>>;
  listCategories(): Promise<AdminCategoryRecord[]>;
  saveCategory(
    id: string | null,
    category: CategoryWrite,
  ): Promise<
    | { kind: 'ok'; before: AdminCategoryRecord | null; category: AdminCategoryRecord }
    | NotFound
    | { kind: 'slug_taken' }
  >;
  /** refused while products are in it */
  deleteCategory(
    id: string,
  ): Promise<{ kind: 'ok'; category: AdminCategoryRecord } | NotFound | { kind: 'not_empty'; productCount: number }>;
}

// ------------------------------------------------------------------------------------ coupons

export interface AdminCouponRecord {
  id: string;
  code: string;
  discountType: DiscountType;
  /** cents, or hundredths of a percent for percent coupons */
  amount: number;
  minimumAmountCents: Cents | null;
  maximumAmountCents: Cents | null;
  productIds: string[];
  usageLimit: number | null;
  usageCount: number;
  expiresAt: string | null;
  createdAt: string;
}

export interface CouponsPort {
  /** newest first */
  list(): Promise<AdminCouponRecord[]>;
  /** creates (id null) or updates; codes are unique without regard to case */
  save(
    id: string | null,
    coupon: CouponDraft,
  ): Promise<
    { kind: 'ok'; before: AdminCouponRecord | null; coupon: AdminCouponRecord } | NotFound | { kind: 'code_taken' }
  >;
  /** orders that used it keep its code */
  delete(id: string): Promise<{ kind: 'ok'; coupon: AdminCouponRecord } | NotFound>;
}

// ------------------------------------------------------------------------------------ content

export interface AdminPostRecord {
  id: string;
  slug: string;
  title: string;
  excerptHtml: string;
  contentHtml: string;
  status: 'publish' | 'draft';
  publishedAt: string;
}

export interface PostWrite {
  slug: string;
  title: string;
  excerptHtml: string;
  contentHtml: string;
  status: 'publish' | 'draft';
  publishedAt: Date;
}

export interface AdminFaqRecord {
  id: string;
  question: string;
  answerHtml: string;
  position: number;
}

export interface AdminTeamMemberRecord {
  id: string;
  name: string;
  role: string;
  bioHtml: string;
  image: ImageRef | null;
  position: number;
}

export interface AdminPartnerReviewRecord {
  id: string;
  contentHtml: string;
  partnerName: string;
  partnerPosition: string;
  companyName: string;
  rating: number;
  position: number;
}

export interface AdminPageRecord {
  slug: string;
  title: string;
  contentHtml: string;
  modified: string;
}

type Saved<R> = { kind: 'ok'; before: R | null; record: R } | NotFound;
type Deleted<R> = { kind: 'ok'; record: R } | NotFound;

export interface ContentPort {
  /** drafts too; newest first */
  listPosts(page: number, pageSize: number): Promise<Paged<AdminPostRecord>>;
  getPost(id: string): Promise<AdminPostRecord | null>;
  savePost(id: string | null, post: PostWrite): Promise<Saved<AdminPostRecord> | { kind: 'slug_taken' }>;
  deletePost(id: string): Promise<Deleted<AdminPostRecord>>;
  listFaqs(): Promise<AdminFaqRecord[]>;
  /** a new FAQ without a position goes last */
  saveFaq(
    id: string | null,
    faq: { question: string; answerHtml: string; position: number | null },
  ): Promise<Saved<AdminFaqRecord>>;
  deleteFaq(id: string): Promise<Deleted<AdminFaqRecord>>;
  /** `ids` must be every FAQ exactly once; positions become 0, 1, 2 ... */
  reorderFaqs(ids: readonly string[]): Promise<{ kind: 'ok'; before: string[] } | { kind: 'mismatch' }>;
  listTeamMembers(): Promise<AdminTeamMemberRecord[]>;
  saveTeamMember(id: string | null, member: Omit<AdminTeamMemberRecord, 'id'>): Promise<Saved<AdminTeamMemberRecord>>;
  deleteTeamMember(id: string): Promise<Deleted<AdminTeamMemberRecord>>;
  listPartnerReviews(): Promise<AdminPartnerReviewRecord[]>;
  savePartnerReview(
    id: string | null,
    review: Omit<AdminPartnerReviewRecord, 'id'>,
  ): Promise<Saved<AdminPartnerReviewRecord>>;
  deletePartnerReview(id: string): Promise<Deleted<AdminPartnerReviewRecord>>;
  getPage(slug: string): Promise<AdminPageRecord | null>;
  /** creates or replaces the page of `slug` */
  savePage(
    slug: string,
    page: { title: string; contentHtml: string },
    opts: { now: Date },
  ): Promise<{ kind: 'ok'; before: AdminPageRecord | null; record: AdminPageRecord }>;
}

// ------------------------------------------------------------------------------------ media

export interface MediaVariant {
  width: number;
  height: number;
  /** sha256 of the bytes, hex */
  sha256: string;
  bytes: Buffer;
}

export interface MediaRecord {
  id: string;
  alt: string;
  /** the largest variant's size */
  width: number;
  height: number;
  /** widths of the stored variants, smallest first */
  variants: { width: number; height: number }[];
  sourceType: string;
  sourceBytes: number;
  createdAt: string;
}

/**
 * Where uploaded images live so that every replica can serve them (POST /admin/media, GET
 * /media/u/<id>/<width>.webp). The embedded store keeps them in PostgreSQL/PGlite (bytea); an
 * S3-compatible adapter (MEDIA_S3_URL) would implement the same port.
 */
export interface MediaStore {
  save(media: {
    id: string;
    alt: string;
    sourceType: string;
    sourceBytes: number;
    createdByStaffId: string | null;
    variants: MediaVariant[];
    now: Date;
  }): Promise<MediaRecord>;
  describe(id: string): Promise<MediaRecord | null>;
  /** one variant's bytes; null when the id or width is unknown */
  variant(id: string, width: number): Promise<Pick<MediaVariant, 'sha256' | 'bytes'> | null>;
}

/** The console's ports side by side (the embedded store's `admin`). */
export interface AdminPorts {
  readonly staff: StaffPort;
  readonly audit: AuditPort;
  readonly settings: SettingsPort;
  readonly orders: AdminOrdersPort;
  readonly customers: AdminCustomersPort;
  readonly inbox: InboxPort;
  readonly dashboard: DashboardPort;
  readonly catalogue: CataloguePort;
  readonly coupons: CouponsPort;
  readonly content: ContentPort;
  readonly media: MediaStore;
  readonly privacy: CustomerPrivacyPort;
  readonly licences: LicencePort;
  readonly buyerGroups: BuyerGroupsPort;
}

/** AdminPorts, or null when the store has none (STORE_BACKEND=wordpress) */
export const ADMIN_PORTS = Symbol('ADMIN_PORTS');
