import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize.js';

describe('sanitizeHtml', () => {
  it.each([
    ['<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
    ['<img src="x.png" onerror="alert(1)">', '<img loading="lazy" src="x.png" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<p style="color:red" class="c">text</p>', '<p>text</p>'],
    ['<style>body{}</style><b>bold</b>', '<b>bold</b>'],
    [
      '<a href="https://x.example" target="_blank">x</a>',
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    ],
    ['<form><input name="a"></form>text', 'text'],
    ['<ul><li>one</li></ul><h2>Title</h2>', '<ul><li>one</li></ul><h2>Title</h2>'],
  ])('%s → %s', (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it('returns an empty string for missing HTML', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
  });
});
