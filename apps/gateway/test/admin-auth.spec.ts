/**
 * The admin API's door: POST /admin/graphql is a schema of its own, staff sign in with their own
 * cookie (shop_admin, path /admin, SameSite=Strict), and a buyer's cookie or token never counts there.
 */
import {
  AdminLoginDocument,
  AdminLogoutDocument,
  ConsoleInfoDocument,
  StaffMeDocument,
} from '@shop/schema/admin-operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, adminCookieOf, adminGql, createStaff, STAFF_PASSWORD } from './helpers/admin.js';
import { sessionCookieOf, setCookieHeader, startTestApp, type TestApp } from './helpers/test-app.js';

const REGISTER = `mutation R($input: RegisterInput!) {
  register(input: $input) { token customer { id } userErrors { message } }
}`;
const BUYER_PASSWORD = 'Str0ng!Pass';

let t: TestApp;
let buyer: { token: string; cookie: string };

beforeAll(async () => {
  t = await startTestApp({
    env: {
      RATE_LIMIT_LOGIN_IP: '1000/60',
      RATE_LIMIT_REGISTER_IP: '1000/60',
      CORS_ORIGINS: 'https://partner.example',
    },
  });
  const { data, res } = await t.gql(REGISTER, {
    input: {
      name: 'Bea Buyer',
      email: `buyer-${Date.now()}@example.com`,
      companyName: 'Buyer Retail BV',
      companyRegNumber: '12345678',
      companyVatNumber: 'NL123456782B01',
      password: BUYER_PASSWORD,
      confirmPassword: BUYER_PASSWORD,
      agreeTerms: true,
      confirmAge: true,
    },
  });
  expect(data.register.userErrors).toEqual([]);
  buyer = { token: data.register.token, cookie: sessionCookieOf(res)! };
});

afterAll(async () => {
  await t?.close();
});

