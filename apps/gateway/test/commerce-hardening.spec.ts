/**
 * Issue 14 (hardening): what an attacker probing the gateway found, each answered at its root. One
 * shop on PostgreSQL + Redis; its Nest log lines are kept in memory so the specs can read them.
 */
import { Writable } from 'node:stream';
import { placeOrder } from '../src/backends/testing/order-service.js';
import { Redis } from 'ioredis';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_MESSAGES } from '@shop/domain';
import { NEGATIVE_TTL_MS } from '../src/content/content.service.js';
import { createLoggers } from '../src/observability/logger.js';
import { PinoNestLogger } from '../src/observability/nest-logger.js';
import {
  CART_QUOTE,
  catalogue,
  newKey,
  PLACE_ORDER,
  REDIS_URL,
  registerCustomer,
  SHIPPING,
  sql,
  startShop,
  STRONG_PASSWORD,
  uniqueEmail,
  type GqlResult,
} from './commerce.harness.js';

const logChunks: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logChunks.push(chunk.toString());
    done();
  },
});
const pinoLoggers = createLoggers(logStream);
pinoLoggers.logger.level = 'info';
const logText = () => logChunks.join('');

let shop: Awaited<ReturnType<typeof startShop>>;

beforeAll(async () => {
  shop = await startShop(
    {
      REDIS_URL,
      REDIS_KEY_PREFIX: `test:hardening:${process.pid}:`,
      TRUST_PROXY: 'true',
      // failed coupon codes: 6 per IP, 4 per account in a minute
      RATE_LIMIT_COUPON_IP: '6/60',
      RATE_LIMIT_COUPON_ACCOUNT: '4/60',
      // orders: 6 per account in a minute (every spec here uses a fresh buyer)
      RATE_LIMIT_PLACE_ORDER_ACCOUNT: '6/60',
    },
    { logger: new PinoNestLogger(pinoLoggers.logger) },
  );
});

afterAll(async () => {
  await shop?.stop();
});

let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

const NUL = '\u0000';
const RLO = '\u202e';

/** no 500, no INTERNAL_SERVER_ERROR */
function expectNoServerError(res: GqlResult): void {
  expect(res.status).toBeLessThan(500);
  expect(res.errors?.map((e) => e.extensions?.code) ?? []).not.toContain('INTERNAL_SERVER_ERROR');
}

