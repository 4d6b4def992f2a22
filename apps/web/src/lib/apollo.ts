import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

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

export function createApolloClient(uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri, credentials: 'same-origin' }),
    cache: createCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' },
    },
  });
}
