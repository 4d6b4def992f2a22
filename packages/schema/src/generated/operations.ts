/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** A cart to price with `cartQuote`. */
export type CartInput = {
  /** A coupon code to try (case-insensitive); null or empty for none. */
  couponCode?: string | null | undefined;
  /** The cart's lines, at most 100. */
  lines: Array<CartLineInput>;
  /**
   * Where the order would ship (ISO 3166-1 alpha-2, such as "BE"); with the buyer's VAT number it decides VAT
   * and shipping. Default: the Netherlands (NL).
   */
  shippingCountry?: string | null | undefined;
};

/** An option of a cart line without a variation, such as Strength: 1000mg. */
export type CartLineAttributeInput = {
  /** The option's name, such as "Strength" (a `ProductAttribute.name`). */
  name: string;
  /** The value chosen, such as "1000mg" (one of that attribute's `options`); empty means no option. */
  value: string;
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
  attribute?: CartLineAttributeInput | null | undefined;
  /** The product's `Product.id`. */
  productId: string | number;
  /** How many, 1 to 9999. */
  quantity: number;
  /** For a VARIABLE product: the chosen `Variation.id` (required); leave out for a SIMPLE product. */
  variationId?: string | number | null | undefined;
};

/** A message to the shop (the contact form). */
export type ContactInput = {
  /** The sender's company, 2 to 100 characters. */
  company: string;
  /** The address the shop answers to. */
  email: string;
  /** The message, 10 to 5000 characters. */
  message: string;
  /** The sender's name, 2 to 100 characters. */
  name: string;
  /** Telephone number, at most 20 characters. */
  phone?: string | null | undefined;
  /** Subject, 2 to 200 characters. */
  subject: string;
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

/** A list's name and lines, as `createOrderList` takes them. */
export type OrderListInput = {
  /** The lines (usually the current cart); lines of the same product and variation are added up. 1 to 100 lines. */
  lines: Array<CartLineInput>;
  /** 1 to 80 characters, unique among the buyer's lists. */
  name: string;
};

/** An order to place. Prices, coupon and totals are recomputed by the server; nothing here is a price. */
export type PlaceOrderInput = {
  /** A coupon code (case-insensitive); null or empty for none. An invalid coupon refuses the order. */
  couponCode?: string | null | undefined;
  /** The order's lines, 1 to 100. */
  lines: Array<CartLineInput>;
  /** The buyer's purchase-order reference, at most 50 characters; shown on the order and the invoice. */
  poNumber?: string | null | undefined;
  /** Delivery address and contact. */
  shipping: ShippingInput;
};

/** Filters for `products`; filters given together must all match. */
export type ProductFilter = {
  /** The product must be in at least one of these categories (by `Category.slug`). */
  categorySlugs?: Array<string> | null | undefined;
  /** Highest price, inclusive, such as "250.00"; ignored for anonymous callers. */
  priceMax?: string | null | undefined;
  /** Lowest price, inclusive, such as "10.00"; ignored for anonymous callers. */
  priceMin?: string | null | undefined;
  /**
   * Case-insensitive text the product name must contain, or the start of the SKU of the product or of one
   * of its variations (an exact SKU finds that product).
   */
  search?: string | null | undefined;
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
  company?: string | null | undefined;
  /** Registered company name, 2 to 100 characters. */
  companyName: string;
  /** Company registration number, 5 to 50 characters. */
  companyRegNumber: string;
  /** Company VAT number, 5 to 50 characters. */
  companyVatNumber: string;
  /** The e-mail address to log in with; must not belong to another account. */
  email: string;
  /** The contact person's name, 2 to 100 characters. */
  name: string;
  /** Telephone number, at most 20 characters; empty or null removes it. */
  phone?: string | null | undefined;
};

/** A line typed in the quick order pad (or sent by an integrator): a SKU and how many. */
export type QuickOrderLineInput = {
  /** How many, 1 to 9999. */
  quantity: number;
  /** The SKU of a simple product or of one variation (compared without case). */
  sku: string;
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

/** A new business account (SPEC section 3 registration form). */
export type RegisterInput = {
  /** Must be true: the buyer agrees to the terms and conditions. */
  agreeTerms: boolean;
  /** Registered company name, 2 to 100 characters. */
  companyName: string;
  /** Company registration number, 5 to 50 characters. */
  companyRegNumber: string;
  /** Company VAT number, 5 to 50 characters. */
  companyVatNumber: string;
  /**
   * Must be true: the business's representative confirms being 21 or older ("You must be 21+ to
   * purchase"). Stored with the time of consent. Null is refused like false.
   */
  confirmAge?: boolean | null | undefined;
  /** The same password again. */
  confirmPassword: string;
  /** The e-mail address to log in with; must not belong to another account. */
  email: string;
  /** The contact person's name, 2 to 100 characters. */
  name: string;
  /**
   * 8 to 128 characters with an upper-case and a lower-case letter, a digit and a special character,
   * no spaces.
   */
  password: string;
  /** Telephone number, at most 20 characters. */
  phone?: string | null | undefined;
};

/** Why a line of a past order was not put back by `reorder`. */
export type ReorderSkipReason =
  /** The product or the variation is out of stock. */
  | 'OUT_OF_STOCK'
  /** The product is no longer sold (deleted or hidden from the catalogue). */
  | 'PRODUCT_UNAVAILABLE'
  /** The variation ordered is no longer sold, or the product now has variations and the line had none. */
  | 'VARIATION_UNAVAILABLE';

/** Where an order goes and whom to contact. */
export type ShippingInput = {
  /** The street and number (or, from older clients, the whole address as one text), 5 to 255 characters. */
  address: string;
  /** City, at most 100 characters. */
  city?: string | null | undefined;
  /** A note for the shop, at most 500 characters. */
  comment?: string | null | undefined;
  /** Country (ISO 3166-1 alpha-2, such as "NL" or "BE"); decides VAT and shipping. Default NL. */
  country?: string | null | undefined;
  /** E-mail address for the order confirmation. */
  email: string;
  /** The recipient's full name, 2 to 100 characters. */
  fullName: string;
  /** Telephone number, at most 20 characters. */
  phone?: string | null | undefined;
  /** Postcode, at most 20 characters. */
  postcode?: string | null | undefined;
};

/** Where a delivery of one event to one webhook stands. */
export type WebhookDeliveryStatus =
  /** The receiver answered 2xx. */
  | 'DELIVERED'
  /** Every try failed; redeliverWebhook sends it again. */
  | 'FAILED'
  /** Waiting for its first or next try. */
  | 'PENDING';

export type LayoutQueryVariables = Exact<{ [key: string]: never; }>;


export type LayoutQuery = { shop: { name: string, address: string, phone: string, email: string } };

export type ProductCardFragment = { id: string, slug: string, name: string, type: ProductType, shortDescription: string, inStock: boolean, price: { amount: string, currencyCode: string } | null, fromPrice: { amount: string, currencyCode: string } | null, images: Array<{ src: string, alt: string }>, categories: Array<{ id: string, name: string, slug: string }>, attributes: Array<{ name: string, options: Array<string> }>, variations: Array<{ id: string }> };

export type AddressesTabMutationVariables = Exact<{
  address: string;
}>;


export type AddressesTabMutation = { updateAddress: { customer: { id: string, address: string | null } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DevelopersTabApiKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type DevelopersTabApiKeysQuery = { apiKeys: Array<{ id: string, name: string, prefix: string, scopes: Array<string>, createdAt: string, lastUsedAt: string | null }> };

export type DevelopersTabCreateApiKeyMutationVariables = Exact<{
  name: string;
  scopes: Array<string> | string;
}>;


export type DevelopersTabCreateApiKeyMutation = { createApiKey: { secret: string | null, apiKey: { id: string, name: string, prefix: string, scopes: Array<string>, createdAt: string, lastUsedAt: string | null } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DevelopersTabRevokeApiKeyMutationVariables = Exact<{
  id: string | number;
}>;


export type DevelopersTabRevokeApiKeyMutation = { revokeApiKey: { ok: boolean, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DevelopersTabWebhooksQueryVariables = Exact<{ [key: string]: never; }>;


export type DevelopersTabWebhooksQuery = { webhooks: Array<{ id: string, url: string, events: Array<string>, enabled: boolean, disabledReason: string | null, createdAt: string, deliveries: Array<{ id: string, event: string, status: WebhookDeliveryStatus, attempts: number, lastResponseCode: number | null, lastError: string | null, createdAt: string }> }> };

export type DevelopersTabCreateWebhookMutationVariables = Exact<{
  url: string;
  events: Array<string> | string;
}>;


export type DevelopersTabCreateWebhookMutation = { createWebhook: { secret: string | null, webhook: { id: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DevelopersTabDeleteWebhookMutationVariables = Exact<{
  id: string | number;
}>;


export type DevelopersTabDeleteWebhookMutation = { deleteWebhook: { ok: boolean, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DevelopersTabEnableWebhookMutationVariables = Exact<{
  id: string | number;
}>;


export type DevelopersTabEnableWebhookMutation = { enableWebhook: { webhook: { id: string, enabled: boolean, disabledReason: string | null } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type LicenceTabQueryVariables = Exact<{ [key: string]: never; }>;


export type LicenceTabQuery = { me: { id: string, licence: { fileName: string, expiresOn: string, expired: boolean, url: string } | null } | null };

export type OrderAgainMutationVariables = Exact<{
  orderId: string | number;
}>;


export type OrderAgainMutation = { reorder: { lines: Array<{ productId: string, variationId: string | null, quantity: number, product: { id: string, slug: string, name: string, type: ProductType, price: { amount: string, currencyCode: string } | null, images: Array<{ src: string, alt: string }>, attributes: Array<{ name: string, options: Array<string> }>, variations: Array<{ id: string, price: { amount: string, currencyCode: string } | null, attributes: Array<{ name: string, option: string }>, image: { src: string, alt: string } | null }> } }>, cart: { version: number, couponCode: string | null, lines: Array<{ productId: string, variationId: string | null, quantity: number, attribute: { name: string, value: string } | null, product: { id: string, slug: string, name: string, price: { amount: string } | null, images: Array<{ src: string }>, variations: Array<{ id: string, price: { amount: string } | null, attributes: Array<{ name: string, option: string }>, image: { src: string } | null }> } | null }> } | null, skipped: Array<{ productId: string, variationId: string | null, name: string, quantity: number, reason: ReorderSkipReason, message: string }>, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type OrderDetailPageQueryVariables = Exact<{
  id: string | number;
}>;


export type OrderDetailPageQuery = { order: { id: string, number: string, createdAt: string, status: string, currencyCode: string, itemCount: number, reverseCharge: boolean, couponCode: string | null, poNumber: string | null, paymentMethod: string | null, comment: string | null, lines: Array<{ productId: string, variationId: string | null, name: string, quantity: number, unitPrice: { amount: string, currencyCode: string }, lineTotal: { amount: string, currencyCode: string } }>, subtotal: { amount: string, currencyCode: string }, discount: { amount: string, currencyCode: string }, shippingTotal: { amount: string, currencyCode: string }, taxTotal: { amount: string, currencyCode: string }, taxLines: Array<{ label: string, rate: string, amount: { amount: string, currencyCode: string } }>, total: { amount: string, currencyCode: string }, invoice: { number: string, issuedAt: string, url: string } | null, creditNote: { number: string, url: string } | null, shipping: { firstName: string, lastName: string, email: string | null, phone: string | null, address: string, city: string, postcode: string, country: string } } | null };

export type OrdersTabQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type OrdersTabQuery = { myOrders: { totalCount: number, page: number, pageSize: number, items: Array<{ id: string, number: string, createdAt: string, status: string, itemCount: number, total: { amount: string, currencyCode: string } }> } };

export type PrivacySectionDeleteMutationVariables = Exact<{
  password: string;
}>;


export type PrivacySectionDeleteMutation = { deleteMyAccount: { ok: boolean, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type PrivacySectionExportQueryVariables = Exact<{ [key: string]: never; }>;


export type PrivacySectionExportQuery = { myDataExport: string };

export type ProfileTabMutationVariables = Exact<{
  input: ProfileInput;
}>;


export type ProfileTabMutation = { updateProfile: { customer: { id: string, name: string, email: string, phone: string | null, company: string | null, companyName: string | null, companyRegNumber: string | null, companyVatNumber: string | null, address: string | null, memberSince: string | null, status: CustomerStatus, statusReason: string | null } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type SecurityTabChangePasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
  confirmPassword?: string | null | undefined;
}>;


export type SecurityTabChangePasswordMutation = { changePassword: { ok: boolean, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type SecurityTabLogoutAllMutationVariables = Exact<{ [key: string]: never; }>;


export type SecurityTabLogoutAllMutation = { logoutAll: boolean };

export type LoginPageMutationVariables = Exact<{
  email: string;
  password: string;
  rememberMe?: boolean | null | undefined;
}>;


export type LoginPageMutation = { login: { customer: { id: string, name: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type RegisterPageMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterPageMutation = { register: { customer: { id: string, name: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type ForgotPasswordPageMutationVariables = Exact<{
  email: string;
}>;


export type ForgotPasswordPageMutation = { requestPasswordReset: boolean };

export type ResetPasswordPageMutationVariables = Exact<{
  email: string;
  token: string;
  newPassword: string;
  confirmPassword?: string | null | undefined;
}>;


export type ResetPasswordPageMutation = { resetPassword: { ok: boolean, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type CartLineVariantsQueryVariables = Exact<{
  slug: string;
}>;


export type CartLineVariantsQuery = { product: { id: string, attributes: Array<{ name: string, options: Array<string> }>, variations: Array<{ id: string, inStock: boolean, price: { amount: string } | null, attributes: Array<{ name: string, option: string }>, image: { src: string } | null }> } | null };

export type CatalogPageQueryVariables = Exact<{
  filter?: ProductFilter | null | undefined;
  sort?: ProductSort | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type CatalogPageQuery = { products: { totalCount: number, page: number, pageSize: number, priceMax: string | null, items: Array<{ id: string, slug: string, name: string, type: ProductType, shortDescription: string, inStock: boolean, price: { amount: string, currencyCode: string } | null, fromPrice: { amount: string, currencyCode: string } | null, images: Array<{ src: string, alt: string }>, categories: Array<{ id: string, name: string, slug: string }>, attributes: Array<{ name: string, options: Array<string> }>, variations: Array<{ id: string }> }> } };

export type CatalogCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogCategoriesQuery = { categories: Array<{ id: string, name: string, slug: string }> };

export type CategoryPageQueryVariables = Exact<{
  slug: string;
}>;


export type CategoryPageQuery = { category: { id: string, name: string, slug: string, description: string } | null };

export type CategoryProductsQueryVariables = Exact<{
  filter?: ProductFilter | null | undefined;
  sort?: ProductSort | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type CategoryProductsQuery = { products: { totalCount: number, page: number, pageSize: number, priceMax: string | null, items: Array<{ id: string, slug: string, name: string, type: ProductType, shortDescription: string, inStock: boolean, price: { amount: string, currencyCode: string } | null, fromPrice: { amount: string, currencyCode: string } | null, images: Array<{ src: string, alt: string }>, categories: Array<{ id: string, name: string, slug: string }>, attributes: Array<{ name: string, options: Array<string> }>, variations: Array<{ id: string }> }> } };

export type CheckoutPagePlaceOrderMutationVariables = Exact<{
  input: PlaceOrderInput;
  idempotencyKey: string;
}>;


export type CheckoutPagePlaceOrderMutation = { placeOrder: { order: { id: string, number: string, createdAt: string, status: string, currencyCode: string, itemCount: number, reverseCharge: boolean, couponCode: string | null, poNumber: string | null, paymentMethod: string | null, comment: string | null, lines: Array<{ productId: string, variationId: string | null, name: string, quantity: number, unitPrice: { amount: string, currencyCode: string }, lineTotal: { amount: string, currencyCode: string } }>, subtotal: { amount: string, currencyCode: string }, discount: { amount: string, currencyCode: string }, shippingTotal: { amount: string, currencyCode: string }, taxTotal: { amount: string, currencyCode: string }, taxLines: Array<{ label: string, rate: string, amount: { amount: string, currencyCode: string } }>, total: { amount: string, currencyCode: string }, invoice: { number: string, issuedAt: string, url: string } | null, creditNote: { number: string, url: string } | null, shipping: { firstName: string, lastName: string, email: string | null, phone: string | null, address: string, city: string, postcode: string, country: string } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type AboutTeamQueryVariables = Exact<{ [key: string]: never; }>;


export type AboutTeamQuery = { teamMembers: Array<{ id: string, name: string, role: string, bio: string, image: { src: string, alt: string } | null }> };

export type ContactFormMutationVariables = Exact<{
  input: ContactInput;
}>;


export type ContactFormMutation = { sendContactMessage: { ok: boolean, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type ContactPageQueryVariables = Exact<{ [key: string]: never; }>;


export type ContactPageQuery = { shop: { name: string, email: string, phone: string, address: string } };

export type FaqAccordionQueryVariables = Exact<{ [key: string]: never; }>;


export type FaqAccordionQuery = { faqs: Array<{ id: string, question: string, answer: string }> };

export type WhiteLabelStoriesQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type WhiteLabelStoriesQuery = { partnerReviews: Array<{ id: string, content: string, partnerName: string, partnerPosition: string, companyName: string, rating: number }> };

export type BlogListPageQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type BlogListPageQuery = { posts: { totalCount: number, items: Array<{ id: string, slug: string, title: string, excerpt: string, date: string }> } };

export type BlogPostPageQueryVariables = Exact<{
  slug: string;
}>;


export type BlogPostPageQuery = { post: { id: string, slug: string, title: string, excerpt: string, content: string, date: string } | null };

export type LegalPageQueryVariables = Exact<{ [key: string]: never; }>;


export type LegalPageQuery = { privacyPolicy: { title: string, content: string, modified: string } | null };

export type CategoryGridQueryVariables = Exact<{ [key: string]: never; }>;


export type CategoryGridQuery = { categories: Array<{ id: string, name: string, slug: string, description: string, image: { src: string, alt: string } | null }> };

export type HomePageQueryVariables = Exact<{ [key: string]: never; }>;


export type HomePageQuery = { shop: { name: string, tagline: string, partnerLogos: Array<{ name: string, logoUrl: string }> } };

export type PartnerTestimonialsQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type PartnerTestimonialsQuery = { partnerReviews: Array<{ id: string, content: string, partnerName: string, partnerPosition: string, companyName: string, rating: number }> };

export type ProductPageQueryVariables = Exact<{
  slug: string;
}>;


export type ProductPageQuery = { product: { sku: string | null, description: string | null, benefits: Array<string>, ingredients: Array<string>, minQuantity: number, quantityStep: number, id: string, slug: string, name: string, type: ProductType, shortDescription: string, inStock: boolean, priceRange: { min: { amount: string, currencyCode: string }, max: { amount: string, currencyCode: string } } | null, variations: Array<{ id: string, sku: string | null, inStock: boolean, minQuantity: number, quantityStep: number, price: { amount: string, currencyCode: string } | null, priceTiers: Array<{ minQuantity: number, price: { amount: string, currencyCode: string } }> | null, attributes: Array<{ name: string, option: string }>, image: { src: string, alt: string } | null }>, specifications: Array<{ label: string, value: string }>, priceTiers: Array<{ minQuantity: number, price: { amount: string, currencyCode: string } }> | null, price: { amount: string, currencyCode: string } | null, fromPrice: { amount: string, currencyCode: string } | null, images: Array<{ src: string, alt: string }>, categories: Array<{ id: string, name: string, slug: string }>, attributes: Array<{ name: string, options: Array<string> }> } | null };

export type RelatedProductsQueryVariables = Exact<{
  productId: string | number;
  limit?: number | null | undefined;
}>;


export type RelatedProductsQuery = { relatedProducts: Array<{ id: string, slug: string, name: string, type: ProductType, shortDescription: string, inStock: boolean, price: { amount: string, currencyCode: string } | null, fromPrice: { amount: string, currencyCode: string } | null, images: Array<{ src: string, alt: string }>, categories: Array<{ id: string, name: string, slug: string }>, attributes: Array<{ name: string, options: Array<string> }>, variations: Array<{ id: string }> }> };

export type QuickOrderProductFragment = { id: string, slug: string, name: string, sku: string | null, type: ProductType, inStock: boolean, price: { amount: string, currencyCode: string } | null, images: Array<{ src: string, alt: string }>, attributes: Array<{ name: string, options: Array<string> }>, variations: Array<{ id: string, sku: string | null, inStock: boolean, price: { amount: string, currencyCode: string } | null, attributes: Array<{ name: string, option: string }>, image: { src: string, alt: string } | null }> };

export type QuickOrderSuggestionsQueryVariables = Exact<{
  search: string;
}>;


export type QuickOrderSuggestionsQuery = { products: { items: Array<{ id: string, name: string, sku: string | null, type: ProductType, inStock: boolean, variations: Array<{ id: string, sku: string | null, inStock: boolean, attributes: Array<{ name: string, option: string }> }> }> } };

export type QuickOrderPreviewQueryVariables = Exact<{
  csv?: string | null | undefined;
  lines?: Array<QuickOrderLineInput> | QuickOrderLineInput | null | undefined;
}>;


export type QuickOrderPreviewQuery = { quickOrderPreview: { lines: Array<{ sku: string, rows: Array<number>, productId: string, variationId: string | null, requestedQuantity: number, quantity: number, correction: string | null, tierMinQuantity: number | null, unitPrice: { amount: string, currencyCode: string } | null, product: { id: string, slug: string, name: string, sku: string | null, type: ProductType, inStock: boolean, price: { amount: string, currencyCode: string } | null, images: Array<{ src: string, alt: string }>, attributes: Array<{ name: string, options: Array<string> }>, variations: Array<{ id: string, sku: string | null, inStock: boolean, price: { amount: string, currencyCode: string } | null, attributes: Array<{ name: string, option: string }>, image: { src: string, alt: string } | null }> } }>, problems: Array<{ rows: Array<number>, sku: string | null, quantity: number | null, reason: QuickOrderProblemReason, message: string }>, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type OrderListFieldsFragment = { id: string, name: string, updatedAt: string, lines: Array<{ productId: string, variationId: string | null, quantity: number, product: { id: string, name: string, sku: string | null, variations: Array<{ id: string, sku: string | null, attributes: Array<{ name: string, option: string }> }> } | null }> };

export type OrderListsQueryVariables = Exact<{ [key: string]: never; }>;


export type OrderListsQuery = { orderLists: Array<{ id: string, name: string, updatedAt: string, lines: Array<{ productId: string, variationId: string | null, quantity: number, product: { id: string, name: string, sku: string | null, variations: Array<{ id: string, sku: string | null, attributes: Array<{ name: string, option: string }> }> } | null }> }> };

export type CreateOrderListMutationVariables = Exact<{
  input: OrderListInput;
}>;


export type CreateOrderListMutation = { createOrderList: { orderList: { id: string, name: string, updatedAt: string, lines: Array<{ productId: string, variationId: string | null, quantity: number, product: { id: string, name: string, sku: string | null, variations: Array<{ id: string, sku: string | null, attributes: Array<{ name: string, option: string }> }> } | null }> } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type RenameOrderListMutationVariables = Exact<{
  id: string | number;
  name: string;
}>;


export type RenameOrderListMutation = { renameOrderList: { orderList: { id: string, name: string, updatedAt: string, lines: Array<{ productId: string, variationId: string | null, quantity: number, product: { id: string, name: string, sku: string | null, variations: Array<{ id: string, sku: string | null, attributes: Array<{ name: string, option: string }> }> } | null }> } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type UpdateOrderListLinesMutationVariables = Exact<{
  id: string | number;
  lines: Array<CartLineInput> | CartLineInput;
}>;


export type UpdateOrderListLinesMutation = { updateOrderListLines: { orderList: { id: string, name: string, updatedAt: string, lines: Array<{ productId: string, variationId: string | null, quantity: number, product: { id: string, name: string, sku: string | null, variations: Array<{ id: string, sku: string | null, attributes: Array<{ name: string, option: string }> }> } | null }> } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DeleteOrderListMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteOrderListMutation = { deleteOrderList: { ok: boolean, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type LoadOrderListMutationVariables = Exact<{
  id: string | number;
}>;


export type LoadOrderListMutation = { loadOrderList: { lines: Array<{ productId: string, variationId: string | null, quantity: number, product: { id: string, slug: string, name: string, sku: string | null, type: ProductType, inStock: boolean, price: { amount: string, currencyCode: string } | null, images: Array<{ src: string, alt: string }>, attributes: Array<{ name: string, options: Array<string> }>, variations: Array<{ id: string, sku: string | null, inStock: boolean, price: { amount: string, currencyCode: string } | null, attributes: Array<{ name: string, option: string }>, image: { src: string, alt: string } | null }> } }>, skipped: Array<{ productId: string, name: string, quantity: number, reason: ReorderSkipReason, message: string }>, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type ShopNameQueryVariables = Exact<{ [key: string]: never; }>;


export type ShopNameQuery = { shop: { name: string } };

export type CartQuoteQueryVariables = Exact<{
  input: CartInput;
}>;


export type CartQuoteQuery = { cartQuote: { reverseCharge: boolean, lines: Array<{ productId: string, variationId: string | null, quantity: number, name: string | null, slug: string | null, available: boolean, message: string | null, sku: string | null, minQuantity: number, quantityStep: number, image: { src: string, alt: string } | null, unitPrice: { amount: string, currencyCode: string } | null, lineTotal: { amount: string, currencyCode: string } | null, nextTier: { minQuantity: number, missingQuantity: number, price: { amount: string, currencyCode: string } } | null }>, subtotal: { amount: string, currencyCode: string } | null, discount: { amount: string, currencyCode: string } | null, shipping: { amount: string, currencyCode: string } | null, taxLines: Array<{ label: string, rate: string, amount: { amount: string, currencyCode: string } }> | null, tax: { amount: string, currencyCode: string } | null, missingForFreeShipping: { amount: string, currencyCode: string } | null, total: { amount: string, currencyCode: string } | null, coupon: { code: string, applied: boolean, message: string | null, discountType: string | null } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type ServerCartQueryVariables = Exact<{ [key: string]: never; }>;


export type ServerCartQuery = { cart: { version: number, couponCode: string | null, lines: Array<{ productId: string, variationId: string | null, quantity: number, attribute: { name: string, value: string } | null, product: { id: string, slug: string, name: string, price: { amount: string } | null, images: Array<{ src: string }>, variations: Array<{ id: string, price: { amount: string } | null, attributes: Array<{ name: string, option: string }>, image: { src: string } | null }> } | null }> } };

export type ServerCartFieldsFragment = { version: number, couponCode: string | null, lines: Array<{ productId: string, variationId: string | null, quantity: number, attribute: { name: string, value: string } | null, product: { id: string, slug: string, name: string, price: { amount: string } | null, images: Array<{ src: string }>, variations: Array<{ id: string, price: { amount: string } | null, attributes: Array<{ name: string, option: string }>, image: { src: string } | null }> } | null }> };

export type ServerCartAddLinesMutationVariables = Exact<{
  lines: Array<CartLineInput> | CartLineInput;
  key?: string | null | undefined;
}>;


export type ServerCartAddLinesMutation = { cartAddLines: { cart: { version: number, couponCode: string | null, lines: Array<{ productId: string, variationId: string | null, quantity: number, attribute: { name: string, value: string } | null, product: { id: string, slug: string, name: string, price: { amount: string } | null, images: Array<{ src: string }>, variations: Array<{ id: string, price: { amount: string } | null, attributes: Array<{ name: string, option: string }>, image: { src: string } | null }> } | null }> }, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type ServerCartSetLinesMutationVariables = Exact<{
  lines: Array<CartLineInput> | CartLineInput;
  couponCode?: string | null | undefined;
  baseVersion?: number | null | undefined;
  key?: string | null | undefined;
}>;


export type ServerCartSetLinesMutation = { cartSetLines: { cart: { version: number, couponCode: string | null, lines: Array<{ productId: string, variationId: string | null, quantity: number, attribute: { name: string, value: string } | null, product: { id: string, slug: string, name: string, price: { amount: string } | null, images: Array<{ src: string }>, variations: Array<{ id: string, price: { amount: string } | null, attributes: Array<{ name: string, option: string }>, image: { src: string } | null }> } | null }> }, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type ServerCartFlushMutationVariables = Exact<{
  lines: Array<CartLineInput> | CartLineInput;
  couponCode?: string | null | undefined;
  baseVersion?: number | null | undefined;
  key?: string | null | undefined;
}>;


export type ServerCartFlushMutation = { cartSetLines: { cart: { version: number } } };

export type OrderDetailsFragment = { id: string, number: string, createdAt: string, status: string, currencyCode: string, itemCount: number, reverseCharge: boolean, couponCode: string | null, poNumber: string | null, paymentMethod: string | null, comment: string | null, lines: Array<{ productId: string, variationId: string | null, name: string, quantity: number, unitPrice: { amount: string, currencyCode: string }, lineTotal: { amount: string, currencyCode: string } }>, subtotal: { amount: string, currencyCode: string }, discount: { amount: string, currencyCode: string }, shippingTotal: { amount: string, currencyCode: string }, taxTotal: { amount: string, currencyCode: string }, taxLines: Array<{ label: string, rate: string, amount: { amount: string, currencyCode: string } }>, total: { amount: string, currencyCode: string }, invoice: { number: string, issuedAt: string, url: string } | null, creditNote: { number: string, url: string } | null, shipping: { firstName: string, lastName: string, email: string | null, phone: string | null, address: string, city: string, postcode: string, country: string } };

export type SessionMeQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionMeQuery = { me: { id: string, name: string, email: string, phone: string | null, company: string | null, companyName: string | null, companyRegNumber: string | null, companyVatNumber: string | null, address: string | null, memberSince: string | null, status: CustomerStatus, statusReason: string | null } | null };

export type SessionLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type SessionLogoutMutation = { logout: boolean };

export type TestingRegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type TestingRegisterMutation = { register: { token: string | null, customer: { id: string, email: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type TestingProductPricesQueryVariables = Exact<{
  slug: string;
}>;


export type TestingProductPricesQuery = { product: { id: string, name: string, price: { amount: string } | null, variations: Array<{ id: string, price: { amount: string } | null, attributes: Array<{ name: string, option: string }> }> } | null };

export type TestingMyOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type TestingMyOrdersQuery = { myOrders: { totalCount: number, items: Array<{ id: string, number: string, couponCode: string | null, itemCount: number, status: string, total: { amount: string }, discount: { amount: string }, subtotal: { amount: string } }> } };

export type TestingProductStockQueryVariables = Exact<{ [key: string]: never; }>;


export type TestingProductStockQuery = { products: { items: Array<{ id: string, slug: string, type: ProductType, inStock: boolean, variations: Array<{ id: string, inStock: boolean }> }> } };

export type TestingServerCartQuoteQueryVariables = Exact<{ [key: string]: never; }>;


export type TestingServerCartQuoteQuery = { cart: { version: number, quote: { subtotal: { amount: string } | null, total: { amount: string } | null, lines: Array<{ productId: string, available: boolean }> } } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const ProductCardFragmentDoc = new TypedDocumentString(`
    fragment ProductCard on Product {
  id
  slug
  name
  type
  shortDescription
  inStock
  price {
    amount
    currencyCode
  }
  fromPrice {
    amount
    currencyCode
  }
  images {
    src
    alt
  }
  categories {
    id
    name
    slug
  }
  attributes {
    name
    options
  }
  variations {
    id
  }
}
    `, {"fragmentName":"ProductCard"}) as unknown as TypedDocumentString<ProductCardFragment, unknown>;
export const QuickOrderProductFragmentDoc = new TypedDocumentString(`
    fragment QuickOrderProduct on Product {
  id
  slug
  name
  sku
  type
  inStock
  price {
    amount
    currencyCode
  }
  images {
    src
    alt
  }
  attributes {
    name
    options
  }
  variations {
    id
    sku
    inStock
    price {
      amount
      currencyCode
    }
    attributes {
      name
      option
    }
    image {
      src
      alt
    }
  }
}
    `, {"fragmentName":"QuickOrderProduct"}) as unknown as TypedDocumentString<QuickOrderProductFragment, unknown>;
export const OrderListFieldsFragmentDoc = new TypedDocumentString(`
    fragment OrderListFields on OrderList {
  id
  name
  updatedAt
  lines {
    productId
    variationId
    quantity
    product {
      id
      name
      sku
      variations {
        id
        sku
        attributes {
          name
          option
        }
      }
    }
  }
}
    `, {"fragmentName":"OrderListFields"}) as unknown as TypedDocumentString<OrderListFieldsFragment, unknown>;
export const ServerCartFieldsFragmentDoc = new TypedDocumentString(`
    fragment ServerCartFields on Cart {
  version
  couponCode
  lines {
    productId
    variationId
    attribute {
      name
      value
    }
    quantity
    product {
      id
      slug
      name
      price {
        amount
      }
      images {
        src
      }
      variations {
        id
        price {
          amount
        }
        attributes {
          name
          option
        }
        image {
          src
        }
      }
    }
  }
}
    `, {"fragmentName":"ServerCartFields"}) as unknown as TypedDocumentString<ServerCartFieldsFragment, unknown>;
export const OrderDetailsFragmentDoc = new TypedDocumentString(`
    fragment OrderDetails on Order {
  id
  number
  createdAt
  status
  currencyCode
  itemCount
  lines {
    productId
    variationId
    name
    quantity
    unitPrice {
      amount
      currencyCode
    }
    lineTotal {
      amount
      currencyCode
    }
  }
  subtotal {
    amount
    currencyCode
  }
  discount {
    amount
    currencyCode
  }
  shippingTotal {
    amount
    currencyCode
  }
  taxTotal {
    amount
    currencyCode
  }
  taxLines {
    label
    rate
    amount {
      amount
      currencyCode
    }
  }
  reverseCharge
  total {
    amount
    currencyCode
  }
  couponCode
  poNumber
  paymentMethod
  invoice {
    number
    issuedAt
    url
  }
  creditNote {
    number
    url
  }
  shipping {
    firstName
    lastName
    email
    phone
    address
    city
    postcode
    country
  }
  comment
}
    `, {"fragmentName":"OrderDetails"}) as unknown as TypedDocumentString<OrderDetailsFragment, unknown>;
export const LayoutDocument = new TypedDocumentString(`
    query Layout {
  shop {
    name
    address
    phone
    email
  }
}
    `) as unknown as TypedDocumentString<LayoutQuery, LayoutQueryVariables>;
export const AddressesTabDocument = new TypedDocumentString(`
    mutation AddressesTab($address: String!) {
  updateAddress(address: $address) {
    customer {
      id
      address
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<AddressesTabMutation, AddressesTabMutationVariables>;
export const DevelopersTabApiKeysDocument = new TypedDocumentString(`
    query DevelopersTabApiKeys {
  apiKeys {
    id
    name
    prefix
    scopes
    createdAt
    lastUsedAt
  }
}
    `) as unknown as TypedDocumentString<DevelopersTabApiKeysQuery, DevelopersTabApiKeysQueryVariables>;
export const DevelopersTabCreateApiKeyDocument = new TypedDocumentString(`
    mutation DevelopersTabCreateApiKey($name: String!, $scopes: [String!]!) {
  createApiKey(name: $name, scopes: $scopes) {
    apiKey {
      id
      name
      prefix
      scopes
      createdAt
      lastUsedAt
    }
    secret
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DevelopersTabCreateApiKeyMutation, DevelopersTabCreateApiKeyMutationVariables>;
export const DevelopersTabRevokeApiKeyDocument = new TypedDocumentString(`
    mutation DevelopersTabRevokeApiKey($id: ID!) {
  revokeApiKey(id: $id) {
    ok
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DevelopersTabRevokeApiKeyMutation, DevelopersTabRevokeApiKeyMutationVariables>;
export const DevelopersTabWebhooksDocument = new TypedDocumentString(`
    query DevelopersTabWebhooks {
  webhooks {
    id
    url
    events
    enabled
    disabledReason
    createdAt
    deliveries(limit: 1) {
      id
      event
      status
      attempts
      lastResponseCode
      lastError
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<DevelopersTabWebhooksQuery, DevelopersTabWebhooksQueryVariables>;
export const DevelopersTabCreateWebhookDocument = new TypedDocumentString(`
    mutation DevelopersTabCreateWebhook($url: String!, $events: [String!]!) {
  createWebhook(url: $url, events: $events) {
    webhook {
      id
    }
    secret
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DevelopersTabCreateWebhookMutation, DevelopersTabCreateWebhookMutationVariables>;
export const DevelopersTabDeleteWebhookDocument = new TypedDocumentString(`
    mutation DevelopersTabDeleteWebhook($id: ID!) {
  deleteWebhook(id: $id) {
    ok
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DevelopersTabDeleteWebhookMutation, DevelopersTabDeleteWebhookMutationVariables>;
export const DevelopersTabEnableWebhookDocument = new TypedDocumentString(`
    mutation DevelopersTabEnableWebhook($id: ID!) {
  enableWebhook(id: $id) {
    webhook {
      id
      enabled
      disabledReason
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DevelopersTabEnableWebhookMutation, DevelopersTabEnableWebhookMutationVariables>;
export const LicenceTabDocument = new TypedDocumentString(`
    query LicenceTab {
  me {
    id
    licence {
      fileName
      expiresOn
      expired
      url
    }
  }
}
    `) as unknown as TypedDocumentString<LicenceTabQuery, LicenceTabQueryVariables>;
export const OrderAgainDocument = new TypedDocumentString(`
    mutation OrderAgain($orderId: ID!) {
  reorder(orderId: $orderId) {
    lines {
      productId
      variationId
      quantity
      product {
        id
        slug
        name
        type
        price {
          amount
          currencyCode
        }
        images {
          src
          alt
        }
        attributes {
          name
          options
        }
        variations {
          id
          price {
            amount
            currencyCode
          }
          attributes {
            name
            option
          }
          image {
            src
            alt
          }
        }
      }
    }
    cart {
      ...ServerCartFields
    }
    skipped {
      productId
      variationId
      name
      quantity
      reason
      message
    }
    userErrors {
      field
      message
      code
    }
  }
}
    fragment ServerCartFields on Cart {
  version
  couponCode
  lines {
    productId
    variationId
    attribute {
      name
      value
    }
    quantity
    product {
      id
      slug
      name
      price {
        amount
      }
      images {
        src
      }
      variations {
        id
        price {
          amount
        }
        attributes {
          name
          option
        }
        image {
          src
        }
      }
    }
  }
}`) as unknown as TypedDocumentString<OrderAgainMutation, OrderAgainMutationVariables>;
export const OrderDetailPageDocument = new TypedDocumentString(`
    query OrderDetailPage($id: ID!) {
  order(id: $id) {
    ...OrderDetails
  }
}
    fragment OrderDetails on Order {
  id
  number
  createdAt
  status
  currencyCode
  itemCount
  lines {
    productId
    variationId
    name
    quantity
    unitPrice {
      amount
      currencyCode
    }
    lineTotal {
      amount
      currencyCode
    }
  }
  subtotal {
    amount
    currencyCode
  }
  discount {
    amount
    currencyCode
  }
  shippingTotal {
    amount
    currencyCode
  }
  taxTotal {
    amount
    currencyCode
  }
  taxLines {
    label
    rate
    amount {
      amount
      currencyCode
    }
  }
  reverseCharge
  total {
    amount
    currencyCode
  }
  couponCode
  poNumber
  paymentMethod
  invoice {
    number
    issuedAt
    url
  }
  creditNote {
    number
    url
  }
  shipping {
    firstName
    lastName
    email
    phone
    address
    city
    postcode
    country
  }
  comment
}`) as unknown as TypedDocumentString<OrderDetailPageQuery, OrderDetailPageQueryVariables>;
export const OrdersTabDocument = new TypedDocumentString(`
    query OrdersTab($page: Int, $pageSize: Int) {
  myOrders(page: $page, pageSize: $pageSize) {
    items {
      id
      number
      createdAt
      status
      itemCount
      total {
        amount
        currencyCode
      }
    }
    totalCount
    page
    pageSize
  }
}
    `) as unknown as TypedDocumentString<OrdersTabQuery, OrdersTabQueryVariables>;
export const PrivacySectionDeleteDocument = new TypedDocumentString(`
    mutation PrivacySectionDelete($password: String!) {
  deleteMyAccount(password: $password) {
    ok
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<PrivacySectionDeleteMutation, PrivacySectionDeleteMutationVariables>;
export const PrivacySectionExportDocument = new TypedDocumentString(`
    query PrivacySectionExport {
  myDataExport
}
    `) as unknown as TypedDocumentString<PrivacySectionExportQuery, PrivacySectionExportQueryVariables>;
export const ProfileTabDocument = new TypedDocumentString(`
    mutation ProfileTab($input: ProfileInput!) {
  updateProfile(input: $input) {
    customer {
      id
      name
      email
      phone
      company
      companyName
      companyRegNumber
      companyVatNumber
      address
      memberSince
      status
      statusReason
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<ProfileTabMutation, ProfileTabMutationVariables>;
export const SecurityTabChangePasswordDocument = new TypedDocumentString(`
    mutation SecurityTabChangePassword($currentPassword: String!, $newPassword: String!, $confirmPassword: String) {
  changePassword(
    currentPassword: $currentPassword
    newPassword: $newPassword
    confirmPassword: $confirmPassword
  ) {
    ok
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<SecurityTabChangePasswordMutation, SecurityTabChangePasswordMutationVariables>;
export const SecurityTabLogoutAllDocument = new TypedDocumentString(`
    mutation SecurityTabLogoutAll {
  logoutAll
}
    `) as unknown as TypedDocumentString<SecurityTabLogoutAllMutation, SecurityTabLogoutAllMutationVariables>;
export const LoginPageDocument = new TypedDocumentString(`
    mutation LoginPage($email: String!, $password: String!, $rememberMe: Boolean) {
  login(email: $email, password: $password, rememberMe: $rememberMe) {
    customer {
      id
      name
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<LoginPageMutation, LoginPageMutationVariables>;
export const RegisterPageDocument = new TypedDocumentString(`
    mutation RegisterPage($input: RegisterInput!) {
  register(input: $input) {
    customer {
      id
      name
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<RegisterPageMutation, RegisterPageMutationVariables>;
export const ForgotPasswordPageDocument = new TypedDocumentString(`
    mutation ForgotPasswordPage($email: String!) {
  requestPasswordReset(email: $email)
}
    `) as unknown as TypedDocumentString<ForgotPasswordPageMutation, ForgotPasswordPageMutationVariables>;
export const ResetPasswordPageDocument = new TypedDocumentString(`
    mutation ResetPasswordPage($email: String!, $token: String!, $newPassword: String!, $confirmPassword: String) {
  resetPassword(
    email: $email
    token: $token
    newPassword: $newPassword
    confirmPassword: $confirmPassword
  ) {
    ok
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<ResetPasswordPageMutation, ResetPasswordPageMutationVariables>;
export const CartLineVariantsDocument = new TypedDocumentString(`
    query CartLineVariants($slug: String!) {
  product(slug: $slug) {
    id
    attributes {
      name
      options
    }
    variations {
      id
      price {
        amount
      }
      attributes {
        name
        option
      }
      image {
        src
      }
      inStock
    }
  }
}
    `) as unknown as TypedDocumentString<CartLineVariantsQuery, CartLineVariantsQueryVariables>;
export const CatalogPageDocument = new TypedDocumentString(`
    query CatalogPage($filter: ProductFilter, $sort: ProductSort, $page: Int, $pageSize: Int) {
  products(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
    items {
      ...ProductCard
    }
    totalCount
    page
    pageSize
    priceMax
  }
}
    fragment ProductCard on Product {
  id
  slug
  name
  type
  shortDescription
  inStock
  price {
    amount
    currencyCode
  }
  fromPrice {
    amount
    currencyCode
  }
  images {
    src
    alt
  }
  categories {
    id
    name
    slug
  }
  attributes {
    name
    options
  }
  variations {
    id
  }
}`) as unknown as TypedDocumentString<CatalogPageQuery, CatalogPageQueryVariables>;
export const CatalogCategoriesDocument = new TypedDocumentString(`
    query CatalogCategories {
  categories {
    id
    name
    slug
  }
}
    `) as unknown as TypedDocumentString<CatalogCategoriesQuery, CatalogCategoriesQueryVariables>;
export const CategoryPageDocument = new TypedDocumentString(`
    query CategoryPage($slug: String!) {
  category(slug: $slug) {
    id
    name
    slug
    description
  }
}
    `) as unknown as TypedDocumentString<CategoryPageQuery, CategoryPageQueryVariables>;
export const CategoryProductsDocument = new TypedDocumentString(`
    query CategoryProducts($filter: ProductFilter, $sort: ProductSort, $page: Int, $pageSize: Int) {
  products(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
    items {
      ...ProductCard
    }
    totalCount
    page
    pageSize
    priceMax
  }
}
    fragment ProductCard on Product {
  id
  slug
  name
  type
  shortDescription
  inStock
  price {
    amount
    currencyCode
  }
  fromPrice {
    amount
    currencyCode
  }
  images {
    src
    alt
  }
  categories {
    id
    name
    slug
  }
  attributes {
    name
    options
  }
  variations {
    id
  }
}`) as unknown as TypedDocumentString<CategoryProductsQuery, CategoryProductsQueryVariables>;
export const CheckoutPagePlaceOrderDocument = new TypedDocumentString(`
    mutation CheckoutPagePlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String!) {
  placeOrder(input: $input, idempotencyKey: $idempotencyKey) {
    order {
      ...OrderDetails
    }
    userErrors {
      field
      message
      code
    }
  }
}
    fragment OrderDetails on Order {
  id
  number
  createdAt
  status
  currencyCode
  itemCount
  lines {
    productId
    variationId
    name
    quantity
    unitPrice {
      amount
      currencyCode
    }
    lineTotal {
      amount
      currencyCode
    }
  }
  subtotal {
    amount
    currencyCode
  }
  discount {
    amount
    currencyCode
  }
  shippingTotal {
    amount
    currencyCode
  }
  taxTotal {
    amount
    currencyCode
  }
  taxLines {
    label
    rate
    amount {
      amount
      currencyCode
    }
  }
  reverseCharge
  total {
    amount
    currencyCode
  }
  couponCode
  poNumber
  paymentMethod
  invoice {
    number
    issuedAt
    url
  }
  creditNote {
    number
    url
  }
  shipping {
    firstName
    lastName
    email
    phone
    address
    city
    postcode
    country
  }
  comment
}`) as unknown as TypedDocumentString<CheckoutPagePlaceOrderMutation, CheckoutPagePlaceOrderMutationVariables>;
export const AboutTeamDocument = new TypedDocumentString(`
    query AboutTeam {
  teamMembers {
    id
    name
    role
    bio
    image {
      src
      alt
    }
  }
}
    `) as unknown as TypedDocumentString<AboutTeamQuery, AboutTeamQueryVariables>;
export const ContactFormDocument = new TypedDocumentString(`
    mutation ContactForm($input: ContactInput!) {
  sendContactMessage(input: $input) {
    ok
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<ContactFormMutation, ContactFormMutationVariables>;
export const ContactPageDocument = new TypedDocumentString(`
    query ContactPage {
  shop {
    name
    email
    phone
    address
  }
}
    `) as unknown as TypedDocumentString<ContactPageQuery, ContactPageQueryVariables>;
export const FaqAccordionDocument = new TypedDocumentString(`
    query FaqAccordion {
  faqs {
    id
    question
    answer
  }
}
    `) as unknown as TypedDocumentString<FaqAccordionQuery, FaqAccordionQueryVariables>;
export const WhiteLabelStoriesDocument = new TypedDocumentString(`
    query WhiteLabelStories($limit: Int) {
  partnerReviews(limit: $limit) {
    id
    content
    partnerName
    partnerPosition
    companyName
    rating
  }
}
    `) as unknown as TypedDocumentString<WhiteLabelStoriesQuery, WhiteLabelStoriesQueryVariables>;
export const BlogListPageDocument = new TypedDocumentString(`
    query BlogListPage($page: Int, $pageSize: Int) {
  posts(page: $page, pageSize: $pageSize) {
    items {
      id
      slug
      title
      excerpt
      date
    }
    totalCount
  }
}
    `) as unknown as TypedDocumentString<BlogListPageQuery, BlogListPageQueryVariables>;
export const BlogPostPageDocument = new TypedDocumentString(`
    query BlogPostPage($slug: String!) {
  post(slug: $slug) {
    id
    slug
    title
    excerpt
    content
    date
  }
}
    `) as unknown as TypedDocumentString<BlogPostPageQuery, BlogPostPageQueryVariables>;
export const LegalPageDocument = new TypedDocumentString(`
    query LegalPage {
  privacyPolicy {
    title
    content
    modified
  }
}
    `) as unknown as TypedDocumentString<LegalPageQuery, LegalPageQueryVariables>;
export const CategoryGridDocument = new TypedDocumentString(`
    query CategoryGrid {
  categories {
    id
    name
    slug
    description
    image {
      src
      alt
    }
  }
}
    `) as unknown as TypedDocumentString<CategoryGridQuery, CategoryGridQueryVariables>;
export const HomePageDocument = new TypedDocumentString(`
    query HomePage {
  shop {
    name
    tagline
    partnerLogos {
      name
      logoUrl
    }
  }
}
    `) as unknown as TypedDocumentString<HomePageQuery, HomePageQueryVariables>;
export const PartnerTestimonialsDocument = new TypedDocumentString(`
    query PartnerTestimonials($limit: Int) {
  partnerReviews(limit: $limit) {
    id
    content
    partnerName
    partnerPosition
    companyName
    rating
  }
}
    `) as unknown as TypedDocumentString<PartnerTestimonialsQuery, PartnerTestimonialsQueryVariables>;
export const ProductPageDocument = new TypedDocumentString(`
    query ProductPage($slug: String!) {
  product(slug: $slug) {
    ...ProductCard
    sku
    description
    priceRange {
      min {
        amount
        currencyCode
      }
      max {
        amount
        currencyCode
      }
    }
    variations {
      id
      sku
      inStock
      price {
        amount
        currencyCode
      }
      priceTiers {
        minQuantity
        price {
          amount
          currencyCode
        }
      }
      minQuantity
      quantityStep
      attributes {
        name
        option
      }
      image {
        src
        alt
      }
    }
    benefits
    ingredients
    specifications {
      label
      value
    }
    priceTiers {
      minQuantity
      price {
        amount
        currencyCode
      }
    }
    minQuantity
    quantityStep
  }
}
    fragment ProductCard on Product {
  id
  slug
  name
  type
  shortDescription
  inStock
  price {
    amount
    currencyCode
  }
  fromPrice {
    amount
    currencyCode
  }
  images {
    src
    alt
  }
  categories {
    id
    name
    slug
  }
  attributes {
    name
    options
  }
  variations {
    id
  }
}`) as unknown as TypedDocumentString<ProductPageQuery, ProductPageQueryVariables>;
export const RelatedProductsDocument = new TypedDocumentString(`
    query RelatedProducts($productId: ID!, $limit: Int) {
  relatedProducts(productId: $productId, limit: $limit) {
    ...ProductCard
  }
}
    fragment ProductCard on Product {
  id
  slug
  name
  type
  shortDescription
  inStock
  price {
    amount
    currencyCode
  }
  fromPrice {
    amount
    currencyCode
  }
  images {
    src
    alt
  }
  categories {
    id
    name
    slug
  }
  attributes {
    name
    options
  }
  variations {
    id
  }
}`) as unknown as TypedDocumentString<RelatedProductsQuery, RelatedProductsQueryVariables>;
export const QuickOrderSuggestionsDocument = new TypedDocumentString(`
    query QuickOrderSuggestions($search: String!) {
  products(filter: {search: $search}, pageSize: 8) {
    items {
      id
      name
      sku
      type
      inStock
      variations {
        id
        sku
        inStock
        attributes {
          name
          option
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<QuickOrderSuggestionsQuery, QuickOrderSuggestionsQueryVariables>;
export const QuickOrderPreviewDocument = new TypedDocumentString(`
    query QuickOrderPreview($csv: String, $lines: [QuickOrderLineInput!]) {
  quickOrderPreview(csv: $csv, lines: $lines) {
    lines {
      sku
      rows
      productId
      variationId
      requestedQuantity
      quantity
      correction
      unitPrice {
        amount
        currencyCode
      }
      tierMinQuantity
      product {
        ...QuickOrderProduct
      }
    }
    problems {
      rows
      sku
      quantity
      reason
      message
    }
    userErrors {
      field
      message
      code
    }
  }
}
    fragment QuickOrderProduct on Product {
  id
  slug
  name
  sku
  type
  inStock
  price {
    amount
    currencyCode
  }
  images {
    src
    alt
  }
  attributes {
    name
    options
  }
  variations {
    id
    sku
    inStock
    price {
      amount
      currencyCode
    }
    attributes {
      name
      option
    }
    image {
      src
      alt
    }
  }
}`) as unknown as TypedDocumentString<QuickOrderPreviewQuery, QuickOrderPreviewQueryVariables>;
export const OrderListsDocument = new TypedDocumentString(`
    query OrderLists {
  orderLists {
    ...OrderListFields
  }
}
    fragment OrderListFields on OrderList {
  id
  name
  updatedAt
  lines {
    productId
    variationId
    quantity
    product {
      id
      name
      sku
      variations {
        id
        sku
        attributes {
          name
          option
        }
      }
    }
  }
}`) as unknown as TypedDocumentString<OrderListsQuery, OrderListsQueryVariables>;
export const CreateOrderListDocument = new TypedDocumentString(`
    mutation CreateOrderList($input: OrderListInput!) {
  createOrderList(input: $input) {
    orderList {
      ...OrderListFields
    }
    userErrors {
      field
      message
      code
    }
  }
}
    fragment OrderListFields on OrderList {
  id
  name
  updatedAt
  lines {
    productId
    variationId
    quantity
    product {
      id
      name
      sku
      variations {
        id
        sku
        attributes {
          name
          option
        }
      }
    }
  }
}`) as unknown as TypedDocumentString<CreateOrderListMutation, CreateOrderListMutationVariables>;
export const RenameOrderListDocument = new TypedDocumentString(`
    mutation RenameOrderList($id: ID!, $name: String!) {
  renameOrderList(id: $id, name: $name) {
    orderList {
      ...OrderListFields
    }
    userErrors {
      field
      message
      code
    }
  }
}
    fragment OrderListFields on OrderList {
  id
  name
  updatedAt
  lines {
    productId
    variationId
    quantity
    product {
      id
      name
      sku
      variations {
        id
        sku
        attributes {
          name
          option
        }
      }
    }
  }
}`) as unknown as TypedDocumentString<RenameOrderListMutation, RenameOrderListMutationVariables>;
export const UpdateOrderListLinesDocument = new TypedDocumentString(`
    mutation UpdateOrderListLines($id: ID!, $lines: [CartLineInput!]!) {
  updateOrderListLines(id: $id, lines: $lines) {
    orderList {
      ...OrderListFields
    }
    userErrors {
      field
      message
      code
    }
  }
}
    fragment OrderListFields on OrderList {
  id
  name
  updatedAt
  lines {
    productId
    variationId
    quantity
    product {
      id
      name
      sku
      variations {
        id
        sku
        attributes {
          name
          option
        }
      }
    }
  }
}`) as unknown as TypedDocumentString<UpdateOrderListLinesMutation, UpdateOrderListLinesMutationVariables>;
export const DeleteOrderListDocument = new TypedDocumentString(`
    mutation DeleteOrderList($id: ID!) {
  deleteOrderList(id: $id) {
    ok
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DeleteOrderListMutation, DeleteOrderListMutationVariables>;
export const LoadOrderListDocument = new TypedDocumentString(`
    mutation LoadOrderList($id: ID!) {
  loadOrderList(id: $id) {
    lines {
      productId
      variationId
      quantity
      product {
        ...QuickOrderProduct
      }
    }
    skipped {
      productId
      name
      quantity
      reason
      message
    }
    userErrors {
      field
      message
      code
    }
  }
}
    fragment QuickOrderProduct on Product {
  id
  slug
  name
  sku
  type
  inStock
  price {
    amount
    currencyCode
  }
  images {
    src
    alt
  }
  attributes {
    name
    options
  }
  variations {
    id
    sku
    inStock
    price {
      amount
      currencyCode
    }
    attributes {
      name
      option
    }
    image {
      src
      alt
    }
  }
}`) as unknown as TypedDocumentString<LoadOrderListMutation, LoadOrderListMutationVariables>;
export const ShopNameDocument = new TypedDocumentString(`
    query ShopName {
  shop {
    name
  }
}
    `) as unknown as TypedDocumentString<ShopNameQuery, ShopNameQueryVariables>;
export const CartQuoteDocument = new TypedDocumentString(`
    query CartQuote($input: CartInput!) {
  cartQuote(input: $input) {
    lines {
      productId
      variationId
      quantity
      name
      slug
      image {
        src
        alt
      }
      unitPrice {
        amount
        currencyCode
      }
      lineTotal {
        amount
        currencyCode
      }
      available
      message
      sku
      minQuantity
      quantityStep
      nextTier {
        minQuantity
        missingQuantity
        price {
          amount
          currencyCode
        }
      }
    }
    subtotal {
      amount
      currencyCode
    }
    discount {
      amount
      currencyCode
    }
    shipping {
      amount
      currencyCode
    }
    taxLines {
      label
      rate
      amount {
        amount
        currencyCode
      }
    }
    tax {
      amount
      currencyCode
    }
    reverseCharge
    missingForFreeShipping {
      amount
      currencyCode
    }
    total {
      amount
      currencyCode
    }
    coupon {
      code
      applied
      message
      discountType
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<CartQuoteQuery, CartQuoteQueryVariables>;
export const ServerCartDocument = new TypedDocumentString(`
    query ServerCart {
  cart {
    ...ServerCartFields
  }
}
    fragment ServerCartFields on Cart {
  version
  couponCode
  lines {
    productId
    variationId
    attribute {
      name
      value
    }
    quantity
    product {
      id
      slug
      name
      price {
        amount
      }
      images {
        src
      }
      variations {
        id
        price {
          amount
        }
        attributes {
          name
          option
        }
        image {
          src
        }
      }
    }
  }
}`) as unknown as TypedDocumentString<ServerCartQuery, ServerCartQueryVariables>;
export const ServerCartAddLinesDocument = new TypedDocumentString(`
    mutation ServerCartAddLines($lines: [CartLineInput!]!, $key: String) {
  cartAddLines(lines: $lines, key: $key) {
    cart {
      ...ServerCartFields
    }
    userErrors {
      field
      message
      code
    }
  }
}
    fragment ServerCartFields on Cart {
  version
  couponCode
  lines {
    productId
    variationId
    attribute {
      name
      value
    }
    quantity
    product {
      id
      slug
      name
      price {
        amount
      }
      images {
        src
      }
      variations {
        id
        price {
          amount
        }
        attributes {
          name
          option
        }
        image {
          src
        }
      }
    }
  }
}`) as unknown as TypedDocumentString<ServerCartAddLinesMutation, ServerCartAddLinesMutationVariables>;
export const ServerCartSetLinesDocument = new TypedDocumentString(`
    mutation ServerCartSetLines($lines: [CartLineInput!]!, $couponCode: String, $baseVersion: Int, $key: String) {
  cartSetLines(
    lines: $lines
    couponCode: $couponCode
    baseVersion: $baseVersion
    key: $key
  ) {
    cart {
      ...ServerCartFields
    }
    userErrors {
      field
      message
      code
    }
  }
}
    fragment ServerCartFields on Cart {
  version
  couponCode
  lines {
    productId
    variationId
    attribute {
      name
      value
    }
    quantity
    product {
      id
      slug
      name
      price {
        amount
      }
      images {
        src
      }
      variations {
        id
        price {
          amount
        }
        attributes {
          name
          option
        }
        image {
          src
        }
      }
    }
  }
}`) as unknown as TypedDocumentString<ServerCartSetLinesMutation, ServerCartSetLinesMutationVariables>;
export const ServerCartFlushDocument = new TypedDocumentString(`
    mutation ServerCartFlush($lines: [CartLineInput!]!, $couponCode: String, $baseVersion: Int, $key: String) {
  cartSetLines(
    lines: $lines
    couponCode: $couponCode
    baseVersion: $baseVersion
    key: $key
  ) {
    cart {
      version
    }
  }
}
    `) as unknown as TypedDocumentString<ServerCartFlushMutation, ServerCartFlushMutationVariables>;
export const SessionMeDocument = new TypedDocumentString(`
    query SessionMe {
  me {
    id
    name
    email
    phone
    company
    companyName
    companyRegNumber
    companyVatNumber
    address
    memberSince
    status
    statusReason
  }
}
    `) as unknown as TypedDocumentString<SessionMeQuery, SessionMeQueryVariables>;
export const SessionLogoutDocument = new TypedDocumentString(`
    mutation SessionLogout {
  logout
}
    `) as unknown as TypedDocumentString<SessionLogoutMutation, SessionLogoutMutationVariables>;
export const TestingRegisterDocument = new TypedDocumentString(`
    mutation TestingRegister($input: RegisterInput!) {
  register(input: $input) {
    token
    customer {
      id
      email
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<TestingRegisterMutation, TestingRegisterMutationVariables>;
export const TestingProductPricesDocument = new TypedDocumentString(`
    query TestingProductPrices($slug: String!) {
  product(slug: $slug) {
    id
    name
    price {
      amount
    }
    variations {
      id
      price {
        amount
      }
      attributes {
        name
        option
      }
    }
  }
}
    `) as unknown as TypedDocumentString<TestingProductPricesQuery, TestingProductPricesQueryVariables>;
export const TestingMyOrdersDocument = new TypedDocumentString(`
    query TestingMyOrders {
  myOrders(page: 1, pageSize: 20) {
    totalCount
    items {
      id
      number
      total {
        amount
      }
      discount {
        amount
      }
      subtotal {
        amount
      }
      couponCode
      itemCount
      status
    }
  }
}
    `) as unknown as TypedDocumentString<TestingMyOrdersQuery, TestingMyOrdersQueryVariables>;
export const TestingProductStockDocument = new TypedDocumentString(`
    query TestingProductStock {
  products(pageSize: 100) {
    items {
      id
      slug
      type
      inStock
      variations {
        id
        inStock
      }
    }
  }
}
    `) as unknown as TypedDocumentString<TestingProductStockQuery, TestingProductStockQueryVariables>;
export const TestingServerCartQuoteDocument = new TypedDocumentString(`
    query TestingServerCartQuote {
  cart {
    version
    quote {
      subtotal {
        amount
      }
      total {
        amount
      }
      lines {
        productId
        available
      }
    }
  }
}
    `) as unknown as TypedDocumentString<TestingServerCartQuoteQuery, TestingServerCartQuoteQueryVariables>;