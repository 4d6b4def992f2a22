import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { developersDir, typeDefs } from '@shop/schema';
import express, { type Request, type Response } from 'express';
import { buildSchema, printSchema } from 'graphql';

/** Where integrators download the public SDL (API.md, "B2B additions"). */
export const SCHEMA_FILE_PATH = '/graphql/schema.graphql';
export const DEVELOPERS_PATH = '/developers';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * The public SDL as published: printed from the schema the gateway serves (descriptions kept, source
 * comments dropped), never the admin SDL. Built once per process; its ETag is a hash of the text.
 */
export function publishedSchema(): { text: string; etag: string } {
  const text = printSchema(buildSchema(typeDefs)) + '\n';
  const etag = `"sdl-${createHash('sha256').update(text).digest('hex').slice(0, 32)}"`;
  return { text, etag };
}

/**
 * What integrators read without credentials, in production too (introspection stays off there):
 * - `GET /graphql/schema.graphql`: the public SDL as text, cacheable for 5 minutes and revalidated by
 *   its ETag (304 when unchanged);
 * - `GET /developers`: the static API reference and guide built from the same SDL by @shop/schema's
 *   build (`developersDir`), revalidated on every visit; its content-hashed assets are immutable.
 * Registered before the SSR pages and the SPA, which would otherwise answer /developers.
 */
export function applyDeveloperDocs(app: NestExpressApplication, dir: string = developersDir): void {
  const schema = publishedSchema();
  app.use(SCHEMA_FILE_PATH, (req: Request, res: Response, next: () => void) => {
    if (req.path !== '/' || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.setHeader('ETag', schema.etag);
    res.type('text/plain; charset=utf-8');
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.status(200).send(schema.text);
  });

  const indexHtml = join(dir, 'index.html');
  app.use(
    `${DEVELOPERS_PATH}/assets`,
    express.static(join(dir, 'assets'), { maxAge: ONE_YEAR_MS, immutable: true, index: false, fallthrough: false }),
  );
  app.use(DEVELOPERS_PATH, (req: Request, res: Response, next: () => void) => {
    if (req.path !== '/' || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    if (!existsSync(indexHtml)) {
      res
        .status(404)
        .type('text/plain')
        .send('The API reference is not built yet: run `npm run build` (the schema is at /graphql/schema.graphql).\n');
      return;
    }
    res.sendFile(indexHtml, { headers: { 'Cache-Control': 'no-cache' }, cacheControl: false });
  });
}