const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { token userErrors { field message code } } }`;
const registration = (overrides: Record<string, unknown>) => ({
  name: 'Anna de Boer',
  email: uniqueEmail('nul'),
  phone: '+31 6 0000 0000',
  companyName: 'Boer Retail B.V.',
  companyRegNumber: 'KVK 12345678',
  companyVatNumber: 'NL123456782B01',
  password: STRONG_PASSWORD,
  confirmPassword: STRONG_PASSWORD,
  agreeTerms: true,
  confirmAge: true,
  ...overrides,
});

describe('control characters in text inputs (issue 14, item 3)', () => {
  it('register refuses NUL, bell, escape and RTL override with a userError, never a 500', async () => {
    for (const bad of [NUL, '\u0007', '\u001b', RLO]) {
      const res = await shop.gateway.as(null, freshIp()).gql(REGISTER, {
        input: registration({ name: `Anna${bad} de Boer` }),
      });
      expectNoServerError(res);
      expect(res.data.register.token).toBeNull();
      expect(res.data.register.userErrors).toContainEqual({
        field: ['name'],
        message: TEXT_MESSAGES.invalidCharacters,
        code: 'INVALID',
      });
    }
    const zeroWidth = await shop.gateway.as(null, freshIp()).gql(REGISTER, {
      input: registration({ name: '\u200b\u200d\u200b' }),
    });
    expect(zeroWidth.data.register.userErrors).toContainEqual(
      expect.objectContaining({ field: ['name'], message: 'Name must be at least 2 characters' }),
    );
  });

  it('profile, address, contact, coupon, order fields, search and slugs answer without a 500', async () => {
    const buyer = await registerCustomer(shop.gateway);
    const { simple } = await catalogue(shop.gateway);
    const line = { productId: simple.id, quantity: 1 };
    const profile = await buyer.caller.gql(
      `mutation($i: ProfileInput!) { updateProfile(input: $i) { userErrors { field message } } }`,
      {
        i: {
          name: 'Anna',
          email: buyer.email,
          companyName: `Boer${NUL}`,
          companyRegNumber: 'KVK 12345678',
          companyVatNumber: 'NL123456782B01',
        },
      },
    );
    expectNoServerError(profile);
    expect(profile.data.updateProfile.userErrors[0].message).toBe(TEXT_MESSAGES.invalidCharacters);

    const address = await buyer.caller.gql(
      `mutation($a: String!) { updateAddress(address: $a) { userErrors { field message } } }`,
      { a: `Herengracht 1${NUL}` },
    );
    expectNoServerError(address);
    expect(address.data.updateAddress.userErrors[0].message).toBe(TEXT_MESSAGES.invalidCharacters);

    const contact = await shop.gateway
      .as(null, freshIp())
      .gql(`mutation($i: ContactInput!) { sendContactMessage(input: $i) { ok userErrors { field message } } }`, {
        i: {
          name: 'Anna',
          email: 'anna@example.com',
          company: 'Leaf BV',
          subject: 'Hello\r\nBcc: victim@example.com',
          message: 'A message that is long enough',
        },
      });
    expectNoServerError(contact);
    expect(contact.data.sendContactMessage.userErrors).toContainEqual({
      field: ['subject'],
      message: TEXT_MESSAGES.singleLine,
    });

    const quote = await buyer.caller.gql(CART_QUOTE, { input: { lines: [line], couponCode: `WELCOME10${NUL}` } });
    expectNoServerError(quote);
    expect(quote.data.cartQuote.coupon).toMatchObject({ applied: false, message: TEXT_MESSAGES.invalidCharacters });

    for (const shipping of [
      { ...SHIPPING, fullName: `Anna${NUL}` },
      { ...SHIPPING, comment: `Ring${NUL}twice` },
      { ...SHIPPING, address: `Herengracht 1${RLO}` },
    ]) {
      const order = await buyer.caller.gql(PLACE_ORDER, { input: { lines: [line], shipping }, key: newKey() });
      expectNoServerError(order);
      expect(order.data.placeOrder.order).toBeNull();
      expect(order.data.placeOrder.userErrors[0].message).toBe(TEXT_MESSAGES.invalidCharacters);
    }
    const badCoupon = await buyer.caller.gql(PLACE_ORDER, {
      input: { lines: [line], shipping: SHIPPING, couponCode: `X${NUL}` },
      key: newKey(),
    });
    expectNoServerError(badCoupon);
    expect(badCoupon.data.placeOrder.userErrors).toContainEqual(
      expect.objectContaining({ field: ['couponCode'], message: TEXT_MESSAGES.invalidCharacters }),
    );

    const search = await shop.gateway.anonymous.gql(
      `query($s: String) { products(filter: { search: $s }) { totalCount } }`,
      { s: `oil${NUL}` },
    );
    expectNoServerError(search);
    for (const field of ['post', 'product', 'category']) {
      const res = await shop.gateway.anonymous.gql(`query($s: String!) { ${field}(slug: $s) { slug } }`, {
        s: `x${NUL}`,
      });
      expectNoServerError(res);
      expect(res.data[field]).toBeNull();
    }
  });

  it('never logs the parameters of a failed query, a password hash, a token or a cookie', async () => {
    // a failure deep in the store: the NUL reaches PostgreSQL through a path no form validates
    const buyer = await registerCustomer(shop.gateway);
    const failed = await shop.gateway.store.identity
      .updateAddress({ token: buyer.caller.token!, customerId: buyer.id }, `Secret street 1${NUL}`)
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failed).toBeInstanceOf(Error);
    // the gateway's error formatter is what logs unexpected errors: feed it this one
    const { createFormatError } = await import('../src/graphql/errors.js');
    const lines: string[] = [];
    const format = createFormatError({ error: (m, t) => lines.push(m, t ?? ''), warn: (m) => lines.push(m) });
    format({ message: 'x', path: ['updateAddress'] }, failed);
    const logged = lines.join('\n');
    expect(logged).toMatch(/updateAddress/);
    expect(logged).not.toContain('Secret street');
    expect(logged).not.toMatch(/params:/);

    await request(shop.gateway.http)
      .post('/graphql')
      .set('Cookie', 'shop_session=cookie-secret-value')
      .set('Content-Type', 'application/json')
      .send({ query: '{ me { id } }' });
    const text = logText();
    expect(text).not.toMatch(/params:/);
    expect(text).not.toMatch(/scrypt\$/);
    expect(text).not.toContain('cookie-secret-value');
    expect(text).not.toContain(buyer.caller.token!);
  });
});

describe('post slugs and the cache (issue 14, item 8)', () => {
  const POST = `query($s: String!) { post(slug: $s) { slug title } }`;
  const prefix = `test:hardening:${process.pid}:`;

  it('answers a malformed slug with null without caching it, and keeps an unknown one only briefly', async () => {
    const redis = new Redis(REDIS_URL);
    try {
      const malformed = await shop.gateway.anonymous.gql(POST, { s: "' OR 1=1--" });
      expect(malformed.errors).toBeUndefined();
      expect(malformed.data.post).toBeNull();
      expect(await redis.keys(`${prefix}content:post:*OR*`)).toEqual([]);

      const unknown = await shop.gateway.anonymous.gql(POST, { s: 'no-such-post-here' });
      expect(unknown.data.post).toBeNull();
      const ttl = await redis.pttl(`${prefix}content:post:no-such-post-here`);
      // a negative answer lives seconds, not the 11 minutes (fresh + stale) of a found post
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(NEGATIVE_TTL_MS);

      const [post] = (await shop.gateway.store.content.listPosts(1, 1)).items;
      const found = await shop.gateway.anonymous.gql(POST, { s: post!.slug });
      expect(found.data.post.slug).toBe(post!.slug);
      expect(await redis.pttl(`${prefix}content:post:${post!.slug}`)).toBeGreaterThan(NEGATIVE_TTL_MS);
    } finally {
      redis.disconnect();
    }
  });
});

describe('password-reset links (issue 14, item 1)', () => {
  it('go to the outbox (GET /dev/outbox) and never into the log', async () => {
    const buyer = await registerCustomer(shop.gateway);
    const res = await shop.gateway
      .as(null, freshIp())
      .gql('mutation($e: String!) { requestPasswordReset(email: $e) }', { e: buyer.email });
    expect(res.data.requestPasswordReset).toBe(true);
    const outbox = await request(shop.gateway.http).get('/dev/outbox').query({ to: buyer.email });
    const text = String(outbox.body.messages?.[0]?.text ?? '');
    const token = /[?&]token=([^&\s]+)/.exec(text)?.[1];
    expect(token).toBeTruthy();
    // the mail was announced in the log, without its link
    expect(logText()).toMatch(/outbox/);
    expect(logText()).not.toContain(token!);
    expect(logText()).not.toContain('reset-password?');
  });
});

describe('coupon guessing (issue 14, item 2)', () => {
  const quote = (
    caller: { gql: (q: string, v: Record<string, unknown>) => Promise<GqlResult> },
    line: object,
    code: string,
  ) => caller.gql(CART_QUOTE, { input: { lines: [line], couponCode: code } });

  it('counts failed codes per account across IPs (valid codes do not count) and answers with a retry-after', async () => {
    const buyer = await registerCustomer(shop.gateway);
    const { simple } = await catalogue(shop.gateway);
    const line = { productId: simple.id, quantity: 10 };
    // valid codes are free: more than the limit of them
    for (let i = 0; i < 6; i++) {
      const res = await quote(buyer.caller, line, 'WELCOME10');
      expect(res.data.cartQuote.coupon.applied).toBe(true);
    }
    // four wrong guesses, each from another address
    for (let i = 0; i < 4; i++) {
      const res = await quote(shop.gateway.as(buyer.caller.token, freshIp()), line, `GUESS${i}`);
      expect(res.data.cartQuote.coupon.message).toBe('Invalid coupon code');
    }
    const blocked = await quote(shop.gateway.as(buyer.caller.token, freshIp()), line, 'WELCOME10');
    expectNoServerError(blocked);
    expect(blocked.data.cartQuote.coupon.applied).toBe(false);
    expect(blocked.data.cartQuote.coupon.message).toMatch(
      /^Too many coupon attempts\. Please try again in \d+ seconds?\.$/,
    );
    expect(blocked.data.cartQuote.userErrors).toContainEqual(
      expect.objectContaining({ field: ['couponCode'], code: 'RATE_LIMITED' }),
    );
    // the quote itself still answers, without the discount
    expect(blocked.data.cartQuote.discount.amount).toBe('0.00');
    const order = await shop.gateway.as(buyer.caller.token, freshIp()).gql(PLACE_ORDER, {
      input: { lines: [line], shipping: SHIPPING, couponCode: 'WELCOME10' },
      key: newKey(),
    });
    expect(order.data.placeOrder.order).toBeNull();
    expect(order.data.placeOrder.userErrors).toContainEqual(
      expect.objectContaining({ field: ['couponCode'], code: 'RATE_LIMITED' }),
    );
  });

  it('counts failed codes per client IP, for every account, in Redis', async () => {
    const ip = freshIp();
    const { simple } = await catalogue(shop.gateway);
    const line = { productId: simple.id, quantity: 10 };
    for (let i = 0; i < 6; i++) {
      const buyer = await registerCustomer(shop.gateway);
      const res = await quote(shop.gateway.as(buyer.caller.token, ip), line, `IPGUESS${i}`);
      expect(res.data.cartQuote.coupon.message).toBe('Invalid coupon code');
    }
    const other = await registerCustomer(shop.gateway);
    const blocked = await quote(shop.gateway.as(other.caller.token, ip), line, 'WELCOME10');
    expect(blocked.data.cartQuote.userErrors).toContainEqual(
      expect.objectContaining({ field: ['couponCode'], code: 'RATE_LIMITED' }),
    );
    // the counters live in Redis, so every gateway instance sees them
    const redis = new Redis(REDIS_URL);
    try {
      expect(await redis.keys(`test:hardening:${process.pid}:rl:coupon:ip:*`)).not.toEqual([]);
    } finally {
      redis.disconnect();
    }
  });

  it('evaluates at most 3 coupon codes per request (aliases)', async () => {
    const buyer = await registerCustomer(shop.gateway);
    const { simple } = await catalogue(shop.gateway);
    const aliases = [0, 1, 2, 3]
      .map(
        (i) =>
          `q${i}: cartQuote(input: { lines: [{ productId: "${simple.id}", quantity: 1 }], couponCode: "ALIAS${i}" }) { coupon { message } }`,
      )
      .join('\n');
    const res = await shop.gateway.as(buyer.caller.token, freshIp()).gql(`{ ${aliases} }`);
    expectNoServerError(res);
    expect(res.errors?.[0]?.message).toBe('At most 3 coupon codes can be tried per request');
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
  });
});

describe('cart and order limits (issue 14, item 4)', () => {
  it('merges repeated lines, so the per-line quantity cap holds, without a 500', async () => {
    const buyer = await registerCustomer(shop.gateway);
    const { simple } = await catalogue(shop.gateway);
    const lines = Array.from({ length: 6 }, () => ({ productId: simple.id, quantity: 9999 }));
    const quote = await buyer.caller.gql(CART_QUOTE, { input: { lines } });
    expectNoServerError(quote);
    expect(quote.data.cartQuote.lines).toHaveLength(1);
    expect(quote.data.cartQuote.lines[0]).toMatchObject({ quantity: 59994, available: false });
    expect(quote.data.cartQuote.total.amount).toBe('0.00');
    expect(quote.data.cartQuote.userErrors).toContainEqual(
      expect.objectContaining({ message: 'Quantity must be between 1 and 9999' }),
    );
    const order = await buyer.caller.gql(PLACE_ORDER, { input: { lines, shipping: SHIPPING }, key: newKey() });
    expectNoServerError(order);
    expect(order.data.placeOrder.order).toBeNull();

    const merged = await buyer.caller.gql(PLACE_ORDER, {
      input: { lines: [line(simple.id, 2), line(simple.id, 3)], shipping: SHIPPING },
      key: newKey(),
    });
    expect(merged.data.placeOrder.userErrors).toEqual([]);
    expect(merged.data.placeOrder.order.lines).toEqual([
      expect.objectContaining({ productId: simple.id, quantity: 5 }),
    ]);
  });

  it('caps the order total at €1,000,000.00 with a clear message', async () => {
    const buyer = await registerCustomer(shop.gateway);
    const { products } = await catalogue(shop.gateway);
    const priciest = products
      .filter((p) => p.visible && p.inStock && p.type === 'simple')
      .sort((a, b) => b.priceCents - a.priceCents)[0]!;
    expect(priciest.priceCents * 9999).toBeGreaterThan(100_000_000);
    const lines = [line(priciest.id, 9999)];
    const quote = await buyer.caller.gql(CART_QUOTE, { input: { lines } });
    expectNoServerError(quote);
    expect(quote.data.cartQuote.userErrors).toContainEqual({
      field: ['lines'],
      message: 'The order total must not exceed €1,000,000.00',
      code: 'ORDER_TOTAL_TOO_HIGH',
    });
    const order = await buyer.caller.gql(PLACE_ORDER, { input: { lines, shipping: SHIPPING }, key: newKey() });
    expectNoServerError(order);
    expect(order.data.placeOrder.order).toBeNull();
    expect(order.data.placeOrder.userErrors).toContainEqual(
      expect.objectContaining({ message: 'The order total must not exceed €1,000,000.00' }),
    );
  });

  it('stores money in 64-bit columns', async () => {
    const columns = await sql<{ table_name: string; column_name: string; data_type: string }>(
      shop.db.url,
      `select table_name, column_name, data_type from information_schema.columns
        where table_schema = 'public' and (column_name like '%cents' or (table_name = 'coupons' and column_name = 'amount'))`,
    );
    expect(columns.length).toBeGreaterThanOrEqual(10);
    for (const column of columns)
      expect(`${column.table_name}.${column.column_name}=${column.data_type}`).toMatch(/=bigint$/);
  });
});

function line(productId: string, quantity: number) {
  return { productId, quantity };
}

describe('Vary: Origin (issue 14, item 6)', () => {
  const getShop = (origin?: string) => {
    let req = request(shop.gateway.http)
      .get('/graphql')
      .query({ query: '{ shop { name } }' })
      .set('Host', 'shop.test')
      .set('Apollo-Require-Preflight', 'true');
    if (origin) req = req.set('Origin', origin);
    return req;
  };
  const varies = (header: unknown) =>
    String(header ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase());

  it('is sent with every publicly cacheable answer that carries Access-Control-Allow-Origin', async () => {
    const res = await getShop('http://shop.test');
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('http://shop.test');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(varies(res.headers.vary)).toContain('origin');
  });

  it('is sent with public answers from the response cache too (a CDN must not hand them across origins)', async () => {
    await getShop();
    const cached = await getShop();
    expect(cached.headers['cache-control']).toBe('public, max-age=60');
    expect(varies(cached.headers.vary)).toContain('origin');
  });

  it('is sent by non-GraphQL routes with CORS headers', async () => {
    const res = await request(shop.gateway.http)
      .get('/healthz')
      .set('Host', 'shop.test')
      .set('Origin', 'http://shop.test');
    expect(res.headers['access-control-allow-origin']).toBe('http://shop.test');
    expect(varies(res.headers.vary)).toContain('origin');
  });
});

describe('idempotent retries (issue 14, item 7)', () => {
  it('are answered from the stored order before the order rate limit is charged', async () => {
    const buyer = await registerCustomer(shop.gateway);
    const { simple } = await catalogue(shop.gateway);
    const input = { lines: [line(simple.id, 2)], shipping: SHIPPING };
    const key = newKey();
    const first = await buyer.caller.gql(PLACE_ORDER, { input, key });
    const order = first.data.placeOrder.order;
    expect(order.number).toBeTruthy();
    // 50 retries of the key (the limit is 6 orders a minute per account)
    const retries = await Promise.all(Array.from({ length: 50 }, () => buyer.caller.gql(PLACE_ORDER, { input, key })));
    for (const retry of retries) {
      expect(retry.errors).toBeUndefined();
      expect(retry.data.placeOrder.order.id).toBe(order.id);
    }
    const serial = await buyer.caller.gql(PLACE_ORDER, { input, key });
    expect(serial.data.placeOrder.order.id).toBe(order.id);
    // and the buyer can still order: the retries cost nothing
    const next = await buyer.caller.gql(PLACE_ORDER, { input, key: newKey() });
    expect(next.errors).toBeUndefined();
    expect(Number(next.data.placeOrder.order.number)).toBe(Number(order.number) + 1);
  });

  it('allocate an order number only for the order that is created (PostgreSQL, 50 concurrent duplicates)', async () => {
    const { simple } = await catalogue(shop.gateway);
    const draft = {
      buyer: { customerId: null, email: 'a@example.com', phone: null },
      billingAddress: { firstName: 'A', lastName: 'B', street: 'Street 1', city: '', postcode: '', country: '' },
      shippingAddress: { firstName: 'A', lastName: 'B', street: 'Street 1', city: '', postcode: '', country: '' },
      lines: [
        {
          productId: simple.id,
          variationId: null,
          name: simple.name,
          quantity: 1,
          unitPriceCents: 100,
          lineTotalCents: 100,
        },
      ],
      subtotalCents: 100,
      discountCents: 0,
      totalCents: 100,
      couponCode: null,
      comment: null,
      currencyCode: 'EUR',
    };
    const key = newKey();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => placeOrder(shop.gateway.store, draft, key, 'h-dup')),
    );
    expect(results.filter((r) => r.kind === 'created')).toHaveLength(1);
    const created = results.find((r) => r.kind === 'created')!;
    const next = await placeOrder(shop.gateway.store, draft, newKey(), 'h-next');
    if (created.kind !== 'created' || next.kind !== 'created') throw new Error('orders not created');
    expect(Number(next.order.number)).toBe(Number(created.order.number) + 1);
  });
});

describe('transport and exposure headers, /metrics (issue 14, item 9)', () => {
  it('sends a Permissions-Policy on every answer', async () => {
    const res = await request(shop.gateway.http).get('/healthz');
    expect(String(res.headers['permissions-policy'])).toMatch(/camera=\(\)/);
    expect(String(res.headers['permissions-policy'])).toMatch(/geolocation=\(\)/);
  });
});
