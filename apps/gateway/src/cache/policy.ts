/**
 * How long a kind of data may be kept, declared next to the code that reads it (in the spirit of
 * Hydrogen's `query(..., { cache: CacheLong() })`): `cache.query(key, loader, { policy, tags })`.
 *
 * - `ttlMs`: fresh; answered from the cache without asking the store.
 * - `staleWhileRevalidateMs`: after that, answered at once from the cache while one refresh runs.
 * - `staleIfErrorMs`: after that, kept as a fallback: a refresh that fails answers the old value.
 * - `negativeTtlMs`: how long a null answer ("no such item") is kept, with no stale period (0 = never).
 * - `scope`: `shared` entries go to Redis (JSON) when REDIS_URL is set and sit in every instance's
 *   in-process LRU; `local` entries stay in the process that loaded them (values kept as they are,
 *   e.g. with Dates or Maps, and nothing personal written to Redis). Both are invalidated in every
 *   instance by tag or key.
 */
export interface CachePolicy {
  /** the `cache` label of `cache_lookups_total` (bounded: one per policy, never per key) */
  readonly name: string;
  readonly ttlMs: number;
  readonly staleWhileRevalidateMs: number;
  readonly staleIfErrorMs: number;
  readonly negativeTtlMs?: number;
  readonly scope: 'shared' | 'local';
}

export function cachePolicy(policy: Partial<CachePolicy> & Pick<CachePolicy, 'name' | 'ttlMs'>): CachePolicy {
  return {
    staleWhileRevalidateMs: 0,
    staleIfErrorMs: 0,
    scope: 'shared',
    ...policy,
  };
}

/**
 * Tags name what an entry was built from; `cache.invalidateTags([...])` drops every entry carrying
 * one of them, in every instance (webhooks, the seed, account changes).
 */
export const CacheTag = {
  /** products, variations, categories: everything the catalogue snapshot is built from */
  catalog: 'catalog',
  /** posts, pages, FAQs, team, reviews */
  content: 'content',
  /** coupon definitions (quotes read them from the cache; orders ask the store) */
  coupons: 'coupons',
  /** every resolved session (a password reset by e-mail: which customer is not known) */
  sessions: 'sessions',
  /** the shop's money settings (shipping, minimum order value, seller details, invoicing): saved in the console */
  settings: 'settings',
  /** one customer's resolved sessions (logout everywhere, profile, address or password change) */
  customer: (customerId: string) => `customer:${customerId}`,
  /** one API key (revoking it drops it on every instance) */
  apiKey: (keyId: string) => `api-key:${keyId}`,
} as const;

/** tags whose invalidation changes shared, caller-independent answers (not one customer's sessions) */
export function isPublicDataTag(tag: string): boolean {
  return tag === CacheTag.catalog || tag === CacheTag.content || tag === CacheTag.coupons;
}

/**
 * The shop's settings as checkout reads them on every quote: fresh for a minute, then answered while
 * one refresh runs; a failing store keeps the last value for an hour. Saving drops them everywhere
 * (CacheTag.settings), so the minute only bounds a store edited behind the gateway's back.
 */
export const SETTINGS_POLICY = cachePolicy({
  name: 'settings',
  ttlMs: 60_000,
  staleWhileRevalidateMs: 5 * 60_000,
  staleIfErrorMs: 60 * 60_000,
});
