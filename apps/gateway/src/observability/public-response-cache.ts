import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';
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
 * - Apollo's CSRF rule for GET (a preflight-forcing header) is checked before answering;
 * - every invalidation of the data cache (webhook, seed, another instance's) clears it (createApp
 *   wires CacheService.onInvalidate to `clear`), and entries live `ttlMs` (default 5 s) at most,
 *   well inside the 60 s max-age the GET answer already allows any HTTP cache.
 *
 * In the gateway, hits are answered by `front`, the HTTP server's request listener placed ahead of
 * Express and Nest (createApp installs it): no middleware, routing or GraphQL runs for them, only a
 * lookup and one `writeHead` + `end` of bytes and headers prepared once per encoding (compressed on
 * the first hit that asks for it; a matching If-None-Match gets a 304). Mounted as Express middleware
 * only (`serve` + `capture`), hits are answered before compression, CORS, helmet, body parsing and
 * GraphQL the same way. CORS and helmet headers are part of the stored headers: a public
 * GET answer does not depend on the caller (the Origin of a cross-site caller only affects the
 * CORS headers, and cross-site callers cannot pass the CSRF check without a preflight).
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
  /** the stored answer's ETag, if it has one (for If-None-Match) */
  etag: string | undefined;
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

const SIMPLE_CONTENT_TYPES = new Set(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']);

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
 * A verdict on a Content-Type value, worked out once per value: a client sends one or two, and
 * parsing the header was a visible share of a cache hit. At most 64 values are kept (a client
 * making up new ones only costs itself the parse).
 */
function contentTypeVerdict(decide: (contentType: string) => boolean): (contentType: string) => boolean {
  const seen = new Map<string, boolean>();
  return (contentType) => {
    let verdict = seen.get(contentType);
    if (verdict === undefined) {
      verdict = decide(contentType);
      if (seen.size < 64) seen.set(contentType, verdict);
    }
    return verdict;
  };
}

/** not a content type a simple cross-site request can send */
const isPreflightedContentType = contentTypeVerdict((contentType) => {
  const type = contentType.split(';')[0]?.trim().toLowerCase();
  return type !== undefined && type !== '' && !SIMPLE_CONTENT_TYPES.has(type);
});

/** Apollo Server's CSRF prevention: a GET must carry something a simple cross-site request cannot. */
function passesCsrfCheck(req: IncomingMessage): boolean {
  const headers = req.headers;
  if (headers['x-apollo-operation-name'] || headers['apollo-require-preflight']) return true;
  const contentType = headers['content-type'];
  return contentType !== undefined && isPreflightedContentType(contentType);
}

/** Accept-Encoding values seen -> the encoding chosen (browsers send a handful of distinct values) */
const negotiated = new LRUCache<string, Encoding>({ max: 64 });

function encodingFor(req: IncomingMessage): Encoding {
  const accepted = req.headers['accept-encoding'];
  if (!accepted) return 'identity';
  let encoding = negotiated.get(accepted);
  if (encoding === undefined) {
    // negotiator 1.x takes the server's preference order (its @types still describe 0.6)
    const negotiator = new Negotiator(req) as unknown as {
      encoding(available: Encoding[], options: { preferred: Encoding[] }): Encoding | undefined;
    };
    encoding = negotiator.encoding(ENCODINGS, { preferred: PREFERRED }) ?? 'identity';
    negotiated.set(accepted, encoding);
  }
  return encoding;
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

/** If-None-Match names the stored answer's ETag (weak comparison, as Express's `fresh` does) */
function isFresh(req: IncomingMessage, cached: CachedResponse): boolean {
  const etag = cached.etag;
  if (etag === undefined) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = String(req.headers['if-none-match']);
  return wanted.trim() === '*' || wanted.split(',').some((tag) => strip(tag) === strip(etag));
}

/** plain UTF-8 JSON */
const isPlainJsonContentType = contentTypeVerdict((contentType) => {
  const [type, ...params] = contentType.toLowerCase().split(';');
  return (
    type?.trim() === 'application/json' &&
    params.every((param) => !param.includes('charset') || /charset\s*=\s*"?utf-8"?/.test(param))
  );
});

/** an uncompressed UTF-8 JSON body of a known, small size: anything else is left to the body parser */
function isPlainJsonBody(req: IncomingMessage, maxBytes: number): boolean {
  const length = Number(req.headers['content-length']);
  if (!Number.isInteger(length) || length <= 0 || length > maxBytes) return false;
  if (req.headers['content-encoding'] !== undefined) return false;
  return isPlainJsonContentType(req.headers['content-type'] ?? '');
}

/** the whole body, to `done` (callbacks, not promises: this runs for every POST hit) */
function readBody(req: IncomingMessage, done: (error: Error | undefined, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  let settled = false;
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.once('end', () => {
    if (settled) return;
    settled = true;
    done(undefined, chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks));
  });
  req.once('error', (error) => {
    if (settled) return;
    settled = true;
    done(error, Buffer.alloc(0));
  });
}

/** as the JSON body parser (strict): an object or array, else a 400 its error handler answers */
function parseJsonBody(text: string): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return Object.assign(new SyntaxError(error instanceof Error ? error.message : 'invalid JSON'), {
      status: 400,
      statusCode: 400,
      type: 'entity.parse.failed',
      expose: true,
    });
  }
  if (typeof parsed !== 'object' || parsed === null) {
    return Object.assign(new SyntaxError('JSON body must be an object or an array'), {
      status: 400,
      statusCode: 400,
      type: 'entity.parse.failed',
      expose: true,
    });
  }
  return parsed;
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
   * `capture` keeps the answer.
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
    // a revalidation of the copy the caller already has (its ETag): 304 with the headers, no body
    if (req.headers['if-none-match'] !== undefined && isFresh(req, cached)) {
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
    readBody(req, (readError, raw) => {
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
      const etag = headers.find(([name]) => name === 'etag')?.[1];
      entries.set(key, {
        status: 200,
        headers,
        etag: typeof etag === 'string' ? etag : undefined,
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
