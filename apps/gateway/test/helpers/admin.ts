/**
 * Callers of the admin API (POST /admin/graphql) for the gateway's integration tests, on top of
 * test-app.ts: staff accounts made through the store's staff port (never SQL), and a client signed in
 * through `adminLogin` like the console.
 *
 *   const owner = await adminClient(t, { role: 'OWNER' });
 *   const { data, errors } = await owner.gql(StaffMeDocument);
 *   await adminGql(t, StaffMeDocument, {}, { cookie: buyerCookie }); // someone else's credentials
 */
import { randomUUID } from 'node:crypto';
import { AdminLoginDocument, type TypedDocumentString } from '@shop/schema/admin-operations';
import type request from 'supertest';
import type { AdminPorts, StaffRecord, StaffRole } from '../../src/backends/admin-port.js';
import type { TestApp } from './test-app.js';

/** A document of the admin schema: codegen'd (@shop/schema/admin-operations, typed result) or a plain string. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test responses are asserted field by field
export type AdminDocument<T = any, V = Record<string, unknown>> = string | TypedDocumentString<T, V>;

export interface AdminGqlResult<T> {
  data: T;
  errors?: { message: string; extensions: { code: string } & Record<string, unknown> }[];
  res: request.Response;
}

/** a password that passes the staff password rule (strictPasswordSchema) */
export const STAFF_PASSWORD = 'Console#2026x';

export interface StaffOptions {
  role?: StaffRole;
  email?: string;
  name?: string;
  password?: string;
}

export interface CreatedStaff {
  staff: StaffRecord;
  email: string;
  password: string;
}

export function adminPortsOf(app: TestApp): AdminPorts {
  const ports = app.backend.admin;
  if (!ports) throw new Error('this test app has no console storage (STORE_BACKEND=wordpress or a stub store)');
  return ports;
}

/** A staff account made through the store's staff port; a unique e-mail unless one is given. */
export async function createStaff(app: TestApp, options: StaffOptions = {}): Promise<CreatedStaff> {
  const email = (options.email ?? `staff-${randomUUID().slice(0, 8)}@example.com`).toLowerCase();
  const password = options.password ?? STAFF_PASSWORD;
  const result = await adminPortsOf(app).staff.create({
    email,
    name: options.name ?? (options.role === 'OWNER' ? 'Olivia Owner' : 'Sam Staff'),
    role: options.role ?? 'STAFF',
    password,
  });
  if (result.kind !== 'ok') throw new Error(`createStaff: ${email} is taken`);
  return { staff: result.staff, email, password };
}

/** POST /admin/graphql with the given credentials (none: anonymous) */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test responses are asserted field by field
export async function adminGql<T = any, V extends Record<string, unknown> = Record<string, unknown>>(
  app: TestApp,
  query: AdminDocument<T, V>,
  variables?: V,
  auth?: { token?: string; cookie?: string },
): Promise<AdminGqlResult<T>> {
  let req = app.http().post('/admin/graphql').set('content-type', 'application/json');
  if (auth?.token) req = req.set('authorization', `Bearer ${auth.token}`);
  if (auth?.cookie) req = req.set('cookie', auth.cookie);
  const res = await req.send({ query: String(query), variables });
  return { data: res.body.data, errors: res.body.errors, res };
}

/** the `shop_admin=...` pair of a Set-Cookie header, for sending it back */
export function adminCookieOf(res: request.Response): string | undefined {
  const header = res.headers['set-cookie'] as unknown as string[] | undefined;
  return header?.find((c) => c.startsWith('shop_admin='))?.split(';')[0];
}

export interface AdminClient extends CreatedStaff {
  /** `shop_admin=<token>`, as the browser sends it */
  cookie: string;
  /** the bearer token adminLogin returned (API clients) */
  token: string;
  /** POST /admin/graphql as this staff member (the cookie; `{ via: 'token' }` for the bearer token) */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test responses are asserted field by field
  gql<T = any, V extends Record<string, unknown> = Record<string, unknown>>(
    query: AdminDocument<T, V>,
    variables?: V,
    options?: { via?: 'cookie' | 'token' },
  ): Promise<AdminGqlResult<T>>;
}

/**
 * A staff member signed in through `adminLogin`: a new account with `role` (default STAFF), or the
 * account of `login` (e-mail and password of an existing one).
 */
export async function adminClient(
  app: TestApp,
  options: StaffOptions & { login?: { email: string; password: string } } = {},
): Promise<AdminClient> {
  let created: CreatedStaff;
  if (options.login) {
    const existing = (await adminPortsOf(app).staff.list()).find((s) => s.email === options.login!.email.toLowerCase());
    if (!existing) throw new Error(`adminClient: no staff account ${options.login.email}`);
    created = { staff: existing, ...options.login };
  } else {
    created = await createStaff(app, options);
  }
  const login = await adminGql(app, AdminLoginDocument, { email: created.email, password: created.password });
  const token = login.data?.adminLogin.token;
  const cookie = adminCookieOf(login.res);
  if (!token || !cookie) {
    throw new Error(
      `adminClient: sign-in failed: ${JSON.stringify(login.errors ?? login.data?.adminLogin.userErrors)}`,
    );
  }
  return {
    ...created,
    cookie,
    token,
    gql: (query, variables, opts) => adminGql(app, query, variables, opts?.via === 'token' ? { token } : { cookie }),
  };
}
