import '@fontsource-variable/inter/wght.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from './app/page-boundary';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';
import { createApolloClient } from './lib/apollo';

const client = createApolloClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers client={client}>
      <ErrorBoundary>
        <AppRouter />
      </ErrorBoundary>
    </Providers>
  </StrictMode>,
);
