import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ProductRecord } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/test-app.js';

const PRODUCT_FIELDS = `id slug name type price { amount currencyCode } priceRange { min { amount } max { amount } }
  description shortDescription images { src alt } categories { slug name } attributes { name options }
  variations { id price { amount } attributes { name option } image { src } inStock } inStock benefits ingredients
  specifications { label value }`;

const PRODUCTS = `query P($filter: ProductFilter, $sort: ProductSort, $page: Int, $pageSize: Int) {
  products(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
    totalCount page pageSize priceMax items { ${PRODUCT_FIELDS} }
  }
}`;

let t: TestApp;
let all: ProductRecord[];
let hidden: ProductRecord[];
let visible: ProductRecord[];
let token: string;
const webDist = join(tmpdir(), `shop-web-dist-${process.pid}-${Date.now()}`);

beforeAll(async () => {
  mkdirSync(join(webDist, 'assets'), { recursive: true });
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>shop</title><div id="root"></div>');
  writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await startTestApp({ redis: true, env: { WEB_DIST: webDist } });
  all = await t.backend.catalogue.listProducts();
  hidden = all.filter((p) => !p.visible);
  visible = all.filter((p) => p.visible);
  const registered = await t.gql(
    `mutation R($input: RegisterInput!) { register(input: $input) { token userErrors { message } } }`,
    {
      input: {
        name: 'Catalog Buyer',
        email: `catalog-${Date.now()}@example.com`,
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
  token = registered.data.register.token;
  expect(token).toBeTruthy();
});

afterAll(async () => {
  await t?.close();
});

async function allPages(auth?: { token: string }, filter?: object) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- asserted field by field
  const items: any[] = [];
  for (let page = 1; ; page += 1) {
    const { data } = await t.gql(PRODUCTS, { page, pageSize: 100, filter }, auth);
    items.push(...data.products.items);
    if (page * 100 >= data.products.totalCount) return { items, totalCount: data.products.totalCount };
  }
}

describe('seed assumptions', () => {
  it('the demo store has hidden products to prove the rules with', () => {
    expect(hidden.length).toBeGreaterThan(0);
    expect(visible.length).toBeGreaterThan(8);
  });
});

describe('shop', () => {
  it('comes from the config, with three partner logos served from /media', async () => {
    const { data } = await t.gql(
      '{ shop { name phone email address currencyCode publicSiteUrl openingHours { days hours } partnerLogos { name logoUrl } } }',
    );
    expect(data.shop).toMatchObject({ name: 'Greenleaf Biotech Wholesale', currencyCode: 'EUR' });
    expect(data.shop.address).toMatch(/Netherlands/);
    expect(data.shop.openingHours[0]).toEqual({ days: 'Monday-Friday', hours: '9AM-5PM' });
    expect(data.shop.partnerLogos).toHaveLength(3);
    for (const logo of data.shop.partnerLogos) {
      expect(logo.logoUrl).toMatch(/^\/media\/partners\/.+\.svg$/);
      const res = await t.http().get(logo.logoUrl);
      expect(res.status, logo.logoUrl).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
    }
  });
});

describe('categories', () => {
  it('lists non-empty categories without "Uncategorised", counting visible products only', async () => {
    const { data } = await t.gql('{ categories { id name slug description image { src alt } productCount } }');
    expect(data.categories.length).toBeGreaterThan(0);
    for (const category of data.categories) {
      expect(category.name.toLowerCase()).not.toMatch(/^uncategori[sz]ed$/);
      const expected = visible.filter((p) => p.categories.some((c) => c.slug === category.slug)).length;
      expect(category.productCount, category.slug).toBe(expected);
      expect(category.productCount).toBeGreaterThan(0);
    }
  });

  it('category(slug) finds one and answers null for an unknown slug', async () => {
    const slug = visible[0]!.categories[0]!.slug;
    const { data } = await t.gql(
      'query C($slug: String!) { category(slug: $slug) { slug } none: category(slug: "nope") { slug } }',
      { slug },
    );
    expect(data.category.slug).toBe(slug);
    expect(data.none).toBeNull();
  });
});

describe('products: pricing visibility', () => {
  it('anonymous callers get null prices, price ranges, variation prices, descriptions and priceMax', async () => {
    const { items, totalCount } = await allPages();
    expect(totalCount).toBe(visible.length);
    for (const item of items) {
      expect(item.price).toBeNull();
      expect(item.priceRange).toBeNull();
      expect(item.description).toBeNull();
      for (const v of item.variations) expect(v.price).toBeNull();
    }
    const { data } = await t.gql(PRODUCTS, {});
    expect(data.products.priceMax).toBeNull();
  });

  it('logged-in customers (Bearer) get prices in EUR as decimals and sanitised descriptions', async () => {
    const { items } = await allPages({ token });
    const byId = new Map(all.map((p) => [p.id, p]));
    for (const item of items) {
      const record = byId.get(item.id)!;
      expect(item.price).toEqual({ amount: (record.priceCents / 100).toFixed(2), currencyCode: 'EUR' });
      expect(item.description).not.toMatch(/<script|onerror=|javascript:/i);
      expect(item.description).not.toBeNull();
      if (item.type === 'VARIABLE') {
        expect(item.variations.length).toBeGreaterThan(0);
        expect(item.variations[0].price.amount).toMatch(/^\d+\.\d{2}$/);
      }
    }
    const withScript = all.find((p) => /<script/i.test(p.descriptionHtml));
    expect(withScript, 'the seed has a description with a <script>').toBeDefined();
  });

  it('priceMax is the highest price of the filtered set for customers', async () => {
    const { data } = await t.gql(PRODUCTS, {}, { token });
    const highest = Math.max(...visible.map((p) => p.priceCents));
    expect(data.products.priceMax).toBe((highest / 100).toFixed(2));
  });
});

describe('products: hidden ones never come back', () => {
  it('not in the list, not by search, not by slug, not as related', async () => {
    const { items } = await allPages({ token });
    const ids = new Set(items.map((i: { id: string }) => i.id));
    for (const product of hidden) {
      expect(ids.has(product.id)).toBe(false);
      const search = await t.gql(PRODUCTS, { filter: { search: product.name } }, { token });
      expect(search.data.products.items.map((i: { id: string }) => i.id)).not.toContain(product.id);
      const bySlug = await t.gql(
        'query S($slug: String!) { product(slug: $slug) { id } }',
        { slug: product.slug },
        { token },
      );
      expect(bySlug.data.product).toBeNull();
      const related = await t.gql('query R($id: ID!) { relatedProducts(productId: $id, limit: 100) { id } }', {
        id: product.id,
      });
      expect(related.data.relatedProducts).toEqual([]);
    }
    for (const product of visible.slice(0, 5)) {
      const related = await t.gql('query R($id: ID!) { relatedProducts(productId: $id, limit: 100) { id } }', {
        id: product.id,
      });
      const relatedIds = related.data.relatedProducts.map((r: { id: string }) => r.id);
      expect(relatedIds).not.toContain(product.id);
      for (const h of hidden) expect(relatedIds).not.toContain(h.id);
    }
  });
});

describe('products: search, filter, sort, paging', () => {
  it('search is case-insensitive on the decoded name', async () => {
    const target = visible.find((p) => /&/.test(p.name)) ?? visible[0]!;
    const { data } = await t.gql(PRODUCTS, { filter: { search: target.name.toUpperCase() } });
    expect(data.products.items.map((i: { id: string }) => i.id)).toContain(target.id);
    const none = await t.gql(PRODUCTS, { filter: { search: 'zzz-no-such-product' } });
    expect(none.data.products).toMatchObject({ totalCount: 0, items: [] });
  });

  it('filters by any of several categories', async () => {
    const slugs = [...new Set(visible.flatMap((p) => p.categories.map((c) => c.slug)))].slice(0, 2);
    const { totalCount, items } = await allPages(undefined, { categorySlugs: slugs });
    const expected = visible.filter((p) => p.categories.some((c) => slugs.includes(c.slug)));
    expect(totalCount).toBe(expected.length);
    expect(new Set(items.map((i: { id: string }) => i.id))).toEqual(new Set(expected.map((p) => p.id)));
  });

  it('filters by price for customers (inclusive) and ignores the price filter for anonymous callers', async () => {
    const filter = { priceMin: '10.00', priceMax: '50.00' };
    const customer = await allPages({ token }, filter);
    const expected = visible.filter((p) => p.priceCents >= 1000 && p.priceCents <= 5000);
    expect(customer.totalCount).toBe(expected.length);
    const anonymous = await allPages(undefined, filter);
    expect(anonymous.totalCount).toBe(visible.length);
  });

  it('sorts by name and by price', async () => {
    const byName = await t.gql(PRODUCTS, { sort: 'NAME_ASC', pageSize: 100 });
    const names = byName.data.products.items.map((i: { name: string }) => i.name);
    expect(names).toEqual(
      [...names].sort((a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })),
    );
    const desc = await t.gql(PRODUCTS, { sort: 'PRICE_DESC', pageSize: 100 }, { token });
    const prices = desc.data.products.items.map((i: { price: { amount: string } }) => Number(i.price.amount));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it.each(['PRICE_ASC', 'PRICE_DESC'])(
    'answers an anonymous %s with the default order (a price sort would reveal the price order)',
    async (sort) => {
      const byDefault = await t.gql(PRODUCTS, { pageSize: 100 });
      const byPrice = await t.gql(PRODUCTS, { sort, pageSize: 100 });
      expect(byPrice.errors).toBeUndefined();
      const ids = (res: typeof byDefault) => res.data.products.items.map((i: { id: string }) => i.id);
      expect(ids(byPrice)).toEqual(ids(byDefault));
      // the customer's price order differs from the store order, so the test can tell them apart
      const customer = await t.gql(PRODUCTS, { sort, pageSize: 100 }, { token });
      expect(ids(customer)).not.toEqual(ids(byDefault));
    },
  );

  it('pages: the last page is partial, a page past the end is empty with the right totalCount', async () => {
    const total = visible.length;
    const pageSize = 7;
    const last = Math.ceil(total / pageSize);
    const lastPage = await t.gql(PRODUCTS, { page: last, pageSize });
    expect(lastPage.data.products).toMatchObject({ page: last, pageSize, totalCount: total });
    expect(lastPage.data.products.items).toHaveLength(total - (last - 1) * pageSize);
    const past = await t.gql(PRODUCTS, { page: last + 1, pageSize });
    expect(past.data.products).toMatchObject({ items: [], totalCount: total, page: last + 1 });
    const first = await t.gql(PRODUCTS, {});
    expect(first.data.products).toMatchObject({ page: 1, pageSize: 8 });
    expect(first.data.products.items).toHaveLength(8);
  });

  it.each([
    [{ pageSize: 0 }, 'pageSize must be between 1 and 100'],
    [{ pageSize: 1000 }, 'pageSize must be between 1 and 100'],
    [{ page: 0 }, 'page must be 1 or greater'],
    [{ page: -3 }, 'page must be 1 or greater'],
  ])('%o is refused with BAD_REQUEST', async (variables, message) => {
    const { data, errors } = await t.gql(PRODUCTS, variables);
    expect(data).toBeNull();
    expect(errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_REQUEST' } });
  });

  it('product(slug) resolves a visible product with its categories and relative image URLs', async () => {
    const record = visible.find((p) => p.type === 'variable') ?? visible[0]!;
    const { data } = await t.gql(`query S($slug: String!) { product(slug: $slug) { ${PRODUCT_FIELDS} } }`, {
      slug: record.slug,
    });
    expect(data.product).toMatchObject({ id: record.id, name: record.name, price: null });
    for (const image of data.product.images) expect(image.src).toMatch(/^(\/|https?:\/\/)/);
    expect(data.product.categories.map((c: { slug: string }) => c.slug)).toEqual(
      record.categories.map((c) => c.slug).filter((s) => !/uncategori/.test(s)),
    );
    const unknown = await t.gql('{ product(slug: "no-such-product") { id } }');
    expect(unknown.data.product).toBeNull();
  });

  it('relatedProducts lists the same category first and respects the limit (default 10)', async () => {
    const record = visible[0]!;
    const slugs = new Set(record.categories.map((c) => c.slug));
    const { data } = await t.gql('query R($id: ID!) { relatedProducts(productId: $id) { id categories { slug } } }', {
      id: record.id,
    });
    expect(data.relatedProducts).toHaveLength(10);
    const sameCount = visible.filter((p) => p.id !== record.id && p.categories.some((c) => slugs.has(c.slug))).length;
    data.relatedProducts.slice(0, Math.min(10, sameCount)).forEach((p: { categories: { slug: string }[] }) => {
      expect(p.categories.some((c) => slugs.has(c.slug))).toBe(true);
    });
    const limited = await t.gql('query R($id: ID!) { relatedProducts(productId: $id, limit: 2) { id } }', {
      id: record.id,
    });
    expect(limited.data.relatedProducts).toHaveLength(2);
    const bad = await t.gql('query R($id: ID!) { relatedProducts(productId: $id, limit: 0) { id } }', {
      id: record.id,
    });
    expect(bad.errors?.[0]?.extensions.code).toBe('BAD_REQUEST');
  });
});

describe('content', () => {
  it('posts page with sanitised HTML and links to the content host rewritten', async () => {
    const { data } = await t.gql(
      '{ posts(page: 1, pageSize: 50) { totalCount page pageSize items { id slug title excerpt content date } } }',
    );
    expect(data.posts.totalCount).toBeGreaterThan(0);
    expect(data.posts.items.length).toBe(data.posts.totalCount);
    const html = data.posts.items.map((p: { content: string }) => p.content).join('\n');
    expect(html).not.toMatch(/href="https?:\/\/cms\.greenleaf-biotech\.nl\/(?!wp-content)/);
    expect(html).toContain(`href="${t.config.publicSiteUrl}/`);
    expect(html).not.toMatch(/<script/i);
    const post = await t.gql('query P($slug: String!) { post(slug: $slug) { slug title } }', {
      slug: data.posts.items[0].slug,
    });
    expect(post.data.post.slug).toBe(data.posts.items[0].slug);
    const none = await t.gql('{ post(slug: "nope") { slug } }');
    expect(none.data.post).toBeNull();
    const past = await t.gql('{ posts(page: 99, pageSize: 10) { items { id } totalCount } }');
    expect(past.data.posts).toEqual({ items: [], totalCount: data.posts.totalCount });
  });

  it('privacy policy, FAQs, team members and partner reviews', async () => {
    const { data, errors } = await t.gql(`{
      privacyPolicy { title content modified }
      faqs { id question answer }
      teamMembers { id name role bio image { src } }
      partnerReviews { id content partnerName partnerPosition companyName rating }
      five: partnerReviews(limit: 5) { id }
      all: partnerReviews(limit: 6) { content partnerName partnerPosition companyName rating }
    }`);
    expect(errors).toBeUndefined();
    expect(data.privacyPolicy.content.length).toBeGreaterThan(20);
    expect(data.faqs.length).toBeGreaterThan(0);
    expect(data.teamMembers.length).toBeGreaterThan(0);
    expect(data.partnerReviews).toHaveLength(3);
    expect(data.five).toHaveLength(5);
    for (const review of data.partnerReviews) expect(review.content).not.toMatch(/<[a-z]/i);
    // plain decoded text with the SPEC defaults, whatever the store sent
    for (const review of data.all) {
      expect(JSON.stringify(review)).not.toMatch(/&(amp|#\d+|[a-z]+);/);
      expect(review.rating).toBeGreaterThanOrEqual(0);
    }
    expect(data.all).toContainEqual(
      expect.objectContaining({ partnerName: 'Anonymous', partnerPosition: 'Unknown Position', rating: 0 }),
    );
  });
});

describe('errors', () => {
  it('an invalid query is BAD_REQUEST without internals', async () => {
    const { errors, res } = await t.gql('{ nope }');
    expect(errors?.[0]?.extensions.code).toBe('BAD_REQUEST');
    expect(JSON.stringify(res.body)).not.toMatch(/stacktrace|at .*\.js:\d+/);
  });

  it('GET /graphql answers queries', async () => {
    const res = await t
      .http()
      .get('/graphql')
      .query({ query: '{ shop { name } }' })
      .set('apollo-require-preflight', 'true');
    expect(res.status).toBe(200);
    expect(res.body.data.shop.name).toBe('Greenleaf Biotech Wholesale');
  });
});

describe('static web app', () => {
  it('serves hashed assets immutable for a year and index.html no-cache', async () => {
    const asset = await t.http().get('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const other = await t.http().get('/favicon.svg');
    expect(other.headers['cache-control']).toBe('no-cache');
    const missingAsset = await t.http().get('/assets/missing-zzz.js').set('accept', 'text/html');
    expect(missingAsset.status).toBe(404);
  });

  it('falls back to index.html for client routes only', async () => {
    const route = await t.http().get('/products/some-product').set('accept', 'text/html');
    expect(route.status).toBe(200);
    expect(route.text).toContain('<div id="root">');
    expect(route.headers['cache-control']).toBe('no-cache');
    const json = await t.http().get('/products/some-product').set('accept', 'application/json');
    expect(json.status).toBe(404);
    const media = await t.http().get('/media/nope.svg').set('accept', 'text/html');
    expect(media.status).toBe(404);
    const graphqlPage = await t.http().get('/graphql').set('accept', 'text/html');
    expect(graphqlPage.text).not.toContain('<div id="root">');
  });

  it('serves the operator console (/admin, /admin/*) the SPA shell, unindexed, and leaves its API paths alone', async () => {
    for (const path of ['/admin', '/admin/', '/admin/orders/1001', '/admin/content/posts?page=2']) {
      const res = await t.http().get(path).set('accept', 'text/html');
      expect(res.status, path).toBe(200);
      expect(res.text, path).toContain('<div id="root"></div>');
      expect(res.headers['x-robots-tag'], path).toBe('noindex, nofollow');
      expect(res.headers['cache-control'], path).toBe('no-cache');
    }
    // the storefront's pages stay indexable
    const shopPage = await t.http().get('/products/some-product').set('accept', 'text/html');
    expect(shopPage.headers['x-robots-tag']).toBeUndefined();
    // a browser following the console's links to its API, uploads and CSV export never gets the shell
    for (const path of ['/admin/graphql', '/admin/media', '/admin/media/1', '/admin/orders.csv?status=pending']) {
      const res = await t.http().get(path).set('accept', 'text/html,application/xhtml+xml');
      expect(res.text, path).not.toContain('<div id="root">');
    }
  });
});
