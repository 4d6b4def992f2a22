import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import {
  SSR_APOLLO_STATE_ID,
  ssrPageUrl,
  ssrRouteFor,
  type SsrGraphqlExecutor,
  type SsrRenderResult,
  type SsrWebEntry,
} from '@shop/domain';
import type { CacheService } from '../cache/cache.service.js';
import type { AppConfig } from '../config/config.js';
import { GqlContextFactory } from '../graphql/context.factory.js';
import type { GqlContext } from '../graphql/context.js';
import { publicApolloServer } from '../graphql/graphql.module.js';
import { readSessionToken } from '../graphql/session-cookie.js';
import { recordSsrPage, type SsrAnswer } from '../observability/metrics.js';
import { createRenderGate, RenderOverloaded } from './render-gate.js';

export interface RenderedPage {
  status: number;
  html: string;
}

/** the element main.tsx reads the Apollo cache from */
export const APOLLO_STATE_ID = SSR_APOLLO_STATE_ID;

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
  page: SsrRenderResult,
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

/**
 * A response object for the render's GraphQL operations: the real one's methods (a dead session
 * cookie is cleared on the page's response when the session is resolved), but its own `locals`, so
 * what the GraphQL plugins note for an API answer (operation name, "shareable") never describes the
 * page.
 */
function detachedResponse(res: Response | null): Response {
  return Object.assign(Object.create(res ?? null) as Response, { locals: {} });
}

/** the context of an anonymous render: no request, no session (every anonymous visitor gets the same page) */
function anonymousContext(): GqlContext {
  return {
    req: { headers: {} } as Request,
    res: detachedResponse(null),
    requestId: 'ssr',
    ip: '127.0.0.1',
    session: null,
    customer: null,
    apiKey: null,
  };
}

/**
 * Server-renders the landing pages (SSR_ROUTES of @shop/domain; apps/web/src/entry-server.tsx): the
 * page shows, styled and with its data, as soon as the HTML arrives, then hydrates at once. The
 * render's GraphQL operations run in this process (Apollo's executeOperation), as the visitor:
 *
 * - anonymous visitors: one render per page URL (its path and only the query parameters it reads,
 *   so `utm_*` and the like neither defeat the cache nor reach the render), kept in memory for a few
 *   minutes and dropped on every cache invalidation, like the public response cache;
 * - logged-in buyers: rendered with their session, prices and their server cart (the header's badge) in
 *   the HTML, `Cache-Control: private, no-store`, never kept. Pages of `buyersOnly` routes (the cart page)
 *   are rendered for them only; anonymous visitors get the shell there (their cart lives in the browser).
 *
 * Renders are bounded (render-gate.ts, SSR_CONCURRENCY / SSR_QUEUE_LIMIT / SSR_QUEUE_WAIT_MS; a render
 * is given up after SSR_RENDER_TIMEOUT_MS): under overload, without a server build of the web app, or
 * when a render fails, the page gets the client-rendered shell (index.html) at once.
 */
