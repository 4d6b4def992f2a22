/**
 * The embedded store's order lists (../order-list-port.ts): the order_lists table. The per-buyer limit
 * holds under concurrency: creations of one buyer queue behind a row lock on the buyer.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import type { OrderListLine, OrderListRecord } from '@shop/domain';
import type { OrderListStore } from '../order-list-port.js';
import type { EmbeddedConnection } from './connection.js';
// ids arrive from clients: anything that is not one of ours matches nothing
import { idOf } from './integration-rows.js';
import * as t from './schema.js';

type Row = typeof t.orderLists.$inferSelect;

function toRecord(row: Row): OrderListRecord {
  return {
    id: String(row.id),
    ownerId: String(row.customerId),
    name: row.name,
    lines: row.lines.map((line) => ({ ...line })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export class EmbeddedOrderLists implements OrderListStore {
  constructor(private readonly conn: EmbeddedConnection) {}

  list(ownerId: string): Promise<OrderListRecord[]> {
    const owner = idOf(ownerId);
    if (owner === null) return Promise.resolve([]);
    return this.conn.run(async (db) =>
      (await db.select().from(t.orderLists).where(eq(t.orderLists.customerId, owner))).map(toRecord),
    );
  }

  get(ownerId: string, id: string): Promise<OrderListRecord | null> {
    const owner = idOf(ownerId);
    const listId = idOf(id);
    if (owner === null || listId === null) return Promise.resolve(null);
    return this.conn.run(async (db) => {
      const [row] = await db
        .select()
        .from(t.orderLists)
        .where(and(eq(t.orderLists.id, listId), eq(t.orderLists.customerId, owner)));
      return row ? toRecord(row) : null;
    });
  }

  create(
    ownerId: string,
    input: { name: string; lines: OrderListLine[] },
    opts: { max: number; now: Date },
  ): Promise<OrderListRecord | null> {
    const owner = idOf(ownerId);
    if (owner === null) throw new Error('invalid customer id');
    return this.conn.run((db) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`SELECT id FROM ${t.customers} WHERE id = ${owner} FOR UPDATE`);
        const [existing] = await tx.select({ n: count() }).from(t.orderLists).where(eq(t.orderLists.customerId, owner));
        if ((existing?.n ?? 0) >= opts.max) return null;
        const [row] = await tx
          .insert(t.orderLists)
          .values({ customerId: owner, name: input.name, lines: input.lines, createdAt: opts.now, updatedAt: opts.now })
          .returning();
        return toRecord(row!);
      }),
    );
  }

  update(
    ownerId: string,
    id: string,
    change: { name?: string; lines?: OrderListLine[] },
    now: Date,
  ): Promise<OrderListRecord | null> {
    const owner = idOf(ownerId);
    const listId = idOf(id);
    if (owner === null || listId === null) return Promise.resolve(null);
    return this.conn.run(async (db) => {
      const [row] = await db
        .update(t.orderLists)
        .set({
          ...(change.name !== undefined ? { name: change.name } : {}),
          ...(change.lines !== undefined ? { lines: change.lines } : {}),
          updatedAt: now,
        })
        .where(and(eq(t.orderLists.id, listId), eq(t.orderLists.customerId, owner)))
        .returning();
      return row ? toRecord(row) : null;
    });
  }

  delete(ownerId: string, id: string): Promise<boolean> {
    const owner = idOf(ownerId);
    const listId = idOf(id);
    if (owner === null || listId === null) return Promise.resolve(false);
    return this.conn.run(async (db) => {
      const rows = await db
        .delete(t.orderLists)
        .where(and(eq(t.orderLists.id, listId), eq(t.orderLists.customerId, owner)))
        .returning({ id: t.orderLists.id });
      return rows.length > 0;
    });
  }

  async deleteAll(ownerId: string): Promise<void> {
    const owner = idOf(ownerId);
    if (owner === null) return;
    await this.conn.run((db) => db.delete(t.orderLists).where(eq(t.orderLists.customerId, owner)));
  }
}
