import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue, newKey, registerCustomer, SHIPPING, startShop, type Caller } from './commerce.harness.js';

// Small limits that trip quickly, with a window far longer than the requests take even on a busy machine
// (password hashing is slow there), so nothing depends on timing. That a limit recovers once its window
// has passed is shown by src/security/rate-limit.service.spec.ts on the same service.
const LIMITS = {
  TRUST_PROXY: 'true',
  RATE_LIMIT_LOGIN_IP: '4/60',
  RATE_LIMIT_LOGIN_ACCOUNT: '3/60',
  RATE_LIMIT_REGISTER_IP: '2/60',
  RATE_LIMIT_PASSWORD_RESET_REQUEST_IP: '2/60',
  RATE_LIMIT_PASSWORD_RESET_IP: '2/60',
  RATE_LIMIT_CONTACT_IP: '2/60',
  RATE_LIMIT_PLACE_ORDER_IP: '2/60',
  GRAPHQL_MAX_DEPTH: '4',
  GRAPHQL_MAX_COST: '600',
  CORS_ORIGINS: 'https://partner.example',
};

let shop: Awaited<ReturnType<typeof startShop>>;

beforeAll(async () => {
  shop = await startShop(LIMITS);
});

afterAll(async () => {
  await shop?.stop();
});

let ipCounter = 0;
/** every test gets its own client address (X-Forwarded-For, trusted here) so counters do not mix */
const freshIp = () => `203.0.113.${++ipCounter}`;

/** asserts the refusal: RATE_LIMITED with the seconds to wait, and nothing internal */
async function expectRateLimited(caller: Caller, query: string, variables: Record<string, unknown>): Promise<void> {
  const res = await caller.gql(query, variables);
  expect(res.status).toBe(200);
  expect(res.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  const retryAfter = res.errors?.[0]?.extensions?.retryAfter as number;
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(res.errors?.[0]?.message).not.toMatch(/redis|stack|Error:/i);
}

const LOGIN = 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token userErrors { code } } }';
const CONTACT = 'mutation($i: ContactInput!) { sendContactMessage(input: $i) { ok } }';
const REQUEST_RESET = 'mutation($e: String!) { requestPasswordReset(email: $e) }';
const RESET =
  'mutation($e: String!, $t: String!) { resetPassword(email: $e, token: $t, newPassword: "Res3t!Pass") { ok } }';
const REGISTER = `mutation($e: String!) { register(input: { name: "Rita Visser", email: $e, companyName: "Visser B.V.",
  companyRegNumber: "KVK 11112222", companyVatNumber: "NL111122223B01", password: "Sup3r$ecret",
  confirmPassword: "Sup3r$ecret", agreeTerms: true, confirmAge: true }) { userErrors { code } } }`;

describe('rate limits', () => {
  it('trip per IP on login, and leave other addresses alone', async () => {
    const caller = shop.gateway.as(null, freshIp());
    for (let i = 0; i < 4; i++) {
      const res = await caller.gql(LOGIN, { e: `someone${i}@example.com`, p: 'Wrong#Pass1' });
      expect(res.data.login.userErrors[0].code).toBe('INVALID_CREDENTIALS');
    }
    await expectRateLimited(caller, LOGIN, { e: 'someone9@example.com', p: 'Wrong#Pass1' });
    const other = await shop.gateway.as(null, freshIp()).gql(LOGIN, { e: 'someone@example.com', p: 'Wrong#Pass1' });
    expect(other.errors).toBeUndefined();
  });

  it('trip per account on login, whatever the IP', async () => {
    const customer = await registerCustomer(shop.gateway);
    for (let i = 0; i < 3; i++) {
      await shop.gateway.as(null, freshIp()).gql(LOGIN, { e: customer.email, p: 'Wrong#Pass1' });
    }
    // even the right password waits: the account is locked for the window, from every address
    await expectRateLimited(shop.gateway.as(null, freshIp()), LOGIN, { e: customer.email, p: customer.password });
  });

  it.each([
    ['register', REGISTER, () => ({ e: `new.${Math.random().toString(36).slice(2)}@example.com` })],
    ['requestPasswordReset', REQUEST_RESET, () => ({ e: 'a@example.com' })],
    ['resetPassword', RESET, () => ({ e: 'a@example.com', t: 'token' })],
    [
      'sendContactMessage',
      CONTACT,
      () => ({
        i: {
          name: 'Rita',
          email: `r${Math.random()}@example.com`,
          company: 'Visser',
          subject: 'Hi',
          message: 'Hello there, shop!',
        },
      }),
    ],
  ])('trip on %s', async (_name, query, variables) => {
    const caller = shop.gateway.as(null, freshIp());
    for (let i = 0; i < 2; i++) {
      const res = await caller.gql(query, variables());
      expect(res.errors).toBeUndefined();
    }
    await expectRateLimited(caller, query, variables());
  });

  it('trip on placeOrder', async () => {
    const { simple } = await catalogue(shop.gateway);
    const caller = shop.gateway.as(null, freshIp());
    const PLACE_ORDER = `mutation($input: PlaceOrderInput!, $key: String!) {
      placeOrder(input: $input, idempotencyKey: $key) { order { id } userErrors { code } } }`;
    const order = () => ({
      input: { lines: [{ productId: simple.id, quantity: 1 }], shipping: SHIPPING },
      key: newKey(),
    });
    for (let i = 0; i < 2; i++) expect((await caller.gql(PLACE_ORDER, order())).data.placeOrder.order).not.toBeNull();
    await expectRateLimited(caller, PLACE_ORDER, order());
  });
});

