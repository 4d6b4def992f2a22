/**
 * The integrators' port of the embedded store (../integrations-port.ts): API keys, webhooks, the
 * webhook outbox and its log, and the audit of changes. Works on PGlite (one connection, every call
 * serialised) and PostgreSQL (several gateway replicas claim deliveries with FOR UPDATE SKIP LOCKED).
 */
import { and, count, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
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
import { type EmbeddedConnection, toCustomer } from './connection.js';
import { audit, idOf, toDelivery, toKey, toWebhook } from './integration-rows.js';
import { claimDue, enqueueEvent, recordAttempt } from './webhook-outbox.js';
import type { Db } from './db.js';
import * as t from './schema.js';

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

  // ---------------------------------------------------------------------------------- outbox (webhook-outbox.ts)

  enqueueEvent(event: ShopEventRecord): Promise<number> {
    return enqueueEvent(this.conn, event);
  }

  claimDue(now: Date, leaseUntil: Date, limit: number): Promise<ClaimedDelivery[]> {
    return claimDue(this.conn, now, leaseUntil, limit);
  }

  recordAttempt(deliveryId: string, outcome: AttemptOutcome): Promise<{ consecutiveFailures: number }> {
    return recordAttempt(this.conn, deliveryId, outcome);
  }
}
