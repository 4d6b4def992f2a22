import { once } from 'node:events';
import { get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { publicResponseCache } from './public-response-cache.js';

/** The cache middleware on a bare Express app whose "GraphQL" handler counts its calls. */
function appWith(
  cacheControl: string,
  ttlMs: number,
  extra?: (res: express.Response) => void,
  padding = 0,
) {
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
    await request(app).get('/graphql?q=1').set({ ...preflight, origin: 'https://partner.example' });
    await request(app).get('/graphql?q=1').set({ ...preflight, origin: 'https://partner.example' });
    expect(calls()).toBe(2);
    await request(app).get('/graphql?q=1').set(preflight);
    const hit = await request(app).get('/graphql?q=1').set(preflight);
    expect(calls()).toBe(3);
    expect(hit.headers['access-control-allow-origin']).toBeUndefined();
  });
});
