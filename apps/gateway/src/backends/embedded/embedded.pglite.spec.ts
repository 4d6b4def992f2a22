/** The backend contract on PGlite (the default store), plus what only the embedded store promises. */
import { categoriesWithVisibleCounts, partnerReviewWithDefaults } from '@shop/domain';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { describeStoreContract } from '../contract/store-contract.js';
import type { Db } from './db.js';
import { createEmbeddedBackend } from './index.js';
import { CATEGORIES, COUPONS, DEMO_CUSTOMER, PRODUCTS } from './seed/catalogue.js';
import { seededContractOptions } from './testing/contract-options.js';
import { copyStoreTemplate } from './testing/seeded-store.js';
import { createTempDir, RecordingMailer } from './testing/test-store.js';

const contractDir = createTempDir('shop-h3-contract-');
const contractMailer = new RecordingMailer();
afterAll(() => contractDir.remove());

describeStoreContract(
  'embedded (PGlite)',
  async () => {
    await copyStoreTemplate(contractDir.path);
    return createEmbeddedBackend({
      dataDir: contractDir.path,
      mailer: contractMailer,
      publicSiteUrl: 'http://shop.test',
    });
  },
  seededContractOptions(contractMailer),
);

type Store = ReturnType<typeof createEmbeddedBackend>;
/** raw rows of a SQL query on the store's database */
async function rowsOf(store: Store, query: SQL): Promise<Record<string, unknown>[]> {
  const result = await store.lifecycle.run((db: Db) => db.execute(query));
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}

