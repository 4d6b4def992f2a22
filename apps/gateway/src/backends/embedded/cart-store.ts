/**
 * The cart port of the embedded store: one row per customer in `carts`, swapped by version
 * (compare-and-set), so concurrent writes from several gateways never overwrite each other.
 */
import { and, eq } from 'drizzle-orm';
import { emptyServerCart, parseServerCart, type ServerCart } from '@shop/domain';
import type { CartStore } from '../port.js';
import type { EmbeddedConnection } from './connection.js';
import * as t from './schema.js';

/** the customers table's integer id of a session's customer id */
function rowId(customerId: string): number {
  const id = Number(customerId);
  if (!Number.isSafeInteger(id) || id < 1) throw new Error('not a customer id of this store');
  return id;
}

export class EmbeddedCarts implements CartStore {
  constructor(private readonly conn: EmbeddedConnection) {}

  async getCart(customer: string): Promise<ServerCart> {
    const customerId = rowId(customer);
    const rows = await this.conn.run((db) =>
      db.select({ data: t.carts.data }).from(t.carts).where(eq(t.carts.customerId, customerId)).limit(1),
    );
    return rows[0] ? parseServerCart(rows[0].data) : emptyServerCart;
  }

  async compareAndSetCart(customer: string, expectedVersion: number, next: ServerCart): Promise<boolean> {
    const customerId = rowId(customer);
    const data = next as unknown as Record<string, unknown>;
    if (expectedVersion === 0) {
      const inserted = await this.conn.run((db) =>
        db
          .insert(t.carts)
          .values({ customerId, version: next.version, data })
          .onConflictDoNothing()
          .returning({ customerId: t.carts.customerId }),
      );
      return inserted.length === 1;
    }
    const updated = await this.conn.run((db) =>
      db
        .update(t.carts)
        .set({ version: next.version, data, updatedAt: new Date() })
        .where(and(eq(t.carts.customerId, customerId), eq(t.carts.version, expectedVersion)))
        .returning({ customerId: t.carts.customerId }),
    );
    return updated.length === 1;
  }
}
