/**
 * Tables of the embedded store. One definition for PGlite and PostgreSQL; drizzle-kit generates the
 * SQL in ./migrations from this file (`npx drizzle-kit generate` in apps/gateway).
 * Money is integer cents in 64-bit columns. Secrets (passwords, session and reset tokens) are never stored in clear.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AttributeRecord, PriceTier, SellerDetails, TaxLine, VariationAttributeRecord } from '@shop/domain';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** money in cents: 64-bit, read as a JS number (the domain caps an order at €1,000,000.00, far inside 2^53) */
const money = (name: string) => bigint(name, { mode: 'number' });
/** binary data (PostgreSQL bytea; PGlite and node-postgres both read it as a Buffer/Uint8Array) */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull().default(''),
  imageSrc: text('image_src'),
  imageAlt: text('image_alt'),
  position: integer('position').notNull().default(0),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    /** as the shop owner typed it: may contain HTML entities (decoded when read) */
    name: text('name').notNull(),
    type: text('type', { enum: ['simple', 'variable'] }).notNull(),
    /** the product's own price (a variable product's from-price is packages/domain withVariationRules) */
    priceCents: money('price_cents').notNull(),
    descriptionHtml: text('description_html').notNull().default(''),
    shortDescription: text('short_description').notNull().default(''),
    visible: boolean('visible').notNull().default(true),
    position: integer('position').notNull().default(0),
    /** attribute definitions of a variable product (name + options) */
    attributes: jsonb('attributes').$type<AttributeRecord[]>().notNull().default([]),
    /** comma-separated source text, as in the WordPress ACF fields */
    benefits: text('benefits').notNull().default(''),
    ingredients: text('ingredients').notNull().default(''),
    /** comma-separated "label:value" items */
    specifications: text('specifications').notNull().default(''),
    stockQuantity: integer('stock_quantity'),
    inStock: boolean('in_stock').notNull().default(true),
    createdAt: createdAt(),
    /** publish: in the shop (as its visibility says); draft: not in the shop at all (operator console) */
    status: text('status', { enum: ['publish', 'draft'] })
      .notNull()
      .default('publish'),
    /** stock-keeping unit; null = none. Unique per shop case-insensitively, across products and variations (the console checks across) */
    sku: text('sku'),
    /** VAT class (packages/domain tax): standard 21 %, reduced 9 %, zero 0 % */
    taxClass: text('tax_class', { enum: ['standard', 'reduced', 'zero'] })
      .notNull()
      .default('standard'),
    /** quantity breaks of the product's own price ({ minQuantity, priceCents }), lowest first */
    priceTiers: jsonb('price_tiers').$type<PriceTier[]>().notNull().default([]),
    /** minimum order quantity and case pack (sold in multiples of quantity_step) */
    minQuantity: integer('min_quantity').notNull().default(1),
    quantityStep: integer('quantity_step').notNull().default(1),
  },
  (t) => [
    index('products_position_idx').on(t.position),
    uniqueIndex('products_sku_lower_idx').on(sql`lower(${t.sku})`),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    src: text('src').notNull(),
    alt: text('alt').notNull().default(''),
  },
  (t) => [index('product_images_product_idx').on(t.productId)],
);

export const variations = pgTable(
  'variations',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    attributes: jsonb('attributes').$type<VariationAttributeRecord[]>().notNull().default([]),
    priceCents: money('price_cents').notNull(),
    imageSrc: text('image_src'),
    imageAlt: text('image_alt'),
    stockQuantity: integer('stock_quantity'),
    inStock: boolean('in_stock').notNull().default(true),
    /** stock-keeping unit; null = none (see products.sku) */
    sku: text('sku'),
    /** quantity breaks of the variation's own price ({ minQuantity, priceCents }), lowest first */
    priceTiers: jsonb('price_tiers').$type<PriceTier[]>().notNull().default([]),
    /** the variation's own minimum order quantity and case pack; null = the product's */
    minQuantity: integer('min_quantity'),
    quantityStep: integer('quantity_step'),
  },
  (t) => [
    index('variations_product_idx').on(t.productId),
    uniqueIndex('variations_sku_lower_idx').on(sql`lower(${t.sku})`),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    discountType: text('discount_type', { enum: ['fixed_cart', 'percent', 'fixed_product'] }).notNull(),
    /** fixed_*: cents; percent: hundredths of a percent (1050 = 10.5 %) */
    amount: money('amount').notNull(),
    minimumAmountCents: money('minimum_amount_cents'),
    maximumAmountCents: money('maximum_amount_cents'),
    productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
    usageCount: integer('usage_count').notNull().default(0),
    createdAt: createdAt(),
    /** how many orders may use the coupon; null = no limit */
    usageLimit: integer('usage_limit'),
    /** refused from this moment on; null = never expires */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('coupons_code_lower_idx').on(sql`lower(${t.code})`)],
);

