import pLimit from 'p-limit';

/** Thrown (rejected with) when a render could not get a turn: the caller serves the client-rendered shell. */
export class RenderOverloaded extends Error {
  override name = 'RenderOverloaded';
}

export interface RenderGateOptions {
  /** renders at a time */
  concurrency: number;
  /** renders allowed to wait for a turn; one more is refused at once */
  queueLimit: number;
  /** a render that has not started after this long is given up (it never starts) */
  maxWaitMs: number;
}

export interface RenderGate {
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}

/**
 * Bounds server renders: a render is CPU work on the thread that also answers the API, so only
 * `concurrency` run at a time (p-limit), at most `queueLimit` wait, and none waits longer than
 * `maxWaitMs`. Under overload a page is not slowed down nor does it slow the API down: `run`
 * rejects with RenderOverloaded at once (queue full) or after the wait, and the caller serves the
 * shell that renders in the browser.
 */
export function createRenderGate({ concurrency, queueLimit, maxWaitMs }: RenderGateOptions): RenderGate {
  const limit = pLimit(concurrency);
  // own counts: p-limit starts a task a microtask after it is queued
  let running = 0;
  let waiting = 0;
  return {
    get active() {
      return running;
    },
    get waiting() {
      return waiting;
    },
    run<T>(task: () => Promise<T>): Promise<T> {
      if (running + waiting >= concurrency + queueLimit) {
        return Promise.reject(new RenderOverloaded(`${queueLimit} renders are waiting already`));
      }
      return new Promise<T>((resolve, reject) => {
        let state: 'waiting' | 'started' | 'given up' = 'waiting';
        waiting += 1;
        const timer = setTimeout(() => {
          if (state !== 'waiting') return;
          state = 'given up';
          waiting -= 1;
          reject(new RenderOverloaded(`no render turn within ${maxWaitMs} ms`));
        }, maxWaitMs);
        timer.unref?.();
        void limit(async () => {
          if (state === 'given up') return;
          state = 'started';
          waiting -= 1;
          running += 1;
          clearTimeout(timer);
          try {
            resolve(await task());
          } catch (error) {
            reject(error);
          } finally {
            running -= 1;
          }
        });
      });
    },
  };
}
