import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGOUT_WAIT_MS, runBeforeLogout } from './before-logout';

afterEach(() => {
  vi.useRealTimers();
});

describe('work before a logout', () => {
  it('waits for every task, each with a signal that is not aborted', async () => {
    const seen: boolean[] = [];
    await runBeforeLogout(
      new Set([
        async (signal: AbortSignal) => {
          await Promise.resolve();
          seen.push(signal.aborted);
        },
        async (signal: AbortSignal) => {
          seen.push(signal.aborted);
        },
      ]),
    );
    expect(seen).toEqual([false, false]);
  });

  it('goes on after LOGOUT_WAIT_MS when a task never ends, aborting its signal first', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    let abortedWhenDone: boolean | undefined;
    let done = false;
    const running = runBeforeLogout(
      new Set([
        (given: AbortSignal) => {
          signal = given;
          return new Promise<void>(() => undefined);
        },
      ]),
    ).then(() => {
      abortedWhenDone = signal?.aborted;
      done = true;
    });
    await vi.advanceTimersByTimeAsync(LOGOUT_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await running;
    expect(abortedWhenDone).toBe(true);
  });

  it('a task that fails does not stop the logout', async () => {
    await expect(runBeforeLogout(new Set([() => Promise.reject(new Error('offline'))]))).resolves.toBeUndefined();
  });
});
