/**
 * Tests place orders the way the gateway does: through the idempotency service over an adapter's
 * order store, with the store's own locks (PostgreSQL advisory locks) or, by default, one in-process
 * lock shared by every adapter instance of the test process (as one gateway process would).
 */
import type { OrderDraft } from '@shop/domain';
import { OrderIdempotency } from '../idempotency.service.js';
import { InProcessOrderLocks, type OrderLockProvider } from '../order-locks.js';
import type { StoreBackend, StoredOrderResult } from '../port.js';

type WithOrders = Pick<StoreBackend, 'orders' | 'orderLocks'>;

const sharedLocks = new InProcessOrderLocks();
const services = new WeakMap<object, OrderIdempotency>();

export function orderService(backend: WithOrders, locks?: OrderLockProvider): OrderIdempotency {
  let service = services.get(backend.orders);
  if (!service || (locks && service.locks !== locks)) {
    service = new OrderIdempotency(backend.orders, locks ?? backend.orderLocks ?? sharedLocks);
    services.set(backend.orders, service);
  }
  return service;
}

export function placeOrder(
  backend: WithOrders,
  draft: OrderDraft,
  key: string,
  hash: string,
): Promise<StoredOrderResult> {
  return orderService(backend).place(draft, key, hash);
}

export function findOrder(backend: WithOrders, key: string, hash: string): Promise<StoredOrderResult | null> {
  return orderService(backend).find(key, hash);
}
