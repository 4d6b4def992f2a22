import '@fontsource-variable/inter/wght.css';
import type { NormalizedCacheObject } from '@apollo/client';
import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ErrorBoundary } from './app/page-boundary';
import { Providers } from './app/providers';
import { AppRouter, preloadPage } from './app/router';
import { getSystem } from './app/theme';
import { createApolloClient, endServerCacheWindow } from './lib/apollo';
import { createBrowserEmotionCache } from './lib/emotion-cache';
import { onHydrated, readServerState, setHydrating } from './lib/hydration';

const container = document.getElementById('root')!;
// A page the gateway rendered comes with its Apollo cache: the first render reads the same data, so it
// matches the markup and the app adopts it instead of rendering anew.
const serverState = readServerState() as NormalizedCacheObject | undefined;
const client = createApolloClient('/graphql', { serverState });

// `html[data-hydrated]` marks the live page: app/live-mark.tsx, inside the page's boundary.
const app = (
  <StrictMode>
    <CacheProvider value={createBrowserEmotionCache()}>
      <Providers client={client} serverStyles={Boolean(serverState)}>
        <ErrorBoundary>
          <AppRouter />
        </ErrorBoundary>
      </Providers>
    </CacheProvider>
  </StrictMode>
);

/** the end of the current task: what comes next runs in a task of its own */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

if (serverState && container.firstElementChild) {
  // Hydrate at once, in short tasks: the Chakra system (tokens, recipes) is built in a task of its own,
  // and hydration runs as a transition, which React renders in slices of a few milliseconds, yielding
  // to input in between (a plain hydrateRoot renders the shell in one task). The page sits in a
  // Suspense boundary (app/page-boundary.tsx) that keeps its server markup until its chunk is in (the
  // boot script preloads it), so nothing waits on it and nothing is dropped. What a visitor does
  // before then works without React: links, GET forms and the menu's popover are the platform's.
  setHydrating(true);
  // the page's server-rendered data answers its queries until it is live (lib/apollo.ts)
  onHydrated(() => endServerCacheWindow(client));
  void preloadPage(window.location.pathname).catch(() => undefined);
  void nextTask()
    .then(() => getSystem())
    .then(nextTask)
    .then(() =>
      startTransition(() => {
        hydrateRoot(container, app, {
          onRecoverableError: (error) => console.error('Hydration fell back to a client render', error),
        });
      }),
    );
} else {
  endServerCacheWindow(client);
  createRoot(container).render(app);
}
