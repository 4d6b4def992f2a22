import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { pinoHttp } from 'pino-http';
import { accessLogger } from './logger.js';
import { publicResponseCache } from './public-response-cache.js';
import { httpRequestDuration, routeGroupOf } from './metrics.js';
import { REQUEST_ID_HEADER, requestIdFrom, runWithRequestId } from './request-context.js';

const appliedTo = new WeakSet<object>();

/**
 * The middleware chain, in order: id first (so every later log line has it), then the access log
 * and metrics (which also see answers from the response cache), compression, and the public
 * response cache (inside compression, so it keeps uncompressed bytes and every client gets the
 * encoding it accepts).
 */
export function observabilityMiddlewares(): RequestHandler[] {
  return [
    requestIdMiddleware(),
    accessLogMiddleware(),
    httpMetricsMiddleware(),
    compressionMiddleware(),
    publicResponseCache(),
  ];
}

/**
 * Mounts the chain on the Express app directly, ahead of everything else registered with
 * `app.use` (static files, security headers): call it right after NestFactory.create. Without it,
 * ObservabilityModule mounts the same chain as Nest middleware, which only runs after anything
 * added with `app.use` before `init()` (so static files would go uncompressed and without ids).
 */
export function applyObservability(app: {
  use(...handlers: RequestHandler[]): unknown;
  getHttpAdapter(): { getInstance(): object };
}): void {
  app.use(...observabilityMiddlewares());
  appliedTo.add(app.getHttpAdapter().getInstance());
}

export function isObservabilityApplied(expressInstance: object | undefined): boolean {
  return expressInstance !== undefined && appliedTo.has(expressInstance);
}

/** Paths polled by orchestrators and scrapers: measured, but not worth an access log line each. */
const QUIET_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * Gives every request an id (a sane incoming `X-Request-Id`, else a new UUID), echoes it in the
 * response header, exposes it as `req.id`, and runs the rest of the chain inside its
 * AsyncLocalStorage scope so `currentRequestId()` works anywhere downstream.
 */
export function requestIdMiddleware(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const requestId = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
    (req as Request & { id: string }).id = requestId;
    res.setHeader('X-Request-Id', requestId);
    runWithRequestId(requestId, next);
  };
}

/** One JSON access-log line per request, with its id, status, duration and GraphQL operation. */
export function accessLogMiddleware(): RequestHandler {
  return pinoHttp({
    logger: accessLogger,
    genReqId: (req: IncomingMessage) => (req as IncomingMessage & { id?: string }).id ?? requestIdFrom(undefined),
    customAttributeKeys: { reqId: 'requestId', responseTime: 'durationMs' },
    autoLogging: { ignore: (req) => QUIET_PATHS.has(pathOf(urlOf(req))) },
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    customSuccessMessage: (req, res) => `${req.method} ${pathOf(urlOf(req))} ${res.statusCode}`,
    customErrorMessage: (req, res) => `${req.method} ${pathOf(urlOf(req))} ${res.statusCode}`,
    customProps: (_req, res: ServerResponse) => {
      const operation = (res as ServerResponse & { locals?: { graphqlOperation?: string } }).locals?.graphqlOperation;
      return operation ? { operation } : {};
    },
    // Only what an operator needs: no headers (cookies, bearer tokens), no query-string variables.
    serializers: {
      req: (req: { method: string; url: string; remoteAddress?: string; headers?: Record<string, string> }) => ({
        method: req.method,
        path: pathOf(req.url),
        userAgent: req.headers?.['user-agent'],
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  }) as unknown as RequestHandler;
}

/** `http_request_duration_seconds` by method, route group and status. */
export function httpMetricsMiddleware(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const start = process.hrtime.bigint();
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      httpRequestDuration.observe(
        { method: req.method, route: routeGroupOf(pathOf(req.originalUrl)), status_code: String(res.statusCode) },
        seconds,
      );
    });
    next();
  };
}

/**
 * Brotli (quality 4) or gzip compression for responses above 1 kB, as the client accepts.
 * /metrics is left alone: scrapers on the internal network gain nothing and it would only cost CPU.
 */
export function compressionMiddleware(): RequestHandler {
  return compression({
    threshold: 1024,
    filter: (req, res) => pathOf(urlOf(req)) !== '/metrics' && compression.filter(req, res),
  }) as unknown as RequestHandler;
}

/** the path as the client sent it (Express rewrites `req.url` under a mount path; `originalUrl` stays) */
function urlOf(req: IncomingMessage): string | undefined {
  return (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url;
}

function pathOf(url: string | undefined): string {
  if (!url) return '/';
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}
