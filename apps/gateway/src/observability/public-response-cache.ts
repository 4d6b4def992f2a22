import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';
import { SESSION_COOKIE } from '../graphql/session-cookie.js';
import { CACHE_CONTROL_PUBLIC } from './http-cache-policy.plugin.js';
import { responseCacheLookups } from './metrics.js';

/**
 * A tiny shared HTTP cache inside the gateway, for exactly the answers the gateway itself declares
 * shareable: `GET /graphql` answers marked `Cache-Control: public, max-age=60` (anonymous, only
 * catalogue/content fields, no errors; see HttpCachePolicyPlugin). A CDN in front would keep them
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
 * - entries live `ttlMs` (default 5 s): after a catalogue change (webhook, seed) an anonymous
 *   visitor may see the previous answer for at most that long, well inside the 60 s max-age the
 *   answer already allows any HTTP cache.
 *
 * Hits are answered before compression, CORS, helmet, body parsing and GraphQL, from compressed
 * copies the entry keeps per encoding (made once, on the first hit that asks for it), so a hit
 * costs a lookup and one write. CORS and helmet headers are part of the stored headers: a public
 * GET answer does not depend on the caller (the Origin of a cross-site caller only affects the
 * CORS headers, and cross-site callers cannot pass the CSRF check without a preflight).
 */
export interface PublicResponseCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  /** larger answers are not kept */
  maxBodyBytes?: number;
  path?: string;
}

type Encoding = 'br' | 'gzip' | 'identity';

interface CachedResponse {
  status: number;
  headers: [string, string | number | string[]][];
  /** the uncompressed answer */
  body: Buffer;
  /** compressed copies, made on the first hit that asks for each */
  encoded: Partial<Record<Encoding, Buffer>>;
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
]);

/** CORS headers depend on the caller's Origin: cross-origin requests are not served from here */
const isCorsHeader = (name: string) => name.startsWith('access-control-');

const CSRF_HEADERS = ['x-apollo-operation-name', 'apollo-require-preflight'];
const SIMPLE_CONTENT_TYPES = new Set(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']);

/** as compressionMiddleware: answers under 1 kB go out as they are; brotli at quality 4 */
const COMPRESSION_THRESHOLD = 1024;
const ENCODINGS: Encoding[] = ['br', 'gzip', 'identity'];
const PREFERRED: Encoding[] = ['br', 'gzip'];
const BROTLI_OPTIONS = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } };

/** an answer for this caller only: credentials (session, token) or a cross-origin caller (CORS) */
function isPersonal(req: Request): boolean {
  return hasCredentials(req) || req.headers.origin !== undefined;
}

function hasCredentials(req: Request): boolean {
  if (req.headers.authorization) return true;
  const cookie = req.headers.cookie;
  return cookie !== undefined && cookie.includes(`${SESSION_COOKIE}=`);
}

/** Apollo Server's CSRF prevention: a GET must carry something a simple cross-site request cannot. */
function passesCsrfCheck(req: Request): boolean {
  if (CSRF_HEADERS.some((name) => req.headers[name])) return true;
  const contentType = req.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  return contentType !== undefined && contentType !== '' && !SIMPLE_CONTENT_TYPES.has(contentType);
}

function encodingFor(req: Request): Encoding {
  if (!req.headers['accept-encoding']) return 'identity';
  // negotiator 1.x takes the server's preference order (its @types still describe 0.6)
  const negotiator = new Negotiator(req) as unknown as {
    encoding(available: Encoding[], options: { preferred: Encoding[] }): Encoding | undefined;
  };
  return negotiator.encoding(ENCODINGS, { preferred: PREFERRED }) ?? 'identity';
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

export interface PublicResponseCache extends RequestHandler {
  /** answers a hit; mount it before compression */
  serve: RequestHandler;
  /** keeps a missed answer on its way out; mount it after (inside) compression */
  capture: RequestHandler;
  clear(): void;
}

/** `serve` and `capture` as one middleware (mounted alone, without compression), or apart. */
export function publicResponseCache(options: PublicResponseCacheOptions = {}): PublicResponseCache {
  const path = options.path ?? '/graphql';
  const maxBodyBytes = options.maxBodyBytes ?? 512 * 1024;
  const entries = new LRUCache<string, CachedResponse>({ max: options.maxEntries ?? 500, ttl: options.ttlMs ?? 5_000 });
  /** the key of a request that missed, for `capture` */
  const missed = new WeakMap<Request, string>();

  const serve = (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || req.path !== path || isPersonal(req) || !passesCsrfCheck(req)) return next();
    // Apollo picks the content type from Accept, so it is part of the key
    const key = `${req.headers.accept ?? ''}\n${req.originalUrl}`;
    const cached = entries.get(key);
    if (!cached) {
      responseCacheLookups.inc({ result: 'miss' });
      missed.set(req, key);
      return next();
    }
    responseCacheLookups.inc({ result: 'hit' });
    const encoding = cached.body.length < COMPRESSION_THRESHOLD ? 'identity' : encodingFor(req);
    const body = encoded(cached, encoding);
    res.statusCode = cached.status;
    for (const [name, value] of cached.headers) res.setHeader(name, value);
    if (encoding !== 'identity') res.setHeader('content-encoding', encoding);
    res.setHeader('content-length', body.length);
    res.end(body);
  };

  const capture = (req: Request, res: Response, next: NextFunction) => {
    const key = missed.get(req);
    if (key === undefined) return next();
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
      if (res.statusCode !== 200 || res.getHeader('cache-control') !== CACHE_CONTROL_PUBLIC) return;
      if (res.getHeader('set-cookie') !== undefined || size > maxBodyBytes) return;
      const headers = Object.entries(res.getHeaders())
        .filter(([name, value]) => value !== undefined && !PER_RESPONSE_HEADERS.has(name) && !isCorsHeader(name))
        .map(([name, value]) => [name, value] as [string, string | number | string[]]);
      // the copies kept per encoding make the answer depend on Accept-Encoding (compression says so
      // too when it sees the answer, but not for every content type)
      const vary = headers.find(([name]) => name === 'vary');
      if (!vary) headers.push(['vary', 'Accept-Encoding']);
      else if (!/accept-encoding/i.test(String(vary[1]))) vary[1] = `${String(vary[1])}, Accept-Encoding`;
      entries.set(key, { status: 200, headers, body: Buffer.concat(chunks), encoded: {} });
    });
    next();
  };

  const both = (req: Request, res: Response, next: NextFunction) =>
    serve(req, res, (error?: unknown) => (error ? next(error) : capture(req, res, next)));
  return Object.assign(both, { serve, capture, clear: () => entries.clear() });
}
