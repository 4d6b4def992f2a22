import { SSR_APOLLO_STATE_ID } from '@shop/domain';

/**
 * True while the browser is hydrating markup the server rendered (src/entry-server.tsx). Components
 * whose first render depends on browser-only state (localStorage) must render what the server did
 * during hydration and switch to the browser state right after, or React discards the server markup.
 */
let hydrating = false;
let whenLive: (() => void)[] = [];

export function isHydrating(): boolean {
  return hydrating;
}

export function setHydrating(value: boolean): void {
  hydrating = value;
  if (value) return;
  const callbacks = whenLive;
  whenLive = [];
  for (const callback of callbacks) callback();
}

/** runs `callback` once hydration has ended (app/live-mark.tsx ends it), at once when it is not running */
export function onHydrated(callback: () => void): void {
  if (hydrating) whenLive.push(callback);
  else callback();
}

/** The Apollo cache of a server-rendered page: a JSON data block the gateway's src/ssr module writes. */
export function readServerState(): Record<string, unknown> | undefined {
  const block = document.getElementById(SSR_APOLLO_STATE_ID);
  if (!block?.textContent) return undefined;
  try {
    return JSON.parse(block.textContent) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}
