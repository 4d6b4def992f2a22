import { randomUUID } from 'node:crypto';
import { TestingRegisterDocument } from '@shop/schema/operations';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTEGRATIONS_UNAVAILABLE_MESSAGE } from '../src/integrations/integrations-errors.js';
import { emptyStoreBackend } from './helpers/empty-store-backend.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';
import { CREATE_API_KEY } from './integrations.harness.js';

/** The GraphQL console for API keys in production, and a store that keeps no keys or webhooks. */
describe('GRAPHIQL_FOR_KEYS=true in production', () => {
  let t: TestApp;
  let secret: string;

  beforeAll(async () => {
    t = await startTestApp({
      env: { NODE_ENV: 'production', GRAPHIQL_FOR_KEYS: 'true', PUBLIC_SITE_URL: 'https://shop.test' },
    });
    const password = 'Sup3r$ecret';
    const registered = await t.gql(TestingRegisterDocument, {
      input: {
        name: 'Ida Integrator',
        email: `ida.${randomUUID().slice(0, 8)}@example.com`,
        companyName: 'Integrator B.V.',
        companyRegNumber: 'KVK 11223344',
        companyVatNumber: 'NL112233442B01',
        password,
        confirmPassword: password,
        agreeTerms: true,
        confirmAge: true,
      },
    });
    const created = await t.gql(
      CREATE_API_KEY,
      { name: 'console', scopes: ['catalog:read'] },
      {
        token: registered.data.register.token!,
      },
    );
    secret = created.data.createApiKey.secret;
  });

  afterAll(async () => {
    await t?.close();
  });

  const page = () => t.http().get('/graphql').set('Accept', 'text/html');

  it('asks a browser without a key for one (HTTP Basic) and serves no console', async () => {
    const res = await page();
    expect(res.status).toBe(401);
    expect(res.headers['www-authenticate']).toMatch(/^Basic realm="GraphQL console/);
    expect(res.text).not.toContain('Run (Ctrl+Enter)');
    const wrong = await page().auth(`glw_${'y'.repeat(43)}`, '');
    expect(wrong.status).toBe(401);
    // only the console itself is behind the prompt, not the paths below /graphql
    const below = await t.http().get('/graphql/schema.graphql').set('Accept', 'text/html');
    expect(below.headers['www-authenticate']).toBeUndefined();
  });

  it('serves the console to a valid key, its script allowed by hash only', async () => {
    for (const res of [await page().auth(secret, ''), await page().set('Authorization', `Bearer ${secret}`)]) {
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain('Run (Ctrl+Enter)');
      const csp = res.headers['content-security-policy'] as string;
      expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]{44}'/);
      expect(/script-src [^;]*/.exec(csp)![0]).not.toContain('unsafe-inline');
    }
  });

  it('answers introspection to keys only', async () => {
    const introspect = () =>
      t
        .http()
        .post('/graphql')
        .set('content-type', 'application/json')
        .send({ query: '{ __schema { queryType { name } } }' });
    const anonymous = await introspect();
    expect(anonymous.status).toBe(403);
    expect(anonymous.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const withKey = await introspect().set('Authorization', `Bearer ${secret}`);
    expect(withKey.status).toBe(200);
    expect(withKey.body.data.__schema.queryType.name).toBe('Query');
  });
});

describe('a store that keeps no API keys or webhooks (STORE_BACKEND=wordpress)', () => {
  let t: TestApp;
  const customer = {
    id: '7',
    name: 'Wim Woo',
    email: 'wim@example.com',
    phone: null,
    company: null,
    companyName: 'Woo B.V.',
    companyRegNumber: 'KVK 1',
    companyVatNumber: 'NL1',
    address: null,
    memberSince: null,
    status: 'APPROVED' as const,
    statusReason: null,
  };

  beforeAll(async () => {
    t = await startTestApp({
      env: { NODE_ENV: 'production', GRAPHIQL_FOR_KEYS: 'false' },
      backend: emptyStoreBackend({
        resolveSession: async (token: string) =>
          token === 'wp-session-token' ? { session: { token, customerId: '7' }, customer } : null,
      }),
    });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers key and webhook operations with a clear error', async () => {
    const withKey = await t.gql('{ shop { name } }', {}, { token: `glw_${'z'.repeat(43)}` });
    expect(withKey.res.status).toBe(401);
    expect(withKey.errors?.[0]?.message).toBe(INTEGRATIONS_UNAVAILABLE_MESSAGE);
    for (const query of [
      '{ apiKeys { id } }',
      '{ webhooks { id } }',
      'mutation { createApiKey(name: "x", scopes: ["catalog:read"]) { secret } }',
      'mutation { createWebhook(url: "https://erp.example.com/h", events: ["order.created"]) { secret } }',
    ]) {
      const res = await t.gql(query, {}, { token: 'wp-session-token' });
      expect(res.errors?.[0], query).toMatchObject({
        message: INTEGRATIONS_UNAVAILABLE_MESSAGE,
        extensions: { code: 'BAD_REQUEST', reason: 'NOT_SUPPORTED' },
      });
    }
  });

  it('leaves GET /graphql to Apollo when GRAPHIQL_FOR_KEYS is off', async () => {
    const res = await request(t.app.getHttpServer()).get('/graphql').set('Accept', 'text/html');
    expect(res.status).not.toBe(401);
    expect(res.text).not.toContain('Run (Ctrl+Enter)');
  });
});
