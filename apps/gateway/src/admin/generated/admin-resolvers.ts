import { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import { AdminContext } from '../admin-context.js';
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
  DateTime: { input: string; output: string; }
  /**
   * The admin GraphQL contract (POST /admin/graphql): a separate schema for the shop's staff and system
   * integrations, never merged into the public one (schema.graphql). See ../../../shared/API.md ("Admin API")
   * for the stable core. Same conventions as the public schema: Money is integer cents inside and `Decimal`
   * strings at the edge, pages are 1-based, expected failures are `userErrors`, and calls without a staff
   * session answer UNAUTHENTICATED, calls beyond the staff member's role FORBIDDEN.
   */
  Decimal: { input: string; output: string; }
};

export type AdminAddress = {
  __typename?: 'AdminAddress';
  address: Scalars['String']['output'];
  city: Scalars['String']['output'];
  country: Scalars['String']['output'];
  email: Maybe<Scalars['String']['output']>;
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  phone: Maybe<Scalars['String']['output']>;
  postcode: Scalars['String']['output'];
};

export type AdminAttribute = {
  __typename?: 'AdminAttribute';
  name: Scalars['String']['output'];
  options: Array<Scalars['String']['output']>;
};

export type AdminAuthPayload = {
  __typename?: 'AdminAuthPayload';
  expiresAt: Maybe<Scalars['DateTime']['output']>;
  staff: Maybe<Staff>;
  /** for API clients (Authorization: Bearer); the browser uses the httpOnly admin cookie (path /admin) instead */
  token: Maybe<Scalars['String']['output']>;
  userErrors: Array<UserError>;
};

/**
 * A buyer group: a percentage off list prices and/or explicit prices and own quantity tiers per product
 * or variation (packages/domain pricing/buyer-groups.ts). Every buyer without a group is in the default
 * group. STAFF reads, OWNER edits.
 */
export type AdminBuyerGroup = {
  __typename?: 'AdminBuyerGroup';
  /** buyers assigned to this group (the default group: also every buyer without a group) */
  customerCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** the group of every buyer without one */
  isDefault: Scalars['Boolean']['output'];
  items: Array<AdminBuyerGroupItem>;
  name: Scalars['String']['output'];
  /** percentage off list prices, e.g. "15" or "12.5" (0 = none) */
  percentOff: Scalars['String']['output'];
};

/** a group's own price and/or tiers for one product (variationId null) or one variation */
export type AdminBuyerGroupItem = {
  __typename?: 'AdminBuyerGroupItem';
  /** the list price of the product or variation */
  listPrice: Money;
  /** the explicit group price (beats the percentage), or null */
  price: Maybe<Money>;
  productId: Scalars['ID']['output'];
  productName: Scalars['String']['output'];
  tiers: Array<AdminBuyerGroupTier>;
  variationId: Maybe<Scalars['ID']['output']>;
  /** the variation's options, e.g. "1000mg"; null for the product itself */
  variationLabel: Maybe<Scalars['String']['output']>;
};

export type AdminBuyerGroupPayload = {
  __typename?: 'AdminBuyerGroupPayload';
  group: Maybe<AdminBuyerGroup>;
  userErrors: Array<UserError>;
};

export type AdminBuyerGroupTier = {
  __typename?: 'AdminBuyerGroupTier';
  minQuantity: Scalars['Int']['output'];
  price: Money;
};

export type AdminCategory = {
  __typename?: 'AdminCategory';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  image: Maybe<AdminImage>;
  name: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  productCount: Scalars['Int']['output'];
  slug: Scalars['String']['output'];
};

export type AdminCategoryPayload = {
  __typename?: 'AdminCategoryPayload';
  category: Maybe<AdminCategory>;
  userErrors: Array<UserError>;
};

export type AdminCoupon = {
  __typename?: 'AdminCoupon';
  /** euros for fixed_*, percent for percent (10.5 = 10.5 %) */
  amount: Scalars['Decimal']['output'];
  code: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** fixed_cart, percent or fixed_product */
  discountType: Scalars['String']['output'];
  expiresAt: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  maximumAmount: Maybe<Scalars['Decimal']['output']>;
  minimumAmount: Maybe<Scalars['Decimal']['output']>;
  productIds: Array<Scalars['ID']['output']>;
  usageCount: Scalars['Int']['output'];
  usageLimit: Maybe<Scalars['Int']['output']>;
};

export type AdminCouponPayload = {
  __typename?: 'AdminCouponPayload';
  coupon: Maybe<AdminCoupon>;
  userErrors: Array<UserError>;
};

export type AdminCustomer = {
  __typename?: 'AdminCustomer';
  address: Maybe<Scalars['String']['output']>;
  company: Maybe<Scalars['String']['output']>;
  companyName: Maybe<Scalars['String']['output']>;
  companyRegNumber: Maybe<Scalars['String']['output']>;
  companyVatNumber: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  groupCode: Maybe<Scalars['String']['output']>;
  /** the buyer group whose prices the buyer pays (issue 18); null = the default group */
  groupId: Maybe<Scalars['ID']['output']>;
  /** the name of the buyer's group (the default group's when groupId is null; empty when the shop has none) */
  groupName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** the uploaded trade licence, or null */
  licence: Maybe<AdminLicence>;
  memberSince: Scalars['DateTime']['output'];
  name: Scalars['String']['output'];
  orderCount: Scalars['Int']['output'];
  orders: AdminOrderPage;
  phone: Maybe<Scalars['String']['output']>;
  status: CustomerStatus;
  /** why the application was rejected or the account blocked */
  statusReason: Maybe<Scalars['String']['output']>;
  /** the totals of the buyer's orders that were not cancelled or refunded */
  totalSpent: Money;
};


export type AdminCustomerOrdersArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

export type AdminCustomerFilter = {
  /** name, e-mail, company, registration or VAT number */
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<CustomerStatus>;
};

