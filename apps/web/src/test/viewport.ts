// The browser's width for a test: jsdom lays nothing out and its `matchMedia` (test/setup.ts) answers
// false to everything, so a component that picks its layout with Chakra's `useBreakpointValue` renders as on
// the widest screen. `viewport(390)` makes `(min-width: …)` queries answer as a 390 px wide window would.
import { afterEach } from 'vitest';

const jsdomMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = jsdomMatchMedia;
});

/** a viewport `width` px wide: `(min-width: …)` queries (in px or rem, as Chakra writes them) answer for it */
export function viewport(width: number) {
  window.matchMedia = (query: string) => {
    const min = /\(min-width:\s*([\d.]+)(px|rem|em)\)/.exec(query);
    const matches = min ? Number(min[1]) * (min[2] === 'px' ? 1 : 16) <= width : false;
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
}
