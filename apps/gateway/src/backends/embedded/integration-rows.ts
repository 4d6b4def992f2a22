/**
 * Rows of the integrators' tables (API keys, webhooks, deliveries) as the port's records, the audit
 * entry of a change, and the id check for ids that arrive from clients. Shared by the integration
 * store and its webhook outbox.
 */
import { eq } from 'drizzle-orm';
import type { ApiKeyRecord, AuditEntry, DeliveryRecord, WebhookRecord } from '../integrations-port.js';
import { NUMERIC_ID } from './connection.js';
import type { Db } from './db.js';
import * as t from './schema.js';

type ApiKeyRow = typeof t.apiKeys.$inferSelect;
type WebhookRow = typeof t.webhooks.$inferSelect;
type DeliveryRow = typeof t.webhookDeliveries.$inferSelect;

/** ids arrive from clients: anything that is not one of ours matches nothing */
export function idOf(value: string): number | null {
  return NUMERIC_ID.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
}

export function toKey(row: ApiKeyRow): ApiKeyRecord {
  return {
    id: String(row.id),
    customerId: String(row.customerId),
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt,
  };
}

export function toWebhook(row: WebhookRow): WebhookRecord {
  return {
    id: String(row.id),
    customerId: String(row.customerId),
    url: row.url,
    events: row.events,
    secret: row.secret,
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    consecutiveFailures: row.consecutiveFailures,
    createdAt: row.createdAt,
  };
}

export function toDelivery(row: DeliveryRow, eventType: string): DeliveryRecord {
  return {
    id: String(row.id),
    publicId: row.publicId,
    eventId: row.eventId,
    eventType,
    webhookId: String(row.webhookId),
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt : null,
    lastResponseCode: row.lastResponseCode,
    lastError: row.lastError,
    deliveredAt: row.deliveredAt,
    createdAt: row.createdAt,
  };
}

/**
 * Appends to the shop's audit log (audit_log, which the operator console shows): the actor is
 * "buyer <e-mail>", "api key <id> of <e-mail>" or "system", in the transaction of the change.
 */
export async function audit(db: Db, entry: AuditEntry, subject = entry.subject): Promise<void> {
  let actor = 'system';
  if (entry.by !== 'system') {
    const id = idOf(entry.by.customerId);
    const [customer] =
      id === null ? [] : await db.select({ email: t.customers.email }).from(t.customers).where(eq(t.customers.id, id));
    const who = customer?.email ?? `customer ${entry.by.customerId}`;
    actor = entry.by.apiKeyId ? `api key ${entry.by.apiKeyId} of ${who}` : `buyer ${who}`;
  }
  await db.insert(t.auditLog).values({
    at: new Date(),
    actorStaffId: null,
    actor,
    action: entry.action,
    subject,
    before: null,
    after: entry.detail ?? null,
  });
}
