/** Two hours without mousedown, mousemove, keypress, scroll or touchstart ends the session (SPEC §4). */
export const INACTIVITY_TIMEOUT_MS = 2 * 60 * 60 * 1000;

export const ACTIVITY_EVENTS = ['mousedown', 'mousemove', 'keypress', 'scroll', 'touchstart'] as const;

/** localStorage key holding the time of the last activity in any tab, so one busy tab keeps all alive. */
export const LAST_ACTIVITY_KEY = 'shop:lastActivity';
/** Test override: localStorage['shop:inactivityMs'] or window.__SHOP_INACTIVITY_MS__, read at start. */
export const INACTIVITY_OVERRIDE_KEY = 'shop:inactivityMs';

declare global {
  interface Window {
    __SHOP_INACTIVITY_MS__?: number;
  }
}

export function readInactivityTimeout(): number {
  const candidates: unknown[] = [];
  if (typeof window !== 'undefined') {
    candidates.push(window.__SHOP_INACTIVITY_MS__);
    try {
      candidates.push(window.localStorage.getItem(INACTIVITY_OVERRIDE_KEY));
    } catch {
      // storage can be blocked (privacy mode); the default applies
    }
  }
  for (const candidate of candidates) {
    if (candidate == null || candidate === '') continue;
    const value = Number(candidate);
    if (Number.isFinite(value) && value > 0) return value;
  }
  return INACTIVITY_TIMEOUT_MS;
}

export function readLastActivity(): number | null {
  try {
    const raw = window.localStorage.getItem(LAST_ACTIVITY_KEY);
    const value = raw == null ? NaN : Number(raw);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeLastActivity(at: number): void {
  try {
    window.localStorage.setItem(LAST_ACTIVITY_KEY, String(at));
  } catch {
    // ignore: the in-tab timer still works
  }
}

/**
 * Watches user activity and calls onIdle once `timeoutMs` passed without any activity in this tab or
 * another tab of the same browser. Returns a stop function.
 */
export function watchInactivity(timeoutMs: number, onIdle: () => void): () => void {
  let lastLocal = Date.now();
  let lastWritten = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Writing on every mousemove would hammer storage; a fraction of the timeout is precise enough.
  const writeEvery = Math.min(5000, Math.max(50, Math.floor(timeoutMs / 10)));

  const lastActivity = () => Math.max(lastLocal, readLastActivity() ?? 0);

  const schedule = () => {
    if (timer !== undefined) clearTimeout(timer);
    const remaining = lastActivity() + timeoutMs - Date.now();
    timer = setTimeout(
      () => {
        if (lastActivity() + timeoutMs <= Date.now()) {
          stop();
          onIdle();
        } else {
          schedule();
        }
      },
      Math.max(0, remaining),
    );
  };

  const onActivity = () => {
    lastLocal = Date.now();
    if (lastLocal - lastWritten >= writeEvery) {
      lastWritten = lastLocal;
      writeLastActivity(lastLocal);
    }
  };

  function stop() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, true);
  }

  writeLastActivity(lastLocal);
  lastWritten = lastLocal;
  for (const name of ACTIVITY_EVENTS) {
    window.addEventListener(name, onActivity, { capture: true, passive: true });
  }
  schedule();
  return stop;
}
