/**
 * True while the browser is hydrating markup the server rendered (src/entry-server.tsx). Components
 * whose first render depends on browser-only state (localStorage) must render what the server did
 * during hydration and switch to the browser state right after, or React discards the server markup.
 */
let hydrating = false;

export function isHydrating(): boolean {
  return hydrating;
}

export function setHydrating(value: boolean): void {
  hydrating = value;
}

/** The Apollo cache of a server-rendered page: a JSON data block the gateway's src/ssr module writes. */
export function readServerState(): Record<string, unknown> | undefined {
  const block = document.getElementById('apollo-state');
  if (!block?.textContent) return undefined;
  try {
    return JSON.parse(block.textContent) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/**
 * What shows that a visitor is about to use the page rather than read it: a pointer over or on it, a
 * touch, a key, focus moving into it, a wheel turn, a scroll or a click. The listeners capture on the window,
 * so they run before the event reaches its target: hydration done there attaches the page's own
 * handlers in time for the very event that asked for them (a click follows its pointerdown, Enter its
 * keydown).
 */
export const INTENT_EVENTS = [
  // a click without a pointer before it: assistive technology activating a control, a script
  'click',
  'pointerover',
  'pointerdown',
  'mousedown',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
  'scroll',
] as const;

/**
 * Runs `start` once, on the first sign of intent (INTENT_EVENTS) or at once when focus is already in
 * the page (the visitor tabbed or typed before the scripts came). Returns a function that cancels it.
 */
export function onFirstIntent(start: () => void, target: Window = window): () => void {
  let done = false;
  const stop = () => {
    for (const type of INTENT_EVENTS) target.removeEventListener(type, fire, { capture: true });
  };
  function fire() {
    if (done) return;
    done = true;
    stop();
    start();
  }
  const focused = target.document.activeElement;
  if (focused && focused !== target.document.body && focused !== target.document.documentElement) {
    fire();
    return stop;
  }
  for (const type of INTENT_EVENTS) target.addEventListener(type, fire, { capture: true, passive: true });
  return () => {
    done = true;
    stop();
  };
}
