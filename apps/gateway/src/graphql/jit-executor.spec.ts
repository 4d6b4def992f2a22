import { productRecord } from '@shop/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyStoreBackend } from '../../test/helpers/empty-store-backend.js';
import { startTestApp, type TestApp } from '../../test/helpers/test-app.js';
import { JIT_EXECUTION, type JitExecution } from './jit-executor.js';

const product = productRecord({
  slug: 'calm-focus',
  name: 'Calm & Focus Gummies',
  priceCents: 1250,
  priceTiers: [{ minQuantity: 10, priceCents: 1100 }],
  descriptionHtml: '<p>Good</p>',
  shortDescription: 'Gummies',
  images: [{ src: 'media/products/calm.svg', alt: 'Calm' }],
  categories: [{ id: '10', name: 'Gummies', slug: 'gummies' }],
  position: 1,
});

/**
 * The same request three times: graphql-js answers the first (an operation is compiled on its second
 * run), graphql-jit the others. Every answer must be the same bytes apart from the request id.
 */
const CASES: { name: string; query: string; variables?: Record<string, unknown>; auth?: boolean }[] = [
  {
    name: 'fragments, aliases, @include/@skip, __typename and variables with defaults',
    query: `query Catalogue($page: Int!, $withCategories: Boolean!, $search: String) {
      shop { __typename name }
      first: products(page: $page, pageSize: 2, filter: { search: $search }) {
        __typename totalCount page pageSize priceMax
        items { ...Card categories @include(if: $withCategories) { slug name } }
      }
      second: products(page: 2) @skip(if: $withCategories) { totalCount }
    }
    fragment Card on Product { id slug name type price { amount currencyCode } inStock images { src alt } }`,
    variables: { page: 1, withCategories: true, search: null },
  },
  {
    name: 'a cartQuote with an unknown product, a bad quantity and a variation on a simple product',
    query: `query Quote($input: CartInput!) {
      cartQuote(input: $input) {
        lines { productId variationId quantity name available message unitPrice { amount } nextTier { minQuantity } }
        subtotal { amount } total { amount } coupon { code applied message }
        userErrors { field message code }
      }
    }`,
    variables: {
      input: {
        lines: [
          { productId: '1', quantity: 3 },
          { productId: '99', quantity: 1 },
          { productId: '1', variationId: '5', quantity: 1 },
          { productId: '1', quantity: 0 },
        ],
        couponCode: null,
      },
    },
  },
  {
    name: 'variables that do not coerce (400, BAD_REQUEST)',
    query: 'query Page($page: Int!) { products(page: $page) { totalCount } }',
    variables: { page: 'first' },
  },
  {
    name: 'a missing non-null input field (400)',
    query: 'query Quote($input: CartInput!) { cartQuote(input: $input) { total { amount } } }',
    variables: { input: { lines: [{ quantity: 1 }] } },
  },
  { name: 'a resolver refusing its arguments (BAD_REQUEST)', query: '{ products(pageSize: 0) { totalCount } }' },
  { name: 'an anonymous caller on a field that needs a session', query: '{ myOrders { totalCount } me { id } }' },
  {
    name: 'a store error with a code (UPSTREAM_UNAVAILABLE) beside data',
    query: '{ shop { name } posts { totalCount } }',
  },
  { name: 'an unexpected store error (INTERNAL_SERVER_ERROR)', query: '{ post(slug: "broken") { title } }' },
];

describe('graphql-jit executes the public API as graphql-js did', () => {
  let t: TestApp;
  let jit: JitExecution;

  beforeAll(async () => {
    const backend = emptyStoreBackend({
      listProducts: async () => [product],
      listCategories: async () => [
        { id: '10', name: 'Gummies', slug: 'gummies', description: '', image: null, productCount: 1 },
      ],
      listBuyerGroups: async () => [],
      listPosts: async () => {
        throw Object.assign(new Error('GET https://cms.example/wp-json/wp/v2/posts timed out'), {
          code: 'UPSTREAM_UNAVAILABLE',
        });
      },
      getPostBySlug: async () => {
        throw new Error('connect ECONNREFUSED https://secret.example');
      },
    });
    t = await startTestApp({ backend });
    jit = t.app.get(JIT_EXECUTION);
  });

  /** cross-origin (here: the app's own origin), so the public response cache never answers it */
  const post = (query: string, variables?: Record<string, unknown>) =>
    t.http().post('/graphql').set('content-type', 'application/json').set('origin', t.url).send({ query, variables });

  afterAll(async () => {
    await t?.close();
  });

  for (const c of CASES) {
    it(c.name, async () => {
      const before = jit.compiledRuns();
      const answers = [];
      for (let i = 0; i < 3; i += 1) {
        const res = await post(c.query, c.variables);
        answers.push({ status: res.status, body: res.text.replace(/"requestId":"[^"]+"/g, '"requestId":"-"') });
      }
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
      // the second and third went through graphql-jit, except where graphql-js must give its own answer
      // (variables that do not coerce): then the answers above being equal is what counts
      if (answers[0]!.status === 200) expect(jit.compiledRuns() - before).toBe(2);
    });
  }

  it('answers the web app’s own cartQuote document compiled, with the same prices', async () => {
    const { CartQuoteDocument } = await import('@shop/schema/operations');
    const variables = { input: { lines: [{ productId: '1', variationId: null, quantity: 12 }], couponCode: null } };
    const first = await t.gql(CartQuoteDocument, variables);
    const before = jit.compiledRuns();
    const second = await t.gql(CartQuoteDocument, variables);
    expect(jit.compiledRuns()).toBe(before + 1);
    expect(second.res.text).toBe(first.res.text);
    expect(first.data.cartQuote.lines[0]?.name).toBe('Calm & Focus Gummies');
  });
});
