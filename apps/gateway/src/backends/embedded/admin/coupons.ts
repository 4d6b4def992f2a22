/**
 * The console's coupon port on the embedded store (table coupons). Codes are unique without regard to
 * case (the coupons_code_lower_idx index settles races); usage_count is the shop's, counted by orders.
 */
import { desc, eq } from 'drizzle-orm';
import type { CouponDraft } from '@shop/domain';
import type { AdminCouponRecord, CouponsPort } from '../../admin-port.js';
import { type EmbeddedConnection, isUniqueViolation, NUMERIC_ID } from '../connection.js';
import * as t from '../schema.js';

const idOf = (id: string): number | null => (NUMERIC_ID.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : null);

type CouponRow = typeof t.coupons.$inferSelect;

function toCoupon(row: CouponRow): AdminCouponRecord {
  return {
    id: String(row.id),
    code: row.code,
    discountType: row.discountType,
    amount: row.amount,
    minimumAmountCents: row.minimumAmountCents,
    maximumAmountCents: row.maximumAmountCents,
    productIds: row.productIds,
    usageLimit: row.usageLimit,
    usageCount: row.usageCount,
    expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export class EmbeddedCouponsAdmin implements CouponsPort {
  constructor(private readonly conn: EmbeddedConnection) {}

  async list(): Promise<AdminCouponRecord[]> {
    const rows = await this.conn.run((db) =>
      db.select().from(t.coupons).orderBy(desc(t.coupons.createdAt), desc(t.coupons.id)),
    );
    return rows.map(toCoupon);
  }

  async save(id: string | null, coupon: CouponDraft): ReturnType<CouponsPort['save']> {
    const n = id === null ? null : idOf(id);
    if (id !== null && n === null) return { kind: 'not_found' };
    const values = {
      code: coupon.code,
      discountType: coupon.discountType,
      amount: coupon.amount,
      minimumAmountCents: coupon.minimumAmountCents,
      maximumAmountCents: coupon.maximumAmountCents,
      productIds: coupon.productIds,
      usageLimit: coupon.usageLimit,
      expiresAt: coupon.expiresAt ? new Date(coupon.expiresAt) : null,
    };
    try {
      return await this.conn.run((db) =>
        db.transaction(async (tx) => {
          if (n === null) {
            const [row] = await tx.insert(t.coupons).values(values).onConflictDoNothing().returning();
            return row ? { kind: 'ok' as const, before: null, coupon: toCoupon(row) } : { kind: 'code_taken' as const };
          }
          const [before] = await tx.select().from(t.coupons).where(eq(t.coupons.id, n)).for('update');
          if (!before) return { kind: 'not_found' as const };
          const [row] = await tx.update(t.coupons).set(values).where(eq(t.coupons.id, n)).returning();
          return { kind: 'ok' as const, before: toCoupon(before), coupon: toCoupon(row!) };
        }),
      );
    } catch (error) {
      if (isUniqueViolation(error)) return { kind: 'code_taken' };
      throw error;
    }
  }

  async delete(id: string): ReturnType<CouponsPort['delete']> {
    const n = idOf(id);
    if (n === null) return { kind: 'not_found' };
    const [row] = await this.conn.run((db) => db.delete(t.coupons).where(eq(t.coupons.id, n)).returning());
    return row ? { kind: 'ok', coupon: toCoupon(row) } : { kind: 'not_found' };
  }
}
