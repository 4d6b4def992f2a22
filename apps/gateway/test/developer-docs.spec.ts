import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { adminTypeDefs, developersDir, typeDefs } from '@shop/schema';
import express from 'express';
import { buildSchema, printSchema } from 'graphql';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyDeveloperDocs } from '../src/developers/developer-docs.js';
import { emptyStoreBackend } from './helpers/empty-store-backend.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

// What an integrator reads without credentials, through real HTTP on a production-mode gateway
// (introspection off there): the published SDL and the API reference built from it.
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ backend: emptyStoreBackend(), env: { NODE_ENV: 'production', PUBLIC_SITE_URL: '' } });
});

afterAll(async () => {
  await t?.close();
});

describe('GET /graphql/schema.graphql', () => {
  it('is the public SDL with its descriptions, as text, in production, where introspection is off', async () => {
    const res = await t.http().get('/graphql/schema.graphql');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers.etag).toMatch(/^"sdl-[0-9a-f]{32}"$/);

    const published = buildSchema(res.text);
    expect(printSchema(published)).toBe(printSchema(buildSchema(typeDefs)));
    const placeOrder = published.getMutationType()?.getFields().placeOrder;
    expect(placeOrder?.args.find((arg) => arg.name === 'idempotencyKey')?.description).toMatch(/retrying/);
    expect(published.getType('Product')?.description).toMatch(/null for anonymous callers/);

    const introspection = await t
      .http()
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .send({ query: '{ __schema { queryType { name } } }' });
    expect(introspection.status).toBe(400);
  });

  it('never includes the admin SDL', async () => {
    const res = await t.http().get('/graphql/schema.graphql');
    const publicMutations = buildSchema(typeDefs).getMutationType()?.getFields() ?? {};
    const adminMutations = buildSchema(adminTypeDefs).getMutationType()?.getFields() ?? {};
    const adminOnly = Object.keys(adminMutations).filter((name) => !(name in publicMutations));
    expect(adminOnly.length).toBeGreaterThan(0);
    for (const name of adminOnly) expect(res.text).not.toMatch(new RegExp(`\\b${name}\\b`));
  });

  it('answers a revalidation with the same ETag by 304 without a body, and HEAD without a body', async () => {
    const first = await t.http().get('/graphql/schema.graphql');
    const again = await t
      .http()
      .get('/graphql/schema.graphql')
      .set('If-None-Match', first.headers.etag as string);
    expect(again.status).toBe(304);
    expect(again.text ?? '').toBe('');

    const changed = await t.http().get('/graphql/schema.graphql').set('If-None-Match', '"sdl-something-else"');
    expect(changed.status).toBe(200);
    expect(changed.text).toBe(first.text);

    const head = await t.http().head('/graphql/schema.graphql');
    expect(head.status).toBe(200);
    expect(head.headers.etag).toBe(first.headers.etag);
    expect(head.text ?? '').toBe('');
  });

  it('leaves POST /graphql to the GraphQL endpoint', async () => {
    const { data } = await t.gql('{ shop { currencyCode } }');
    expect(data.shop.currencyCode).toBe('EUR');
  });
});

describe('GET /developers', () => {
  it('serves the API reference built from the SDL, revalidated on every visit', async () => {
    const res = await t.http().get('/developers').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeTruthy();
    for (const anchor of [
      'id="Query.products"',
      'id="Mutation.placeOrder"',
      'id="Product.price"',
      'id="getting-started"',
    ]) {
      expect(res.text).toContain(anchor);
    }
    const again = await t.http().get('/developers/').set('Accept', 'text/html');
    expect(again.status).toBe(200);
    expect(again.text).toBe(res.text);
  });

  it('serves its content-hashed stylesheet and script as immutable, and 404 for unknown assets', async () => {
    const page = await t.http().get('/developers');
    const assets = [...page.text.matchAll(/(?:href|src)="(\/developers\/assets\/[^"]+)"/g)].map((m) => m[1]);
    expect(assets).toHaveLength(2);
    for (const asset of assets) {
      const res = await t.http().get(asset!);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-type']).toMatch(asset!.endsWith('.css') ? /^text\/css/ : /javascript/);
    }
    const missing = await t.http().get('/developers/assets/developers-0000000000.css');
    expect(missing.status).toBe(404);
  });

  it('is allowed its own script by the Content-Security-Policy (no inline script needed)', async () => {
    const res = await t.http().get('/developers');
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    expect(res.text).not.toMatch(/<script>(?!<\/script>)/);
  });

  it('says how to build it when the reference is missing', async () => {
    const app = express();
    applyDeveloperDocs(app as unknown as NestExpressApplication, join(developersDir, 'not-built'));
    const res = await request(app).get('/developers');
    expect(res.status).toBe(404);
    expect(res.text).toContain('npm run build');
  });
});