/**
 * Buyer groups (packages/domain pricing/buyer-groups.ts): a percentage off list prices in basis
 * points (1500 = 15 %), one default group (every buyer without a group), explicit prices and own
 * tiers per product or variation in buyer_group_items.
 */
export const buyerGroups = pgTable(
  'buyer_groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    percentOffBasisPoints: integer('percent_off_bp').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('buyer_groups_name_lower_idx').on(sql`lower(${t.name})`),
    // at most one default group
    uniqueIndex('buyer_groups_default_idx')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
  ],
);

/** a group's explicit unit price and/or own quantity tiers for one product (variation_id null) or variation */
export const buyerGroupItems = pgTable(
  'buyer_group_items',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => buyerGroups.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variationId: integer('variation_id').references(() => variations.id, { onDelete: 'cascade' }),
    /** null: the group's percentage applies */
    priceCents: money('price_cents'),
    /** the group's own quantity breaks ({ minQuantity, priceCents }); empty keeps the list tiers */
    tiers: jsonb('tiers').$type<PriceTier[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('buyer_group_items_item_idx').on(t.groupId, t.productId, sql`coalesce(${t.variationId}, 0)`)],
);

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company'),
    companyName: text('company_name'),
    companyRegNumber: text('company_reg_number'),
    companyVatNumber: text('company_vat_number'),
    address: text('address'),
    /** scrypt$N$r$p$salt$hash (see passwords.ts) */
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
    /** the shop's decision on the account (operator console): PENDING | APPROVED | REJECTED | BLOCKED */
    status: text('status', { enum: ['PENDING', 'APPROVED', 'REJECTED', 'BLOCKED'] })
      .notNull()
      .default('APPROVED'),
    /** why the application was rejected or the account blocked */
    statusReason: text('status_reason'),
    /** the buyer group (pricing) an approved account belongs to */
    groupCode: text('group_code'),
    /** the buyer group whose prices the buyer pays (issue 18); null = the default group (Retail) */
    groupId: integer('group_id').references(() => buyerGroups.id, { onDelete: 'set null' }),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    /** when the representative confirmed being 21 or older at registration (null: registered before issue 17) */
    ageConfirmedAt: timestamp('age_confirmed_at', { withTimezone: true }),
    /** when the terms and conditions were accepted at registration */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    /**
     * GDPR erasure: when the account's personal data was anonymised (by the buyer or an owner). The row
     * stays so its orders keep a customer; it can never log in again (its password hash is unusable).
     */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('customers_email_lower_idx').on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    /** sha256 of the token, hex */
    tokenHash: text('token_hash').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    persistent: boolean('persistent').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_customer_idx').on(t.customerId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_customer_idx').on(t.customerId)],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** human-friendly order number shown to customers: 1001, 1002, ... */
    number: integer('number').notNull().generatedAlwaysAsIdentity({ startWith: 1001 }),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    payloadHash: text('payload_hash').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('processing'),
    currencyCode: text('currency_code').notNull().default('EUR'),
    subtotalCents: money('subtotal_cents').notNull(),
    discountCents: money('discount_cents').notNull(),
    totalCents: money('total_cents').notNull(),
    couponCode: text('coupon_code'),
    buyerEmail: text('buyer_email').notNull().default(''),
    buyerPhone: text('buyer_phone'),
    billingFirstName: text('billing_first_name').notNull().default(''),
    billingLastName: text('billing_last_name').notNull().default(''),
    billingStreet: text('billing_street').notNull().default(''),
    billingCity: text('billing_city').notNull().default(''),
    billingPostcode: text('billing_postcode').notNull().default(''),
    billingCountry: text('billing_country').notNull().default(''),
    shippingFirstName: text('shipping_first_name').notNull().default(''),
    shippingLastName: text('shipping_last_name').notNull().default(''),
    shippingStreet: text('shipping_street').notNull().default(''),
    shippingCity: text('shipping_city').notNull().default(''),
    shippingPostcode: text('shipping_postcode').notNull().default(''),
    shippingCountry: text('shipping_country').notNull().default(''),
    comment: text('comment'),
    createdAt: createdAt(),
    /** B2B money (issue 18): total_cents = subtotal − discount + shipping + tax */
    shippingCents: money('shipping_cents').notNull().default(0),
    taxCents: money('tax_cents').notNull().default(0),
    /** the VAT per rate as charged (label, rate in basis points, net base, VAT), highest rate first */
    taxLines: jsonb('tax_lines').$type<TaxLine[]>().notNull().default([]),
    reverseCharge: boolean('reverse_charge').notNull().default(false),
    poNumber: text('po_number'),
    paymentMethod: text('payment_method'),
    /** the buyer's company and VAT number when the order was placed (the invoice's addressee) */
    buyerCompany: text('buyer_company'),
    buyerVatNumber: text('buyer_vat_number'),
  },
  (t) => [
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    // the operator console: every order newest first, by status (pending/processing), by date range
    index('orders_created_idx').on(t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: text('product_id').notNull(),
    variationId: text('variation_id'),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: money('unit_price_cents').notNull(),
    lineTotalCents: money('line_total_cents').notNull(),
    /** the VAT rate charged on the line, basis points (2100 = 21 %); null on orders placed before VAT */
    taxRate: integer('tax_rate'),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

/** every status change of an order made in the operator console (pending → processing → ...) */
export const orderStatusChanges = pgTable(
  'order_status_changes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    note: text('note'),
    /** the staff member's e-mail, or 'system' */
    actor: text('actor').notNull(),
  },
  (t) => [index('order_status_changes_order_idx').on(t.orderId, t.at)],
);

/**
 * Invoices and credit notes: one gap-free number sequence per year (invoice_sequences), drawn in the
 * transaction that stores the order (or cancels it), so a rolled-back order leaves no gap.
 */
export const invoiceSequences = pgTable('invoice_sequences', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    /** 2026-00001 */
    number: text('number').notNull().unique(),
    kind: text('kind', { enum: ['invoice', 'credit_note'] }).notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** the amount of the document (negative for a credit note) */
    totalCents: money('total_cents').notNull(),
    /** the seller's legal details it was issued with (frozen: later settings never redraw it); null before issue 18's settings */
    seller: jsonb('seller').$type<SellerDetails>(),
    /** payment terms it was issued with, in days */
    dueDays: integer('due_days'),
  },
  (t) => [
    uniqueIndex('invoices_order_kind_idx').on(t.orderId, t.kind),
    uniqueIndex('invoices_year_seq_idx').on(t.year, t.sequence),
  ],
);

