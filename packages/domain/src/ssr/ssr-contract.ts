/**
 * The contract between the gateway's server rendering (apps/gateway/src/ssr) and the web app's server
 * entry (apps/web/src/entry-server.tsx, built into apps/web/dist-ssr): which pages are rendered on the
 * server, which query parameters each of them reads, what a render is given and what it returns, and
 * where the page carries its Apollo cache for hydration. Pure data and types, no framework.
 */

/** the catalogue's URL state (apps/web/src/features/catalog/catalog-params.ts reads exactly these) */
export const CATALOG_URL_PARAMS = ['q', 'category', 'min', 'max', 'sort', 'page', 'size', 'view'] as const;

export interface SsrRoute {
  name: 'home' | 'catalog' | 'product' | 'category' | 'cart';
  pattern: RegExp;
  /** the query parameters the page reads; every other one (utm_*, fbclid, ...) changes nothing on it */
  params: readonly string[];
  /**
   * rendered for logged-in buyers only (their data lives on the server); anonymous visitors get the SPA
   * shell, whose page reads what it shows from the browser (the anonymous cart in localStorage)
   */
  buyersOnly?: boolean;
}

/**
 * The landing pages most visitors arrive on, and the buyer's cart (their server cart, issue 19): rendered
 * on the server. Every other path gets the SPA shell.
 */
export const SSR_ROUTES: readonly SsrRoute[] = [
  { name: 'home', pattern: /^\/$/, params: [] },
  { name: 'catalog', pattern: /^\/products\/?$/, params: CATALOG_URL_PARAMS },
  { name: 'product', pattern: /^\/products\/[^/]+\/?$/, params: [] },
  { name: 'category', pattern: /^\/categories\/[^/]+\/?$/, params: CATALOG_URL_PARAMS },
  { name: 'cart', pattern: /^\/cart\/?$/, params: [], buyersOnly: true },
];

export function ssrRouteFor(pathname: string): SsrRoute | undefined {
  return SSR_ROUTES.find((route) => route.pattern.test(pathname));
}

/**
 * The URL a page is rendered from and cached under: its path and only the query parameters it reads,
 * in a fixed order (first value of each). `/products?utm_source=x&page=2&b=1` and `/products?page=2`
 * are the same page, one render and one cache entry. Undefined for a path that is not rendered on the
 * server.
 */
function decodeName(name: string): string | undefined {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

export function ssrPageUrl(pathname: string, search: string): string | undefined {
  const route = ssrRouteFor(pathname);
  if (!route) return undefined;
  // the query as written (values stay encoded as they came), first value of each name
  const given = new Map<string, string>();
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    const name = decodeName(at < 0 ? pair : pair.slice(0, at));
    if (name !== undefined && !given.has(name)) given.set(name, at < 0 ? '' : pair.slice(at + 1));
  }
  const query = [...route.params]
    .sort()
    .filter((name) => given.has(name))
    .map((name) => `${encodeURIComponent(name)}=${given.get(name)}`)
    .join('&');
  return query ? `${pathname}?${query}` : pathname;
}

/** the id of the JSON data block holding a rendered page's Apollo cache (client.restore before hydrating) */
export const SSR_APOLLO_STATE_ID = 'apollo-state';

export interface SsrGraphqlRequest {
  query: string;
  operationName?: string;
  variables?: Record<string, unknown>;
}

export interface SsrGraphqlResult {
  data?: Record<string, unknown> | null;
  errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
}

/** Runs one GraphQL operation for the render, in the gateway's process, as the visitor (their session). */
export type SsrGraphqlExecutor = (request: SsrGraphqlRequest) => Promise<SsrGraphqlResult>;

export interface SsrRenderOptions {
  /** the page's URL as ssrPageUrl made it (path and the query parameters it reads) */
  url: string;
  execute: SsrGraphqlExecutor;
  /**
   * who the render is for: `buyer` when the request's session is a logged-in buyer's (`execute` runs as
   * them), so the page asks for the buyer's own data (their server cart, for the header's badge) in its
   * first pass instead of after the session's answer; `anonymous` renders never ask for it
   */
  visitor: 'anonymous' | 'buyer';
  /** stops the render (the gateway's time limit) */
  signal?: { readonly aborted: boolean };
}

export interface SsrRenderResult {
  /** the HTTP status (404 for an unknown product, category or path) */
  status: number;
  /** the document title and meta description the page sets */
  title?: string;
  description?: string;
  /** tags for the head that React hoisted out of the markup (preloads of the images it found) */
  headTags: string;
  /** the markup of #root */
  html: string;
  /** <style> tags for the head: the emotion styles the markup uses, in the form the browser's emotion cache adopts */
  styleTags: string;
  /** the Apollo cache (client.extract()), for client.restore() before hydrating */
  apolloState: unknown;
}

/** what apps/web/dist-ssr/entry-server.js exports */
export interface SsrWebEntry {
  render(options: SsrRenderOptions): Promise<SsrRenderResult>;
}
