// What "the mobile menu opened" and "page 2 is painted" mean, checked inside the page, as a visitor
// sees it: no class names or test ids, only link texts and what is drawn on top inside the viewport.
// Shared by e2e/journeys/first-tap.test.mjs and scripts/lighthouse.mjs (first-interaction latency).

import { STEP_TIMEOUT_MS } from './timeouts.mjs';

/** The menu button's accessible name (header, below the lg breakpoint). */
export const MENU_BUTTON = 'Open menu';

/** The links the mobile menu shows (spec: the navigation as a side panel on mobile). */
export const DRAWER_LINKS = ['Products', 'White Label', 'About Us', 'Contact', 'Blog'];

/**
 * In the page: true when every label is a link drawn on top (the hit test at the middle of its visible
 * part finds it), inside the viewport, not transparent or hidden. The desktop navigation is not
 * displayed on a phone and the footer's links are below the fold, so this holds only for the open menu.
 */
export function linksOnScreen(labels) {
  const drawn = (a) => {
    if (a.checkVisibility && !a.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const r = a.getBoundingClientRect();
    const left = Math.max(r.left, 0);
    const right = Math.min(r.right, window.innerWidth);
    const top = Math.max(r.top, 0);
    const bottom = Math.min(r.bottom, window.innerHeight);
    if (right - left < 1 || bottom - top < 1) return false;
    const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
    return hit !== null && (hit === a || a.contains(hit));
  };
  const links = [...document.querySelectorAll('a[href]')];
  return labels.every((label) => links.some((a) => (a.textContent ?? '').trim() === label && drawn(a)));
}

/** Waits (checking every animation frame) until the mobile menu's links are on screen. */
export async function waitForDrawer(page, timeout) {
  await page.waitForFunction(linksOnScreen, DRAWER_LINKS, { polling: 'raf', ...(timeout ? { timeout } : {}) });
}

/** Waits for the document's first contentful paint (a paint timing entry). */
export async function waitForFirstPaint(page) {
  await page.waitForFunction(() =>
    performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint'),
  );
}

/** Product page links (`/products/<slug>`) in the page's main content, in document order. */
export function productLinks() {
  const main = document.querySelector('main') ?? document.body;
  return [...main.querySelectorAll('a[href]')]
    .map((a) => new URL(a.href, location.href).pathname)
    .filter((path, i, all) => /^\/products\/[^/]+$/.test(path) && all.indexOf(path) === i);
}

/**
 * In the page: true when product links are shown and none of `before` is among them (the next page's
 * products are on screen). Self-contained, like productLinks, so it can run in the page as it is.
 */
export function otherProductsShown(before) {
  const main = document.querySelector('main') ?? document.body;
  const current = [...main.querySelectorAll('a[href]')]
    .map((a) => new URL(a.href, location.href).pathname)
    .filter((path, i, all) => /^\/products\/[^/]+$/.test(path) && all.indexOf(path) === i);
  return current.length > 0 && current.every((path) => !before.includes(path));
}

/**
 * Init script (every document of a context): times one tap from its input event to the paint after the
 * awaited state is on screen. Node arms it (`window.__tapProbe.arm(kind, before)`), taps, and reads
 * `sessionStorage['tap-probe']` once it has `paintedAt`. The state survives a same-tab navigation
 * (sessionStorage), so a tap that loads a new document is timed too. Kinds: 'drawer' (the menu's links
 * on screen), 'products' (product links are shown and none of `before` is among them).
 * Times are epoch milliseconds (performance.timeOrigin + the page clock), comparable across documents.
 */
export function tapProbeInit({ drawerLinks, linksOnScreenSource, productLinksSource }) {
  const KEY = 'tap-probe';
  let storage;
  try {
    storage = window.sessionStorage;
  } catch {
    return; // opaque origin (about:blank)
  }
  const onScreen = new Function(`return (${linksOnScreenSource})`)();
  const products = new Function(`return (${productLinksSource})`)();
  const read = () => JSON.parse(storage.getItem(KEY) ?? 'null');
  const write = (state) => storage.setItem(KEY, JSON.stringify(state));
  const now = () => performance.timeOrigin + performance.now();
  // the slowest Event Timing entry of the tap's events in this document (INP's view of the tap)
  let eventMs = null;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (['pointerdown', 'pointerup', 'click', 'touchstart', 'touchend'].includes(entry.name)) {
          eventMs = Math.max(eventMs ?? 0, entry.duration);
        }
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {
    // no Event Timing in this browser
  }
  const shown = (state) => {
    if (state.kind === 'drawer') return onScreen(drawerLinks);
    const current = products();
    return current.length > 0 && current.every((path) => !state.before.includes(path));
  };
  let watching = false;
  const watch = () => {
    if (watching) return;
    watching = true;
    const frame = () => {
      const state = read();
      if (!state || state.paintedAt) return;
      if (!shown(state)) {
        requestAnimationFrame(frame);
        return;
      }
      // this frame draws it: a message posted from the frame callback runs once the frame is painted
      const channel = new MessageChannel();
      channel.port1.onmessage = () => write({ ...read(), paintedAt: now(), eventMs });
      channel.port2.postMessage(null);
    };
    requestAnimationFrame(frame);
  };
  window.addEventListener(
    'pointerdown',
    (event) => {
      const state = read();
      if (!state || state.tapAt) return;
      write({ ...state, tapAt: performance.timeOrigin + event.timeStamp });
      watch();
    },
    { capture: true, passive: true },
  );
  window.__tapProbe = {
    arm(kind, before = []) {
      write({ kind, before, tapAt: null, paintedAt: null, eventMs: null });
    },
  };
  const state = read();
  if (state?.tapAt && !state.paintedAt) watch();
}

/** Installs the tap probe in every document of the context. */
export async function installTapProbe(context) {
  await context.addInitScript(tapProbeInit, {
    drawerLinks: DRAWER_LINKS,
    linksOnScreenSource: linksOnScreen.toString(),
    productLinksSource: productLinks.toString(),
  });
}

/** After a tap on an armed page: { ms: tap to painted, eventMs: slowest Event Timing entry or null }. */
export async function readTapProbe(page, timeout = 60_000) {
  const handle = await page.waitForFunction(
    () => {
      const state = JSON.parse(sessionStorage.getItem('tap-probe') ?? 'null');
      return state?.paintedAt ? state : null;
    },
    undefined,
    // the probe keeps the time in the page: polling now and then does not change it, and is cheaper
    // than every frame on a slowed CPU
    { timeout, polling: 100 },
  );
  const state = await handle.jsonValue();
  return { ms: state.paintedAt - state.tapAt, eventMs: state.eventMs };
}

/**
 * A visitor reading the page moves the pointer over it now and then: does so until the runtime marks the
 * page live (`data-hydrated` on <html>, set after hydrateRoot). A runtime that hydrates at once needs
 * no pointer; one that waits for the first interaction gets it, as from a visitor.
 */
export async function hydrateLikeAVisitor(page, timeout = STEP_TIMEOUT_MS) {
  const { width, height } = page.viewportSize();
  const hydrated = page.locator('html[data-hydrated]');
  const deadline = Date.now() + timeout;
  for (let i = 0; ; i += 1) {
    await page.mouse.move(width * (i % 2 ? 0.3 : 0.6), height * (i % 2 ? 0.6 : 0.3), { steps: 4 });
    try {
      await hydrated.waitFor({ state: 'attached', timeout: 500 });
      return;
    } catch (error) {
      if (Date.now() > deadline) {
        throw new Error(`${page.url()} never hydrated (no data-hydrated on <html>): ${error.message.split('\n')[0]}`);
      }
    }
  }
}

/**
 * Holds back every script file the page asks for (a slow phone on a slow network: what the visitor does
 * comes before any script ran). Returns `release()`, which lets the held requests and all later ones through.
 */
export async function holdScripts(page) {
  const held = [];
  let holding = true;
  await page.route(
    (url) => /\.m?js$/.test(url.pathname),
    (route) => (holding ? held.push(route) : route.fallback()),
  );
  return async function release() {
    holding = false;
    for (const route of held.splice(0)) await route.fallback();
  };
}
