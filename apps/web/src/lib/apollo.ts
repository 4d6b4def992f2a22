import { ApolloClient, HttpLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';

/**
 * Cache layout: list pages (ProductPage, PostPage) have no id, so they are stored under the query
 * field keyed by every argument; a page of "search=gum, page 2" never overwrites "page 1".
 * Singletons without ids (Shop) are normalised to one entry so every component reads the same one.
 */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          products: { keyArgs: ['filter', 'sort', 'page', 'pageSize'] },
          posts: { keyArgs: ['page', 'pageSize'] },
          relatedProducts: { keyArgs: ['productId', 'limit'] },
          partnerReviews: { keyArgs: ['limit'] },
          myOrders: { keyArgs: ['page', 'pageSize'] },
        },
      },
      Shop: { keyFields: [] },
      Product: { keyFields: ['id'] },
      Category: { keyFields: ['id'] },
      Post: { keyFields: ['id'] },
      // Value objects: replace wholesale instead of warning about lost fields.
      Money: { keyFields: false, merge: true },
      Image: { keyFields: false, merge: true },
      PriceRange: { keyFields: false, merge: true },
    },
  });
}

/** hex SHA-256 of a query document, for automatic persisted queries */
async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface ApolloClientOptions {
  /** the cache of a page rendered on the server, adopted as is */
  serverState?: NormalizedCacheObject;
}

export function createApolloClient(uri = '/graphql', { serverState }: ApolloClientOptions = {}): ApolloClient {
  const http = new HttpLink({ uri, credentials: 'same-origin' });
  // Automatic persisted queries: a query goes as a short GET /graphql?extensions=<sha256> (the full text
  // only the first time the gateway sees it), so anonymous catalogue answers can be HTTP-cached
  // (Cache-Control: public). Mutations stay POST. WebCrypto exists only in secure contexts (https,
  // localhost); elsewhere queries are plain POSTs.
  const link = globalThis.crypto?.subtle
    ? new PersistedQueryLink({ sha256, useGETForHashedQueries: true }).concat(http)
    : http;
  const cache = createCache();
  if (serverState) cache.restore(serverState);
  const client = new ApolloClient({
    link,
    cache,
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' },
    },
  });
  // The server-rendered data was fetched a moment ago: while the page hydrates, queries read it from the
  // cache instead of asking again (network-only and cache-and-network behave as cache-first). Apollo's
  // own `ssrForceFetchDelay` is a fixed time from here: on a slow phone hydration outlasted it and every
  // query of the page went out again, and on a fast one it went on after the page was live, so a refetch
  // after the buyer's first action (a new API key, a saved list) could answer with the page's old data.
  // This window ends when the page is live instead (endServerCacheWindow, called once hydration ends).
  if (serverState) client.prioritizeCacheValues = true;
  return client;
}

/**
 * Ends the window in which the server-rendered data answers queries: in the next task, after the effects
 * of the commit that made the page live (their queries started during hydration).
 */
export function endServerCacheWindow(client: ApolloClient): void {
  if (!client.prioritizeCacheValues) return;
  setTimeout(() => {
    client.prioritizeCacheValues = false;
  }, 0);
}
