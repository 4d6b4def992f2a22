import type { CustomerStatus } from './customers/customer-status.js';
import type { SellerDetails } from './invoice/invoice.js';
import type { PriceTier } from './pricing/tiers.js';
import type { TaxClass, TaxLine } from './tax/vat.js';

/**
 * Entity types shared by the gateway (both backend adapters) and the web app.
 * Money is always integer cents (`...Cents`). Text is already decoded (no HTML entities) unless a
 * field name says `Html`, in which case it is raw HTML that the gateway sanitises before sending.
 */

export type Cents = number;

export interface ImageRef {
  src: string;
  alt: string;
}

export interface CategoryRecord {
  id: string;
  name: string;
  slug: string;
  description: string;
  image: ImageRef | null;
  /** number of visible products in the category */
  productCount: number;
}

export interface CategoryRef {
  id: string;
  name: string;
  slug: string;
}

export interface AttributeRecord {
  name: string;
  options: string[];
}

export interface VariationAttributeRecord {
  name: string;
  option: string;
}

export interface VariationRecord {
  id: string;
  priceCents: Cents;
  attributes: VariationAttributeRecord[];
  image: ImageRef | null;
  inStock: boolean;
  /** the variation's stock-keeping unit; null/absent when it has none */
  sku?: string | null;
  /** quantity breaks of the variation's own price; absent/empty = none */
  priceTiers?: PriceTier[];
  /** the variation's minimum order quantity; absent/null = the product's */
  minQuantity?: number | null;
  /** the variation's case pack; absent/null = the product's */
  quantityStep?: number | null;
}

export type ProductType = 'simple' | 'variable';

export interface SpecificationItem {
  label: string;
  value: string;
}

export interface ProductRecord {
  id: string;
  slug: string;
  /** decoded (no HTML entities) */
  name: string;
  type: ProductType;
  /** the product's own price; for variable products the lowest variation price */
  priceCents: Cents;
  /** raw HTML from the store; sanitised by the gateway before it is sent */
  descriptionHtml: string;
  /** short plain-text teaser, shown to everyone */
  shortDescription: string;
  images: ImageRef[];
  categories: CategoryRef[];
  attributes: AttributeRecord[];
  variations: VariationRecord[];
  inStock: boolean;
  /** listed in the shop (WooCommerce: catalogue visibility "visible") */
  visible: boolean;
  benefits: string[];
  ingredients: string[];
  specifications: SpecificationItem[];
  /** position for the DEFAULT sort (store order); lower first */
  position: number;
  /** the product's stock-keeping unit; null/absent when it has none */
  sku?: string | null;
  /** VAT class (packages/domain tax); absent = standard */
  taxClass?: TaxClass;
  /** quantity breaks of the product's own price (packages/domain pricing/tiers); absent = none */
  priceTiers?: PriceTier[];
  /** minimum order quantity; absent = 1 */
  minQuantity?: number;
  /** case pack: sold in multiples of this; absent = 1 */
  quantityStep?: number;
}

export type DiscountType = 'fixed_cart' | 'percent' | 'fixed_product';

export interface CouponRecord {
  code: string;
  discountType: DiscountType;
  /** fixed_cart / fixed_product: cents; percent: the percentage in hundredths (1050 = 10.5 %) */
  amount: number;
  minimumAmountCents: Cents | null;
  maximumAmountCents: Cents | null;
  /** product ids the coupon is restricted to; empty = every product */
  productIds: string[];
  /** after this moment (ISO date-time) the coupon is refused; null/absent = never expires */
  expiresAt?: string | null;
  /** how many orders may use the coupon; null/absent or 0 = no limit */
  usageLimit?: number | null;
  /** how many orders have used it */
  usageCount?: number | null;
}

export interface CustomerRecord {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  companyName: string | null;
  companyRegNumber: string | null;
  companyVatNumber: string | null;
  address: string | null;
  memberSince: string | null; // ISO date-time
  /** the shop's decision on the account (customers/customer-status.ts); APPROVED when the store keeps none */
  status: CustomerStatus;
  /** why the application was rejected or the account blocked */
  statusReason: string | null;
  /** the buyer group whose prices the buyer pays (pricing/buyer-groups.ts); null/absent = the default group */
  groupId?: string | null;
}

