import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import type { INestApplication } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';
import { Test } from '@nestjs/testing';
import axios from 'axios';
import { GraphQLError } from 'graphql';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigModule } from '../config/config.module.js';
import { loadConfig } from '../config/config.js';
import { instrumentAxios } from './axios-instrumentation.js';
import { CACHE_CONTROL_PRIVATE, CACHE_CONTROL_PUBLIC } from './http-cache-policy.plugin.js';
import { recordCacheLookup, recordOrderPlaced, watchBreaker } from './metrics.js';
import { ObservabilityModule } from './observability.module.js';
import { currentRequestId } from './request-context.js';
import { EventEmitter } from 'node:events';

/**
 * A small Nest + Apollo app wired like the gateway (ObservabilityModule + the Apollo driver), with a
 * schema just big enough to exercise the middleware and plugins: a public catalogue-like field, a
 * private one, one that throws, and one that calls a real HTTP "upstream" through axios.
 */
const typeDefs = /* GraphQL */ `
  type Product {
    id: ID!
    name: String!
  }
  type Query {
    products: [Product!]!
    me: String
    boom: String
    requestIdAfterAwait: String
    upstreamCall: String
  }
`;

let upstream: Server;
let productResolverCalls = 0;
let upstreamUrl = '';
const upstreamHeaders: IncomingHttpHeaders[] = [];

const http = instrumentAxios(axios.create(), { upstream: 'test-upstream' });

const resolvers = {
  Query: {
    products: () => {
      productResolverCalls += 1;
      return Array.from({ length: 40 }, (_, i) => ({
        id: String(i),
        name: `Product number ${i} with a long enough name`,
      }));
    },
    me: () => 'someone',
    boom: () => {
      throw new GraphQLError('kaputt', { extensions: { code: 'BAD_REQUEST' } });
    },
    requestIdAfterAwait: async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      await Promise.resolve();
      return currentRequestId();
    },
    upstreamCall: async () => {
      const response = await http.get<string>(`${upstreamUrl}/wc/v3/products/42?consumer_key=nope`);
      return response.data;
    },
  },
};

let app: INestApplication;

