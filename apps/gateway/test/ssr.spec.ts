import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProductRecord } from '@shop/domain';
import { composePage, scriptJson } from '../src/ssr/ssr-pages.js';
import { CartService } from '../src/checkout/cart.service.js';
import { SessionService } from '../src/identity/session.service.js';
import { adminPortsOf } from './helpers/admin.js';
import { sessionCookieOf, startTestApp, type TestApp } from './helpers/test-app.js';

// The real web build (apps/web/dist + dist-ssr): `npm run build` (npm test builds first).
const webDist = join(import.meta.dirname, '..', '..', 'web', 'dist');
const ssrEntry = join(webDist, '..', 'dist-ssr', 'entry-server.js');

let t: TestApp;
let product: ProductRecord;
let category: string;

beforeAll(async () => {
  if (!existsSync(ssrEntry)) throw new Error(`${ssrEntry} is missing: build the web app (npm run build -w @shop/web)`);
  t = await startTestApp({
    env: {
      WEB_DIST: webDist,
      // These tests are about what a render answers, not about overload (render-gate.spec.ts is): on a
      // loaded machine (CI runs the suites in parallel on 2 cores) a first render loading the web app's
      // server modules took over the 10 s default and the page got the shell.
      SSR_QUEUE_WAIT_MS: '120000',
      SSR_RENDER_TIMEOUT_MS: '120000',
    },
  });
  const products = (await t.backend.catalogue.listProducts()).filter((p) => p.visible);
  product = products[0]!;
  const categories = await t.backend.catalogue.listCategories();
  category = categories.find((c) => c.slug !== 'uncategorized')!.slug;
});

/** the anonymous answers of the server rendering so far (ssr_pages_total at GET /metrics) */
async function ssrCounts(): Promise<Record<'kept' | 'joined' | 'rendered' | 'shell', number>> {
  const text = (await t.http().get('/metrics').expect(200)).text;
  const count = (answer: string) =>
    Number(
      new RegExp(`^ssr_pages_total\\{visitor="anonymous",answer="${answer}"\\} (\\d+)$`, 'm').exec(text)?.[1] ?? 0,
    );
  return { kept: count('kept'), joined: count('joined'), rendered: count('rendered'), shell: count('shell') };
}

afterAll(async () => {
  await t?.close();
});

const page = (path: string, cookie?: string) => {
  const req = t.http().get(path).set('accept', 'text/html');
  return cookie ? req.set('cookie', cookie) : req;
};

/** the Apollo cache the page carries for hydration */
function apolloState(html: string): Record<string, unknown> {
  const json = /<script type="application\/json" id="apollo-state">(.*?)<\/script>/s.exec(html)?.[1];
  expect(json).toBeDefined();
  return JSON.parse(json!) as Record<string, unknown>;
}

/** a newly registered buyer whose server cart holds two simple products in `quantities`: its cookie and them */
async function buyerWithCart(label: string, quantities: [number, number]) {
  const registered = await t.gql(
    `mutation R($input: RegisterInput!) { register(input: $input) { token userErrors { message } } }`,
    {
      input: {
        name: `${label} Ssr Buyer`,
        email: `ssr-${label.toLowerCase()}-${Date.now()}@example.com`,
        companyName: `${label} BV`,
        companyRegNumber: '12345678',
        companyVatNumber: 'NL123456782B01',
        password: 'Str0ng!Pass',
        confirmPassword: 'Str0ng!Pass',
        agreeTerms: true,
        confirmAge: true,
      },
    },
  );
  const cookie = sessionCookieOf(registered.res)!;
  const [first, second] = (await t.backend.catalogue.listProducts()).filter(
    (p) => p.visible && p.inStock && p.variations.length === 0,
  );
  const added = await t.gql(
    `mutation A($lines: [CartLineInput!]!) { cartAddLines(lines: $lines) { userErrors { message } } }`,
    {
      lines: [
        { productId: first!.id, quantity: quantities[0] },
        { productId: second!.id, quantity: quantities[1] },
      ],
    },
    { cookie },
  );
  expect(added.data.cartAddLines.userErrors).toEqual([]);
  return { cookie, first: first!, second: second! };
}