export interface PostRecord {
  id: string;
  slug: string;
  title: string;
  excerptHtml: string;
  contentHtml: string;
  date: string; // ISO
}

export interface PageRecord {
  title: string;
  contentHtml: string;
  modified: string; // ISO
}

export interface FaqRecord {
  id: string;
  question: string;
  answerHtml: string;
}

export interface TeamMemberRecord {
  id: string;
  name: string;
  role: string;
  bioHtml: string;
  image: ImageRef | null;
}

export interface PartnerReviewRecord {
  id: string;
  /** plain text, tags stripped */
  content: string;
  partnerName: string;
  partnerPosition: string;
  companyName: string;
  rating: number;
}

export interface ContactMessage {
  name: string;
  email: string;
  phone?: string | null;
  company: string;
  subject: string;
  message: string;
}

/** A postal address in the shop's own words (no store's field names). */
export interface PostalAddress {
  firstName: string;
  lastName: string;
  /** street and number as the buyer typed them (one line) */
  street: string;
  city: string;
  postcode: string;
  country: string;
}

/** Who placed an order and how to reach them. */
export interface OrderBuyer {
  /** the customer account, null for a guest */
  customerId: string | null;
  email: string;
  phone: string | null;
}

export interface OrderLineRecord {
  productId: string;
  variationId: string | null;
  name: string;
  quantity: number;
  unitPriceCents: Cents;
  lineTotalCents: Cents;
  /** the VAT rate charged on the line in basis points (2100 = 21 %); absent when the store did not say */
  taxRateBasisPoints?: number | null;
}

export interface OrderRecord {
  id: string;
  number: string;
  createdAt: string; // ISO
  status: string;
  currencyCode: string;
  customerId: string | null;
  lines: OrderLineRecord[];
  subtotalCents: Cents;
  discountCents: Cents;
  totalCents: Cents;
  couponCode: string | null;
  /** B2B money (issue 18); absent where a store keeps none (older orders count 0 / none) */
  shippingCents?: Cents;
  taxCents?: Cents;
  taxLines?: TaxLine[];
  reverseCharge?: boolean;
  poNumber?: string | null;
  paymentMethod?: string | null;
  /** the buyer's company and VAT number when the order was placed (the invoice's addressee) */
  buyerCompany?: string | null;
  buyerVatNumber?: string | null;
  invoice?: InvoiceRef | null;
  /** e-mail and phone as stored with the order (null when the store has none) */
  buyer: { email: string | null; phone: string | null };
  billingAddress: PostalAddress;
  shippingAddress: PostalAddress;
  comment: string | null;
}

/**
 * An order ready to be stored: lines priced by the gateway from the store's prices, totals (integer
 * cents) computed by packages/domain. Each adapter translates it into its store's shape.
 */
export interface OrderDraft {
  buyer: OrderBuyer;
  billingAddress: PostalAddress;
  shippingAddress: PostalAddress;
  lines: OrderLineRecord[];
  couponCode: string | null;
  comment: string | null;
  currencyCode: string;
  subtotalCents: Cents;
  discountCents: Cents;
  totalCents: Cents;
  shippingCents?: Cents;
  taxCents?: Cents;
  taxLines?: TaxLine[];
  reverseCharge?: boolean;
  poNumber?: string | null;
  paymentMethod?: string | null;
  buyerCompany?: string | null;
  buyerVatNumber?: string | null;
  /**
   * The invoice to issue with the order (the seller's details and payment terms it is issued with),
   * or null to issue none now (invoice timing "when staff confirm it": the order waits as pending).
   * Absent: issued with the store's defaults.
   */
  invoice?: InvoiceIssue | null;
}

/** what an invoice is issued with, kept with it so later settings never redraw it */
export interface InvoiceIssue {
  seller: SellerDetails;
  dueDays: number;
}

/** an order's invoice: its number (2026-00001) and when it was issued */
export interface InvoiceRef {
  number: string;
  issuedAt: string; // ISO
  /** a credit note cancelling it, when the order was cancelled or refunded */
  creditNoteNumber?: string | null;
  creditNoteIssuedAt?: string | null;
  /** the seller's details and payment terms it was issued with (null: issued before they were kept) */
  seller?: SellerDetails | null;
  dueDays?: number | null;
}

export interface Paged<T> {
  items: T[];
  totalCount: number;
}
