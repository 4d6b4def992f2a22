// B2B journey (issue 19): a buyer with a past order clicks "Order again" (on the order's page at 1366 px,
// in the orders table at 390 px) and finds the order's lines in the cart with their SKUs, and the line whose
// product the shop has hidden since listed as skipped with the reason.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from '../lib/journey-test.mjs';
import { checkA11y, gotoApp, gql, launchBrowser, newPage, registerBuyer, screenshot } from '../lib/browser.mjs';
import { assertFitsWidth, expectToast } from '../lib/commerce.mjs';
import { adminGql, OWNER } from '../lib/console.mjs';

let browser;
let consoleContext;
before(async () => {
  browser = await launchBrowser();
  consoleContext = await browser.newContext();
  const login = await adminGql(
    consoleContext,
    'mutation($email: String!, $password: String!) { adminLogin(email: $email, password: $password) { staff { id } } }',
    OWNER,
  );
  assert.ok(login.body.data?.adminLogin.staff, `console sign-in: ${JSON.stringify(login.body)}`);
});
after(async () => {
  await consoleContext?.close();
  await browser?.close();
});

const SAVE_PRODUCT = `mutation($input: ProductInput!) {
  saveProduct(input: $input) { product { id slug name sku } userErrors { field message } }
}`;
const PLACE_ORDER = `mutation($input: PlaceOrderInput!, $key: String!) {
  placeOrder(input: $input, idempotencyKey: $key) { order { id number } userErrors { message } }
}`;
const SEEDED = `query($search: String) { products(filter: { search: $search }, pageSize: 100) {
  items { id name sku type inStock }
} }`;

async function saveProduct(input) {
  const answer = await adminGql(consoleContext, SAVE_PRODUCT, { input });
  const payload = answer.body.data?.saveProduct;
  assert.deepEqual(payload?.userErrors, [], JSON.stringify(answer.body));
  return payload.product;
}

function simple(tag, overrides = {}) {
  return {
    name: `Reorder Gummies ${tag}`,
    slug: `reorder-gummies-${tag}`,
    type: 'simple',
    status: 'publish',
    catalogVisibility: 'visible',
    price: '7.50',
    categorySlugs: ['gummies'],
    stockStatus: 'instock',
    sku: `E2E-RO-${tag}`.toUpperCase(),
    ...overrides,
  };
}

/** A buyer (logged in in `context`) with an order of a seeded product (×4) and of a product hidden right after. */
async function buyerWithPastOrder(context) {
  await registerBuyer(context);
  const { products } = await gql(context, SEEDED, { search: 'GL-' });
  const seeded = products.items.find((p) => p.type === 'SIMPLE' && p.inStock && p.sku);
  assert.ok(seeded, 'a seeded simple product in stock with a SKU');
  const tag = randomUUID().slice(0, 8);
  const doomed = await saveProduct(simple(tag));
  const { placeOrder } = await gql(context, PLACE_ORDER, {
    input: {
      lines: [
        { productId: seeded.id, quantity: 4 },
        { productId: doomed.id, quantity: 2 },
      ],
      shipping: { fullName: 'E2E Buyer', email: 'e2e@example.com', address: 'Herengracht 1, 1015 BA Amsterdam' },
    },
    key: randomUUID(),
  });
  assert.deepEqual(placeOrder.userErrors, []);
  // the shop stops selling the second product after the order
  await saveProduct({ ...simple(tag, { catalogVisibility: 'hidden' }), id: doomed.id });
  return { order: placeOrder.order, seeded, doomed };
}

async function expectCartAfterReorder(page, { order, seeded, doomed }, label) {
  await page.waitForURL('**/cart');
  await page.getByRole('heading', { level: 1, name: 'Shopping Cart' }).waitFor();
  const notice = page.getByTestId('reorder-notice');
  await notice.getByText(`1 product from order #${order.number} added to your cart; 1 could not be added`).waitFor();
  assert.equal(await notice.getByTestId('reorder-skipped').textContent(), `${doomed.name}: No longer sold`);
  const lines = page.getByTestId('cart-line');
  await lines.first().waitFor();
  assert.equal(await lines.count(), 1);
  const line = lines.first();
  await line.getByRole('link', { name: seeded.name }).waitFor();
  assert.equal(await line.getByTestId('line-quantity').textContent(), '4');
  await line.getByTestId('line-sku').getByText(seeded.sku, { exact: true }).waitFor();
  await assertFitsWidth(page, label);
  await checkA11y(page, label);
}

describe('reorder', () => {
  it('"Order again" on the order page puts the lines still on sale in the cart and explains the skipped one (1366 px)', async () => {
    const { context, page } = await newPage(browser, 'wide');
    try {
      const past = await buyerWithPastOrder(context);
      await gotoApp(page, `/account/orders/${past.order.number}`);
      await page.getByRole('heading', { level: 1, name: `Order #${past.order.number}` }).waitFor();
      await screenshot(page, 'reorder-order-detail-1366');
      await page.getByTestId('order-again').click();
      await expectToast(page, '1 product added to your cart; 1 skipped', `${past.doomed.name}: No longer sold`);
      await expectCartAfterReorder(page, past, 'cart after reorder at 1366 px');
      await screenshot(page, 'reorder-cart-1366');

      // again: the same line's quantity adds up (the cart's ADD_ITEM rule)
      await gotoApp(page, `/account/orders/${past.order.number}`);
      await page.getByTestId('order-again').click();
      await page.waitForURL('**/cart');
      await page.getByTestId('line-quantity').filter({ hasText: '8' }).waitFor();
      assert.equal(await page.getByTestId('cart-line').count(), 1);
      assert.deepEqual(page.errors, []);
    } finally {
      await context.close();
    }
  });

  it('"Order again" in the orders table at 390 px', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    try {
      const past = await buyerWithPastOrder(context);
      await gotoApp(page, '/account?tab=orders');
      const row = page.getByTestId('order-row').filter({ hasText: `#${past.order.number}` });
      await row.waitFor();
      await screenshot(page, 'reorder-orders-390');
      // the orders table scrolls inside its box: the page keeps the phone's width
      await assertFitsWidth(page, 'orders tab at 390 px');
      await row.getByTestId('order-again').click();
      await expectCartAfterReorder(page, past, 'cart after reorder at 390 px');
      await screenshot(page, 'reorder-cart-390');
      assert.deepEqual(page.errors, []);
    } finally {
      await context.close();
    }
  });
});
