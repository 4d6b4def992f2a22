/**
 * The shop's side of the console's specs: a registered buyer, the public queries a visitor sends,
 * image uploads (POST /admin/media) and waiting on a condition (never on a clock).
 */
import { randomUUID } from 'node:crypto';
import { TestingRegisterDocument } from '@shop/schema/operations';
import sharp from 'sharp';
import type request from 'supertest';
import type { AdminClient } from './admin.js';
import type { TestApp } from './test-app.js';

export const BUYER_PASSWORD = 'Str0ng!Pass';

export interface Buyer {
  token: string;
  id: string;
  email: string;
}

export async function registerBuyer(t: TestApp): Promise<Buyer> {
  const email = `buyer-${randomUUID().slice(0, 8)}@example.com`;
  const { data, errors } = await t.gql(TestingRegisterDocument, {
    input: {
      name: 'Bea Buyer',
      email,
      companyName: 'Buyer Retail BV',
      companyRegNumber: '12345678',
      companyVatNumber: 'NL123456782B01',
      password: BUYER_PASSWORD,
      confirmPassword: BUYER_PASSWORD,
      agreeTerms: true,
      confirmAge: true,
    },
  });
  const token = data?.register.token;
  if (!token || !data.register.customer) throw new Error(`register failed: ${JSON.stringify(errors ?? data)}`);
  return { token, id: data.register.customer.id, email };
}

/** the public catalogue's view of one product (prices and description null for anonymous callers) */
export const PUBLIC_PRODUCT = `query PublicProduct($slug: String!) {
  product(slug: $slug) {
    id slug name type description
    price { amount }
    images { src alt }
    categories { slug }
    attributes { name options }
    variations { id price { amount } attributes { name option } inStock }
    inStock benefits
  }
}`;

export const PUBLIC_SEARCH = `query PublicSearch($search: String) {
  products(filter: { search: $search }, pageSize: 100) { items { id slug name price { amount } } totalCount }
}`;

export const PUBLIC_CATEGORIES = `query PublicCategories { categories { slug name productCount } }`;

export async function publicProduct(t: TestApp, slug: string, token?: string) {
  const { data, errors } = await t.gql(PUBLIC_PRODUCT, { slug }, token ? { token } : undefined);
  if (errors) throw new Error(JSON.stringify(errors));
  return data.product as {
    id: string;
    name: string;
    description: string | null;
    price: { amount: string } | null;
    images: { src: string; alt: string }[];
    variations: { id: string; price: { amount: string } | null; attributes: { name: string; option: string }[] }[];
  } | null;
}

export async function publicSearch(t: TestApp, search: string, token?: string) {
  const { data, errors } = await t.gql(PUBLIC_SEARCH, { search }, token ? { token } : undefined);
  if (errors) throw new Error(JSON.stringify(errors));
  return data.products as {
    items: { id: string; slug: string; price: { amount: string } | null }[];
    totalCount: number;
  };
}

/** a real image made by sharp: PNG, JPEG, WebP, GIF or TIFF of the given size */
export function makeImage(
  format: 'png' | 'jpeg' | 'webp' | 'gif' | 'tiff',
  width = 1600,
  height = 900,
  options: { exif?: boolean } = {},
): Promise<Buffer> {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 40, g: 140, b: 90 } } });
  if (options.exif) image = image.withExif({ IFD0: { Copyright: 'Secret Photographer', Artist: 'GPS somewhere' } });
  return image.toFormat(format).toBuffer();
}

/** POST /admin/media as the console sends it (multipart `file` + `alt`, the CSRF header, the admin cookie) */
export function upload(
  t: TestApp,
  file: Buffer,
  options: {
    filename?: string;
    alt?: string;
    client?: AdminClient;
    cookie?: string;
    csrf?: boolean;
    token?: string;
  } = {},
): request.Test {
  let req = t.http().post('/admin/media');
  if (options.csrf !== false) req = req.set('apollo-require-preflight', 'true');
  const cookie = options.cookie ?? options.client?.cookie;
  if (cookie) req = req.set('cookie', cookie);
  if (options.token) req = req.set('authorization', `Bearer ${options.token}`);
  req = req.attach('file', file, { filename: options.filename ?? 'image.png' });
  if (options.alt !== undefined) req = req.field('alt', options.alt);
  return req;
}

/** the uploaded image of a 201 answer */
export async function uploadImage(t: TestApp, client: AdminClient, file?: Buffer, alt = 'A green leaf') {
  const res = await upload(t, file ?? (await makeImage('png')), { client, alt });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as {
    id: string;
    src: string;
    width: number;
    height: number;
    variants: { width: number; src: string }[];
  };
}

/**
 * Resolves once `check` returns a value other than undefined/false; fails after `timeoutMs` with the
 * last value. For what travels between instances (Redis pub/sub), never for a cache's lifetime.
 */
export async function eventually<T>(check: () => Promise<T | undefined | false>, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined | false;
  for (;;) {
    last = await check();
    if (last !== undefined && last !== false) return last;
    if (Date.now() > deadline)
      throw new Error(`condition not met within ${timeoutMs} ms (last: ${JSON.stringify(last)})`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}
