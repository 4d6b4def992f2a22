import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import type { CacheService } from '../cache/cache.service.js';
import type { AppConfig } from '../config/config.js';
import { SESSION_COOKIE } from '../graphql/session-cookie.js';

/** What apps/web/src/entry-server.tsx exports (built into apps/web/dist-ssr/entry-server.js). */
export interface WebServerEntry {
  render(options: { url: string; graphqlUrl: string; signal?: AbortSignal }): Promise<{
    status: number;
    title?: string;
    description?: string;
    headTags: string;
    html: string;
    styleTags: string;
    apolloState: unknown;
  }>;
}

export interface RenderedPage {
  status: number;
  html: string;
}

/**
 * The landing pages a visitor usually arrives on (home, catalogue, a product, a category): those are
 * pre-rendered. Everything else (account, cart, checkout, content pages) gets the SPA shell as before.
 */
const PRE_RENDERED = [/^\/$/, /^\/products\/?$/, /^\/products\/[^/]+\/?$/, /^\/categories\/[^/]+\/?$/];

/** the element main.tsx reads the Apollo cache from */
export const APOLLO_STATE_ID = 'apollo-state';

const RENDER_TIME_LIMIT_MS = 10_000;
/** rendered pages are kept this long at most; any cache invalidation (catalogue, content) drops them all */
const HTML_TTL_MS = 5 * 60_000;

/** JSON for a <script type="application/json">: nothing in it can close the element or start a comment */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The SPA's index.html with the rendered page, its styles, title, description and Apollo cache put in. */
export function composePage(
  template: string,
  page: Awaited<ReturnType<WebServerEntry['render']>>,
  /** the web build's boot script (dist/prerender.json), loaded in place of index.html's scripts */
  bootScript?: string,
): string {
  let html = template;
  if (page.title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  if (page.description)
    html = html.replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(page.description)}" />`,
    );
  html = html.replace(/<html(\s|>)/, '<html data-prerendered$1');
  if (bootScript) {
    // The page shows without its scripts: on a slow connection they would only compete with what the
    // first paint needs (styles, font, images). The boot script loads them once the page has painted.
    html = html
      .replace(/[ \t]*<script type="module"[^>]*\ssrc="[^"]*"[^>]*><\/script>\n?/g, '')
      .replace(/[ \t]*<link rel="modulepreload"[^>]*>\n?/g, '')
      .replace('</head>', `<script type="module" src="${escapeHtml(bootScript)}"></script></head>`);
  } else {
    html = html
      .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
      .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"');
  }
  html = html.replace('</head>', `${page.headTags}${page.styleTags}</head>`);
  return html.replace(
    /<div id="root"><\/div>/,
    // a data block, not a script: the Content-Security-Policy allows no inline script
    `<div id="root">${page.html}</div><script type="application/json" id="${APOLLO_STATE_ID}">${scriptJson(page.apolloState)}</script>`,
  );
}

/** The boot script named in the web build's dist/prerender.json (apps/web/vite.config.ts), if any. */
export function readBootScript(webDist: string): string | undefined {
  try {
    const manifest = JSON.parse(readFileSync(join(webDist, 'prerender.json'), 'utf8')) as { boot?: unknown };
    return typeof manifest.boot === 'string' && /^\/assets\/[\w.-]+\.js$/.test(manifest.boot)
      ? manifest.boot
      : undefined;
  } catch {
    return undefined;
  }
}

function hasSession(req: Request): boolean {
  return (req.headers.cookie ?? '').includes(`${SESSION_COOKIE}=`) || req.headers.authorization !== undefined;
}

/**
 * Pre-renders the landing pages for anonymous visitors (apps/web/src/entry-server.tsx): the page shows
 * as soon as the HTML arrives instead of after the scripts have loaded and run, then hydrates. A
 * request with a session gets the SPA shell, so prices never end up in server-rendered HTML; the
 * render's own GraphQL requests carry no cookie. Pages are kept in memory per URL for a minute and
 * dropped on every cache invalidation, like the public response cache. Without a server build of the
 * web app, or when a render fails, the SPA shell is served as before.
 */
export function applySsr(app: NestExpressApplication, config: AppConfig, cache: CacheService): void {
  const logger = new Logger('Ssr');
  const indexHtml = join(config.webDist, 'index.html');
  const entryFile = join(config.webDist, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(indexHtml) || !existsSync(entryFile)) return;

  const template = readFileSync(indexHtml, 'utf8');
  const bootScript = readBootScript(config.webDist);
  let entry: Promise<WebServerEntry> | null = null;
  const pages = new LRUCache<string, RenderedPage>({ max: 500, ttl: HTML_TTL_MS });
  const inflight = new Map<string, Promise<RenderedPage>>();
  let generation = 0;
  cache.onInvalidate(() => {
    generation += 1;
    pages.clear();
  });

  const renderPage = async (url: string, graphqlUrl: string): Promise<RenderedPage> => {
    entry ??= import(pathToFileURL(entryFile).href) as Promise<WebServerEntry>;
    const { render } = await entry;
    const started = generation;
    const page = await render({ url, graphqlUrl, signal: AbortSignal.timeout(RENDER_TIME_LIMIT_MS) });
    const rendered = { status: page.status, html: composePage(template, page, bootScript) };
    // a page rendered from data invalidated meanwhile is served once but not kept
    if (started === generation && page.status < 500) pages.set(url, rendered);
    return rendered;
  };

  /** the kept page, the render under way, or a new render (one per URL at a time) */
  const pageFor = (url: string, graphqlUrl: string): Promise<RenderedPage> => {
    const kept = pages.get(url);
    if (kept) return Promise.resolve(kept);
    let pending = inflight.get(url);
    if (!pending) {
      pending = renderPage(url, graphqlUrl).finally(() => inflight.delete(url));
      inflight.set(url, pending);
    }
    return pending;
  };

  const graphqlUrlFor = (address: string | undefined, port: number | undefined): string => {
    const host = !address || address === '0.0.0.0' || address === '::' ? '127.0.0.1' : address;
    return `http://${host.includes(':') ? `[${host}]` : host}:${port}/graphql`;
  };

  // The first render loads the web app's server modules and Chakra's theme (seconds): do it, and the
  // two busiest pages, as soon as the server listens rather than on a visitor's time.
  const server = app.getHttpServer();
  server.once('listening', () => {
    const address = server.address();
    if (!address || typeof address === 'string') return;
    const graphqlUrl = graphqlUrlFor(address.address, address.port);
    void (async () => {
      for (const url of ['/', '/products']) {
        await pageFor(url, graphqlUrl).catch((error: unknown) => {
          logger.warn(`warming up ${url} failed: ${String(error)}`);
        });
      }
    })();
  });

  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!PRE_RENDERED.some((pattern) => pattern.test(req.path)) || !req.accepts('html') || hasSession(req)) {
      return next();
    }
    const url = req.originalUrl;
    // the render asks this very server (the address the request came in on) for its data
    pageFor(url, graphqlUrlFor(req.socket.localAddress, req.socket.localPort)).then(
      (page) => {
        res.status(page.status);
        res.setHeader('Cache-Control', 'no-cache');
        // a visitor who logs in gets the shell: the page depends on the cookie
        res.vary('Cookie');
        res.type('html').send(page.html);
      },
      (error: unknown) => {
        logger.warn(`pre-rendering ${url} failed, serving the SPA shell: ${String(error)}`);
        next();
      },
    );
  });
}
