// Server-side rendering of the landing pages (built by `vite build --ssr` into dist-ssr/, called by the
// gateway's src/ssr module, contract in @shop/domain's ssr-contract): the visitor sees the page, styled
// and with its data, as soon as the HTML arrives; the browser then hydrates it at once (main.tsx).
// Rendered with React 19's `prerenderToNodeStream` (react-dom/static) inside Apollo's `prerenderStatic`,
// which re-renders until every query the page makes has its data. Its GraphQL operations run in the
// gateway's process through `execute`, as the visitor: an anonymous render carries no session (no
// price), a logged-in buyer's render carries theirs (the gateway keeps that page out of every cache) and
// asks for their server cart too (the header's badge, lib/cart/server-cart-ssr.ts).
import createEmotionCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ApolloClient, ApolloLink } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import type { SsrGraphqlExecutor, SsrRenderOptions, SsrRenderResult } from '@shop/domain';
import { print } from 'graphql';
import { prerenderToNodeStream } from 'react-dom/static';
import { Observable } from 'rxjs';
import { StrictMode } from 'react';
import { StaticRouter } from 'react-router-dom';
import { ErrorBoundary } from './app/page-boundary';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { createCache } from './lib/apollo';
import { emotionStyleTags } from './lib/emotion-cache';
import { ServerPageContext, ServerRendersBuyerContext, type ServerPage } from './lib/server-page';

export type { SsrRenderOptions as RenderOptions, SsrRenderResult as RenderResult };

/** An Apollo link that hands each operation to the gateway in process (no HTTP request to itself). */
function executorLink(execute: SsrGraphqlExecutor): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({
          query: print(operation.query),
          operationName: operation.operationName,
          variables: operation.variables,
        }).then(
          (result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
}

/** the markup a prerender stream produced, as one string */
async function collect(prelude: AsyncIterable<string | Buffer>): Promise<string> {
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
  return html;
}

export async function render({ url, execute, visitor, signal: given }: SsrRenderOptions): Promise<SsrRenderResult> {
  const signal = given as AbortSignal | undefined;
  const client = new ApolloClient({
    ssrMode: true,
    link: executorLink(execute),
    cache: createCache(),
  });
  // Chakra styles through emotion's default key "css"; compat keeps the styles in the cache instead of
  // as <style> tags between the elements, so they can go into the head once.
  const emotionCache = createEmotionCache({ key: 'css' });
  emotionCache.compat = true;
  const tree = (
    <StrictMode>
      <CacheProvider value={emotionCache}>
        <ServerRendersBuyerContext.Provider value={visitor === 'buyer'}>
          <Providers client={client}>
            <ErrorBoundary>
              <StaticRouter location={url}>
                <AppRoutes />
              </StaticRouter>
            </ErrorBoundary>
          </Providers>
        </ServerRendersBuyerContext.Provider>
      </CacheProvider>
    </StrictMode>
  );
  // what the last (complete) render pass learnt about the page
  let page: ServerPage = { status: 200 };
  try {
    const { result, aborted } = await prerenderStatic({
      tree,
      signal,
      // prerender waits for the lazy page chunks (React.lazy) and every Suspense boundary, where
      // renderToString would leave their fallbacks; the result is the complete page
      renderFunction: async (node) => {
        // each pass is a long stretch of CPU: start it on a new turn of the event loop, so the server
        // takes in other requests between passes
        await new Promise((resolve) => setImmediate(resolve));
        page = { status: 200 };
        const { prelude } = await prerenderToNodeStream(
          <ServerPageContext.Provider value={page}>{node}</ServerPageContext.Provider>,
          // every boundary inline, in place: React would otherwise move the content of large ones to
          // the end of the document with an inline script to put it back, which the page's
          // Content-Security-Policy (no inline script) does not run; the page is sent whole anyway
          { signal, progressiveChunkSize: Number.POSITIVE_INFINITY },
        );
        return collect(prelude);
      },
      maxRerenders: 10,
    });
    if (aborted) throw new Error(`pre-rendering ${url} timed out`);
    // a page that failed (the error screen) is not worth serving: the gateway falls back to the SPA shell
    if (page.status >= 500) throw new Error(`pre-rendering ${url} failed (the page rendered its error screen)`);
    // React puts the resources it hoists (<link rel="preload">) first when there is no <head> to render into
    const hoisted = /^(?:<link [^>]*>)*/.exec(result)?.[0] ?? '';
    const html = result.slice(hoisted.length);
    return {
      status: page.status,
      title: page.title,
      description: page.description,
      headTags: hoisted,
      html,
      styleTags: emotionStyleTags(emotionCache, html),
      apolloState: client.extract(),
    };
  } finally {
    client.stop();
  }
}