describe('pre-rendered landing pages', () => {
  it('renders the catalogue for an anonymous visitor with its styles and data, and no price', async () => {
    const res = await page('/products');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['vary']).toContain('Cookie');
    expect(res.text).toContain(product.name.replace(/&/g, '&amp;'));
    expect(res.text).toMatch(/<style data-emotion-ssr="css [^"]+">/);
    // the global styles wait for hydration where they are (data-s: emotion does not move them before)
    expect(res.text).toMatch(/<style data-emotion="css-global [^"]+" data-s="">/);
    expect(res.text).toContain('<title>Premium Cannabis Products | Greenleaf Wholesale</title>');
    const state = JSON.stringify(apolloState(res.text));
    expect(state).toContain(product.slug);
    // prices are for logged-in buyers only: neither the markup nor the cache may hold one
    expect(res.text).toContain('data-testid="price-hidden"');
    expect(res.text).not.toContain('data-testid="product-price"');
    expect(state).toMatch(/"price":null/);
    expect(state).not.toMatch(/"price":\{/);
  });

  it('renders the home and a product page', async () => {
    const home = await page('/');
    expect(home.status).toBe(200);
    expect(home.text).toContain('Premium Cannabis Products for Your Business');
    const detail = await page(`/products/${product.slug}`);
    expect(detail.status).toBe(200);
    expect(detail.text).toContain(`<title>${product.name.replace(/&/g, '&amp;')} | Greenleaf Wholesale</title>`);
    expect(JSON.stringify(apolloState(detail.text))).not.toMatch(/"price":\{/);
  });

  it('answers an unknown product or category with the not-found page and status 404', async () => {
    const missing = await page('/products/no-such-product-zzz');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('Product Not Found');
    const category = await page('/categories/no-such-category-zzz');
    expect(category.status).toBe(404);
  });

  it("renders a logged-in buyer's page with their prices, private and never kept for anyone else", async () => {
    const registered = await t.gql(
      `mutation R($input: RegisterInput!) { register(input: $input) { token userErrors { message } } }`,
      {
        input: {
          name: 'Ssr Buyer',
          email: `ssr-${Date.now()}@example.com`,
          companyName: 'Buyer BV',
          companyRegNumber: '12345678',
          companyVatNumber: 'NL123456782B01',
          password: 'Str0ng!Pass',
          confirmPassword: 'Str0ng!Pass',
          agreeTerms: true,
          confirmAge: true,
        },
      },
    );
    const cookie = sessionCookieOf(registered.res);
    expect(cookie).toBeDefined();
    // the same URL an anonymous visitor had rendered (and kept) first
    expect((await page('/products?page=1&utm_source=buyer')).text).not.toContain('data-testid="product-price"');
    const res = await page('/products?page=1&utm_source=buyer', cookie);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['vary']).toContain('Cookie');
    expect(res.text).toContain('data-testid="product-price"');
    expect(res.text).not.toContain('data-testid="price-hidden"');
    const state = JSON.stringify(apolloState(res.text));
    expect(state).toMatch(/"price":\{/);
    expect(state).toContain('Ssr Buyer');
    // the next anonymous visitor of that page still gets the anonymous one
    const after = await page('/products?page=1&utm_source=buyer');
    expect(after.headers['cache-control']).toBe('no-cache');
    expect(after.text).not.toContain('data-testid="product-price"');
    expect(after.text).not.toContain('Ssr Buyer');
  });

  it('a pending buyer gets no price in the HTML; once approved, the same session gets its prices', async () => {
    const registered = await t.gql(
      `mutation R($input: RegisterInput!) { register(input: $input) { token customer { id } userErrors { message } } }`,
      {
        input: {
          name: 'Pending Ssr Buyer',
          email: `ssr-pending-${Date.now()}@example.com`,
          companyName: 'Pending BV',
          companyRegNumber: '12345678',
          companyVatNumber: 'NL123456782B01',
          password: 'Str0ng!Pass',
          confirmPassword: 'Str0ng!Pass',
          agreeTerms: true,
          confirmAge: true,
        },
      },
    );
    const cookie = sessionCookieOf(registered.res)!;
    const id: string = registered.data.register.customer.id;
    // BUYER_APPROVAL=manual makes a registration PENDING; here the console's port does it
    const customers = adminPortsOf(t).customers;
    const change = { reason: null, at: new Date(), endSessions: false };
    expect((await customers.changeStatus(id, { ...change, from: 'APPROVED', to: 'PENDING' })).kind).toBe('ok');
    await t.app.get(SessionService).forgetCustomer(id);

    const pending = await page(`/products/${product.slug}`, cookie);
    expect(pending.status).toBe(200);
    expect(pending.text).not.toContain('data-testid="product-price"');
    expect(pending.text).toContain('Price hidden (account under review)');
    expect(JSON.stringify(apolloState(pending.text))).not.toMatch(/"price":\{/);

    // approved in the console: the status change drops the cached session, the next page has prices
    const approval = await customers.changeStatus(id, { ...change, from: 'PENDING', to: 'APPROVED' });
    expect(approval.kind).toBe('ok');
    await t.app.get(SessionService).forgetCustomer(id);
    const approved = await page(`/products/${product.slug}`, cookie);
    expect(approved.text).toContain('data-testid="product-price"');
    expect(JSON.stringify(apolloState(approved.text))).toMatch(/"price":\{/);
  });

  it('an expired or unknown session cookie gets the anonymous page, and the cookie is cleared', async () => {
    const res = await page('/products', 'shop_session=not-a-real-session-token');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain('data-testid="price-hidden"');
    expect(String(res.headers['set-cookie'])).toMatch(/shop_session=;/);
  });

  it('renders a page once whatever unknown query parameters (utm_*, random) come with it', async () => {
    const url = (extra: string) => `/categories/${category}?sort=name-asc&${extra}`;
    const before = await ssrCounts();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) => page(url(`utm_source=mail${n}&x${n}=${Math.random()}`))),
    );
    const after = await ssrCounts();
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200]);
    // one render; the others joined it or got the kept page
    expect(after.rendered - before.rendered).toBe(1);
    expect(after.kept + after.joined - before.kept - before.joined).toBe(5);
    // what the page reads is still its own: another sort is another page
    await page(`/categories/${category}?sort=name-desc&utm_source=y`);
    expect((await ssrCounts()).rendered - after.rendered).toBe(1);
    // and nothing of the dropped parameters reaches the markup or the state
    expect(answers[0]!.text).not.toContain('utm_source');
  });

  it("renders a logged-in buyer's cart with its lines and totals (no loading state); anonymous visitors get the shell", async () => {
    const { cookie, first, second } = await buyerWithCart('Cart', [2, 3]);

    const res = await page('/cart', cookie);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.text).toContain('<html data-prerendered');
    expect(res.text).toContain('<title>Shopping Cart | Greenleaf Wholesale</title>');
    // the lines, with their names and quantities, and the totals: not the loading state
    expect(res.text.match(/data-testid="cart-line"/g)).toHaveLength(2);
    expect(res.text).toContain(first!.name.replace(/&/g, '&amp;'));
    expect(res.text).toContain(second!.name.replace(/&/g, '&amp;'));
    expect(res.text).not.toContain('Loading your cart');
    const total = /data-testid="summary-total"[^>]*>([^<]*)</.exec(res.text)?.[1];
    expect(total).toMatch(/€\s?[\d.,]+/);
    // the page's Apollo state carries the server cart and its quote, so hydration starts from them
    const state = apolloState(res.text) as { ROOT_QUERY: Record<string, unknown> };
    expect(state.ROOT_QUERY.cart).toMatchObject({ __typename: 'Cart', version: 1 });
    expect(Object.keys(state.ROOT_QUERY).some((key) => key.startsWith('cartQuote('))).toBe(true);

    // an anonymous visitor's cart lives in their browser: the shell, for the same URL
    const anonymous = await page('/cart');
    expect(anonymous.text).toContain('<div id="root"></div>');
    expect(anonymous.text).not.toContain('data-prerendered');
    expect(anonymous.headers['vary']).toContain('Cookie');
  });

  it("renders a logged-in buyer's cart badge from their server cart on every landing page; anonymous renders never ask for a cart", async () => {
    const { cookie } = await buyerWithCart('Badge', [1, 2]);
    const carts = vi.spyOn(t.app.get(CartService), 'cart');
    try {
      for (const path of ['/', '/products', `/products/${product.slug}`, `/categories/${category}`]) {
        carts.mockClear();
        const res = await page(path, cookie);
        expect(res.status, path).toBe(200);
        expect(res.headers['cache-control'], path).toBe('private, no-store');
        // the header's badge as the server sent it, before any script ran
        expect(/data-testid="cart-badge"[^>]*>(\d+)</.exec(res.text)?.[1], path).toBe('3');
        expect(res.text, path).toContain('aria-label="Cart, 3 items"');
        // the page's Apollo state carries the cart the provider reads while hydrating (nothing to fetch then)
        const state = apolloState(res.text) as { ROOT_QUERY: Record<string, unknown> };
        expect(state.ROOT_QUERY.cart, path).toMatchObject({ __typename: 'Cart', version: 1 });
        // one in-process cart query per page
        expect(carts, path).toHaveBeenCalledTimes(1);
      }
      // a new anonymous render of a landing page: no cart query, no badge, no cart in its state, shared
      carts.mockClear();
      const anonymous = await page(`/products?q=badge-${Date.now()}`);
      expect(anonymous.headers['cache-control']).toBe('no-cache');
      expect(anonymous.text).not.toContain('data-testid="cart-badge"');
      expect((apolloState(anonymous.text) as { ROOT_QUERY: Record<string, unknown> }).ROOT_QUERY.cart).toBeUndefined();
      const home = await page('/');
      expect(home.text).not.toContain('data-testid="cart-badge"');
      expect(carts).not.toHaveBeenCalled();
    } finally {
      carts.mockRestore();
    }
  });

  it('leaves other client routes to the SPA shell', async () => {
    const res = await page('/cart');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">/);
  });

  it("loads a pre-rendered page's scripts through the boot script only, which the gateway serves", async () => {
    const res = await page('/');
    expect(res.text).toContain('<html data-prerendered');
    const boot = /<script type="module" src="(\/assets\/boot-[\w-]+\.js)"><\/script>/.exec(res.text)?.[1];
    expect(boot).toBeDefined();
    // nothing else is fetched before the page has painted: no entry script, no preloads
    expect(res.text).not.toMatch(/\/assets\/index-[\w-]+\.js/);
    expect(res.text).not.toContain('modulepreload');
    expect(res.text.match(/<script type="module"/g)).toHaveLength(1);
    const script = await t.http().get(boot!);
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    // it imports the entry the SPA shell names, last, after the chunks the entry imports
    const shell = await page('/cart');
    const entry = /src="(\/assets\/index-[\w-]+\.js)"/.exec(shell.text)?.[1];
    expect(entry).toBeDefined();
    const stages = JSON.parse(/for\(const m of (\[[^\]]*\])\)/.exec(script.text)?.[1] ?? '[]') as string[];
    expect(stages.at(-1)).toBe(entry);
    expect(stages.length).toBeGreaterThan(1);
  });
});

