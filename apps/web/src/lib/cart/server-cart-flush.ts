import { print } from 'graphql';
import { ServerCartFlushMutation } from './server-cart-documents';
import type { UnconfirmedWrite } from './server-cart-sync';

/** where the web app's GraphQL requests go (lib/apollo.ts) */
const GRAPHQL_PATH = '/graphql';

let printed: string | null = null;

/**
 * Sends a server-cart write in a request that outlives the page (`keepalive`), for a page that goes away
 * with the write still on its way. A JSON POST with the session cookie, as the app's own requests: the
 * gateway's CSRF rule (Apollo's `csrfPrevention`) lets a request with a JSON content type through, which
 * `navigator.sendBeacon` cannot send. Never throws; whether it arrived is learnt on the next page, which
 * resends the write with the same key (applied once).
 */
export function flushWrite(write: UnconfirmedWrite, send: typeof fetch = globalThis.fetch): void {
  if (typeof send !== 'function') return;
  printed ??= print(ServerCartFlushMutation);
  const { lines, couponCode, baseVersion, key } = write;
  const body = JSON.stringify({
    operationName: 'ServerCartFlush',
    query: printed,
    // couponCode left out (undefined): the server keeps the cart's coupon
    variables: { lines, couponCode, baseVersion, key },
  });
  try {
    void send(GRAPHQL_PATH, {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body,
    }).catch(() => undefined);
  } catch {
    // keepalive refused (body too large, too many in flight): the next page resends it
  }
}
