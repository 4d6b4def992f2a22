import { Writable } from 'node:stream';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoggers } from '../src/observability/logger.js';
import { PinoNestLogger } from '../src/observability/nest-logger.js';
import { DEMO_CUSTOMER } from '../src/backends/embedded/seed/catalogue.js';
import { startShop } from './commerce.harness.js';

let shop: Awaited<ReturnType<typeof startShop>>;
const METRICS_TOKEN = 'metrics-token-for-the-scraper-0123456789';
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(...chunk.toString().trim().split('\n'));
    done();
  },
});

beforeAll(async () => {
  const { logger } = createLoggers(logStream);
  logger.level = 'info';
  // production as a first install often is: no SMTP_URL, no PUBLIC_SITE_URL
  shop = await startShop(
    {
      NODE_ENV: 'production',
      PUBLIC_SITE_URL: '',
      TRUST_PROXY: 'true',
      METRICS_ALLOW: '10.0.0.0/8',
      METRICS_TOKEN,
    },
    { logger: new PinoNestLogger(logger) },
  );
});

afterAll(async () => {
  await shop?.stop();
});

const post = (query: string) =>
  request(shop.gateway.http).post('/graphql').set('Content-Type', 'application/json').send({ query });

describe('in production', () => {
  it('turns introspection off', async () => {
    const res = await post('{ __schema { queryType { name } } }');
    expect(res.status).toBe(400);
    expect(res.body.data).toBeUndefined();
    expect(JSON.stringify(res.body)).toMatch(/introspection/i);
  });

  it('does not suggest field names', async () => {
    const res = await post('{ shop { nam } }');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).not.toMatch(/Did you mean|"name"/);
  });

  it('starts without SMTP_URL and PUBLIC_SITE_URL but warns at start-up and on /readyz', async () => {
    const warnings = logLines
      .map((line) => JSON.parse(line) as { level: string; msg: string })
      .filter((line) => line.level === 'warn')
      .map((line) => line.msg)
      .join('\n');
    expect(warnings).toMatch(/SMTP_URL/);
    expect(warnings).toMatch(/PUBLIC_SITE_URL/);
    const ready = await request(shop.gateway.http).get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('ready');
    expect(ready.body.warnings).toEqual(
      expect.arrayContaining([expect.stringMatching(/SMTP_URL/), expect.stringMatching(/PUBLIC_SITE_URL/)]),
    );
  });

  it('starts empty without DEMO_DATA: no demo catalogue, no demo buyer, and says so in the log and on /readyz', async () => {
    expect(await shop.gateway.store.catalogue.listProducts()).toEqual([]);
    const login = await request(shop.gateway.http)
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .send({
        query: 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
        variables: { e: DEMO_CUSTOMER.email, p: DEMO_CUSTOMER.password },
      });
    expect(login.body.data.login.token).toBeNull();
    const ready = await request(shop.gateway.http).get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.warnings).toContainEqual(expect.stringMatching(/empty.*DEMO_DATA/));
    expect(logLines.join('\n')).toMatch(/empty.*DEMO_DATA/);
  });

  it('has no dev outbox', async () => {
    expect((await request(shop.gateway.http).get('/dev/outbox')).status).toBe(404);
  });

  it('sends a strict CSP without the development IDE hosts', async () => {
    const res = await request(shop.gateway.http).get('/healthz');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toContain('unpkg.com');
  });

  it('sends HSTS only to requests that arrived over TLS (X-Forwarded-Proto from a trusted proxy), cached answers too', async () => {
    const plain = await request(shop.gateway.http).get('/healthz');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const tls = await request(shop.gateway.http).get('/healthz').set('X-Forwarded-Proto', 'https');
    expect(tls.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const query = { query: '{ shop { name } }' };
    const get = () => request(shop.gateway.http).get('/graphql').query(query).set('Apollo-Require-Preflight', 'true');
    const secure = await get().set('X-Forwarded-Proto', 'https');
    expect(secure.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    // the same answer from the response cache: HSTS follows the request, not the stored answer
    const cachedPlain = await get();
    expect(cachedPlain.headers['cache-control']).toBe('public, max-age=60');
    expect(cachedPlain.headers['strict-transport-security']).toBeUndefined();
    const cachedTls = await get().set('X-Forwarded-Proto', 'https');
    expect(cachedTls.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('serves /metrics only to the allow-listed network or with the bearer token', async () => {
    // METRICS_ALLOW=10.0.0.0/8 (TRUST_PROXY=true: the client address comes from X-Forwarded-For)
    const outside = await request(shop.gateway.http).get('/metrics').set('X-Forwarded-For', '203.0.113.9');
    expect(outside.status).toBe(403);
    expect(outside.text).not.toContain('http_request');
    const inside = await request(shop.gateway.http).get('/metrics').set('X-Forwarded-For', '10.1.2.3');
    expect(inside.status).toBe(200);
    const wrongToken = await request(shop.gateway.http)
      .get('/metrics')
      .set('X-Forwarded-For', '203.0.113.9')
      .set('Authorization', 'Bearer nope');
    expect(wrongToken.status).toBe(403);
    const withToken = await request(shop.gateway.http)
      .get('/metrics')
      .set('X-Forwarded-For', '203.0.113.9')
      .set('Authorization', `Bearer ${METRICS_TOKEN}`);
    expect(withToken.status).toBe(200);
  });
});
