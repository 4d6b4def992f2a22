/**
 * An HTTP stand-in for a WordPress + WooCommerce site (node:http, no dependencies), for the adapter's
 * tests, the contract suite, the e2e journeys and the benchmark. It speaks the routes of SPEC section 7
 * with WordPress's answer shapes and checks credentials the way the real site does: WooCommerce routes
 * need the consumer key (OAuth 1.0a signature over plain HTTP, or Basic), registration the basic
 * credentials, customer routes a JWT it issued. State changes (register, orders, password ...) are
 * kept in memory. Knobs: `latencyMs` (every answer is delayed), `failWith(503)` (a storm: every
 * request fails), `loseAnswers('reset')` (the site does the work, the answer never arrives),
 * `requests` (what was asked, for assertions).
 *
 *   const stub = await startWordpressStub({ latencyMs: 300 });  // stub.url → http://127.0.0.1:<port>
 *   ...
 *   await stub.close();
 */
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { type StubUser, type StubWorld, createStubWorld } from './stub-data.js';

type Json = Record<string, unknown>;

export const STUB_CREDENTIALS = {
  consumerKey: 'ck_stub_0123456789abcdef0123456789abcdef01234567',
  consumerSecret: 'cs_stub_fedcba9876543210fedcba9876543210fedcba98',
  registerUser: 'shop-registrar',
  registerPassword: 'abcd EFGH 1234 ijkl MNOP 5678',
  webhookSecret: 'whsec_stub_9f8e7d6c5b4a',
} as const;

export interface WordpressStubOptions {
  port?: number;
  host?: string;
  /** delay before every answer, e.g. 300 for a realistic remote site */
  latencyMs?: number;
  /** filler products on top of the fixtures, to make the catalogue span several pages of 100 */
  extraProducts?: number;
  /**
   * the site runs B2BKing: its documented fixtures join the world (two products priced per buyer group
   * and a distributor in group 1201, `B2BKING_BUYER`); stub-data.ts
   */
  b2bking?: boolean;
  /** accept Basic auth for WooCommerce (a site behind TLS); default true. OAuth is always accepted. */
  acceptBasicAuth?: boolean;
  credentials?: Partial<typeof STUB_CREDENTIALS>;
  /** the storefront the site's password-reset e-mails link to */
  publicSiteUrl?: string;
}

export interface RecordedRequest {
  method: string;
  /** path below the host, without the query string */
  path: string;
  /** the raw query string ("" when none) */
  query: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * How `loseAnswers` loses an answer after the site has handled the request: `reset` drops the
 * connection, `silence` never answers (the client times out), `bad_gateway` is a proxy's bare 502.
 */
export type LostAnswer = 'reset' | 'silence' | 'bad_gateway';

/** A canned answer for `intercept`: the route handlers are skipped. */
export interface StubAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface WordpressStub {
  readonly url: string;
  readonly credentials: typeof STUB_CREDENTIALS;
  readonly world: StubWorld;
  readonly requests: RecordedRequest[];
  latencyMs: number;
  /** every request answers this status (e.g. 503) until called with null */
  failWith(status: number | null): void;
  /** answers matching requests with a canned answer (return undefined to let the routes answer); null removes it */
  intercept(handler: ((request: RecordedRequest) => StubAnswer | undefined) | null): void;
  /**
   * handles matching requests (all without `match`) as usual, e.g. creates the order, then loses the
   * answer the way `mode` says, until called with null
   */
  loseAnswers(mode: LostAnswer | null, match?: (request: RecordedRequest) => boolean): void;
  /** the most requests that were in flight at once since the last reset */
  readonly maxConcurrent: number;
  /** a fresh world, no recorded requests, no failure, no interceptor, the initial latency */
  reset(): void;
  /** a JWT for the user with that e-mail, as /jwt-auth/v1/token would issue it */
  issueToken(email: string, lifetimeSeconds?: number): string;
  /** the last password-reset link the site e-mailed to that address, or null */
  lastResetLink(email: string): string | null;
  close(): Promise<void>;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`stub ${status}`);
  }
}

const wpError = (status: number, code: string, message: string, extra: Json = {}) =>
  new HttpError(status, { code, message, data: { status, ...extra } });

