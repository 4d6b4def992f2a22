// B2B journey (issue 19): the cart follows a logged-in buyer. A visitor's cart on a 1366 px desktop merges
// into the buyer's server cart at login (and leaves browser storage only once the server confirmed it); a
// 390 px phone that logs in as the same buyer sees the same cart; a line removed on the phone is gone on
// the desktop when it comes back into focus, and after a reload.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { checkA11y, gotoApp, gql, launchBrowser, newPage, registerBuyer, screenshot } from '../lib/browser.mjs';
import { assertFitsWidth, loginThroughUi } from '../lib/commerce.mjs';

const PRODUCTS = `query { products(pageSize: 100) { items { id slug name type inStock price { amount } } } }`;
const CART = `query { cart { version lines { productId quantity } } }`;

let browser;
let setup;
before(async () => {
  browser = await launchBrowser();
  setup = await browser.newContext();
});
after(async () => {
  await setup?.close();
  await browser?.close();
});

/** a line of the browser's anonymous cart (localStorage "cart"), as the spec stores it */
function storedLine(product, quantity) {
  return {
    id: product.id,
    title: product.name,
    priceCents: 0,
    image: null,
    attribute: null,
    quantity,
    parentProductId: null,
    productSlug: product.slug,
  };
}

async function cartLines(page) {
  const lines = page.getByTestId('cart-line');
  const texts = await lines.evaluateAll((all) =>
    all.map((line) => [
      [...line.querySelectorAll('a')].map((a) => a.textContent?.trim() ?? '').find(Boolean) ?? '',
      line.querySelector('[data-testid="line-quantity"]')?.textContent?.trim() ?? '',
    ]),
  );
  return texts.sort();
}

async function waitForServerCart(context, lineCount) {
  // the phone's write is confirmed when the server cart has the new shape (a state, not a clock)
  for (;;) {
    const { cart } = await gql(context, CART);
    if (cart.lines.length === lineCount) return cart;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('server cart', () => {
  it('a desktop cart merges at login, a phone sees it, a removal on the phone reaches the desktop', async () => {
    const buyer = await registerBuyer(setup);
    const { products } = await gql(setup, PRODUCTS);
    const [first, second] = products.items.filter((p) => p.type === 'SIMPLE' && p.inStock);
    assert.ok(first && second, 'two simple products in stock');

    const desktop = await newPage(browser, 'wide');
    const phone = await newPage(browser, 'mobile');
    try {
      // a visitor's cart on the desktop (the anonymous cart under the spec's storage key "cart")
      await gotoApp(desktop.page, '/');
      await desktop.page.evaluate(
        (items) => localStorage.setItem('cart', JSON.stringify({ items, totalItems: 5, totalPriceCents: 0 })),
        [storedLine(first, 2), storedLine(second, 3)],
      );
      await gotoApp(desktop.page, '/cart');
      await desktop.page.getByTestId('cart-line').nth(1).waitFor();

      // logging in merges it into the buyer's server cart, once
      await loginThroughUi(desktop.page, buyer.email, buyer.password);
      await gotoApp(desktop.page, '/cart');
      await desktop.page.getByTestId('cart-line').nth(1).waitFor();
      const expected = [
        [first.name, '2'],
        [second.name, '3'],
      ].sort();
      await desktop.page.waitForFunction(
        () => JSON.parse(localStorage.getItem('cart') ?? '{"items":[]}').items.length === 0,
      );
      assert.deepEqual(await cartLines(desktop.page), expected);
      const merged = await waitForServerCart(desktop.context, 2);
      assert.deepEqual(
        merged.lines.map((l) => [l.productId, l.quantity]).sort(),
        [
          [first.id, 2],
          [second.id, 3],
        ].sort(),
      );
      await screenshot(desktop.page, 'server-cart-desktop-1366');
      await checkA11y(desktop.page, 'server cart at 1366 px');

      // a reload does not merge the (now empty) browser cart again
      await gotoApp(desktop.page, '/cart');
      await desktop.page.getByTestId('cart-line').nth(1).waitFor();
      assert.deepEqual(await cartLines(desktop.page), expected);

      // the phone logs in as the same buyer and sees the same cart
      await loginThroughUi(phone.page, buyer.email, buyer.password);
      await gotoApp(phone.page, '/cart');
      await phone.page.getByTestId('cart-line').nth(1).waitFor();
      assert.deepEqual(await cartLines(phone.page), expected);
      await assertFitsWidth(phone.page, 'server cart at 390 px');
      await screenshot(phone.page, 'server-cart-phone-390');
      await checkA11y(phone.page, 'server cart at 390 px');

      // a removal on the phone
      await phone.page.getByRole('button', { name: `Remove ${second.name}` }).click();
      await phone.page.getByTestId('cart-line').nth(1).waitFor({ state: 'detached' });
      await waitForServerCart(phone.context, 1);
      await screenshot(phone.page, 'server-cart-phone-removed-390');

      // ... reaches the desktop when it comes back into focus
      await desktop.page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await desktop.page.getByTestId('cart-line').nth(1).waitFor({ state: 'detached' });
      assert.deepEqual(await cartLines(desktop.page), [[first.name, '2']]);
      // ... and after a reload
      await gotoApp(desktop.page, '/cart');
      await desktop.page.getByTestId('cart-line').first().waitFor();
      assert.deepEqual(await cartLines(desktop.page), [[first.name, '2']]);
      await screenshot(desktop.page, 'server-cart-desktop-after-phone-1366');
      assert.deepEqual(desktop.page.errors, []);
      assert.deepEqual(phone.page.errors, []);
    } finally {
      await desktop.context.close();
      await phone.context.close();
    }
  });
});
