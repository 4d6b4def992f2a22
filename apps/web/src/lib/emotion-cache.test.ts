import createEmotionCache from '@emotion/cache';
import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserEmotionCache, emotionStyleTags, SSR_STYLE_ATTRIBUTE } from './emotion-cache';

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

describe('the style tags of a server-rendered page (emotionStyleTags)', () => {
  /** a server-side cache as the render leaves it: Chakra's layer order and reset as <Global>s, two class rules */
  function renderedCache() {
    const cache = createEmotionCache({ key: 'css' });
    cache.inserted['order1'] = '@layer reset,base,tokens,recipes;';
    cache.inserted['reset1'] = '@layer reset{h1{font-size:inherit}}';
    cache.inserted['a1'] = '@layer recipes{.css-a1{font-size:60px}}';
    cache.registered['css-a1'] = 'font-size:60px;';
    cache.inserted['b2'] = '.css-b2{color:red}';
    cache.registered['css-b2'] = 'color:red;';
    return cache;
  }

  it('puts each <Global> in its own tag and only the class rules the markup uses in one', () => {
    const tags = emotionStyleTags(renderedCache(), '<h1 class="css-a1">Hi</h1>');
    expect(tags).toContain(
      '<style data-emotion="css-global order1" data-s="">@layer reset,base,tokens,recipes;</style>',
    );
    expect(tags).toContain('<style data-emotion="css-global reset1" data-s="">');
    expect(tags).toMatch(new RegExp(`<style ${SSR_STYLE_ATTRIBUTE}="css a1">[^<]*\\.css-a1`));
    expect(tags).not.toContain('.css-b2');
  });

  it("heads the class rules with Chakra's layer order, so it holds when hydration moves the <Global> tags after them", () => {
    document.head.innerHTML = emotionStyleTags(renderedCache(), '<h1 class="css-a1">Hi</h1>');
    const classTag = document.head.querySelector(`style[${SSR_STYLE_ATTRIBUTE}]`)!;
    // what emotion's <Global> does on hydration: its tags go to the end of the head
    for (const global of document.head.querySelectorAll('style[data-emotion]')) document.head.append(global);
    expect(document.head.firstElementChild).toBe(classTag);
    expect(classTag.textContent).toMatch(/^@layer reset,base,tokens,recipes;@layer recipes\{/);
  });
});
