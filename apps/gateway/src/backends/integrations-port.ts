/**
 * The integrators' port: buyers' API keys, webhook subscriptions and the webhook outbox (events,
 * deliveries, their log) plus the audit of who created and removed them. Only the embedded store
 * implements it (`StoreBackend.integrations`); with STORE_BACKEND=wordpress the gateway answers these
 * operations with a clear error instead (src/integrations).
 */
import type { CustomerRecord } from '@shop/domain';

export interface ApiKeyRecord {
  id: string;
  customerId: string;
  name: string;
  prefix: string;
  scopes: string[];
  createdAt: Date;
  lastUsedAt: Date | null;
}

/** an active key with the buyer it acts for */
export interface ResolvedApiKey {
  key: ApiKeyRecord;
  customer: CustomerRecord;
}

export interface WebhookRecord {
  id: string;
  customerId: string;
  url: string;
  events: string[];
  secret: string;
  enabled: boolean;
  disabledReason: string | null;
  consecutiveFailures: number;
  createdAt: Date;
}

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface DeliveryRecord {
  /** the row id (internal) */
  id: string;
  /** X-Shop-Delivery: the same on every try */
  publicId: string;
  eventId: string;
  eventType: string;
  webhookId: string;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: Date | null;
  lastResponseCode: number | null;
  lastError: string | null;
  deliveredAt: Date | null;
  createdAt: Date;
}

export interface ShopEventRecord {
  id: string;
  type: string;
  /** the buyer an order event belongs to; null for public catalogue events */
  customerId: string | null;
  data: Record<string, unknown>;
  createdAt: Date;
}

/** a delivery a worker holds (until its lease ends), with what it needs to send it */
export interface ClaimedDelivery {
  delivery: DeliveryRecord;
  webhook: WebhookRecord;
  event: ShopEventRecord;
  owner: { email: string; name: string };
}

/**
 * A line of the shop's audit log (the operator console's `audit_log`): who (the buyer, one of their API
 * keys, or the shop itself), what (`api_key.created`, `api_key.revoked`, `webhook.created`,
 * `webhook.deleted`, `webhook.enabled`, `webhook.disabled`) and on what ("api key 12", "webhook 3").
 */
export interface AuditEntry {
  by: { customerId: string; apiKeyId?: string } | 'system';
  action: string;
  subject: string;
  /** what the entry is about afterwards (never a secret) */
  detail?: Record<string, unknown>;
}

export interface AttemptOutcome {
  at: Date;
  /** the receiver's HTTP status; null when there was none */
  responseCode: number | null;
  error: string | null;
  durationMs: number;
  /** a 2xx answer */
  ok: boolean;
  /** when to try again after a failure; null: the delivery is given up */
  nextAttemptAt: Date | null;
}

export interface IntegrationStore {
  /** stores a key unless the buyer already has `max` active ones */
  createApiKey(
    input: { customerId: string; name: string; prefix: string; secretHash: string; scopes: string[] },
    opts: { max: number; audit: AuditEntry },
  ): Promise<{ kind: 'created'; key: ApiKeyRecord } | { kind: 'too_many' }>;
  /** the buyer's active keys, newest first */
  listApiKeys(customerId: string): Promise<ApiKeyRecord[]>;
  /** revokes one of the buyer's active keys; null when there is none with that id */
  revokeApiKey(customerId: string, keyId: string, audit: AuditEntry): Promise<ApiKeyRecord | null>;
  /** the active key with this secret hash and its buyer */
  findApiKey(secretHash: string): Promise<ResolvedApiKey | null>;
  /** records a use, unless one was recorded after `unlessAfter` (several replicas write at most once a minute) */
  touchApiKey(keyId: string, at: Date, unlessAfter: Date): Promise<void>;

  createWebhook(
    input: { customerId: string; url: string; events: string[]; secret: string },
    opts: { max: number; audit: AuditEntry },
  ): Promise<{ kind: 'created'; webhook: WebhookRecord } | { kind: 'too_many' }>;
  /** newest first */
  listWebhooks(customerId: string): Promise<WebhookRecord[]>;
  deleteWebhook(customerId: string, webhookId: string, audit: AuditEntry): Promise<boolean>;
  /** turns it on again with its failure count reset; null when it is not the buyer's */
  enableWebhook(customerId: string, webhookId: string, audit: AuditEntry): Promise<WebhookRecord | null>;
  /** turns it off (once: false when it was off already) */
  disableWebhook(webhookId: string, reason: string, at: Date, audit: AuditEntry): Promise<boolean>;
  /** the latest deliveries of a webhook, newest first */
  listDeliveries(webhookId: string, limit: number): Promise<DeliveryRecord[]>;
  /** queues one of the buyer's deliveries again (same public id, tries counted afresh) */
  redeliver(
    customerId: string,
    deliveryPublicId: string,
    now: Date,
  ): Promise<{ kind: 'queued'; delivery: DeliveryRecord } | { kind: 'not_found' } | { kind: 'webhook_disabled' }>;

  /**
   * Stores the event and one pending delivery for every enabled webhook subscribed to its type (a
   * buyer's webhooks only for the buyer's own order events); stores nothing when none is. Returns
   * the number of deliveries queued.
   */
  enqueueEvent(event: ShopEventRecord): Promise<number>;
  /**
   * Claims up to `limit` deliveries due at `now` of enabled webhooks (FOR UPDATE SKIP LOCKED on
   * PostgreSQL, so replicas never claim the same one) and holds them until `leaseUntil`.
   */
  claimDue(now: Date, leaseUntil: Date, limit: number): Promise<ClaimedDelivery[]>;
  /** logs a try and moves the delivery on; returns the webhook's failed tries in a row after it */
  recordAttempt(deliveryId: string, outcome: AttemptOutcome): Promise<{ consecutiveFailures: number }>;
}

/** the IntegrationStore of the configured backend, or null (STORE_BACKEND=wordpress) */
export const INTEGRATION_STORE = Symbol('INTEGRATION_STORE');
