import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/helpers/test-app.js';

/**
 * The real gateway (createApp: embedded store on a fresh PGlite, the machine's Redis under its own
 * prefix): readiness, request ids on every kind of route, Cache-Control on real catalogue answers,
 * cache metrics fed by the CacheService, and automatic persisted queries over GET.
 */
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ redis: true });
});

afterAll(async () => {
  await t?.close();
});

const CATALOG_QUERY =
  'query CatalogPage { products(pageSize: 8) { items { id name price { amount } categories { slug } } totalCount } }';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function getQuery(query: string, extra: Record<string, string> = {}) {
  const params = new URLSearchParams({ query, ...extra });
  return t.http().get(`/graphql?${params}`).set('apollo-require-preflight', 'true');
}

describe('gateway observability (real app)', () => {
  it('is ready with the embedded store and Redis', async () => {
    const res = await t.http().get('/readyz').expect(200);
    expect(res.body).toMatchObject({ status: 'ready', checks: { store: { status: 'ok' }, redis: { status: 'ok' } } });
    await t.http().get('/healthz').expect(200);
  });

  it('echoes the request id on GraphQL, health and static routes', async () => {
    for (const path of ['/healthz', '/media/does-not-exist.svg', '/']) {
      const res = await t.http().get(path).set('X-Request-Id', `rid-${path.length}`);
      expect(res.headers['x-request-id'], path).toBe(`rid-${path.length}`);
    }
    const { res } = await t.gql('{ shop { name } }');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers anonymous GET catalogue queries as public and logged-in ones as private', async () => {
    const anonymous = await getQuery(CATALOG_QUERY).expect(200);
    expect(anonymous.body.data.products.items).toHaveLength(8);
    expect(anonymous.body.data.products.items[0].price).toBeNull();
    expect(anonymous.headers['cache-control']).toBe('public, max-age=60');

    const email = `ops-${Date.now()}@example.com`;
    const registered = await t.backend.identity.register(
      {
        name: 'Ops Buyer',
        email,
        phone: null,
        companyName: 'Ops BV',
        companyRegNumber: '12345678',
        companyVatNumber: 'NL123456782B01',
        password: 'Str0ng!Passw0rd',
        status: 'APPROVED',
        ageConfirmedAt: new Date('2026-01-01T00:00:00Z'),
        termsAcceptedAt: new Date('2026-01-01T00:00:00Z'),
      },
      { persistent: false },
    );
    if (registered.kind !== 'ok') throw new Error(`register failed: ${registered.kind}`);
    const loggedIn = await getQuery(CATALOG_QUERY).set('cookie', `shop_session=${registered.grant.token}`).expect(200);
    expect(loggedIn.body.data.products.items[0].price).not.toBeNull();
    expect(loggedIn.headers['cache-control']).toBe('private, no-store');
  });

  it('answers a repeated anonymous POST catalogue query from the response cache, never a logged-in one', async () => {
    const body = { query: `${CATALOG_QUERY.replace('CatalogPage', 'PostedCatalog')}` };
    const hits = async () => {
      const text = (await t.http().get('/metrics').expect(200)).text;
      return Number(/public_response_cache_lookups_total\{result="hit"\} (\d+)/.exec(text)?.[1] ?? 0);
    };
    const first = await t.http().post('/graphql').send(body).expect(200);
    const before = await hits();
    const second = await t.http().post('/graphql').send(body).expect(200);
    expect(await hits()).toBe(before + 1);
    expect(second.text).toBe(first.text);
    expect(second.headers['cache-control']).toBe('private, no-store');
    expect(second.body.data.products.items[0].price).toBeNull();

    const registered = await t.backend.identity.register(
      {
        name: 'Post Buyer',
        email: `ops-post-${Date.now()}@example.com`,
        phone: null,
        companyName: 'Ops BV',
        companyRegNumber: '12345678',
        companyVatNumber: 'NL123456782B01',
        password: 'Str0ng!Passw0rd',
        status: 'APPROVED',
        ageConfirmedAt: new Date('2026-01-01T00:00:00Z'),
        termsAcceptedAt: new Date('2026-01-01T00:00:00Z'),
      },
      { persistent: false },
    );
    if (registered.kind !== 'ok') throw new Error(`register failed: ${registered.kind}`);
    const loggedIn = await t
      .http()
      .post('/graphql')
      .set('authorization', `Bearer ${registered.grant.token}`)
      .send(body)
      .expect(200);
    expect(loggedIn.body.data.products.items[0].price).not.toBeNull();
    expect(await hits()).toBe(before + 1);
  });

  it('serves a query by its sha256 hash over GET once registered (automatic persisted queries)', async () => {
    const query = '{ categories { slug } }';
    const extensions = JSON.stringify({ persistedQuery: { version: 1, sha256Hash: sha256(query) } });
    const unknown = await t
      .http()
      .get(`/graphql?${new URLSearchParams({ extensions })}`)
      .set('apollo-require-preflight', 'true');
    expect(unknown.body.errors[0].extensions.reason ?? unknown.body.errors[0].extensions.code).toBe(
      'PERSISTED_QUERY_NOT_FOUND',
    );
    expect(unknown.headers['cache-control']).toBe('private, no-store');

    await getQuery(query, { extensions }).expect(200);
    const byHash = await t
      .http()
      .get(`/graphql?${new URLSearchParams({ extensions })}`)
      .set('apollo-require-preflight', 'true')
      .expect(200);
    expect(byHash.body.data.categories.length).toBeGreaterThan(0);
    expect(byHash.headers['cache-control']).toBe('public, max-age=60');
  });

  it('compresses GraphQL answers and counts cache hits and misses in /metrics', async () => {
    const { res } = await t.gql(CATALOG_QUERY);
    expect(res.status).toBe(200);
    const compressed = await t
      .http()
      .post('/graphql')
      .set('content-type', 'application/json')
      .set('accept-encoding', 'gzip')
      .send({ query: '{ products(pageSize: 40) { items { id name shortDescription } } }' })
      .expect(200);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.body.data.products.items).toHaveLength(40);

    const metrics = await t.http().get('/metrics').expect(200);
    expect(metrics.text).toMatch(/cache_lookups_total\{cache="catalogue",result="miss"\} [1-9]/);
    expect(metrics.text).toMatch(/cache_lookups_total\{cache="catalogue",result="hit"\} [1-9]/);
    expect(metrics.text).toMatch(
      /graphql_operation_duration_seconds_count\{operation="CatalogPage",type="query",outcome="ok"\} [1-9]/,
    );
  });
});
