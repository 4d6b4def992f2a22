import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserEmotionCache, SSR_STYLE_ATTRIBUTE } from './emotion-cache';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the browser emotion cache on a pre-rendered page', () => {
  it('adopts the rules the server sent without moving their style tag', () => {
    document.head.innerHTML = [
      '<style data-emotion="css-global g1" data-s="">html{color:red}</style>',
      `<style ${SSR_STYLE_ATTRIBUTE}="css a1 b2">.css-a1{color:red}.css-b2{color:blue}</style>`,
      '<link rel="stylesheet" href="/late.css">',
    ].join('');
    const tags = [...document.head.children];
    const sheet = document.head.querySelector('style[data-emotion-ssr]');
    const cache = createBrowserEmotionCache();
    expect(cache.key).toBe('css');
    expect(cache.inserted).toMatchObject({ a1: true, b2: true });
    // nothing moved: same elements in the same order (moving a <style> re-parses it and restyles the page)
    expect([...document.head.children]).toEqual(tags);
    expect(document.head.querySelector('style[data-emotion-ssr]')).toBe(sheet);
  });

  it('is an empty cache on a page the browser renders', () => {
    const cache = createBrowserEmotionCache();
    expect(Object.keys(cache.inserted)).toEqual([]);
  });
});