export function applySsr(app: NestExpressApplication, config: AppConfig, cache: CacheService): void {
  const logger = new Logger('Ssr');
  const indexHtml = join(config.webDist, 'index.html');
  const entryFile = join(config.webDist, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(indexHtml) || !existsSync(entryFile)) return;

  const template = readFileSync(indexHtml, 'utf8');
  const bootScript = readBootScript(config.webDist);
  let entry: Promise<SsrWebEntry> | null = null;
  const pages = new LRUCache<string, RenderedPage>({ max: 500, ttl: HTML_TTL_MS });
  const inflight = new Map<string, Promise<RenderedPage>>();
  const gate = createRenderGate({
    concurrency: config.ssr.concurrency,
    queueLimit: config.ssr.queueLimit,
    maxWaitMs: config.ssr.queueWaitMs,
  });
  let generation = 0;
  cache.onInvalidate(() => {
    generation += 1;
    pages.clear();
  });

  /**
   * Runs one operation against the gateway's own Apollo server, with `context` as its context. In process,
   * the whole render (GraphQL, store, React) would be microtasks that never let the event loop take in
   * other requests: each operation first waits for the loop's next turn, so API requests and the
   * render gate's bookkeeping go on between a render's steps.
   */
  const executorFor = (context: GqlContext): SsrGraphqlExecutor => {
    const server = publicApolloServer(app);
    return async ({ query, operationName, variables }) => {
      await new Promise((resolve) => setImmediate(resolve));
      const response = await server.executeOperation({ query, operationName, variables }, { contextValue: context });
      if (response.body.kind !== 'single') throw new Error('the render asked for an incremental answer');
      const { data, errors } = response.body.singleResult;
      return { data, errors };
    };
  };

  const renderPage = async (url: string, context: GqlContext): Promise<RenderedPage> => {
    entry ??= import(pathToFileURL(entryFile).href) as Promise<SsrWebEntry>;
    const { render } = await entry;
    const page = await render({
      url,
      execute: executorFor(context),
      visitor: context.customer ? 'buyer' : 'anonymous',
      signal: AbortSignal.timeout(config.ssr.renderTimeoutMs),
    });
    return { status: page.status, html: composePage(template, page, bootScript) };
  };

  /** an anonymous page: the kept one, the render under way, or a new render (one per URL at a time) */
  const anonymousPage = async (url: string): Promise<[RenderedPage, SsrAnswer]> => {
    const kept = pages.get(url);
    if (kept) return [kept, 'kept'];
    const joined = inflight.get(url);
    if (joined) return [await joined, 'joined'];
    const started = generation;
    const pending = gate
      .run(() => renderPage(url, anonymousContext()))
      .then((rendered) => {
        // a page rendered from data invalidated meanwhile is served once but not kept
        if (started === generation && rendered.status < 500) pages.set(url, rendered);
        return rendered;
      })
      .finally(() => inflight.delete(url));
    inflight.set(url, pending);
    return [await pending, 'rendered'];
  };

  // The first render loads the web app's server modules and Chakra's theme (seconds): do it, and the
  // two busiest pages, as soon as the server listens rather than on a visitor's time.
  app.getHttpServer().once('listening', () => {
    void (async () => {
      for (const url of ['/', '/products']) {
        await anonymousPage(url).catch((error: unknown) => {
          logger.warn(`warming up ${url} failed: ${String(error)}`);
        });
      }
    })();
  });

  const contexts = app.get(GqlContextFactory);

  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const search = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    const url = ssrPageUrl(req.path, search);
    if (url === undefined || !req.accepts('html')) return next();
    let visitor: 'anonymous' | 'buyer' = 'anonymous';
    void (async () => {
      // the session, resolved as the API does (a dead cookie is cleared on this response)
      const context = readSessionToken(req) ? await contexts.create({ req, res }) : null;
      const buyer = context?.customer != null;
      if (buyer) visitor = 'buyer';
      else if (ssrRouteFor(req.path)?.buyersOnly) {
        // the shell here is for anonymous visitors only: a buyer's request for the same URL gets their page
        res.vary('Cookie');
        return next();
      }
      const [page, answer]: [RenderedPage, SsrAnswer] = buyer
        ? [await gate.run(() => renderPage(url, { ...context, res: detachedResponse(res) })), 'rendered']
        : await anonymousPage(url);
      recordSsrPage(visitor, answer);
      res.status(page.status);
      // a buyer's page holds their prices: no cache anywhere keeps it; an anonymous page is revalidated,
      // and the page depends on the cookie (a visitor who logs in gets their own)
      res.setHeader('Cache-Control', buyer ? 'private, no-store' : 'no-cache');
      res.vary('Cookie');
      res.type('html').send(page.html);
    })().catch((error: unknown) => {
      if (res.headersSent) return;
      recordSsrPage(visitor, 'shell');
      if (error instanceof RenderOverloaded) logger.debug(`serving the shell for ${url}: ${error.message}`);
      else logger.warn(`rendering ${url} failed, serving the shell: ${String(error)}`);
      next();
    });
  });
}
