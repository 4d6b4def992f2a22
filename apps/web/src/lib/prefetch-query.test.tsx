import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, render } from '@testing-library/react';
import { parse } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PrefetchQuery } from './prefetch-query';

// parsed here rather than tagged: codegen reads tagged documents and checks them against the shop's schema
const QUERY = parse('query Listing($page: Int) { listing(page: $page) { id } }');

function client(asked: number[]) {
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const page = operation.variables.page as number;
        asked.push(page);
        observer.next({ data: { listing: { __typename: 'Listing', id: `page-${page}` } } });
        observer.complete();
      }),
  );
  return new ApolloClient({ link, cache: new InMemoryCache() });
}

afterEach(() => vi.useRealTimers());

describe('PrefetchQuery (the next page, asked for when the browser is idle)', () => {
  it('asks only once idle, and again only once idle after its variables change (never inside the tap)', async () => {
    vi.useFakeTimers();
    const asked: number[] = [];
    const apollo = client(asked);
    const view = (page: number) => (
      <ApolloProvider client={apollo}>
        <PrefetchQuery query={QUERY} variables={{ page }} />
      </ApolloProvider>
    );
    const { rerender } = render(view(2));
    expect(asked).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(2_500));
    expect(asked).toEqual([2]);

    // the visitor went to page 2: page 3 is next, but not in the same task
    rerender(view(3));
    expect(asked).toEqual([2]);
    await act(() => vi.advanceTimersByTimeAsync(2_500));
    expect(asked).toEqual([2, 3]);
  });

  it('hands the answer to onResult once it is in (the next page’s images), not while rendering', async () => {
    vi.useFakeTimers();
    const asked: number[] = [];
    const apollo = client(asked);
    const results: unknown[] = [];
    const onResult = (data: unknown) => results.push(data);
    render(
      <ApolloProvider client={apollo}>
        <PrefetchQuery query={QUERY} variables={{ page: 4 }} onResult={onResult} />
      </ApolloProvider>,
    );
    expect(results).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(2_500));
    expect(asked).toEqual([4]);
    expect(results).toEqual([{ listing: { __typename: 'Listing', id: 'page-4' } }]);
  });
});
