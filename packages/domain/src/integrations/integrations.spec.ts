import { describe, expect, it } from 'vitest';
import {
  API_KEY_FIELD_ACCESS,
  API_SCOPES,
  apiKeyDisplayPrefix,
  apiKeyInputSchema,
  apiKeyMayUse,
  apiKeyRefusal,
  looksLikeApiKey,
} from './api-access.js';
import {
  shouldDisableWebhook,
  WEBHOOK_EVENTS,
  WEBHOOK_EVENT_SCOPES,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_MESSAGES,
  webhookEventsSchema,
  webhookRetryDelayMs,
  webhookUrlSchema,
} from './webhooks.js';

describe('API key field access', () => {
  it('lets a catalog:read key read products but not orders, nor place one', () => {
    expect(apiKeyMayUse('Query.products', ['catalog:read'])).toEqual({ allowed: true });
    expect(apiKeyMayUse('Query.myOrders', ['catalog:read'])).toEqual({
      allowed: false,
      reason: 'scope',
      needs: ['orders:read'],
    });
    expect(apiKeyMayUse('Mutation.placeOrder', ['catalog:read', 'orders:read']).allowed).toBe(false);
    expect(apiKeyMayUse('Mutation.placeOrder', ['orders:write']).allowed).toBe(true);
  });

  it('never allows account operations, whatever the scopes, and refuses fields it does not know', () => {
    for (const field of ['Mutation.changePassword', 'Mutation.createApiKey', 'Query.apiKeys', 'Mutation.login']) {
      expect(apiKeyMayUse(field, API_SCOPES)).toEqual({ allowed: false, reason: 'never' });
    }
    expect(apiKeyMayUse('Query.somethingNew', API_SCOPES)).toEqual({ allowed: false, reason: 'unknown' });
    expect(apiKeyMayUse('Query.constructor', API_SCOPES)).toEqual({ allowed: false, reason: 'unknown' });
  });

  it('explains a refusal with the scope it needs', () => {
    const decision = apiKeyMayUse('Query.order', ['catalog:read']);
    if (decision.allowed) throw new Error('expected a refusal');
    expect(apiKeyRefusal('Query.order', decision)).toBe(
      'This API key may not use order: it needs the "orders:read" scope.',
    );
    expect(apiKeyRefusal('Mutation.changePassword', { allowed: false, reason: 'never' })).toBe(
      'changePassword cannot be used with an API key: sign in to your account to do this.',
    );
  });

  it('uses only known scopes in its rules', () => {
    for (const rule of Object.values(API_KEY_FIELD_ACCESS)) {
      if (rule === 'never') continue;
      expect(rule.anyOf.length).toBeGreaterThan(0);
      for (const scope of rule.anyOf) expect(API_SCOPES).toContain(scope);
    }
  });
});

describe('API key input and shape', () => {
  it('trims the name, orders and de-duplicates scopes', () => {
    expect(
      apiKeyInputSchema.parse({ name: '  ERP  ', scopes: ['orders:write', 'catalog:read', 'orders:write'] }),
    ).toEqual({
      name: 'ERP',
      scopes: ['catalog:read', 'orders:write'],
    });
  });

  it('refuses an empty name, no scopes, unknown scopes and control characters', () => {
    const messages = (input: unknown) =>
      apiKeyInputSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages({ name: ' ', scopes: ['catalog:read'] })).toEqual(['Please enter a name for the key']);
    expect(messages({ name: 'ERP', scopes: [] })).toEqual(['Choose at least one scope']);
    expect(messages({ name: 'ERP', scopes: ['admin'] })).toEqual([
      'Unknown scope "admin"; use catalog:read, orders:read, orders:write',
    ]);
    expect(messages({ name: 'a\u0007b', scopes: ['catalog:read'] })).toEqual([
      'Key name must not contain control characters',
    ]);
    expect(messages({ name: 'x'.repeat(61), scopes: ['catalog:read'] })).toEqual([
      'Key name must not exceed 60 characters',
    ]);
    // no message of the schema's own: zod's English one (zod/mini ships none; see validation/zod-locale.ts)
    expect(messages({ scopes: ['catalog:read'] })).toEqual(['Invalid input: expected string, received undefined']);
    expect(messages({ name: 'ERP' })).toEqual(['Invalid input: expected array, received undefined']);
  });

  it('recognises a key by its prefix and length and shows only its start', () => {
    const key = `glw_${'A'.repeat(43)}`;
    expect(looksLikeApiKey(key)).toBe(true);
    expect(looksLikeApiKey(`glw_${'A'.repeat(42)}`)).toBe(false);
    expect(looksLikeApiKey('a-session-token')).toBe(false);
    expect(apiKeyDisplayPrefix(key)).toBe('glw_AAAAAA');
  });
});

describe('webhooks', () => {
  it('retries on the documented schedule and then gives up', () => {
    const delays = Array.from({ length: WEBHOOK_MAX_ATTEMPTS }, (_, i) => webhookRetryDelayMs(i + 1));
    expect(delays).toEqual([30_000, 120_000, 480_000, 1_920_000, 7_680_000, 30_720_000, null]);
    expect(() => webhookRetryDelayMs(0)).toThrow();
  });

  it('disables a subscription only when a delivery gave up with every try in a row failed', () => {
    expect(shouldDisableWebhook(WEBHOOK_MAX_ATTEMPTS, true)).toBe(true);
    expect(shouldDisableWebhook(WEBHOOK_MAX_ATTEMPTS + 5, false)).toBe(false);
    expect(shouldDisableWebhook(WEBHOOK_MAX_ATTEMPTS - 1, true)).toBe(false);
  });

  it('maps every event to a scope', () => {
    for (const event of WEBHOOK_EVENTS) expect(WEBHOOK_EVENT_SCOPES[event]).toBeDefined();
  });

  it('accepts https URLs only (http too when private addresses are allowed)', () => {
    const strict = webhookUrlSchema({ allowHttp: false });
    const loose = webhookUrlSchema({ allowHttp: true });
    expect(strict.safeParse('https://erp.example.com/hook').success).toBe(true);
    expect(strict.safeParse('http://erp.example.com/hook').error?.issues[0]?.message).toBe(WEBHOOK_MESSAGES.urlHttps);
    expect(loose.safeParse('http://127.0.0.1:8080/hook').success).toBe(true);
    expect(strict.safeParse('ftp://erp.example.com').error?.issues[0]?.message).toBe(WEBHOOK_MESSAGES.urlHttps);
    expect(strict.safeParse('not a url').error?.issues[0]?.message).toBe(WEBHOOK_MESSAGES.urlInvalid);
    expect(strict.safeParse('https://user:pw@erp.example.com').error?.issues[0]?.message).toBe(
      WEBHOOK_MESSAGES.urlCredentials,
    );
  });

  it('keeps known events in a stable order', () => {
    expect(webhookEventsSchema.parse(['product.updated', 'order.created', 'order.created'])).toEqual([
      'order.created',
      'product.updated',
    ]);
    expect(webhookEventsSchema.safeParse(['order.deleted']).error?.issues[0]?.message).toBe(
      WEBHOOK_MESSAGES.eventUnknown('order.deleted'),
    );
  });
});
