/**
 * Issue 19, first slice, on the embedded store (real PGlite): SKUs (seeded, searchable, unique in the
 * console), "Order again" (`reorder`) for the order's buyer only, and the catalogue download
 * (GET /catalog.csv) with prices for buyers only and formula cells neutralised.
 */
import { randomUUID } from 'node:crypto';
import { SaveProductDocument, type ProductInput } from '@shop/schema/admin-operations';
import { CATALOGUE_MESSAGES } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACE_ORDER, SHIPPING } from './commerce.harness.js';
import { type AdminClient, adminClient } from './helpers/admin.js';
import { type Buyer, registerBuyer } from './helpers/shop-callers.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let staff: AdminClient;
let buyer: Buyer;
let other: Buyer;

beforeAll(async () => {
  t = await startTestApp({ env: { RATE_LIMIT_REGISTER_IP: '1000/60', RATE_LIMIT_PLACE_ORDER_IP: '1000/60' } });
  staff = await adminClient(t, { role: 'STAFF' });
  buyer = await registerBuyer(t);
  other = await registerBuyer(t);
});

afterAll(async () => {
  await t?.close();
});

const unique = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;

const SEARCH = `query SkuSearch($search: String) {
  products(filter: { search: $search }, pageSize: 100) {
    items { slug sku variations { id sku } }
    totalCount
  }
}`;

const REORDER = `mutation Reorder($orderId: ID!) {
  reorder(orderId: $orderId) {
    lines { productId variationId quantity product { id slug name sku price { amount } variations { id sku } } }
    skipped { productId variationId name quantity reason message }
    userErrors { code message }
  }
}`;

function simpleProduct(slug: string, overrides: Partial<ProductInput> = {}): ProductInput {
  return {
    name: `Gummy ${slug}`,
    slug,
    type: 'simple',
    status: 'publish',
    catalogVisibility: 'visible',
    price: '9.95',
    categorySlugs: ['gummies'],
    stockStatus: 'instock',
    ...overrides,
  };
}

async function saveProduct(input: ProductInput) {
  const { data, errors } = await staff.gql(SaveProductDocument, { input });
  expect(errors).toBeUndefined();
  return data.saveProduct;
}

async function search(text: string) {
  const { data, errors } = await t.gql(SEARCH, { search: text });
  expect(errors).toBeUndefined();
  return data.products as { items: { slug: string; sku: string | null }[]; totalCount: number };
}

describe('SKUs', () => {
  it('are seeded on the demo catalogue, and the catalogue finds a product by its SKU exactly or by prefix', async () => {
    const all = await search('GL-');
    expect(all.totalCount).toBe(60);
    expect(all.items.every((p) => /^GL-[A-Z]{3}-\d{3}$/.test(p.sku ?? ''))).toBe(true);
    const first = all.items[0]!;
    const exact = await search(first.sku!.toLowerCase());
    expect(exact.items.map((p) => p.slug)).toEqual([first.slug]);
    const vapes = await search('GL-VAP');
    expect(vapes.totalCount).toBeGreaterThan(1);
    expect(vapes.items.every((p) => p.sku!.startsWith('GL-VAP'))).toBe(true);
    // a SKU is matched from its start only
    expect((await search(first.sku!.slice(3))).totalCount).toBe(0);
  });

  it('finds a product by a variation SKU', async () => {
    const { data } = await t.gql(SEARCH, { search: 'GL-' });
    const variable = (data.products.items as { slug: string; variations: { sku: string | null }[] }[]).find(
      (p) => p.variations.length > 1,
    )!;
    const variationSku = variable.variations[1]!.sku!;
    expect(variationSku.startsWith('GL-')).toBe(true);
    expect((await search(variationSku)).items.map((p) => p.slug)).toEqual([variable.slug]);
  });

  it('is unique in the shop: the console refuses a SKU another product or variation has, with a clear userError', async () => {
    const sku = unique('SKU').toUpperCase();
    const created = await saveProduct(simpleProduct(unique('sku-a'), { sku }));
    expect(created.userErrors).toEqual([]);
    expect(created.product?.sku).toBe(sku);
    expect((await search(sku)).items.map((p) => p.slug)).toEqual([created.product!.slug]);

    const clash = await saveProduct(simpleProduct(unique('sku-b'), { sku: sku.toLowerCase() }));
    expect(clash.product).toBeNull();
    expect(clash.userErrors).toEqual([
      { field: ['input', 'sku'], message: CATALOGUE_MESSAGES.skuTaken(sku.toLowerCase()), code: 'SKU_TAKEN' },
    ]);

    // a seeded variation's SKU is taken too, and the error names the variation's field
    const variationClash = await saveProduct({
      ...simpleProduct(unique('sku-c')),
      type: 'variable',
      attributes: [{ name: 'Size', options: ['S'] }],
      variations: [{ attributes: [{ name: 'Size', option: 'S' }], price: '1.00', stockStatus: 'instock', sku }],
    });
    expect(variationClash.userErrors).toMatchObject([
      { field: ['input', 'variations', '0', 'sku'], code: 'SKU_TAKEN' },
    ]);

    // saving the product again with its own SKU is no clash
    const again = await saveProduct({ ...simpleProduct(created.product!.slug, { sku }), id: created.product!.id });
    expect(again.userErrors).toEqual([]);
  });
});

