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
  // idle for these variables: when they change (the visitor went to page 2, so page 3 is next), the
  // request waits for the next idle moment instead of starting inside the tap that changed them
  const key = JSON.stringify(variables);
  const [idleFor, setIdleFor] = useState<string | null>(null);
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdleFor(key), 200);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(() => setIdleFor(key), { timeout: 2_000 });
    return () => cancelIdleCallback(handle);
  }, [key]);
  useQuery(query as TypedDocumentNode<TData, OperationVariables>, {
    variables,
    skip: !onServer && idleFor !== key,
    fetchPolicy: 'cache-first',
  });
  return null;
}