export const couponUsages = pgTable(
  'coupon_usages',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('coupon_usages_coupon_idx').on(t.couponId)],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  company: text('company').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
  /** the operator console's inbox state */
  readAt: timestamp('read_at', { withTimezone: true }),
  handledAt: timestamp('handled_at', { withTimezone: true }),
});

/** replies sent from the operator console's inbox (e-mailed to the sender) */
export const contactMessageReplies = pgTable(
  'contact_message_replies',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** the staff member's e-mail */
    actor: text('actor').notNull(),
    text: text('text').notNull(),
  },
  (t) => [index('contact_message_replies_message_idx').on(t.messageId)],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_to_idx').on(sql`lower(${t.to})`, t.id)],
);

export const posts = pgTable('posts', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  excerptHtml: text('excerpt_html').notNull().default(''),
  contentHtml: text('content_html').notNull().default(''),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  /** publish: on the blog; draft: only in the operator console */
  status: text('status', { enum: ['publish', 'draft'] })
    .notNull()
    .default('publish'),
});

export const pages = pgTable('pages', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  contentHtml: text('content_html').notNull().default(''),
  modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull(),
});

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  question: text('question').notNull(),
  answerHtml: text('answer_html').notNull(),
  position: integer('position').notNull().default(0),
});

export const teamMembers = pgTable('team_members', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  role: text('role').notNull().default(''),
  bioHtml: text('bio_html').notNull().default(''),
  imageSrc: text('image_src'),
  imageAlt: text('image_alt'),
  position: integer('position').notNull().default(0),
});

export const partnerReviews = pgTable('partner_reviews', {
  id: serial('id').primaryKey(),
  /** HTML as entered; tags are stripped when read */
  contentHtml: text('content_html').notNull(),
  partnerName: text('partner_name'),
  partnerPosition: text('partner_position'),
  companyName: text('company_name'),
  rating: integer('rating'),
  position: integer('position').notNull().default(0),
});

export const partnerLogos = pgTable('partner_logos', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  logoUrl: text('logo_url').notNull(),
  position: integer('position').notNull().default(0),
});

// ------------------------------------------------------------------------------------ operator console
// Staff accounts are not buyers: their own table, sessions and cookie (see src/admin). These tables
// survive `reset()` (demo data reloads never sign the operators out or erase the audit trail).

