import { inspect } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { UpstreamResponseError, UpstreamUnavailableError } from './errors.js';
import { capturingLogger, stubBackend } from './testing/stub-backend.js';
import { STUB_CREDENTIALS, type WordpressStub, startWordpressStub } from './testing/wordpress-stub.js';
import { WordpressHttpClient, buildQueryString } from './wordpress-http.client.js';
import { resolveWordpressSettings } from './wordpress.config.js';

const SECRETS = [
  STUB_CREDENTIALS.consumerSecret,
  STUB_CREDENTIALS.registerPassword,
  Buffer.from(`${STUB_CREDENTIALS.consumerKey}:${STUB_CREDENTIALS.consumerSecret}`).toString('base64'),
  Buffer.from(`${STUB_CREDENTIALS.registerUser}:${STUB_CREDENTIALS.registerPassword}`).toString('base64'),
];

/** every way an error can end up in a log or a response */
function renderings(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return [
    error.message,
    String(error),
    error.stack ?? '',
    JSON.stringify(error),
    inspect(error, { depth: 10, showHidden: true }),
  ].join('\n');
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('WordpressHttpClient', () => {
  let stub: WordpressStub;

  beforeAll(async () => {
    stub = await startWordpressStub();
  });
  afterEach(() => stub.reset());
  afterAll(async () => {
    await stub.close();
  });

  it('signs WooCommerce calls over plain HTTP with OAuth 1.0a (HMAC-SHA256, no oauth_version) in a header', async () => {
    const { backend } = stubBackend(stub);
    // the stub verifies the signature and refuses a reused nonce, so success proves both
    expect(await backend.coupons.getCouponByCode('10off')).not.toBeNull();
    expect(await backend.coupons.getCouponByCode('10off')).not.toBeNull();
    const woo = stub.requests.filter((r) => r.path.startsWith('/wp-json/wc/v3/'));
    expect(woo).toHaveLength(2);
    for (const request of woo) {
      const header = String(request.headers.authorization);
      expect(header).toMatch(/^OAuth /);
      expect(header).toContain('oauth_signature_method="HMAC-SHA256"');
      expect(header).not.toContain('oauth_version');
      expect(request.query).not.toMatch(/consumer|oauth/i);
    }
    await backend.lifecycle.close();
  });

  it('refuses a wrong consumer secret as a rejection, without the secret anywhere', async () => {
    const { backend, logs } = stubBackend(stub, { config: { wcConsumerSecret: 'cs_wrong_secret_value' } });
    const error = await failure(backend.coupons.getCouponByCode('10off'));
    expect(error).toBeInstanceOf(UpstreamResponseError);
    expect((error as UpstreamResponseError).status).toBe(401);
    expect((error as UpstreamResponseError).upstreamCode).toBe('woocommerce_rest_authentication_error');
    expect(renderings(error)).not.toContain('cs_wrong_secret_value');
    expect(JSON.stringify(logs)).not.toContain('cs_wrong_secret_value');
    await backend.lifecycle.close();
  });

  it('sends Basic auth to an HTTPS site and keeps every secret out of the URL', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const adapter: AxiosAdapter = async (config) => {
      seen.push(config);
      return { data: [], status: 200, statusText: 'OK', headers: { 'x-wp-totalpages': '1' }, config };
    };
    const settings = resolveWordpressSettings({
      wordpressUrl: 'https://cms.example.com/',
      wcConsumerKey: 'ck_live',
      wcConsumerSecret: 'cs_live_secret',
      wpRegisterUser: 'registrar',
      wpRegisterPassword: 'app pass word',
    });
    const client = new WordpressHttpClient(settings, undefined, { adapter });
    await client.request({
      method: 'GET',
      route: '/wc/v3/products',
      query: { per_page: 100, page: 2 },
      auth: { kind: 'woocommerce' },
    });
    await client.request({
      method: 'POST',
      route: '/custom/v1/register',
      body: { email: 'a@b.c' },
      auth: { kind: 'register' },
    });
    await client.request({ method: 'GET', route: '/wp/v2/posts', auth: { kind: 'none' } });
    const [woo, register, content] = seen;
    expect(woo!.baseURL).toBe('https://cms.example.com/wp-json');
    expect(woo!.url).toBe('/wc/v3/products?per_page=100&page=2');
    expect(woo!.headers.Authorization).toBe(`Basic ${Buffer.from('ck_live:cs_live_secret').toString('base64')}`);
    expect(register!.headers.Authorization).toBe(`Basic ${Buffer.from('registrar:app pass word').toString('base64')}`);
    expect(content!.headers.Authorization).toBeUndefined();
    for (const config of seen)
      expect(`${config.baseURL}${config.url}`).not.toMatch(/cs_live_secret|app pass word|ck_live/);
    client.shutdown();
  });

  it('encodes query strings the RFC 3986 way OAuth needs', () => {
    expect(buildQueryString({ search: "a b+c!'()*", include: ['1', 2], skip: undefined, none: null })).toBe(
      '?search=a%20b%2Bc%21%27%28%29%2A&include=1%2C2',
    );
    expect(buildQueryString({})).toBe('');
  });

  it('retries idempotent GETs with backoff, but never a POST', async () => {
    const { backend } = stubBackend(stub, { tuning: { retries: 2, retryBaseDelayMs: 5 } });
    stub.failWith(503);
    expect(await failure(backend.coupons.getCouponByCode('10off'))).toBeInstanceOf(UpstreamUnavailableError);
    expect(stub.requests.filter((r) => r.method === 'GET')).toHaveLength(3);
    const post = await failure(
      backend.contact.saveContactMessage({
        name: 'Ann',
        email: 'ann@example.com',
        company: 'Ann BV',
        subject: 'Hello',
        message: 'Hello there, friends',
      }),
    );
    expect(post).toBeInstanceOf(UpstreamUnavailableError);
    expect(stub.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    await backend.lifecycle.close();
  });

  it('gives up on a slow site after the timeout, without retrying the timeout', async () => {
    const { backend } = stubBackend(stub, { tuning: { timeoutMs: 100, retries: 2, retryBaseDelayMs: 5 } });
    // the site would answer after 5 s: giving up long before that is the timeout, even on a busy machine
    stub.latencyMs = 5_000;
    const started = Date.now();
    const error = await failure(backend.content.listFaqs());
    expect(error).toBeInstanceOf(UpstreamUnavailableError);
    expect((error as UpstreamUnavailableError).reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(stub.requests).toHaveLength(1);
    await backend.lifecycle.close();
  });

  it('opens the breaker in a 503 storm, fails fast while open, and closes when the site recovers', async () => {
    const { backend, logs } = stubBackend(stub, {
      tuning: {
        retries: 0,
        breaker: {
          volumeThreshold: 4,
          errorThresholdPercentage: 50,
          resetTimeoutMs: 300,
          rollingCountTimeoutMs: 10_000,
        },
      },
    });
    const states: string[] = [];
    backend.onBreakerStateChange((state) => states.push(state));
    expect(await backend.content.listFaqs()).toHaveLength(2);
    expect(backend.getBreakerState()).toBe('closed');

    stub.failWith(503);
    for (let i = 0; i < 4; i += 1)
      expect(await failure(backend.content.listFaqs())).toBeInstanceOf(UpstreamUnavailableError);
    expect(backend.getBreakerState()).toBe('open');

    // while open nothing reaches the site, and mutations get UPSTREAM_UNAVAILABLE at once
    const sent = stub.requests.length;
    const fast = await failure(
      backend.identity.login('anna@greenleaf-retail.example', 'Str0ng!Pass', { persistent: false }),
    );
    expect(fast).toBeInstanceOf(UpstreamUnavailableError);
    expect((fast as UpstreamUnavailableError).code).toBe('UPSTREAM_UNAVAILABLE');
    expect((fast as UpstreamUnavailableError).reason).toBe('circuit_open');
    expect(stub.requests.length).toBe(sent);

    stub.failWith(null);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(backend.getBreakerState()).toBe('half_open');
    expect(await backend.content.listFaqs()).toHaveLength(2);
    expect(backend.getBreakerState()).toBe('closed');
    expect(states).toEqual(['open', 'half_open', 'closed']);
    expect(logs.some((l) => l.level === 'error' && l.message === 'wordpress circuit open')).toBe(true);
    await backend.lifecycle.close();
  });

  it('does not open the breaker on refusals (4xx): the site is answering', async () => {
    const { backend } = stubBackend(stub, {
      tuning: { retries: 0, breaker: { volumeThreshold: 2, errorThresholdPercentage: 10 } },
    });
    for (let i = 0; i < 6; i += 1) {
      expect(
        (await backend.identity.login('anna@greenleaf-retail.example', 'wrong-password', { persistent: false })).kind,
      ).toBe('invalid_credentials');
    }
    expect(backend.getBreakerState()).toBe('closed');
    await backend.lifecycle.close();
  });

  it('keeps every secret out of log lines and errors, whatever fails', async () => {
    const { logger, logs } = capturingLogger();
    const errors: unknown[] = [];
    const collect = async (promise: Promise<unknown>) => {
      try {
        await promise;
      } catch (error) {
        errors.push(error);
      }
    };
    const { createWordpressBackend } = await import('./index.js');
    const make = (overrides: Record<string, string> = {}, tuning = {}) =>
      createWordpressBackend({
        config: {
          wordpressUrl: stub.url,
          wcConsumerKey: STUB_CREDENTIALS.consumerKey,
          wcConsumerSecret: STUB_CREDENTIALS.consumerSecret,
          wpRegisterUser: STUB_CREDENTIALS.registerUser,
          wpRegisterPassword: STUB_CREDENTIALS.registerPassword,
          ...overrides,
          // a timeout far above the stub's answer time on a busy machine; the timeout case sets its own
          tuning: { retries: 1, retryBaseDelayMs: 1, timeoutMs: 10_000, breaker: { volumeThreshold: 3 }, ...tuning },
        },
        logger,
      });
    const backend = make();
    const customer = {
      name: 'Ann',
      email: 'ann.secret@example.com',
      phone: null,
      companyName: 'Ann BV',
      companyRegNumber: '12345',
      companyVatNumber: '12345',
      password: 'Sup3r#Secret',
      status: 'APPROVED' as const,
      ageConfirmedAt: new Date('2026-01-01T00:00:00Z'),
      termsAcceptedAt: new Date('2026-01-01T00:00:00Z'),
    };

    // successes, refusals, a refused registration credential, a wrong consumer secret
    await collect(backend.catalogue.listProducts());
    await collect(backend.identity.register(customer, { persistent: false }));
    // refused with the right registration credentials (e-mail taken)
    expect((await backend.identity.register(customer, { persistent: false })).kind).toBe('email_taken');
    await collect(backend.identity.login(customer.email, 'Wrong#Pass1', { persistent: false }));
    const badRegistrar = make({ wpRegisterPassword: 'not the password' });
    expect(
      (await badRegistrar.identity.register({ ...customer, email: 'other@example.com' }, { persistent: false })).kind,
    ).toBe('rejected');
    await collect(make({ wcConsumerSecret: 'cs_x_wrong_but_still_secret' }).catalogue.listProducts());
    // a storm (retries, breaker opening, fast failures) and a timeout
    stub.failWith(503);
    for (let i = 0; i < 5; i += 1) await collect(backend.coupons.getCouponByCode('10off'));
    const address = { firstName: 'A', lastName: 'B', street: 'S 1', city: '', postcode: '', country: '' };
    const buyer = { customerId: null, email: 'a@example.com', phone: null };
    await collect(
      backend.orders.insertOrder(
        {
          buyer,
          billingAddress: address,
          shippingAddress: address,
          lines: [],
          couponCode: null,
          comment: null,
        } as never,
        'key',
        'hash',
      ),
    );
    stub.failWith(null);
    stub.latencyMs = 300;
    await collect(make({}, { timeoutMs: 200 }).content.listFaqs());
    stub.latencyMs = 0;

    expect(errors.length).toBeGreaterThanOrEqual(8);
    expect(logs.length).toBeGreaterThan(10);
    const everything = [JSON.stringify(logs), inspect(logs, { depth: 10 }), ...errors.map(renderings)].join('\n');
    const wrongOnes = [
      'not the password',
      'cs_x_wrong_but_still_secret',
      Buffer.from(`${STUB_CREDENTIALS.registerUser}:not the password`).toString('base64'),
    ];
    for (const secret of [...SECRETS, ...wrongOnes, customer.password, 'Wrong#Pass1'])
      expect(everything).not.toContain(secret);
    // nor the site's address in what a client could see
    for (const error of errors) expect((error as Error).message).not.toContain(stub.url);
    await Promise.all([backend.lifecycle.close(), badRegistrar.lifecycle.close()]);
  });
});
