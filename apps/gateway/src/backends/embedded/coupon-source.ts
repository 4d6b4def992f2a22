/**
 * The coupon port of the embedded store.
 */
import { eq, sql } from 'drizzle-orm';
import type { CouponRecord } from '@shop/domain';
import type { CouponSource } from '../port.js';
import type { EmbeddedConnection } from './connection.js';
import * as t from './schema.js';

export class EmbeddedCoupons implements CouponSource {
  constructor(private readonly conn: EmbeddedConnection) {}

  async getCouponByCode(code: string): Promise<CouponRecord | null> {
    const normalized = code.trim().toLowerCase();
    if (!normalized) return null;
    const [row] = await this.conn.run((db) =>
      db
        .select()
        .from(t.coupons)
        .where(eq(sql`lower(${t.coupons.code})`, normalized))
        .limit(1),
    );
    if (!row) return null;
    return {
      code: row.code,
      discountType: row.discountType,
      amount: row.amount,
      minimumAmountCents: row.minimumAmountCents,
      maximumAmountCents: row.maximumAmountCents,
      productIds: row.productIds,
      expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
      usageLimit: row.usageLimit,
      usageCount: row.usageCount,
    };
  }
}
