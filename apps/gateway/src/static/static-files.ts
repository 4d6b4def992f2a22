import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { AppConfig } from '../config/config.js';

/** Paths owned by the gateway itself; never answered with the SPA's index.html. */
export const API_PATH_PREFIXES = [
  '/graphql',
  // the operator console's API, media uploads and CSV export; /admin and its other paths are the console (SPA)
  '/admin/graphql',
  '/admin/media',
  '/admin/orders.csv',
  '/admin/audit.csv',
  // buyers' trade licences (src/compliance): the buyer's own, and staff's download
  '/admin/licences',
  '/account/licence',
  // invoice PDFs (src/invoices): the buyer's and the console's
  '/admin/invoices',
  '/invoices',
  '/media',
  '/healthz',
  '/readyz',
  '/metrics',
  '/webhooks',
  '/dev',
  '/assets',
];

const ONE_DAY_S = 24 * 60 * 60;

function isApiPath(path: string): boolean {
  return API_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** the operator console's client routes (/admin, /admin/orders/1001, ...): never server-rendered, never indexed */
export function isConsolePath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/');
}

/**
 * Serves the built web app and the media files:
 * - `/assets/*` (content-hashed by Vite): cached for a year, immutable;
 * - `/media/*` from apps/gateway/media (and dist/media after a build): cached for a day; `/media/u/*`
 *   (uploaded in the console) is left to the media controller;
 * - other files of the web build and `index.html`: `no-cache` (revalidated every time);
 * - client routes (GET, Accept: text/html, not an API path): the SPA's index.html; the console's
 *   (/admin, /admin/*) also with `X-Robots-Tag: noindex` (they are never server-rendered: only the
 *   landing pages of @shop/domain's SSR_ROUTES are).
 * Without a web build, `/` explains how to make one.
 * Registered before Nest's router, so it must leave API paths alone.
 */
export function applyStaticFiles(app: NestExpressApplication, config: AppConfig): void {
  const mediaDirs = [config.mediaDir, join(config.mediaDir, '..', 'dist', 'media')].filter(
    (dir, i, all) => all.indexOf(dir) === i && existsSync(dir),
  );
  for (const dir of mediaDirs) {
    app.use('/media', express.static(dir, { maxAge: ONE_DAY_S * 1000, index: false, fallthrough: true }));
  }
  // unknown media must be a plain 404, not the SPA; uploads (/media/u/...) are answered by the
  // media controller (src/admin/media) from the media store
  app.use('/media', (req: Request, res: Response, next: NextFunction) => {
    if (req.path.startsWith('/u/')) return next();
    res.status(404).type('text/plain').send('Not found');
  });

  const webDist = config.webDist;
  const indexHtml = join(webDist, 'index.html');
  if (!existsSync(indexHtml)) {
    app.use((req: Request, res: Response, next: NextFunction) => {
      if (req.method !== 'GET' || req.path !== '/') return next();
      res
        .status(200)
        .type('text/plain')
        .send(
          `${config.shop.name} gateway is running, but the web app is not built yet: run \`npm run build\` (GraphQL is at /graphql).\n`,
        );
    });
    return;
  }

  app.use(
    '/assets',
    express.static(join(webDist, 'assets'), {
      maxAge: 365 * ONE_DAY_S * 1000,
      immutable: true,
      index: false,
      fallthrough: false,
    }),
  );
  app.use(
    express.static(webDist, {
      index: false,
      setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
    }),
  );
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApiPath(req.path) || !req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    if (isConsolePath(req.path)) res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res.sendFile(indexHtml);
  });
}
