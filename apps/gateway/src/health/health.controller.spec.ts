import { Global, type INestApplication, Module } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { Redis } from 'ioredis';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setLogLevel } from '../observability/logger.js';
import { STORE_LIFECYCLE, type StoreLifecycle } from '../backends/port.js';
import { REDIS } from '../cache/redis.provider.js';
import { HealthModule } from './health.module.js';
import { READINESS_TIMEOUT_MS } from './health.controller.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * The health endpoints against a real Redis (the machine's, and a port nobody listens on). The
 * store is reduced to its ping(), the only part of it readiness uses; each adapter's ping itself is
 * proven by the backend contract suite.
 */
function storeWithPing(ping: () => Promise<void>): StoreLifecycle {
  return { init: async () => undefined, close: async () => undefined, ping };
}

const apps: INestApplication[] = [];
const clients: Redis[] = [];

async function start(store: StoreLifecycle, redis: Redis | null): Promise<INestApplication> {
  // in the gateway STORE_LIFECYCLE and REDIS come from global modules (backend, cache)
  @Global()
  @Module({
    providers: [
      { provide: STORE_LIFECYCLE, useValue: store },
      { provide: REDIS, useValue: redis },
    ],
    exports: [STORE_LIFECYCLE, REDIS],
  })
  class DependenciesModule {}

  const moduleRef = await Test.createTestingModule({ imports: [DependenciesModule, HealthModule] }).compile();
  const app = moduleRef.createNestApplication({ logger: false });
  await app.init();
  apps.push(app);
  return app;
}

async function connectedRedis(url = REDIS_URL): Promise<Redis> {
  const client = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: true });
  clients.push(client);
  await client.connect();
  return client;
}

beforeAll(() => setLogLevel(process.env.LOG_LEVEL ?? 'silent'));
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.quit().catch(() => c.disconnect())));
});

describe('health endpoints', () => {
  it('GET /healthz is 200 even when every dependency is down (liveness touches nothing)', async () => {
    const deadRedis = new Redis('redis://127.0.0.1:1', { lazyConnect: true, maxRetriesPerRequest: 0 });
    deadRedis.on('error', () => undefined);
    clients.push(deadRedis);
    const app = await start(
      storeWithPing(() => Promise.reject(new Error('down'))),
      deadRedis,
    );
    const res = await request(app.getHttpServer()).get('/healthz').expect(200);
    expect(res.body).toMatchObject({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('GET /readyz is 200 when the store answers and Redis answers PING', async () => {
    let pings = 0;
    const app = await start(
      storeWithPing(async () => {
        pings += 1;
      }),
      await connectedRedis(),
    );
    const res = await request(app.getHttpServer()).get('/readyz').expect(200);
    expect(res.body).toMatchObject({ status: 'ready', checks: { store: { status: 'ok' }, redis: { status: 'ok' } } });
    expect(pings).toBe(1);
  });

  it('GET /readyz is 200 without Redis configured (in-process cache)', async () => {
    const app = await start(
      storeWithPing(async () => undefined),
      null,
    );
    const res = await request(app.getHttpServer()).get('/readyz').expect(200);
    expect(res.body.checks.redis).toMatchObject({ status: 'not_configured' });
  });

  it('GET /readyz is 503 naming the store when its ping fails, without leaking the error text', async () => {
    const app = await start(
      storeWithPing(() =>
        Promise.reject(
          Object.assign(new Error('connect ECONNREFUSED postgres://admin:s3cret@db:5432'), { code: 'ECONNREFUSED' }),
        ),
      ),
      await connectedRedis(),
    );
    const res = await request(app.getHttpServer()).get('/readyz').expect(503);
    expect(res.body).toMatchObject({
      status: 'not_ready',
      checks: { store: { status: 'failed', error: 'ECONNREFUSED' }, redis: { status: 'ok' } },
    });
    expect(JSON.stringify(res.body)).not.toContain('s3cret');
  });

  it('GET /readyz is 503 naming Redis when Redis is unreachable', async () => {
    const deadRedis = new Redis('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
      lazyConnect: true,
    });
    deadRedis.on('error', () => undefined);
    clients.push(deadRedis);
    await deadRedis.connect().catch(() => undefined);
    const app = await start(
      storeWithPing(async () => undefined),
      deadRedis,
    );
    const res = await request(app.getHttpServer()).get('/readyz').expect(503);
    expect(res.body).toMatchObject({
      status: 'not_ready',
      checks: { store: { status: 'ok' }, redis: { status: 'failed' } },
    });
  });

  it('GET /readyz is 503 when the store hangs, after the readiness timeout', async () => {
    const app = await start(
      storeWithPing(() => new Promise(() => undefined)),
      null,
    );
    const started = Date.now();
    const res = await request(app.getHttpServer()).get('/readyz').expect(503);
    expect(Date.now() - started).toBeGreaterThanOrEqual(READINESS_TIMEOUT_MS - 50);
    expect(res.body.checks.store).toMatchObject({
      status: 'failed',
      error: `no answer within ${READINESS_TIMEOUT_MS} ms`,
    });
  });
});
