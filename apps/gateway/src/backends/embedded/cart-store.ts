/**
 * The cart port of the embedded store: one row per customer in `carts`, swapped by version
 * (compare-and-set), so concurrent writes from several gateways never overwrite each other.
 */
import { emptyServerCart, parseServerCart, type ServerCart } from '@shop/domain';
import type { CartStore } from '../port.js';
import type { EmbeddedConnection } from './connection.js';

/** the customers table's integer id of a session's customer id */
function rowId(customerId: string): number {
  const id = Number(customerId);
  if (!Number.isSafeInteger(id) || id < 1) throw new Error('not a customer id of this store');
  return id;
}

// The cart's three statements run on the driver without drizzle (EmbeddedConnection.query): a click
// on "Add to cart" is one of them, and through drizzle it cost twice as much. The table is
// schema.ts's `carts`; its names are spelled here once.
const GET_CART = 'SELECT data FROM carts WHERE customer_id = $1';
const INSERT_CART =
  'INSERT INTO carts (customer_id, version, data) VALUES ($1, $2, $3::jsonb) ON CONFLICT DO NOTHING RETURNING customer_id';
const SWAP_CART =
  'UPDATE carts SET version = $2, data = $3::jsonb, updated_at = now() WHERE customer_id = $1 AND version = $4 RETURNING customer_id';

export class EmbeddedCarts implements CartStore {
  constructor(private readonly conn: EmbeddedConnection) {}

  async getCart(customer: string): Promise<ServerCart> {
    const rows = await this.conn.query<{ data: unknown }>(GET_CART, [rowId(customer)]);
    return rows[0] ? parseServerCart(rows[0].data) : emptyServerCart;
  }

  async compareAndSetCart(customer: string, expectedVersion: number, next: ServerCart): Promise<boolean> {
    const customerId = rowId(customer);
    const data = JSON.stringify(next);
    const rows =
      expectedVersion === 0
        ? await this.conn.query(INSERT_CART, [customerId, next.version, data])
        : await this.conn.query(SWAP_CART, [customerId, next.version, data, expectedVersion]);
    return rows.length === 1;
  }
}
