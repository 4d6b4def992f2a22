/**
 * Work a page must do while the buyer's session still exists, before a logout ends it (the cart sends
 * its writes still on their way, then forgets them). Given a signal that aborts when the logout stops
 * waiting for it; what it must do in any case (forget what the browser keeps) it does then, in the abort
 * event.
 */
export type BeforeLogoutTask = (signal: AbortSignal) => Promise<void>;

/** How long a logout waits for its before-logout work at most: a logout never hangs on a slow network. */
export const LOGOUT_WAIT_MS = 3000;

/** Runs the tasks together; resolves once all are done or, at the latest, `waitMs` later (their signal aborts then). */
export function runBeforeLogout(tasks: ReadonlySet<BeforeLogoutTask>, waitMs = LOGOUT_WAIT_MS): Promise<void> {
  if (tasks.size === 0) return Promise.resolve();
  const controller = new AbortController();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      controller.abort();
      resolve();
    }, waitMs);
    void Promise.allSettled([...tasks].map(async (task) => task(controller.signal))).then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
