/**
 * Every cache key the gateway uses (all stored under the configured REDIS_KEY_PREFIX). Entries hold
 * shared, caller-independent data only (sanitised store data); pricing visibility and anything else
 * per caller is applied after reading them.
 *
 * Invalidation (the WooCommerce/WordPress webhook, the seed script): call
 * `cache.invalidatePrefix(CachePrefix.catalog)` when a product/category/variation changes, and
 * `cache.invalidatePrefix(CachePrefix.content)` (or a single key below) when a post/page/FAQ/... changes.
 */
export const CachePrefix = {
  catalog: 'catalog:',
  content: 'content:',
  posts: 'content:posts:',
  post: 'content:post:',
} as const;

export const CacheKey = {
  /** every product incl. hidden ones, descriptions sanitised (ProductRecord[]) */
  products: 'catalog:products',
  /** non-empty categories as the store returns them (CategoryRecord[]) */
  categories: 'catalog:categories',
  posts: (page: number, pageSize: number) => `content:posts:${page}:${pageSize}`,
  post: (slug: string) => `content:post:${slug}`,
  privacyPolicy: 'content:privacy-policy',
  faqs: 'content:faqs',
  teamMembers: 'content:team-members',
  partnerReviews: (limit: number) => `content:partner-reviews:${limit}`,
} as const;
