import type { OrderListLine, OrderListRecord } from '@shop/domain';

/**
 * Order lists (saved carts, issue 19): one buyer's named lists of cart lines. The embedded store keeps
 * them in its database; with WordPress the gateway keeps them in Redis (WooCommerce has no such thing),
 * in process memory only without Redis (one development instance). Every call is scoped to the owner:
 * another buyer's list id reads exactly like an unknown one.
 */
export interface OrderListStore {
  /** the owner's lists, in no particular order */
  list(ownerId: string): Promise<OrderListRecord[]>;
  get(ownerId: string, id: string): Promise<OrderListRecord | null>;
  /** null when the owner already has `max` lists */
  create(
    ownerId: string,
    input: { name: string; lines: OrderListLine[] },
    opts: { max: number; now: Date },
  ): Promise<OrderListRecord | null>;
  /** null when the owner has no list with this id */
  update(
    ownerId: string,
    id: string,
    change: { name?: string; lines?: OrderListLine[] },
    now: Date,
  ): Promise<OrderListRecord | null>;
  /** false when the owner has no list with this id */
  delete(ownerId: string, id: string): Promise<boolean>;
  /** every list of the owner (account deletion) */
  deleteAll(ownerId: string): Promise<void>;
}

export const ORDER_LIST_STORE = Symbol('ORDER_LIST_STORE');
