import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import contentType from 'content-type';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import fresh from 'fresh';
import createError from 'http-errors';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';
import getRawBody from 'raw-body';
import MIMEType from 'whatwg-mimetype';
import { SESSION_COOKIE } from '../graphql/session-cookie.js';
import { ANONYMOUS_CLASS, CACHE_CONTROL_PUBLIC, SHAREABLE_ANSWER } from './http-cache-policy.plugin.js';
import { responseCacheLookups } from './metrics.js';

/**
 * A tiny shared HTTP cache inside the gateway, for exactly the answers the gateway itself declares
 * shareable: `GET /graphql` answers marked `Cache-Control: public, max-age=60` (anonymous, only
 * catalogue/content fields, no errors; see HttpCachePolicyPlugin), and the same kind of answer to
 * an anonymous `POST /graphql` with a small JSON body (keyed on the body; marked in `res.locals` by
 * the plugin, and still `private, no-store` for HTTP caches since POST answers are not shared). A CDN in front would keep them
 * for 60 s; this keeps them for a few seconds, so a burst of anonymous visitors on the same page
 * costs one GraphQL execution instead of hundreds, without a CDN.
 *
 * What makes it safe:
 * - requests carrying credentials (an Authorization header or the session cookie) never read or
 *   write it: they go through the whole pipeline, session resolution and pricing included; nor do
 *   cross-origin ones (an Origin header), whose CORS headers depend on that origin;
 * - only answers the policy plugin marked public are stored, never ones that set a cookie;
 * - the key is the Accept header plus the full URL (query hash or text, variables, operation name);
 * - Apollo's CSRF rule for GET (a preflight-forcing content type or header) is checked before answering;
 * - every invalidation of the data cache (webhook, seed, another instance's) clears it (createApp
 *   wires CacheService.onInvalidate to `clear`), and entries live `ttlMs` (default 5 s) at most,
 *   well inside the 60 s max-age the GET answer already allows any HTTP cache.
 *
 * In the gateway, hits are answered by `front`, the HTTP server's request listener placed ahead of
 * Express and Nest (createApp installs it): no middleware, routing or GraphQL runs for them, only a
 * lookup and one `writeHead` + `end` of bytes and headers prepared once per encoding (compressed on
 * the first hit that asks for it; a GET whose validators match gets a 304). Mounted as Express
 * middleware only (`serve` + `capture`), hits are answered before compression, CORS, helmet, body
 * parsing and GraphQL the same way. CORS and helmet headers are part of the stored headers: a public
 * GET answer does not depend on the caller (the Origin of a cross-site caller only affects the
 * CORS headers, and cross-site callers cannot pass the CSRF check without a preflight).
 *
 * The HTTP parts are the ones Express itself uses: `fresh` decides a 304 (as `req.fresh`), `raw-body`
 * reads a POST body and `content-type` checks its type (as the JSON body parser), `negotiator` picks
 * the encoding (as compression), `http-errors` shapes a bad body's 400, Node's zlib compresses; the
 * ETag is the one Express gave the answer. Only the lookup, the keys and the capture are its own.
 */
export interface PublicResponseCacheOptions {
  ttlMs?: number;
  /**
   * POST bodies up to this size (Content-Length) are read here and keyed on (default 16 kB; 0 = POST
   * answers are not kept). Must not exceed the JSON body parser's limit.
   */
  maxPostBodyBytes?: number;
  maxEntries?: number;
  /** larger answers are not kept */
  maxBodyBytes?: number;
  path?: string;
  /**
   * The pricing class of a caller with credentials ('buyer'), or null when the app must answer
   * (an unknown or expired token: the app clears the cookie). Without it, such callers always go
   * to the app.
   */
  pricingClass?: (req: IncomingMessage) => Promise<string | null>;
}

type Encoding = 'br' | 'gzip' | 'identity';

/**
 * One way of answering a stored entry (an encoding, or 304): its status, its headers as one flat
 * `[name, value, ...]` list for `writeHead` ending in `x-request-id` and an empty slot for the id of
 * the request being answered, and its body.
 */
interface Wire {
  status: number;
  head: (string | number | string[])[];
  body: Buffer | undefined;
}

interface CachedResponse {
  status: number;
  headers: [string, string | number | string[]][];
  /** the stored answer's validators (ETag, Last-Modified), for `fresh` */
  validators: { etag?: string; 'last-modified'?: string };
  /** the uncompressed answer */
  body: Buffer;
  /** compressed copies, made on the first hit that asks for each */
  encoded: Partial<Record<Encoding, Buffer>>;
  /** per encoding, made on the first hit that asks for it */
  wire: Partial<Record<Encoding, Wire>>;
  /** the 304 to a matching If-None-Match, made on the first one */
  notModified?: Wire;
}

