import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Redis } from 'ioredis';
import request from 'supertest';
import { STORE_BACKEND, type StoreBackend } from '../../src/backends/port.js';
import type { AppConfig } from '../../src/config/config.js';
import { CONFIG } from '../../src/config/config.js';
import { createApp } from '../../src/create-app.js';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface TestAppOptions {
  /** extra environment (wins over the test defaults) */
  env?: Record<string, string | undefined>;
  /** use the machine's Redis under a unique key prefix (default: in-process cache) */
  redis?: boolean;
  /** a ready-made store instead of the embedded one on a fresh PGlite folder */
  backend?: StoreBackend;
}

export interface TestApp {
  app: NestExpressApplication;
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  config: AppConfig;
  backend: StoreBackend;
  /** supertest bound to the running server */
  http: () => ReturnType<typeof request>;
  /** POST /graphql; returns the parsed body (and the response for headers) */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test responses are asserted field by field
  gql: <T = any>(
    query: string,
    variables?: Record<string, unknown>,
    auth?: { token?: string; cookie?: string },
  ) => Promise<{
    data: T;
    errors?: { message: string; extensions: { code: string } & Record<string, unknown> }[];
    res: request.Response;
  }>;
  close: () => Promise<void>;
}

/**
 * Starts the real gateway on an ephemeral port with its own PGlite folder (the embedded store,
 * seeded with the demo data) and, with `redis: true`, its own Redis key prefix. Seeding a fresh
 * PGlite takes seconds: start one per test file (beforeAll) and share it.
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-gw-test-'));
  const prefix = `test-gw-${randomUUID().slice(0, 8)}:`;
  const env: Record<string, string | undefined> = {
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: options.redis ? TEST_REDIS_URL : '',
    REDIS_KEY_PREFIX: prefix,
    WEB_DIST: join(dataDir, 'no-web-build'),
    LOG_LEVEL: 'error',
    STORE_BACKEND: 'embedded',
    ...options.env,
  };
  const app = await createApp({ env, backend: options.backend, shutdownHooks: false });
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  const url = `http://127.0.0.1:${address.port}`;
  const http = () => request(app.getHttpServer());

  const gql: TestApp['gql'] = async (query, variables, auth) => {
    let req = http().post('/graphql').set('content-type', 'application/json');
    if (auth?.token) req = req.set('authorization', `Bearer ${auth.token}`);
    if (auth?.cookie) req = req.set('cookie', auth.cookie);
    const res = await req.send({ query, variables });
    return { data: res.body.data, errors: res.body.errors, res };
  };

  return {
    app,
    url,
    config: app.get<AppConfig>(CONFIG),
    backend: app.get<StoreBackend>(STORE_BACKEND),
    http,
    gql,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (options.redis) {
        const redis = new Redis(TEST_REDIS_URL);
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length > 0) await redis.del(...keys);
        await redis.quit();
      }
    },
  };
}

/** the `shop_session=...` pair of a Set-Cookie header, for sending it back */
export function sessionCookieOf(res: request.Response): string | undefined {
  const header = res.headers['set-cookie'] as unknown as string[] | undefined;
  return header?.find((c) => c.startsWith('shop_session='))?.split(';')[0];
}

export function setCookieHeader(res: request.Response, name = 'shop_session'): string | undefined {
  const header = res.headers['set-cookie'] as unknown as string[] | undefined;
  return header?.find((c) => c.startsWith(`${name}=`));
}