beforeAll(async () => {
  upstream = createServer((req, res) => {
    upstreamHeaders.push(req.headers);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify('upstream says hi'));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;

  const moduleRef = await Test.createTestingModule({
    imports: [
      ConfigModule.forRoot(loadConfig({ LOG_LEVEL: 'silent' })),
      ObservabilityModule,
      GraphQLModule.forRoot<ApolloDriverConfig>({
        driver: ApolloDriver,
        typeDefs,
        resolvers,
        // like the gateway's context: a session cookie means a logged-in caller
        context: ({ req, res }: { req: { headers: IncomingHttpHeaders; id?: string }; res: unknown }) => ({
          req,
          res,
          requestId: req.id,
          session: req.headers.cookie?.includes('shop_session=') ? { token: 't', customerId: 'c1' } : null,
        }),
      }),
    ],
  }).compile();
  app = moduleRef.createNestApplication({ logger: false });
  await app.init();
});

afterAll(async () => {
  await app?.close();
  await new Promise((resolve) => upstream?.close(resolve));
});

const gql = (query: string) =>
  request(app.getHttpServer()).post('/graphql').set('content-type', 'application/json').send({ query });

describe('request id', () => {
  it('mints a UUID and echoes it in X-Request-Id', async () => {
    const res = await gql('{ me }').expect(200);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it('honours an incoming X-Request-Id and refuses one that could forge headers or log lines', async () => {
    const kept = await gql('{ me }').set('X-Request-Id', 'trace-abc.123:7').expect(200);
    expect(kept.headers['x-request-id']).toBe('trace-abc.123:7');
    const replaced = await gql('{ me }').set('X-Request-Id', 'bad id{"level":60}').expect(200);
    // a fresh UUID instead (checked by its form: a random UUID can itself contain the letters "bad")
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it('is the id resolvers see after awaits (AsyncLocalStorage), also on concurrent requests', async () => {
    const ids = Array.from({ length: 10 }, (_, i) => `req-${i}`);
    const answers = await Promise.all(ids.map((id) => gql('{ requestIdAfterAwait }').set('X-Request-Id', id)));
    expect(
      answers.map((res) => (res.body as { data: { requestIdAfterAwait: string } }).data.requestIdAfterAwait),
    ).toEqual(ids);
  });

  it('reaches upstream calls made with an instrumented axios instance', async () => {
    upstreamHeaders.length = 0;
    const res = await gql('{ upstreamCall }').set('X-Request-Id', 'upstream-trace-1').expect(200);
    expect(res.body).toEqual({ data: { upstreamCall: 'upstream says hi' } });
    expect(upstreamHeaders[0]?.['x-request-id']).toBe('upstream-trace-1');
  });

  it('is added to every GraphQL error as extensions.requestId', async () => {
    const res = await gql('{ boom }').set('X-Request-Id', 'err-trace-9').expect(200);
    const body = res.body as { errors: { message: string; extensions: Record<string, unknown> }[] };
    expect(body.errors[0]?.extensions).toMatchObject({ code: 'BAD_REQUEST', requestId: 'err-trace-9' });
  });
});

describe('GET /metrics', () => {
  it('serves Prometheus text with operation durations, cache, upstream, breaker and order metrics', async () => {
    await gql('query CatalogPage { products { id } }').expect(200);
    await gql('query Broken { boom }').expect(200);
    await gql('{ upstreamCall }').expect(200);
    recordCacheLookup('catalog:products', 'hit');
    recordCacheLookup('content:post:some-slug', 'miss');
    recordOrderPlaced('embedded', 'guest');
    const breaker = Object.assign(new EventEmitter(), { opened: false, halfOpen: false });
    watchBreaker('wordpress', breaker);
    breaker.emit('open');

    const res = await request(app.getHttpServer()).get('/metrics').expect(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.text;
    expect(text).toMatch(
      /graphql_operation_duration_seconds_count\{operation="CatalogPage",type="query",outcome="ok"\} 1/,
    );
    expect(text).toMatch(
      /graphql_operation_duration_seconds_count\{operation="Broken",type="query",outcome="error"\} 1/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/graphql",status_code="200"\} \d+/,
    );
    expect(text).toMatch(/cache_lookups_total\{cache="catalog:products",result="hit"\} 1/);
    expect(text).toMatch(/cache_lookups_total\{cache="content:post",result="miss"\} 1/);
    // the endpoint is a template: no ids, no query string (which could carry a consumer key)
    expect(text).toMatch(
      /upstream_request_duration_seconds_count\{upstream="test-upstream",method="GET",endpoint="\/wc\/v3\/products\/\{id\}",status_code="200"\} [1-9]/,
    );
    expect(text).not.toContain('consumer_key');
    expect(text).toMatch(/circuit_breaker_state\{breaker="wordpress"\} 2/);
    expect(text).toMatch(/orders_placed_total\{backend="embedded",customer="guest"\} 1/);
    expect(text).toMatch(/process_cpu_seconds_total/);
  });
});

describe('HTTP caching and compression', () => {
  const persisted = (query: string) => `/graphql?query=${encodeURIComponent(query)}`;

  it('marks an anonymous GET catalogue query public for 60 s, varying on the credentials', async () => {
    const res = await request(app.getHttpServer())
      .get(persisted('query Catalog { products { id name } }'))
      .set('apollo-require-preflight', 'true')
      .expect(200);
    expect(res.headers['cache-control']).toBe(CACHE_CONTROL_PUBLIC);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers.vary).toMatch(/Cookie, Authorization/);
  });

  it.each([
    ['a logged-in caller', persisted('{ products { id } }'), { cookie: 'theme=dark; shop_session=abc' }],
    ['a bearer token', persisted('{ products { id } }'), { authorization: 'Bearer abc' }],
    ['a per-caller field', persisted('{ products { id } me }'), {}],
    ['an error', persisted('{ boom }'), {}],
  ])('keeps the answer private for %s', async (_label, url, headers) => {
    const res = await request(app.getHttpServer())
      .get(url)
      .set({ 'apollo-require-preflight': 'true', ...headers });
    expect(res.headers['cache-control']).toBe(CACHE_CONTROL_PRIVATE);
  });

  it('never lets a POST be cached', async () => {
    const res = await gql('{ products { id } }').expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('compresses large answers for clients that accept it, but not /metrics', async () => {
    const res = await gql('{ products { id name } }').set('accept-encoding', 'br, gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect((res.body as { data: { products: unknown[] } }).data.products).toHaveLength(40);
    const gz = await gql('{ products { id name } }').set('accept-encoding', 'gzip').expect(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    const metrics = await request(app.getHttpServer()).get('/metrics').set('accept-encoding', 'gzip').expect(200);
    expect(metrics.headers['content-encoding']).toBeUndefined();
  });
});

describe('public response cache', () => {
  const url = `/graphql?query=${encodeURIComponent('query Cached { products { id } }')}`;
  const get = (headers: Record<string, string> = {}) =>
    request(app.getHttpServer())
      .get(url)
      .set({ 'apollo-require-preflight': 'true', ...headers });

  it('answers a repeated anonymous public GET from memory, with the same headers and a fresh request id', async () => {
    const before = productResolverCalls;
    const first = await get({ 'x-request-id': 'first-1' }).expect(200);
    const second = await get({ 'x-request-id': 'second-2' }).expect(200);
    expect(productResolverCalls - before).toBe(1);
    expect(second.text).toBe(first.text);
    expect(second.headers['cache-control']).toBe('public, max-age=60');
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['x-request-id']).toBe('second-2');
    const compressed = await get({ 'accept-encoding': 'gzip' }).expect(200);
    expect(productResolverCalls - before).toBe(1);
    expect(compressed.body).toEqual(first.body);
    const metrics = await request(app.getHttpServer()).get('/metrics');
    expect(metrics.text).toMatch(/public_response_cache_lookups_total\{result="hit"\} [2-9]/);
  });

  it('never serves or stores answers for callers with a session cookie or a bearer token', async () => {
    await get().expect(200);
    const before = productResolverCalls;
    const withCookie = await get({ cookie: 'shop_session=abc' }).expect(200);
    const withToken = await get({ authorization: 'Bearer abc' }).expect(200);
    expect(productResolverCalls - before).toBe(2);
    expect(withCookie.headers['cache-control']).toBe('private, no-store');
    expect(withToken.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps private answers and CSRF-failing requests out', async () => {
    const privateUrl = `/graphql?query=${encodeURIComponent('query Mine { me }')}`;
    await request(app.getHttpServer()).get(privateUrl).set('apollo-require-preflight', 'true').expect(200);
    const again = await request(app.getHttpServer())
      .get(privateUrl)
      .set('apollo-require-preflight', 'true')
      .expect(200);
    expect(again.headers['cache-control']).toBe('private, no-store');
    // a simple cross-site GET (no preflight header) is refused by Apollo, cached answer or not
    await get().expect(200);
    await request(app.getHttpServer()).get(url).expect(400);
  });
});
