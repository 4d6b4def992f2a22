/**
 * The commerce specs' view of the one in-process harness (helpers/test-app.ts): the gateway on the
 * embedded store in a throw-away PostgreSQL database (optionally shared by two instances, plus Redis),
 * callers with their own bearer token and client address, and the fixtures the specs share.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { LoggerService } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { ProductRecord } from '@shop/domain';
import { CartQuoteDocument, TestingRegisterDocument } from '@shop/schema/operations';
import pg from 'pg';
import type { StoreBackend } from '../src/backends/port.js';
import { createStoreDatabase, storeFlavourFor } from '../src/backends/embedded/testing/seeded-store.js';
import type { TempDatabase } from '../src/backends/embedded/testing/test-store.js';
import { MAIL_OUTBOX, type MailOutbox } from '../src/mail/mailer.js';
import { startTestApp, TEST_REDIS_URL, type Document } from './helpers/test-app.js';

export const REDIS_URL = TEST_REDIS_URL;

/** Rate limits high enough that only the rate-limit spec ever meets them (it sets its own). */
export const GENEROUS_RATE_LIMITS: Record<string, string> = Object.fromEntries(
  ['LOGIN', 'REGISTER', 'PASSWORD_RESET_REQUEST', 'PASSWORD_RESET', 'CONTACT', 'PLACE_ORDER', 'COUPON'].flatMap(
    (action) => [
      [`RATE_LIMIT_${action}_IP`, '100000/60'],
      [`RATE_LIMIT_${action}_ACCOUNT`, '100000/60'],
    ],
  ),
);

/** GraphQL response data in tests: shapes are checked by the assertions, not by types. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface GqlResult<T = Json> {
  status: number;
  data: T;
  errors?: { message: string; extensions?: Record<string, unknown>; path?: string[] }[];
  headers: Record<string, string>;
}

export interface Caller {
  /** sends one GraphQL operation as this caller (bearer token when logged in); typed for codegen'd documents */
  gql<T = Json, V extends Record<string, unknown> = Record<string, unknown>>(
    query: Document<T, V>,
    variables?: V,
  ): Promise<GqlResult<T>>;
  token: string | null;
}

export interface Gateway {
  app: NestExpressApplication;
  http: ReturnType<NestExpressApplication['getHttpServer']>;
  store: StoreBackend;
  outbox: MailOutbox;
  anonymous: Caller;
  as(token: string | null, ip?: string): Caller;
  close(): Promise<void>;
}

export async function startGateway(options: {
  databaseUrl: string;
  env?: Record<string, string>;
  /** where Nest's log lines go (a spec reading them); the configured JSON logger otherwise */
  logger?: LoggerService;
}): Promise<Gateway> {
  const t = await startTestApp({
    databaseUrl: options.databaseUrl,
    logger: options.logger,
    env: { PUBLIC_SITE_URL: 'http://shop.test', SMTP_URL: '', ...options.env },
  });
  const as = (token: string | null, ip?: string): Caller => ({
    token,
    async gql(query, variables) {
      let req = t.http().post('/graphql').set('Content-Type', 'application/json');
      if (token) req = req.set('Authorization', `Bearer ${token}`);
      if (ip) req = req.set('X-Forwarded-For', ip);
      const res = await req.send({ query: String(query), variables: variables ?? {} });
      return {
        status: res.status,
        data: res.body?.data,
        errors: res.body?.errors,
        headers: res.headers as Record<string, string>,
      };
    },
  });
  return {
    app: t.app,
    http: t.app.getHttpServer(),
    store: t.backend,
    outbox: t.app.get<MailOutbox>(MAIL_OUTBOX),
    anonymous: as(null),
    as,
    close: t.close,
  };
}

