import { describe, expect, it } from 'vitest';
import { deriveSlug } from './text.js';
import { isValidSlug, MAX_SLUG_LENGTH } from './slug.js';

describe('isValidSlug', () => {
  it.each([
    'cbd-oil',
    'premium-quality-19',
    'wp_block',
    'a',
    'caf%c3%a9-latte',
    deriveSlug('Full Spectrum CBD Oil 10%'),
  ])('accepts %s', (slug) => {
    expect(isValidSlug(slug)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['SQL', "' OR 1=1--"],
    ['a space', 'cbd oil'],
    ['upper case', 'CBD-Oil'],
    ['a path', '../etc/passwd'],
    ['NUL', 'cbd\u0000oil'],
    ['a lone percent', 'cbd%zz'],
    ['too long', 'a'.repeat(MAX_SLUG_LENGTH + 1)],
  ])('refuses %s', (_label, slug) => {
    expect(isValidSlug(slug)).toBe(false);
  });
});
