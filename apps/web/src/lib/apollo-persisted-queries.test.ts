import { createHash } from 'node:crypto';
import { gql } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient, endServerCacheWindow } from './apollo';

/**
 * Queries leave the browser as GET /graphql?extensions={persistedQuery:{sha256Hash}} (cacheable by
 * HTTP caches when the gateway marks them public); the full text follows only when the gateway does
 * not know the hash yet. Mutations stay POST.
 */
const QUERY = gql`
  query ShopName {
    shop {
      name
    }
  }
`;

afterEach(() => vi.unstubAllGlobals());

function fetchStub(answers: unknown[]) {
  const calls: { url: string; method: string; body?: string }[] = [];
  const stub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), method: init?.method ?? 'GET', body: init?.body as string | undefined });
    const answer = answers.shift();
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', stub);
  return calls;
}

describe('createApolloClient with automatic persisted queries', () => {
  it('sends a query as GET with its sha256 hash, and the text only after PERSISTED_QUERY_NOT_FOUND', async () => {
    const calls = fetchStub([
      { errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] },
      { data: { shop: { __typename: 'Shop', name: 'Greenleaf' } } },
    ]);
    const client = createApolloClient('http://localhost/graphql');
    const result = await client.query({ query: QUERY, fetchPolicy: 'network-only' });
    expect(result.data).toEqual({ shop: { __typename: 'Shop', name: 'Greenleaf' } });

    const first = new URL(calls[0]!.url);
    expect(calls[0]!.method).toBe('GET');
    expect(first.searchParams.get('query')).toBeNull();
    const extensions = JSON.parse(first.searchParams.get('extensions')!) as { persistedQuery: { sha256Hash: string } };

    // the retry carries the query text, and the hash is that text's sha256, as the gateway checks
    const retry = calls[1]!;
    const retryText: string =
      retry.method === 'GET'
        ? new URL(retry.url).searchParams.get('query')!
        : (JSON.parse(retry.body!) as { query: string }).query;
    expect(retryText).toContain('query ShopName');
    expect(extensions.persistedQuery.sha256Hash).toBe(createHash('sha256').update(retryText).digest('hex'));
  });
});

describe('the server-rendered data of a page', () => {
  const STATE = {
    ROOT_QUERY: { __typename: 'Query', shop: { __ref: 'Shop:{}' } },
    'Shop:{}': { __typename: 'Shop', name: 'Server' },
  };

  it('answers the page queries while it hydrates, however long that takes, and no longer', async () => {
    vi.useFakeTimers();
    try {
      const calls = fetchStub([{ data: { shop: { __typename: 'Shop', name: 'Fresh' } } }]);
      const client = createApolloClient('http://localhost/graphql', { serverState: STATE });
      // a slow phone: hydration ends long after Apollo's own ssrForceFetchDelay would have
      await vi.advanceTimersByTimeAsync(10_000);
      const during = await client.query({ query: QUERY, fetchPolicy: 'network-only' });
      expect(during.data).toEqual({ shop: { __typename: 'Shop', name: 'Server' } });
      endServerCacheWindow(client);
      // the effects of the commit that made the page live still read it
      expect((await client.query({ query: QUERY, fetchPolicy: 'network-only' })).data).toEqual({
        shop: { __typename: 'Shop', name: 'Server' },
      });
      expect(calls).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(0);
      expect((await client.query({ query: QUERY, fetchPolicy: 'network-only' })).data).toEqual({
        shop: { __typename: 'Shop', name: 'Fresh' },
      });
      expect(calls).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a page without server data asks the network at once', async () => {
    const calls = fetchStub([{ data: { shop: { __typename: 'Shop', name: 'Fresh' } } }]);
    const client = createApolloClient('http://localhost/graphql');
    expect((await client.query({ query: QUERY, fetchPolicy: 'network-only' })).data).toEqual({
      shop: { __typename: 'Shop', name: 'Fresh' },
    });
    expect(calls).toHaveLength(1);
  });
});
