/**
 * The webhook outbox of the embedded store: an event is stored with one delivery per subscribed
 * webhook in one transaction; replicas claim due deliveries with FOR UPDATE SKIP LOCKED (PostgreSQL;
 * PGlite has one connection) and record each attempt. Split from integration-store.ts, whose class
 * delegates to these functions.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { AttemptOutcome, ClaimedDelivery, ShopEventRecord } from '../integrations-port.js';
import type { EmbeddedConnection } from './connection.js';
import { idOf, toDelivery, toWebhook } from './integration-rows.js';
import * as t from './schema.js';

export function enqueueEvent(conn: EmbeddedConnection, event: ShopEventRecord): Promise<number> {
  const customerId = event.customerId === null ? null : idOf(event.customerId);
  if (event.customerId !== null && customerId === null) return Promise.resolve(0);
  return conn.run((db) =>
    db.transaction(async (tx) => {
      // a buyer's webhooks receive their own order events and every public catalogue event
      const owner = customerId === null ? undefined : eq(t.webhooks.customerId, customerId);
      const subscribed = await tx
        .select({ id: t.webhooks.id })
        .from(t.webhooks)
        .where(
          and(eq(t.webhooks.enabled, true), sql`${t.webhooks.events} @> ${JSON.stringify([event.type])}::jsonb`, owner),
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

export function claimDue(
  conn: EmbeddedConnection,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<ClaimedDelivery[]> {
  return conn.run((db) =>
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
      await tx.update(t.webhookDeliveries).set({ lockedUntil: leaseUntil }).where(inArray(t.webhookDeliveries.id, ids));
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

export function recordAttempt(
  conn: EmbeddedConnection,
  deliveryId: string,
  outcome: AttemptOutcome,
): Promise<{ consecutiveFailures: number }> {
  const id = idOf(deliveryId);
  if (id === null) throw new Error('invalid delivery id');
  return conn.run((db) =>
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
