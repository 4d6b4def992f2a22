import { CacheTag } from '../../cache/policy.js';

export interface CacheInvalidation {
  /** cache tags to drop (CacheService.invalidateTags) */
  tags: string[];
}

/** WordPress hooks whose "Action" webhooks (topic `action.<hook>`) change cached content or categories */
const CATEGORY_ACTIONS = new Set(['created_product_cat', 'edited_product_cat', 'delete_product_cat']);
const CONTENT_ACTIONS = new Set([
  'save_post',
  'deleted_post',
  'trashed_post',
  'untrashed_post',
  'wp_update_comment_count',
]);

/**
 * What to drop from the gateway's cache for one delivery, from its `X-WC-Webhook-Topic` (e.g.
 * "product.updated") and body. The catalogue is cached as one snapshot (every product plus the
 * categories, whose counts depend on the products), so any product or category change drops the
 * `catalog` tag. Coupons are cached for quotes (orders read them live): coupon topics drop the
 * `coupons` tag. Orders and customers are not cached; their topics are acknowledged so WooCommerce
 * keeps the webhook active.
 */
export function invalidationsFor(topic: string, body: unknown): CacheInvalidation {
  const [resource = '', event = ''] = topic.toLowerCase().split('.', 2);
  switch (resource) {
    case 'product':
    case 'product_cat':
    case 'category':
      return { tags: [CacheTag.catalog] };
    case 'coupon':
      return { tags: [CacheTag.coupons] };
    case 'action': {
      const action = body && typeof body === 'object' ? String((body as { action?: unknown }).action ?? event) : event;
      if (CATEGORY_ACTIONS.has(action)) return { tags: [CacheTag.catalog] };
      if (CONTENT_ACTIONS.has(action)) return { tags: [CacheTag.content] };
      return { tags: [] };
    }
    default:
      // order.*, customer.*: nothing of theirs is cached
      return { tags: [] };
  }
}
