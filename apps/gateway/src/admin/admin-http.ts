import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { ADMIN_GRAPHQL_PATH } from './admin-graphql.module.js';

/**
 * The admin API is POST only: a GET carrying an operation is refused (405) before Apollo sees it,
 * so no admin answer ever sits in a URL, a proxy log or a browser cache. A plain GET (the development
 * console page outside production) still passes. Call before `app.init()`.
 */
export function applyAdminHttp(app: NestExpressApplication): void {
  app.use(ADMIN_GRAPHQL_PATH, (req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'GET' && (req.query.query !== undefined || req.query.extensions !== undefined)) {
      res
        .status(405)
        .set('allow', 'POST')
        .json({
          errors: [
            {
              message: 'The admin API takes POST requests only.',
              extensions: { code: 'BAD_REQUEST', reason: 'METHOD_NOT_ALLOWED' },
            },
          ],
        });
      return;
    }
    next();
  });
}
