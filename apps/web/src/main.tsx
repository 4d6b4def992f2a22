import '@fontsource-variable/inter/wght.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from './app/page-boundary';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';
import { createApolloClient } from './lib/apollo';

const client = createApolloClient();

const root = createRoot(document.getElementById('root')!);
// The first render as a transition: React renders it in slices and yields to the browser between
// them instead of blocking the main thread for the whole tree (Lighthouse's Total Blocking Time).
startTransition(() => {
  root.render(
    <StrictMode>
      <Providers client={client}>
        <ErrorBoundary>
          <AppRouter />
        </ErrorBoundary>
      </Providers>
    </StrictMode>,
  );
});