describe('embedded store (PGlite)', () => {
  const dir = createTempDir('shop-h3-embedded-');
  const mailer = new RecordingMailer();
  const open = () => createEmbeddedBackend({ dataDir: dir.path, mailer, publicSiteUrl: 'https://shop.example.com/' });
  let store: Store;

  beforeAll(async () => {
    await copyStoreTemplate(dir.path);
    store = open();
    await store.lifecycle.init();
  });

  afterAll(async () => {
    await store?.lifecycle.close();
    dir.remove();
  });

  it('seeds the demo catalogue: 60+ products, 3 hidden, 7 categories with products, an empty Uncategorised', async () => {
    const products = await store.catalogue.listProducts();
    expect(products.length).toBeGreaterThanOrEqual(60);
    expect(products).toHaveLength(PRODUCTS.length);
    expect(
      products
        .filter((p) => !p.visible)
        .map((p) => p.slug)
        .sort(),
    ).toEqual(['cbd-energy-drink', 'cbg-vape-cartridge', 'cbn-night-gummies']);
    const categories = categoriesWithVisibleCounts(await store.catalogue.listCategories(), products);
    expect(categories.map((c) => c.name)).toEqual([
      'Vapes',
      'Gummies',
      'Oils & Tinctures',
      'Topicals',
      'Capsules',
      'Beverages',
      'Pet Care',
    ]);
    expect(CATEGORIES.some((c) => c.name === 'Uncategorised')).toBe(true);
    const names = products.map((p) => p.name);
    expect(names).toContain('Calm & Focus Gummies');
    expect(names).toContain('Nature\u2019s Balance Oil');
    expect(products.some((p) => p.descriptionHtml.includes('<script>'))).toBe(true);
    for (const p of products) {
      expect(p.priceCents, p.slug).toBeGreaterThanOrEqual(300);
      expect(p.priceCents, p.slug).toBeLessThanOrEqual(40_000);
      expect(p.images.length, p.slug).toBeGreaterThan(0);
      for (const v of p.variations) expect(v.priceCents).toBeGreaterThanOrEqual(300);
    }
    const variable = products.filter((p) => p.type === 'variable');
    expect(variable.some((p) => p.attributes.length === 2)).toBe(true);
    expect(variable.some((p) => p.attributes.length === 1)).toBe(true);
    expect(variable.some((p) => p.variations.some((v) => !v.inStock) && p.variations.some((v) => v.inStock))).toBe(
      true,
    );
    const oil = products.find((p) => p.slug === 'full-spectrum-cbd-oil')!;
    expect(new Set(oil.variations.map((v) => v.priceCents)).size).toBeGreaterThan(1);
    expect(new Set(oil.variations.map((v) => v.image?.src)).size).toBe(oil.variations.length);
    expect(oil.specifications).toContainEqual({ label: 'THC', value: '<0.2%' });
  });

  it('references only media files that exist, under 1 MB in total', async () => {
    const media = resolve(import.meta.dirname, '../../../media');
    const products = await store.catalogue.listProducts();
    const urls = new Set<string>();
    for (const p of products) {
      for (const image of p.images) urls.add(image.src);
      for (const v of p.variations) if (v.image) urls.add(v.image.src);
    }
    for (const c of await store.catalogue.listCategories()) if (c.image) urls.add(c.image.src);
    for (const m of await store.content.listTeamMembers()) if (m.image) urls.add(m.image.src);
    for (const l of await store.listPartnerLogos()) urls.add(l.logoUrl);
    expect(urls.size).toBeGreaterThan(100);
    for (const url of urls) {
      expect(url).toMatch(/^\/media\//);
      expect(existsSync(join(media, url.slice('/media/'.length))), url).toBe(true);
    }
    const total = (readdirSync(media, { recursive: true }) as string[])
      .map((f) => statSync(join(media, f)))
      .filter((s) => s.isFile())
      .reduce((sum, s) => sum + s.size, 0);
    expect(total).toBeLessThan(1024 * 1024);
  });

  it('seeds content, partner logos and a coupon of every discount type', async () => {
    expect((await store.content.listPosts(1, 10)).totalCount).toBe(6);
    expect(await store.content.listFaqs()).toHaveLength(8);
    expect(await store.content.listTeamMembers()).toHaveLength(5);
    expect(await store.listPartnerLogos()).toHaveLength(3);
    const reviews = (await store.content.listPartnerReviews(10)).map(partnerReviewWithDefaults);
    expect(reviews).toHaveLength(6);
    expect(reviews).toContainEqual(
      expect.objectContaining({
        partnerName: 'Anonymous',
        partnerPosition: 'Unknown Position',
        companyName: 'Unknown Company',
        rating: 0,
      }),
    );
    expect((await store.content.getPrivacyPolicy())?.title).toBe('Privacy Policy');
    const posts = (await store.content.listPosts(1, 10)).items;
    expect(posts.some((p) => p.contentHtml.includes('https://cms.greenleaf-biotech.nl/'))).toBe(true);
    const types = new Set<string>();
    for (const c of COUPONS) {
      const coupon = await store.coupons.getCouponByCode(c.code);
      expect(coupon, c.code).not.toBeNull();
      types.add(coupon!.discountType);
    }
    expect([...types].sort()).toEqual(['fixed_cart', 'fixed_product', 'percent']);
    const vape5 = await store.coupons.getCouponByCode('vape5');
    const vapeIds = (await store.catalogue.listProducts())
      .filter((p) => p.categories.some((c) => c.slug === 'vapes'))
      .map((p) => p.id);
    expect(vape5?.productIds.sort()).toEqual(vapeIds.sort());
    expect(await store.coupons.getCouponByCode('BULK50')).toMatchObject({
      minimumAmountCents: 50_000,
      maximumAmountCents: 500_000,
    });
  });

  it('stores only hashes of passwords and session tokens', async () => {
    const login = await store.identity.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, { persistent: false });
    if (login.kind !== 'ok') throw new Error('demo login failed');
    const sessions = await rowsOf(store, sql`select token_hash from sessions`);
    const hashes = sessions.map((r) => String(r.token_hash));
    expect(hashes).not.toContain(login.grant.token);
    expect(hashes.every((h) => /^[0-9a-f]{64}$/.test(h))).toBe(true);
    const customers = await rowsOf(store, sql`select password_hash from customers`);
    for (const row of customers) expect(String(row.password_hash)).toMatch(/^scrypt\$16384\$8\$1\$/);
  });

  it('mails the reset link on the public site, and stores the token hashed with a one-hour expiry', async () => {
    await store.identity.requestPasswordReset(DEMO_CUSTOMER.email);
    const link = mailer.lastLinkTo(DEMO_CUSTOMER.email)!;
    const token = new URL(link).searchParams.get('token')!;
    expect(link).toBe(
      `https://shop.example.com/account/reset-password?email=${encodeURIComponent(DEMO_CUSTOMER.email)}&token=${token}`,
    );
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await rowsOf(store, sql`select token_hash, expires_at, created_at from password_resets`);
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
    const row = rows.at(-1)!;
    const lifetime = new Date(String(row.expires_at)).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(59 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60 * 1000);
  });

  it('keeps an outbox of mail, newest first, filterable by recipient', async () => {
    await store.outbox.save({ to: 'a@example.com', subject: 'one', text: 'first' });
    await store.outbox.save({ to: 'B@example.com', subject: 'two', text: 'second', html: '<p>second</p>' });
    await store.outbox.save({ to: 'a@example.com', subject: 'three', text: 'third' });
    const forA = await store.outbox.list('A@example.com');
    expect(forA.map((m) => m.subject)).toEqual(['three', 'one']);
    expect((await store.outbox.list(undefined, 1)).map((m) => m.subject)).toEqual(['three']);
    const [b] = await store.outbox.list('b@example.com');
    expect(b).toMatchObject({ to: 'B@example.com', html: '<p>second</p>' });
    expect(Number.isNaN(Date.parse(b!.createdAt))).toBe(false);
  });

  it('numbers orders from 1001 and records coupon usage in the same transaction', async () => {
    const product = (await store.catalogue.listProducts()).find((p) => p.type === 'simple' && p.visible)!;
    const line = {
      productId: product.id,
      variationId: null,
      name: product.name,
      quantity: 1,
      unitPriceCents: product.priceCents,
      lineTotalCents: product.priceCents,
    };
    const address = { firstName: 'A', lastName: 'B', street: 'Street 1', city: '', postcode: '', country: '' };
    const base = {
      buyer: { customerId: null, email: 'a@example.com', phone: null },
      billingAddress: address,
      shippingAddress: address,
      lines: [line],
      subtotalCents: product.priceCents,
      discountCents: 0,
      totalCents: product.priceCents,
      comment: null,
      currencyCode: 'EUR',
    };
    const first = await store.orders.insertOrder({ ...base, couponCode: 'welcome10' }, 'numbering-1', 'h1');
    const second = await store.orders.insertOrder({ ...base, couponCode: null }, 'numbering-2', 'h2');
    if (first.kind !== 'created' || second.kind !== 'created') throw new Error('orders not created');
    expect(Number(first.order.number)).toBeGreaterThanOrEqual(1001);
    expect(Number(second.order.number)).toBe(Number(first.order.number) + 1);
    const usage = await rowsOf(
      store,
      sql`select c.usage_count, count(u.id)::int as uses from coupons c left join coupon_usages u on u.coupon_id = c.id where c.code = 'WELCOME10' group by c.id`,
    );
    expect(usage[0]).toMatchObject({ usage_count: 1, uses: 1 });
  });

  it('stores money beyond 32 bits (issue 14: totals overflowed an integer column)', async () => {
    const product = (await store.catalogue.listProducts()).find((p) => p.type === 'simple' && p.visible)!;
    const big = 3_000_000_000;
    const result = await store.orders.insertOrder(
      {
        buyer: { customerId: null, email: 'a@example.com', phone: null },
        billingAddress: { firstName: 'A', lastName: 'B', street: 'Street 1', city: '', postcode: '', country: '' },
        shippingAddress: { firstName: 'A', lastName: 'B', street: 'Street 1', city: '', postcode: '', country: '' },
        lines: [
          {
            productId: product.id,
            variationId: null,
            name: product.name,
            quantity: 1,
            unitPriceCents: big,
            lineTotalCents: big,
          },
        ],
        subtotalCents: big,
        discountCents: 0,
        totalCents: big,
        couponCode: null,
        comment: null,
        currencyCode: 'EUR',
      },
      'bigint-money-1',
      'h-big',
    );
    if (result.kind !== 'created') throw new Error('order not created');
    expect(result.order).toMatchObject({ subtotalCents: big, totalCents: big });
    expect(result.order.lines[0]).toMatchObject({ unitPriceCents: big, lineTotalCents: big });
  });

  it('keeps its data across a restart and does not seed twice', async () => {
    const registered = await store.identity.register(
      {
        name: 'Persistent Buyer',
        email: 'persistent@example.com',
        phone: null,
        companyName: 'Keep BV',
        companyRegNumber: '12345',
        companyVatNumber: 'NL123456782B01',
        password: 'Persist#2024',
        status: 'APPROVED',
        ageConfirmedAt: new Date('2026-01-01T00:00:00Z'),
        termsAcceptedAt: new Date('2026-01-01T00:00:00Z'),
      },
      { persistent: true },
    );
    if (registered.kind !== 'ok') throw new Error('register failed');
    await store.lifecycle.close();
    store = open();
    await store.lifecycle.init();
    expect(await store.catalogue.listProducts()).toHaveLength(PRODUCTS.length);
    expect((await store.content.listPosts(1, 100)).totalCount).toBe(6);
    expect((await store.identity.resolveSession(registered.grant.token))?.customer.email).toBe(
      'persistent@example.com',
    );
    expect((await store.identity.login('persistent@example.com', 'Persist#2024', { persistent: false })).kind).toBe(
      'ok',
    );
  });

  it('reset() empties every table and loads the demo data again', async () => {
    await store.identity.register(
      {
        name: 'Gone Soon',
        email: 'gone@example.com',
        phone: null,
        companyName: 'Gone BV',
        companyRegNumber: '12345',
        companyVatNumber: 'NL123456782B01',
        password: 'Gone#2024x',
        status: 'APPROVED',
        ageConfirmedAt: new Date('2026-01-01T00:00:00Z'),
        termsAcceptedAt: new Date('2026-01-01T00:00:00Z'),
      },
      { persistent: false },
    );
    await store.reset();
    expect((await store.identity.login('gone@example.com', 'Gone#2024x', { persistent: false })).kind).toBe(
      'invalid_credentials',
    );
    expect((await store.identity.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, { persistent: false })).kind).toBe(
      'ok',
    );
    expect(await store.catalogue.listProducts()).toHaveLength(PRODUCTS.length);
    expect(await store.outbox.list()).toEqual([]);
    expect((await store.catalogue.getProductBySlug('calm-focus-gummies'))?.id).toBe('10');
  });

  it('refuses to work before init()', async () => {
    const fresh = createEmbeddedBackend({ dataDir: dir.path, mailer, publicSiteUrl: 'http://x.test' });
    await expect(fresh.catalogue.listProducts()).rejects.toThrow(/not initialised/);
  });
});
