import type { OrderAddress } from '../types.js';

export const ORDER_COMMENT_META_KEY = 'order_comments';

export interface ShippingDetails {
  fullName: string;
  email: string;
  phone?: string | null;
  address: string;
  comment?: string | null;
}

export interface OrderLineInput {
  productId: string | number;
  variationId?: string | number | null;
  quantity: number;
}

export interface BuildOrderPayloadInput {
  shipping: ShippingDetails;
  lines: readonly OrderLineInput[];
  couponCode?: string | null;
  customerId?: string | number | null;
}

export interface WooBillingAddress extends OrderAddress {
  email: string;
  phone: string;
}

export type WooShippingAddress = Omit<OrderAddress, 'email' | 'phone'>;

export interface WooOrderLineItem {
  product_id: number;
  variation_id?: number;
  quantity: number;
}

/** The WooCommerce order-creation payload (SPEC section 3). */
export interface WooOrderPayload {
  billing: WooBillingAddress;
  shipping: WooShippingAddress;
  line_items: WooOrderLineItem[];
  meta_data?: { key: string; value: string }[];
  coupon_lines?: { code: string }[];
  customer_id?: number;
}

/** Splits on the first space into at most two pieces: "Anna van Dijk" → ["Anna", "van Dijk"]. */
export function splitFullName(fullName: string | null | undefined): { firstName: string; lastName: string } {
  const trimmed = (fullName ?? '').trim().replace(/\s+/g, ' ');
  const space = trimmed.indexOf(' ');
  if (space === -1) return { firstName: trimmed, lastName: '' };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1) };
}

/** A WooCommerce id as a positive integer; anything else is a programming error upstream. */
export function toWooId(id: string | number): number {
  const text = String(id).trim();
  if (!/^\d+$/.test(text) || Number(text) <= 0 || !Number.isSafeInteger(Number(text))) {
    throw new RangeError(`Not a WooCommerce id: ${JSON.stringify(id)}`);
  }
  return Number(text);
}

/**
 * Builds the order-creation payload: billing and shipping from the shipping form (city, postcode and
 * country sent empty), integer product ids (a variation as product_id = parent + variation_id),
 * order_comments meta only with a comment, coupon_lines only with a coupon, customer_id only when
 * logged in. Text fields are trimmed.
 */
export function buildOrderPayload(input: BuildOrderPayloadInput): WooOrderPayload {
  const { shipping } = input;
  const { firstName, lastName } = splitFullName(shipping.fullName);
  const address: WooShippingAddress = {
    first_name: firstName,
    last_name: lastName,
    address_1: shipping.address.trim(),
    city: '',
    postcode: '',
    country: '',
  };
  const payload: WooOrderPayload = {
    billing: { ...address, email: shipping.email.trim(), phone: (shipping.phone ?? '').trim() },
    shipping: { ...address },
    line_items: input.lines.map((line) => {
      const item: WooOrderLineItem = { product_id: toWooId(line.productId), quantity: Math.trunc(line.quantity) };
      if (line.variationId != null && String(line.variationId) !== '') item.variation_id = toWooId(line.variationId);
      return item;
    }),
  };
  const comment = shipping.comment?.trim();
  if (comment) payload.meta_data = [{ key: ORDER_COMMENT_META_KEY, value: comment }];
  const coupon = input.couponCode?.trim();
  if (coupon) payload.coupon_lines = [{ code: coupon }];
  if (input.customerId != null && String(input.customerId) !== '') payload.customer_id = toWooId(input.customerId);
  return payload;
}

export type OrderStatusTone = 'green' | 'blue' | 'yellow';

/** Status pill colour: green for completed, blue for processing, yellow otherwise. */
export function orderStatusTone(status: string | null | undefined): OrderStatusTone {
  const normalized = (status ?? '').trim().toLowerCase();
  if (normalized === 'completed') return 'green';
  if (normalized === 'processing') return 'blue';
  return 'yellow';
}

/** "1 item" / "N items" for the orders table. */
export function itemCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

/** Total quantity of an order's lines. */
export function orderItemCount(lines: readonly { quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** Texts of the checkout flow (SPEC section 8). */
export const ORDER_TEXTS = {
  placedToast: 'Order placed successfully!',
  placedDescription: (id: string | number) => `Order #${id} has been created.`,
  failedToast: 'Failed to place order',
  orderTitle: (id: string | number) => `Order #${id}`,
  notFound: 'Order not found',
  productFallbackName: (productId: string | number) => `Product ID: ${productId}`,
} as const;
