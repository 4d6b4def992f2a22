import { apiError } from '../graphql/errors.js';

/** API keys and webhooks live in the embedded store's tables; a WordPress-backed shop has none. */
export const INTEGRATIONS_UNAVAILABLE_MESSAGE =
  'API keys and webhooks are not available on this shop: they need the embedded store (STORE_BACKEND=embedded), and this shop runs on WordPress.';

export function integrationsUnavailable() {
  return apiError('BAD_REQUEST', INTEGRATIONS_UNAVAILABLE_MESSAGE, { reason: 'NOT_SUPPORTED' });
}
