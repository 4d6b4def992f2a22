import { describe, expect, it } from 'vitest';
import { deriveSlug } from './text.js';
import { isValidSlug, MAX_SLUG_LENGTH } from './slug.js';

describe('isValidSlug', () => {
  it.each([
    'welcome-to-the-wholesale-blog',
    'cbd-oil-bulk-1l',
    'hello_world-2',
    'a',
    'café-au-lait', // WordPress keeps non-ASCII letters (the URL carries them percent-encoded)
    'caf%c3%a9', // ... or as stored, percent-encoded
    '東京',
    'x'.repeat(MAX_SLUG_LENGTH),
  ])('accepts %s', (slug) => {
    expect(isValidSlug(slug)).toBe(true);
  });

  it.each([
    '',
    "' OR 1=1--",
    'two words',
    'UPPER-case',
    'slash/inside',
    '../etc/passwd',
    'dot.ted',
    'nul\u0000byte',
    'bell\u0007',
    'rtl\u202eoverride',
    '\u200b\u200b',
    '%zz',
    'x'.repeat(MAX_SLUG_LENGTH + 1),
  ])('refuses %j', (slug) => {
    expect(isValidSlug(slug)).toBe(false);
  });

  it('accepts every slug derived from a name (SPEC section 3)', () => {
    for (const name of ['CBD Gummies &amp; Drops – 500mg', 'Full Spectrum CBD Oil 20 %', 'Hip & Joint Dog Chews']) {
      expect(isValidSlug(deriveSlug(name))).toBe(true);
    }
  });

  it('refuses what is not a string', () => {
    expect(isValidSlug(null)).toBe(false);
    expect(isValidSlug(undefined)).toBe(false);
  });
});
