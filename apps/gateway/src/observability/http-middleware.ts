import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import compression from 'compression';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { type AccessLine, accessLogger, writeAccessLine } from './logger.js';
import {
  publicResponseCache,
  type PublicResponseCache,
  type PublicResponseCacheOptions,
} from './public-response-cache.js';
import { httpRequestDuration, routeGroupOf } from './metrics.js';
import { REQUEST_ID_HEADER, requestIdFrom, runWithRequestId } from './request-context.js';

const appliedTo = new WeakSet<object>();

/**
 * The middleware chain, in order: id first (so every later log line has it), then the access log
 * and metrics (which also see answers from the response cache), the public response cache's
 * lookup (a hit is answered here, before compression, body parsing, CORS, helmet and GraphQL;
 * the cache keeps its own compressed copies), compression, and the cache's capture of a miss
 * (inside compression, so it keeps the uncompressed bytes).
 */
export function observabilityMiddlewares(
  options: PublicResponseCacheOptions = { maxPostBodyBytes: 0 },
  cache: PublicResponseCache = publicResponseCache(options),
): RequestHandler[] {
  return [requestIdMiddleware(), accessLogMiddleware(), cache.serve, compressionMiddleware(), cache.capture];
}

/**
 * Mounts the chain on the Express app directly, ahead of everything else registered with
 * `app.use` (static files, security headers): call it right after NestFactory.create. Without it,
 * ObservabilityModule mounts the same chain as Nest middleware, which only runs after anything
 * added with `app.use` before `init()` (so static files would go uncompressed and without ids).
 */
export function applyObservability(
  app: {
    use(...handlers: RequestHandler[]): unknown;
    getHttpAdapter(): { getInstance(): object };
  },
  /** `maxPostBodyBytes` must not exceed the JSON body parser's limit (0: POST answers are not kept) */
  options: PublicResponseCacheOptions = { maxPostBodyBytes: 0 },
): { responseCache: PublicResponseCache } {
  const responseCache = publicResponseCache(options);
  app.use(...observabilityMiddlewares(options, responseCache));
  appliedTo.add(app.getHttpAdapter().getInstance());
  return { responseCache };
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

type Locals = { graphqlOperation?: string };

/**
 * When a response is over (sent, or the connection dropped): one JSON access-log line with its id,
 * status, duration and GraphQL operation, and `http_request_duration_seconds` by method, route
 * group and status. One `close` listener per request and a flat object per line: no per-request
 * child logger, no header serialising (the line carries no headers, so no cookies or tokens).
 */
export function accessLogMiddleware(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = performance.now();
    res.once('close', () => recordRequest(req, res, started, (req as Request & { id?: string }).id));
    next();
  };
}

type DurationLabels = { method: string; route: string; status_code: string };

/** method -> route group -> status -> the label set (all three are bounded: Node only parses known methods) */
const durationLabelSets = new Map<string, Map<string, Map<number, DurationLabels>>>();

/** the same label object for the same method, route group and status: no new object per request */
function durationLabels(method: string, route: string, status: number): DurationLabels {
  let byRoute = durationLabelSets.get(method);
  if (!byRoute) durationLabelSets.set(method, (byRoute = new Map()));
  let byStatus = byRoute.get(route);
  if (!byStatus) byRoute.set(route, (byStatus = new Map()));
  let labels = byStatus.get(status);
  if (!labels) byStatus.set(status, (labels = { method, route, status_code: String(status) }));
  return labels;
}

/**
 * The access-log line and `http_request_duration_seconds` of one finished (or aborted) response, for
 * the middleware above and for answers the front listener gives before Express sees the request.
 */
function recordRequest(
  req: IncomingMessage,
  res: ServerResponse,
  started: number,
  requestId: string | undefined,
  fromResponseCache = false,
) {
  const ms = performance.now() - started;
  const path = pathOf(urlOf(req));
  const status = res.statusCode;
  // `close` without `finish`: the client went away before the answer was complete
  const aborted = !res.writableFinished;
  httpRequestDuration.observe(durationLabels(req.method ?? '', routeGroupOf(path), status), ms / 1000);
  if (QUIET_PATHS.has(path)) return;
  const level = aborted || status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
  if (!accessLogger.isLevelEnabled(level)) return;
  const operation = (res as ServerResponse & { locals?: Locals }).locals?.graphqlOperation;
  // one flat shape, keys in the order the line prints them
  const line: AccessLine = {
    requestId,
    req: { method: req.method, path, userAgent: req.headers['user-agent'] },
    res: { statusCode: status },
    durationMs: Math.round(ms * 1000) / 1000,
  };
  if (operation) line.operation = operation;
  if (fromResponseCache) line.responseCache = 'hit';
  writeAccessLine(level, line, `${req.method} ${path} ${status}${aborted ? ' (aborted)' : ''}`);
}

/**
 * Puts the public response cache's front listener ahead of the app's own on the HTTP server (call
 * it once the app is initialised, before or after `listen`): a hit is answered with its request id,
 * access-log line and metrics, without going through Express, Nest and their middleware; anything
 * else reaches the app as before.
 */
export function installResponseCacheFront(
  server: Server,
  cache: PublicResponseCache,
  options: {
    /** sets headers that depend on the request rather than on the answer (HSTS), for hits and misses alike */
    beforeAnswer?: (req: IncomingMessage, res: ServerResponse) => void;
  } = {},
): void {
  const appListeners = server.listeners('request') as RequestListener[];
  if (appListeners.length === 0) throw new Error('installResponseCacheFront: the server has no request listener yet');
  server.removeAllListeners('request');
  const app: RequestListener =
    appListeners.length === 1
      ? appListeners[0]!
      : (req, res) => {
          for (const listener of appListeners) listener.call(server, req, res);
        };
  const beforeAnswer = options.beforeAnswer;
  const front = cache.front(app, {
    requestId: (req) => requestIdFrom(req.headers[REQUEST_ID_HEADER]),
    // an answer the socket could not take at once (a slow reader) is over when the response closes:
    // logged now it would say "aborted"
    answered: (req, res, started, requestId) =>
      res.writableFinished
        ? recordRequest(req, res, started, requestId, true)
        : res.once('close', () => recordRequest(req, res, started, requestId, true)),
  });
  server.on(
    'request',
    beforeAnswer
      ? (req: IncomingMessage, res: ServerResponse) => {
          beforeAnswer(req, res);
          front(req, res);
        }
      : front,
  );
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
