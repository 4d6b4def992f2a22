/**
 * What a product, category or post slug may look like: lower-case letters, digits, hyphens and
 * underscores (deriveSlug's output, WordPress's `sanitize_title`), plus the lower-case %xx escapes
 * WordPress uses for non-ASCII letters; at most 200 characters. Anything else cannot name a stored
 * item, so the gateway answers it without asking the store (or caching the question).
 */
export const MAX_SLUG_LENGTH = 200;

const SLUG = /^(?:[a-z0-9_-]|%[0-9a-f]{2})+$/;

export function isValidSlug(slug: string | null | undefined): slug is string {
  return typeof slug === 'string' && slug.length > 0 && slug.length <= MAX_SLUG_LENGTH && SLUG.test(slug);
}
