// Server-side pre-rendering of the public landing pages (built by `vite build --ssr` into dist-ssr/,
// called by the gateway's src/ssr module). The visitor sees the page as soon as the HTML arrives
// instead of after every script has loaded and run; the browser then hydrates it (main.tsx).
// Only anonymous renders: the gateway never calls this for a request with a session, and the GraphQL
// requests made here carry no cookie, so no price or other personal data can end up in the HTML.
import createEmotionCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { HttpLink, ApolloClient } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { renderToStringAsync } from 'preact-render-to-string';
import { StrictMode } from 'react';
import { StaticRouter } from 'react-router-dom';
import { ErrorBoundary } from './app/page-boundary';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { createCache } from './lib/apollo';
import { SSR_STYLE_ATTRIBUTE } from './lib/emotion-cache';
import { ServerPageContext, type ServerPage } from './lib/server-page';

export interface RenderOptions {
  /** the path and query of the page */
  url: string;
  /** absolute URL of the gateway's GraphQL endpoint */
  graphqlUrl: string;
  /** stops the render (the gateway's time limit) */
  signal?: AbortSignal;
}

export interface RenderResult {
  /** the HTTP status (404 for an unknown product, category or path) */
  status: number;
  /** the document title and meta description the page sets */
  title?: string;
  description?: string;
  /** tags for the head that the renderer put before the markup (React: preloads of the images it found) */
  headTags: string;
  /** the markup of #root */
  html: string;
  /** <style> tags for the head: the emotion styles the markup uses, in the form the browser's emotion cache adopts */
  styleTags: string;
  /** the Apollo cache (client.extract()), for client.restore() before hydrating */
  apolloState: unknown;
}

/**
 * The emotion chunks, as @emotion/server's extractCriticalToChunks + constructStyleTagsFromChunks
 * make them: each <Global> in its own `data-emotion="css-global <name>"` tag (Global finds and adopts
 * it when hydrating; `data-s` keeps emotion's cache from moving it before then) and the class rules
 * the markup uses in one `data-emotion-ssr="css <ids>"` tag that stays where it is (the browser's
 * cache, lib/emotion-cache.ts, marks the ids as inserted, so hydration inserts no rule twice).
 */
export function emotionStyleTags(cache: EmotionCache, html: string): string {
  const globals: string[] = [];
  const ids: string[] = [];
  let rules = '';
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] === undefined) {
      // no class name registered for it: a <Global> (or keyframes, which work the same way)
      globals.push(`<style data-emotion="${cache.key}-global ${id}" data-s="">${css}</style>`);
    } else if (html.includes(`${cache.key}-${id}`)) {
      ids.push(id);
      rules += css;
    }
  }
  return `${globals.join('')}<style ${SSR_STYLE_ATTRIBUTE}="${cache.key} ${ids.join(' ')}">${rules}</style>`;
}

export async function render({ url, graphqlUrl, signal }: RenderOptions): Promise<RenderResult> {
  const client = new ApolloClient({
    ssrMode: true,
    link: new HttpLink({ uri: graphqlUrl }),
    cache: createCache(),
  });
  // Chakra styles through emotion's default key "css"; compat keeps the styles in the cache instead of
  // as <style> tags between the elements, so they can go into the head once.
  const emotionCache = createEmotionCache({ key: 'css' });
  emotionCache.compat = true;
  const tree = (
    <StrictMode>
      <CacheProvider value={emotionCache}>
        <Providers client={client}>
          <ErrorBoundary>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </ErrorBoundary>
        </Providers>
      </CacheProvider>
    </StrictMode>
  );
  // what the last (complete) render pass learnt about the page
  let page: ServerPage = { status: 200 };
  try {
    const { result, aborted } = await prerenderStatic({
      tree,
      signal,
      // React is Preact here as in the browser (react-aliases.ts); its async renderer waits for the lazy
      // page chunks (React.lazy) and Suspense, where renderToString would leave their fallbacks
      renderFunction: (node) => {
        page = { status: 200 };
        return renderToStringAsync(<ServerPageContext.Provider value={page}>{node}</ServerPageContext.Provider>);
      },
      maxRerenders: 10,
    });
    if (aborted) throw new Error(`pre-rendering ${url} timed out`);
    // a page that failed (the error screen) is not worth serving: the gateway falls back to the SPA shell
    if (page.status >= 500) throw new Error(`pre-rendering ${url} failed (the page rendered its error screen)`);
    // React puts the resources it hoists (<link rel="preload">) first when there is no <head> to render into
    // (Preact does not hoist anything)
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
