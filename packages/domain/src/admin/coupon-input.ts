import { z } from 'zod';
import { couponCodeSchema } from '../validation/schemas.js';
import type { DiscountType } from '../types.js';
import { amountField, choiceField, optionalAmountField, optionalDateTime } from './fields.js';

/**
 * The operator console's coupon rules (saveCoupon). Amounts are exact decimals: euros for fixed_cart
 * and fixed_product, a percentage for percent (10.5 = 10.5 %), stored as cents / hundredths of a percent
 * like every coupon of the shop (CouponRecord). Which products exist and whether the code is free are
 * the gateway's checks, with the messages below.
 */

export const DISCOUNT_TYPES = ['fixed_cart', 'percent', 'fixed_product'] as const;
/** €1,000,000.00, the order cap */
const MAX_COUPON_CENTS = 100_000_000;

export const COUPON_ADMIN_MESSAGES = {
  discountType: 'Discount type must be fixed_cart, percent or fixed_product',
  amount: 'Amount must be a number above 0 with at most two decimals, e.g. 10 or 12.50',
  amountMax: 'Amount must not exceed 1000000.00',
  percentMax: 'A percentage cannot be more than 100',
  minimumAmount: 'Minimum amount must be an amount of 0 or more with at most two decimals, or empty',
  maximumAmount: 'Maximum amount must be an amount of 0 or more with at most two decimals, or empty',
  minAboveMax: 'The minimum amount cannot be above the maximum amount',
  usageLimit: 'Usage limit must be a whole number from 1 to 1000000, or empty for no limit',
  productIds: 'At most 100 products',
  productUnknown: (id: string) => `Product ${id} does not exist`,
  codeTaken: 'Another coupon already uses this code (codes are not case-sensitive)',
  notFound: 'This coupon does not exist (it may have been deleted)',
} as const;

export const couponInputSchema = z
  .object({
    code: couponCodeSchema,
    discountType: choiceField(DISCOUNT_TYPES, COUPON_ADMIN_MESSAGES.discountType),
    amount: amountField(COUPON_ADMIN_MESSAGES.amount, MAX_COUPON_CENTS, COUPON_ADMIN_MESSAGES.amountMax).refine(
      (cents) => cents > 0,
      COUPON_ADMIN_MESSAGES.amount,
    ),
    minimumAmount: optionalAmountField(
      COUPON_ADMIN_MESSAGES.minimumAmount,
      MAX_COUPON_CENTS,
      COUPON_ADMIN_MESSAGES.amountMax,
    ),
    maximumAmount: optionalAmountField(
      COUPON_ADMIN_MESSAGES.maximumAmount,
      MAX_COUPON_CENTS,
      COUPON_ADMIN_MESSAGES.amountMax,
    ),
    productIds: z
      .array(z.string().trim())
      .max(100, COUPON_ADMIN_MESSAGES.productIds)
      .nullish()
      .transform((ids) => [...new Set((ids ?? []).filter((id) => id !== ''))]),
    usageLimit: z
      .number({ error: COUPON_ADMIN_MESSAGES.usageLimit })
      .int(COUPON_ADMIN_MESSAGES.usageLimit)
      .min(1, COUPON_ADMIN_MESSAGES.usageLimit)
      .max(1_000_000, COUPON_ADMIN_MESSAGES.usageLimit)
      .nullish()
      .transform((value) => value ?? null),
    expiresAt: optionalDateTime,
  })
  .superRefine((coupon, ctx) => {
    if (coupon.discountType === 'percent' && coupon.amount > 10_000) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: COUPON_ADMIN_MESSAGES.percentMax });
    }
    // 0 means "no limit" for both (as WooCommerce's "0.00"), so only two real limits can clash
    if (
      coupon.minimumAmount != null &&
      coupon.maximumAmount != null &&
      coupon.minimumAmount > 0 &&
      coupon.maximumAmount > 0 &&
      coupon.minimumAmount > coupon.maximumAmount
    ) {
      ctx.addIssue({ code: 'custom', path: ['minimumAmount'], message: COUPON_ADMIN_MESSAGES.minAboveMax });
    }
  })
  .transform((coupon) => ({
    code: coupon.code,
    discountType: coupon.discountType as DiscountType,
    /** cents, or hundredths of a percent for percent coupons */
    amount: coupon.amount,
    minimumAmountCents: coupon.minimumAmount && coupon.minimumAmount > 0 ? coupon.minimumAmount : null,
    maximumAmountCents: coupon.maximumAmount && coupon.maximumAmount > 0 ? coupon.maximumAmount : null,
    productIds: coupon.productIds,
    usageLimit: coupon.usageLimit,
    expiresAt: coupon.expiresAt,
  }));
export type CouponDraft = z.output<typeof couponInputSchema>;
