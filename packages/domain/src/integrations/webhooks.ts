import * as z from 'zod/mini';
import { ensureEnglishZodMessages } from '../validation/zod-locale.js';
import type { ApiScope } from './api-access.js';
import { knownNamesSchema } from './known-names.js';

// zod/mini like the storefront's other form schemas (validation/schemas.ts): the account page's
// developers tab validates its webhook form with these
ensureEnglishZodMessages();

/** the WHATWG URL parser, a global in browsers and Node (the domain's tsconfig names neither environment) */
declare const URL: new (input: string) => { protocol: string; username: string; password: string; hostname: string };

/**
 * Webhooks out: the events a subscription can receive, who receives what, how deliveries are retried
 * and when a subscription is switched off. The gateway (src/integrations, src/events) enforces these;
 * apps/gateway/README.md documents them for integrators.
 */
export const WEBHOOK_EVENTS = [
  'order.created',
  'order.status_changed',
  'product.updated',
  'product.stock_changed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

export function isWebhookEvent(value: string): value is WebhookEventType {
  return (WEBHOOK_EVENTS as readonly string[]).includes(value);
}

/**
 * The scope an API key needs to subscribe to an event (a buyer's own session may subscribe to all):
 * order events carry the buyer's orders, product events the public catalogue.
 */
export const WEBHOOK_EVENT_SCOPES: Readonly<Record<WebhookEventType, ApiScope>> = {
  'order.created': 'orders:read',
  'order.status_changed': 'orders:read',
  'product.updated': 'catalog:read',
  'product.stock_changed': 'catalog:read',
};

/** order events belong to one buyer; product events are public catalogue events */
export function isOrderEvent(type: WebhookEventType): boolean {
  return type.startsWith('order.');
}

/**
 * The retry schedule: a delivery is tried at once, then again after 30 s × 4^(n−1) for the n-th retry
 * (30 s, 2 min, 8 min, 32 min, 2 h 8 min, 8 h 32 min, capped at 12 h): WEBHOOK_MAX_ATTEMPTS tries in all,
 * about 11 hours from the first to the last. A 2xx answer ends it; anything else (another status, a
 * timeout, a refused connection, an address not allowed) counts as a failed try.
 */
export const WEBHOOK_MAX_ATTEMPTS = 7;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_DELAY_MS = 12 * 60 * 60 * 1000;

/** how long to wait after the `attempt`-th failed try (1-based) before the next one; null: give up */
export function webhookRetryDelayMs(attempt: number): number | null {
  if (!Number.isInteger(attempt) || attempt < 1) throw new Error(`attempt must be a positive integer, got ${attempt}`);
  if (attempt >= WEBHOOK_MAX_ATTEMPTS) return null;
  return Math.min(FIRST_RETRY_MS * 4 ** (attempt - 1), MAX_RETRY_DELAY_MS);
}

/**
 * A subscription is disabled (and its owner e-mailed) when a delivery has failed all of its tries and no
 * try to that subscription succeeded meanwhile: WEBHOOK_MAX_ATTEMPTS failed tries in a row, ending with
 * a delivery given up. Re-enabling it (enableWebhook) starts counting again.
 */
export function shouldDisableWebhook(consecutiveFailures: number, deliveryGivenUp: boolean): boolean {
  return deliveryGivenUp && consecutiveFailures >= WEBHOOK_MAX_ATTEMPTS;
}

/** Receivers should refuse a delivery whose X-Shop-Timestamp is further than this from their clock. */
export const WEBHOOK_REPLAY_WINDOW_SECONDS = 300;

export const MAX_WEBHOOKS_PER_ACCOUNT = 10;

export const WEBHOOK_MESSAGES = {
  urlInvalid: 'Enter a valid URL, e.g. https://erp.example.com/webhooks/shop',
  urlHttps: 'The webhook URL must use https',
  urlCredentials: 'The webhook URL must not contain a user name or password',
  urlMax: 'The webhook URL must not exceed 2048 characters',
  urlNotAllowed:
    'The webhook URL must point at a public internet address (not localhost, a private, link-local or unique-local network)',
  urlUnresolvable: 'The webhook host name could not be resolved',
  eventsRequired: 'Choose at least one event',
  eventUnknown: (event: string) => `Unknown event "${event}"; use ${WEBHOOK_EVENTS.join(', ')}`,
  tooMany: `You can have at most ${MAX_WEBHOOKS_PER_ACCOUNT} webhooks; delete one you no longer use`,
  notFound: 'Webhook not found',
  deliveryNotFound: 'Delivery not found',
} as const;

/**
 * The URL's shape (scheme, credentials, length). Whether its host is a public address is decided by
 * the gateway, which resolves it at subscription and again at every delivery. `allowHttp` is for tests
 * and development (WEBHOOK_ALLOW_PRIVATE=true).
 */
export function webhookUrlSchema(options: { allowHttp: boolean }) {
  return z.string().check(
    z.trim(),
    z.maxLength(2048, WEBHOOK_MESSAGES.urlMax),
    z.superRefine((value, ctx) => {
      let url: InstanceType<typeof URL>;
      try {
        url = new URL(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: WEBHOOK_MESSAGES.urlInvalid });
        return;
      }
      const httpOk = options.allowHttp && url.protocol === 'http:';
      if (url.protocol !== 'https:' && !httpOk) ctx.addIssue({ code: 'custom', message: WEBHOOK_MESSAGES.urlHttps });
      else if (url.username || url.password) ctx.addIssue({ code: 'custom', message: WEBHOOK_MESSAGES.urlCredentials });
      else if (!url.hostname) ctx.addIssue({ code: 'custom', message: WEBHOOK_MESSAGES.urlInvalid });
    }),
  );
}

export const webhookEventsSchema = knownNamesSchema(WEBHOOK_EVENTS, {
  required: WEBHOOK_MESSAGES.eventsRequired,
  unknown: WEBHOOK_MESSAGES.eventUnknown,
});
