/**
 * The integrators' port of the embedded store (../integrations-port.ts): API keys, webhooks, the
 * webhook outbox and its log, and the audit of changes. Works on PGlite (one connection, every call
 * serialised) and PostgreSQL (several gateway replicas claim deliveries with FOR UPDATE SKIP LOCKED).
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type {
  ApiKeyRecord,
  AttemptOutcome,
  AuditEntry,
  ClaimedDelivery,
  DeliveryRecord,
  IntegrationStore,
  ResolvedApiKey,
  ShopEventRecord,
  WebhookRecord,
} from '../integrations-port.js';
import { type EmbeddedConnection, NUMERIC_ID, toCustomer } from './connection.js';
import type { Db } from './db.js';
import * as t from './schema.js';

type ApiKeyRow = typeof t.apiKeys.$inferSelect;
type WebhookRow = typeof t.webhooks.$inferSelect;
type DeliveryRow = typeof t.webhookDeliveries.$inferSelect;

/** ids arrive from clients: anything that is not one of ours matches nothing */
function idOf(value: string): number | null {
  return NUMERIC_ID.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
}

function toKey(row: ApiKeyRow): ApiKeyRecord {
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

function toWebhook(row: WebhookRow): WebhookRecord {
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

function toDelivery(row: DeliveryRow, eventType: string): DeliveryRecord {
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
async function audit(db: Db, entry: AuditEntry, subject = entry.subject): Promise<void> {
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

export class EmbeddedIntegrations implements IntegrationStore {
  constructor(private readonly conn: EmbeddedConnection) {}

  // ---------------------------------------------------------------------------------- API keys

  createApiKey(
    input: { customerId: string; name: string; prefix: string; secretHash: string; scopes: string[] },
    opts: { max: number; audit: AuditEntry },
  ): Promise<{ kind: 'created'; key: ApiKeyRecord } | { kind: 'too_many' }> {
    const customerId = idOf(input.customerId);
    if (customerId === null) throw new Error('invalid customer id');
    return this.conn.run((db) =>
      db.transaction(async (tx) => {
        // one buyer's key creations queue behind each other, so the limit holds under concurrency
        await tx.execute(sql`SELECT id FROM ${t.customers} WHERE id = ${customerId} FOR UPDATE`);
        const [active] = await tx
          .select({ n: count() })
          .from(t.apiKeys)
          .where(and(eq(t.apiKeys.customerId, customerId), isNull(t.apiKeys.revokedAt)));
        if ((active?.n ?? 0) >= opts.max) return { kind: 'too_many' as const };
        const [row] = await tx
          .insert(t.apiKeys)
          .values({
            customerId,
            name: input.name,
            prefix: input.prefix,
            secretHash: input.secretHash,
            scopes: input.scopes,
          })
          .returning();
        await audit(tx as unknown as Db, opts.audit, `api key ${row!.id}`);
        return { kind: 'created' as const, key: toKey(row!) };
      }),
    );
  }

  listApiKeys(customerId: string): Promise<ApiKeyRecord[]> {
    const id = idOf(customerId);
    if (id === null) return Promise.resolve([]);
    return this.conn.run(async (db) => {
      const rows = await db
        .select()
        .from(t.apiKeys)
        .where(and(eq(t.apiKeys.customerId, id), isNull(t.apiKeys.revokedAt)))
        .orderBy(desc(t.apiKeys.createdAt), desc(t.apiKeys.id));
      return rows.map(toKey);
    });
  }

  revokeApiKey(customerId: string, keyId: string, entry: AuditEntry): Promise<ApiKeyRecord | null> {
    const owner = idOf(customerId);
    const id = idOf(keyId);
    if (owner === null || id === null) return Promise.resolve(null);
    return this.conn.run((db) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .update(t.apiKeys)
          .set({ revokedAt: new Date() })
          .where(and(eq(t.apiKeys.id, id), eq(t.apiKeys.customerId, owner), isNull(t.apiKeys.revokedAt)))
          .returning();
        if (!row) return null;
        await audit(tx as unknown as Db, entry);
        return toKey(row);
      }),
    );
  }

  findApiKey(secretHash: string): Promise<ResolvedApiKey | null> {
    return this.conn.run(async (db) => {
      const [row] = await db
        .select({ key: t.apiKeys, customer: t.customers })
        .from(t.apiKeys)
        .innerJoin(t.customers, eq(t.customers.id, t.apiKeys.customerId))
        .where(and(eq(t.apiKeys.secretHash, secretHash), isNull(t.apiKeys.revokedAt)))
        .limit(1);
      return row ? { key: toKey(row.key), customer: toCustomer(row.customer) } : null;
    });
  }

  async touchApiKey(keyId: string, at: Date, unlessAfter: Date): Promise<void> {
    const id = idOf(keyId);
    if (id === null) return;
    await this.conn.run((db) =>
      db
        .update(t.apiKeys)
        .set({ lastUsedAt: at })
        .where(and(eq(t.apiKeys.id, id), or(isNull(t.apiKeys.lastUsedAt), lte(t.apiKeys.lastUsedAt, unlessAfter)))),
    );
  }

  // ---------------------------------------------------------------------------------- webhooks

  createWebhook(
    input: { customerId: string; url: string; events: string[]; secret: string },
    opts: { max: number; audit: AuditEntry },
  ): Promise<{ kind: 'created'; webhook: WebhookRecord } | { kind: 'too_many' }> {
    const customerId = idOf(input.customerId);
    if (customerId === null) throw new Error('invalid customer id');
    return this.conn.run((db) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`SELECT id FROM ${t.customers} WHERE id = ${customerId} FOR UPDATE`);
        const [existing] = await tx
          .select({ n: count() })
          .from(t.webhooks)
          .where(eq(t.webhooks.customerId, customerId));
        if ((existing?.n ?? 0) >= opts.max) return { kind: 'too_many' as const };
        const [row] = await tx
          .insert(t.webhooks)
          .values({ customerId, url: input.url, events: input.events, secret: input.secret })
          .returning();
        await audit(tx as unknown as Db, opts.audit, `webhook ${row!.id}`);
        return { kind: 'created' as const, webhook: toWebhook(row!) };
      }),
    );
  }

  listWebhooks(customerId: string): Promise<WebhookRecord[]> {
    const id = idOf(customerId);
    if (id === null) return Promise.resolve([]);
    return this.conn.run(async (db) => {
      const rows = await db
        .select()
        .from(t.webhooks)
        .where(eq(t.webhooks.customerId, id))
        .orderBy(desc(t.webhooks.createdAt), desc(t.webhooks.id));
      return rows.map(toWebhook);
    });
  }

  deleteWebhook(customerId: string, webhookId: string, entry: AuditEntry): Promise<boolean> {
    const owner = idOf(customerId);
    const id = idOf(webhookId);
    if (owner === null || id === null) return Promise.resolve(false);
    return this.conn.run((db) =>
      db.transaction(async (tx) => {
        const deleted = await tx
          .delete(t.webhooks)
          .where(and(eq(t.webhooks.id, id), eq(t.webhooks.customerId, owner)))
          .returning({ id: t.webhooks.id });
        if (deleted.length === 0) return false;
        await audit(tx as unknown as Db, entry);
        return true;
      }),
    );
  }

  enableWebhook(customerId: string, webhookId: string, entry: AuditEntry): Promise<WebhookRecord | null> {
    const owner = idOf(customerId);
    const id = idOf(webhookId);
    if (owner === null || id === null) return Promise.resolve(null);
    return this.conn.run((db) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .update(t.webhooks)
          .set({ enabled: true, disabledAt: null, disabledReason: null, consecutiveFailures: 0 })
          .where(and(eq(t.webhooks.id, id), eq(t.webhooks.customerId, owner)))
          .returning();
        if (!row) return null;
        await audit(tx as unknown as Db, entry);
        return toWebhook(row);
      }),
    );
  }

  disableWebhook(webhookId: string, reason: string, at: Date, entry: AuditEntry): Promise<boolean> {
    const id = idOf(webhookId);
    if (id === null) return Promise.resolve(false);
    return this.conn.run((db) =>
      db.transaction(async (tx) => {
        const changed = await tx
          .update(t.webhooks)
          .set({ enabled: false, disabledAt: at, disabledReason: reason })
          .where(and(eq(t.webhooks.id, id), eq(t.webhooks.enabled, true)))
          .returning({ id: t.webhooks.id });
        if (changed.length === 0) return false;
        await audit(tx as unknown as Db, entry);
        return true;
      }),
    );
  }

  listDeliveries(webhookId: string, limit: number): Promise<DeliveryRecord[]> {
    const id = idOf(webhookId);
    if (id === null) return Promise.resolve([]);
    return this.conn.run(async (db) => {
      const rows = await db
        .select({ delivery: t.webhookDeliveries, type: t.webhookEvents.type })
        .from(t.webhookDeliveries)
        .innerJoin(t.webhookEvents, eq(t.webhookEvents.id, t.webhookDeliveries.eventId))
        .where(eq(t.webhookDeliveries.webhookId, id))
        .orderBy(desc(t.webhookDeliveries.id))
        .limit(limit);
      return rows.map((row) => toDelivery(row.delivery, row.type));
    });
  }

  redeliver(
    customerId: string,
    deliveryPublicId: string,
    now: Date,
  ): Promise<{ kind: 'queued'; delivery: DeliveryRecord } | { kind: 'not_found' } | { kind: 'webhook_disabled' }> {
    const owner = idOf(customerId);
    if (owner === null) return Promise.resolve({ kind: 'not_found' });
    return this.conn.run((db) =>
      db.transaction(async (tx) => {
        const [found] = await tx
          .select({ delivery: t.webhookDeliveries, webhook: t.webhooks, type: t.webhookEvents.type })
          .from(t.webhookDeliveries)
          .innerJoin(t.webhooks, eq(t.webhooks.id, t.webhookDeliveries.webhookId))
          .innerJoin(t.webhookEvents, eq(t.webhookEvents.id, t.webhookDeliveries.eventId))
          .where(and(eq(t.webhookDeliveries.publicId, deliveryPublicId), eq(t.webhooks.customerId, owner)))
          .limit(1);
        if (!found) return { kind: 'not_found' as const };
        if (!found.webhook.enabled) return { kind: 'webhook_disabled' as const };
        const [row] = await tx
          .update(t.webhookDeliveries)
          .set({ status: 'pending', attempts: 0, nextAttemptAt: now, lockedUntil: null, deliveredAt: null })
          .where(eq(t.webhookDeliveries.id, found.delivery.id))
          .returning();
        return { kind: 'queued' as const, delivery: toDelivery(row!, found.type) };
      }),
    );
  }

  // ---------------------------------------------------------------------------------- outbox

  enqueueEvent(event: ShopEventRecord): Promise<number> {
    const customerId = event.customerId === null ? null : idOf(event.customerId);
    if (event.customerId !== null && customerId === null) return Promise.resolve(0);
    return this.conn.run((db) =>
      db.transaction(async (tx) => {
        // a buyer's webhooks receive their own order events and every public catalogue event
        const owner = customerId === null ? undefined : eq(t.webhooks.customerId, customerId);
        const subscribed = await tx
          .select({ id: t.webhooks.id })
          .from(t.webhooks)
          .where(
            and(
              eq(t.webhooks.enabled, true),
              sql`${t.webhooks.events} @> ${JSON.stringify([event.type])}::jsonb`,
              owner,
            ),
          );
        if (subscribed.length === 0) return 0;
        await tx.insert(t.webhookEvents).values({
          id: event.id,
          type: event.type,
          customerId,
          data: event.data,
          createdAt: event.createdAt,
        });
        await tx.insert(t.webhookDeliveries).values(
          subscribed.map((webhook) => ({
            publicId: randomUUID(),
            eventId: event.id,
            webhookId: webhook.id,
            nextAttemptAt: event.createdAt,
          })),
        );
        return subscribed.length;
      }),
    );
  }

  claimDue(now: Date, leaseUntil: Date, limit: number): Promise<ClaimedDelivery[]> {
    return this.conn.run((db) =>
      db.transaction(async (tx) => {
        const due = await tx
          .select({ id: t.webhookDeliveries.id })
          .from(t.webhookDeliveries)
          .innerJoin(t.webhooks, eq(t.webhooks.id, t.webhookDeliveries.webhookId))
          .where(
            and(
              eq(t.webhookDeliveries.status, 'pending'),
              lte(t.webhookDeliveries.nextAttemptAt, now),
              or(isNull(t.webhookDeliveries.lockedUntil), lte(t.webhookDeliveries.lockedUntil, now)),
              eq(t.webhooks.enabled, true),
            ),
          )
          .orderBy(asc(t.webhookDeliveries.nextAttemptAt), asc(t.webhookDeliveries.id))
          .limit(limit)
          // another replica's claim in progress is skipped, not waited for
          .for('update', { of: t.webhookDeliveries, skipLocked: true });
        if (due.length === 0) return [];
        const ids = due.map((row) => row.id);
        await tx
          .update(t.webhookDeliveries)
          .set({ lockedUntil: leaseUntil })
          .where(inArray(t.webhookDeliveries.id, ids));
        const rows = await tx
          .select({
            delivery: t.webhookDeliveries,
            webhook: t.webhooks,
            event: t.webhookEvents,
            email: t.customers.email,
            name: t.customers.name,
          })
          .from(t.webhookDeliveries)
          .innerJoin(t.webhooks, eq(t.webhooks.id, t.webhookDeliveries.webhookId))
          .innerJoin(t.webhookEvents, eq(t.webhookEvents.id, t.webhookDeliveries.eventId))
          .innerJoin(t.customers, eq(t.customers.id, t.webhooks.customerId))
          .where(inArray(t.webhookDeliveries.id, ids))
          .orderBy(asc(t.webhookDeliveries.nextAttemptAt), asc(t.webhookDeliveries.id));
        return rows.map((row) => ({
          delivery: toDelivery(row.delivery, row.event.type),
          webhook: toWebhook(row.webhook),
          event: {
            id: row.event.id,
            type: row.event.type,
            customerId: row.event.customerId === null ? null : String(row.event.customerId),
            data: row.event.data,
            createdAt: row.event.createdAt,
          },
          owner: { email: row.email, name: row.name },
        }));
      }),
    );
  }

  recordAttempt(deliveryId: string, outcome: AttemptOutcome): Promise<{ consecutiveFailures: number }> {
    const id = idOf(deliveryId);
    if (id === null) throw new Error('invalid delivery id');
    return this.conn.run((db) =>
      db.transaction(async (tx) => {
        await tx.insert(t.webhookAttempts).values({
          deliveryId: id,
          at: outcome.at,
          responseCode: outcome.responseCode,
          error: outcome.error,
          durationMs: Math.max(0, Math.round(outcome.durationMs)),
        });
        const [delivery] = await tx
          .update(t.webhookDeliveries)
          .set({
            attempts: sql`${t.webhookDeliveries.attempts} + 1`,
            status: outcome.ok ? 'delivered' : outcome.nextAttemptAt ? 'pending' : 'failed',
            nextAttemptAt: outcome.ok ? null : outcome.nextAttemptAt,
            lockedUntil: null,
            lastResponseCode: outcome.responseCode,
            lastError: outcome.ok ? null : outcome.error,
            deliveredAt: outcome.ok ? outcome.at : null,
          })
          .where(eq(t.webhookDeliveries.id, id))
          .returning({ webhookId: t.webhookDeliveries.webhookId });
        if (!delivery) return { consecutiveFailures: 0 };
        const [webhook] = await tx
          .update(t.webhooks)
          .set({ consecutiveFailures: outcome.ok ? 0 : sql`${t.webhooks.consecutiveFailures} + 1` })
          .where(eq(t.webhooks.id, delivery.webhookId))
          .returning({ consecutiveFailures: t.webhooks.consecutiveFailures });
        return { consecutiveFailures: webhook?.consecutiveFailures ?? 0 };
      }),
    );
  }
}
