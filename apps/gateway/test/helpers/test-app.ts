import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoggerService } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { TypedDocumentString } from '@shop/schema/operations';
import { Redis } from 'ioredis';
import request from 'supertest';
import { STORE_BACKEND, type StoreBackend } from '../../src/backends/port.js';
import type { AppConfig } from '../../src/config/config.js';
import { CONFIG } from '../../src/config/config.js';
import { createApp } from '../../src/create-app.js';
import { copyStoreTemplate, storeFlavourFor } from '../../src/backends/embedded/testing/seeded-store.js';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface TestAppOptions {
  /** extra environment (wins over the test defaults) */
  env?: Record<string, string | undefined>;
  /** use the machine's Redis under a unique key prefix (default: in-process cache) */
  redis?: boolean;
  /** a ready-made store instead of the embedded one on a PGlite folder copied from the seeded template */
  backend?: StoreBackend;
  /** the embedded store on this PostgreSQL database (e.g. a createTempDatabase) instead of PGlite */
  databaseUrl?: string;
  /** where Nest's log lines go (a spec reading them); the configured JSON logger otherwise */
  logger?: LoggerService;
}

/** A GraphQL document: a codegen'd one from @shop/schema/operations (typed result) or a plain string. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test responses are asserted field by field
export type Document<T = any, V = Record<string, unknown>> = string | TypedDocumentString<T, V>;

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
  gql: <T = any, V extends Record<string, unknown> = Record<string, unknown>>(
    query: Document<T, V>,
    variables?: V,
    auth?: { token?: string; cookie?: string },
  ) => Promise<{
    data: T;
    errors?: { message: string; extensions: { code: string } & Record<string, unknown> }[];
    res: request.Response;
  }>;
  close: () => Promise<void>;
}

/**
 * The one in-process harness of the gateway's integration tests: the app exactly as main.ts builds it,
 * listening on an ephemeral port, on the embedded store in its own PGlite folder (seeded with the demo
 * data, copied from the template built once per run) or, with `databaseUrl`, in a PostgreSQL database
 * (createStoreDatabase: a copy of the template database), and with `redis: true` under its own Redis key
 * prefix. Starting one takes about a second: a file starts one (beforeAll) and shares it.
 * (Scripts start the built gateway as a process instead: e2e/lib/gateway-process.mjs.)
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-gw-test-'));
  const prefix = `test-gw-${randomUUID().slice(0, 8)}:`;
  const env: Record<string, string | undefined> = {
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: options.databaseUrl ?? '',
    REDIS_URL: options.redis ? TEST_REDIS_URL : '',
    REDIS_KEY_PREFIX: prefix,
    WEB_DIST: join(dataDir, 'no-web-build'),
    LOG_LEVEL: 'error',
    STORE_BACKEND: 'embedded',
    // every adminClient (helpers/admin.ts) signs in from 127.0.0.1: a spec file makes many
    RATE_LIMIT_ADMIN_LOGIN_IP: '1000/60',
    ...options.env,
  };
  if (!options.backend && !env.DATABASE_URL && env.STORE_BACKEND === 'embedded') {
    // what the app would seed itself, copied from the template built once (testing/seeded-store.ts)
    await copyStoreTemplate(env.DATA_DIR ?? dataDir, storeFlavourFor(env));
  }
  const app = await createApp({ env, backend: options.backend, logger: options.logger, shutdownHooks: false });
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  const url = `http://127.0.0.1:${address.port}`;
  const http = () => request(app.getHttpServer());

  const gql: TestApp['gql'] = async (query, variables, auth) => {
    let req = http().post('/graphql').set('content-type', 'application/json');
    if (auth?.token) req = req.set('authorization', `Bearer ${auth.token}`);
    if (auth?.cookie) req = req.set('cookie', auth.cookie);
    const res = await req.send({ query: String(query), variables });
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
