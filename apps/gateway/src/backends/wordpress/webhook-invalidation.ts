import { CacheKey, CachePrefix } from '../../cache/keys.js';

export interface CacheInvalidation {
  keys: string[];
  prefixes: string[];
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
 * "product.updated") and body. The catalogue is cached as a whole (every product plus the
 * categories, whose counts depend on the products), so any product or category change drops the
 * catalogue prefix. Coupons and orders are read live from WooCommerce (never cached), so their
 * topics invalidate nothing; they are acknowledged so WooCommerce keeps the webhook active.
 */
export function invalidationsFor(topic: string, body: unknown): CacheInvalidation {
  const [resource = '', event = ''] = topic.toLowerCase().split('.', 2);
  switch (resource) {
    case 'product':
    case 'product_cat':
    case 'category':
      return { keys: [], prefixes: [CachePrefix.catalog] };
    case 'action': {
      const action = body && typeof body === 'object' ? String((body as { action?: unknown }).action ?? event) : event;
      if (CATEGORY_ACTIONS.has(action)) return { keys: [CacheKey.categories, CacheKey.products], prefixes: [] };
      if (CONTENT_ACTIONS.has(action)) return { keys: [], prefixes: [CachePrefix.content] };
      return { keys: [], prefixes: [] };
    }
    default:
      // coupon.*, order.*, customer.*: nothing of theirs is cached
      return { keys: [], prefixes: [] };
  }
}
