import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';

const onServer = typeof window === 'undefined';

interface PrefetchQueryProps<TData, TVariables extends OperationVariables> {
  query: TypedDocumentNode<TData, TVariables>;
  variables: TVariables;
  /**
   * In the browser, with the answer once it is in the cache (the next page's images to load ahead,
   * say). Called when idle, like the query; a function that stays the same from render to render.
   */
  onResult?: (data: TData) => void;
}

/** On the server: one more query of the page's render, whose answer goes out in the page's Apollo state. */
function ServerPrefetch<TData, TVariables extends OperationVariables>({
  query,
  variables,
}: PrefetchQueryProps<TData, TVariables>) {
  useQuery(query as TypedDocumentNode<TData, OperationVariables>, { variables, fetchPolicy: 'cache-first' });
  return null;
}

/**
 * In the browser: a plain `client.query` when the main thread is idle, and nothing while rendering. A
 * watching useQuery re-evaluated its options on every render of the page, a page change's too (the tap
 * on "Page 2", issue 13), and started the next page's request from inside that render.
 */
function BrowserPrefetch<TData, TVariables extends OperationVariables>({
  query,
  variables,
  onResult,
}: PrefetchQueryProps<TData, TVariables>) {
  const client = useApolloClient();
  // the variables by value: a new object with the same values asks nothing again
  const key = JSON.stringify(variables);
  useEffect(() => {
    let live = true;
    const ask = () => {
      client
        .query({ query, variables: JSON.parse(key) as TVariables, fetchPolicy: 'cache-first' })
        .then(({ data }) => {
          if (live && data && onResult) onResult(data as TData);
        })
        // a prefetch that fails costs nothing: the page asks again when the visitor goes there
        .catch(() => undefined);
    };
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(ask, 200);
      return () => {
        live = false;
        clearTimeout(timer);
      };
    }
    const handle = requestIdleCallback(ask, { timeout: 2_000 });
    return () => {
      live = false;
      cancelIdleCallback(handle);
    };
  }, [client, query, key, onResult]);
  return null;
}

/**
 * Puts the answer of a query the visitor is likely to ask for next (the catalogue's next page) into the
 * Apollo cache, rendering nothing: the navigation to it then renders from the cache in the same task as
 * the tap, with no round trip and no loading state in between. On the server it is one more query of
 * the page's render, so its answer goes to the browser in the page's Apollo state and is there even for
 * a tap before the page is live; in the browser it asks only when the main thread is idle (the cache
 * answers at once what the server sent), never while rendering.
 */
export function PrefetchQuery<TData, TVariables extends OperationVariables>(
  props: PrefetchQueryProps<TData, TVariables>,
) {
  return onServer ? <ServerPrefetch {...props} /> : <BrowserPrefetch {...props} />;
}
