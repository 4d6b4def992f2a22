import { Inject, Injectable } from '@nestjs/common';
import { centsToDecimal, COUPON_ADMIN_MESSAGES, couponInputSchema, validateInput } from '@shop/domain';
import { ADMIN_PORTS, type AdminCouponRecord, type AdminPorts } from '../../backends/admin-port.js';
import { userError } from '../../graphql/errors.js';
import type { AdminContext } from '../admin-context.js';
import { AuditService } from '../audit/audit.service.js';
import type { AdminCoupon, AdminCouponPayload, CouponInput, MutationResult } from '../generated/admin-resolvers.js';
import { asUserErrors, failed, succeeded } from '../shop/admin-images.js';
import { StorefrontCache } from '../shop/storefront-cache.js';
import { consolePorts } from '../staff-guard.js';

const CODES = { codeTaken: 'CODE_TAKEN', notFound: 'NOT_FOUND', unknownProduct: 'UNKNOWN_PRODUCT' } as const;

/** fixed amounts are cents, percentages hundredths of a percent: both read as two-decimal numbers */
function toAdminCoupon(record: AdminCouponRecord): AdminCoupon {
  return {
    id: record.id,
    code: record.code,
    discountType: record.discountType,
    amount: centsToDecimal(record.amount),
    minimumAmount: record.minimumAmountCents === null ? null : centsToDecimal(record.minimumAmountCents),
    maximumAmount: record.maximumAmountCents === null ? null : centsToDecimal(record.maximumAmountCents),
    productIds: record.productIds,
    usageLimit: record.usageLimit,
    usageCount: record.usageCount,
    expiresAt: record.expiresAt,
    createdAt: record.createdAt,
  };
}

const subject = (coupon: { code: string }) => `coupon ${coupon.code}`;

/**
 * The console's coupons. The shop applies them with packages/domain's coupon rule (expiry and usage
 * limit included); a change drops the shop's cached coupon definitions on every replica.
 */
@Injectable()
export class CouponsAdminService {
  constructor(
    @Inject(ADMIN_PORTS) private readonly ports: AdminPorts | null,
    private readonly audit: AuditService,
    private readonly storefront: StorefrontCache,
  ) {}

  async coupons(): Promise<AdminCoupon[]> {
    return (await consolePorts(this.ports).coupons.list()).map(toAdminCoupon);
  }

  async save(input: CouponInput, ctx: AdminContext): Promise<AdminCouponPayload> {
    const parsed = validateInput(couponInputSchema, input, ['input']);
    if (!parsed.ok) return { coupon: null, userErrors: asUserErrors(parsed.userErrors) };
    const ports = consolePorts(this.ports);
    const existing = await ports.catalogue.existingProductIds(parsed.data.productIds);
    const unknown = parsed.data.productIds.filter((id) => !existing.has(id));
    if (unknown.length > 0) {
      return {
        coupon: null,
        userErrors: unknown.map((id) =>
          userError(['input', 'productIds'], COUPON_ADMIN_MESSAGES.productUnknown(id), CODES.unknownProduct),
        ),
      };
    }
    const result = await ports.coupons.save(input.id?.trim() || null, parsed.data);
    if (result.kind === 'not_found') {
      return { coupon: null, userErrors: [userError(['input', 'id'], COUPON_ADMIN_MESSAGES.notFound, CODES.notFound)] };
    }
    if (result.kind === 'code_taken') {
      return {
        coupon: null,
        userErrors: [userError(['input', 'code'], COUPON_ADMIN_MESSAGES.codeTaken, CODES.codeTaken)],
      };
    }
    await this.audit.record(ctx, {
      action: result.before ? 'coupon.update' : 'coupon.create',
      subject: subject(result.coupon),
      before: result.before ?? undefined,
      after: result.coupon,
    });
    await this.storefront.couponsChanged();
    return { coupon: toAdminCoupon(result.coupon), userErrors: [] };
  }

  async delete(id: string, ctx: AdminContext): Promise<MutationResult> {
    const result = await consolePorts(this.ports).coupons.delete(id);
    if (result.kind === 'not_found') return failed(userError(['id'], COUPON_ADMIN_MESSAGES.notFound, CODES.notFound));
    await this.audit.record(ctx, { action: 'coupon.delete', subject: subject(result.coupon), before: result.coupon });
    await this.storefront.couponsChanged();
    return succeeded;
  }
}