export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ['OWNER', 'STAFF'] }).notNull(),
    /** scrypt$N$r$p$salt$hash (see passwords.ts) */
    passwordHash: text('password_hash').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_email_lower_idx').on(sql`lower(${t.email})`)],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    /** sha256 of the token, hex */
    tokenHash: text('token_hash').notNull().unique(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** the idle timeout counts from here */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** the absolute end, however active the session is */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/** who changed what in the console, with the changed fields before and after (secrets redacted) */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** null for 'system' (start-up, scripts) or a staff account deleted since */
    actorStaffId: integer('actor_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** the staff member's e-mail at the time, or 'system' */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_at_idx').on(t.at)],
);

/**
 * A buyer's trade licence (issue 17): one document per account (a new upload replaces it), kept in the
 * database like console media so every replica serves it; only its buyer and staff may read it.
 */
export const customerLicences = pgTable('customer_licences', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  /** sniffed from the bytes: application/pdf, image/jpeg or image/png */
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  /** the last day the licence is valid */
  expiresOn: date('expires_on', { mode: 'string' }).notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});

/** the console's settings (lowStockThreshold, notificationEmail, ...), one JSON value per key */
export const shopSettings = pgTable('shop_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Images uploaded in the console (POST /admin/media), kept in the database so every replica serves them
 * (GET /media/u/<id>/<width>.webp): one row per upload, one per WebP variant. Kept by `reset()`.
 */
export const media = pgTable('media', {
  /** a UUID: never reused, so its URLs can be cached as immutable */
  id: text('id').primaryKey(),
  alt: text('alt').notNull().default(''),
  /** the largest variant's size */
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** the type sniffed from the uploaded bytes (image/png, ...) */
  sourceType: text('source_type').notNull(),
  sourceBytes: integer('source_bytes').notNull(),
  createdAt: createdAt(),
  createdByStaffId: integer('created_by_staff_id').references(() => staff.id, { onDelete: 'set null' }),
});

export const mediaVariants = pgTable(
  'media_variants',
  {
    mediaId: text('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** sha256 of the bytes, hex (the ETag) */
    sha256: text('sha256').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.width] })],
);

// ------------------------------------------------------------------------------------ integrators
// API keys and webhooks of buyers (src/integrations). Keys are stored as sha256 only; a webhook's
// signing secret is kept as is, since every delivery is signed with it.

export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** the first characters of the secret ("glw_AbC123"), shown in lists */
    prefix: text('prefix').notNull(),
    /** sha256 of the secret, hex */
    secretHash: text('secret_hash').notNull().unique(),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_keys_customer_idx').on(t.customerId)],
);

export const webhooks = pgTable(
  'webhooks',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: jsonb('events').$type<string[]>().notNull(),
    /** HMAC-SHA256 key of X-Shop-Signature */
    secret: text('secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledReason: text('disabled_reason'),
    /** failed tries in a row (any delivery); a 2xx answer resets it */
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('webhooks_customer_idx').on(t.customerId)],
);

/** one event of the shop (order.created, ...): the body every webhook receiving it gets */
export const webhookEvents = pgTable('webhook_events', {
  /** a UUID: the body's `id` */
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  /** the buyer an order event belongs to; null for public catalogue events */
  customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
});

/**
 * The outbox: one row per event and webhook, claimed by a gateway's worker (FOR UPDATE SKIP LOCKED,
 * then a lease in `locked_until`) and tried until a 2xx answer or the last try of the schedule.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    /** a UUID: X-Shop-Delivery, the same on every try */
    publicId: text('public_id').notNull().unique(),
    eventId: text('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    webhookId: integer('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** a worker holds the delivery until then (a worker that died lets it go when it passes) */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastResponseCode: integer('last_response_code'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_webhook_idx').on(t.eventId, t.webhookId),
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_webhook_idx').on(t.webhookId, t.id),
  ],
);

/** the delivery log: every try with its answer */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: serial('id').primaryKey(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    responseCode: integer('response_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId)],
);

/** a buyer's order lists (saved carts, issue 19); the lines are small and always read whole, hence jsonb */
export const orderLists = pgTable(
  'order_lists',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    lines: jsonb('lines').$type<{ productId: string; variationId: string | null; quantity: number }[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_lists_customer_idx').on(t.customerId)],
);

/**
 * Logged-in buyers' server carts (issue 19): the whole cart as JSON (packages/domain `ServerCart`),
 * swapped by `version` (compare-and-set). Deleted with the customer.
 */
export const carts = pgTable('carts', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
