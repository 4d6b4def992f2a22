import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { ServerCartQuery } from './server-cart-documents';
import type { ServerCartSnapshot } from './server-cart-sync';

const onServer = typeof window === 'undefined';

/**
 * The signed-in buyer's server cart as the Apollo cache holds it (the cache of a page the gateway rendered
 * with it), or null when it does not.
 */
export function readServerCartSnapshot(client: ApolloClient): ServerCartSnapshot | null {
  try {
    return client.readQuery({ query: ServerCartQuery })?.cart ?? null;
  } catch {
    return null;
  }
}

/**
 * For a page that shows the cart (the cart page): on the server, the render asks for the buyer's server
 * cart, so the HTML holds its lines and totals and the page's Apollo state carries it to the browser, where
 * the cart provider starts from it (no loading state while hydrating). The gateway renders such a page for
 * logged-in buyers only (@shop/domain SSR_ROUTES `buyersOnly`). In the browser it does nothing: the cart
 * provider keeps the cart in step with the server.
 */
export function useServerRenderedCart(): void {
  useQuery(ServerCartQuery, { skip: !onServer, fetchPolicy: 'cache-first' });
}
