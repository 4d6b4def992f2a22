import { once } from 'node:events';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHAREABLE_ANSWER } from './http-cache-policy.plugin.js';
import { installResponseCacheFront, observabilityMiddlewares } from './http-middleware.js';
import { accessLogger } from './logger.js';
import { metricsRegistry } from './metrics.js';
import { publicResponseCache } from './public-response-cache.js';

/**
 * Hits answered by the front listener (ahead of Express) against the answers they repeat: the same
 * headers, the same kind of access-log line, and the same metrics as a request Express serves.
 */
const PADDING = 'catalogue '.repeat(300); // above the 1 kB compression threshold

let server: Server;
let base: { host: string; port: number };
let appCalls = 0;
let lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  const cache = publicResponseCache({ ttlMs: 60_000, maxPostBodyBytes: 16 * 1024 });
  const app = express();
  app.use(...observabilityMiddlewares({}, cache));
  app.use((_req, res, next) => {
    res.setHeader('x-frame-options', 'DENY');
    res.setHeader('content-security-policy', "default-src 'self'");
    next();
  });
  app.use(express.json());
  app.get('/graphql', (req, res) => {
    appCalls += 1;
    res.setHeader('cache-control', 'public, max-age=60');
    res.json({ data: { q: req.query.q, padding: PADDING } });
  });
  app.post('/graphql', (req, res) => {
    appCalls += 1;
    res.locals[SHAREABLE_ANSWER] = 'anonymous';
    res.setHeader('cache-control', 'private, no-store');
    res.json({ data: { body: req.body as unknown, padding: PADDING } });
  });
  server = createServer(app);
  installResponseCacheFront(server, cache);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = { host: '127.0.0.1', port: (server.address() as AddressInfo).port };

  // the access-log lines as written to the destination (not to stdout)
  accessLogger.level = 'info';
  const destination = (accessLogger as unknown as Record<symbol, { write(line: string): boolean }>)[
    pino.symbols.streamSym
  ]!;
  vi.spyOn(destination, 'write').mockImplementation((line: string) => {
    lines.push(JSON.parse(line) as Record<string, unknown>);
    return true;
  });
});

afterAll(async () => {
  vi.restoreAllMocks();
  server?.close();
});

beforeEach(() => {
  lines = [];
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  rawHeaders: string[];
  body: Buffer;
}

/** the answer as sent (no decompression) */
function call(method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ ...base, method, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          headers: res.headers,
          rawHeaders: res.rawHeaders,
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

const get = (q: string, headers: Record<string, string> = {}) =>
  call('GET', `/graphql?q=${q}`, { 'apollo-require-preflight': 'true', 'user-agent': 'spec-agent', ...headers });

/** every header but the ones that belong to one response */
function lasting(headers: IncomingHttpHeaders, ...also: string[]) {
  const skip = new Set(['date', 'x-request-id', ...also]);
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !skip.has(name)));
}

