/** Longest slug the shop looks up (WordPress keeps post slugs to 200 characters). */
export const MAX_SLUG_LENGTH = 200;

// lower-case letters of any script (and letters without case), combining marks, digits, "_", "-",
// and percent-encoded bytes as WordPress stores non-ASCII slugs ("caf%c3%a9")
const SLUG = /^(?:[\p{Ll}\p{Lm}\p{Lo}\p{Nd}_-]\p{M}*|%[0-9a-f]{2})+$/u;

/**
 * Whether a string can be the slug of a post, product or category: what WordPress and SPEC
 * section 3's slug rule produce (lower-case letters, digits, "_" and "-"; other scripts' letters,
 * raw or percent-encoded), 1 to 200 characters. Anything else (spaces, quotes, slashes, dots,
 * upper case, control or invisible characters) is malformed and never looked up.
 */
export function isValidSlug(slug: string | null | undefined): slug is string {
  return typeof slug === 'string' && slug.length > 0 && slug.length <= MAX_SLUG_LENGTH && SLUG.test(slug);
}
