import { useEffect } from 'react';
import { setHydrating } from '../lib/hydration';

const started = typeof performance === 'undefined' ? 0 : performance.now();
let marked = false;

/**
 * Marks the document once the page is live, the shell and the routed page both (tests wait for it, and
 * whoever wonders in the devtools whether the page is live yet and how long it took: npm run lighthouse
 * reports `shop:hydrate`). It sits inside the page's Suspense boundary (app/page-boundary.tsx), next to
 * the page: React hydrates that boundary only once the page's chunk is in, after the shell, so a mark set
 * with the shell alone would call a page live whose controls (the price slider) ignore keys and taps yet.
 * Also shown with the error screen, which replaces the page when it fails. Once per document.
 */
export function LiveMark() {
  useEffect(() => {
    if (marked) return;
    marked = true;
    setHydrating(false);
    document.documentElement.setAttribute('data-hydrated', '');
    performance.measure?.('shop:hydrate', { start: started });
  }, []);
  return null;
}