async function metric(name: string, labels: string): Promise<number> {
  const text = await metricsRegistry.metrics();
  const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}}`));
  return line === undefined ? 0 : Number(line.slice(line.lastIndexOf(' ') + 1));
}

const GET_200 = 'method="GET",route="/graphql",status_code="200"';
const POST_200 = 'method="POST",route="/graphql",status_code="200"';

describe('hits answered in front of Express', () => {
  it('carry the headers of the answer they repeat, with their own request id', async () => {
    const calls = appCalls;
    const miss = await get('headers');
    const hit = await get('headers', { 'x-request-id': 'hit-1' });
    const minted = await get('headers');
    expect(appCalls - calls).toBe(1);
    expect(hit.status).toBe(200);
    expect(hit.body.equals(miss.body)).toBe(true);
    expect(lasting(hit.headers)).toEqual(lasting(miss.headers));
    expect(hit.headers).toMatchObject({
      'x-frame-options': 'DENY',
      'content-security-policy': "default-src 'self'",
      'cache-control': 'public, max-age=60',
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(miss.body.length),
    });
    expect(hit.headers.vary).toMatch(/accept-encoding/i);
    expect(hit.headers.etag).toBe(miss.headers.etag);
    expect(hit.headers.date).toEqual(expect.any(String));
    expect(hit.headers['x-request-id']).toBe('hit-1');
    expect(minted.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(minted.headers['x-request-id']).not.toBe(miss.headers['x-request-id']);
    // one header line each: the prepared list is not left with an id from an earlier hit
    expect(minted.rawHeaders.filter((name) => name.toLowerCase() === 'x-request-id')).toHaveLength(1);
  });

  it('answer each encoding and a revalidation with the same headers', async () => {
    const identity = await get('encodings');
    for (const encoding of ['br', 'gzip'] as const) {
      for (let i = 0; i < 2; i += 1) {
        const hit = await get('encodings', { 'accept-encoding': encoding });
        expect(lasting(hit.headers, 'content-encoding', 'content-length')).toEqual(
          lasting(identity.headers, 'content-length'),
        );
        expect(hit.headers['content-encoding']).toBe(encoding);
        expect(Number(hit.headers['content-length'])).toBe(hit.body.length);
        const decoded = encoding === 'br' ? brotliDecompressSync(hit.body) : gunzipSync(hit.body);
        expect(decoded.equals(identity.body)).toBe(true);
      }
    }
    const revalidated = await get('encodings', { 'if-none-match': String(identity.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(lasting(revalidated.headers, 'content-length')).toEqual(lasting(identity.headers, 'content-length'));
  });

  it('are logged like the request they repeat, marked as cache hits', async () => {
    await get('logged');
    await get('logged', { 'x-request-id': 'logged-2' });
    expect(lines).toHaveLength(2);
    const [miss, hit] = lines as [Record<string, unknown>, Record<string, unknown>];
    const keys = ['level', 'time', 'service', 'requestId', 'req', 'res', 'durationMs'];
    expect(Object.keys(miss)).toEqual([...keys, 'msg']);
    expect(Object.keys(hit)).toEqual([...keys, 'responseCache', 'msg']);
    expect(hit).toEqual({
      level: 'info',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      service: 'shop-gateway',
      requestId: 'logged-2',
      req: { method: 'GET', path: '/graphql', userAgent: 'spec-agent' },
      res: { statusCode: 200 },
      durationMs: expect.any(Number),
      responseCache: 'hit',
      msg: 'GET /graphql 200',
    });
    expect(Object.keys(hit.req as object)).toEqual(['method', 'path', 'userAgent']);
    expect(miss).toMatchObject({ req: hit.req, res: hit.res, msg: hit.msg });
    expect(miss.responseCache).toBeUndefined();
  });

  it('are counted in the request duration histogram and as cache hits', async () => {
    await get('counted');
    const requests = await metric('http_request_duration_seconds_count', GET_200);
    const hits = await metric('public_response_cache_lookups_total', 'result="hit"');
    await get('counted');
    await get('counted');
    expect(await metric('http_request_duration_seconds_count', GET_200)).toBe(requests + 2);
    expect(await metric('public_response_cache_lookups_total', 'result="hit"')).toBe(hits + 2);
  });

  it('to a small anonymous POST are answered, logged and counted the same way', async () => {
    const body = JSON.stringify({ query: '{ posted }' });
    const post = (headers: Record<string, string> = {}) =>
      call('POST', '/graphql', { 'content-type': 'application/json', 'user-agent': 'spec-agent', ...headers }, body);
    const calls = appCalls;
    const miss = await post();
    const requests = await metric('http_request_duration_seconds_count', POST_200);
    const hit = await post({ 'x-request-id': 'posted-2' });
    expect(appCalls - calls).toBe(1);
    expect(hit.body.equals(miss.body)).toBe(true);
    expect(lasting(hit.headers)).toEqual(lasting(miss.headers));
    expect(hit.headers['x-request-id']).toBe('posted-2');
    expect(await metric('http_request_duration_seconds_count', POST_200)).toBe(requests + 1);
    expect(lines.at(-1)).toMatchObject({
      requestId: 'posted-2',
      req: { method: 'POST', path: '/graphql', userAgent: 'spec-agent' },
      res: { statusCode: 200 },
      responseCache: 'hit',
      msg: 'POST /graphql 200',
    });
  });
});

describe('a hit to a slow reader', () => {
  it('is logged once the answer is out, not as aborted', async () => {
    // an answer far larger than the loopback socket buffers: end() cannot hand it all over at once
    const big = 'x'.repeat(12 * 1024 * 1024);
    const cache = publicResponseCache({ ttlMs: 60_000, maxBodyBytes: 16 * 1024 * 1024, maxPostBodyBytes: 0 });
    const app = express();
    app.use(...observabilityMiddlewares({}, cache));
    app.get('/graphql', (_req, res) => {
      res.setHeader('cache-control', 'public, max-age=60');
      res.json({ data: { big } });
    });
    const slow = createServer(app);
    installResponseCacheFront(slow, cache);
    slow.listen(0, '127.0.0.1');
    await once(slow, 'listening');
    const port = (slow.address() as AddressInfo).port;
    try {
      const fetchAll = async (pauseMs: number) => {
        const socket = connect(port, '127.0.0.1');
        await once(socket, 'connect');
        socket.pause();
        socket.write(
          'GET /graphql?q=big HTTP/1.1\r\nHost: x\r\nAccept-Encoding: identity\r\n' +
            'Apollo-Require-Preflight: true\r\nConnection: close\r\n\r\n',
        );
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
        let bytes = 0;
        socket.on('data', (chunk: Buffer) => (bytes += chunk.length));
        socket.resume();
        await once(socket, 'close');
        return bytes;
      };
      expect(await fetchAll(0)).toBeGreaterThan(big.length); // the miss, now cached
      lines = [];
      expect(await fetchAll(300)).toBeGreaterThan(big.length); // the hit, read late
      await new Promise((resolve) => setTimeout(resolve, 50));
      const hit = lines.find((line) => line['responseCache'] === 'hit');
      expect(hit).toMatchObject({ level: 'info', msg: 'GET /graphql 200' });
    } finally {
      slow.close();
    }
  });
});
