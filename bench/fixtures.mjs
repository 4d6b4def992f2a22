// What bench/run.mjs and bench/cpu-per-request.mjs share: the gateway's environment, GraphQL over fetch,
// and the logged-in buyer with a 10-line cart both measure.
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CatalogPageDocument, TestingProductStockDocument, TestingRegisterDocument } from '@shop/schema/operations';

export const CATALOG_QUERY = String(CatalogPageDocument);
export const CATALOG_VARIABLES = {
  filter: { search: null, categorySlugs: null, priceMin: null, priceMax: null },
  sort: 'DEFAULT',
  page: 1,
  pageSize: 8,
};
const REGISTER_MUTATION = String(TestingRegisterDocument);
const PRODUCT_STOCK_QUERY = String(TestingProductStockDocument);

/** the built gateway's environment in every bench */
export function baseEnv() {
  return {
    NODE_ENV: 'production',
    // the bench reads the demo catalogue (production seeds nothing by default)
    DEMO_DATA: 'true',
    HOST: '127.0.0.1',
    // realistic: one JSON access-log line per request, written to a file
    LOG_LEVEL: 'info',
    WEB_DIST: join(tmpdir(), 'bench-no-web-build'),
    DATABASE_URL: '',
    REDIS_URL: '',
    // the bench registers a buyer and would trip the production limits when run twice in an hour
    RATE_LIMIT_REGISTER_IP: '1000/60',
    RATE_LIMIT_REGISTER_ACCOUNT: '1000/60',
  };
}

export function gqlBody(query, variables) {
  return JSON.stringify({ query, variables });
}

export async function post(url, body, headers = {}) {
  const started = performance.now();
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, bytes, ms: performance.now() - started, contentType: res.headers.get('content-type') };
}

export async function gql(base, query, variables, headers) {
  const res = await post(`${base}/graphql`, gqlBody(query, variables), headers);
  const json = JSON.parse(res.bytes.toString('utf8'));
  if (res.status !== 200 || json.errors) {
    throw new Error(`GraphQL ${res.status}: ${JSON.stringify(json.errors ?? json).slice(0, 400)}`);
  }
  return { ...res, json };
}

/** a registered buyer's token, a 10-line cart of products in stock, and a product with variations */
export async function prepareFixtures(base) {
  const catalog = await gql(base, CATALOG_QUERY, CATALOG_VARIABLES);
  if (catalog.json.data.products.items.length !== 8) throw new Error('the catalogue query did not return 8 products');

  const all = await gql(base, PRODUCT_STOCK_QUERY);
  const products = all.json.data.products.items;
  const detailSlug = (products.find((p) => p.type === 'VARIABLE' && p.variations.length > 1) ?? products[0]).slug;

  const email = `bench-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Bench_Pass_1';
  const registered = await gql(base, REGISTER_MUTATION, {
    input: {
      name: 'Bench Buyer',
      email,
      phone: null,
      companyName: 'Bench Retail BV',
      companyRegNumber: '12345678',
      companyVatNumber: 'NL123456782B01',
      password,
      confirmPassword: password,
      agreeTerms: true,
      confirmAge: true,
    },
  });
  const token = registered.json.data.register.token;
  if (!token) throw new Error(`register failed: ${JSON.stringify(registered.json.data.register.userErrors)}`);

  const lines = products
    .filter((p) => p.inStock)
    .slice(0, 10)
    .map((p, i) => ({
      productId: p.id,
      variationId:
        p.type === 'VARIABLE' ? ((p.variations.find((v) => v.inStock) ?? p.variations[0])?.id ?? null) : null,
      quantity: 1 + (i % 3),
    }));
  if (lines.length !== 10) throw new Error(`only ${lines.length} products in stock for the cart`);
  return { detailSlug, token, lines };
}
