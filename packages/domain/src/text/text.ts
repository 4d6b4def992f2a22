import { decode } from 'he';
import type { SpecificationItem } from '../types.js';

/**
 * Slug from a product name (SPEC section 3): lowercase, drop everything except word characters,
 * spaces and hyphens, trim, spaces to hyphens, collapse repeated hyphens.
 * Leading/trailing hyphens left by the collapse are also removed so "  -a- " gives "a".
 */
export function deriveSlug(name: string | null | undefined): string {
  return (name ?? '')
    .toLowerCase()
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Decodes HTML entities ("&amp;" → "&", "&#8211;" → "–"). */
export function decodeEntities(text: string | null | undefined): string {
  return text ? decode(text) : '';
}

/**
 * Plain text from an HTML fragment: comments, scripts and styles dropped, tags removed (block tags and
 * <br> become spaces so words do not glue together), entities decoded, whitespace collapsed and trimmed.
 */
export function stripTags(html: string | null | undefined): string {
  if (!html) return '';
  const withoutTags = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?(p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|blockquote|section|article)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '');
  return decode(withoutTags).replace(/\s+/g, ' ').trim();
}

/**
 * Removes a leading "www." from the host of an absolute http(s) URL (credentials and port kept);
 * anything else (relative paths, other schemes, invalid strings) is returned unchanged.
 */
export function stripWwwFromImageHost(url: string): string;
export function stripWwwFromImageHost(url: string | null | undefined): string | null | undefined;
export function stripWwwFromImageHost(url: string | null | undefined): string | null | undefined {
  if (!url) return url;
  return url.replace(/^(https?:\/\/(?:[^/@?#\s]*@)?)www\.(?=[a-z\d])/i, '$1');
}

/** Splits "a, b,,c" into ["a", "b", "c"]; accepts a list (each item split too), null or undefined. */
export function splitCommaList(text: string | readonly (string | null | undefined)[] | null | undefined): string[] {
  if (text == null) return [];
  const parts = typeof text === 'string' ? [text] : text;
  return parts
    .flatMap((part) => (part == null ? [] : String(part).split(',')))
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/**
 * Specifications arrive as comma-separated "label:value" items. The label is the text before the FIRST
 * colon (so values may contain colons, e.g. "Ratio:1:1"); both sides are trimmed. An item without a
 * colon becomes { label: "", value: item } so no information is lost and the UI can render it as a
 * plain line. Items whose label and value are both empty are dropped.
 */
export function parseSpecifications(
  text: string | readonly (string | null | undefined)[] | null | undefined,
): SpecificationItem[] {
  return splitCommaList(text)
    .map((item): SpecificationItem => {
      const colon = item.indexOf(':');
      if (colon === -1) return { label: '', value: item };
      return { label: item.slice(0, colon).trim(), value: item.slice(colon + 1).trim() };
    })
    .filter((spec) => spec.label !== '' || spec.value !== '');
}

const ORIGIN =
  /^(?:([a-z][a-z\d+.-]*):\/\/|\/\/)?((?:[a-z\d](?:[a-z\d-]*[a-z\d])?\.)*[a-z\d](?:[a-z\d-]*[a-z\d])?)(:\d+)?(?=[/?#]|$)/i;

/** Scheme (default https), host (lower-case) and port of a URL or bare host; null when it is not one. */
function parseOrigin(urlOrHost: string): { scheme: string; host: string; port: string } | null {
  const match = ORIGIN.exec(urlOrHost.trim());
  if (!match?.[2]) return null;
  return { scheme: (match[1] ?? 'https').toLowerCase(), host: match[2].toLowerCase(), port: match[3] ?? '' };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Paths only the content host can serve (uploads, WordPress assets): never rewritten. */
const CONTENT_HOST_ONLY_PATHS = /^\/(?:wp-content|wp-includes|wp-json|wp-admin)\//i;

/**
 * Rewrites links to the content host in href and src attributes so they point at the public site:
 * scheme, host (with or without "www.") and port are replaced by the public site's origin; path,
 * query and fragment are kept. Files under /wp-content/, /wp-includes/, /wp-json/ and /wp-admin/
 * (uploaded images, assets) stay on the content host, since only it can serve them.
 * `contentHost` and `publicSiteUrl` may be hosts ("cms.example.com") or URLs; links to other hosts
 * and invalid arguments leave the HTML unchanged.
 */
export function rewriteContentLinks(html: string, contentHost: string, publicSiteUrl: string): string {
  if (!html) return html;
  const content = parseOrigin(contentHost);
  const site = parseOrigin(publicSiteUrl);
  if (!content || !site) return html;
  const publicOrigin = `${site.scheme}://${site.host}${site.port}`;
  const bareHost = content.host.replace(/^www\./, '');
  const attr = new RegExp(
    `(\\b(?:href|src)\\s*=\\s*["']?)(?:https?:)?//(?:www\\.)?${escapeRegExp(bareHost)}(?::\\d+)?(?=[/"'?#\\s>]|$)([^"'\\s>]*)`,
    'gi',
  );
  return html.replace(attr, (whole, prefix: string, rest: string) =>
    CONTENT_HOST_ONLY_PATHS.test(rest) ? whole : `${prefix}${publicOrigin}${rest}`,
  );
}
