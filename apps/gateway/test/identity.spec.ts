import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieOf, setCookieHeader, startTestApp, type TestApp } from './helpers/test-app.js';

const REGISTER = `mutation R($input: RegisterInput!) {
  register(input: $input) { token expiresAt customer { id name email companyName } userErrors { field message code } }
}`;
const LOGIN = `mutation L($email: String!, $password: String!, $rememberMe: Boolean) {
  login(email: $email, password: $password, rememberMe: $rememberMe) { token customer { email } userErrors { field message code } }
}`;
const ME = '{ me { id email name } }';

const PASSWORD = 'Str0ng!Pass';
let t: TestApp;
let n = 0;
const email = () => `buyer-${Date.now()}-${(n += 1)}@example.com`;
const input = (overrides: Record<string, unknown> = {}) => ({
  name: 'Anna de Vries',
  email: email(),
  phone: '+31 6 12345678',
  companyName: 'De Vries Retail BV',
  companyRegNumber: '87654321',
  companyVatNumber: 'NL987654329B01',
  password: PASSWORD,
  confirmPassword: PASSWORD,
  agreeTerms: true,
  confirmAge: true,
  ...overrides,
});

beforeAll(async () => {
  // short browser sessions so expiry can be observed; rate limits high enough for this file
  t = await startTestApp({
    env: { SESSION_TTL_SECONDS: '2', RATE_LIMIT_LOGIN_IP: '1000/60', RATE_LIMIT_REGISTER_IP: '1000/60' },
  });
});

afterAll(async () => {
  await t?.close();
});

describe('register', () => {
  it('creates the account, logs in at once and sets a browser-session cookie', async () => {
    const data = input();
    const { data: body, res } = await t.gql(REGISTER, { input: data });
    expect(body.register.userErrors).toEqual([]);
    expect(body.register.customer).toMatchObject({ name: data.name, email: data.email, companyName: data.companyName });
    expect(body.register.token).toEqual(expect.any(String));
    const cookie = setCookieHeader(res)!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
    expect(cookie).not.toMatch(/Secure/i); // NODE_ENV=test
    const me = await t.gql(ME, {}, { cookie: sessionCookieOf(res) });
    expect(me.data.me.email).toBe(data.email);
  });

  it.each([
    [{ name: 'A' }, ['name'], 'Name must be at least 2 characters'],
    [{ email: 'not-an-email' }, ['email'], 'Please enter a valid email address'],
    [{ companyName: 'X' }, ['companyName'], 'Company name must be at least 2 characters'],
    [{ companyRegNumber: '123' }, ['companyRegNumber'], 'Company registration number must be at least 5 characters'],
    [{ companyVatNumber: 'NL1' }, ['companyVatNumber'], 'Company VAT number must be at least 5 characters'],
    [{ password: 'short', confirmPassword: 'short' }, ['password'], 'Password must be at least 8 characters'],
    [
      { password: 'alllowercase1', confirmPassword: 'alllowercase1' },
      ['password'],
      'Password must contain at least one uppercase letter, one lowercase letter, one number, one special character, and no spaces',
    ],
    [{ confirmPassword: 'Other!Pass1' }, ['confirmPassword'], 'Passwords do not match'],
    [{ agreeTerms: false }, ['agreeTerms'], 'You must agree to the terms and conditions'],
  ])('%o → userError %o "%s"', async (overrides, field, message) => {
    const { data, res } = await t.gql(REGISTER, { input: input(overrides) });
    expect(data.register.token).toBeNull();
    expect(data.register.customer).toBeNull();
    expect(data.register.userErrors).toContainEqual({ field, message, code: expect.any(String) });
    expect(setCookieHeader(res)).toBeUndefined();
  });

  it('an e-mail already registered → EMAIL_TAKEN', async () => {
    const first = input();
    await t.gql(REGISTER, { input: first });
    const { data } = await t.gql(REGISTER, { input: input({ email: first.email.toUpperCase() }) });
    expect(data.register.userErrors).toEqual([
      { field: ['email'], message: 'An account with this email already exists', code: 'EMAIL_TAKEN' },
    ]);
  });
});