describe('reorder', () => {
  it("puts the buyer's own order's lines back and skips a product hidden meanwhile, with the reason", async () => {
    const kept = await saveProduct(simpleProduct(unique('reorder-kept'), { sku: unique('RK') }));
    const hidden = await saveProduct(simpleProduct(unique('reorder-hidden')));
    const { data, errors } = await t.gql(
      PLACE_ORDER,
      {
        input: {
          lines: [
            { productId: kept.product!.id, quantity: 3 },
            { productId: hidden.product!.id, quantity: 2 },
          ],
          shipping: SHIPPING,
        },
        key: randomUUID(),
      },
      { token: buyer.token },
    );
    expect(errors).toBeUndefined();
    expect(data.placeOrder.userErrors).toEqual([]);
    const orderId = data.placeOrder.order.id as string;

    const hide = await saveProduct({
      ...simpleProduct(hidden.product!.slug, { catalogVisibility: 'hidden' }),
      id: hidden.product!.id,
    });
    expect(hide.userErrors).toEqual([]);

    const answer = await t.gql(REORDER, { orderId }, { token: buyer.token });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.reorder).toMatchObject({
      lines: [
        {
          productId: kept.product!.id,
          variationId: null,
          quantity: 3,
          product: {
            id: kept.product!.id,
            slug: kept.product!.slug,
            price: { amount: '9.95' },
            sku: kept.product!.sku,
          },
        },
      ],
      skipped: [
        {
          productId: hidden.product!.id,
          variationId: null,
          name: hidden.product!.name,
          quantity: 2,
          reason: 'PRODUCT_UNAVAILABLE',
          message: 'No longer sold',
        },
      ],
      userErrors: [],
    });
  });

  it("refuses another buyer's order as not found, and an anonymous caller as unauthenticated", async () => {
    const product = await saveProduct(simpleProduct(unique('reorder-own')));
    const { data } = await t.gql(
      PLACE_ORDER,
      { input: { lines: [{ productId: product.product!.id, quantity: 1 }], shipping: SHIPPING }, key: randomUUID() },
      { token: buyer.token },
    );
    const orderId = data.placeOrder.order.id as string;

    const stranger = await t.gql(REORDER, { orderId }, { token: other.token });
    expect(stranger.data).toBeNull();
    expect(stranger.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const anonymous = await t.gql(REORDER, { orderId });
    expect(anonymous.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const unknown = await t.gql(REORDER, { orderId: '99999999' }, { token: buyer.token });
    expect(unknown.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });
});

describe('GET /catalog.csv', () => {
  const rowsOf = (text: string) =>
    text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');

  it('lists the visible catalogue without prices for a visitor and with prices for a buyer', async () => {
    const anonymous = await t.http().get('/catalog.csv').buffer(true);
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(anonymous.headers['content-disposition']).toMatch(/^attachment; filename="catalogue-[\d-]+\.csv"$/);
    expect(anonymous.headers['cache-control']).toBe('private, no-store');
    const text = anonymous.text;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = rowsOf(text);
    expect(rows[0]).toBe('SKU,Product,Category,Variation,Stock status,Link');
    expect(text).not.toMatch(/Price/);
    // one row per simple product and per variation of the 60 visible seeded products (and a few made here)
    expect(rows.length).toBeGreaterThan(60);
    // a variable product has a row per variation (its options in the SKU and the Variation column)
    expect(rows).toContainEqual(expect.stringMatching(/^GL-VAP-001-[A-Z0-9-]+,[^,]+,Vapes,"?\w+: /));
    expect(rows).toContainEqual(expect.stringMatching(/^GL-[A-Z]{3}-\d{3},[^,]+,[^,]+,,In stock,http/));
    // hidden seeded products are not in it
    expect(text).not.toContain('cbg-vape-cartridge');

    const priced = await t.http().get('/catalog.csv').set('authorization', `Bearer ${buyer.token}`).buffer(true);
    const pricedRows = rowsOf(priced.text);
    expect(pricedRows[0]).toBe('SKU,Product,Category,Variation,Stock status,Link,"Price (EUR, excl. VAT)",Tier prices');
    expect(pricedRows.length).toBe(rows.length);
    expect(pricedRows.slice(1).every((row) => /,\d+\.\d{2},(?:[^,]*)$/.test(row))).toBe(true);
    // a seeded product with quantity breaks lists them ("12+: 2.10; 48+: 1.90")
    expect(pricedRows).toContainEqual(expect.stringMatching(/,\d+\.\d{2},\d+\+: \d+\.\d{2}(?:; \d+\+: \d+\.\d{2})*$/));
  });

  it('neutralises a cell a spreadsheet would run as a formula', async () => {
    const slug = unique('formula');
    const saved = await saveProduct(simpleProduct(slug, { name: '=HYPERLINK("https://evil.test","Click me")' }));
    expect(saved.userErrors).toEqual([]);
    const res = await t.http().get('/catalog.csv').buffer(true);
    const row = rowsOf(res.text).find((line) => line.includes(`/products/${slug}`));
    expect(row).toContain(`"'=HYPERLINK(""https://evil.test"",""Click me"")"`);
    expect(res.text).not.toMatch(/(^|,)"?=HYPERLINK/m);
  });
});
