import { createHash } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { API_KEY_PREFIX } from '@shop/domain';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { ResolvedApiKey } from '../backends/integrations-port.js';
import type { AppConfig } from '../config/config.js';
import { describeError } from '../graphql/errors.js';
import { consolePage } from '../graphql/landing-page.js';
import { isRateLimitedError, type RateLimitService } from '../security/rate-limit.service.js';
import type { ApiKeysService } from './api-keys.service.js';
import { INTEGRATIONS_UNAVAILABLE_MESSAGE } from './integrations-errors.js';

/** the key a request to /graphql was authenticated with (set by the middleware below) */
const authenticated = new WeakMap<Request, ResolvedApiKey>();

export function apiKeyOf(req: Request): ResolvedApiKey | null {
  return authenticated.get(req) ?? null;
}

/**
 * The API key a request carries: `Authorization: Bearer glw_...`, or HTTP Basic with the key as user
 * name or password (`curl -u glw_...:`, and the browser's own prompt for the GraphQL console). Null
 * when the request carries none (a session token or cookie is not a key).
 */
export function apiKeyIn(req: Pick<Request, 'headers'>): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const bearer = /^Bearer\s+(\S{1,512})\s*$/i.exec(header);
  if (bearer?.[1]) return bearer[1].startsWith(API_KEY_PREFIX) ? bearer[1] : null;
  const basic = /^Basic\s+([A-Za-z0-9+/=]{1,1024})\s*$/i.exec(header);
  if (!basic?.[1]) return null;
  const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const [user, password] = colon === -1 ? [decoded, ''] : [decoded.slice(0, colon), decoded.slice(colon + 1)];
  if (user.startsWith(API_KEY_PREFIX)) return user;
  if (password.startsWith(API_KEY_PREFIX)) return password;
  return null;
}

function graphqlError(res: Response, status: number, code: string, message: string, extensions = {}) {
  res.status(status).json({ errors: [{ message, extensions: { ...extensions, code } }] });
}

/**
 * a browser asking for the page at /graphql itself (not a GET query, which carries `query` or a
 * persisted-query hash, nor a path below it such as /graphql/schema.graphql)
 */
function wantsConsole(req: Request): boolean {
  if (req.method !== 'GET' || (req.path !== '/' && req.path !== '')) return false;
  if (req.query.query !== undefined || req.query.extensions !== undefined) return false;
  return req.accepts(['application/json', 'text/html']) === 'text/html';
}

const BASIC_CHALLENGE = 'Basic realm="GraphQL console: enter your API key as the user name", charset="UTF-8"';
export const INVALID_KEY_MESSAGE = 'The API key is invalid or has been revoked.';

/**
 * Authenticates requests to /graphql made with an API key, before GraphQL runs: an unknown or revoked
 * key is refused (401, never served as anonymous, so an integration notices at once), a key over its
 * rate limit gets 429 with Retry-After (RATE_LIMIT_API_KEY, per key, shared by replicas through
 * Redis). A valid key is handed to the GraphQL context (apiKeyOf), which acts as its owner.
 *
 * With GRAPHIQL_FOR_KEYS=true in production, a browser's GET /graphql gets the GraphQL console only
 * with a valid key (the browser asks for it: HTTP Basic, key as user name); without the setting the
 * page is left to Apollo as before. Outside production the console is always there (graphql.module).
 */
export function apiKeyAuthentication(
  keys: ApiKeysService,
  rateLimits: RateLimitService,
  config: Pick<AppConfig, 'isProduction' | 'integrations' | 'shop'>,
): RequestHandler {
  const logger = new Logger('ApiKeys');
  const consoleForKeys = config.isProduction && config.integrations.graphiqlForKeys;
  const page = consoleForKeys ? consolePage(config.shop.name, { authenticatedWithKey: true }) : null;
  const scriptHash = page ? createHash('sha256').update(page.script).digest('base64') : '';

  return (req: Request, res: Response, next: NextFunction) => {
    const secret = apiKeyIn(req);
    const forConsole = page !== null && wantsConsole(req);
    if (secret === null) {
      if (!forConsole) return next();
      res.setHeader('WWW-Authenticate', BASIC_CHALLENGE);
      return graphqlError(res, 401, 'UNAUTHENTICATED', 'The GraphQL console needs an API key.');
    }
    if (!keys.available) return graphqlError(res, 401, 'UNAUTHENTICATED', INTEGRATIONS_UNAVAILABLE_MESSAGE);
    void (async () => {
      let resolved: ResolvedApiKey | null;
      try {
        resolved = await keys.authenticate(secret);
      } catch (error) {
        logger.warn(`could not check an API key: ${describeError(error)}`);
        return graphqlError(
          res,
          503,
          'UPSTREAM_UNAVAILABLE',
          'The store is temporarily unavailable. Please try again later.',
        );
      }
      if (!resolved) {
        if (forConsole) res.setHeader('WWW-Authenticate', BASIC_CHALLENGE);
        else res.setHeader('WWW-Authenticate', 'Bearer realm="graphql", error="invalid_token"');
        return graphqlError(res, 401, 'UNAUTHENTICATED', INVALID_KEY_MESSAGE);
      }
      try {
        await rateLimits.consumeApiKey(resolved.key.id);
      } catch (error) {
        if (!isRateLimitedError(error)) throw error;
        const retryAfter = Number(error.extensions.retryAfter) || 1;
        res.setHeader('Retry-After', String(retryAfter));
        return graphqlError(res, 429, 'RATE_LIMITED', 'This API key made too many requests. Please slow down.', {
          retryAfter,
        });
      }
      if (forConsole && page) {
        // the page's one inline script is allowed by its hash (the shop's CSP has no 'unsafe-inline')
        const csp = String(res.getHeader('Content-Security-Policy') ?? '');
        res.setHeader(
          'Content-Security-Policy',
          csp.replace(/script-src ([^;]*)/, `script-src $1 'sha256-${scriptHash}'`),
        );
        res.setHeader('Cache-Control', 'private, no-store');
        return res.type('html').send(page.html);
      }
      authenticated.set(req, resolved);
      next();
    })().catch(next);
  };
}
