/**
 * The whole gateway on a WordPress site running B2BKing (the HTTP stub with the B2BKing fixtures,
 * testing/fixtures/b2bking-*.json): a distributor in B2BKing group 1201 sees the group's catalogue
 * price and tiers, `cartQuote` charges the group's tier price, and the placed order (totalled by
 * WooCommerce) charges the same; a buyer outside every group gets list prices and list tiers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { type CapturedLog, stubBackend } from './testing/stub-backend.js';
import { B2BKING_BUYER, STUB_CUSTOMER } from './testing/stub-data.js';
import { type WordpressStub, startWordpressStub } from './testing/wordpress-stub.js';

const LOGIN = `mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { token userErrors { code } } }`;
const PRODUCT = `query P($slug: String!) { product(slug: $slug) {
  price { amount } fromPrice { amount } priceTiers { minQuantity price { amount } }
  variations { id price { amount } priceTiers { minQuantity price { amount } } } } }`;
const QUOTE = `query Q($input: CartInput!) { cartQuote(input: $input) {
  lines { productId variationId quantity unitPrice { amount } lineTotal { amount } nextTier { minQuantity price { amount } missingQuantity } }
  subtotal { amount } discount { amount } total { amount } userErrors { message } } }`;
const PLACE = `mutation P($input: PlaceOrderInput!, $key: String!) { placeOrder(input: $input, idempotencyKey: $key) {
  order { lines { productId variationId quantity unitPrice { amount } lineTotal { amount } } subtotal { amount } total { amount } }
  userErrors { message } } }`;

const tiers = (...pairs: [number, string][]) =>
  pairs.map(([minQuantity, amount]) => ({ minQuantity, price: { amount } }));

describe('gateway on wordpress with B2BKing group and tier prices (issue 18)', () => {
  let stub: WordpressStub;
  let gateway: TestApp;
  let logs: CapturedLog[];
  let distributor: string;
  let retailer: string;

  beforeAll(async () => {
    stub = await startWordpressStub({ b2bking: true });
    const wired = stubBackend(stub, { tuning: { retries: 0 } });
    logs = wired.logs;
    gateway = await startTestApp({
      redis: true,
      backend: wired.backend,
      env: {
        STORE_BACKEND: 'wordpress',
        WORDPRESS_URL: stub.url,
        WC_CONSUMER_KEY: stub.credentials.consumerKey,
        WC_CONSUMER_SECRET: stub.credentials.consumerSecret,
        WC_WEBHOOK_SECRET: stub.credentials.webhookSecret,
      },
    });
    const login = async (email: string, password: string) => {
      const { data } = await gateway.gql(LOGIN, { email, password });
      expect(data.login.userErrors).toEqual([]);
      return data.login.token as string;
    };
    distributor = await login(B2BKING_BUYER.email, B2BKING_BUYER.password);
    retailer = await login(STUB_CUSTOMER.email, STUB_CUSTOMER.password);
  });

  afterAll(async () => {
    await gateway?.close();
    await stub?.close();
  });

  it("shows a group buyer the catalogue at the group's price, with the group's tiers and from-price", async () => {
    const { data, errors } = await gateway.gql(PRODUCT, { slug: 'cbd-oil-10-10ml' }, { token: distributor });
    expect(errors).toBeUndefined();
    expect(data.product).toMatchObject({
      price: { amount: '19.50' },
      fromPrice: { amount: '16.50' },
      priceTiers: tiers([12, '18.00'], [48, '16.50']),
    });
    const cartridge = await gateway.gql(PRODUCT, { slug: 'cbd-vape-cartridge-05ml' }, { token: distributor });
    expect(cartridge.data.product.fromPrice).toEqual({ amount: '5.80' });
    expect(cartridge.data.product.variations).toEqual([
      { id: '861', price: { amount: '6.90' }, priceTiers: tiers([24, '6.20'], [96, '5.80']) },
      // its group tiers have a decimal comma: ignored, and no list tiers either
      { id: '862', price: { amount: '7.10' }, priceTiers: [] },
    ]);
  });

  it('shows a buyer outside every B2BKing group the list price and list tiers', async () => {
    const { data } = await gateway.gql(PRODUCT, { slug: 'cbd-oil-10-10ml' }, { token: retailer });
    expect(data.product).toMatchObject({
      price: { amount: '24.00' },
      fromPrice: { amount: '20.00' },
      priceTiers: tiers([10, '22.00'], [50, '20.00']),
    });
  });

  it("quotes the group's tier prices in cartQuote and the placed order charges exactly that", async () => {
    const lines = [
      { productId: '850', quantity: 12 },
      { productId: '860', variationId: '861', quantity: 24 },
      { productId: '860', variationId: '862', quantity: 24 },
    ];
    const quoted = await gateway.gql(QUOTE, { input: { lines } }, { token: distributor });
    expect(quoted.errors).toBeUndefined();
    expect(quoted.data.cartQuote.lines).toEqual([
      {
        productId: '850',
        variationId: null,
        quantity: 12,
        unitPrice: { amount: '18.00' },
        lineTotal: { amount: '216.00' },
        nextTier: { minQuantity: 48, price: { amount: '16.50' }, missingQuantity: 36 },
      },
      {
        productId: '860',
        variationId: '861',
        quantity: 24,
        unitPrice: { amount: '6.20' },
        lineTotal: { amount: '148.80' },
        nextTier: { minQuantity: 96, price: { amount: '5.80' }, missingQuantity: 72 },
      },
      {
        productId: '860',
        variationId: '862',
        quantity: 24,
        unitPrice: { amount: '7.10' },
        lineTotal: { amount: '170.40' },
        nextTier: null,
      },
    ]);
    expect(quoted.data.cartQuote).toMatchObject({ subtotal: { amount: '535.20' }, total: { amount: '535.20' } });

    const before = stub.requests.length;
    const placed = await gateway.gql(
      PLACE,
      {
        input: {
          lines,
          shipping: { fullName: 'Bram Peeters', email: B2BKING_BUYER.email, address: 'Meir 10, Antwerpen' },
        },
        key: `b2bking-${Date.now()}`,
      },
      { token: distributor },
    );
    expect(placed.data.placeOrder.userErrors).toEqual([]);
    // WooCommerce's own totals, from the line subtotals the gateway sent (not its list prices)
    expect(placed.data.placeOrder.order).toMatchObject({
      subtotal: { amount: '535.20' },
      total: { amount: '535.20' },
      lines: [
        { productId: '850', quantity: 12, unitPrice: { amount: '18.00' }, lineTotal: { amount: '216.00' } },
        { productId: '860', variationId: '861', quantity: 24, lineTotal: { amount: '148.80' } },
        { productId: '860', variationId: '862', quantity: 24, lineTotal: { amount: '170.40' } },
      ],
    });
    // the order read its products and their groups with one request, not the whole catalogue
    const reads = stub.requests.slice(before).filter((r) => r.method === 'GET' && r.path === '/wp-json/wc/v3/products');
    expect(reads.map((r) => new URLSearchParams(r.query).get('include'))).toEqual(['850,860']);
    const post = stub.requests.findLast((r) => r.method === 'POST' && r.path === '/wp-json/wc/v3/orders')!;
    expect(JSON.parse(post.body).line_items).toEqual([
      { product_id: 850, quantity: 12, subtotal: '216.00', total: '216.00' },
      { product_id: 860, variation_id: 861, quantity: 24, subtotal: '148.80', total: '148.80' },
      { product_id: 860, variation_id: 862, quantity: 24, subtotal: '170.40', total: '170.40' },
    ]);
  });

  it('quotes a buyer outside every group the list tier price', async () => {
    const { data } = await gateway.gql(
      QUOTE,
      { input: { lines: [{ productId: '850', quantity: 10 }] } },
      { token: retailer },
    );
    expect(data.cartQuote.lines[0]).toMatchObject({
      unitPrice: { amount: '22.00' },
      lineTotal: { amount: '220.00' },
      nextTier: { minQuantity: 50, price: { amount: '20.00' }, missingQuantity: 40 },
    });
  });

  it('logged the malformed tier table it ignored, naming the variation and the meta key', () => {
    expect(logs).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        message: 'wholesale price meta ignored (malformed); list prices apply',
        fields: expect.objectContaining({
          plugin: 'b2bking',
          productId: '860',
          variationId: '862',
          key: 'b2bking_product_pricetiers_group_1201',
        }),
      }),
    );
  });
});
