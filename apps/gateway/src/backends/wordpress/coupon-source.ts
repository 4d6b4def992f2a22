/**
 * The coupon port over WooCommerce.
 */
import type { CouponRecord } from '@shop/domain';
import type { CouponSource } from '../port.js';
import { mapCoupon } from './mappers/commerce.mapper.js';
import { parseList, wcCoupon } from './upstream.schemas.js';
import { WC, type WordpressSite } from './site.js';

export class WordpressCoupons implements CouponSource {
  constructor(private readonly site: WordpressSite) {}

  async getCouponByCode(code: string): Promise<CouponRecord | null> {
    const wanted = code.trim();
    if (!wanted) return null;
    const answer = await this.site.http.request({
      method: 'GET',
      route: '/wc/v3/coupons',
      query: { code: wanted },
      auth: WC,
    });
    const coupon = parseList(wcCoupon, answer.data, this.site.logger, 'coupon').find(
      (c) => c.code.toLowerCase() === wanted.toLowerCase(),
    );
    return coupon ? mapCoupon(coupon) : null;
  }
}
