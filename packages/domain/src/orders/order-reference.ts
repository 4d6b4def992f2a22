/**
 * One public reference per order: its number (1001, 1002, ... in the embedded store; WooCommerce's
 * `number`, which is the order id unless a plugin numbers orders otherwise). The orders table, the
 * "Order #{id}" heading, the "Order #{id} has been created." toast, the URL /account/orders/{id}, the
 * API's `Order.id` and `order(id:)` all use it, so a customer never meets two ids for one order.
 */
export function orderReference(order: { id: string; number?: string | null }): string {
  const number = order.number?.trim();
  return number ? number : order.id;
}

const ORDER_REFERENCE = /^[A-Za-z0-9_-]{1,64}$/;

/** Whether a string can be an order reference (letters, digits, "_" and "-", at most 64); others are never looked up. */
export function isOrderReference(value: string | null | undefined): boolean {
  return typeof value === 'string' && ORDER_REFERENCE.test(value);
}
