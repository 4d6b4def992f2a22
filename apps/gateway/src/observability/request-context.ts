import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/**
 * The request id of the HTTP request being served, carried through every await by AsyncLocalStorage
 * so code far from Express (the wordpress adapter's axios calls, the cache, log lines) can tag its
 * work without threading the id through every signature.
 */
interface RequestStore {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestStore>();

export const REQUEST_ID_HEADER = 'x-request-id';

/** The current request's id, or undefined outside a request (start-up, timers, background refreshes). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/** Runs `fn` (and everything it awaits or schedules) as part of the request `requestId`. */
export function runWithRequestId<T>(requestId: string, fn: () => T): T {
  return storage.run({ requestId }, fn);
}

// Ids travel into logs and upstream headers: accept what proxies and tracers send (UUIDs, ULIDs,
// trace ids) but nothing that could forge log lines or headers.
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Honours a sane incoming `X-Request-Id`, otherwise mints a UUID. */
export function requestIdFrom(incoming: string | string[] | undefined): string {
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value !== undefined && ACCEPTABLE_ID.test(value) ? value : randomUUID();
}
