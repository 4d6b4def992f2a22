import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShop } from './commerce.harness.js';

let shop: Awaited<ReturnType<typeof startShop>>;

beforeAll(async () => {
  shop = await startShop({ NODE_ENV: 'production' });
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

  it('has no dev outbox', async () => {
    expect((await request(shop.gateway.http).get('/dev/outbox')).status).toBe(404);
  });

  it('sends a strict CSP without the development IDE hosts', async () => {
    const res = await request(shop.gateway.http).get('/healthz');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toContain('unpkg.com');
    expect(res.headers['strict-transport-security']).toBeDefined();
  });
});
