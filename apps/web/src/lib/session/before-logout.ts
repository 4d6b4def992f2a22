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
export async function runBeforeLogout(tasks: Iterable<BeforeLogoutTask>, waitMs = LOGOUT_WAIT_MS): Promise<void> {
  const list = [...tasks];
  if (list.length === 0) return;
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve();
    }, waitMs);
  });
  const done = Promise.allSettled(list.map((task) => Promise.resolve().then(() => task(controller.signal))));
  try {
    await Promise.race([done, waited]);
  } finally {
    clearTimeout(timer);
  }
}
