/**
 * The console's catalogue on the admin API: products with variations and uploaded images, categories,
 * and what the shop shows of them at once (drafts never, hidden products not, prices to buyers only),
 * on one gateway and across two gateways sharing PostgreSQL and Redis.
 */
import { randomUUID } from 'node:crypto';
import {
  AdminCategoriesDocument,
  AdminProductDocument,
  AdminProductsDocument,
  DeleteCategoryDocument,
  DeleteCouponDocument,
  DeleteProductDocument,
  SaveCategoryDocument,
  SaveCouponDocument,
  SaveProductDocument,
  type ProductInput,
} from '@shop/schema/admin-operations';
import { CATALOGUE_MESSAGES, FIELD_MESSAGES } from '@shop/domain';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoreDatabase } from '../src/backends/embedded/testing/seeded-store.js';
import type { TempDatabase } from '../src/backends/embedded/testing/test-store.js';
import { CART_QUOTE, PLACE_ORDER, SHIPPING } from './commerce.harness.js';
import { type AdminClient, adminClient, adminPortsOf } from './helpers/admin.js';
import {
  type Buyer,
  eventually,
  PUBLIC_CATEGORIES,
  publicProduct,
  publicSearch,
  registerBuyer,
  uploadImage,
} from './helpers/shop-callers.js';
import { startTestApp, TEST_REDIS_URL, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let staff: AdminClient;
let owner: AdminClient;
let buyer: Buyer;

beforeAll(async () => {
  t = await startTestApp({ env: { RATE_LIMIT_REGISTER_IP: '1000/60', RATE_LIMIT_PLACE_ORDER_IP: '1000/60' } });
  staff = await adminClient(t, { role: 'STAFF' });
  owner = await adminClient(t, { role: 'OWNER' });
  buyer = await registerBuyer(t);
});

afterAll(async () => {
  await t?.close();
});

const unique = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;

/** a variable product with two variations, in the topicals category (seeded) */
function variableProduct(slug: string, overrides: Partial<ProductInput> = {}): ProductInput {
  return {
    name: `Hemp Balm ${slug}`,
    slug,
    type: 'variable',
    status: 'publish',
    catalogVisibility: 'visible',
    price: '19.90',
    description: '<p>Soothing <strong>balm</strong></p>',
    shortDescription: 'A balm for sore muscles',
    categorySlugs: ['topicals'],
    stockStatus: 'instock',
    attributes: [{ name: 'Size', options: ['30 ml', '50 ml'] }],
    variations: [
      { attributes: [{ name: 'Size', option: '30 ml' }], price: '19.90', stockStatus: 'instock' },
      { attributes: [{ name: 'Size', option: '50 ml' }], price: '29.50', stockStatus: 'instock', stockQuantity: 12 },
    ],
    benefits: ['Calming', 'Vegan'],
    specifications: [{ label: 'Volume', value: '30 or 50 ml' }],
    ...overrides,
  };
}

function simpleProduct(slug: string, overrides: Partial<ProductInput> = {}): ProductInput {
  return {
    name: `Gummy ${slug}`,
    slug,
    type: 'simple',
    status: 'publish',
    catalogVisibility: 'visible',
    price: '9.95',
    categorySlugs: ['topicals'],
    stockStatus: 'instock',
    ...overrides,
  };
}

async function save(client: AdminClient, input: ProductInput) {
  const { data, errors } = await client.gql(SaveProductDocument, { input });
  expect(errors).toBeUndefined();
  return data.saveProduct;
}

async function create(client: AdminClient, input: ProductInput) {
  const payload = await save(client, input);
  expect(payload.userErrors).toEqual([]);
  return payload.product!;
}

describe('saveProduct', () => {
  it('creates a variable product with two variations and an uploaded image, shown at once to a visitor (no price) and a buyer (prices)', async () => {
    const image = await uploadImage(t, staff);
    const slug = unique('balm');
    // the shop is asked first, so its catalogue snapshot is cached before the product exists
    expect(await publicProduct(t, slug)).toBeNull();
    const product = await create(
      staff,
      variableProduct(slug, { images: [{ mediaId: image.id, alt: 'Balm jar' }], stockQuantity: 40 }),
    );
    expect(product).toMatchObject({
      slug,
      type: 'variable',
      status: 'publish',
      catalogVisibility: 'visible',
      price: { amount: '19.90', currencyCode: 'EUR' },
      stockStatus: 'instock',
      stockQuantity: 40,
      images: [{ mediaId: image.id, src: image.src, alt: 'Balm jar' }],
      benefits: ['Calming', 'Vegan'],
      specifications: [{ label: 'Volume', value: '30 or 50 ml' }],
      categories: [{ slug: 'topicals' }],
    });
    expect(product.variations.map((v) => [v.attributes[0]!.option, v.price.amount, v.stockQuantity])).toEqual([
      ['30 ml', '19.90', null],
      ['50 ml', '29.50', 12],
    ]);

    const anonymous = await publicProduct(t, slug);
    expect(anonymous).toMatchObject({ id: product.id, price: null, description: null });
    expect(anonymous!.images).toEqual([{ src: image.src, alt: 'Balm jar' }]);
    expect(anonymous!.variations.map((v) => v.price)).toEqual([null, null]);
    const priced = await publicProduct(t, slug, buyer.token);
    expect(priced!.price).toEqual({ amount: '19.90' });
    expect(priced!.description).toBe('<p>Soothing <strong>balm</strong></p>');
    expect(priced!.variations.map((v) => v.price?.amount)).toEqual(['19.90', '29.50']);
    // the image itself is served as WebP
    const served = await t.http().get(image.src);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const [entry] = (await adminPortsOf(t).audit.list({ action: 'product.create' }, 1, 50)).items.filter(
      (e) => e.subject === `product ${slug}`,
    );
    expect(entry).toMatchObject({ actor: staff.email, before: null });
    expect(entry!.after).toMatchObject({ slug, priceCents: 1990, status: 'publish' });
  });

  it('hiding a product takes it out of the shop at once; showing it again brings it back', async () => {
    const slug = unique('hide');
    const product = await create(staff, simpleProduct(slug));
    expect((await publicSearch(t, slug)).totalCount).toBe(1);
    const hidden = await save(staff, { ...simpleProduct(slug, { catalogVisibility: 'hidden' }), id: product.id });
    expect(hidden.product?.catalogVisibility).toBe('hidden');
    expect(await publicProduct(t, slug)).toBeNull();
    expect(await publicProduct(t, slug, buyer.token)).toBeNull();
    expect((await publicSearch(t, slug, buyer.token)).totalCount).toBe(0);
    // a cart line of a hidden product is refused as the shop refuses hidden products
    const quote = await t.gql(CART_QUOTE, { input: { lines: [{ productId: product.id, quantity: 1 }] } }, buyer);
    expect(quote.data.cartQuote.lines[0]).toMatchObject({ available: false, name: null });
    await save(staff, { ...simpleProduct(slug), id: product.id });
    expect((await publicProduct(t, slug))?.id).toBe(product.id);
  });

  it('a draft is never in the shop (not even by id in a cart), and publishing it shows it', async () => {
    const slug = unique('draft');
    const draft = await create(staff, simpleProduct(slug, { status: 'draft' }));
    expect(draft.status).toBe('draft');
    expect(await publicProduct(t, slug, buyer.token)).toBeNull();
    expect((await publicSearch(t, slug, buyer.token)).totalCount).toBe(0);
    const quote = await t.gql(CART_QUOTE, { input: { lines: [{ productId: draft.id, quantity: 1 }] } }, buyer);
    expect(quote.data.cartQuote.lines[0]).toMatchObject({ available: false, name: null, unitPrice: null });
    const order = await t.gql(
      PLACE_ORDER,
      { input: { lines: [{ productId: draft.id, quantity: 1 }], shipping: SHIPPING }, key: randomUUID() },
      buyer,
    );
    expect(order.data.placeOrder.order).toBeNull();
    expect(order.data.placeOrder.userErrors[0].code).toBe('LINE_UNAVAILABLE');
    // the console still lists it
    const listed = await staff.gql(AdminProductsDocument, { filter: { search: slug } });
    expect(listed.data.products.items.map((p) => p.status)).toEqual(['draft']);

    await save(staff, { ...simpleProduct(slug, { status: 'publish' }), id: draft.id });
    expect((await publicProduct(t, slug, buyer.token))?.price).toEqual({ amount: '9.95' });
  });

  it('sanitises the description when saving it, and again when reading what was stored some other way', async () => {
    const slug = unique('xss');
    const product = await create(
      staff,
      simpleProduct(slug, {
        description:
          '<p onclick="steal()">Safe</p><script>alert(1)</script><a href="javascript:alert(2)">x</a><img src=x onerror=alert(3)>',
      }),
    );
    expect(product.description).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(product.description).toContain('<p>Safe</p>');
    const stored = await adminPortsOf(t).catalogue.getProduct(product.id);
    expect(stored!.descriptionHtml).not.toMatch(/script|onclick|onerror|javascript:/);

    // written past the console (an import, an old row): the console and the shop still sanitise on read
    const raw = await adminPortsOf(t).catalogue.getProduct(product.id);
    await adminPortsOf(t).catalogue.saveProduct(product.id, {
      ...raw!,
      categorySlugs: ['topicals'],
      descriptionHtml: '<p>Raw</p><script>alert(1)</script>',
      variations: [],
    });
    const read = await staff.gql(AdminProductDocument, { id: product.id });
    expect(read.data.product?.description).toBe('<p>Raw</p>');
  });

  it('keeps the ids of the variations it still has, adds new ones and removes the others', async () => {
    const slug = unique('vars');
    const product = await create(staff, variableProduct(slug));
    const [first, second] = product.variations;
    const updated = await create(staff, {
      ...variableProduct(slug, {
        attributes: [{ name: 'Size', options: ['30 ml', '50 ml', '100 ml'] }],
        variations: [
          {
            id: second!.id,
            attributes: [{ name: 'Size', option: '50 ml' }],
            price: '27.00',
            stockStatus: 'outofstock',
          },
          { attributes: [{ name: 'Size', option: '100 ml' }], price: '45.00', stockStatus: 'instock' },
        ],
      }),
      id: product.id,
    });
    expect(updated.variations[0]).toMatchObject({
      id: second!.id,
      price: { amount: '27.00' },
      stockStatus: 'outofstock',
    });
    expect(updated.variations[1]!.id).not.toBe(first!.id);
    expect(updated.variations.map((v) => v.id)).not.toContain(first!.id);

    const unknown = await save(staff, {
      ...variableProduct(slug, {
        variations: [
          { id: first!.id, attributes: [{ name: 'Size', option: '30 ml' }], price: '1', stockStatus: 'instock' },
        ],
      }),
      id: product.id,
    });
    expect(unknown.userErrors).toEqual([
      {
        field: ['input', 'variations', '0', 'id'],
        message: CATALOGUE_MESSAGES.variationUnknown,
        code: 'UNKNOWN_VARIATION',
      },
    ]);
  });

  it.each([
    ['a negative price', { price: '-1.00' }, ['input', 'price'], CATALOGUE_MESSAGES.price, 'INVALID'],
    ['a malformed slug', { slug: 'Hemp Balm!' }, ['input', 'slug'], FIELD_MESSAGES.slug, 'INVALID'],
    [
      'an unknown category',
      { categorySlugs: ['no-such-category'] },
      ['input', 'categorySlugs'],
      CATALOGUE_MESSAGES.categoryUnknown('no-such-category'),
      'UNKNOWN_CATEGORY',
    ],
    [
      'an unknown upload',
      { images: [{ mediaId: randomUUID() }] },
      ['input', 'images', '0', 'mediaId'],
      CATALOGUE_MESSAGES.mediaUnknown,
      'UNKNOWN_MEDIA',
    ],
    ['an unknown status', { status: 'pending' }, ['input', 'status'], CATALOGUE_MESSAGES.status, 'INVALID'],
    [
      'a variation with an option the product does not have',
      { variations: [{ attributes: [{ name: 'Size', option: '5 l' }], price: '1', stockStatus: 'instock' }] },
      ['input', 'variations', '0', 'attributes', '0', 'option'],
      CATALOGUE_MESSAGES.variationUnknownOption('Size', '5 l'),
      'INVALID',
    ],
    [
      'two variations with the same options',
      {
        variations: [
          { attributes: [{ name: 'Size', option: '30 ml' }], price: '1', stockStatus: 'instock' },
          { attributes: [{ name: 'Size', option: '30 ml' }], price: '2', stockStatus: 'instock' },
        ],
      },
      ['input', 'variations', '1', 'attributes'],
      CATALOGUE_MESSAGES.variationDuplicate,
      'INVALID',
    ],
  ])('refuses %s with a userError and stores nothing', async (_, change, field, message, code) => {
    const slug = unique('bad');
    const payload = await save(staff, variableProduct(slug, change as Partial<ProductInput>));
    expect(payload.product).toBeNull();
    expect(payload.userErrors).toContainEqual({ field, message, code });
    expect((await staff.gql(AdminProductsDocument, { filter: { search: slug } })).data.products.totalCount).toBe(0);
  });

  it('refuses a slug another product has, and an id that does not exist', async () => {
    const slug = unique('taken');
    await create(staff, simpleProduct(slug));
    expect((await save(staff, simpleProduct(slug))).userErrors).toEqual([
      { field: ['input', 'slug'], message: CATALOGUE_MESSAGES.slugTaken, code: 'SLUG_TAKEN' },
    ]);
    expect((await save(staff, { ...simpleProduct(unique('ghost')), id: '999999' })).userErrors).toEqual([
      { field: ['input', 'id'], message: CATALOGUE_MESSAGES.notFound, code: 'NOT_FOUND' },
    ]);
  });
});

describe('products (console list)', () => {
  it('filters, sorts and pages on the server', async () => {
    const tag = unique('list');
    await create(staff, simpleProduct(`${tag}-a`, { name: `Alpha ${tag}`, price: '30.00' }));
    await create(
      staff,
      simpleProduct(`${tag}-b`, { name: `Bravo ${tag}`, price: '10.00', catalogVisibility: 'hidden' }),
    );
    await create(
      staff,
      simpleProduct(`${tag}-c`, {
        name: `Charlie ${tag}`,
        price: '20.00',
        stockStatus: 'outofstock',
        categorySlugs: [],
      }),
    );
    const names = async (variables: Record<string, unknown>) => {
      const { data, errors } = await staff.gql(AdminProductsDocument, variables);
      expect(errors).toBeUndefined();
      return { names: data.products.items.map((p) => p.name.split(' ')[0]), total: data.products.totalCount };
    };
    expect(await names({ filter: { search: tag }, sort: 'NAME', direction: 'DESC' })).toEqual({
      names: ['Charlie', 'Bravo', 'Alpha'],
      total: 3,
    });
    expect(await names({ filter: { search: tag }, sort: 'PRICE', direction: 'ASC' })).toEqual({
      names: ['Bravo', 'Charlie', 'Alpha'],
      total: 3,
    });
    expect(await names({ filter: { search: tag, catalogVisibility: 'hidden' } })).toEqual({
      names: ['Bravo'],
      total: 1,
    });
    expect(await names({ filter: { search: tag, stockStatus: 'outofstock' } })).toEqual({
      names: ['Charlie'],
      total: 1,
    });
    expect(await names({ filter: { search: tag, categorySlug: 'topicals' }, sort: 'NAME' })).toEqual({
      names: ['Alpha', 'Bravo'],
      total: 2,
    });
    expect(await names({ filter: { search: tag }, sort: 'NAME', page: 2, pageSize: 2 })).toEqual({
      names: ['Charlie'],
      total: 3,
    });
    const bad = await staff.gql(AdminProductsDocument, { filter: { stockStatus: 'backorder' } });
    expect(bad.errors?.[0]?.extensions.code).toBe('BAD_REQUEST');
  });

  it('shows a stored name with HTML entities (WooCommerce style, as seeded) as the shop does: decoded', async () => {
    const { data, errors } = await staff.gql(AdminProductsDocument, { filter: { search: 'Focus Gummies' } });
    expect(errors).toBeUndefined();
    const calm = data.products.items.find((p) => p.slug === 'calm-focus-gummies');
    expect(calm?.name).toBe('Calm & Focus Gummies');
    const one = await staff.gql(AdminProductDocument, { id: calm!.id });
    expect(one.data.product?.name).toBe('Calm & Focus Gummies');
    expect((await publicProduct(t, 'calm-focus-gummies'))?.name).toBe('Calm & Focus Gummies');
  });

  it('product(id) answers null for an unknown id', async () => {
    expect((await staff.gql(AdminProductDocument, { id: '999999' })).data.product).toBeNull();
    expect((await staff.gql(AdminProductDocument, { id: 'abc' })).data.product).toBeNull();
  });
});

describe('deleteProduct', () => {
  it('removes the product from the shop; orders keep their lines', async () => {
    const slug = unique('gone');
    const product = await create(owner, simpleProduct(slug));
    const placed = await t.gql(
      PLACE_ORDER,
      { input: { lines: [{ productId: product.id, quantity: 2 }], shipping: SHIPPING }, key: randomUUID() },
      buyer,
    );
    expect(placed.data.placeOrder.userErrors).toEqual([]);
    const { data } = await owner.gql(DeleteProductDocument, { id: product.id });
    expect(data.deleteProduct).toEqual({ ok: true, userErrors: [] });
    expect(await publicProduct(t, slug, buyer.token)).toBeNull();
    expect((await owner.gql(AdminProductDocument, { id: product.id })).data.product).toBeNull();
    const order = await t.gql(
      `query O($id: ID!) { order(id: $id) { lines { productId name quantity unitPrice { amount } } } }`,
      { id: placed.data.placeOrder.order.id },
      buyer,
    );
    expect(order.data.order.lines).toEqual([
      { productId: product.id, name: product.name, quantity: 2, unitPrice: { amount: '9.95' } },
    ]);
    const audit = await adminPortsOf(t).audit.list({ action: 'product.delete' }, 1, 50);
    expect(audit.items.find((e) => e.subject === `product ${slug}`)?.before).toMatchObject({ slug });
  });

  it('refuses while a coupon applies to it alone; takes it off coupons that list other products too', async () => {
    const only = await create(staff, simpleProduct(unique('only')));
    const other = await create(staff, simpleProduct(unique('other')));
    const code = unique('ONLY').toUpperCase();
    const shared = unique('SHARED').toUpperCase();
    const onlyCoupon = await staff.gql(SaveCouponDocument, {
      input: { code, discountType: 'percent', amount: '10', productIds: [only.id] },
    });
    const sharedCoupon = await staff.gql(SaveCouponDocument, {
      input: { code: shared, discountType: 'percent', amount: '10', productIds: [only.id, other.id] },
    });
    const refused = await staff.gql(DeleteProductDocument, { id: only.id });
    expect(refused.data.deleteProduct).toEqual({
      ok: false,
      userErrors: [
        { field: ['id'], message: CATALOGUE_MESSAGES.couponOnlyProduct([code]), code: 'COUPON_REFERENCES_PRODUCT' },
      ],
    });
    await staff.gql(DeleteCouponDocument, { id: onlyCoupon.data.saveCoupon.coupon!.id });
    expect((await staff.gql(DeleteProductDocument, { id: only.id })).data.deleteProduct.ok).toBe(true);
    const coupons = await adminPortsOf(t).coupons.list();
    expect(coupons.find((c) => c.id === sharedCoupon.data.saveCoupon.coupon!.id)?.productIds).toEqual([other.id]);
  });

  it('answers NOT_FOUND for an unknown product', async () => {
    const { data } = await staff.gql(DeleteProductDocument, { id: '999999' });
    expect(data.deleteProduct).toEqual({
      ok: false,
      userErrors: [{ field: ['id'], message: CATALOGUE_MESSAGES.notFound, code: 'NOT_FOUND' }],
    });
  });
});

describe('categories', () => {
  it('creates, renames and deletes a category; the shop lists it while it has a visible product', async () => {
    const slug = unique('tinctures');
    const created = await staff.gql(SaveCategoryDocument, {
      input: { name: 'Tinctures', slug, description: 'Drops under the tongue', position: 3 },
    });
    expect(created.data.saveCategory.userErrors).toEqual([]);
    const category = created.data.saveCategory.category!;
    expect(category).toMatchObject({ name: 'Tinctures', slug, productCount: 0, position: 3, image: null });
    const product = await create(staff, simpleProduct(unique('tincture'), { categorySlugs: [slug] }));
    const shop = await t.gql(PUBLIC_CATEGORIES);
    expect(shop.data.categories).toContainEqual({ slug, name: 'Tinctures', productCount: 1 });

    const renamed = await staff.gql(SaveCategoryDocument, {
      input: { id: category.id, name: 'Oral drops', slug, image: { src: '/media/categories/oils.webp', alt: 'Drops' } },
    });
    expect(renamed.data.saveCategory.category).toMatchObject({
      name: 'Oral drops',
      productCount: 1,
      image: { mediaId: null, src: '/media/categories/oils.webp', alt: 'Drops' },
    });
    expect((await t.gql(PUBLIC_CATEGORIES)).data.categories).toContainEqual({
      slug,
      name: 'Oral drops',
      productCount: 1,
    });

    const refused = await staff.gql(DeleteCategoryDocument, { id: category.id });
    expect(refused.data.deleteCategory).toEqual({
      ok: false,
      userErrors: [{ field: ['id'], message: CATALOGUE_MESSAGES.categoryNotEmpty(1), code: 'CATEGORY_NOT_EMPTY' }],
    });
    await staff.gql(DeleteProductDocument, { id: product.id });
    expect((await staff.gql(DeleteCategoryDocument, { id: category.id })).data.deleteCategory).toEqual({
      ok: true,
      userErrors: [],
    });
    const all = await staff.gql(AdminCategoriesDocument);
    expect(all.data.categories.map((c) => c.slug)).not.toContain(slug);
    const audit = await adminPortsOf(t).audit.list({ action: 'category.' }, 1, 50);
    expect(audit.items.filter((e) => e.subject === `category ${slug}`).map((e) => e.action)).toEqual([
      'category.delete',
      'category.update',
      'category.create',
    ]);
  });

  it('refuses a taken slug, a bad input and unknown ids', async () => {
    const taken = await staff.gql(SaveCategoryDocument, { input: { name: 'Oils again', slug: 'topicals' } });
    expect(taken.data.saveCategory.userErrors).toEqual([
      { field: ['input', 'slug'], message: CATALOGUE_MESSAGES.categorySlugTaken, code: 'SLUG_TAKEN' },
    ]);
    const invalid = await staff.gql(SaveCategoryDocument, { input: { name: ' ', slug: 'Not ok' } });
    expect(invalid.data.saveCategory.userErrors).toEqual([
      { field: ['input', 'name'], message: CATALOGUE_MESSAGES.categoryNameRequired, code: 'INVALID' },
      { field: ['input', 'slug'], message: FIELD_MESSAGES.slug, code: 'INVALID' },
    ]);
    const missing = await staff.gql(SaveCategoryDocument, {
      input: { id: '999999', name: 'Ghost', slug: unique('ghost') },
    });
    expect(missing.data.saveCategory.userErrors).toEqual([
      { field: ['input', 'id'], message: CATALOGUE_MESSAGES.categoryNotFound, code: 'NOT_FOUND' },
    ]);
    expect((await staff.gql(DeleteCategoryDocument, { id: '999999' })).data.deleteCategory.userErrors).toEqual([
      { field: ['id'], message: CATALOGUE_MESSAGES.categoryNotFound, code: 'NOT_FOUND' },
    ]);
  });
});

describe('two gateways on one PostgreSQL database and one Redis prefix', () => {
  let db: TempDatabase;
  let a: TestApp;
  let b: TestApp;
  const prefix = `test-admin-cat-${randomUUID().slice(0, 8)}:`;

  beforeAll(async () => {
    db = await createStoreDatabase('seeded', 'admin_catalogue');
    // cache entries would live an hour: only an invalidation can make a change show
    const env = { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix, CACHE_TTL_SECONDS: '3600' };
    a = await startTestApp({ databaseUrl: db.url, env });
    b = await startTestApp({ databaseUrl: db.url, env });
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.drop();
    const redis = new Redis(TEST_REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('a product saved on A shows on B at once, a rename and hiding too', async () => {
    const admin = await adminClient(a, { role: 'STAFF' });
    const slug = unique('replica');
    // B has the catalogue cached (and its response cache holds this answer) before the change
    expect(await publicProduct(b, slug)).toBeNull();
    expect(await publicProduct(b, slug)).toBeNull();
    const product = await create(admin, simpleProduct(slug, { name: 'Replica Gummies' }));
    await eventually(async () => (await publicProduct(b, slug))?.name === 'Replica Gummies');

    await create(admin, { ...simpleProduct(slug, { name: 'Renamed Gummies' }), id: product.id });
    await eventually(async () => (await publicProduct(b, slug))?.name === 'Renamed Gummies');

    await create(admin, { ...simpleProduct(slug, { catalogVisibility: 'hidden' }), id: product.id });
    await eventually(async () => (await publicProduct(b, slug)) === null);
    expect((await publicSearch(b, slug)).totalCount).toBe(0);
  });
});
