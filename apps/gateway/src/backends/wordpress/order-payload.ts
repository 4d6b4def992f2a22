/**
 * The WooCommerce order-creation payload (SPEC section 3), built from our neutral OrderDraft. Only
 * this adapter speaks WooCommerce's field names.
 */
import { centsToDecimal } from '@shop/domain';
import type { OrderDraft, PostalAddress } from '@shop/domain';

/** order meta key of the buyer's comment */
export const ORDER_COMMENT_META_KEY = 'order_comments';
/** order meta key of the buyer's purchase-order reference (issue 18) */
export const PO_NUMBER_META_KEY = '_po_number';
/** order meta key that records which idempotency key created the order */
export const IDEMPOTENCY_META_KEY = '_idempotency_key';

export interface WooAddress {
  first_name: string;
  last_name: string;
  address_1: string;
  city: string;
  postcode: string;
  country: string;
}

export interface WooBillingAddress extends WooAddress {
  email: string;
  phone: string;
}

export interface WooOrderLineItem {
  product_id: number;
  variation_id?: number;
  quantity: number;
  /** the line before coupons and its total ("216.00"): the price the gateway quoted (below) */
  subtotal: string;
  total: string;
}

export interface WooOrderPayload {
  status: 'processing';
  billing: WooBillingAddress;
  shipping: WooAddress;
  line_items: WooOrderLineItem[];
  meta_data: { key: string; value: string }[];
  coupon_lines?: { code: string }[];
  customer_id?: number;
}

/** A WooCommerce id as a positive integer; anything else is a programming error upstream. */
export function toWooId(id: string | number): number {
  const text = String(id).trim();
  if (!/^\d+$/.test(text) || Number(text) <= 0 || !Number.isSafeInteger(Number(text))) {
    throw new RangeError(`Not a WooCommerce id: ${JSON.stringify(id)}`);
  }
  return Number(text);
}

function wooAddress(address: PostalAddress): WooAddress {
  return {
    first_name: address.firstName,
    last_name: address.lastName,
    address_1: address.street,
    city: address.city,
    postcode: address.postcode,
    country: address.country,
  };
}

/**
 * The draft as WooCommerce wants it: integer ids (a variation as product_id = parent +
 * variation_id), order_comments meta only with a comment, coupon_lines only with a coupon,
 * customer_id only for a customer, the idempotency key as order meta and status "processing" (a
 * wholesale order is paid on invoice, so it is ready for fulfilment the moment it is placed).
 *
 * Each line carries its `subtotal` and `total` (the gateway's unit price × quantity, before coupons,
 * excluding VAT): WooCommerce's REST API prices a line it is given without them at the product's
 * price as the API user sees it (`wc_get_price_excluding_tax` in `prepare_line_items`), which is the
 * list price, not the buyer's group or tier price (B2BKing filters prices by the logged-in user, and
 * the API user is not the buyer). With them the order charges what the quote showed; WooCommerce
 * still applies the coupon to these subtotals and adds its own VAT and shipping.
 */
export function wooOrderPayload(draft: OrderDraft, idempotencyKey: string): WooOrderPayload {
  const payload: WooOrderPayload = {
    status: 'processing',
    billing: { ...wooAddress(draft.billingAddress), email: draft.buyer.email, phone: draft.buyer.phone ?? '' },
    shipping: wooAddress(draft.shippingAddress),
    line_items: draft.lines.map((line) => {
      const item: WooOrderLineItem = {
        product_id: toWooId(line.productId),
        quantity: Math.trunc(line.quantity),
        subtotal: centsToDecimal(line.lineTotalCents),
        total: centsToDecimal(line.lineTotalCents),
      };
      if (line.variationId != null && line.variationId !== '') item.variation_id = toWooId(line.variationId);
      return item;
    }),
    meta_data: [],
  };
  const comment = draft.comment?.trim();
  if (comment) payload.meta_data.push({ key: ORDER_COMMENT_META_KEY, value: comment });
  if (draft.poNumber) payload.meta_data.push({ key: PO_NUMBER_META_KEY, value: draft.poNumber });
  payload.meta_data.push({ key: IDEMPOTENCY_META_KEY, value: idempotencyKey });
  if (draft.couponCode) payload.coupon_lines = [{ code: draft.couponCode }];
  if (draft.buyer.customerId && /^\d+$/.test(draft.buyer.customerId) && draft.buyer.customerId !== '0')
    payload.customer_id = toWooId(draft.buyer.customerId);
  return payload;
}

/** the customer WooCommerce files the order under: "0" for a guest */
export function wooCustomerId(payload: WooOrderPayload): string {
  return payload.customer_id ? String(payload.customer_id) : '0';
}
