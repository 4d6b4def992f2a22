import type { Cents, CouponRecord } from '../types.js';
import { formatEur, multiplyCents, percentOfCents } from '../money/money.js';

export interface CouponLine {
  productId: string;
  /** for a variation line: the parent product (a coupon restricted to the parent applies to its variations) */
  parentProductId?: string | null;
  quantity: number;
  unitPriceCents: Cents;
}

export type CouponResult = { ok: true; code: string; discountCents: Cents } | { ok: false; message: string };

export const COUPON_MESSAGES = {
  empty: 'Please enter a coupon code',
  invalid: 'Invalid coupon code',
  minimum: (amountCents: Cents) => `Minimum order amount is ${formatCouponAmount(amountCents)}`,
  maximum: (amountCents: Cents) => `Maximum order amount is ${formatCouponAmount(amountCents)}`,
  notApplicable: 'Coupon is not valid for items in your cart',
  // not in SPEC section 5 (the WordPress shop's coupons had no expiry or limit there); same style
  expired: 'This coupon has expired',
  usageLimitReached: 'This coupon has reached its usage limit',
} as const;

/** Whether the coupon's expiry (if any) has passed at `now`. */
export function isCouponExpired(coupon: Pick<CouponRecord, 'expiresAt'>, now: Date): boolean {
  if (!coupon.expiresAt) return false;
  const at = Date.parse(coupon.expiresAt);
  return Number.isFinite(at) && at <= now.getTime();
}

/** Whether every use the coupon allows is taken (a limit of null or 0 means none). */
export function isCouponUsedUp(coupon: Pick<CouponRecord, 'usageLimit' | 'usageCount'>): boolean {
  return coupon.usageLimit != null && coupon.usageLimit > 0 && (coupon.usageCount ?? 0) >= coupon.usageLimit;
}

/**
 * The SPEC writes "${amount}": the shop's currency is EUR, so the amount renders as euros with two
 * decimals and the € sign, e.g. "Minimum order amount is €50.00" (en-IE formatting, "€1,234.50").
 */
export function formatCouponAmount(amountCents: Cents): string {
  return formatEur(amountCents, 'en-IE');
}

/** WooCommerce stores coupon codes trimmed and lower-cased; lookups use the same form. */
export function normalizeCouponCode(code: string | null | undefined): string {
  return (code ?? '').trim().toLowerCase();
}

export function subtotalCents(lines: readonly Pick<CouponLine, 'quantity' | 'unitPriceCents'>[]): Cents {
  return lines.reduce((sum, line) => sum + multiplyCents(line.unitPriceCents, line.quantity), 0);
}

function lineMatches(line: CouponLine, productIds: readonly string[]): boolean {
  if (productIds.length === 0) return true;
  return (
    productIds.includes(String(line.productId)) ||
    (line.parentProductId != null && productIds.includes(String(line.parentProductId)))
  );
}

/**
 * Discount of a coupon on a cart, in cents, as WooCommerce charges it (SPEC section 5, with
 * WooCommerce's product restriction; see the README, "Where the spec was inconsistent"):
 * - fixed_cart: the amount, on the whole cart (product_ids only decide whether the coupon is valid);
 * - percent: the subtotal of the matching lines (all lines without product_ids) × amount / 100
 *   (amount in hundredths of a percent), rounded half up to the cent;
 * - fixed_product: amount × quantity summed over the matching lines (all lines without product_ids),
 *   each line's discount capped at that line's total (a product never goes below 0).
 * The discount never exceeds the subtotal and is never negative.
 */
export function couponDiscountCents(coupon: CouponRecord, lines: readonly CouponLine[]): Cents {
  const subtotal = subtotalCents(lines);
  const amount = Math.max(0, Math.round(coupon.amount));
  let discount: number;
  switch (coupon.discountType) {
    case 'fixed_cart':
      discount = amount;
      break;
    case 'percent':
      discount = percentOfCents(
        subtotalCents(lines.filter((line) => lineMatches(line, coupon.productIds))),
        Math.min(amount, 10000),
      );
      break;
    case 'fixed_product':
      discount = lines
        .filter((line) => lineMatches(line, coupon.productIds))
        .reduce(
          (sum, line) =>
            sum + Math.min(multiplyCents(amount, line.quantity), multiplyCents(line.unitPriceCents, line.quantity)),
          0,
        );
      break;
    default:
      discount = 0;
  }
  return Math.max(0, Math.min(discount, subtotal));
}

/**
 * Validates a coupon for a cart in the SPEC's order: empty code, unknown coupon (null, or a record whose
 * code differs), then (as WooCommerce does before the amounts) expiry and usage limit, minimum amount,
 * maximum amount, product restriction; then computes the discount.
 * A minimum/maximum of null or 0 means "no limit" (WooCommerce sends "0.00" for none).
 */
export function validateCoupon(
  coupon: CouponRecord | null | undefined,
  code: string | null | undefined,
  lines: readonly CouponLine[],
  now: Date = new Date(),
): CouponResult {
  const normalized = normalizeCouponCode(code);
  if (normalized === '') return { ok: false, message: COUPON_MESSAGES.empty };
  if (!coupon || normalizeCouponCode(coupon.code) !== normalized)
    return { ok: false, message: COUPON_MESSAGES.invalid };
  if (isCouponExpired(coupon, now)) return { ok: false, message: COUPON_MESSAGES.expired };
  if (isCouponUsedUp(coupon)) return { ok: false, message: COUPON_MESSAGES.usageLimitReached };
  const subtotal = subtotalCents(lines);
  if (coupon.minimumAmountCents != null && coupon.minimumAmountCents > 0 && subtotal < coupon.minimumAmountCents) {
    return { ok: false, message: COUPON_MESSAGES.minimum(coupon.minimumAmountCents) };
  }
  if (coupon.maximumAmountCents != null && coupon.maximumAmountCents > 0 && subtotal > coupon.maximumAmountCents) {
    return { ok: false, message: COUPON_MESSAGES.maximum(coupon.maximumAmountCents) };
  }
  if (coupon.productIds.length > 0 && !lines.some((line) => lineMatches(line, coupon.productIds))) {
    return { ok: false, message: COUPON_MESSAGES.notApplicable };
  }
  return { ok: true, code: normalized, discountCents: couponDiscountCents(coupon, lines) };
}

export interface CartTotals {
  subtotalCents: Cents;
  discountCents: Cents;
  totalCents: Cents;
}

/** Subtotal, discount (clamped to 0..subtotal) and total of a cart. */
export function cartTotals(
  lines: readonly Pick<CouponLine, 'quantity' | 'unitPriceCents'>[],
  discount: Cents | CouponResult | null | undefined = 0,
): CartTotals {
  const subtotal = subtotalCents(lines);
  const requested =
    discount == null ? 0 : typeof discount === 'number' ? discount : discount.ok ? discount.discountCents : 0;
  const discountCents = Math.max(0, Math.min(Math.round(requested), subtotal));
  return { subtotalCents: subtotal, discountCents, totalCents: subtotal - discountCents };
}

/** Success and state texts around coupons (SPEC sections 4 and 8). */
export const COUPON_TEXTS = {
  applied: (code: string) => `Coupon "${code}" applied!`,
  appliedToast: 'Coupon applied successfully!',
  failedToast: 'Failed to apply coupon',
  failedToastDescription: 'Invalid or expired coupon code.',
  removedToast: 'Coupon removed',
} as const;
