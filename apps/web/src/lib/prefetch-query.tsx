import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';

const onServer = typeof window === 'undefined';

/**
 * Puts the answer of a query the visitor is likely to ask for next (the catalogue's next page) into the
 * Apollo cache, rendering nothing: the navigation to it then renders from the cache in the same task as
 * the tap, with no round trip and no loading state in between. On the server it is one more query of
 * the page's render, so its answer goes to the browser in the page's Apollo state and is there even for
 * a tap before the page is live; in the browser it asks only when the main thread is idle, and only
 * for what the cache does not have yet.
 */
export function PrefetchQuery<TData, TVariables extends OperationVariables>({
  query,
  variables,
}: {
  query: TypedDocumentNode<TData, TVariables>;
  variables: TVariables;
}) {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), 200);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(() => setIdle(true), { timeout: 2_000 });
    return () => cancelIdleCallback(handle);
  }, []);
  useQuery(query as TypedDocumentNode<TData, OperationVariables>, {
    variables,
    skip: !onServer && !idle,
    fetchPolicy: 'cache-first',
  });
  return null;
}