/** headers that belong to one response, not to the content */
const PER_RESPONSE_HEADERS = new Set([
  'x-request-id',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'set-cookie',
  // decided per request (TLS or not), see security/http-security.ts
  'strict-transport-security',
]);

/** CORS headers depend on the caller's Origin: cross-origin requests are not served from here */
const isCorsHeader = (name: string) => name.startsWith('access-control-');

/** as compressionMiddleware: answers under 1 kB go out as they are; brotli at quality 4 */
const COMPRESSION_THRESHOLD = 1024;
const ENCODINGS: Encoding[] = ['br', 'gzip', 'identity'];
const PREFERRED: Encoding[] = ['br', 'gzip'];
const BROTLI_OPTIONS = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } };

/** CORS headers depend on the caller's Origin: cross-origin requests always go to the app */
function isCrossOrigin(req: IncomingMessage): boolean {
  return req.headers.origin !== undefined;
}

function hasCredentials(req: IncomingMessage): boolean {
  if (req.headers.authorization) return true;
  const cookie = req.headers.cookie;
  return cookie !== undefined && cookie.includes(`${SESSION_COOKIE}=`);
}

/**
 * A decision on a header value (Content-Type, Accept-Encoding), worked out once per value: a client
 * sends one or two, and parsing the header was a visible share of a cache hit. At most 64 values are
 * kept (a client making up new ones only costs itself the parse).
 */
function perHeaderValue<T>(decide: (value: string) => T): (value: string) => T {
  const seen = new Map<string, T>();
  return (value) => {
    let decided = seen.get(value);
    if (decided === undefined) {
      decided = decide(value);
      if (seen.size < 64) seen.set(value, decided);
    }
    return decided;
  };
}

/**
 * Apollo Server's CSRF prevention (`csrfPrevention: true`), the same rule as its `preventCsrf`
 * (@apollo/server src/preventCsrf.ts, which the package does not export) with its default
 * `recommendedCsrfPreventionRequestHeaders`: a request passes when its Content-Type does not parse
 * (whatwg-mimetype, as Apollo) or is not one a simple cross-site request can send, or when it carries
 * a non-empty value for one of these headers.
 */
const CSRF_PREVENTION_REQUEST_HEADERS = ['x-apollo-operation-name', 'apollo-require-preflight'] as const;
const NON_PREFLIGHTED_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

const forcesPreflight = perHeaderValue((value) => {
  const parsed = MIMEType.parse(value);
  return parsed === null || !NON_PREFLIGHTED_CONTENT_TYPES.includes(parsed.essence);
});

function passesCsrfCheck(req: IncomingMessage): boolean {
  const headers = req.headers;
  const type = headers['content-type'];
  if (type !== undefined && forcesPreflight(type)) return true;
  return CSRF_PREVENTION_REQUEST_HEADERS.some((name) => {
    const value = headers[name];
    return value !== undefined && value.length > 0;
  });
}

/** the encoding negotiator picks for an Accept-Encoding value, with the server's preference order */
const negotiatedEncoding = perHeaderValue((accepted): Encoding => {
  // negotiator 1.x takes the preference order as an option (its @types still describe 0.6)
  const negotiator = new Negotiator({ headers: { 'accept-encoding': accepted } }) as unknown as {
    encoding(available: Encoding[], options: { preferred: Encoding[] }): Encoding | undefined;
  };
  return negotiator.encoding(ENCODINGS, { preferred: PREFERRED }) ?? 'identity';
});

function encodingFor(req: IncomingMessage): Encoding {
  const accepted = req.headers['accept-encoding'];
  return accepted ? negotiatedEncoding(accepted) : 'identity';
}

