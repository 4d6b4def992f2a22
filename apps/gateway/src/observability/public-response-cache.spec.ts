import { once } from 'node:events';
import { createServer, get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { SHAREABLE_ANSWER } from './http-cache-policy.plugin.js';
import { publicResponseCache } from './public-response-cache.js';

/** The cache middleware on a bare Express app whose "GraphQL" handler counts its calls. */
function appWith(cacheControl: string, ttlMs: number, extra?: (res: express.Response) => void, padding = 0) {
  const app = express();
  let calls = 0;
  app.use(publicResponseCache({ ttlMs }));
  app.get('/graphql', (_req, res) => {
    calls += 1;
    res.setHeader('cache-control', cacheControl);
    extra?.(res);
    const data = padding ? { n: calls, padding: 'catalogue '.repeat(padding) } : { n: calls };
    res.type('application/json').send(JSON.stringify({ data }));
  });
  return { app, calls: () => calls };
}

const preflight = { 'apollo-require-preflight': 'true' };

/** the bytes as sent (supertest would decompress them) */
async function rawGet(app: express.Express, path: string, headers: Record<string, string>) {
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      get({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
  } finally {
    server.close();
  }
}

describe('publicResponseCache', () => {
  it('keeps public answers for its ttl only', async () => {
    const { app, calls } = appWith('public, max-age=60', 1_000);
    await request(app).get('/graphql?q=1').set(preflight).expect(200, '{"data":{"n":1}}');
    await request(app).get('/graphql?q=1').set(preflight).expect(200, '{"data":{"n":1}}');
    await request(app).get('/graphql?q=2').set(preflight).expect(200, '{"data":{"n":2}}');
    expect(calls()).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await request(app).get('/graphql?q=1').set(preflight).expect(200, '{"data":{"n":3}}');
  });

  it('does not keep private answers, answers that set a cookie, or other paths', async () => {
    const priv = appWith('private, no-store', 10_000);
    await request(priv.app).get('/graphql?q=1').set(preflight);
    await request(priv.app).get('/graphql?q=1').set(preflight);
    expect(priv.calls()).toBe(2);

    const cookie = appWith('public, max-age=60', 10_000, (res) => res.cookie('x', 'y'));
    await request(cookie.app).get('/graphql?q=1').set(preflight);
    await request(cookie.app).get('/graphql?q=1').set(preflight);
    expect(cookie.calls()).toBe(2);
  });

  it('keys on the Accept header too (Apollo chooses the content type from it)', async () => {
    const { app, calls } = appWith('public, max-age=60', 10_000);
    await request(app)
      .get('/graphql?q=1')
      .set({ ...preflight, accept: 'application/json' });
    await request(app)
      .get('/graphql?q=1')
      .set({ ...preflight, accept: 'application/graphql-response+json' });
    expect(calls()).toBe(2);
  });

  it("answers GETs only when they pass Apollo's CSRF rule (a preflighted content type or a non-empty header)", async () => {
    const { app, calls } = appWith('public, max-age=60', 10_000);
    const twice = async (q: string, headers: Record<string, string>) => {
      await request(app).get(`/graphql?q=${q}`).set(headers).expect(200);
      await request(app).get(`/graphql?q=${q}`).set(headers).expect(200);
    };
    await twice('json', { 'content-type': 'application/json' });
    await twice('header', { 'x-apollo-operation-name': 'Catalogue' });
    expect(calls()).toBe(2);
    await twice('simple', { 'content-type': 'text/plain; charset=utf-8' });
    await twice('form', { 'content-type': 'application/x-www-form-urlencoded' });
    await twice('empty', { 'apollo-require-preflight': '' });
    expect(calls()).toBe(8);
  });

  it('answers hits compressed as the client accepts, from copies it compresses once', async () => {
    const { app, calls } = appWith('public, max-age=60', 10_000, undefined, 200);
    const plain = await request(app).get('/graphql?q=big').set(preflight).expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const encoding of ['br', 'gzip']) {
      for (let i = 0; i < 2; i += 1) {
        const res = await rawGet(app, '/graphql?q=big', { ...preflight, 'accept-encoding': `${encoding}, identity` });
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        const raw = res.body;
        expect(Number(res.headers['content-length'])).toBe(raw.length);
        expect(raw.length).toBeLessThan(plain.text.length);
        const decoded = encoding === 'br' ? brotliDecompressSync(raw) : gunzipSync(raw);
        expect(decoded.toString('utf8')).toBe(plain.text);
      }
    }
    expect(calls()).toBe(1);
  });

  it('leaves cross-origin callers (Origin header) to the whole pipeline: their CORS headers differ', async () => {
    const { app, calls } = appWith('public, max-age=60', 10_000, (res) =>
      res.setHeader('access-control-allow-origin', 'https://partner.example'),
    );
    await request(app)
      .get('/graphql?q=1')
      .set({ ...preflight, origin: 'https://partner.example' });
    await request(app)
      .get('/graphql?q=1')
      .set({ ...preflight, origin: 'https://partner.example' });
    expect(calls()).toBe(2);
    await request(app).get('/graphql?q=1').set(preflight);
    const hit = await request(app).get('/graphql?q=1').set(preflight);
    expect(calls()).toBe(3);
    expect(hit.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('drops its answers on clear(), and does not keep one that was being computed meanwhile', async () => {
    const app = express();
    const cache = publicResponseCache({ ttlMs: 10_000 });
    let calls = 0;
    app.use(cache);
    app.get('/graphql', (req, res) => {
      calls += 1;
      if (req.query.during === 'clear') cache.clear(); // the data changed while this answer was built
      res.setHeader('cache-control', 'public, max-age=60');
      res.json({ n: calls });
    });
    const get = (path: string) => request(app).get(path).set(preflight).expect(200);
    await get('/graphql?q=1');
    cache.clear();
    await get('/graphql?q=1');
    expect(calls).toBe(2);
    await get('/graphql?during=clear');
    await get('/graphql?during=clear');
    expect(calls).toBe(4);
  });

  describe('anonymous POST', () => {
    /** cache, then the JSON body parser and a handler that marks answers to `{ "query": "public..." }` shareable */
    function postApp(maxPostBodyBytes = 16 * 1024) {
      const app = express();
      let calls = 0;
      app.use(publicResponseCache({ ttlMs: 10_000, maxPostBodyBytes }));
      app.use(express.json({ limit: '100kb' }));
      app.post('/graphql', (req, res) => {
        calls += 1;
        const query = (req.body as { query?: string }).query ?? '';
        if (query.startsWith('public')) res.locals[SHAREABLE_ANSWER] = 'anonymous';
        res.setHeader('cache-control', 'private, no-store');
        res.json({ data: { n: calls, query } });
      });
      app.use((err: { status?: number }, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
        res.status(err.status ?? 500).json({ error: 'bad body' });
      });
      return { app, calls: () => calls };
    }
    const json = { 'content-type': 'application/json' };

    it('keeps shareable answers keyed on the body, and hands the parsed body on when it misses', async () => {
      const { app, calls } = postApp();
      const first = await request(app).post('/graphql').set(json).send({ query: 'public a' }).expect(200);
      expect(first.body).toEqual({ data: { n: 1, query: 'public a' } });
      const again = await request(app).post('/graphql').set(json).send({ query: 'public a' }).expect(200);
      expect(again.body).toEqual(first.body);
      expect(again.headers['cache-control']).toBe('private, no-store');
      await request(app).post('/graphql').set(json).send({ query: 'public b' }).expect(200);
      expect(calls()).toBe(2);
    });

    it('keeps nothing unshareable, personal, cross-origin or too large, and parses those bodies as usual', async () => {
      const { app, calls } = postApp(64);
      const send = (body: object, headers: Record<string, string> = {}) =>
        request(app)
          .post('/graphql')
          .set({ ...json, ...headers })
          .send(body)
          .expect(200);
      for (let i = 0; i < 2; i += 1) {
        await send({ query: 'private me' });
        await send({ query: 'public a' }, { authorization: 'Bearer x' });
        await send({ query: 'public a' }, { cookie: 'shop_session=x' });
        await send({ query: 'public a' }, { origin: 'https://elsewhere.example' });
        await send({ query: `public ${'x'.repeat(100)}` });
      }
      expect(calls()).toBe(10);
    });

    it('answers a malformed or non-object body through the error handler, as the body parser would', async () => {
      const { app, calls } = postApp();
      await request(app).post('/graphql').set(json).send('{"query": ').expect(400, { error: 'bad body' });
      await request(app).post('/graphql').set(json).send('"just a string"').expect(400, { error: 'bad body' });
      expect(calls()).toBe(0);
    });
  });

  describe('front listener (in front of the whole app, on the HTTP server)', () => {
    /** an HTTP server whose request listener is the cache's front, falling back to an Express app */
    function frontServer() {
      const cache = publicResponseCache({ ttlMs: 10_000, maxPostBodyBytes: 16 * 1024 });
      const app = express();
      let calls = 0;
      app.use(cache);
      app.use(express.json({ limit: '100kb' }));
      app.all('/graphql', (req, res) => {
        calls += 1;
        const query = req.method === 'GET' ? String(req.query.q) : (req.body as { query?: string }).query;
        if (req.method === 'GET') res.setHeader('cache-control', 'public, max-age=60');
        else res.locals[SHAREABLE_ANSWER] = 'anonymous';
        res.setHeader('x-frame-options', 'DENY');
        res.json({ data: { n: calls, query } });
      });
      app.use((err: { status?: number }, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
        res.status(err.status ?? 500).json({ error: 'bad body' });
      });
      const answered: string[] = [];
      const server = createServer(
        cache.front(app, {
          requestId: (req) => String(req.headers['x-request-id'] ?? 'minted'),
          answered: (req, _res, startedMs, requestId) => {
            expect(startedMs).toBeLessThanOrEqual(performance.now());
            answered.push(`${req.method} ${requestId}`);
          },
        }),
      );
      return { server, calls: () => calls, answered };
    }

    it('answers hits itself, with the stored headers and a request id, and hands misses to the app', async () => {
      const { server, calls, answered } = frontServer();
      const first = await request(server).get('/graphql?q=a').set(preflight).expect(200);
      expect(first.body).toEqual({ data: { n: 1, query: 'a' } });
      expect(answered).toEqual([]);
      const hit = await request(server).get('/graphql?q=a').set(preflight).set('x-request-id', 'req-2').expect(200);
      expect(hit.body).toEqual(first.body);
      expect(hit.headers['x-request-id']).toBe('req-2');
      expect(hit.headers['x-frame-options']).toBe('DENY');
      expect(hit.headers['cache-control']).toBe('public, max-age=60');
      expect(hit.headers['content-length']).toBe(String(hit.text.length));
      expect(calls()).toBe(1);
      expect(answered).toEqual(['GET req-2']);
      // a revalidation of the same answer: 304 without a body
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\//);
      const revalidated = await request(server).get('/graphql?q=a').set(preflight).set('if-none-match', etag);
      expect(revalidated.status).toBe(304);
      expect(revalidated.text).toBe('');
      const changed = await request(server).get('/graphql?q=a').set(preflight).set('if-none-match', 'W/"other"');
      expect(changed.status).toBe(200);
      expect(calls()).toBe(1);
    });

    it('reads small POST bodies once: a hit is answered, a miss reaches the app parsed, a bad one its error handler', async () => {
      const { server, calls, answered } = frontServer();
      const json = { 'content-type': 'application/json' };
      const first = await request(server).post('/graphql').set(json).send({ query: 'public a' }).expect(200);
      expect(first.body).toEqual({ data: { n: 1, query: 'public a' } });
      await request(server).post('/graphql').set(json).send({ query: 'public a' }).expect(200, first.text);
      expect(calls()).toBe(1);
      expect(answered).toEqual(['POST minted']);
      await request(server).post('/graphql').set(json).send('{"query": ').expect(400, { error: 'bad body' });
      expect(calls()).toBe(1);
    });

    it('never answers personal or cross-origin requests, nor GETs without the CSRF header', async () => {
      const { server, calls, answered } = frontServer();
      for (let i = 0; i < 2; i += 1) {
        await request(server).get('/graphql?q=a').set(preflight).set('cookie', 'shop_session=x').expect(200);
        await request(server).get('/graphql?q=b').set(preflight).set('authorization', 'Bearer x').expect(200);
        await request(server).get('/graphql?q=c').set(preflight).set('origin', 'https://elsewhere.example');
        await request(server).get('/graphql?q=d').expect(200);
      }
      expect(calls()).toBe(8);
      expect(answered).toEqual([]);
    });
  });
});