describe('login', () => {
  let account: ReturnType<typeof input>;
  beforeAll(async () => {
    account = input();
    await t.gql(REGISTER, { input: account });
  });

  it('wrong password or unknown e-mail → INVALID_CREDENTIALS, no cookie', async () => {
    for (const variables of [
      { email: account.email, password: 'Wrong!Pass1' },
      { email: 'nobody@example.com', password: PASSWORD },
    ]) {
      const { data, res } = await t.gql(LOGIN, variables);
      expect(data.login.userErrors).toEqual([
        { field: null, message: 'Invalid email or password. Please try again.', code: 'INVALID_CREDENTIALS' },
      ]);
      expect(data.login.token).toBeNull();
      expect(setCookieHeader(res)).toBeUndefined();
    }
  });

  it('without rememberMe the cookie lasts for the browser session', async () => {
    const { data, res } = await t.gql(LOGIN, { email: account.email, password: PASSWORD });
    expect(data.login.customer.email).toBe(account.email);
    expect(setCookieHeader(res)).not.toMatch(/Max-Age/i);
  });

  it('with rememberMe the cookie is persistent for 30 days', async () => {
    const { data, res } = await t.gql(LOGIN, { email: account.email, password: PASSWORD, rememberMe: true });
    const cookie = setCookieHeader(res)!;
    const maxAge = Number(/Max-Age=(\d+)/i.exec(cookie)?.[1]);
    expect(maxAge).toBeGreaterThan(30 * 24 * 3600 - 60);
    expect(maxAge).toBeLessThanOrEqual(30 * 24 * 3600);
    expect(cookie).toMatch(/HttpOnly/i);
    const me = await t.gql(ME, {}, { token: data.login.token });
    expect(me.data.me.email).toBe(account.email);
  });
});

describe('sessions', () => {
  it('a bad token is simply anonymous, and a dead cookie is cleared', async () => {
    const bearer = await t.gql(ME, {}, { token: 'not-a-real-token' });
    expect(bearer.errors).toBeUndefined();
    expect(bearer.data.me).toBeNull();
    const cookie = await t.gql(ME, {}, { cookie: 'shop_session=garbage' });
    expect(cookie.data.me).toBeNull();
    expect(setCookieHeader(cookie.res)).toMatch(/shop_session=;.*Expires=Thu, 01 Jan 1970/i);
  });

  it('logout revokes the session on the server and clears the cookie', async () => {
    const account = input();
    const { data } = await t.gql(REGISTER, { input: account });
    const token = data.register.token as string;
    expect((await t.gql(ME, {}, { token })).data.me.email).toBe(account.email);
    const out = await t.gql('mutation { logout }', {}, { token });
    expect(out.data.logout).toBe(true);
    expect(setCookieHeader(out.res)).toMatch(/shop_session=;/);
    expect((await t.gql(ME, {}, { token })).data.me).toBeNull();
    // prices disappear again for the revoked token
    const products = await t.gql('{ products(pageSize: 1) { items { price { amount } } } }', {}, { token });
    expect(products.data.products.items[0].price).toBeNull();
  });

  it('expires on the server (SESSION_TTL_SECONDS) even if the client keeps the token', async () => {
    const account = input();
    const { data } = await t.gql(REGISTER, { input: account });
    const token = data.register.token as string;
    expect((await t.gql(ME, {}, { token })).data.me).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect((await t.gql(ME, {}, { token })).data.me).toBeNull();
  });

  it('me is null for anonymous callers', async () => {
    const { data, errors } = await t.gql(ME);
    expect(errors).toBeUndefined();
    expect(data.me).toBeNull();
  });
});