describe('GraphQL limits', () => {
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    request(shop.gateway.http)
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .set(headers)
      .send(body as object);

  it('refuses a query deeper than the limit with a 400', async () => {
    const ok = await post({ query: '{ products { items { images { src } } } }' });
    expect(ok.status).toBe(200);
    const deep = await post({ query: '{ products { items { variations { image { src } } } } }' });
    expect(deep.status).toBe(400);
    expect(deep.body.errors[0].extensions.code).toBe('BAD_REQUEST');
    expect(deep.body.errors[0].message).toMatch(/depth/i);
  });

  it('refuses more than 30 aliases', async () => {
    const fields = (n: number) => Array.from({ length: n }, (_, i) => `a${i}: shop { name }`).join(' ');
    expect((await post({ query: `{ ${fields(30)} }` })).status).toBe(200);
    const res = await post({ query: `{ ${fields(31)} }` });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(/alias/i);
  });

  it('refuses a query over the cost limit', async () => {
    const fields = (n: number) =>
      Array.from({ length: n }, (_, i) => `p${i}: products { items { id name slug images { src alt } } }`).join(' ');
    expect((await post({ query: `{ ${fields(2)} }` })).status).toBe(200);
    // each alias costs 23 (objects 2, scalars 1, ×1.5 per level): 30 of them pass the alias limit, not the cost
    const res = await post({ query: `{ ${fields(30)} }` });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(/cost/i);
  });

  it('refuses a query with too many tokens', async () => {
    const res = await post({ query: `{ ${'shop { name } '.repeat(600)} }` });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(/token/i);
  });

  it('refuses batched requests with a clean 400', async () => {
    const res = await post([{ query: '{ shop { name } }' }, { query: '{ shop { name } }' }]);
    expect(res.status).toBe(400);
    expect(res.text).not.toMatch(/\bat\s+\S+\.js/);
  });

  it('refuses a request body over the limit with 413', async () => {
    const res = await post({ query: '{ shop { name } }', variables: { pad: 'x'.repeat(150 * 1024) } });
    expect(res.status).toBe(413);
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'BAD_REQUEST', reason: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers malformed JSON with a 400, not a stack trace', async () => {
    const res = await request(shop.gateway.http)
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .send('{"query": ');
    expect(res.status).toBe(400);
    expect(res.text).not.toMatch(/node_modules|\bat\s/);
  });

  it('keeps CSRF prevention on: a simple form post is refused', async () => {
    const res = await request(shop.gateway.http)
      .post('/graphql')
      .set('Content-Type', 'text/plain')
      .send(JSON.stringify({ query: 'mutation { logoutAll }' }));
    expect(res.status).toBe(400);
    const get = await request(shop.gateway.http).get('/graphql').query({ query: '{ shop { name } }' });
    expect(get.status).toBe(400);
    const allowed = await request(shop.gateway.http)
      .get('/graphql')
      .set('Apollo-Require-Preflight', 'true')
      .query({ query: '{ shop { name } }' });
    expect(allowed.status).toBe(200);
  });

  it('allows introspection and suggestions outside production', async () => {
    const res = await post({ query: '{ __schema { queryType { name } } }' });
    expect(res.body.data.__schema.queryType.name).toBe('Query');
    const typo = await post({ query: '{ shop { nam } }' });
    expect(typo.body.errors[0].message).toMatch(/Did you mean/);
  });
});

describe('HTTP security', () => {
  it('sends helmet headers with a CSP that allows the SPA itself', async () => {
    const res = await request(shop.gateway.http).get('/healthz');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).toMatch(/style-src 'self' 'unsafe-inline'/);
    expect(csp).toMatch(/img-src 'self' data:/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('allows listed and same origins cross-origin, not others', async () => {
    const preflight = (origin: string) =>
      request(shop.gateway.http)
        .options('/graphql')
        .set('Origin', origin)
        .set('Access-Control-Request-Method', 'POST')
        .set('Access-Control-Request-Headers', 'content-type');
    const listed = await preflight('https://partner.example');
    expect(listed.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(listed.headers['access-control-allow-credentials']).toBe('true');
    const other = await preflight('https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const same = await request(shop.gateway.http)
      .post('/graphql')
      .set('Host', 'shop.test')
      .set('Origin', 'http://shop.test')
      .set('Content-Type', 'application/json')
      .send({ query: '{ shop { name } }' });
    expect(same.headers['access-control-allow-origin']).toBe('http://shop.test');
    expect(same.status).toBe(200);
  });
});
