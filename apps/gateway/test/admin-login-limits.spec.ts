/**
 * adminLogin is rate limited per e-mail and per IP, and the counters are shared through Redis: two
 * gateway replicas (same Redis key prefix) count the same attempts.
 */
import { randomUUID } from 'node:crypto';
import { AdminLoginDocument } from '@shop/schema/admin-operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGql, createStaff, STAFF_PASSWORD } from './helpers/admin.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

const prefix = `test-admin-rl-${randomUUID().slice(0, 8)}:`;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  const env = {
    REDIS_KEY_PREFIX: prefix,
    RATE_LIMIT_ADMIN_LOGIN_ACCOUNT: '3/900',
    RATE_LIMIT_ADMIN_LOGIN_IP: '12/900',
  };
  [a, b] = await Promise.all([startTestApp({ redis: true, env }), startTestApp({ redis: true, env })]);
});

afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
});

const attempt = (app: TestApp, email: string, password = 'Wrong#Pass1') =>
  adminGql(app, AdminLoginDocument, { email, password });

describe('adminLogin rate limits', () => {
  it('counts an e-mail across replicas and refuses past the limit with a message saying how long to wait', async () => {
    const { email } = await createStaff(b);
    expect((await attempt(a, email)).data.adminLogin.userErrors[0]?.code).toBe('INVALID_CREDENTIALS');
    expect((await attempt(b, email)).data.adminLogin.userErrors[0]?.code).toBe('INVALID_CREDENTIALS');
    expect((await attempt(a, email)).data.adminLogin.userErrors[0]?.code).toBe('INVALID_CREDENTIALS');
    // the fourth, on the other replica, with the right password: refused all the same
    const refused = await attempt(b, email, STAFF_PASSWORD);
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
      extensions: { code: 'RATE_LIMITED', retryAfter: expect.any(Number) },
    });
    expect(refused.errors?.[0]?.extensions.retryAfter).toBeGreaterThan(800);
  });

  it('a successful sign-in clears the e-mail count (honest typos do not pile up)', async () => {
    const { email } = await createStaff(a);
    await attempt(a, email);
    await attempt(a, email);
    expect((await attempt(a, email, STAFF_PASSWORD)).data.adminLogin.userErrors).toEqual([]);
    await attempt(a, email);
    await attempt(a, email);
    expect((await attempt(a, email, STAFF_PASSWORD)).data.adminLogin.userErrors).toEqual([]);
  });

  it('counts the IP over every e-mail, across replicas', async () => {
    // 12 per IP: the tests above made 10 attempts from 127.0.0.1, on both replicas
    for (const app of [b, a]) {
      const allowed = await attempt(app, `someone-${randomUUID()}@example.com`);
      expect(allowed.data.adminLogin.userErrors[0]?.code).toBe('INVALID_CREDENTIALS');
    }
    const refused = await attempt(b, `someone-${randomUUID()}@example.com`);
    expect(refused.errors?.[0]?.extensions.code).toBe('RATE_LIMITED');
  });
});
