import createEmotionCache, { type EmotionCache } from '@emotion/cache';

/**
 * The attribute of the <style> tag holding the class rules of a pre-rendered page
 * (src/entry-server.tsx writes it): `css <id> <id> ...`.
 *
 * Not emotion's own `data-emotion`: emotion's cache moves every tag it finds under that name to the
 * end of <head> when it is created, and moving a <style> drops and re-parses its sheet and restyles
 * the whole page (~65 ms of main thread here, on a page that was already painted).
 */
export const SSR_STYLE_ATTRIBUTE = 'data-emotion-ssr';

/**
 * The browser's emotion cache (Chakra styles through emotion's default key "css"). On a pre-rendered
 * page it knows the rules the server sent as already inserted, leaving their tag where it is: the
 * markup's class names match, so hydration inserts nothing twice.
 */
export function createBrowserEmotionCache(): EmotionCache {
  const cache = createEmotionCache({ key: 'css' });
  for (const node of document.querySelectorAll(`style[${SSR_STYLE_ATTRIBUTE}^="css "]`)) {
    for (const id of node.getAttribute(SSR_STYLE_ATTRIBUTE)!.split(' ').slice(1)) {
      if (id) cache.inserted[id] = true;
    }
  }
  return cache;
}

/**
 * The emotion chunks, as @emotion/server's extractCriticalToChunks + constructStyleTagsFromChunks
 * make them: each <Global> in its own `data-emotion="css-global <name>"` tag (Global finds and adopts
 * it when hydrating; `data-s` keeps emotion's cache from moving it before then) and the class rules
 * the markup uses in one `data-emotion-ssr="css <ids>"` tag that stays where it is (the browser's
 * cache, createBrowserEmotionCache above, marks the ids as inserted, so hydration inserts no rule twice).
 */
export function emotionStyleTags(cache: EmotionCache, html: string): string {
  const globals: string[] = [];
  const ids: string[] = [];
  // Chakra's cascade layer order (`@layer reset,base,tokens,recipes;`, a <Global> of its own): the first
  // statement the browser meets fixes the order. Hydrating, emotion moves the <Global> tags to the end of
  // the head, after the class rules, whose `@layer recipes{...}` would then come first and rank recipes
  // lowest (the hero heading fell back to the reset's 16px). The class rules' tag states the order too.
  let layerOrder = '';
  let rules = '';
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] === undefined) {
      // no class name registered for it: a <Global> (or keyframes, which work the same way)
      globals.push(`<style data-emotion="${cache.key}-global ${id}" data-s="">${css}</style>`);
      if (/^@layer [\w-]+(?:\s*,\s*[\w-]+)*;$/.test(css.trim())) layerOrder += css.trim();
    } else if (html.includes(`${cache.key}-${id}`)) {
      ids.push(id);
      rules += css;
    }
  }
  return `${globals.join('')}<style ${SSR_STYLE_ATTRIBUTE}="${cache.key} ${ids.join(' ')}">${layerOrder}${rules}</style>`;
}
