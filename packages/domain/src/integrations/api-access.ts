import * as z from 'zod/mini';
import { hasUnsafeCharacters } from '../validation/text-safety.js';
import { ensureEnglishZodMessages } from '../validation/zod-locale.js';
import { knownNamesSchema } from './known-names.js';

// zod/mini like the storefront's other form schemas (validation/schemas.ts): the account page's
// developers tab validates its form with apiKeyInputSchema
ensureEnglishZodMessages();

/**
 * API keys of integrators (a retailer's ERP, POS or marketplace): what a key may do. A key acts as
 * the buyer who made it, narrowed by its scopes. The list of scopes is closed; every root field of the
 * public schema has exactly one rule in API_KEY_FIELD_ACCESS (a test generated from the SDL fails when
 * a new field has none, and the gateway refuses a field without a rule).
 */
export const API_SCOPES = ['catalog:read', 'orders:read', 'orders:write'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** what each scope allows, as the account page and the docs show it */
export const API_SCOPE_DESCRIPTIONS: Readonly<Record<ApiScope, string>> = {
  'catalog:read': 'Read the catalogue with your prices, quotes and the shop content',
  'orders:read': 'Read your orders',
  'orders:write': 'Place orders',
};

export function isApiScope(value: string): value is ApiScope {
  return (API_SCOPES as readonly string[]).includes(value);
}

/**
 * The rule of one root field for a request made with an API key: allowed when the key holds at least
 * one of `anyOf`; `never` for account operations (passwords, sessions, keys themselves), which need
 * the buyer's own session.
 */
export type ApiKeyFieldAccess = { anyOf: readonly ApiScope[] } | 'never';

const CATALOG: ApiKeyFieldAccess = { anyOf: ['catalog:read'] };
const ORDERS_READ: ApiKeyFieldAccess = { anyOf: ['orders:read'] };
const ORDERS_WRITE: ApiKeyFieldAccess = { anyOf: ['orders:write'] };
const ANY_SCOPE: ApiKeyFieldAccess = { anyOf: API_SCOPES };
/** webhook subscriptions: the events themselves are checked per scope (WEBHOOK_EVENT_SCOPES) */
const WEBHOOKS: ApiKeyFieldAccess = { anyOf: ['catalog:read', 'orders:read'] };

/**
 * Every root field of the public schema (`Query.x`, `Mutation.y`) and what an API key needs for it.
 * Adding a field to the SDL means adding its rule here.
 */
export const API_KEY_FIELD_ACCESS: Readonly<Record<string, ApiKeyFieldAccess>> = {
  // the shop, its catalogue and content: public data, priced for the key's owner
  'Query.shop': CATALOG,
  'Query.categories': CATALOG,
  'Query.category': CATALOG,
  'Query.products': CATALOG,
  'Query.product': CATALOG,
  'Query.relatedProducts': CATALOG,
  'Query.posts': CATALOG,
  'Query.post': CATALOG,
  'Query.privacyPolicy': CATALOG,
  'Query.faqs': CATALOG,
  'Query.teamMembers': CATALOG,
  'Query.partnerReviews': CATALOG,
  'Query.cartQuote': CATALOG,
  // who the key acts for: any key may ask
  'Query.me': ANY_SCOPE,
  'Query.myOrders': ORDERS_READ,
  'Query.order': ORDERS_READ,
  'Mutation.placeOrder': ORDERS_WRITE,
  // reads an order of the owner; it adds to the server cart only for a key with orders:write
  'Mutation.reorder': ORDERS_READ,
  // a quick order is checked against the catalogue with the key's prices; nothing is stored
  'Query.quickOrderPreview': CATALOG,
  // order lists (saved carts) of the key's owner: reading and loading them like orders, changing them like placing one
  'Query.orderLists': ORDERS_READ,
  'Query.orderList': ORDERS_READ,
  'Mutation.loadOrderList': ORDERS_READ,
  'Mutation.createOrderList': ORDERS_WRITE,
  'Mutation.renameOrderList': ORDERS_WRITE,
  'Mutation.updateOrderListLines': ORDERS_WRITE,
  'Mutation.deleteOrderList': ORDERS_WRITE,
  // the owner's server cart: reading it is reading, changing it prepares an order
  'Query.cart': { anyOf: ['orders:read', 'orders:write'] },
  'Mutation.cartAddLines': ORDERS_WRITE,
  'Mutation.cartSetLines': ORDERS_WRITE,
  // webhook subscriptions of the key's owner
  'Query.webhooks': WEBHOOKS,
  'Mutation.createWebhook': WEBHOOKS,
  'Mutation.deleteWebhook': WEBHOOKS,
  'Mutation.enableWebhook': WEBHOOKS,
  'Mutation.redeliverWebhook': WEBHOOKS,
  // the account itself: only with the buyer's own session
  'Query.apiKeys': 'never',
  'Mutation.createApiKey': 'never',
  'Mutation.revokeApiKey': 'never',
  'Mutation.register': 'never',
  'Mutation.login': 'never',
  'Mutation.logout': 'never',
  'Mutation.logoutAll': 'never',
  'Mutation.updateProfile': 'never',
  'Mutation.updateAddress': 'never',
  'Mutation.changePassword': 'never',
  'Mutation.requestPasswordReset': 'never',
  'Mutation.resetPassword': 'never',
  'Mutation.sendContactMessage': 'never',
  // GDPR (issue 17): the buyer's whole data and its erasure, never for a key
  'Query.myDataExport': 'never',
  'Mutation.deleteMyAccount': 'never',
};

export type ApiKeyFieldDecision =
  | { allowed: true }
  | { allowed: false; reason: 'never' | 'unknown' }
  | { allowed: false; reason: 'scope'; needs: readonly ApiScope[] };

/** May a key holding `scopes` use the root field `Query.x` / `Mutation.y`? Unknown fields: no. */
export function apiKeyMayUse(field: string, scopes: readonly string[]): ApiKeyFieldDecision {
  const rule = Object.hasOwn(API_KEY_FIELD_ACCESS, field) ? API_KEY_FIELD_ACCESS[field] : undefined;
  if (rule === undefined) return { allowed: false, reason: 'unknown' };
  if (rule === 'never') return { allowed: false, reason: 'never' };
  return rule.anyOf.some((scope) => scopes.includes(scope))
    ? { allowed: true }
    : { allowed: false, reason: 'scope', needs: rule.anyOf };
}

/** The message of a refused field (GraphQL error FORBIDDEN). */
export function apiKeyRefusal(field: string, decision: Exclude<ApiKeyFieldDecision, { allowed: true }>): string {
  const name = field.slice(field.indexOf('.') + 1);
  if (decision.reason === 'scope') {
    const needs = decision.needs.map((scope) => `"${scope}"`).join(' or ');
    return `This API key may not use ${name}: it needs the ${needs} scope.`;
  }
  if (decision.reason === 'never') {
    return `${name} cannot be used with an API key: sign in to your account to do this.`;
  }
  return `${name} is not available to API keys.`;
}

// ------------------------------------------------------------------------------------ keys

/**
 * A key is `glw_` followed by 43 base64url characters (32 random bytes): recognisable in logs and by
 * secret scanners, and long enough that guessing is hopeless. Only its sha256 is stored.
 */
export const API_KEY_PREFIX = 'glw_';
const API_KEY_SHAPE = /^glw_[A-Za-z0-9_-]{43}$/;

export function looksLikeApiKey(token: string): boolean {
  return API_KEY_SHAPE.test(token);
}

/** the part shown in lists ("glw_AbC123…"): enough to tell keys apart, useless to an attacker */
export function apiKeyDisplayPrefix(secret: string): string {
  return secret.slice(0, API_KEY_PREFIX.length + 6);
}

export const MAX_API_KEYS_PER_ACCOUNT = 20;

export const API_KEY_MESSAGES = {
  nameRequired: 'Please enter a name for the key',
  nameMax: 'Key name must not exceed 60 characters',
  nameUnsafe: 'Key name must not contain control characters',
  scopesRequired: 'Choose at least one scope',
  scopeUnknown: (scope: string) => `Unknown scope "${scope}"; use ${API_SCOPES.join(', ')}`,
  tooMany: `You can have at most ${MAX_API_KEYS_PER_ACCOUNT} active API keys; revoke one you no longer use`,
  notFound: 'API key not found',
} as const;

/** createApiKey's input, shared by the account page's form and the gateway */
export const apiKeyInputSchema = z.object({
  name: z.string().check(
    z.trim(),
    z.minLength(1, API_KEY_MESSAGES.nameRequired),
    z.maxLength(60, API_KEY_MESSAGES.nameMax),
    z.refine((value) => !hasUnsafeCharacters(value, { multiline: false }), API_KEY_MESSAGES.nameUnsafe),
  ),
  scopes: knownNamesSchema(API_SCOPES, {
    required: API_KEY_MESSAGES.scopesRequired,
    unknown: API_KEY_MESSAGES.scopeUnknown,
  }),
});
export type ApiKeyInput = z.input<typeof apiKeyInputSchema>;
