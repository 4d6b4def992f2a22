import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { publicResponseCache } from './public-response-cache.js';

/** The cache middleware on a bare Express app whose "GraphQL" handler counts its calls. */
function appWith(cacheControl: string, ttlMs: number, extra?: (res: express.Response) => void) {
  const app = express();
  let calls = 0;
  app.use(publicResponseCache({ ttlMs }));
  app.get('/graphql', (_req, res) => {
    calls += 1;
    res.setHeader('cache-control', cacheControl);
    extra?.(res);
    res.type('application/json').send(JSON.stringify({ data: { n: calls } }));
  });
  return { app, calls: () => calls };
}

const preflight = { 'apollo-require-preflight': 'true' };

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
});