/** the path of a raw request URL (no query) */
function pathOf(url: string | undefined): string {
  if (!url) return '/';
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

function encoded(entry: CachedResponse, encoding: Encoding): Buffer {
  if (encoding === 'identity') return entry.body;
  let bytes = entry.encoded[encoding];
  if (!bytes) {
    bytes = encoding === 'br' ? brotliCompressSync(entry.body, BROTLI_OPTIONS) : gzipSync(entry.body);
    entry.encoded[encoding] = bytes;
  }
  return bytes;
}

/**
 * An uncompressed UTF-8 JSON body of a known, small size (`content-type` parses the header, the
 * charset defaulting to UTF-8 as in the JSON body parser): anything else is left to the body parser.
 */
const isPlainJsonContentType = perHeaderValue((value) => {
  try {
    const parsed = contentType.parse(value);
    const charset = parsed.parameters.charset?.toLowerCase();
    return parsed.type === 'application/json' && (charset === undefined || charset === 'utf-8');
  } catch {
    return false;
  }
});

function isPlainJsonBody(req: IncomingMessage, maxBytes: number): boolean {
  const length = Number(req.headers['content-length']);
  if (!Number.isInteger(length) || length <= 0 || length > maxBytes) return false;
  if (req.headers['content-encoding'] !== undefined) return false;
  return isPlainJsonContentType(req.headers['content-type'] ?? '');
}

/**
 * As body-parser's JSON parser (strict, which Express's `json()` uses): an object or array, else the
 * 400 it raises (an http-errors error typed `entity.parse.failed`) for the app's error handler.
 */
function parseJsonBody(text: string): unknown {
  // the first character after JSON whitespace (RFC 8259: space, tab, line feed, carriage return)
  const first = /^[ \t\n\r]*(.)/.exec(text)?.[1];
  try {
    if (first !== '{' && first !== '[') throw new SyntaxError('JSON body must be an object or an array');
    return JSON.parse(text);
  } catch (error) {
    return createError(400, error as Error, { body: text, type: 'entity.parse.failed' });
  }
}

/** what the front listener tells its host about an answer it gave itself */
export interface FrontHooks {
  /** the id the answer carries in `X-Request-Id` */
  requestId(req: IncomingMessage): string;
  /** after a hit was written (access log, metrics); `startedMs` is `performance.now()` on arrival */
  answered?(req: IncomingMessage, res: ServerResponse, startedMs: number, requestId: string): void;
}

export interface PublicResponseCache extends RequestHandler {
  /** answers a hit; mount it before compression */
  serve: RequestHandler;
  /** keeps a missed answer on its way out; mount it after (inside) compression */
  capture: RequestHandler;
  /**
   * The node:http request listener in front of the whole app: hits are answered here, before Express
   * and Nest see the request (a hit then costs a lookup and one `writeHead` + `end`); everything else
   * goes to `fallback` (the app), with the lookup already made so `serve` does not repeat it and
   * `capture` keeps the answer. Still worth it: with hits answered inside Express instead (`serve`),
   * `npm run bench` measured the warm catalogue at 0.24x bare node:http for GET+APQ and 0.10x for
   * POST, against 0.30-0.57x and 0.47-0.59x with it (2026-11-25, shared 2-core machine).
   */
  front(fallback: RequestListener, hooks: FrontHooks): RequestListener;
  /** drops every answer (the catalogue or content changed); answers being computed are not kept */
  clear(): void;
}

/** a POST body the front listener read: handed on parsed (or as the error the body parser would raise) */
const PREREAD = Symbol('public-response-cache.preread');
type Preread = { error?: Error };

/** `serve` and `capture` as one middleware (mounted alone, without compression), or apart. */
export function publicResponseCache(options: PublicResponseCacheOptions = {}): PublicResponseCache {
  const path = options.path ?? '/graphql';
  const maxBodyBytes = options.maxBodyBytes ?? 512 * 1024;
  const maxPostBodyBytes = options.maxPostBodyBytes ?? 16 * 1024;
  const entries = new LRUCache<string, CachedResponse>({ max: options.maxEntries ?? 500, ttl: options.ttlMs ?? 5_000 });
  /** the key of a request that missed, and the generation it missed in, for `capture` */
  const missed = new WeakMap<IncomingMessage, { key: string; generation: number; pricingClass: string }>();
  const classify = options.pricingClass;

  /**
   * Calls `then` with the caller's pricing class (anonymous without credentials), or `otherwise`
   * when the caller must go to the app (cross-origin, a token that does not resolve, a lookup error).
   */
  const withPricingClass = (req: IncomingMessage, then: (pricingClass: string) => void, otherwise: () => void) => {
    if (isCrossOrigin(req)) return otherwise();
    if (!hasCredentials(req)) return then(ANONYMOUS_CLASS);
    if (!classify) return otherwise();
    classify(req).then(
      (pricingClass) => (pricingClass === null ? otherwise() : then(pricingClass)),
      () => otherwise(),
    );
  };
  /** bumped by clear(): an answer computed from data older than the last clear is not kept */
  let generation = 0;
  const hits = responseCacheLookups.labels({ result: 'hit' });
  const misses = responseCacheLookups.labels({ result: 'miss' });

  /** the stored answer in the encoding this caller takes, with its headers, made once per encoding */
  const wireFor = (req: IncomingMessage, cached: CachedResponse): Wire => {
    // a revalidation of the copy the caller already has: 304 with the headers, no body (as Express's
    // `req.fresh`: GET only, `fresh` compares If-None-Match / If-Modified-Since with the validators)
    if (req.method === 'GET' && fresh(req.headers, cached.validators)) {
      cached.notModified ??= { status: 304, head: [...cached.headers.flat(), 'x-request-id', ''], body: undefined };
      return cached.notModified;
    }
    const encoding = cached.body.length < COMPRESSION_THRESHOLD ? 'identity' : encodingFor(req);
    let wire = cached.wire[encoding];
    if (!wire) {
      const body = encoded(cached, encoding);
      const head: (string | number | string[])[] = cached.headers.flat();
      if (encoding !== 'identity') head.push('content-encoding', encoding);
      head.push('content-length', body.length, 'x-request-id', '');
      wire = { status: cached.status, head, body };
      cached.wire[encoding] = wire;
    }
    return wire;
  };

  /** a hit inside Express (the front listener is not installed; the id header is already set) */
  const answer = (req: Request, res: Response, cached: CachedResponse) => {
    hits.inc();
    const { status, head, body } = wireFor(req, cached);
    res.statusCode = status;
    for (let i = 0; i < head.length - 2; i += 2) res.setHeader(head[i] as string, head[i + 1]!);
    res.end(body);
  };

  /** a miss: `capture` keeps the answer the app computes, unless the data changes meanwhile */
  const miss = (req: IncomingMessage, key: string, pricingClass: string) => {
    misses.inc();
    missed.set(req, { key, generation, pricingClass });
  };

  const lookup = (req: Request, res: Response, next: NextFunction, key: string, pricingClass: string) => {
    const cached = entries.get(key);
    if (cached) return answer(req, res, cached);
    miss(req, key, pricingClass);
    next();
  };

  /** the key of a GET this cache may answer, else undefined */
  const getKey = (req: IncomingMessage, url: string, pricingClass: string) =>
    passesCsrfCheck(req) ? `${pricingClass}\n${req.headers.accept ?? ''}\n${url}` : undefined;

  /**
   * Reads a small JSON POST body and looks it up (the key is the body as sent: an answer is only ever
   * stored under a body that parsed). A hit goes to `onHit` and the body is never parsed; a miss is
   * handed on to the app parsed, as the JSON body parser would (`onMiss`), or as the error that parser
   * would raise (`onError`, also for a body that could not be read).
   */
  const lookupPost = (
    req: IncomingMessage,
    pricingClass: string,
    onHit: (cached: CachedResponse) => void,
    onMiss: () => void,
    onError: (error: Error) => void,
  ) =>
    // raw-body, as the JSON body parser reads it (a body shorter or longer than its Content-Length,
    // or an aborted one, is the same 400 error)
    getRawBody(req, { length: req.headers['content-length'], limit: maxPostBodyBytes }, (readError, raw) => {
      if (readError) return onError(readError);
      const text = raw.toString('utf8');
      const key = `${pricingClass}\nPOST\n${req.headers.accept ?? ''}\n${text}`;
      const cached = entries.get(key);
      if (cached) return onHit(cached);
      const parsed = parseJsonBody(text);
      if (parsed instanceof Error) return onError(parsed);
      Object.assign(req, { body: parsed, rawBody: raw });
      miss(req, key, pricingClass);
      onMiss();
    });

  const takesPost = (req: IncomingMessage) =>
    req.method === 'POST' && maxPostBodyBytes > 0 && isPlainJsonBody(req, maxPostBodyBytes);

  const serve = (req: Request, res: Response, next: NextFunction) => {
    // the front listener has already looked this one up (and read its body)
    const preread = (req as Request & { [PREREAD]?: Preread })[PREREAD];
    if (preread) return next(preread.error);
    if (missed.has(req)) return next();
    if (req.path !== path) return next();
    if (req.method !== 'GET' && !takesPost(req)) return next();
    withPricingClass(
      req,
      (pricingClass) => {
        if (req.method === 'GET') {
          const key = getKey(req, req.originalUrl, pricingClass);
          return key === undefined ? next() : lookup(req, res, next, key, pricingClass);
        }
        // the key is the body: read it here and hand it on parsed, as the JSON body parser would
        lookupPost(
          req,
          pricingClass,
          (cached) => answer(req, res, cached),
          () => next(),
          (error) => next(error),
        );
      },
      () => next(),
    );
  };

  const front = (fallback: RequestListener, hooks: FrontHooks): RequestListener => {
    const answered = hooks.answered;
    const answerRaw = (req: IncomingMessage, res: ServerResponse, cached: CachedResponse, startedMs: number) => {
      hits.inc();
      const wire = wireFor(req, cached);
      const requestId = hooks.requestId(req);
      // the id goes in the last slot of the prepared list: writeHead serialises it at once
      const head = wire.head;
      head[head.length - 1] = requestId;
      res.writeHead(wire.status, head);
      res.end(wire.body);
      answered?.(req, res, startedMs, requestId);
    };
    const frontLookup = (
      req: IncomingMessage,
      res: ServerResponse,
      key: string,
      pricingClass: string,
      startedMs: number,
    ) => {
      const cached = entries.get(key);
      if (cached) return answerRaw(req, res, cached, startedMs);
      miss(req, key, pricingClass);
      fallback(req, res);
    };
    const handOnError = (req: IncomingMessage, res: ServerResponse, error: Error) => {
      Object.assign(req, { [PREREAD]: { error } satisfies Preread });
      fallback(req, res);
    };
    return (req, res) => {
      const startedMs = performance.now();
      const url = req.url ?? '/';
      if (pathOf(url) !== path) return fallback(req, res);
      if (req.method !== 'GET' && !takesPost(req)) return fallback(req, res);
      withPricingClass(
        req,
        (pricingClass) => {
          if (req.method === 'GET') {
            const key = getKey(req, url, pricingClass);
            return key === undefined ? fallback(req, res) : frontLookup(req, res, key, pricingClass, startedMs);
          }
          lookupPost(
            req,
            pricingClass,
            (cached) => answerRaw(req, res, cached, startedMs),
            () => fallback(req, res),
            (error) => handOnError(req, res, error),
          );
        },
        () => fallback(req, res),
      );
    };
  };

  const capture = (req: Request, res: Response, next: NextFunction) => {
    const missedAs = missed.get(req);
    if (missedAs === undefined) return next();
    const { key, pricingClass } = missedAs;
    // capture the answer on its way out (before compression, which sits further out)
    const chunks: Buffer[] = [];
    let size = 0;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function' || size > maxBodyBytes) return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
      size += buffer.length;
      chunks.push(buffer);
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response['write'];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return end(chunk, ...rest);
    }) as Response['end'];
    res.once('finish', () => {
      // shared by every caller of the class the app answered as (the session may have ended meanwhile)
      // (an anonymous GET answer HTTP caches may share is shareable here too)
      const shareable =
        (res.locals as Record<string, unknown>)[SHAREABLE_ANSWER] === pricingClass ||
        (pricingClass === ANONYMOUS_CLASS &&
          req.method === 'GET' &&
          res.getHeader('cache-control') === CACHE_CONTROL_PUBLIC);
      if (res.statusCode !== 200 || !shareable || missedAs.generation !== generation) return;
      if (res.getHeader('set-cookie') !== undefined || size > maxBodyBytes) return;
      const headers = Object.entries(res.getHeaders())
        .filter(([name, value]) => value !== undefined && !PER_RESPONSE_HEADERS.has(name) && !isCorsHeader(name))
        .map(([name, value]) => [name, value] as [string, string | number | string[]]);
      // the copies kept per encoding make the answer depend on Accept-Encoding (compression says so
      // too when it sees the answer, but not for every content type)
      const vary = headers.find(([name]) => name === 'vary');
      if (!vary) headers.push(['vary', 'Accept-Encoding']);
      else if (!/accept-encoding/i.test(String(vary[1]))) vary[1] = `${String(vary[1])}, Accept-Encoding`;
      const validators: CachedResponse['validators'] = {};
      for (const [name, value] of headers) {
        if ((name === 'etag' || name === 'last-modified') && typeof value === 'string') validators[name] = value;
      }
      entries.set(key, {
        status: 200,
        headers,
        validators,
        body: Buffer.concat(chunks),
        encoded: {},
        wire: {},
      });
    });
    next();
  };

  const both = (req: Request, res: Response, next: NextFunction) =>
    serve(req, res, (error?: unknown) => (error ? next(error) : capture(req, res, next)));
  const clear = () => {
    generation += 1;
    entries.clear();
  };
  return Object.assign(both, { serve, capture, front, clear });
}
