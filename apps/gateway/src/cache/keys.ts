/**
 * Every cache key the gateway uses (stored under the configured REDIS_KEY_PREFIX). The policy and the
 * tags of each are declared where it is read (`cache.query(key, loader, { policy, tags })`); what
 * drops them is a tag (CacheTag in policy.ts), never a key pattern.
 */
export const CacheKey = {
  /** every product incl. hidden ones (descriptions sanitised) and the categories, as one snapshot */
  catalogSnapshot: 'catalog:snapshot',
  posts: (page: number, pageSize: number) => `content:posts:${page}:${pageSize}`,
  post: (slug: string) => `content:post:${slug}`,
  privacyPolicy: 'content:privacy-policy',
  faqs: 'content:faqs',
  teamMembers: 'content:team-members',
  partnerReviews: (limit: number) => `content:partner-reviews:${limit}`,
  /** a coupon definition by its normalised code (null: no such coupon) */
  coupon: (normalizedCode: string) => `coupon:${normalizedCode}`,
  /** the money settings merged over their defaults (CacheTag.settings) */
  moneySettings: 'settings:money',
  /** a resolved session by the sha256 of its token (the token itself is never a key) */
  session: (tokenHash: string) => `session:${tokenHash}`,
  /** an active API key and its buyer by the sha256 of its secret (local to each process) */
  apiKey: (secretHash: string) => `api-key:${secretHash}`,
} as const;
