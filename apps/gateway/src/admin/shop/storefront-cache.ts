import { Injectable } from '@nestjs/common';
import { CacheService } from '../../cache/cache.service.js';
import { CacheTag } from '../../cache/policy.js';

/**
 * What an admin change must drop so the shop shows it at once, on every replica: the cached data
 * (catalogue snapshot, content, coupon definitions) by tag through CacheService, whose invalidations
 * travel through Redis pub/sub to the other instances; the derived caches (the response cache in front
 * of /graphql, the SSR page cache) listen to CacheService.onInvalidate and clear themselves in each
 * instance (create-app.ts, ssr/ssr-pages.ts).
 */
@Injectable()
export class StorefrontCache {
  constructor(private readonly cache: CacheService) {}

  /** products, variations, categories (and the coupons a product deletion edited) */
  catalogueChanged(options: { couponsToo?: boolean } = {}): Promise<void> {
    return this.cache.invalidateTags(options.couponsToo ? [CacheTag.catalog, CacheTag.coupons] : [CacheTag.catalog]);
  }

  couponsChanged(): Promise<void> {
    return this.cache.invalidateTags([CacheTag.coupons]);
  }

  /** posts, pages, FAQs, team members, partner reviews */
  contentChanged(): Promise<void> {
    return this.cache.invalidateTags([CacheTag.content]);
  }
}
