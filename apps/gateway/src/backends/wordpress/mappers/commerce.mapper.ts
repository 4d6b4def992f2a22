import { decodeEntities, toCents } from '@shop/domain';
import { ORDER_COMMENT_META_KEY, PO_NUMBER_META_KEY } from '../order-payload.js';
import type { CouponRecord, DiscountType, OrderLineRecord, OrderRecord, PostalAddress } from '@shop/domain';
import type { WcCoupon, WcOrder } from '../upstream.schemas.js';
import { wpDateToIso } from './dates.js';

const DISCOUNT_TYPES: readonly DiscountType[] = ['fixed_cart', 'percent', 'fixed_product'];

/**
 * WooCommerce coupon → CouponRecord. null when the coupon cannot be used at all (unknown discount
 * type, not published, expired, usage limit reached): the gateway then answers "Invalid coupon code".
 * The amount limits and product restrictions are checked by packages/domain.
 */
export function mapCoupon(coupon: WcCoupon, now: Date = new Date()): CouponRecord | null {
  if (!DISCOUNT_TYPES.includes(coupon.discount_type as DiscountType)) return null;
  if (coupon.status !== 'publish') return null;
  const expires = wpDateToIso(coupon.date_expires_gmt);
  if (expires && Date.parse(expires) <= now.getTime()) return null;
  if (coupon.usage_limit != null && coupon.usage_limit > 0 && (coupon.usage_count ?? 0) >= coupon.usage_limit)
    return null;
  const limit = (value: WcCoupon['minimum_amount']) => {
    const cents = toCents(value);
    return cents > 0 ? cents : null; // WooCommerce sends "0.00" for "no limit"
  };
  return {
    code: coupon.code,
    discountType: coupon.discount_type as DiscountType,
    // percent coupons: hundredths of a percent, which is the same fixed-point parse as cents
    amount: Math.max(0, toCents(coupon.amount)),
    minimumAmountCents: limit(coupon.minimum_amount),
    maximumAmountCents: limit(coupon.maximum_amount),
    productIds: coupon.product_ids,
  };
}

/**
 * WooCommerce order → OrderRecord; every total is WooCommerce's own: its shipping, its VAT (`total_tax`,
 * one line per tax rate it applied, shipping tax included; the taxed base is not reported, so 0) and its
 * total as returned. Reverse charge is WooCommerce's business there (e.g. an EU VAT plugin), never
 * decided by the gateway.
 */
export function mapOrder(order: WcOrder): OrderRecord {
  const lines: OrderLineRecord[] = order.line_items.map((item) => {
    const quantity = Math.max(0, item.quantity);
    // `subtotal` is the line before coupons; `price` (a float) only a fallback
    const lineTotalCents = item.subtotal != null ? toCents(item.subtotal) : toCents(item.price) * quantity;
    return {
      productId: item.product_id ?? '',
      variationId: item.variation_id && item.variation_id !== '0' ? item.variation_id : null,
      name: decodeEntities(item.name),
      quantity,
      unitPriceCents: quantity > 0 ? Math.round(lineTotalCents / quantity) : toCents(item.price),
      lineTotalCents,
    };
  });
  const comment = order.meta_data.find((m) => m.key === ORDER_COMMENT_META_KEY)?.value;
  const poNumber = order.meta_data.find((m) => m.key === PO_NUMBER_META_KEY)?.value;
  const billing = order.billing;
  return {
    id: order.id,
    number: String(order.number ?? order.id),
    createdAt: wpDateToIso(order.date_created_gmt, order.date_created) ?? new Date(0).toISOString(),
    status: order.status || 'pending',
    currencyCode: order.currency || 'EUR',
    customerId: order.customer_id && order.customer_id !== '0' ? order.customer_id : null,
    lines,
    subtotalCents: lines.reduce((sum, line) => sum + line.lineTotalCents, 0),
    discountCents: toCents(order.discount_total),
    totalCents: toCents(order.total),
    shippingCents: toCents(order.shipping_total),
    taxCents: toCents(order.total_tax),
    taxLines: order.tax_lines.map((line) => ({
      label: line.label || 'Tax',
      rateBasisPoints: toCents(line.rate_percent),
      baseCents: 0,
      amountCents: toCents(line.tax_total) + toCents(line.shipping_tax_total),
    })),
    reverseCharge: false,
    poNumber: typeof poNumber === 'string' && poNumber.trim() ? poNumber.trim() : null,
    paymentMethod: order.payment_method_title || null,
    invoice: null,
    couponCode: order.coupon_lines[0]?.code ?? null,
    buyer: { email: billing?.email || null, phone: billing?.phone || null },
    billingAddress: postalAddress(billing),
    shippingAddress: postalAddress(order.shipping ?? billing),
    comment: typeof comment === 'string' && comment.trim() ? comment : order.customer_note.trim() || null,
  };
}

function postalAddress(address: WcOrder['billing'] | null | undefined): PostalAddress {
  return {
    firstName: address?.first_name ?? '',
    lastName: address?.last_name ?? '',
    street: address?.address_1 ?? '',
    city: address?.city ?? '',
    postcode: address?.postcode ?? '',
    country: address?.country ?? '',
  };
}