export type AdminCustomerPage = {
  __typename?: 'AdminCustomerPage';
  items: Array<AdminCustomer>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

export type AdminCustomerPayload = {
  __typename?: 'AdminCustomerPayload';
  customer: Maybe<AdminCustomer>;
  userErrors: Array<UserError>;
};

export type AdminFaq = {
  __typename?: 'AdminFaq';
  answer: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  position: Scalars['Int']['output'];
  question: Scalars['String']['output'];
};

export type AdminFaqPayload = {
  __typename?: 'AdminFaqPayload';
  faq: Maybe<AdminFaq>;
  userErrors: Array<UserError>;
};

export type AdminImage = {
  __typename?: 'AdminImage';
  alt: Scalars['String']['output'];
  /** a media id from POST /admin/media, or null for images that are plain paths (seed data) */
  mediaId: Maybe<Scalars['ID']['output']>;
  src: Scalars['String']['output'];
};

export type AdminImageInput = {
  alt?: InputMaybe<Scalars['String']['input']>;
  /** from POST /admin/media */
  mediaId?: InputMaybe<Scalars['ID']['input']>;
  /** an existing image's path (kept as is) */
  src?: InputMaybe<Scalars['String']['input']>;
};

/** a buyer's trade licence (issue 17) */
export type AdminLicence = {
  __typename?: 'AdminLicence';
  companyName: Maybe<Scalars['String']['output']>;
  contentType: Scalars['String']['output'];
  customerEmail: Scalars['String']['output'];
  customerId: Scalars['ID']['output'];
  customerName: Scalars['String']['output'];
  customerStatus: CustomerStatus;
  expired: Scalars['Boolean']['output'];
  /** the last day it is valid (YYYY-MM-DD) */
  expiresOn: Scalars['String']['output'];
  /** expires within 30 days (and has not yet) */
  expiresSoon: Scalars['Boolean']['output'];
  fileName: Scalars['String']['output'];
  size: Scalars['Int']['output'];
  uploadedAt: Scalars['DateTime']['output'];
  /** GET, staff only */
  url: Scalars['String']['output'];
};

export type AdminLicencePage = {
  __typename?: 'AdminLicencePage';
  items: Array<AdminLicence>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

export type AdminOrder = {
  __typename?: 'AdminOrder';
  billing: AdminAddress;
  buyerEmail: Scalars['String']['output'];
  buyerName: Scalars['String']['output'];
  comment: Maybe<Scalars['String']['output']>;
  company: Maybe<Scalars['String']['output']>;
  couponCode: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** the credit note's number once an invoiced order was cancelled or refunded; its PDF is GET /admin/invoices/<number>.pdf */
  creditNoteNumber: Maybe<Scalars['String']['output']>;
  currencyCode: Scalars['String']['output'];
  /** null for guest orders */
  customer: Maybe<AdminCustomer>;
  discount: Money;
  history: Array<OrderStatusChange>;
  id: Scalars['ID']['output'];
  /** the invoice number (2026-00001); its PDF is GET /admin/invoices/<number>.pdf */
  invoiceNumber: Maybe<Scalars['String']['output']>;
  itemCount: Scalars['Int']['output'];
  lines: Array<AdminOrderLine>;
  /** the statuses this order may move to next */
  nextStatuses: Array<Scalars['String']['output']>;
  /** the public reference (1001, ...) */
  number: Scalars['String']['output'];
  /** the buyer's purchase-order reference */
  poNumber: Maybe<Scalars['String']['output']>;
  shipping: AdminAddress;
  /** shipping charged, excluding VAT */
  shippingTotal: Money;
  status: Scalars['String']['output'];
  subtotal: Money;
  /** VAT charged */
  taxTotal: Money;
  /** subtotal − discount + shipping + VAT */
  total: Money;
};

export type AdminOrderFilter = {
  /**
   * Inclusive, ISO dates (2026-11-01) or date-times. A date means that whole day in the shop's time zone
   * (Europe/Amsterdam); a date-time at exactly 00:00 UTC is read as that date (it is what a date becomes);
   * any other date-time is that instant.
   */
  from?: InputMaybe<Scalars['DateTime']['input']>;
  /** order number, buyer name, company, or e-mail */
  search?: InputMaybe<Scalars['String']['input']>;
  /** pending, processing, completed, cancelled, refunded (lower case) */
  status?: InputMaybe<Scalars['String']['input']>;
  /** inclusive, as `from` */
  to?: InputMaybe<Scalars['DateTime']['input']>;
};

export type AdminOrderLine = {
  __typename?: 'AdminOrderLine';
  lineTotal: Money;
  name: Scalars['String']['output'];
  productId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  unitPrice: Money;
  variationId: Maybe<Scalars['ID']['output']>;
};

export type AdminOrderPage = {
  __typename?: 'AdminOrderPage';
  items: Array<AdminOrder>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

export type AdminOrderPayload = {
  __typename?: 'AdminOrderPayload';
  order: Maybe<AdminOrder>;
  userErrors: Array<UserError>;
};

export type AdminOrderSort =
  | 'CREATED_AT'
  | 'NUMBER'
  | 'STATUS'
  | 'TOTAL';

export type AdminPage = {
  __typename?: 'AdminPage';
  content: Scalars['String']['output'];
  modified: Scalars['DateTime']['output'];
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type AdminPagePayload = {
  __typename?: 'AdminPagePayload';
  page: Maybe<AdminPage>;
  userErrors: Array<UserError>;
};

export type AdminPartnerReview = {
  __typename?: 'AdminPartnerReview';
  companyName: Scalars['String']['output'];
  content: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  partnerName: Scalars['String']['output'];
  partnerPosition: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  rating: Scalars['Int']['output'];
};

export type AdminPartnerReviewPayload = {
  __typename?: 'AdminPartnerReviewPayload';
  partnerReview: Maybe<AdminPartnerReview>;
  userErrors: Array<UserError>;
};

export type AdminPost = {
  __typename?: 'AdminPost';
  content: Scalars['String']['output'];
  excerpt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  publishedAt: Maybe<Scalars['DateTime']['output']>;
  slug: Scalars['String']['output'];
  /** draft or publish */
  status: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type AdminPostPage = {
  __typename?: 'AdminPostPage';
  items: Array<AdminPost>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

export type AdminPostPayload = {
  __typename?: 'AdminPostPayload';
  post: Maybe<AdminPost>;
  userErrors: Array<UserError>;
};

/** A quantity break: from minQuantity units on, each costs price (excl. VAT). */
export type AdminPriceTier = {
  __typename?: 'AdminPriceTier';
  minQuantity: Scalars['Int']['output'];
  price: Money;
};

export type AdminProduct = {
  __typename?: 'AdminProduct';
  attributes: Array<AdminAttribute>;
  benefits: Array<Scalars['String']['output']>;
  /** visible or hidden */
  catalogVisibility: Scalars['String']['output'];
  categories: Array<AdminCategory>;
  createdAt: Scalars['DateTime']['output'];
  /** sanitised HTML */
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  images: Array<AdminImage>;
  ingredients: Array<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  price: Money;
  shortDescription: Scalars['String']['output'];
  /** null when the product has none */
  sku: Maybe<Scalars['String']['output']>;
  slug: Scalars['String']['output'];
  specifications: Array<AdminSpecification>;
  /** publish or draft */
  status: Scalars['String']['output'];
  stockQuantity: Maybe<Scalars['Int']['output']>;
  /** instock or outofstock */
  stockStatus: Scalars['String']['output'];
  /** VAT class: standard (21 %), reduced (9 %) or zero (0 %) */
  taxClass: Scalars['String']['output'];
  /** simple or variable */
  type: Scalars['String']['output'];
  variations: Array<AdminVariation>;
};

export type AdminProductFilter = {
  /** visible or hidden */
  catalogVisibility?: InputMaybe<Scalars['String']['input']>;
  categorySlug?: InputMaybe<Scalars['String']['input']>;
  /** part of the name or slug, or the start of a product or variation SKU */
  search?: InputMaybe<Scalars['String']['input']>;
  /** instock or outofstock */
  stockStatus?: InputMaybe<Scalars['String']['input']>;
};

export type AdminProductPage = {
  __typename?: 'AdminProductPage';
  items: Array<AdminProduct>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

export type AdminProductPayload = {
  __typename?: 'AdminProductPayload';
  product: Maybe<AdminProduct>;
  userErrors: Array<UserError>;
};

export type AdminProductSort =
  | 'CREATED_AT'
  | 'NAME'
  | 'POSITION'
  | 'PRICE';

export type AdminSettings = {
  __typename?: 'AdminSettings';
  /**
   * auto: a registration is approved at once; manual: it is PENDING (no prices, no ordering, no guest
   * checkout) until staff approve it. The console's value, or BUYER_APPROVAL when none is saved.
   */
  buyerApproval: BuyerApproval;
  /** products at or below this stock quantity show on the dashboard as low stock */
  lowStockThreshold: Scalars['Int']['output'];
  /** where new orders and contact messages are announced (empty: nowhere) */
  notificationEmail: Scalars['String']['output'];
  /** embedded or wordpress; with wordpress the shop is operated in WordPress and most of the console is read-only */
  storeBackend: Scalars['String']['output'];
  /** the WordPress admin address when storeBackend is wordpress */
  wordpressAdminUrl: Maybe<Scalars['String']['output']>;
};

export type AdminSettingsInput = {
  buyerApproval?: InputMaybe<BuyerApproval>;
  lowStockThreshold?: InputMaybe<Scalars['Int']['input']>;
  notificationEmail?: InputMaybe<Scalars['String']['input']>;
};

export type AdminSettingsPayload = {
  __typename?: 'AdminSettingsPayload';
  settings: Maybe<AdminSettings>;
  userErrors: Array<UserError>;
};

export type AdminSortDirection =
  | 'ASC'
  | 'DESC';

export type AdminSpecification = {
  __typename?: 'AdminSpecification';
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type AdminTeamMember = {
  __typename?: 'AdminTeamMember';
  bio: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  image: Maybe<AdminImage>;
  name: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  role: Scalars['String']['output'];
};

export type AdminTeamMemberPayload = {
  __typename?: 'AdminTeamMemberPayload';
  teamMember: Maybe<AdminTeamMember>;
  userErrors: Array<UserError>;
};

export type AdminVariation = {
  __typename?: 'AdminVariation';
  attributes: Array<AdminVariationAttribute>;
  id: Scalars['ID']['output'];
  image: Maybe<AdminImage>;
  /** the variation's own minimum order quantity; null: the product's */
  minQuantity: Maybe<Scalars['Int']['output']>;
  price: Money;
  /** quantity breaks of the variation's own price, lowest quantity first */
  priceTiers: Array<AdminPriceTier>;
  /** the variation's own case pack; null: the product's */
  quantityStep: Maybe<Scalars['Int']['output']>;
  /** null when the variation has none */
  sku: Maybe<Scalars['String']['output']>;
  stockQuantity: Maybe<Scalars['Int']['output']>;
  stockStatus: Scalars['String']['output'];
};

export type AdminVariationAttribute = {
  __typename?: 'AdminVariationAttribute';
  name: Scalars['String']['output'];
  option: Scalars['String']['output'];
};

export type AttributeInput = {
  name: Scalars['String']['input'];
  options: Array<Scalars['String']['input']>;
};

export type AuditEntry = {
  __typename?: 'AuditEntry';
  /** e.g. order.status, product.save, coupon.delete, staff.save, customer.block; buyers' own changes: buyer.register, buyer.profile, buyer.delete */
  action: Scalars['String']['output'];
  /** the staff member's e-mail (or "system") */
  actor: Scalars['String']['output'];
  after: Maybe<Scalars['String']['output']>;
  at: Scalars['DateTime']['output'];
  /** JSON of the changed fields before and after (secrets and password hashes never included) */
  before: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** what was changed, e.g. "order 1001", "product cbd-oil-10" */
  subject: Scalars['String']['output'];
};

export type AuditFilter = {
  action?: InputMaybe<Scalars['String']['input']>;
  actor?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};

export type AuditPage = {
  __typename?: 'AuditPage';
  items: Array<AuditEntry>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

export type BuyerApproval =
  | 'auto'
  | 'manual';

export type BuyerGroupInput = {
  /** null: a new group */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** replaces every item of the group */
  items: Array<BuyerGroupItemInput>;
  name: Scalars['String']['input'];
  /** 0–100 with at most two decimals */
  percentOff: Scalars['String']['input'];
};

export type BuyerGroupItemInput = {
  /** the explicit unit price excluding VAT (e.g. "9.50"), or null for the percentage */
  price?: InputMaybe<Scalars['Decimal']['input']>;
  productId: Scalars['ID']['input'];
  tiers?: InputMaybe<Array<BuyerGroupTierInput>>;
  variationId?: InputMaybe<Scalars['ID']['input']>;
};

export type BuyerGroupTierInput = {
  minQuantity: Scalars['Int']['input'];
  price: Scalars['Decimal']['input'];
};

export type CategoryInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  image?: InputMaybe<AdminImageInput>;
  name: Scalars['String']['input'];
  position?: InputMaybe<Scalars['Int']['input']>;
  slug: Scalars['String']['input'];
};

/** What the console needs before anyone signs in (no session required). */
export type ConsoleInfo = {
  __typename?: 'ConsoleInfo';
  shopName: Scalars['String']['output'];
  /** embedded or wordpress */
  storeBackend: Scalars['String']['output'];
  /** with wordpress the shop is operated in WordPress: the console says so and links here */
  wordpressAdminUrl: Maybe<Scalars['String']['output']>;
};

export type ContactMessage = {
  __typename?: 'ContactMessage';
  company: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  handled: Scalars['Boolean']['output'];
  handledAt: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
  name: Scalars['String']['output'];
  phone: Maybe<Scalars['String']['output']>;
  read: Scalars['Boolean']['output'];
  replies: Array<MessageReply>;
  subject: Scalars['String']['output'];
};

export type ContactMessagePage = {
  __typename?: 'ContactMessagePage';
  items: Array<ContactMessage>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

export type ContactMessagePayload = {
  __typename?: 'ContactMessagePayload';
  message: Maybe<ContactMessage>;
  userErrors: Array<UserError>;
};

export type CouponInput = {
  amount: Scalars['Decimal']['input'];
  code: Scalars['String']['input'];
  discountType: Scalars['String']['input'];
  expiresAt?: InputMaybe<Scalars['DateTime']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  maximumAmount?: InputMaybe<Scalars['Decimal']['input']>;
  minimumAmount?: InputMaybe<Scalars['Decimal']['input']>;
  productIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  usageLimit?: InputMaybe<Scalars['Int']['input']>;
};

export type CustomerStatus =
  | 'APPROVED'
  | 'BLOCKED'
  | 'PENDING'
  | 'REJECTED';

/**
 * Today and this month are the shop's calendar in Europe/Amsterdam. Orders count whatever their status;
 * revenue sums the totals of those orders that were not cancelled or refunded.
 */
export type Dashboard = {
  __typename?: 'Dashboard';
  customersAwaitingApproval: Scalars['Int']['output'];
  /** out of stock, or tracked at or below the lowStockThreshold setting (default 5); visible products first; at most 10 */
  lowStock: Array<LowStockProduct>;
  /** orders with status pending or processing */
  ordersAwaitingProcessing: Scalars['Int']['output'];
  ordersThisMonth: Scalars['Int']['output'];
  ordersToday: Scalars['Int']['output'];
  revenueThisMonth: Money;
  revenueToday: Money;
  unreadMessages: Scalars['Int']['output'];
};

export type FaqInput = {
  answer: Scalars['String']['input'];
  id?: InputMaybe<Scalars['ID']['input']>;
  position?: InputMaybe<Scalars['Int']['input']>;
  question: Scalars['String']['input'];
};

/** When invoices are issued: with the order, or when staff move it to processing or completed. */
export type InvoiceTiming =
  | 'confirmed'
  | 'placed';

export type LowStockProduct = {
  __typename?: 'LowStockProduct';
  inStock: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  productId: Scalars['ID']['output'];
  slug: Scalars['String']['output'];
  /** null when stock is not tracked and the product is marked out of stock */
  stockQuantity: Maybe<Scalars['Int']['output']>;
};

export type MessageFilter = {
  search?: InputMaybe<Scalars['String']['input']>;
  /** unread, open (not handled) or handled; absent: all */
  state?: InputMaybe<Scalars['String']['input']>;
};

export type MessageReply = {
  __typename?: 'MessageReply';
  actor: Scalars['String']['output'];
  at: Scalars['DateTime']['output'];
  text: Scalars['String']['output'];
};

export type Money = {
  __typename?: 'Money';
  amount: Scalars['Decimal']['output'];
  currencyCode: Scalars['String']['output'];
};

/** The shop's money settings; environment values are the defaults until an owner saves them. */
export type MoneySettings = {
  __typename?: 'MoneySettings';
  invoiceTiming: InvoiceTiming;
  /** goods after discount, excl. VAT, below which checkout is refused; 0: no minimum */
  minimumOrderValue: Scalars['Decimal']['output'];
  /** the payment method orders record, e.g. Invoice (bank transfer, 30 days) */
  paymentMethod: Scalars['String']['output'];
  /** days until an invoice is due */
  paymentTermsDays: Scalars['Int']['output'];
  seller: SellerLegalDetails;
  shipping: Array<ZoneShippingRate>;
};

/** Amounts as decimal strings ("9.95"); errors name the field, e.g. ["input", "iban"]. */
export type MoneySettingsInput = {
  bic: Scalars['String']['input'];
  email: Scalars['String']['input'];
  iban: Scalars['String']['input'];
  invoiceTiming: InvoiceTiming;
  kvk: Scalars['String']['input'];
  minimumOrderValue: Scalars['String']['input'];
  paymentTermsDays: Scalars['Int']['input'];
  sellerAddress: Array<Scalars['String']['input']>;
  sellerName: Scalars['String']['input'];
  shippingEU: ZoneShippingRateInput;
  shippingNL: ZoneShippingRateInput;
  shippingWorld: ZoneShippingRateInput;
  vatNumber: Scalars['String']['input'];
};

export type MoneySettingsPayload = {
  __typename?: 'MoneySettingsPayload';
  moneySettings: Maybe<MoneySettings>;
  userErrors: Array<UserError>;
};

export type Mutation = {
  __typename?: 'Mutation';
  adminLogin: AdminAuthPayload;
  adminLogout: Scalars['Boolean']['output'];
  /** a PENDING application only (issue 17); the buyer is e-mailed; `groupId` puts the buyer in a buyer group (null: the default group) */
  approveCustomer: AdminCustomerPayload;
  /** an APPROVED buyer only; ends the buyer's sessions at once on every gateway, and the buyer cannot log in */
  blockCustomer: AdminCustomerPayload;
  /** the signed-in staff member's own password */
  changeStaffPassword: MutationResult;
  deleteCategory: MutationResult;
  deleteCoupon: MutationResult;
  /**
   * OWNER only (GDPR right to erasure): anonymises the buyer's account and the personal data on its
   * orders (the orders are kept), ends its sessions; it can no longer log in
   */
  deleteCustomerData: MutationResult;
  deleteFaq: MutationResult;
  deletePartnerReview: MutationResult;
  deletePost: MutationResult;
  deleteProduct: MutationResult;
  /** OWNER only; an owner cannot remove the last active owner */
  deleteStaff: MutationResult;
  deleteTeamMember: MutationResult;
  markMessageHandled: ContactMessagePayload;
  markMessageRead: ContactMessagePayload;
  /** a PENDING application only; the buyer is e-mailed the reason */
  rejectCustomer: AdminCustomerPayload;
  /** ids in their new order */
  reorderFaqs: MutationResult;
  /** sends an e-mail to the sender (outbox without SMTP) and marks the message handled */
  replyToMessage: ContactMessagePayload;
  /** OWNER only: creates (input.id null) or changes a buyer group */
  saveBuyerGroup: AdminBuyerGroupPayload;
  saveCategory: AdminCategoryPayload;
  saveCoupon: AdminCouponPayload;
  saveFaq: AdminFaqPayload;
  /** owners only; audited as settings.money.save */
  saveMoneySettings: MoneySettingsPayload;
  savePage: AdminPagePayload;
  savePartnerReview: AdminPartnerReviewPayload;
  savePost: AdminPostPayload;
  saveProduct: AdminProductPayload;
  /** OWNER only */
  saveSettings: AdminSettingsPayload;
  /** OWNER only */
  saveStaff: StaffPayload;
  saveTeamMember: AdminTeamMemberPayload;
  /** moves a buyer to another buyer group (null: the default group); the new prices show at once */
  setCustomerGroup: AdminCustomerPayload;
  /** pending → processing → completed, or cancelled/refunded; the buyer is e-mailed */
  setOrderStatus: AdminOrderPayload;
  /** a BLOCKED buyer only: APPROVED again */
  unblockCustomer: AdminCustomerPayload;
};


export type MutationAdminLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationApproveCustomerArgs = {
  groupCode?: InputMaybe<Scalars['String']['input']>;
  groupId?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationBlockCustomerArgs = {
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationChangeStaffPasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


export type MutationDeleteCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteCouponArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteCustomerDataArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteFaqArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeletePartnerReviewArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeletePostArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteProductArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteStaffArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteTeamMemberArgs = {
  id: Scalars['ID']['input'];
};


export type MutationMarkMessageHandledArgs = {
  handled?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationMarkMessageReadArgs = {
  id: Scalars['ID']['input'];
  read?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationRejectCustomerArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationReorderFaqsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationReplyToMessageArgs = {
  id: Scalars['ID']['input'];
  text: Scalars['String']['input'];
};


export type MutationSaveBuyerGroupArgs = {
  input: BuyerGroupInput;
};


export type MutationSaveCategoryArgs = {
  input: CategoryInput;
};


export type MutationSaveCouponArgs = {
  input: CouponInput;
};


export type MutationSaveFaqArgs = {
  input: FaqInput;
};


export type MutationSaveMoneySettingsArgs = {
  input: MoneySettingsInput;
};


export type MutationSavePageArgs = {
  input: PageInput;
  slug: Scalars['String']['input'];
};


export type MutationSavePartnerReviewArgs = {
  input: PartnerReviewInput;
};


export type MutationSavePostArgs = {
  input: PostInput;
};


export type MutationSaveProductArgs = {
  input: ProductInput;
};


export type MutationSaveSettingsArgs = {
  input: AdminSettingsInput;
};


export type MutationSaveStaffArgs = {
  input: StaffInput;
};


export type MutationSaveTeamMemberArgs = {
  input: TeamMemberInput;
};


export type MutationSetCustomerGroupArgs = {
  groupId?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationSetOrderStatusArgs = {
  id: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  status: Scalars['String']['input'];
};


export type MutationUnblockCustomerArgs = {
  id: Scalars['ID']['input'];
};

export type MutationResult = {
  __typename?: 'MutationResult';
  ok: Scalars['Boolean']['output'];
  userErrors: Array<UserError>;
};

export type OrderStatusChange = {
  __typename?: 'OrderStatusChange';
  actor: Scalars['String']['output'];
  at: Scalars['DateTime']['output'];
  from: Scalars['String']['output'];
  note: Maybe<Scalars['String']['output']>;
  to: Scalars['String']['output'];
};

export type PageInput = {
  content: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

export type PartnerReviewInput = {
  companyName?: InputMaybe<Scalars['String']['input']>;
  content: Scalars['String']['input'];
  id?: InputMaybe<Scalars['ID']['input']>;
  partnerName: Scalars['String']['input'];
  partnerPosition?: InputMaybe<Scalars['String']['input']>;
  position?: InputMaybe<Scalars['Int']['input']>;
  /** 0 (unknown) or 1 to 5 */
  rating?: InputMaybe<Scalars['Int']['input']>;
};

export type PostInput = {
  content: Scalars['String']['input'];
  excerpt?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  slug: Scalars['String']['input'];
  status: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

export type PriceTierInput = {
  /** 2 or more */
  minQuantity: Scalars['Int']['input'];
  /** below the list price */
  price: Scalars['Decimal']['input'];
};

export type ProductInput = {
  attributes?: InputMaybe<Array<AttributeInput>>;
  benefits?: InputMaybe<Array<Scalars['String']['input']>>;
  /** visible or hidden */
  catalogVisibility: Scalars['String']['input'];
  categorySlugs: Array<Scalars['String']['input']>;
  /** HTML from the editor; sanitised on save */
  description?: InputMaybe<Scalars['String']['input']>;
  /** absent: create */
  id?: InputMaybe<Scalars['ID']['input']>;
  images?: InputMaybe<Array<AdminImageInput>>;
  ingredients?: InputMaybe<Array<Scalars['String']['input']>>;
  name: Scalars['String']['input'];
  position?: InputMaybe<Scalars['Int']['input']>;
  /** the product's own price; a variable product's shop price comes from its variations */
  price: Scalars['Decimal']['input'];
  shortDescription?: InputMaybe<Scalars['String']['input']>;
  /** unique in the shop (products and variations, case-insensitive); null or empty: none */
  sku?: InputMaybe<Scalars['String']['input']>;
  slug: Scalars['String']['input'];
  specifications?: InputMaybe<Array<SpecificationInput>>;
  /** publish or draft (a draft is not in the shop) */
  status: Scalars['String']['input'];
  stockQuantity?: InputMaybe<Scalars['Int']['input']>;
  /** instock or outofstock */
  stockStatus: Scalars['String']['input'];
  /** VAT class: standard (21 %), reduced (9 %) or zero (0 %); absent: standard for a new product, unchanged otherwise */
  taxClass?: InputMaybe<Scalars['String']['input']>;
  /** simple or variable */
  type: Scalars['String']['input'];
  variations?: InputMaybe<Array<VariationInput>>;
};

export type Query = {
  __typename?: 'Query';
  auditLog: AuditPage;
  /** the shop's buyer groups, the default group first (every staff member reads them) */
  buyerGroups: Array<AdminBuyerGroup>;
  categories: Array<AdminCategory>;
  consoleInfo: ConsoleInfo;
  coupons: Array<AdminCoupon>;
  customer: Maybe<AdminCustomer>;
  customers: AdminCustomerPage;
  dashboard: Dashboard;
  /** OWNER only: everything the shop keeps about a buyer, as one JSON document (GDPR right of access) */
  exportCustomerData: Maybe<Scalars['String']['output']>;
  faqs: Array<AdminFaq>;
  /** buyers' trade licences, soonest expiry first */
  licences: AdminLicencePage;
  message: Maybe<ContactMessage>;
  messages: ContactMessagePage;
  /** owners only: shipping, minimum order value, seller details, payment terms, invoice timing */
  moneySettings: MoneySettings;
  /** by number (1001) or internal id */
  order: Maybe<AdminOrder>;
  orders: AdminOrderPage;
  /** the privacy policy (slug privacy-policy) */
  page: Maybe<AdminPage>;
  partnerReviews: Array<AdminPartnerReview>;
  post: Maybe<AdminPost>;
  posts: AdminPostPage;
  product: Maybe<AdminProduct>;
  products: AdminProductPage;
  /** OWNER only */
  settings: AdminSettings;
  /** OWNER only */
  staff: Array<Staff>;
  staffMe: Maybe<Staff>;
  teamMembers: Array<AdminTeamMember>;
};


export type QueryAuditLogArgs = {
  filter?: InputMaybe<AuditFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCustomerArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCustomersArgs = {
  filter?: InputMaybe<AdminCustomerFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryExportCustomerDataArgs = {
  id: Scalars['ID']['input'];
};


export type QueryLicencesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMessageArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMessagesArgs = {
  filter?: InputMaybe<MessageFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOrdersArgs = {
  direction?: InputMaybe<AdminSortDirection>;
  filter?: InputMaybe<AdminOrderFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<AdminOrderSort>;
};


export type QueryPageArgs = {
  slug: Scalars['String']['input'];
};


export type QueryPostArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPostsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryProductArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProductsArgs = {
  direction?: InputMaybe<AdminSortDirection>;
  filter?: InputMaybe<AdminProductFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<AdminProductSort>;
};

/** The seller's legal details printed on invoices (each invoice keeps the details it was issued with). */
export type SellerLegalDetails = {
  __typename?: 'SellerLegalDetails';
  addressLines: Array<Scalars['String']['output']>;
  bic: Scalars['String']['output'];
  email: Scalars['String']['output'];
  iban: Scalars['String']['output'];
  /** Dutch Chamber of Commerce (KvK) number */
  kvk: Scalars['String']['output'];
  name: Scalars['String']['output'];
  vatNumber: Scalars['String']['output'];
};

export type SpecificationInput = {
  label: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

export type Staff = {
  __typename?: 'Staff';
  /** false once an owner has disabled the account (its sessions end at once) */
  active: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastLoginAt: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  role: StaffRole;
};

export type StaffInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  email: Scalars['String']['input'];
  /** absent: create */
  id?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
  /** required when creating; when updating, absent keeps the password */
  password?: InputMaybe<Scalars['String']['input']>;
  role: StaffRole;
};

export type StaffPayload = {
  __typename?: 'StaffPayload';
  staff: Maybe<Staff>;
  userErrors: Array<UserError>;
};

/** OWNER: everything, incl. staff management and settings. STAFF: orders, buyers, inbox, catalogue, coupons and content. */
export type StaffRole =
  | 'OWNER'
  | 'STAFF';

export type TeamMemberInput = {
  bio?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  image?: InputMaybe<AdminImageInput>;
  name: Scalars['String']['input'];
  position?: InputMaybe<Scalars['Int']['input']>;
  role?: InputMaybe<Scalars['String']['input']>;
};

export type UserError = {
  __typename?: 'UserError';
  code: Scalars['String']['output'];
  /** Path to the input field the error is about, e.g. ["email"]; null for the whole input. */
  field: Maybe<Array<Scalars['String']['output']>>;
  message: Scalars['String']['output'];
};

export type VariationAttributeInput = {
  name: Scalars['String']['input'];
  option: Scalars['String']['input'];
};

export type VariationInput = {
  attributes: Array<VariationAttributeInput>;
  /** absent: a new variation */
  id?: InputMaybe<Scalars['ID']['input']>;
  image?: InputMaybe<AdminImageInput>;
  /** minimum order quantity of this variation (absent or null: the product's) */
  minQuantity?: InputMaybe<Scalars['Int']['input']>;
  price: Scalars['Decimal']['input'];
  /** quantity breaks of this variation's price (absent: none) */
  priceTiers?: InputMaybe<Array<PriceTierInput>>;
  /** case pack of this variation (absent or null: the product's) */
  quantityStep?: InputMaybe<Scalars['Int']['input']>;
  /** unique in the shop (products and variations, case-insensitive); null or empty: none */
  sku?: InputMaybe<Scalars['String']['input']>;
  stockQuantity?: InputMaybe<Scalars['Int']['input']>;
  /** instock or outofstock */
  stockStatus: Scalars['String']['input'];
};

/** One shipping zone's price: a flat rate per order, free from an amount of goods (after discount, excl. VAT). */
export type ZoneShippingRate = {
  __typename?: 'ZoneShippingRate';
  /** null: never free */
  freeFrom: Maybe<Scalars['Decimal']['output']>;
  /** the zone's name, e.g. Netherlands */
  name: Scalars['String']['output'];
  rate: Scalars['Decimal']['output'];
  /** NL, EU or WORLD */
  zone: Scalars['String']['output'];
};

export type ZoneShippingRateInput = {
  /** empty or null: never free */
  freeFrom?: InputMaybe<Scalars['String']['input']>;
  rate: Scalars['String']['input'];
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
  AdminAddress: ResolverTypeWrapper<AdminAddress>;
  AdminAttribute: ResolverTypeWrapper<AdminAttribute>;
  AdminAuthPayload: ResolverTypeWrapper<AdminAuthPayload>;
  AdminBuyerGroup: ResolverTypeWrapper<AdminBuyerGroup>;
  AdminBuyerGroupItem: ResolverTypeWrapper<AdminBuyerGroupItem>;
  AdminBuyerGroupPayload: ResolverTypeWrapper<AdminBuyerGroupPayload>;
  AdminBuyerGroupTier: ResolverTypeWrapper<AdminBuyerGroupTier>;
  AdminCategory: ResolverTypeWrapper<AdminCategory>;
  AdminCategoryPayload: ResolverTypeWrapper<AdminCategoryPayload>;
  AdminCoupon: ResolverTypeWrapper<AdminCoupon>;
  AdminCouponPayload: ResolverTypeWrapper<AdminCouponPayload>;
  AdminCustomer: ResolverTypeWrapper<AdminCustomer>;
  AdminCustomerFilter: AdminCustomerFilter;
  AdminCustomerPage: ResolverTypeWrapper<AdminCustomerPage>;
  AdminCustomerPayload: ResolverTypeWrapper<AdminCustomerPayload>;
  AdminFaq: ResolverTypeWrapper<AdminFaq>;
  AdminFaqPayload: ResolverTypeWrapper<AdminFaqPayload>;
  AdminImage: ResolverTypeWrapper<AdminImage>;
  AdminImageInput: AdminImageInput;
  AdminLicence: ResolverTypeWrapper<AdminLicence>;
  AdminLicencePage: ResolverTypeWrapper<AdminLicencePage>;
  AdminOrder: ResolverTypeWrapper<AdminOrder>;
  AdminOrderFilter: AdminOrderFilter;
  AdminOrderLine: ResolverTypeWrapper<AdminOrderLine>;
  AdminOrderPage: ResolverTypeWrapper<AdminOrderPage>;
  AdminOrderPayload: ResolverTypeWrapper<AdminOrderPayload>;
  AdminOrderSort: AdminOrderSort;
  AdminPage: ResolverTypeWrapper<AdminPage>;
  AdminPagePayload: ResolverTypeWrapper<AdminPagePayload>;
  AdminPartnerReview: ResolverTypeWrapper<AdminPartnerReview>;
  AdminPartnerReviewPayload: ResolverTypeWrapper<AdminPartnerReviewPayload>;
  AdminPost: ResolverTypeWrapper<AdminPost>;
  AdminPostPage: ResolverTypeWrapper<AdminPostPage>;
  AdminPostPayload: ResolverTypeWrapper<AdminPostPayload>;
  AdminPriceTier: ResolverTypeWrapper<AdminPriceTier>;
  AdminProduct: ResolverTypeWrapper<AdminProduct>;
  AdminProductFilter: AdminProductFilter;
  AdminProductPage: ResolverTypeWrapper<AdminProductPage>;
  AdminProductPayload: ResolverTypeWrapper<AdminProductPayload>;
  AdminProductSort: AdminProductSort;
  AdminSettings: ResolverTypeWrapper<AdminSettings>;
  AdminSettingsInput: AdminSettingsInput;
  AdminSettingsPayload: ResolverTypeWrapper<AdminSettingsPayload>;
  AdminSortDirection: AdminSortDirection;
  AdminSpecification: ResolverTypeWrapper<AdminSpecification>;
  AdminTeamMember: ResolverTypeWrapper<AdminTeamMember>;
  AdminTeamMemberPayload: ResolverTypeWrapper<AdminTeamMemberPayload>;
  AdminVariation: ResolverTypeWrapper<AdminVariation>;
  AdminVariationAttribute: ResolverTypeWrapper<AdminVariationAttribute>;
  AttributeInput: AttributeInput;
  AuditEntry: ResolverTypeWrapper<AuditEntry>;
  AuditFilter: AuditFilter;
  AuditPage: ResolverTypeWrapper<AuditPage>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BuyerApproval: BuyerApproval;
  BuyerGroupInput: BuyerGroupInput;
  BuyerGroupItemInput: BuyerGroupItemInput;
  BuyerGroupTierInput: BuyerGroupTierInput;
  CategoryInput: CategoryInput;
  ConsoleInfo: ResolverTypeWrapper<ConsoleInfo>;
  ContactMessage: ResolverTypeWrapper<ContactMessage>;
  ContactMessagePage: ResolverTypeWrapper<ContactMessagePage>;
  ContactMessagePayload: ResolverTypeWrapper<ContactMessagePayload>;
  CouponInput: CouponInput;
  CustomerStatus: CustomerStatus;
  Dashboard: ResolverTypeWrapper<Dashboard>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Decimal: ResolverTypeWrapper<Scalars['Decimal']['output']>;
  FaqInput: FaqInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InvoiceTiming: InvoiceTiming;
  LowStockProduct: ResolverTypeWrapper<LowStockProduct>;
  MessageFilter: MessageFilter;
  MessageReply: ResolverTypeWrapper<MessageReply>;
  Money: ResolverTypeWrapper<Money>;
  MoneySettings: ResolverTypeWrapper<MoneySettings>;
  MoneySettingsInput: MoneySettingsInput;
  MoneySettingsPayload: ResolverTypeWrapper<MoneySettingsPayload>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MutationResult: ResolverTypeWrapper<MutationResult>;
  OrderStatusChange: ResolverTypeWrapper<OrderStatusChange>;
  PageInput: PageInput;
  PartnerReviewInput: PartnerReviewInput;
  PostInput: PostInput;
  PriceTierInput: PriceTierInput;
  ProductInput: ProductInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SellerLegalDetails: ResolverTypeWrapper<SellerLegalDetails>;
  SpecificationInput: SpecificationInput;
  Staff: ResolverTypeWrapper<Staff>;
  StaffInput: StaffInput;
  StaffPayload: ResolverTypeWrapper<StaffPayload>;
  StaffRole: StaffRole;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TeamMemberInput: TeamMemberInput;
  UserError: ResolverTypeWrapper<UserError>;
  VariationAttributeInput: VariationAttributeInput;
  VariationInput: VariationInput;
  ZoneShippingRate: ResolverTypeWrapper<ZoneShippingRate>;
  ZoneShippingRateInput: ZoneShippingRateInput;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AdminAddress: AdminAddress;
  AdminAttribute: AdminAttribute;
  AdminAuthPayload: AdminAuthPayload;
  AdminBuyerGroup: AdminBuyerGroup;
  AdminBuyerGroupItem: AdminBuyerGroupItem;
  AdminBuyerGroupPayload: AdminBuyerGroupPayload;
  AdminBuyerGroupTier: AdminBuyerGroupTier;
  AdminCategory: AdminCategory;
  AdminCategoryPayload: AdminCategoryPayload;
  AdminCoupon: AdminCoupon;
  AdminCouponPayload: AdminCouponPayload;
  AdminCustomer: AdminCustomer;
  AdminCustomerFilter: AdminCustomerFilter;
  AdminCustomerPage: AdminCustomerPage;
  AdminCustomerPayload: AdminCustomerPayload;
  AdminFaq: AdminFaq;
  AdminFaqPayload: AdminFaqPayload;
  AdminImage: AdminImage;
  AdminImageInput: AdminImageInput;
  AdminLicence: AdminLicence;
  AdminLicencePage: AdminLicencePage;
  AdminOrder: AdminOrder;
  AdminOrderFilter: AdminOrderFilter;
  AdminOrderLine: AdminOrderLine;
  AdminOrderPage: AdminOrderPage;
  AdminOrderPayload: AdminOrderPayload;
  AdminPage: AdminPage;
  AdminPagePayload: AdminPagePayload;
  AdminPartnerReview: AdminPartnerReview;
  AdminPartnerReviewPayload: AdminPartnerReviewPayload;
  AdminPost: AdminPost;
  AdminPostPage: AdminPostPage;
  AdminPostPayload: AdminPostPayload;
  AdminPriceTier: AdminPriceTier;
  AdminProduct: AdminProduct;
  AdminProductFilter: AdminProductFilter;
  AdminProductPage: AdminProductPage;
  AdminProductPayload: AdminProductPayload;
  AdminSettings: AdminSettings;
  AdminSettingsInput: AdminSettingsInput;
  AdminSettingsPayload: AdminSettingsPayload;
  AdminSpecification: AdminSpecification;
  AdminTeamMember: AdminTeamMember;
  AdminTeamMemberPayload: AdminTeamMemberPayload;
  AdminVariation: AdminVariation;
  AdminVariationAttribute: AdminVariationAttribute;
  AttributeInput: AttributeInput;
  AuditEntry: AuditEntry;
  AuditFilter: AuditFilter;
  AuditPage: AuditPage;
  Boolean: Scalars['Boolean']['output'];
  BuyerGroupInput: BuyerGroupInput;
  BuyerGroupItemInput: BuyerGroupItemInput;
  BuyerGroupTierInput: BuyerGroupTierInput;
  CategoryInput: CategoryInput;
  ConsoleInfo: ConsoleInfo;
  ContactMessage: ContactMessage;
  ContactMessagePage: ContactMessagePage;
  ContactMessagePayload: ContactMessagePayload;
  CouponInput: CouponInput;
  Dashboard: Dashboard;
  DateTime: Scalars['DateTime']['output'];
  Decimal: Scalars['Decimal']['output'];
  FaqInput: FaqInput;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  LowStockProduct: LowStockProduct;
  MessageFilter: MessageFilter;
  MessageReply: MessageReply;
  Money: Money;
  MoneySettings: MoneySettings;
  MoneySettingsInput: MoneySettingsInput;
  MoneySettingsPayload: MoneySettingsPayload;
  Mutation: Record<PropertyKey, never>;
  MutationResult: MutationResult;
  OrderStatusChange: OrderStatusChange;
  PageInput: PageInput;
  PartnerReviewInput: PartnerReviewInput;
  PostInput: PostInput;
  PriceTierInput: PriceTierInput;
  ProductInput: ProductInput;
  Query: Record<PropertyKey, never>;
  SellerLegalDetails: SellerLegalDetails;
  SpecificationInput: SpecificationInput;
  Staff: Staff;
  StaffInput: StaffInput;
  StaffPayload: StaffPayload;
  String: Scalars['String']['output'];
  TeamMemberInput: TeamMemberInput;
  UserError: UserError;
  VariationAttributeInput: VariationAttributeInput;
  VariationInput: VariationInput;
  ZoneShippingRate: ZoneShippingRate;
  ZoneShippingRateInput: ZoneShippingRateInput;
}>;

export type AdminAddressResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminAddress'] = ResolversParentTypes['AdminAddress']> = ResolversObject<{
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AdminAttributeResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminAttribute'] = ResolversParentTypes['AdminAttribute']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AdminAuthPayloadResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminAuthPayload'] = ResolversParentTypes['AdminAuthPayload']> = ResolversObject<{
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  staff?: Resolver<Maybe<ResolversTypes['Staff']>, ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type AdminBuyerGroupResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminBuyerGroup'] = ResolversParentTypes['AdminBuyerGroup']> = ResolversObject<{
  customerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['AdminBuyerGroupItem']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  percentOff?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AdminBuyerGroupItemResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminBuyerGroupItem'] = ResolversParentTypes['AdminBuyerGroupItem']> = ResolversObject<{
  listPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tiers?: Resolver<Array<ResolversTypes['AdminBuyerGroupTier']>, ParentType, ContextType>;
  variationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  variationLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AdminBuyerGroupPayloadResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminBuyerGroupPayload'] = ResolversParentTypes['AdminBuyerGroupPayload']> = ResolversObject<{
  group?: Resolver<Maybe<ResolversTypes['AdminBuyerGroup']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type AdminBuyerGroupTierResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminBuyerGroupTier'] = ResolversParentTypes['AdminBuyerGroupTier']> = ResolversObject<{
  minQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type AdminCategoryResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminCategory'] = ResolversParentTypes['AdminCategory']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['AdminImage']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AdminCategoryPayloadResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminCategoryPayload'] = ResolversParentTypes['AdminCategoryPayload']> = ResolversObject<{
  category?: Resolver<Maybe<ResolversTypes['AdminCategory']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type AdminCouponResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminCoupon'] = ResolversParentTypes['AdminCoupon']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  discountType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maximumAmount?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  minimumAmount?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  productIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  usageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  usageLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type AdminCouponPayloadResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminCouponPayload'] = ResolversParentTypes['AdminCouponPayload']> = ResolversObject<{
  coupon?: Resolver<Maybe<ResolversTypes['AdminCoupon']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type AdminCustomerResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminCustomer'] = ResolversParentTypes['AdminCustomer']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyRegNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyVatNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  groupCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  groupId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  groupName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  licence?: Resolver<Maybe<ResolversTypes['AdminLicence']>, ParentType, ContextType>;
  memberSince?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['AdminOrderPage'], ParentType, ContextType, RequireFields<AdminCustomerOrdersArgs, 'page' | 'pageSize'>>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CustomerStatus'], ParentType, ContextType>;
  statusReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalSpent?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type AdminCustomerPageResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminCustomerPage'] = ResolversParentTypes['AdminCustomerPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['AdminCustomer']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdminCustomerPayloadResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminCustomerPayload'] = ResolversParentTypes['AdminCustomerPayload']> = ResolversObject<{
  customer?: Resolver<Maybe<ResolversTypes['AdminCustomer']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type AdminFaqResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminFaq'] = ResolversParentTypes['AdminFaq']> = ResolversObject<{
  answer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AdminFaqPayloadResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminFaqPayload'] = ResolversParentTypes['AdminFaqPayload']> = ResolversObject<{
  faq?: Resolver<Maybe<ResolversTypes['AdminFaq']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type AdminImageResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminImage'] = ResolversParentTypes['AdminImage']> = ResolversObject<{
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mediaId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  src?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AdminLicenceResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminLicence'] = ResolversParentTypes['AdminLicence']> = ResolversObject<{
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerStatus?: Resolver<ResolversTypes['CustomerStatus'], ParentType, ContextType>;
  expired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiresOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresSoon?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uploadedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AdminLicencePageResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminLicencePage'] = ResolversParentTypes['AdminLicencePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['AdminLicence']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdminOrderResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminOrder'] = ResolversParentTypes['AdminOrder']> = ResolversObject<{
  billing?: Resolver<ResolversTypes['AdminAddress'], ParentType, ContextType>;
  buyerEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  buyerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  couponCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  creditNoteNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['AdminCustomer']>, ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['OrderStatusChange']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['AdminOrderLine']>, ParentType, ContextType>;
  nextStatuses?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  poNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['AdminAddress'], ParentType, ContextType>;
  shippingTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  taxTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type AdminOrderLineResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminOrderLine'] = ResolversParentTypes['AdminOrderLine']> = ResolversObject<{
  lineTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  variationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type AdminOrderPageResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminOrderPage'] = ResolversParentTypes['AdminOrderPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['AdminOrder']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdminOrderPayloadResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminOrderPayload'] = ResolversParentTypes['AdminOrderPayload']> = ResolversObject<{
  order?: Resolver<Maybe<ResolversTypes['AdminOrder']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type AdminPageResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminPage'] = ResolversParentTypes['AdminPage']> = ResolversObject<{
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  modified?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AdminPagePayloadResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminPagePayload'] = ResolversParentTypes['AdminPagePayload']> = ResolversObject<{
  page?: Resolver<Maybe<ResolversTypes['AdminPage']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type AdminPartnerReviewResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminPartnerReview'] = ResolversParentTypes['AdminPartnerReview']> = ResolversObject<{
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  partnerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  partnerPosition?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdminPartnerReviewPayloadResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminPartnerReviewPayload'] = ResolversParentTypes['AdminPartnerReviewPayload']> = ResolversObject<{
  partnerReview?: Resolver<Maybe<ResolversTypes['AdminPartnerReview']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type AdminPostResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminPost'] = ResolversParentTypes['AdminPost']> = ResolversObject<{
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  excerpt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AdminPostPageResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminPostPage'] = ResolversParentTypes['AdminPostPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['AdminPost']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdminPostPayloadResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminPostPayload'] = ResolversParentTypes['AdminPostPayload']> = ResolversObject<{
  post?: Resolver<Maybe<ResolversTypes['AdminPost']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type AdminPriceTierResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminPriceTier'] = ResolversParentTypes['AdminPriceTier']> = ResolversObject<{
  minQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type AdminProductResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminProduct'] = ResolversParentTypes['AdminProduct']> = ResolversObject<{
  attributes?: Resolver<Array<ResolversTypes['AdminAttribute']>, ParentType, ContextType>;
  benefits?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  catalogVisibility?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['AdminCategory']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['AdminImage']>, ParentType, ContextType>;
  ingredients?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  shortDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  specifications?: Resolver<Array<ResolversTypes['AdminSpecification']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stockQuantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  stockStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxClass?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variations?: Resolver<Array<ResolversTypes['AdminVariation']>, ParentType, ContextType>;
}>;

export type AdminProductPageResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminProductPage'] = ResolversParentTypes['AdminProductPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['AdminProduct']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdminProductPayloadResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminProductPayload'] = ResolversParentTypes['AdminProductPayload']> = ResolversObject<{
  product?: Resolver<Maybe<ResolversTypes['AdminProduct']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type AdminSettingsResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminSettings'] = ResolversParentTypes['AdminSettings']> = ResolversObject<{
  buyerApproval?: Resolver<ResolversTypes['BuyerApproval'], ParentType, ContextType>;
  lowStockThreshold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notificationEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  storeBackend?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  wordpressAdminUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AdminSettingsPayloadResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminSettingsPayload'] = ResolversParentTypes['AdminSettingsPayload']> = ResolversObject<{
  settings?: Resolver<Maybe<ResolversTypes['AdminSettings']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type AdminSpecificationResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminSpecification'] = ResolversParentTypes['AdminSpecification']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AdminTeamMemberResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminTeamMember'] = ResolversParentTypes['AdminTeamMember']> = ResolversObject<{
  bio?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['AdminImage']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AdminTeamMemberPayloadResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminTeamMemberPayload'] = ResolversParentTypes['AdminTeamMemberPayload']> = ResolversObject<{
  teamMember?: Resolver<Maybe<ResolversTypes['AdminTeamMember']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type AdminVariationResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminVariation'] = ResolversParentTypes['AdminVariation']> = ResolversObject<{
  attributes?: Resolver<Array<ResolversTypes['AdminVariationAttribute']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['AdminImage']>, ParentType, ContextType>;
  minQuantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  priceTiers?: Resolver<Array<ResolversTypes['AdminPriceTier']>, ParentType, ContextType>;
  quantityStep?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stockQuantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  stockStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AdminVariationAttributeResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminVariationAttribute'] = ResolversParentTypes['AdminVariationAttribute']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  option?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AuditEntryResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = ResolversObject<{
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AuditPageResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AuditPage'] = ResolversParentTypes['AuditPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ConsoleInfoResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['ConsoleInfo'] = ResolversParentTypes['ConsoleInfo']> = ResolversObject<{
  shopName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  storeBackend?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  wordpressAdminUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ContactMessageResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['ContactMessage'] = ResolversParentTypes['ContactMessage']> = ResolversObject<{
  company?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  handled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  handledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  replies?: Resolver<Array<ResolversTypes['MessageReply']>, ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ContactMessagePageResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['ContactMessagePage'] = ResolversParentTypes['ContactMessagePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['ContactMessage']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ContactMessagePayloadResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['ContactMessagePayload'] = ResolversParentTypes['ContactMessagePayload']> = ResolversObject<{
  message?: Resolver<Maybe<ResolversTypes['ContactMessage']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type DashboardResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['Dashboard'] = ResolversParentTypes['Dashboard']> = ResolversObject<{
  customersAwaitingApproval?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lowStock?: Resolver<Array<ResolversTypes['LowStockProduct']>, ParentType, ContextType>;
  ordersAwaitingProcessing?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ordersThisMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ordersToday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenueThisMonth?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  revenueToday?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  unreadMessages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export interface DecimalScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Decimal'], any> {
  name: 'Decimal';
}

export type LowStockProductResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['LowStockProduct'] = ResolversParentTypes['LowStockProduct']> = ResolversObject<{
  inStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stockQuantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type MessageReplyResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['MessageReply'] = ResolversParentTypes['MessageReply']> = ResolversObject<{
  actor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MoneyResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MoneySettingsResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['MoneySettings'] = ResolversParentTypes['MoneySettings']> = ResolversObject<{
  invoiceTiming?: Resolver<ResolversTypes['InvoiceTiming'], ParentType, ContextType>;
  minimumOrderValue?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentTermsDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seller?: Resolver<ResolversTypes['SellerLegalDetails'], ParentType, ContextType>;
  shipping?: Resolver<Array<ResolversTypes['ZoneShippingRate']>, ParentType, ContextType>;
}>;

export type MoneySettingsPayloadResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['MoneySettingsPayload'] = ResolversParentTypes['MoneySettingsPayload']> = ResolversObject<{
  moneySettings?: Resolver<Maybe<ResolversTypes['MoneySettings']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  adminLogin?: Resolver<ResolversTypes['AdminAuthPayload'], ParentType, ContextType, RequireFields<MutationAdminLoginArgs, 'email' | 'password'>>;
  adminLogout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  approveCustomer?: Resolver<ResolversTypes['AdminCustomerPayload'], ParentType, ContextType, RequireFields<MutationApproveCustomerArgs, 'id'>>;
  blockCustomer?: Resolver<ResolversTypes['AdminCustomerPayload'], ParentType, ContextType, RequireFields<MutationBlockCustomerArgs, 'id'>>;
  changeStaffPassword?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationChangeStaffPasswordArgs, 'currentPassword' | 'newPassword'>>;
  deleteCategory?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationDeleteCategoryArgs, 'id'>>;
  deleteCoupon?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationDeleteCouponArgs, 'id'>>;
  deleteCustomerData?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationDeleteCustomerDataArgs, 'id'>>;
  deleteFaq?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationDeleteFaqArgs, 'id'>>;
  deletePartnerReview?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationDeletePartnerReviewArgs, 'id'>>;
  deletePost?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationDeletePostArgs, 'id'>>;
  deleteProduct?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationDeleteProductArgs, 'id'>>;
  deleteStaff?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationDeleteStaffArgs, 'id'>>;
  deleteTeamMember?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationDeleteTeamMemberArgs, 'id'>>;
  markMessageHandled?: Resolver<ResolversTypes['ContactMessagePayload'], ParentType, ContextType, RequireFields<MutationMarkMessageHandledArgs, 'handled' | 'id'>>;
  markMessageRead?: Resolver<ResolversTypes['ContactMessagePayload'], ParentType, ContextType, RequireFields<MutationMarkMessageReadArgs, 'id' | 'read'>>;
  rejectCustomer?: Resolver<ResolversTypes['AdminCustomerPayload'], ParentType, ContextType, RequireFields<MutationRejectCustomerArgs, 'id' | 'reason'>>;
  reorderFaqs?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationReorderFaqsArgs, 'ids'>>;
  replyToMessage?: Resolver<ResolversTypes['ContactMessagePayload'], ParentType, ContextType, RequireFields<MutationReplyToMessageArgs, 'id' | 'text'>>;
  saveBuyerGroup?: Resolver<ResolversTypes['AdminBuyerGroupPayload'], ParentType, ContextType, RequireFields<MutationSaveBuyerGroupArgs, 'input'>>;
  saveCategory?: Resolver<ResolversTypes['AdminCategoryPayload'], ParentType, ContextType, RequireFields<MutationSaveCategoryArgs, 'input'>>;
  saveCoupon?: Resolver<ResolversTypes['AdminCouponPayload'], ParentType, ContextType, RequireFields<MutationSaveCouponArgs, 'input'>>;
  saveFaq?: Resolver<ResolversTypes['AdminFaqPayload'], ParentType, ContextType, RequireFields<MutationSaveFaqArgs, 'input'>>;
  saveMoneySettings?: Resolver<ResolversTypes['MoneySettingsPayload'], ParentType, ContextType, RequireFields<MutationSaveMoneySettingsArgs, 'input'>>;
  savePage?: Resolver<ResolversTypes['AdminPagePayload'], ParentType, ContextType, RequireFields<MutationSavePageArgs, 'input' | 'slug'>>;
  savePartnerReview?: Resolver<ResolversTypes['AdminPartnerReviewPayload'], ParentType, ContextType, RequireFields<MutationSavePartnerReviewArgs, 'input'>>;
  savePost?: Resolver<ResolversTypes['AdminPostPayload'], ParentType, ContextType, RequireFields<MutationSavePostArgs, 'input'>>;
  saveProduct?: Resolver<ResolversTypes['AdminProductPayload'], ParentType, ContextType, RequireFields<MutationSaveProductArgs, 'input'>>;
  saveSettings?: Resolver<ResolversTypes['AdminSettingsPayload'], ParentType, ContextType, RequireFields<MutationSaveSettingsArgs, 'input'>>;
  saveStaff?: Resolver<ResolversTypes['StaffPayload'], ParentType, ContextType, RequireFields<MutationSaveStaffArgs, 'input'>>;
  saveTeamMember?: Resolver<ResolversTypes['AdminTeamMemberPayload'], ParentType, ContextType, RequireFields<MutationSaveTeamMemberArgs, 'input'>>;
  setCustomerGroup?: Resolver<ResolversTypes['AdminCustomerPayload'], ParentType, ContextType, RequireFields<MutationSetCustomerGroupArgs, 'id'>>;
  setOrderStatus?: Resolver<ResolversTypes['AdminOrderPayload'], ParentType, ContextType, RequireFields<MutationSetOrderStatusArgs, 'id' | 'status'>>;
  unblockCustomer?: Resolver<ResolversTypes['AdminCustomerPayload'], ParentType, ContextType, RequireFields<MutationUnblockCustomerArgs, 'id'>>;
}>;

export type MutationResultResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['MutationResult'] = ResolversParentTypes['MutationResult']> = ResolversObject<{
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type OrderStatusChangeResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['OrderStatusChange'] = ResolversParentTypes['OrderStatusChange']> = ResolversObject<{
  actor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  auditLog?: Resolver<ResolversTypes['AuditPage'], ParentType, ContextType, RequireFields<QueryAuditLogArgs, 'page' | 'pageSize'>>;
  buyerGroups?: Resolver<Array<ResolversTypes['AdminBuyerGroup']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['AdminCategory']>, ParentType, ContextType>;
  consoleInfo?: Resolver<ResolversTypes['ConsoleInfo'], ParentType, ContextType>;
  coupons?: Resolver<Array<ResolversTypes['AdminCoupon']>, ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['AdminCustomer']>, ParentType, ContextType, RequireFields<QueryCustomerArgs, 'id'>>;
  customers?: Resolver<ResolversTypes['AdminCustomerPage'], ParentType, ContextType, RequireFields<QueryCustomersArgs, 'page' | 'pageSize'>>;
  dashboard?: Resolver<ResolversTypes['Dashboard'], ParentType, ContextType>;
  exportCustomerData?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryExportCustomerDataArgs, 'id'>>;
  faqs?: Resolver<Array<ResolversTypes['AdminFaq']>, ParentType, ContextType>;
  licences?: Resolver<ResolversTypes['AdminLicencePage'], ParentType, ContextType, RequireFields<QueryLicencesArgs, 'page' | 'pageSize'>>;
  message?: Resolver<Maybe<ResolversTypes['ContactMessage']>, ParentType, ContextType, RequireFields<QueryMessageArgs, 'id'>>;
  messages?: Resolver<ResolversTypes['ContactMessagePage'], ParentType, ContextType, RequireFields<QueryMessagesArgs, 'page' | 'pageSize'>>;
  moneySettings?: Resolver<ResolversTypes['MoneySettings'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['AdminOrder']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  orders?: Resolver<ResolversTypes['AdminOrderPage'], ParentType, ContextType, RequireFields<QueryOrdersArgs, 'direction' | 'page' | 'pageSize' | 'sort'>>;
  page?: Resolver<Maybe<ResolversTypes['AdminPage']>, ParentType, ContextType, RequireFields<QueryPageArgs, 'slug'>>;
  partnerReviews?: Resolver<Array<ResolversTypes['AdminPartnerReview']>, ParentType, ContextType>;
  post?: Resolver<Maybe<ResolversTypes['AdminPost']>, ParentType, ContextType, RequireFields<QueryPostArgs, 'id'>>;
  posts?: Resolver<ResolversTypes['AdminPostPage'], ParentType, ContextType, RequireFields<QueryPostsArgs, 'page' | 'pageSize'>>;
  product?: Resolver<Maybe<ResolversTypes['AdminProduct']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'id'>>;
  products?: Resolver<ResolversTypes['AdminProductPage'], ParentType, ContextType, RequireFields<QueryProductsArgs, 'direction' | 'page' | 'pageSize' | 'sort'>>;
  settings?: Resolver<ResolversTypes['AdminSettings'], ParentType, ContextType>;
  staff?: Resolver<Array<ResolversTypes['Staff']>, ParentType, ContextType>;
  staffMe?: Resolver<Maybe<ResolversTypes['Staff']>, ParentType, ContextType>;
  teamMembers?: Resolver<Array<ResolversTypes['AdminTeamMember']>, ParentType, ContextType>;
}>;

export type SellerLegalDetailsResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['SellerLegalDetails'] = ResolversParentTypes['SellerLegalDetails']> = ResolversObject<{
  addressLines?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  bic?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  iban?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kvk?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vatNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaffResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['Staff'] = ResolversParentTypes['Staff']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastLoginAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['StaffRole'], ParentType, ContextType>;
}>;

export type StaffPayloadResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['StaffPayload'] = ResolversParentTypes['StaffPayload']> = ResolversObject<{
  staff?: Resolver<Maybe<ResolversTypes['Staff']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type UserErrorResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ZoneShippingRateResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['ZoneShippingRate'] = ResolversParentTypes['ZoneShippingRate']> = ResolversObject<{
  freeFrom?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  zone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = AdminContext> = ResolversObject<{
  AdminAddress?: AdminAddressResolvers<ContextType>;
  AdminAttribute?: AdminAttributeResolvers<ContextType>;
  AdminAuthPayload?: AdminAuthPayloadResolvers<ContextType>;
  AdminBuyerGroup?: AdminBuyerGroupResolvers<ContextType>;
  AdminBuyerGroupItem?: AdminBuyerGroupItemResolvers<ContextType>;
  AdminBuyerGroupPayload?: AdminBuyerGroupPayloadResolvers<ContextType>;
  AdminBuyerGroupTier?: AdminBuyerGroupTierResolvers<ContextType>;
  AdminCategory?: AdminCategoryResolvers<ContextType>;
  AdminCategoryPayload?: AdminCategoryPayloadResolvers<ContextType>;
  AdminCoupon?: AdminCouponResolvers<ContextType>;
  AdminCouponPayload?: AdminCouponPayloadResolvers<ContextType>;
  AdminCustomer?: AdminCustomerResolvers<ContextType>;
  AdminCustomerPage?: AdminCustomerPageResolvers<ContextType>;
  AdminCustomerPayload?: AdminCustomerPayloadResolvers<ContextType>;
  AdminFaq?: AdminFaqResolvers<ContextType>;
  AdminFaqPayload?: AdminFaqPayloadResolvers<ContextType>;
  AdminImage?: AdminImageResolvers<ContextType>;
  AdminLicence?: AdminLicenceResolvers<ContextType>;
  AdminLicencePage?: AdminLicencePageResolvers<ContextType>;
  AdminOrder?: AdminOrderResolvers<ContextType>;
  AdminOrderLine?: AdminOrderLineResolvers<ContextType>;
  AdminOrderPage?: AdminOrderPageResolvers<ContextType>;
  AdminOrderPayload?: AdminOrderPayloadResolvers<ContextType>;
  AdminPage?: AdminPageResolvers<ContextType>;
  AdminPagePayload?: AdminPagePayloadResolvers<ContextType>;
  AdminPartnerReview?: AdminPartnerReviewResolvers<ContextType>;
  AdminPartnerReviewPayload?: AdminPartnerReviewPayloadResolvers<ContextType>;
  AdminPost?: AdminPostResolvers<ContextType>;
  AdminPostPage?: AdminPostPageResolvers<ContextType>;
  AdminPostPayload?: AdminPostPayloadResolvers<ContextType>;
  AdminPriceTier?: AdminPriceTierResolvers<ContextType>;
  AdminProduct?: AdminProductResolvers<ContextType>;
  AdminProductPage?: AdminProductPageResolvers<ContextType>;
  AdminProductPayload?: AdminProductPayloadResolvers<ContextType>;
  AdminSettings?: AdminSettingsResolvers<ContextType>;
  AdminSettingsPayload?: AdminSettingsPayloadResolvers<ContextType>;
  AdminSpecification?: AdminSpecificationResolvers<ContextType>;
  AdminTeamMember?: AdminTeamMemberResolvers<ContextType>;
  AdminTeamMemberPayload?: AdminTeamMemberPayloadResolvers<ContextType>;
  AdminVariation?: AdminVariationResolvers<ContextType>;
  AdminVariationAttribute?: AdminVariationAttributeResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditPage?: AuditPageResolvers<ContextType>;
  ConsoleInfo?: ConsoleInfoResolvers<ContextType>;
  ContactMessage?: ContactMessageResolvers<ContextType>;
  ContactMessagePage?: ContactMessagePageResolvers<ContextType>;
  ContactMessagePayload?: ContactMessagePayloadResolvers<ContextType>;
  Dashboard?: DashboardResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Decimal?: GraphQLScalarType;
  LowStockProduct?: LowStockProductResolvers<ContextType>;
  MessageReply?: MessageReplyResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  MoneySettings?: MoneySettingsResolvers<ContextType>;
  MoneySettingsPayload?: MoneySettingsPayloadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MutationResult?: MutationResultResolvers<ContextType>;
  OrderStatusChange?: OrderStatusChangeResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  SellerLegalDetails?: SellerLegalDetailsResolvers<ContextType>;
  Staff?: StaffResolvers<ContextType>;
  StaffPayload?: StaffPayloadResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  ZoneShippingRate?: ZoneShippingRateResolvers<ContextType>;
}>;

