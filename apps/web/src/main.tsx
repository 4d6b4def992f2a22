import '@fontsource-variable/inter/wght.css';
import type { NormalizedCacheObject } from '@apollo/client';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ErrorBoundary } from './app/page-boundary';
import { Providers } from './app/providers';
import { AppRouter, preloadPage } from './app/router';
import { createApolloClient } from './lib/apollo';
import { readServerState, setHydrating } from './lib/hydration';

const container = document.getElementById('root')!;
// A page the gateway rendered (anonymous landing pages) comes with its Apollo cache: the first render
// reads the same data, so it matches the markup and React adopts it instead of rendering anew.
const serverState = readServerState() as NormalizedCacheObject | undefined;
const client = createApolloClient('/graphql', { serverState });

const app = (
  <StrictMode>
    <Providers client={client}>
      <ErrorBoundary>
        <AppRouter />
      </ErrorBoundary>
    </Providers>
  </StrictMode>
);

// The first render (or hydration) as a transition: React does it in slices and yields to the browser
// between them instead of blocking the main thread for the whole tree (Lighthouse's Total Blocking Time).
if (serverState && container.firstElementChild) {
  // the page's chunk first (route-preload has it on the way): hydration must not suspend on it
  void preloadPage(window.location.pathname)
    .catch(() => undefined)
    .then(() => {
      setHydrating(true);
      startTransition(() => {
        hydrateRoot(container, app, {
          onRecoverableError: (error) => console.error('Hydration fell back to a client render', error),
        });
      });
    });
} else {
  startTransition(() => {
    createRoot(container).render(app);
  });
}
