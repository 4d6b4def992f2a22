import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { GraphQLError } from 'graphql';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { RateLimitService } from './rate-limit.service.js';
import { loadSecurityConfig, type SecurityConfig } from './security.config.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function config(overrides: Partial<SecurityConfig> = {}, env: NodeJS.ProcessEnv = {}): SecurityConfig {
  return {
    ...loadSecurityConfig({
      RATE_LIMIT_LOGIN_IP: '3/3',
      RATE_LIMIT_LOGIN_ACCOUNT: '2/3',
      RATE_LIMIT_CONTACT_IP: '0/60',
      ...env,
    }),
    redisKeyPrefix: `test:${randomUUID()}:`,
    ...overrides,
  };
}

async function refusal(promise: Promise<unknown>): Promise<GraphQLError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GraphQLError);
  return error as GraphQLError;
}

const services: RateLimitService[] = [];
function service(c: SecurityConfig) {
  const s = new RateLimitService(c);
  services.push(s);
  return s;
}

afterAll(async () => {
  await Promise.all(services.map((s) => s.onModuleDestroy()));
});

describe.each([
  ['memory', null],
  ['redis', REDIS_URL],
])('RateLimitService (%s)', (_name, redisUrl) => {
  it('refuses the attempt over the per-IP limit with RATE_LIMITED + retryAfter, then recovers', async () => {
    const limits = service(config({ redisUrl }));
    await limits.ready();
    for (let i = 0; i < 3; i++) await limits.consume('login', { ip: '10.0.0.1' });
    const error = await refusal(limits.consume('login', { ip: '10.0.0.1' }));
    expect(error.extensions).toMatchObject({ code: 'RATE_LIMITED' });
    expect(error.extensions.retryAfter).toBeGreaterThanOrEqual(1);
    // another IP is not affected
    await limits.consume('login', { ip: '10.0.0.2' });
    // past the window (3 s from the first attempt); waiting longer never makes this fail
    await sleep(3100);
    await expect(limits.consume('login', { ip: '10.0.0.1' })).resolves.toBeUndefined();
  });

  it('limits one account across many IPs, case-insensitively', async () => {
    const limits = service(config({ redisUrl }));
    await limits.ready();
    await limits.consume('login', { ip: '10.0.1.1', account: 'Anna@Example.com' });
    await limits.consume('login', { ip: '10.0.1.2', account: 'anna@example.com ' });
    const error = await refusal(limits.consume('login', { ip: '10.0.1.3', account: 'ANNA@example.com' }));
    expect(error.extensions.code).toBe('RATE_LIMITED');
    await limits.reset('login', 'anna@example.com');
    await expect(limits.consume('login', { ip: '10.0.1.4', account: 'anna@example.com' })).resolves.toBeUndefined();
  });

  it('treats 0 points as "no limit"', async () => {
    const limits = service(config({ redisUrl }));
    for (let i = 0; i < 20; i++) await limits.consume('sendContactMessage', { ip: '10.0.2.1' });
  });
});

describe('RateLimitService with Redis', () => {
  it('shares counters between gateway instances and keeps e-mails out of the keys', async () => {
    const shared = config({ redisUrl: REDIS_URL });
    const a = service(shared);
    const b = service(shared);
    await Promise.all([a.ready(), b.ready()]);
    await a.consume('login', { ip: '10.0.3.1', account: 'shared@example.com' });
    await b.consume('login', { ip: '10.0.3.1', account: 'shared@example.com' });
    await a.consume('login', { ip: '10.0.3.1' });
    await refusal(b.consume('login', { ip: '10.0.3.1' }));

    const redis = new Redis(REDIS_URL);
    try {
      const keys = await redis.keys(`${shared.redisKeyPrefix}*`);
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.join(' ')).not.toContain('shared@example.com');
      if (keys.length > 0) await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
  });

  it('falls back to memory instead of failing when Redis is unreachable', async () => {
    const limits = service(config({ redisUrl: 'redis://127.0.0.1:1' }));
    for (let i = 0; i < 3; i++) await limits.consume('login', { ip: '10.0.4.1' });
    const error = await refusal(limits.consume('login', { ip: '10.0.4.1' }));
    expect(error.extensions.code).toBe('RATE_LIMITED');
  });
});

describe('loadSecurityConfig', () => {
  it('has sane defaults', () => {
    const c = loadSecurityConfig({});
    expect(c.bodyLimitBytes).toBe(100 * 1024);
    expect(c.graphql).toMatchObject({ maxDepth: 12, maxAliases: 30 });
    expect(c.rateLimits.login.ip.points).toBeGreaterThan(0);
    expect(c.production).toBe(false);
    expect(c.corsOrigins).toEqual([]);
  });

  it('reads limits, sizes and origins from the environment', () => {
    const c = loadSecurityConfig({
      NODE_ENV: 'production',
      RATE_LIMIT_PLACE_ORDER_IP: '7/30',
      BODY_LIMIT: '1mb',
      CORS_ORIGINS: 'https://a.example, https://b.example/',
      GRAPHQL_MAX_DEPTH: '8',
    });
    expect(c.rateLimits.placeOrder.ip).toEqual({ points: 7, durationSeconds: 30 });
    expect(c.bodyLimitBytes).toBe(1024 * 1024);
    expect(c.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(c.graphql.maxDepth).toBe(8);
    expect(c.production).toBe(true);
  });

  it('fails fast with a clear message on a malformed value', () => {
    expect(() => loadSecurityConfig({ RATE_LIMIT_LOGIN_IP: 'ten' })).toThrow(
      /RATE_LIMIT_LOGIN_IP.*<points>\/<seconds>/,
    );
    expect(() => loadSecurityConfig({ GRAPHQL_MAX_DEPTH: '0' })).toThrow(/GRAPHQL_MAX_DEPTH/);
    expect(() => loadSecurityConfig({ BODY_LIMIT: 'huge' })).toThrow(/BODY_LIMIT/);
  });
});