/** A temp database + one gateway on it, with generous rate limits unless `env` says otherwise. */
export async function startShop(env: Record<string, string> = {}, options: { logger?: LoggerService } = {}) {
  for (const [name, value] of Object.entries({ ...GENEROUS_RATE_LIMITS, ...env })) process.env[name] = value;
  const db: TempDatabase = await createStoreDatabase(storeFlavourFor({ NODE_ENV: 'test', ...env }), 'commerce');
  const gateway = await startGateway({ databaseUrl: db.url, env, logger: options.logger });
  return {
    db,
    gateway,
    async stop() {
      await gateway.close();
      await db.drop();
    },
  };
}

export async function sql<T extends pg.QueryResultRow = Record<string, unknown>>(
  databaseUrl: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

export const STRONG_PASSWORD = 'Sup3r$ecret';

export function uniqueEmail(label = 'buyer'): string {
  return `${label}.${randomBytes(4).toString('hex')}@example.com`;
}

/** Registers a fresh customer and returns a caller logged in as them. */
export async function registerCustomer(gateway: Gateway, overrides: { email?: string; password?: string } = {}) {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? STRONG_PASSWORD;
  const res = await gateway.anonymous.gql(TestingRegisterDocument, {
    input: {
      name: 'Anna de Boer',
      email,
      phone: '+31 6 0000 0000',
      companyName: 'Boer Retail B.V.',
      companyRegNumber: 'KVK 12345678',
      companyVatNumber: 'NL123456782B01',
      password,
      confirmPassword: password,
      agreeTerms: true,
      confirmAge: true,
    },
  });
  const payload = res.data?.register;
  if (!payload?.token || !payload.customer)
    throw new Error(`register failed: ${JSON.stringify(res.errors ?? payload?.userErrors)}`);
  return { email, password, id: payload.customer.id, caller: gateway.as(payload.token) };
}

/** The seeded catalogue as the store has it (hidden products included). */
export async function catalogue(gateway: Gateway) {
  const products = await gateway.store.catalogue.listProducts();
  const find = (predicate: (p: ProductRecord) => boolean, what: string) => {
    const product = products.find(predicate);
    if (!product) throw new Error(`the demo catalogue has no ${what}`);
    return product;
  };
  const simpleInStock = products.filter((p) => p.visible && p.inStock && p.type === 'simple');
  return {
    products,
    simple: find((p) => p.visible && p.inStock && p.type === 'simple', 'visible simple product in stock'),
    secondSimple: simpleInStock[1]!,
    hidden: find((p) => !p.visible, 'hidden product'),
    outOfStock: find((p) => p.visible && !p.inStock, 'out-of-stock product'),
    variable: find(
      (p) => p.visible && p.inStock && p.type === 'variable' && p.variations.filter((v) => v.inStock).length >= 2,
      'variable product with two variations in stock',
    ),
  };
}

export const newKey = () => randomUUID();

export const ORDER_FIELDS = /* GraphQL */ `
  id
  number
  status
  couponCode
  comment
  itemCount
  lines { productId variationId name quantity unitPrice { amount currencyCode } lineTotal { amount } }
  subtotal { amount currencyCode }
  discount { amount }
  total { amount }
  shipping { firstName lastName email phone address city postcode country }
`;

export const PLACE_ORDER = /* GraphQL */ `
  mutation PlaceOrder($input: PlaceOrderInput!, $key: String!) {
    placeOrder(input: $input, idempotencyKey: $key) {
      order { ${ORDER_FIELDS} }
      userErrors { field message code }
    }
  }
`;

/**
 * The web app's own cartQuote query (apps/web/src/lib/cart/cart-quote.ts), codegen'd; passed as a string so
 * the specs keep asserting its nullable fields loosely (pass CartQuoteDocument itself for a typed result).
 */
export const CART_QUOTE = String(CartQuoteDocument);

export const SHIPPING = {
  fullName: 'Anna de Boer',
  email: 'anna@example.com',
  phone: '+31 6 1111 2222',
  address: 'Herengracht 1, 1015 BA Amsterdam',
  comment: 'Ring twice',
};
