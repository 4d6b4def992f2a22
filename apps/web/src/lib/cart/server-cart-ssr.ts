import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useServerRendersBuyer } from '../server-page';
import { ServerCartQuery } from './server-cart-documents';
import type { ServerCartSnapshot } from './server-cart-sync';

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
 * For the cart provider: a logged-in buyer's server render asks for their server cart along with the
 * session (its first pass: no pass of its own), so the HTML holds what every page shows of it (the
 * header's badge; the cart page's lines and totals) and the page's Apollo state carries it to the
 * browser, where the cart provider starts from it: hydration shows the same cart, with no loading state
 * and no request. An anonymous render never asks (its page is shared by every visitor; their cart lives
 * in their browser). The browser build has none of it (`import.meta.env.SSR` is false there): the cart
 * provider keeps the cart in step with the server.
 */
export const useServerRenderedCart: () => void = import.meta.env.SSR
  ? function useServerRenderedCart() {
      const buyer = useServerRendersBuyer();
      useQuery(ServerCartQuery, { skip: !buyer, fetchPolicy: 'cache-first' });
    }
  : () => undefined;
