import '@fontsource-variable/inter/wght.css';
import type { NormalizedCacheObject } from '@apollo/client';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ErrorBoundary } from './app/page-boundary';
import { Providers } from './app/providers';
import { AppRouter, preloadPage } from './app/router';
import { createApolloClient } from './lib/apollo';
import { createBrowserEmotionCache } from './lib/emotion-cache';
import { hasStoredCartItems } from './lib/cart';
import { onFirstIntent, readServerState, setHydrating } from './lib/hydration';

const container = document.getElementById('root')!;
// A page the gateway rendered (anonymous landing pages) comes with its Apollo cache: the first render
// reads the same data, so it matches the markup and the app adopts it instead of rendering anew.
const serverState = readServerState() as NormalizedCacheObject | undefined;
const client = createApolloClient('/graphql', { serverState });

const app = (
  <StrictMode>
    <CacheProvider value={createBrowserEmotionCache()}>
      <Providers client={client}>
        <ErrorBoundary>
          <AppRouter />
        </ErrorBoundary>
      </Providers>
    </CacheProvider>
  </StrictMode>
);

if (serverState && container.firstElementChild) {
  const hydrate = () => {
    const started = performance.now();
    setHydrating(true);
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.error('Hydration fell back to a client render', error),
    });
    // for tests and for whoever wonders in the devtools whether the page is live yet, and how long it
    // took (what the first interaction waits for; npm run lighthouse reports it)
    document.documentElement.setAttribute('data-hydrated', '');
    performance.measure('shop:hydrate', { start: started });
  };
  // The page's chunk first (the boot script has it on the way): hydration must not suspend on it.
  // A pre-rendered page is complete and its links work without scripts: it hydrates (one long task
  // over the whole tree) when the visitor first points, touches, types or scrolls, not while a phone
  // is still busy showing it. A stored cart is browser state the server could not render (the header's
  // count): such a page hydrates at once.
  void preloadPage(window.location.pathname)
    .catch(() => undefined)
    .then(() => (hasStoredCartItems() ? hydrate() : onFirstIntent(hydrate)));
} else {
  createRoot(container).render(app);
}