describe('page composition', () => {
  it('escapes the Apollo cache so it cannot close its script element', () => {
    const json = scriptJson({ name: '</script><script>alert(1)</script>', sep: '\u2028' });
    expect(json).not.toContain('</script');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>', sep: '\u2028' });
  });

  it('puts title, description, styles, markup and state into the shell', () => {
    const template =
      '<html><head><title>Shop</title><meta name="description" content="old" /></head><body><div id="root"></div></body></html>';
    const html = composePage(template, {
      status: 200,
      title: 'A & B',
      description: 'say "hi"',
      headTags: '<link rel="preload" as="image" href="/x.svg"/>',
      html: '<main>hello</main>',
      styleTags: '<style data-emotion="css a">.css-a{}</style>',
      apolloState: { ROOT_QUERY: {} },
    });
    expect(html).toContain('<title>A &amp; B</title>');
    expect(html).toContain('<meta name="description" content="say &quot;hi&quot;" />');
    expect(html).toContain('<link rel="preload" as="image" href="/x.svg"/><style data-emotion="css a">');
    expect(html).toContain(
      '<div id="root"><main>hello</main></div><script type="application/json" id="apollo-state">{"ROOT_QUERY":{}}</script>',
    );
  });

  it('replaces the scripts and preloads of the shell with the boot script', () => {
    const template = [
      '<html lang="en"><head><title>Shop</title>',
      '    <script type="module" crossorigin src="/assets/index-a.js"></script>',
      '    <link rel="modulepreload" crossorigin href="/assets/react-b.js">',
      '    <link rel="stylesheet" crossorigin href="/assets/index-c.css">',
      '    <script type="module" async src="/assets/route-preload-d.js"></script>',
      '</head><body><div id="root"></div></body></html>',
    ].join('\n');
    const rendered = {
      status: 200,
      headTags: '',
      html: '<main>hello</main>',
      styleTags: '',
      apolloState: {},
    };
    const html = composePage(template, rendered, '/assets/boot-e.js');
    expect(html).toContain('<html data-prerendered lang="en">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c.css">');
    expect(html).toContain('<script type="module" src="/assets/boot-e.js"></script></head>');
    expect(html).not.toMatch(/index-a\.js|react-b\.js|route-preload-d\.js/);
    // an older web build without a boot script: its scripts stay, at low priority
    const fallback = composePage(template, rendered);
    expect(fallback).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js">');
    expect(fallback).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-b.js">');
  });
});
