import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** where the console's API lives (packages/schema/admin.graphql) */
export const ADMIN_GRAPHQL_URI = '/admin/graphql';

/**
 * Apollo Server's CSRF prevention lets a request through when it cannot be a "simple" cross-site
 * request: the storefront's client gets that from its `content-type: application/json`; the console
 * sends that too and, like the gateway's tests, `apollo-require-preflight` (the same header goes with
 * the multipart media uploads, whose content type alone would not pass).
 */
export const CSRF_HEADERS: Readonly<Record<string, string>> = { 'apollo-require-preflight': 'true' };

export function createAdminCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          // pages of a list are stored per filter, sort and page, never merged
          orders: { keyArgs: ['filter', 'sort', 'direction', 'page', 'pageSize'] },
          customers: { keyArgs: ['filter', 'page', 'pageSize'] },
          products: { keyArgs: ['filter', 'sort', 'direction', 'page', 'pageSize'] },
          posts: { keyArgs: ['page', 'pageSize'] },
          messages: { keyArgs: ['filter', 'page', 'pageSize'] },
          auditLog: { keyArgs: ['filter', 'page', 'pageSize'] },
        },
      },
      ConsoleInfo: { keyFields: [] },
      AdminSettings: { keyFields: [] },
      Dashboard: { keyFields: [] },
      AdminPage: { keyFields: ['slug'] },
      AdminOrder: { keyFields: ['id'] },
      AdminCustomer: { keyFields: ['id'] },
      // value objects: replaced wholesale
      Money: { keyFields: false, merge: true },
      AdminImage: { keyFields: false },
      AdminAddress: { keyFields: false, merge: true },
      LowStockProduct: { keyFields: false },
    },
  });
}

/** true when a request failed because the staff session is missing or expired */
export function isUnauthenticated(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((e) => (e.extensions as { code?: string } | undefined)?.code === 'UNAUTHENTICATED')
  );
}

export interface AdminClientOptions {
  /** called when the API answers UNAUTHENTICATED (the session ended): the console shows the sign-in */
  onUnauthenticated?: () => void;
  uri?: string;
}

interface GraphqlBody {
  errors?: { extensions?: { code?: string } }[];
}

/** the answer's JSON said the session is missing or expired (read from a copy: Apollo reads the body) */
async function answersUnauthenticated(response: Response): Promise<boolean> {
  try {
    const body = (await response.clone().json()) as GraphqlBody;
    return Boolean(body.errors?.some((e) => e.extensions?.code === 'UNAUTHENTICATED'));
  } catch {
    return false;
  }
}

/**
 * The console's own client: /admin/graphql with the admin cookie (path /admin), never the shop's.
 * An answer refusing the session (UNAUTHENTICATED) to anything but the session check itself calls
 * `onUnauthenticated`. (Watched in `fetch` rather than with Apollo's error link: that link would be
 * vendor code shared with the storefront's chunks, see vite.config.ts.)
 */
export function createAdminClient({ onUnauthenticated, uri = ADMIN_GRAPHQL_URI }: AdminClientOptions = {}) {
  const watchedFetch: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const body = typeof init?.body === 'string' ? init.body : '';
    if (
      onUnauthenticated &&
      !body.includes('"operationName":"AdminSession"') &&
      (await answersUnauthenticated(response))
    ) {
      onUnauthenticated();
    }
    return response;
  };
  const link = new HttpLink({ uri, credentials: 'same-origin', headers: { ...CSRF_HEADERS }, fetch: watchedFetch });
  return new ApolloClient({
    link,
    cache: createAdminCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' },
    },
  });
}