const ORDER_STATUSES = new Set(['pending', 'processing', 'on-hold', 'completed', 'cancelled', 'refunded', 'failed']);

const fixtureJson = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));

function paginate<T>(items: T[], query: URLSearchParams, defaultPerPage = 10) {
  const perPage = Math.min(100, Math.max(1, Number(query.get('per_page') ?? defaultPerPage) || defaultPerPage));
  const page = Math.max(1, Number(query.get('page') ?? 1) || 1);
  const totalPages = Math.ceil(items.length / perPage);
  return {
    items: items.slice((page - 1) * perPage, page * perPage),
    page,
    totalPages,
    headers: { 'X-WP-Total': String(items.length), 'X-WP-TotalPages': String(totalPages) },
  };
}

const toCents = (value: unknown): number => {
  const n = Number(value);
  return Number.isFinite(n) ? Math.round(n * 100) : 0;
};
const money = (cents: number) => (cents / 100).toFixed(2);
const gmtNow = () => new Date().toISOString().slice(0, 19);
const rfc3986 = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export async function startWordpressStub(options: WordpressStubOptions = {}): Promise<WordpressStub> {
  const credentials = { ...STUB_CREDENTIALS, ...options.credentials };
  const publicSiteUrl = (options.publicSiteUrl ?? 'http://localhost:4000').replace(/\/+$/, '');
  const jwtSecret = randomBytes(32);
  const usedNonces = new Set<string>();
  let world = createStubWorld({ extraProducts: options.extraProducts, b2bking: options.b2bking });
  let failStatus: number | null = null;
  let interceptor: ((request: RecordedRequest) => StubAnswer | undefined) | null = null;
  let losing: { mode: LostAnswer; match: (request: RecordedRequest) => boolean } | null = null;
  let inFlight = 0;
  let maxConcurrent = 0;
  const requests: RecordedRequest[] = [];
  let baseUrl = '';

  // --- tokens (HS256 JWTs like the JWT Authentication plugin's) -----------------------------
  const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  function issueToken(user: StubUser, lifetimeSeconds = 7 * 24 * 3600): string {
    const now = Math.floor(Date.now() / 1000);
    const payload = {
      iss: baseUrl,
      iat: now,
      nbf: now,
      exp: now + lifetimeSeconds,
      jti: randomUUID(),
      gen: user.tokenGeneration,
      data: { user: { id: String(user.id) } },
    };
    const unsigned = `${b64url({ typ: 'JWT', alg: 'HS256' })}.${b64url(payload)}`;
    return `${unsigned}.${createHmac('sha256', jwtSecret).update(unsigned).digest('base64url')}`;
  }

  /** The bearer's user, or the JWT plugin's errors (bare or array-wrapped, as both are documented). */
  function bearerUser(req: IncomingMessage, required: boolean): { user: StubUser; jti: string } | null {
    const header = req.headers.authorization ?? '';
    if (!header.startsWith('Bearer ')) {
      if (required) throw wpError(401, 'rest_not_logged_in', 'You are not currently logged in.');
      return null;
    }
    const [head, body, signature] = header.slice(7).trim().split('.');
    const expected = createHmac('sha256', jwtSecret).update(`${head}.${body}`).digest();
    const given = Buffer.from(signature ?? '', 'base64url');
    if (!head || !body || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw wpError(403, 'jwt_auth_invalid_token', 'Signature verification failed');
    }
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
      exp: number;
      jti: string;
      gen: number;
      data: { user: { id: string } };
    };
    if (claims.exp <= Date.now() / 1000) throw new HttpError(403, fixtureJson('jwt-auth-error-expired-token.json'));
    const user = world.users.find((u) => String(u.id) === claims.data.user.id);
    if (!user) throw wpError(403, 'jwt_auth_bad_request', 'User ID not found in the token');
    if (claims.gen !== user.tokenGeneration && !user.keptTokens.has(claims.jti)) {
      throw wpError(403, 'jwt_auth_invalid_token', 'Token has been revoked');
    }
    return { user, jti: claims.jti };
  }

  // --- WooCommerce authentication ------------------------------------------------------------
  function checkWooAuth(req: IncomingMessage, url: URL): void {
    const header = req.headers.authorization ?? '';
    if (header.startsWith('Basic ') && options.acceptBasicAuth !== false) {
      const [key, ...secret] = Buffer.from(header.slice(6), 'base64').toString('utf8').split(':');
      if (key === credentials.consumerKey && secret.join(':') === credentials.consumerSecret) return;
      throw wpError(401, 'woocommerce_rest_authentication_error', 'Consumer secret is invalid.');
    }
    if (header.startsWith('OAuth ')) {
      const oauth: Record<string, string> = {};
      for (const part of header.slice(6).split(',')) {
        const match = /^\s*([^=]+)="([^"]*)"\s*$/.exec(part);
        if (match) oauth[decodeURIComponent(match[1]!)] = decodeURIComponent(match[2]!);
      }
      const missing = [
        'oauth_consumer_key',
        'oauth_timestamp',
        'oauth_nonce',
        'oauth_signature',
        'oauth_signature_method',
      ].filter((k) => !oauth[k]);
      if (missing.length)
        throw wpError(
          401,
          'woocommerce_rest_authentication_missing_parameter',
          `Missing OAuth parameter(s) ${missing.join(', ')}`,
        );
      if (oauth.oauth_consumer_key !== credentials.consumerKey)
        throw wpError(401, 'woocommerce_rest_authentication_error', 'Consumer key is invalid.');
      if (Math.abs(Date.now() / 1000 - Number(oauth.oauth_timestamp)) > 15 * 60)
        throw wpError(401, 'woocommerce_rest_authentication_error', 'Invalid timestamp.');
      const params: [string, string][] = [];
      for (const [k, v] of Object.entries(oauth)) if (k !== 'oauth_signature') params.push([rfc3986(k), rfc3986(v)]);
      for (const [k, v] of url.searchParams) params.push([rfc3986(k), rfc3986(v)]);
      params.sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1));
      const base = [
        req.method!.toUpperCase(),
        rfc3986(`${baseUrl}${url.pathname}`),
        rfc3986(params.map(([k, v]) => `${k}=${v}`).join('&')),
      ].join('&');
      const algorithm = oauth.oauth_signature_method === 'HMAC-SHA1' ? 'sha1' : 'sha256';
      const expected = createHmac(algorithm, `${credentials.consumerSecret}&`).update(base).digest('base64');
      if (expected !== oauth.oauth_signature)
        throw wpError(
          401,
          'woocommerce_rest_authentication_error',
          'Invalid signature - provided signature does not match.',
        );
      const nonceKey = `${oauth.oauth_consumer_key}:${oauth.oauth_nonce}`;
      if (usedNonces.has(nonceKey))
        throw wpError(401, 'woocommerce_rest_authentication_error', 'Invalid nonce - nonce has already been used.');
      usedNonces.add(nonceKey);
      return;
    }
    throw wpError(401, 'woocommerce_rest_cannot_view', 'Sorry, you cannot list resources.');
  }

  // --- helpers over the world ----------------------------------------------------------------
  const published = () => world.products.filter((p) => p.status === 'publish');
  const findProduct = (id: unknown) => world.products.find((p) => String(p.id) === String(id));
  const categoryCount = (id: unknown) =>
    published().filter((p) => (p.categories as Json[]).some((c) => String(c.id) === String(id))).length;
  const userJson = (user: StubUser, edit: boolean) => ({
    id: user.id,
    name: user.name,
    url: '',
    description: '',
    link: `${baseUrl}/?author=${user.id}`,
    slug: user.username,
    avatar_urls: {},
    meta: { ...user.meta },
    ...(edit
      ? {
          username: user.username,
          email: user.email,
          first_name: '',
          last_name: '',
          registered_date: `${user.registered}+00:00`,
          roles: ['subscriber'],
          locale: 'en_US',
          nickname: user.username,
        }
      : {}),
  });
  const id = () => (world.nextId += 1);

  function createOrder(body: Json): Json {
    const items = Array.isArray(body.line_items) ? (body.line_items as Json[]) : [];
    if (items.length === 0)
      throw wpError(400, 'woocommerce_rest_required_product_reference', 'Product ID or SKU is required.');
    const lineItems = items.map((item) => {
      const product = findProduct(item.product_id);
      if (!product || product.status !== 'publish')
        throw wpError(400, 'woocommerce_rest_invalid_product_id', 'Product ID provided is invalid.');
      let price = toCents(product.price);
      let name = String(product.name);
      if (item.variation_id) {
        const variation = (world.variations.get(Number(product.id)) ?? []).find(
          (v) => String(v.id) === String(item.variation_id),
        );
        if (!variation)
          throw wpError(400, 'woocommerce_rest_invalid_variation_id', 'Variation ID provided is invalid.');
        price = toCents(variation.price);
        name = `${name} - ${(variation.attributes as Json[]).map((a) => a.option).join(', ')}`;
      }
      const quantity = Math.max(1, Number(item.quantity) || 1);
      // WooCommerce's prepare_line_items: a posted subtotal and total replace price × quantity
      // (it then applies the coupons to the subtotals)
      const posted = item.subtotal ?? item.total;
      const lineCents = posted != null && posted !== '' ? toCents(posted) : price * quantity;
      return {
        id: id(),
        name,
        product_id: Number(product.id),
        variation_id: Number(item.variation_id ?? 0),
        quantity,
        tax_class: '',
        subtotal: money(lineCents),
        subtotal_tax: '0.00',
        total: money(lineCents),
        total_tax: '0.00',
        taxes: [],
        meta_data: [],
        sku: '',
        price: lineCents / quantity / 100,
        _cents: lineCents,
      };
    });
    const subtotal = lineItems.reduce((sum, line) => sum + line._cents, 0);
    let discount = 0;
    const couponLines = Array.isArray(body.coupon_lines) ? (body.coupon_lines as Json[]) : [];
    for (const line of couponLines) {
      const coupon = world.coupons.find((c) => String(c.code).toLowerCase() === String(line.code).toLowerCase());
      if (!coupon)
        throw wpError(400, 'woocommerce_rest_invalid_coupon', `Coupon "${String(line.code)}" does not exist!`);
      const amount = toCents(coupon.amount);
      // WooCommerce: percent and fixed_product apply to the coupon's products' lines only (a
      // variation through its own id or its parent's); fixed_cart to the whole cart
      const ids = (coupon.product_ids as number[]) ?? [];
      const eligible = lineItems.filter(
        (l) => ids.length === 0 || ids.includes(l.product_id) || ids.includes(l.variation_id),
      );
      if (coupon.discount_type === 'percent')
        discount += Math.round((eligible.reduce((s, l) => s + l._cents, 0) * amount) / 10000);
      else if (coupon.discount_type === 'fixed_cart') discount += amount;
      else discount += eligible.reduce((s, l) => s + Math.min(amount * l.quantity, l._cents), 0);
    }
    discount = Math.min(discount, subtotal);
    const customerId = Number(body.customer_id ?? 0);
    if (customerId && !world.users.some((u) => u.id === customerId))
      throw wpError(400, 'woocommerce_rest_invalid_customer_id', 'Customer ID is invalid.');
    const orderId = id();
    const order: Json = {
      id: orderId,
      parent_id: 0,
      number: String(orderId),
      order_key: `wc_order_${randomBytes(6).toString('hex')}`,
      created_via: 'rest-api',
      version: '9.0.0',
      status: ORDER_STATUSES.has(String(body.status)) ? String(body.status) : 'pending',
      currency: 'EUR',
      date_created: gmtNow(),
      date_created_gmt: gmtNow(),
      discount_total: money(discount),
      discount_tax: '0.00',
      shipping_total: '0.00',
      total: money(subtotal - discount),
      total_tax: '0.00',
      customer_id: customerId,
      customer_note: String(body.customer_note ?? ''),
      billing: { company: '', address_2: '', state: '', ...(body.billing as Json) },
      shipping: { company: '', address_2: '', state: '', ...(body.shipping as Json) },
      payment_method: '',
      meta_data: ((body.meta_data as Json[]) ?? []).map((m) => ({ id: id(), ...m })),
      line_items: lineItems.map(({ _cents, ...line }) => line),
      coupon_lines: couponLines.map((c) => ({
        id: id(),
        code: String(c.code).toLowerCase(),
        discount: money(discount),
        meta_data: [],
      })),
    };
    world.orders.unshift(order);
    return order;
  }

  // --- routes --------------------------------------------------------------------------------
  async function route(
    req: IncomingMessage,
    url: URL,
    rawBody: string,
  ): Promise<{ status?: number; body: unknown; headers?: Record<string, string> }> {
    const method = req.method ?? 'GET';
    const path = url.pathname.replace(/\/+$/, '');
    const q = url.searchParams;
    let body: Json = {};
    if (rawBody) {
      try {
        body = JSON.parse(rawBody) as Json;
      } catch {
        throw wpError(400, 'rest_invalid_json', 'Invalid JSON body passed.');
      }
    }
    const list = (items: Json[], defaultPerPage = 10, pastEnd: 'empty' | 'error' = 'empty') => {
      const page = paginate(items, q, defaultPerPage);
      if (pastEnd === 'error' && page.page > Math.max(1, page.totalPages)) {
        throw wpError(
          400,
          'rest_post_invalid_page_number',
          'The page number requested is larger than the number of pages available.',
        );
      }
      return { body: page.items, headers: page.headers };
    };
    let m: RegExpExecArray | null;

    // WooCommerce
    if (path.startsWith('/wp-json/wc/v3/')) {
      checkWooAuth(req, url);
      if (method === 'GET' && path === '/wp-json/wc/v3/products') {
        let items =
          q.get('status') && q.get('status') !== 'any'
            ? world.products.filter((p) => p.status === q.get('status'))
            : world.products;
        if (q.get('slug')) items = items.filter((p) => p.slug === q.get('slug'));
        if (q.get('include')) {
          const ids = q.get('include')!.split(',');
          items = items.filter((p) => ids.includes(String(p.id)));
        }
        if (q.get('category'))
          items = items.filter((p) => (p.categories as Json[]).some((c) => String(c.id) === q.get('category')));
        return list(items);
      }
      if (method === 'GET' && (m = /^\/wp-json\/wc\/v3\/products\/(\d+)\/variations$/.exec(path))) {
        return list(world.variations.get(Number(m[1])) ?? []);
      }
      if (method === 'GET' && path === '/wp-json/wc/v3/products/categories') {
        let items: Json[] = world.categories.map((c) => ({ ...c, count: categoryCount(c.id) }));
        if (q.get('hide_empty') === 'true' || q.get('hide_empty') === '1')
          items = items.filter((c) => Number(c.count) > 0);
        if (q.get('slug')) items = items.filter((c) => c.slug === q.get('slug'));
        return list(items);
      }
      if (method === 'GET' && (m = /^\/wp-json\/wc\/v3\/products\/(\d+)$/.exec(path))) {
        const product = findProduct(m[1]);
        if (!product) throw wpError(404, 'woocommerce_rest_product_invalid_id', 'Invalid ID.');
        return { body: product };
      }
      if (method === 'GET' && path === '/wp-json/wc/v3/coupons') {
        const code = q.get('code');
        return list(
          code ? world.coupons.filter((c) => String(c.code).toLowerCase() === code.toLowerCase()) : world.coupons,
        );
      }
      if (method === 'POST' && path === '/wp-json/wc/v3/orders') return { status: 201, body: createOrder(body) };
      if (method === 'GET' && path === '/wp-json/wc/v3/orders') {
        // world.orders is newest first, WooCommerce's default order=desc (by date)
        const customer = q.get('customer');
        let items = customer ? world.orders.filter((o) => String(o.customer_id) === customer) : world.orders;
        // after/before: ISO 8601 dates against the local or (dates_are_gmt) the GMT creation date, exclusive
        const gmt = q.get('dates_are_gmt') === 'true' || q.get('dates_are_gmt') === '1';
        const created = (o: Json) => new Date(`${String(gmt ? o.date_created_gmt : o.date_created)}Z`).getTime();
        const bound = (name: string) => {
          const value = q.get(name);
          if (value === null) return null;
          const time = new Date(/[zZ]|[+-]\d\d:\d\d$/.test(value) ? value : `${value}Z`).getTime();
          if (Number.isNaN(time)) throw wpError(400, 'rest_invalid_param', `Invalid parameter(s): ${name}`);
          return time;
        };
        const after = bound('after');
        const before = bound('before');
        if (after !== null) items = items.filter((o) => created(o) > after);
        if (before !== null) items = items.filter((o) => created(o) < before);
        if (q.get('order') === 'asc') items = [...items].reverse();
        return list(items);
      }
      if (method === 'GET' && (m = /^\/wp-json\/wc\/v3\/orders\/(\d+)$/.exec(path))) {
        const order = world.orders.find((o) => String(o.id) === m![1]);
        if (!order) throw wpError(404, 'woocommerce_rest_shop_order_invalid_id', 'Invalid ID.');
        return { body: order };
      }
      throw new HttpError(404, fixtureJson('wp-rest-error-no-route.json'));
    }

    // WordPress content
    if (method === 'GET' && path === '/wp-json/wp/v2/posts') {
      const slug = q.get('slug');
      return list(slug ? world.posts.filter((p) => p.slug === slug) : world.posts, 10, 'error');
    }
    if (method === 'GET' && path === '/wp-json/wp/v2/privacy-policy') return list(world.privacyPolicy);
    if (method === 'GET' && path === '/wp-json/wp/v2/pages') {
      const slug = q.get('slug');
      return list(slug ? world.pages.filter((p) => p.slug === slug) : world.pages, 10, 'error');
    }
    if (method === 'GET' && path === '/wp-json/wp/v2/faq') return list(world.faqs);
    if (method === 'GET' && path === '/wp-json/wp/v2/team-member') return list(world.teamMembers);
    if (method === 'GET' && path === '/wp-json/wp/v2/partners_review') return list(world.partnerReviews);

    // users
    if (method === 'GET' && path === '/wp-json/wp/v2/users/me') {
      const { user } = bearerUser(req, true)!;
      return { body: userJson(user, q.get('context') === 'edit') };
    }
    if ((method === 'PUT' || method === 'POST') && (m = /^\/wp-json\/wp\/v2\/users\/(\d+)$/.exec(path))) {
      const { user } = bearerUser(req, true)!;
      if (String(user.id) !== m[1])
        throw wpError(403, 'rest_cannot_edit', 'Sorry, you are not allowed to edit this user.');
      if (typeof body.email === 'string' && body.email !== user.email) {
        if (
          !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(body.email) ||
          world.users.some((u) => u.email.toLowerCase() === String(body.email).toLowerCase())
        ) {
          throw wpError(400, 'rest_user_invalid_email', 'Invalid email address.');
        }
        user.email = body.email;
      }
      if (typeof body.name === 'string') user.name = body.name;
      return { body: userJson(user, true) };
    }

    // JWT Authentication plugin
    if (method === 'POST' && path === '/wp-json/jwt-auth/v1/token') {
      const login = String(body.username ?? '').toLowerCase();
      const user = world.users.find((u) => u.email.toLowerCase() === login || u.username.toLowerCase() === login);
      if (!user) throw new HttpError(403, fixtureJson('jwt-auth-error-invalid-credentials.json'));
      if (user.password !== body.password) {
        throw wpError(
          403,
          '[jwt_auth] incorrect_password',
          `<strong>Error:</strong> The password you entered for the email address <strong>${user.email}</strong> is incorrect. <a href="${baseUrl}/wp-login.php?action=lostpassword">Lost your password?</a>`,
        );
      }
      return {
        body: {
          token: issueToken(user),
          user_email: user.email,
          user_nicename: user.username,
          user_display_name: user.name,
        },
      };
    }
    if (method === 'POST' && path === '/wp-json/jwt-auth/v1/token/validate') {
      bearerUser(req, true);
      return { body: fixtureJson('jwt-auth-token-validate.json') };
    }

    // the shop's custom endpoints (contract in docs/wordpress.md)
    if (method === 'POST' && path === '/wp-json/custom/v1/register') {
      const expected = `Basic ${Buffer.from(`${credentials.registerUser}:${credentials.registerPassword}`).toString('base64')}`;
      if (req.headers.authorization !== expected)
        throw wpError(401, 'rest_forbidden', 'Sorry, you are not allowed to do that.');
      const email = String(body.email ?? '').trim();
      if (!email || !body.password || !body.name)
        throw wpError(400, 'missing_fields', 'Name, email and password are required.');
      if (world.users.some((u) => u.email.toLowerCase() === email.toLowerCase())) {
        throw wpError(400, 'existing_user_email', 'Sorry, that email address is already used!');
      }
      let username = String(body.username || email.split('@')[0]);
      for (let n = 2; world.users.some((u) => u.username === username); n += 1)
        username = `${String(body.username)}${n}`;
      const meta = (body.meta as Json | undefined) ?? {};
      const user: StubUser = {
        id: id(),
        username,
        name: String(body.name),
        email,
        password: String(body.password),
        registered: gmtNow(),
        meta: {
          phone: String(meta.phone ?? ''),
          company: '',
          company_name: String(body.company_name ?? ''),
          company_reg_number: String(body.company_reg_number ?? ''),
          company_vat_number: String(body.company_vat_number ?? ''),
          address: '',
          join_date: gmtNow(),
        },
        tokenGeneration: 0,
        keptTokens: new Set(),
      };
      world.users.push(user);
      return { status: 201, body: { id: user.id, message: 'User registered successfully' } };
    }
    if (method === 'POST' && path === '/wp-json/custom/v1/contact-form') {
      for (const field of ['name', 'email', 'company', 'subject', 'message']) {
        if (!String(body[field] ?? '').trim()) throw wpError(400, 'missing_field', `The field ${field} is required.`);
      }
      world.contactMessages.push({ ...body, date: gmtNow() });
      return { body: { message: 'Message sent successfully' } };
    }
    if (method === 'POST' && path === '/wp-json/custom/v1/change-password') {
      const { user } = bearerUser(req, true)!;
      if (body.current_password !== user.password)
        throw wpError(403, 'incorrect_password', 'The current password is incorrect.');
      user.password = String(body.new_password);
      return { body: { message: 'Password changed' } };
    }
    if (method === 'POST' && path === '/wp-json/custom/v1/logout-all') {
      const { user, jti } = bearerUser(req, true)!;
      user.tokenGeneration += 1;
      user.keptTokens = body.keep_current === true ? new Set([jti]) : new Set();
      return { body: { message: 'Logged out from all devices' } };
    }
    if (method === 'POST' && path === '/wp-json/custom/v1/update-address') {
      const { user } = bearerUser(req, true)!;
      user.meta.address = String(body.address ?? '');
      return { body: { address: user.meta.address } };
    }
    if (method === 'POST' && path === '/wp-json/custom/v1/update-profile') {
      const { user } = bearerUser(req, true)!;
      for (const field of ['company', 'phone', 'company_name', 'company_reg_number', 'company_vat_number']) {
        if (typeof body[field] === 'string') user.meta[field] = body[field];
      }
      return { body: { message: 'Profile updated', meta: user.meta } };
    }
    if (method === 'POST' && path === '/wp-json/custom/v1/request-password-reset') {
      const user = world.users.find((u) => u.email.toLowerCase() === String(body.email ?? '').toLowerCase());
      if (user) {
        const token = randomBytes(16).toString('hex');
        world.resetTokens.set(user.email.toLowerCase(), { token, expiresAt: Date.now() + 3600 * 1000 });
        const link = `${publicSiteUrl}/account/reset-password?email=${encodeURIComponent(user.email)}&token=${token}`;
        world.sentMails.push({ to: user.email, subject: 'Password reset', text: `Reset your password: ${link}`, link });
      }
      return { body: { message: 'If the address is registered, a reset link has been sent.' } };
    }
    if (method === 'POST' && path === '/wp-json/custom/v1/reset-password') {
      const email = String(body.email ?? '').toLowerCase();
      const expected = world.resetTokens.get(email);
      const user = world.users.find((u) => u.email.toLowerCase() === email);
      if (!user || !expected || expected.token !== body.token || expected.expiresAt <= Date.now())
        throw wpError(400, 'invalid_token', 'This password reset link is invalid or has expired.');
      world.resetTokens.delete(email);
      user.password = String(body.new_password);
      user.tokenGeneration += 1;
      user.keptTokens = new Set();
      return { body: { message: 'Password reset' } };
    }
    throw new HttpError(404, fixtureJson('wp-rest-error-no-route.json'));
  }

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const rawBody = Buffer.concat(chunks).toString('utf8');
        const url = new URL(req.url ?? '/', baseUrl);
        const recorded: RecordedRequest = {
          method: req.method ?? 'GET',
          path: url.pathname,
          query: url.search.replace(/^\?/, ''),
          headers: { ...req.headers },
          body: rawBody,
        };
        requests.push(recorded);
        inFlight += 1;
        maxConcurrent = Math.max(maxConcurrent, inFlight);
        if (stub.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, stub.latencyMs));
        let status = 200;
        let payload: unknown;
        let headers: Record<string, string> = {};
        const canned = interceptor?.(recorded);
        if (canned) {
          status = canned.status;
          payload = canned.body;
          headers = canned.headers ?? {};
        } else if (failStatus !== null) {
          status = failStatus;
          payload = { code: 'stub_failure', message: 'Service Unavailable', data: { status } };
        } else {
          try {
            const answer = await route(req, url, rawBody);
            status = answer.status ?? 200;
            payload = answer.body;
            headers = answer.headers ?? {};
          } catch (error) {
            if (error instanceof HttpError) {
              status = error.status;
              payload = error.body;
            } else {
              status = 500;
              payload = {
                code: 'internal_server_error',
                message: 'There has been a critical error on this website.',
                data: { status: 500 },
              };
            }
          }
        }
        inFlight -= 1;
        if (losing?.match(recorded)) {
          if (losing.mode === 'reset') {
            req.socket.destroy();
            return;
          }
          if (losing.mode === 'silence') return; // the connection stays open, unanswered
          const html = '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>';
          res.writeHead(502, { 'Content-Type': 'text/html', 'Content-Length': Buffer.byteLength(html) });
          res.end(html);
          return;
        }
        const text = JSON.stringify(payload);
        res.writeHead(status, {
          'Content-Type': 'application/json; charset=UTF-8',
          'Content-Length': Buffer.byteLength(text),
          ...headers,
        });
        res.end(text);
      })();
    });
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  baseUrl = `http://${options.host ?? '127.0.0.1'}:${address.port}`;

  const stub: WordpressStub = {
    url: baseUrl,
    credentials,
    get world() {
      return world;
    },
    requests,
    latencyMs: options.latencyMs ?? 0,
    failWith(status) {
      failStatus = status;
    },
    intercept(handler) {
      interceptor = handler;
    },
    loseAnswers(mode, match = () => true) {
      losing = mode === null ? null : { mode, match };
    },
    get maxConcurrent() {
      return maxConcurrent;
    },
    reset() {
      world = createStubWorld({ extraProducts: options.extraProducts, b2bking: options.b2bking });
      requests.length = 0;
      failStatus = null;
      interceptor = null;
      losing = null;
      maxConcurrent = 0;
      stub.latencyMs = options.latencyMs ?? 0;
    },
    issueToken(email, lifetimeSeconds) {
      const user = world.users.find((u) => u.email.toLowerCase() === email.toLowerCase());
      if (!user) throw new Error(`no stub user ${email}`);
      return issueToken(user, lifetimeSeconds);
    },
    lastResetLink(email) {
      const mails = world.sentMails.filter((mail) => mail.to.toLowerCase() === email.toLowerCase());
      return mails.at(-1)?.link ?? null;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return stub;
}

/** Signs a webhook body the way WooCommerce does: base64(HMAC-SHA256(secret, raw body)). */
export function signWebhookBody(body: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('base64');
}

let nextFixtureId = 990_000;

/** Adds a published, visible variable product with the given variations ([cents, in stock]) to the stub's world. */
export function addVariableProduct(
  stub: WordpressStub,
  product: { slug: string; priceCents: number; inStock: boolean; variations: readonly (readonly [number, boolean])[] },
): void {
  const productId = (nextFixtureId += 1);
  const ids = product.variations.map(() => (nextFixtureId += 1));
  stub.world.products.push({
    id: productId,
    name: product.slug,
    slug: product.slug,
    type: 'variable',
    status: 'publish',
    price: money(product.priceCents),
    regular_price: money(product.priceCents),
    stock_status: product.inStock ? 'instock' : 'outofstock',
    catalog_visibility: 'visible',
    categories: [],
    images: [],
    attributes: [{ name: 'Size', options: ids.map((_, i) => `s${i}`), variation: true }],
    variations: ids,
    menu_order: 0,
  });
  stub.world.variations.set(
    productId,
    product.variations.map(([cents, inStock], i) => ({
      id: ids[i]!,
      price: money(cents),
      status: 'publish',
      attributes: [{ name: 'Size', option: `s${i}` }],
      stock_status: inStock ? 'instock' : 'outofstock',
    })),
  );
}
