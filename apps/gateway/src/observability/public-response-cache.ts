import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
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
 *   write it: they go through the whole pipeline, session resolution and pricing included;
 * - only answers the policy plugin marked public are stored, never ones that set a cookie;
 * - the key is the Accept header plus the full URL (query hash or text, variables, operation name);
 * - Apollo's CSRF rule for GET (a preflight-forcing header) is checked before answering;
 * - entries live `ttlMs` (default 5 s): after a catalogue change (webhook, seed) an anonymous
 *   visitor may see the previous answer for at most that long, well inside the 60 s max-age the
 *   answer already allows any HTTP cache.
 */
export interface PublicResponseCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  /** larger answers are not kept */
  maxBodyBytes?: number;
  path?: string;
}

interface CachedResponse {
  status: number;
  headers: [string, string | number | string[]][];
  body: Buffer;
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

const CSRF_HEADERS = ['x-apollo-operation-name', 'apollo-require-preflight'];
const SIMPLE_CONTENT_TYPES = new Set(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']);

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

export function publicResponseCache(options: PublicResponseCacheOptions = {}): RequestHandler & { clear(): void } {
  const path = options.path ?? '/graphql';
  const maxBodyBytes = options.maxBodyBytes ?? 512 * 1024;
  const entries = new LRUCache<string, CachedResponse>({ max: options.maxEntries ?? 500, ttl: options.ttlMs ?? 5_000 });

  const middleware = (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || req.path !== path || hasCredentials(req) || !passesCsrfCheck(req)) return next();
    // Apollo picks the content type from Accept, so it is part of the key
    const key = `${req.headers.accept ?? ''}\n${req.originalUrl}`;
    const cached = entries.get(key);
    if (cached) {
      responseCacheLookups.inc({ result: 'hit' });
      res.status(cached.status);
      for (const [name, value] of cached.headers) res.setHeader(name, value);
      res.setHeader('content-length', cached.body.length);
      res.end(cached.body);
      return;
    }
    responseCacheLookups.inc({ result: 'miss' });

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
        .filter(([name, value]) => value !== undefined && !PER_RESPONSE_HEADERS.has(name))
        .map(([name, value]) => [name, value] as [string, string | number | string[]]);
      entries.set(key, { status: 200, headers, body: Buffer.concat(chunks) });
    });
    next();
  };
  return Object.assign(middleware, { clear: () => entries.clear() });
}
