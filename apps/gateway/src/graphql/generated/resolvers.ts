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
  DateTime: { input: string; output: string; }
  /**
   * The public GraphQL contract of the wholesale shop. See ../../../shared/API.md (the stable core) and
   * docs in this package. Money is integer cents inside; `Decimal` strings such as "12.50" at the edge.
   */
  Decimal: { input: string; output: string; }
};

export type Address = {
  __typename?: 'Address';
  address: Scalars['String']['output'];
  city: Scalars['String']['output'];
  country: Scalars['String']['output'];
  email: Maybe<Scalars['String']['output']>;
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  phone: Maybe<Scalars['String']['output']>;
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

export type AuthPayload = {
  __typename?: 'AuthPayload';
  customer: Maybe<Customer>;
  expiresAt: Maybe<Scalars['DateTime']['output']>;
  /** for API clients (Authorization: Bearer); the browser uses the httpOnly cookie instead */
  token: Maybe<Scalars['String']['output']>;
  userErrors: Array<UserError>;
};

export type CartInput = {
  couponCode?: InputMaybe<Scalars['String']['input']>;
  lines: Array<CartLineInput>;
};

export type CartLineInput = {
  productId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
  variationId?: InputMaybe<Scalars['ID']['input']>;
};

export type CartQuote = {
  __typename?: 'CartQuote';
  coupon: Maybe<CouponResult>;
  discount: Maybe<Money>;
  lines: Array<CartQuoteLine>;
  subtotal: Maybe<Money>;
  total: Maybe<Money>;
  userErrors: Array<UserError>;
};

export type CartQuoteLine = {
  __typename?: 'CartQuoteLine';
  available: Scalars['Boolean']['output'];
  image: Maybe<Image>;
  lineTotal: Maybe<Money>;
  /** why the line is not available (unknown, hidden, out of stock); null otherwise */
  message: Maybe<Scalars['String']['output']>;
  /** null when the product is unknown or hidden */
  name: Maybe<Scalars['String']['output']>;
  productId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  slug: Maybe<Scalars['String']['output']>;
  /** null for anonymous callers */
  unitPrice: Maybe<Money>;
  variationId: Maybe<Scalars['ID']['output']>;
};

export type Category = {
  __typename?: 'Category';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  image: Maybe<Image>;
  name: Scalars['String']['output'];
  productCount: Scalars['Int']['output'];
  slug: Scalars['String']['output'];
};

export type ContactInput = {
  company: Scalars['String']['input'];
  email: Scalars['String']['input'];
  message: Scalars['String']['input'];
  name: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  subject: Scalars['String']['input'];
};

export type CouponResult = {
  __typename?: 'CouponResult';
  applied: Scalars['Boolean']['output'];
  code: Scalars['String']['output'];
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

export type Customer = {
  __typename?: 'Customer';
  /** the one free-text saved address */
  address: Maybe<Scalars['String']['output']>;
  company: Maybe<Scalars['String']['output']>;
  companyName: Maybe<Scalars['String']['output']>;
  companyRegNumber: Maybe<Scalars['String']['output']>;
  companyVatNumber: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  memberSince: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  phone: Maybe<Scalars['String']['output']>;
};

export type CustomerPayload = {
  __typename?: 'CustomerPayload';
  customer: Maybe<Customer>;
  userErrors: Array<UserError>;
};

export type Faq = {
  __typename?: 'Faq';
  /** sanitised HTML */
  answer: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  question: Scalars['String']['output'];
};

export type Image = {
  __typename?: 'Image';
  alt: Scalars['String']['output'];
  src: Scalars['String']['output'];
};

export type Money = {
  __typename?: 'Money';
  amount: Scalars['Decimal']['output'];
  currencyCode: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  changePassword: MutationResult;
  /** Creates an API key for the signed-in buyer; the answer holds its secret, shown only this once. Needs the buyer's session. */
  createApiKey: CreateApiKeyPayload;
  /** Subscribes a URL to events; the answer holds the signing secret, shown only this once. */
  createWebhook: CreateWebhookPayload;
  /** Deletes a webhook subscription and its delivery log. */
  deleteWebhook: MutationResult;
  /** Turns a disabled subscription back on; its pending deliveries are tried again. */
  enableWebhook: WebhookPayload;
  login: AuthPayload;
  logout: Scalars['Boolean']['output'];
  logoutAll: Scalars['Boolean']['output'];
  placeOrder: PlaceOrderPayload;
  /** Queues a delivery again (same X-Shop-Delivery id), e.g. after fixing the receiver. */
  redeliverWebhook: RedeliverWebhookPayload;
  register: AuthPayload;
  requestPasswordReset: Scalars['Boolean']['output'];
  resetPassword: MutationResult;
  /** Revokes one of the buyer's API keys: it is refused from the next request on. Needs the buyer's session. */
  revokeApiKey: MutationResult;
  sendContactMessage: MutationResult;
  updateAddress: CustomerPayload;
  updateProfile: CustomerPayload;
};


export type MutationChangePasswordArgs = {
  confirmPassword?: InputMaybe<Scalars['String']['input']>;
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


export type MutationCreateApiKeyArgs = {
  name: Scalars['String']['input'];
  scopes: Array<Scalars['String']['input']>;
};


export type MutationCreateWebhookArgs = {
  events: Array<Scalars['String']['input']>;
  url: Scalars['String']['input'];
};


export type MutationDeleteWebhookArgs = {
  id: Scalars['ID']['input'];
};


export type MutationEnableWebhookArgs = {
  id: Scalars['ID']['input'];
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  rememberMe?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationPlaceOrderArgs = {
  idempotencyKey: Scalars['String']['input'];
  input: PlaceOrderInput;
};


export type MutationRedeliverWebhookArgs = {
  deliveryId: Scalars['ID']['input'];
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


export type MutationResetPasswordArgs = {
  confirmPassword?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationRevokeApiKeyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSendContactMessageArgs = {
  input: ContactInput;
};


export type MutationUpdateAddressArgs = {
  address: Scalars['String']['input'];
};


export type MutationUpdateProfileArgs = {
  input: ProfileInput;
};

export type MutationResult = {
  __typename?: 'MutationResult';
  ok: Scalars['Boolean']['output'];
  userErrors: Array<UserError>;
};

export type OpeningHours = {
  __typename?: 'OpeningHours';
  /** e.g. "Monday-Friday" */
  days: Scalars['String']['output'];
  /** e.g. "9AM-5PM" or "Closed" */
  hours: Scalars['String']['output'];
};

export type Order = {
  __typename?: 'Order';
  comment: Maybe<Scalars['String']['output']>;
  couponCode: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  currencyCode: Scalars['String']['output'];
  discount: Money;
  /** The order's one public reference: its number (1001, ...), as the orders table, the URL and e-mails show it. */
  id: Scalars['ID']['output'];
  itemCount: Scalars['Int']['output'];
  lines: Array<OrderLine>;
  /** The same reference as id. */
  number: Scalars['String']['output'];
  shipping: Address;
  /** pending, processing, completed, ... */
  status: Scalars['String']['output'];
  subtotal: Money;
  total: Money;
};

export type OrderLine = {
  __typename?: 'OrderLine';
  lineTotal: Money;
  name: Scalars['String']['output'];
  productId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  unitPrice: Money;
  variationId: Maybe<Scalars['ID']['output']>;
};

export type OrderPage = {
  __typename?: 'OrderPage';
  items: Array<Order>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

export type Page = {
  __typename?: 'Page';
  /** sanitised HTML */
  content: Scalars['String']['output'];
  modified: Scalars['DateTime']['output'];
  title: Scalars['String']['output'];
};

export type PartnerLogo = {
  __typename?: 'PartnerLogo';
  logoUrl: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type PartnerReview = {
  __typename?: 'PartnerReview';
  companyName: Scalars['String']['output'];
  /** plain text (tags stripped) */
  content: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  partnerName: Scalars['String']['output'];
  partnerPosition: Scalars['String']['output'];
  /** 0 when unknown, otherwise 1 to 5 */
  rating: Scalars['Int']['output'];
};

export type PlaceOrderInput = {
  couponCode?: InputMaybe<Scalars['String']['input']>;
  lines: Array<CartLineInput>;
  shipping: ShippingInput;
};

export type PlaceOrderPayload = {
  __typename?: 'PlaceOrderPayload';
  order: Maybe<Order>;
  userErrors: Array<UserError>;
};

export type Post = {
  __typename?: 'Post';
  /** sanitised HTML, links to the content host rewritten to the public site */
  content: Scalars['String']['output'];
  date: Scalars['DateTime']['output'];
  /** sanitised HTML */
  excerpt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type PostPage = {
  __typename?: 'PostPage';
  items: Array<Post>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

export type PriceRange = {
  __typename?: 'PriceRange';
  max: Money;
  min: Money;
};

export type Product = {
  __typename?: 'Product';
  attributes: Array<ProductAttribute>;
  benefits: Array<Scalars['String']['output']>;
  categories: Array<Category>;
  /** sanitised HTML; null for anonymous callers */
  description: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  images: Array<Image>;
  inStock: Scalars['Boolean']['output'];
  ingredients: Array<Scalars['String']['output']>;
  /** HTML entities decoded */
  name: Scalars['String']['output'];
  /** null for anonymous callers */
  price: Maybe<Money>;
  /** null for anonymous callers; for variable products the lowest and highest variation price */
  priceRange: Maybe<PriceRange>;
  /** plain-text summary without prices; visible to everyone */
  shortDescription: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  specifications: Array<Specification>;
  type: ProductType;
  variations: Array<Variation>;
};

export type ProductAttribute = {
  __typename?: 'ProductAttribute';
  name: Scalars['String']['output'];
  options: Array<Scalars['String']['output']>;
};

export type ProductFilter = {
  categorySlugs?: InputMaybe<Array<Scalars['String']['input']>>;
  priceMax?: InputMaybe<Scalars['Decimal']['input']>;
  priceMin?: InputMaybe<Scalars['Decimal']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};

export type ProductPage = {
  __typename?: 'ProductPage';
  items: Array<Product>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  /** highest price of the filtered set (ignoring the price range itself), for the slider; null for anonymous callers */
  priceMax: Maybe<Scalars['Decimal']['output']>;
  totalCount: Scalars['Int']['output'];
};

export type ProductSort =
  | 'DEFAULT'
  | 'NAME_ASC'
  | 'NAME_DESC'
  | 'PRICE_ASC'
  | 'PRICE_DESC';

export type ProductType =
  | 'SIMPLE'
  | 'VARIABLE';

export type ProfileInput = {
  company?: InputMaybe<Scalars['String']['input']>;
  companyName: Scalars['String']['input'];
  companyRegNumber: Scalars['String']['input'];
  companyVatNumber: Scalars['String']['input'];
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
};

export type Query = {
  __typename?: 'Query';
  /** The signed-in buyer's API keys, newest first (revoked ones left out). Needs the buyer's session, not an API key. */
  apiKeys: Array<ApiKey>;
  cartQuote: CartQuote;
  categories: Array<Category>;
  category: Maybe<Category>;
  faqs: Array<Faq>;
  me: Maybe<Customer>;
  myOrders: OrderPage;
  /** The caller's own order by its public reference (Order.id, the order number); an internal id from older links also resolves. */
  order: Maybe<Order>;
  partnerReviews: Array<PartnerReview>;
  post: Maybe<Post>;
  posts: PostPage;
  privacyPolicy: Maybe<Page>;
  product: Maybe<Product>;
  products: ProductPage;
  relatedProducts: Array<Product>;
  shop: Shop;
  teamMembers: Array<TeamMember>;
  /** The signed-in buyer's webhook subscriptions, newest first. */
  webhooks: Array<Webhook>;
};


export type QueryCartQuoteArgs = {
  input: CartInput;
};


export type QueryCategoryArgs = {
  slug: Scalars['String']['input'];
};


export type QueryMyOrdersArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPartnerReviewsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPostArgs = {
  slug: Scalars['String']['input'];
};


export type QueryPostsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryProductArgs = {
  slug: Scalars['String']['input'];
};


export type QueryProductsArgs = {
  filter?: InputMaybe<ProductFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
};


export type QueryRelatedProductsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  productId: Scalars['ID']['input'];
};

/** The answer to redeliverWebhook. */
export type RedeliverWebhookPayload = {
  __typename?: 'RedeliverWebhookPayload';
  /** The delivery, queued again; null when userErrors is not empty. */
  delivery: Maybe<WebhookDelivery>;
  /** Why it was not queued (unknown delivery, webhook disabled); empty on success. */
  userErrors: Array<UserError>;
};

export type RegisterInput = {
  agreeTerms: Scalars['Boolean']['input'];
  companyName: Scalars['String']['input'];
  companyRegNumber: Scalars['String']['input'];
  companyVatNumber: Scalars['String']['input'];
  confirmPassword: Scalars['String']['input'];
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  password: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
};

export type ShippingInput = {
  address: Scalars['String']['input'];
  comment?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  fullName: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
};

export type Shop = {
  __typename?: 'Shop';
  address: Scalars['String']['output'];
  currencyCode: Scalars['String']['output'];
  email: Scalars['String']['output'];
  name: Scalars['String']['output'];
  openingHours: Array<OpeningHours>;
  partnerLogos: Array<PartnerLogo>;
  phone: Scalars['String']['output'];
  publicSiteUrl: Scalars['String']['output'];
  tagline: Scalars['String']['output'];
};

export type Specification = {
  __typename?: 'Specification';
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type TeamMember = {
  __typename?: 'TeamMember';
  /** sanitised HTML */
  bio: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  image: Maybe<Image>;
  name: Scalars['String']['output'];
  role: Scalars['String']['output'];
};

export type UserError = {
  __typename?: 'UserError';
  code: Scalars['String']['output'];
  /** Path to the input field the error is about, e.g. ["email"]; null for the whole input. */
  field: Maybe<Array<Scalars['String']['output']>>;
  message: Scalars['String']['output'];
};

export type Variation = {
  __typename?: 'Variation';
  attributes: Array<VariationAttribute>;
  id: Scalars['ID']['output'];
  image: Maybe<Image>;
  inStock: Scalars['Boolean']['output'];
  /** null for anonymous callers */
  price: Maybe<Money>;
};

export type VariationAttribute = {
  __typename?: 'VariationAttribute';
  name: Scalars['String']['output'];
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
  CartInput: CartInput;
  CartLineInput: CartLineInput;
  CartQuote: ResolverTypeWrapper<CartQuote>;
  CartQuoteLine: ResolverTypeWrapper<CartQuoteLine>;
  Category: ResolverTypeWrapper<Category>;
  ContactInput: ContactInput;
  CouponResult: ResolverTypeWrapper<CouponResult>;
  CreateApiKeyPayload: ResolverTypeWrapper<CreateApiKeyPayload>;
  CreateWebhookPayload: ResolverTypeWrapper<CreateWebhookPayload>;
  Customer: ResolverTypeWrapper<Customer>;
  CustomerPayload: ResolverTypeWrapper<CustomerPayload>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Decimal: ResolverTypeWrapper<Scalars['Decimal']['output']>;
  Faq: ResolverTypeWrapper<Faq>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Image: ResolverTypeWrapper<Image>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Money: ResolverTypeWrapper<Money>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MutationResult: ResolverTypeWrapper<MutationResult>;
  OpeningHours: ResolverTypeWrapper<OpeningHours>;
  Order: ResolverTypeWrapper<Order>;
  OrderLine: ResolverTypeWrapper<OrderLine>;
  OrderPage: ResolverTypeWrapper<OrderPage>;
  Page: ResolverTypeWrapper<Page>;
  PartnerLogo: ResolverTypeWrapper<PartnerLogo>;
  PartnerReview: ResolverTypeWrapper<PartnerReview>;
  PlaceOrderInput: PlaceOrderInput;
  PlaceOrderPayload: ResolverTypeWrapper<PlaceOrderPayload>;
  Post: ResolverTypeWrapper<Post>;
  PostPage: ResolverTypeWrapper<PostPage>;
  PriceRange: ResolverTypeWrapper<PriceRange>;
  Product: ResolverTypeWrapper<Product>;
  ProductAttribute: ResolverTypeWrapper<ProductAttribute>;
  ProductFilter: ProductFilter;
  ProductPage: ResolverTypeWrapper<ProductPage>;
  ProductSort: ProductSort;
  ProductType: ProductType;
  ProfileInput: ProfileInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RedeliverWebhookPayload: ResolverTypeWrapper<RedeliverWebhookPayload>;
  RegisterInput: RegisterInput;
  ShippingInput: ShippingInput;
  Shop: ResolverTypeWrapper<Shop>;
  Specification: ResolverTypeWrapper<Specification>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TeamMember: ResolverTypeWrapper<TeamMember>;
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
  CartInput: CartInput;
  CartLineInput: CartLineInput;
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
  Money: Money;
  Mutation: Record<PropertyKey, never>;
  MutationResult: MutationResult;
  OpeningHours: OpeningHours;
  Order: Order;
  OrderLine: OrderLine;
  OrderPage: OrderPage;
  Page: Page;
  PartnerLogo: PartnerLogo;
  PartnerReview: PartnerReview;
  PlaceOrderInput: PlaceOrderInput;
  PlaceOrderPayload: PlaceOrderPayload;
  Post: Post;
  PostPage: PostPage;
  PriceRange: PriceRange;
  Product: Product;
  ProductAttribute: ProductAttribute;
  ProductFilter: ProductFilter;
  ProductPage: ProductPage;
  ProfileInput: ProfileInput;
  Query: Record<PropertyKey, never>;
  RedeliverWebhookPayload: RedeliverWebhookPayload;
  RegisterInput: RegisterInput;
  ShippingInput: ShippingInput;
  Shop: Shop;
  Specification: Specification;
  String: Scalars['String']['output'];
  TeamMember: TeamMember;
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

export type CartQuoteResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['CartQuote'] = ResolversParentTypes['CartQuote']> = ResolversObject<{
  coupon?: Resolver<Maybe<ResolversTypes['CouponResult']>, ParentType, ContextType>;
  discount?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['CartQuoteLine']>, ParentType, ContextType>;
  subtotal?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type CartQuoteLineResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['CartQuoteLine'] = ResolversParentTypes['CartQuoteLine']> = ResolversObject<{
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  lineTotal?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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
  memberSince?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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

export type MoneyResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  changePassword?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'currentPassword' | 'newPassword'>>;
  createApiKey?: Resolver<ResolversTypes['CreateApiKeyPayload'], ParentType, ContextType, RequireFields<MutationCreateApiKeyArgs, 'name' | 'scopes'>>;
  createWebhook?: Resolver<ResolversTypes['CreateWebhookPayload'], ParentType, ContextType, RequireFields<MutationCreateWebhookArgs, 'events' | 'url'>>;
  deleteWebhook?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationDeleteWebhookArgs, 'id'>>;
  enableWebhook?: Resolver<ResolversTypes['WebhookPayload'], ParentType, ContextType, RequireFields<MutationEnableWebhookArgs, 'id'>>;
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password' | 'rememberMe'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  logoutAll?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  placeOrder?: Resolver<ResolversTypes['PlaceOrderPayload'], ParentType, ContextType, RequireFields<MutationPlaceOrderArgs, 'idempotencyKey' | 'input'>>;
  redeliverWebhook?: Resolver<ResolversTypes['RedeliverWebhookPayload'], ParentType, ContextType, RequireFields<MutationRedeliverWebhookArgs, 'deliveryId'>>;
  register?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  requestPasswordReset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  resetPassword?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'email' | 'newPassword' | 'token'>>;
  revokeApiKey?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationRevokeApiKeyArgs, 'id'>>;
  sendContactMessage?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationSendContactMessageArgs, 'input'>>;
  updateAddress?: Resolver<ResolversTypes['CustomerPayload'], ParentType, ContextType, RequireFields<MutationUpdateAddressArgs, 'address'>>;
  updateProfile?: Resolver<ResolversTypes['CustomerPayload'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
}>;

export type MutationResultResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['MutationResult'] = ResolversParentTypes['MutationResult']> = ResolversObject<{
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type OpeningHoursResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['OpeningHours'] = ResolversParentTypes['OpeningHours']> = ResolversObject<{
  days?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hours?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OrderResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = ResolversObject<{
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  couponCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['OrderLine']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['Address'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
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

export type ProductResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = ResolversObject<{
  attributes?: Resolver<Array<ResolversTypes['ProductAttribute']>, ParentType, ContextType>;
  benefits?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  inStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ingredients?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  priceRange?: Resolver<Maybe<ResolversTypes['PriceRange']>, ParentType, ContextType>;
  shortDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  cartQuote?: Resolver<ResolversTypes['CartQuote'], ParentType, ContextType, RequireFields<QueryCartQuoteArgs, 'input'>>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType, RequireFields<QueryCategoryArgs, 'slug'>>;
  faqs?: Resolver<Array<ResolversTypes['Faq']>, ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  myOrders?: Resolver<ResolversTypes['OrderPage'], ParentType, ContextType, RequireFields<QueryMyOrdersArgs, 'page' | 'pageSize'>>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  partnerReviews?: Resolver<Array<ResolversTypes['PartnerReview']>, ParentType, ContextType, RequireFields<QueryPartnerReviewsArgs, 'limit'>>;
  post?: Resolver<Maybe<ResolversTypes['Post']>, ParentType, ContextType, RequireFields<QueryPostArgs, 'slug'>>;
  posts?: Resolver<ResolversTypes['PostPage'], ParentType, ContextType, RequireFields<QueryPostsArgs, 'page' | 'pageSize'>>;
  privacyPolicy?: Resolver<Maybe<ResolversTypes['Page']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'slug'>>;
  products?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, RequireFields<QueryProductsArgs, 'page' | 'pageSize' | 'sort'>>;
  relatedProducts?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryRelatedProductsArgs, 'limit' | 'productId'>>;
  shop?: Resolver<ResolversTypes['Shop'], ParentType, ContextType>;
  teamMembers?: Resolver<Array<ResolversTypes['TeamMember']>, ParentType, ContextType>;
  webhooks?: Resolver<Array<ResolversTypes['Webhook']>, ParentType, ContextType>;
}>;

export type RedeliverWebhookPayloadResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['RedeliverWebhookPayload'] = ResolversParentTypes['RedeliverWebhookPayload']> = ResolversObject<{
  delivery?: Resolver<Maybe<ResolversTypes['WebhookDelivery']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
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

export type TeamMemberResolvers<ContextType = GqlContext, ParentType extends ResolversParentTypes['TeamMember'] = ResolversParentTypes['TeamMember']> = ResolversObject<{
  bio?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  price?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
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
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MutationResult?: MutationResultResolvers<ContextType>;
  OpeningHours?: OpeningHoursResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderLine?: OrderLineResolvers<ContextType>;
  OrderPage?: OrderPageResolvers<ContextType>;
  Page?: PageResolvers<ContextType>;
  PartnerLogo?: PartnerLogoResolvers<ContextType>;
  PartnerReview?: PartnerReviewResolvers<ContextType>;
  PlaceOrderPayload?: PlaceOrderPayloadResolvers<ContextType>;
  Post?: PostResolvers<ContextType>;
  PostPage?: PostPageResolvers<ContextType>;
  PriceRange?: PriceRangeResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductAttribute?: ProductAttributeResolvers<ContextType>;
  ProductPage?: ProductPageResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RedeliverWebhookPayload?: RedeliverWebhookPayloadResolvers<ContextType>;
  Shop?: ShopResolvers<ContextType>;
  Specification?: SpecificationResolvers<ContextType>;
  TeamMember?: TeamMemberResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  Variation?: VariationResolvers<ContextType>;
  VariationAttribute?: VariationAttributeResolvers<ContextType>;
  Webhook?: WebhookResolvers<ContextType>;
  WebhookDelivery?: WebhookDeliveryResolvers<ContextType>;
  WebhookPayload?: WebhookPayloadResolvers<ContextType>;
}>;

