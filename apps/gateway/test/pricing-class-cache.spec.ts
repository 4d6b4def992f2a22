import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieOf, startTestApp, type TestApp } from './helpers/test-app.js';

/**
 * The response cache in front of the app keeps catalogue answers per pricing class (anonymous,
 * buyer): every buyer shares one priced answer, an anonymous caller never gets it, and nothing
 * about one caller (`me`, an ended session) is ever shared.
 */
const REGISTER = `mutation R($input: RegisterInput!) { register(input: $input) { token userErrors { message } } }`;
const CATALOG = `query CatalogPage { products(pageSize: 4) { items { id name price { amount } } priceMax } }`;
const WITH_ME = `query MeAndCatalog { me { email } products(pageSize: 1) { items { price { amount } } } }`;
const LOGOUT = 'mutation { logout }';

let t: TestApp;
let n = 0;

async function register(): Promise<{ token: string; cookie: string; email: string }> {
  const email = `pricing-${Date.now()}-${(n += 1)}@example.com`;
  const { data, res } = await t.gql(REGISTER, {
    input: {
      name: 'Price Buyer',
      email,
      phone: null,
      companyName: 'Price Retail BV',
      companyRegNumber: '12345678',
      companyVatNumber: 'NL123456782B01',
      password: 'Str0ng!Pass',
      confirmPassword: 'Str0ng!Pass',
      agreeTerms: true,
      confirmAge: true,
    },
  });
  expect(data.register.userErrors).toEqual([]);
  return { token: data.register.token as string, cookie: sessionCookieOf(res)!, email };
}

async function responseCacheHits(): Promise<number> {
  const res = await t.http().get('/metrics').expect(200);
  return Number(/public_response_cache_lookups_total\{result="hit"\} (\d+)/.exec(res.text)?.[1] ?? 0);
}

type Catalog = { products: { items: { price: { amount: string } | null }[]; priceMax: string | null } };

beforeAll(async () => {
  t = await startTestApp({ env: { RATE_LIMIT_REGISTER_IP: '1000/60' } });
});

afterAll(async () => {
  await t?.close();
});

describe('response cache per pricing class', () => {
  it('shares one priced catalogue answer between buyers and never hands it to an anonymous caller', async () => {
    const a = await register();
    const b = await register();
    const first = await t.gql<Catalog>(CATALOG, {}, { token: a.token });
    expect(first.data.products.items[0]!.price).not.toBeNull();
    expect(first.data.products.priceMax).not.toBeNull();

    const hits = await responseCacheHits();
    const byCookie = await t.gql<Catalog>(CATALOG, {}, { cookie: b.cookie });
    const byToken = await t.gql<Catalog>(CATALOG, {}, { token: b.token });
    expect(byCookie.res.text).toBe(first.res.text);
    expect(byToken.res.text).toBe(first.res.text);
    expect(await responseCacheHits()).toBe(hits + 2);

    // the same request (same bytes) without credentials: the anonymous class, prices hidden
    const anonymous = await t.gql<Catalog>(CATALOG, {});
    expect(anonymous.data.products.items.map((item) => item.price)).toEqual([null, null, null, null]);
    expect(anonymous.data.products.priceMax).toBeNull();
    const anonymousAgain = await t.gql<Catalog>(CATALOG, {});
    expect(anonymousAgain.res.text).toBe(anonymous.res.text);
    expect(anonymousAgain.res.text).not.toContain('"amount"');
  });

  it('never keeps or shares an answer with a field about the caller', async () => {
    const a = await register();
    const b = await register();
    const hits = await responseCacheHits();
    const forA = await t.gql(WITH_ME, {}, { token: a.token });
    const forB = await t.gql(WITH_ME, {}, { token: b.token });
    const forAAgain = await t.gql(WITH_ME, {}, { token: a.token });
    expect(forA.data.me.email).toBe(a.email);
    expect(forB.data.me.email).toBe(b.email);
    expect(forAAgain.data.me.email).toBe(a.email);
    expect(forB.res.text).not.toContain(a.email);
    expect(await responseCacheHits()).toBe(hits);
  });

  it('answers a token whose session ended as anonymous, not from the buyer answers', async () => {
    const a = await register();
    const priced = await t.gql<Catalog>(CATALOG, {}, { token: a.token });
    expect(priced.data.products.items[0]!.price).not.toBeNull();
    await t.gql(LOGOUT, {}, { token: a.token });
    const after = await t.gql<Catalog>(CATALOG, {}, { token: a.token });
    expect(after.data.products.items.map((item) => item.price)).toEqual([null, null, null, null]);
  });
});
