import { isValidSlug, MAX_SLUG_LENGTH } from '@shop/domain';

export { isValidSlug };

/**
 * A slug suggested from a name, as WordPress makes them: lower case, accents dropped, every run of
 * other characters one "-", no "-" at either end. "CBD Oil 10% – Full Spectrum" → "cbd-oil-10-full-spectrum".
 */
export function suggestSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{Ll}\p{Lo}\p{Nd}_]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/g, '');
}

export const SLUG_MESSAGE = 'Use lower-case letters, digits and "-" only (e.g. cbd-oil-10).';
