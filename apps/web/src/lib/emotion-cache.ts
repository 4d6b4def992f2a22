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