describe('adminLogin', () => {
  it('signs staff in: token, expiry, the staff member, and the shop_admin cookie (httpOnly, Strict, /admin)', async () => {
    const { email, staff } = await createStaff(t, { role: 'OWNER', name: 'Olivia Owner' });
    const { data, res, errors } = await adminGql(t, AdminLoginDocument, { email, password: STAFF_PASSWORD });
    expect(errors).toBeUndefined();
    expect(data.adminLogin.userErrors).toEqual([]);
    expect(data.adminLogin.staff).toEqual({ id: staff.id, email, name: 'Olivia Owner', role: 'OWNER' });
    expect(data.adminLogin.token).toMatch(/^adm_/);
    expect(Date.parse(data.adminLogin.expiresAt!)).toBeGreaterThan(Date.now());
    const cookie = setCookieHeader(res, 'shop_admin')!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/admin(;|$)/);
    expect(cookie).not.toMatch(/Secure/i); // NODE_ENV=test; production adds Secure
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
    // the buyer's cookie is not touched
    expect(setCookieHeader(res, 'shop_session')).toBeUndefined();
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('accepts the e-mail in any case', async () => {
    const { email } = await createStaff(t);
    const { data } = await adminGql(t, AdminLoginDocument, { email: email.toUpperCase(), password: STAFF_PASSWORD });
    expect(data.adminLogin.staff?.email).toBe(email);
  });

  it.each([
    ['a wrong password', (email: string) => ({ email, password: 'Wrong#Pass1' })],
    ['an unknown e-mail', () => ({ email: 'nobody-here@example.com', password: STAFF_PASSWORD })],
    ['a buyer account', (_: string, buyerEmail: string) => ({ email: buyerEmail, password: BUYER_PASSWORD })],
  ])('refuses %s with one message that does not tell which part was wrong', async (_case, vars) => {
    const { email } = await createStaff(t);
    const buyerEmail = `shopper-${Date.now()}@example.com`;
    await t.gql(REGISTER, {
      input: {
        name: 'Shopper',
        email: buyerEmail,
        companyName: 'Shop BV',
        companyRegNumber: '12345678',
        companyVatNumber: 'NL123456782B01',
        password: BUYER_PASSWORD,
        confirmPassword: BUYER_PASSWORD,
        agreeTerms: true,
        confirmAge: true,
      },
    });
    const { data, res } = await adminGql(t, AdminLoginDocument, vars(email, buyerEmail));
    expect(data.adminLogin).toEqual({
      staff: null,
      token: null,
      expiresAt: null,
      userErrors: [
        { field: null, message: 'Invalid email or password. Please try again.', code: 'INVALID_CREDENTIALS' },
      ],
    });
    expect(adminCookieOf(res)).toBeUndefined();
  });

  it('refuses a deactivated account with the same message', async () => {
    const { staff, email } = await createStaff(t);
    await t.backend.admin!.staff.update(staff.id, { active: false });
    const { data } = await adminGql(t, AdminLoginDocument, { email, password: STAFF_PASSWORD });
    expect(data.adminLogin.userErrors[0]?.code).toBe('INVALID_CREDENTIALS');
  });

  it('answers a malformed e-mail as a field error', async () => {
    const { data } = await adminGql(t, AdminLoginDocument, { email: 'not-an-email', password: STAFF_PASSWORD });
    expect(data.adminLogin.userErrors).toEqual([
      { field: ['email'], message: 'Please enter a valid email address', code: 'INVALID' },
    ]);
  });
});

describe('staffMe and adminLogout', () => {
  it('staffMe answers the signed-in staff member by cookie and by bearer token, null when signed out', async () => {
    const owner = await adminClient(t, { role: 'OWNER' });
    const byCookie = await owner.gql(StaffMeDocument);
    expect(byCookie.data.staffMe).toEqual({
      id: owner.staff.id,
      email: owner.email,
      name: owner.staff.name,
      role: 'OWNER',
    });
    const byToken = await owner.gql(StaffMeDocument, {}, { via: 'token' });
    expect(byToken.data.staffMe?.id).toBe(owner.staff.id);
    const anonymous = await adminGql(t, StaffMeDocument);
    expect(anonymous.errors).toBeUndefined();
    expect(anonymous.data.staffMe).toBeNull();
  });

  it('adminLogout ends the session at once and clears the cookie', async () => {
    const staff = await adminClient(t);
    const { data, res } = await staff.gql(AdminLogoutDocument);
    expect(data.adminLogout).toBe(true);
    expect(setCookieHeader(res, 'shop_admin')).toMatch(/shop_admin=;.*Path=\/admin/);
    expect((await staff.gql(StaffMeDocument)).data.staffMe).toBeNull();
    expect((await staff.gql(StaffMeDocument, {}, { via: 'token' })).data.staffMe).toBeNull();
    // signed out already: nothing to end
    expect((await staff.gql(AdminLogoutDocument)).data.adminLogout).toBe(false);
  });

  it('a dead admin cookie is cleared', async () => {
    const res = (await adminGql(t, StaffMeDocument, {}, { cookie: 'shop_admin=adm_not-a-session' })).res;
    expect(setCookieHeader(res, 'shop_admin')).toMatch(/shop_admin=;/);
  });
});

describe("a buyer's credentials on /admin/graphql", () => {
  it("never yield a staff member: the buyer's cookie and token are anonymous there", async () => {
    // the buyer is signed in on the shop
    expect((await t.gql('{ me { id } }', {}, { cookie: buyer.cookie })).data.me).not.toBeNull();
    for (const auth of [{ cookie: buyer.cookie }, { token: buyer.token }, { cookie: `shop_admin=${buyer.token}` }]) {
      const me = await adminGql(t, StaffMeDocument, {}, auth);
      expect(me.data.staffMe).toBeNull();
      const staffOnly = await adminGql(t, '{ auditLog { totalCount } }', {}, auth);
      expect(staffOnly.data).toBeNull();
      expect(staffOnly.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    }
  });

  it("and a staff token is nothing on the shop's /graphql", async () => {
    const staff = await adminClient(t);
    expect((await t.gql('{ me { id } }', {}, { token: staff.token })).data.me).toBeNull();
  });
});

describe('two schemas, never merged', () => {
  const rootFields = async (path: string) => {
    const res = await t
      .http()
      .post(path)
      .set('content-type', 'application/json')
      .send({ query: '{ __schema { queryType { fields { name } } mutationType { fields { name } } } }' });
    const schema = res.body.data.__schema;
    return new Set<string>(
      [...schema.queryType.fields, ...schema.mutationType.fields].map((field: { name: string }) => field.name),
    );
  };

  it("the shop's /graphql has none of the admin fields, and /admin/graphql none of the shop's", async () => {
    const shop = await rootFields('/graphql');
    const admin = await rootFields('/admin/graphql');
    for (const field of ['staffMe', 'adminLogin', 'auditLog', 'saveStaff', 'settings', 'consoleInfo'])
      expect(shop.has(field)).toBe(false);
    for (const field of ['me', 'login', 'register', 'cartQuote', 'placeOrder', 'shop', 'myOrders'])
      expect(admin.has(field)).toBe(false);
    expect(admin.has('staffMe')).toBe(true);
    expect(shop.has('me')).toBe(true);
  });

  it('consoleInfo answers anyone: the shop name and which store runs it', async () => {
    const { data } = await adminGql(t, ConsoleInfoDocument);
    expect(data.consoleInfo).toEqual({
      shopName: t.config.shop.name,
      storeBackend: 'embedded',
      wordpressAdminUrl: null,
    });
  });

  it('the admin API takes POST only: a GET carrying an operation is refused', async () => {
    const res = await t.http().get('/admin/graphql').query({ query: '{ consoleInfo { shopName } }' });
    expect(res.status).toBe(405);
    expect(res.body.errors[0].extensions).toEqual({ code: 'BAD_REQUEST', reason: 'METHOD_NOT_ALLOWED' });
  });

  it('CSRF prevention is on: a form-encoded POST is refused before any resolver runs', async () => {
    const owner = await adminClient(t, { role: 'OWNER' });
    const res = await t
      .http()
      .post('/admin/graphql')
      .set('cookie', owner.cookie)
      .set('content-type', 'text/plain')
      .send(JSON.stringify({ query: 'mutation { adminLogout }' }));
    expect(res.status).toBe(400);
    expect((await owner.gql(StaffMeDocument)).data.staffMe?.id).toBe(owner.staff.id);
  });

  it('an origin of CORS_ORIGINS may call the shop API but not the admin API', async () => {
    const preflight = (path: string) =>
      t.http().options(path).set('origin', 'https://partner.example').set('access-control-request-method', 'POST');
    expect((await preflight('/graphql')).headers['access-control-allow-origin']).toBe('https://partner.example');
    expect((await preflight('/admin/graphql')).headers['access-control-allow-origin']).toBeUndefined();
  });
});
