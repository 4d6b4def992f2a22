/**
 * One order per idempotency key, whatever the store: the lock, the replay of a key already used and
 * the refusal of a key reused for another cart live here, once. Adapters only insert an order under
 * a key and find the order of a key (OrderStore.insertOrder / findOrderByKey).
 */
import type { OrderDraft } from '@shop/domain';
import type { OrderLockProvider } from './order-locks.js';
import type { OrderStore, StoredOrderResult } from './port.js';

export interface OrderIdempotencyOptions {
  /** how long a crashed holder keeps a key locked (Redis); long enough for a slow store's POST */
  lockTtlMs?: number;
  /** how long a request waits for another one holding its key */
  waitMs?: number;
}

export class OrderIdempotency {
  private readonly lockTtlMs: number;
  private readonly waitMs: number;

  constructor(
    private readonly orders: OrderStore,
    readonly locks: OrderLockProvider,
    options: OrderIdempotencyOptions = {},
  ) {
    this.lockTtlMs = options.lockTtlMs ?? 60_000;
    this.waitMs = options.waitMs ?? 60_000;
  }

  /**
   * What a key already used answers: `replayed` with its order (`created` when the store recovered
   * an order whose first answer reached nobody), `key_conflict` for another payload or an order that
   * is gone; null when the key is unknown. Creates nothing.
   */
  async find(idempotencyKey: string, payloadHash: string): Promise<StoredOrderResult | null> {
    const stored = await this.orders.findOrderByKey(idempotencyKey);
    if (!stored) return null;
    if (stored.payloadHash !== payloadHash || !stored.order) return { kind: 'key_conflict' };
    return { kind: stored.firstAnswer ? 'created' : 'replayed', order: stored.order };
  }

  /** Stores the order once per key, atomically across the instances that share the lock provider. */
  async place(draft: OrderDraft, idempotencyKey: string, payloadHash: string): Promise<StoredOrderResult> {
    const known = await this.find(idempotencyKey, payloadHash);
    if (known) return known;
    return this.locks.withLock(idempotencyKey, { ttlMs: this.lockTtlMs, waitMs: this.waitMs }, async () => {
      const raced = await this.find(idempotencyKey, payloadHash);
      if (raced) return raced;
      const inserted = await this.orders.insertOrder(draft, idempotencyKey, payloadHash);
      if (inserted.kind === 'created') return inserted;
      // taken by a holder outside this lock (another provider): answer from what it stored
      const winner = await this.find(idempotencyKey, payloadHash);
      if (!winner) throw new Error('order idempotency key taken without a stored order');
      return winner;
    });
  }
}
