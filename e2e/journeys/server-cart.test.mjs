// B2B journey (issue 19): the cart follows a logged-in buyer. A visitor's cart on a 1366 px desktop merges
// into the buyer's server cart at login (and leaves browser storage only once the server confirmed it); a
// 390 px phone that logs in as the same buyer sees the same cart; a line removed on the phone is gone on
// the desktop when it comes back into focus, and after a reload. Logged out, each shows the empty
// anonymous cart of its browser, not the buyer's lines.
// Writes a page could not see confirmed survive a full page load: lines added on /quick-order whose write
// never reached the server are all on /cart loaded as a new document right after (kept in browser storage,
// resent once); a tab closed with a write on its way sends it on the way out (fetch keepalive). The cart
// page of a logged-in buyer comes rendered from the server with its lines and totals, and hydrates without
// a loading state (screenshots before and after hydration at 1366 and 390 px). The buyer's landing pages
// (home, catalogue, product, category) come with the header's cart badge already counting their server
// cart, and hydration leaves it as it is (screenshots of the home page before and after hydration).
import assert from 'node:assert/strict';
import { after, before, describe, it } from '../lib/journey-test.mjs';
import {
  baseUrlOf,
  checkA11y,
  gotoApp,
  gql,
  launchBrowser,
  newPage,
  registerBuyer,
  screenshot,
  VIEWPORTS,
} from '../lib/browser.mjs';
import { assertFitsWidth, expectToast, loginThroughUi, serverCartWhen } from '../lib/commerce.mjs';
import { STEP_TIMEOUT_MS } from '../lib/timeouts.mjs';

const PRODUCTS = `query { products(pageSize: 100) { items { id slug name sku type inStock price { amount } } } }`;
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
  const deadline = Date.now() + STEP_TIMEOUT_MS;
  let cart;
  while (Date.now() < deadline) {
    ({ cart } = await gql(context, CART));
    if (cart.lines.length === lineCount) return cart;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server cart never had ${lineCount} line(s); last: ${JSON.stringify(cart)}`);
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

      // Logging out (the phone, then the desktop): the header's badge and /cart show this browser's
      // anonymous cart, empty since the merge, and never the buyer's server-cart lines (the next person at
      // this computer must not see them), in the page (no reload) and after a full reload.
      for (const [device, { page }, width] of [
        ['phone', phone, 390],
        ['desktop', desktop, 1366],
      ]) {
        await gotoApp(page, '/cart');
        await page.getByTestId('cart-line').first().waitFor();
        await page.getByTestId('cart-badge').filter({ hasText: /^2$/ }).waitFor();
        await gotoApp(page, '/account');
        await page.getByRole('button', { name: 'Log out' }).click();
        await page.waitForURL('**/account/login');
        await page.locator('header').getByRole('link', { name: 'Login', exact: true }).waitFor();
        // the header's cart link is named "Cart, N items" while the cart shown has lines
        await page.locator('header').getByRole('link', { name: 'Cart', exact: true }).waitFor();
        assert.equal(await page.getByTestId('cart-badge').count(), 0, `${device}: no cart badge after logout`);
        // to the cart through the header's link, as a person would (the same page, no reload)
        await page.locator('header').getByRole('link', { name: 'Cart', exact: true }).click();
        await page.waitForURL('**/cart');
        await page.getByRole('heading', { level: 1, name: 'Your cart is empty' }).waitFor();
        assert.equal(await page.getByTestId('cart-line').count(), 0, `${device}: no line on /cart after logout`);
        await screenshot(page, `server-cart-logged-out-${device}-${width}`);
        // ...and after a full reload
        await gotoApp(page, '/cart');
        await page.getByRole('heading', { level: 1, name: 'Your cart is empty' }).waitFor();
        assert.equal(await page.getByTestId('cart-line').count(), 0, `${device}: no line after a reload`);
        assert.equal(await page.getByTestId('cart-badge').count(), 0, `${device}: no badge after a reload`);
        const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{"items":[]}'));
        assert.deepEqual(stored.items, [], `${device}: the browser's anonymous cart is empty`);
      }
      assert.deepEqual(desktop.page.errors, []);
      assert.deepEqual(phone.page.errors, []);
    } finally {
      await desktop.context.close();
      await phone.context.close();
    }
  });
});

/** `sku,quantity` lines as a CSV file for the quick order's upload */
function csvOf(lines) {
  return Buffer.from(`sku,quantity\n${lines.map(([sku, quantity]) => `${sku},${quantity}`).join('\n')}\n`, 'utf8');
}

async function addThroughQuickOrder(page, lines) {
  await gotoApp(page, '/quick-order');
  await page.getByRole('heading', { level: 1, name: 'Quick Order' }).waitFor();
  await page.getByTestId('csv-file').setInputFiles({ name: 'restock.csv', mimeType: 'text/csv', buffer: csvOf(lines) });
  const count = `${lines.length} ${lines.length === 1 ? 'line' : 'lines'} can be added.`;
  await page.getByTestId('csv-preview').getByText(count).waitFor();
  await page.getByTestId('csv-add').click();
  await expectToast(page, `${lines.length} ${lines.length === 1 ? 'product' : 'products'} added to your cart`);
}

/**
 * Holds this page's server-cart writes: they never get an answer, as on a network that drops them. A later
 * page's writes go through (`release()`).
 */
async function holdCartWrites(page) {
  const seen = { held: 0 };
  let holding = true;
  await page.route('**/graphql', async (route) => {
    let operation = null;
    try {
      operation = route.request().postDataJSON()?.operationName ?? null;
    } catch {
      // a GET (persisted query): not a write
    }
    if (operation === 'ServerCartSetLines' && holding) {
      seen.held += 1;
      return;
    }
    try {
      await route.continue();
    } catch {
      // the page went away meanwhile
    }
  });
  return {
    seen,
    release() {
      holding = false;
    },
  };
}

/**
 * The request a page sends with its last write on the way out (fetch keepalive) is dropped too, and
 * counted (in sessionStorage, which the tab keeps across the page load).
 */
async function dropKeepaliveRequests(page) {
  await page.evaluate(() => {
    const send = window.fetch;
    window.fetch = (input, init) => {
      if (!init?.keepalive) return send(input, init);
      sessionStorage.setItem(
        'e2e:dropped-keepalive',
        String(Number(sessionStorage.getItem('e2e:dropped-keepalive') ?? 0) + 1),
      );
      return Promise.reject(new TypeError('dropped'));
    };
  });
}

/** records whether "Loading your cart…" ever shows while the page loads and hydrates */
async function watchForLoadingState(context) {
  await context.addInitScript(() => {
    window.__sawLoadingCart = false;
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('Loading your cart')) window.__sawLoadingCart = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

describe('server cart across full page loads', () => {
  it('lines whose write never reached the server are all on /cart loaded right after; a closed tab sends its last write', async () => {
    const { products } = await gql(setup, PRODUCTS);
    const orderable = products.items.filter((p) => p.type === 'SIMPLE' && p.inStock && p.sku);
    assert.ok(orderable.length >= 4, 'four simple products with a SKU in stock');
    const [a, b, c, d] = orderable;

    const desktop = await newPage(browser, 'wide');
    try {
      await registerBuyer(desktop.context);
      await watchForLoadingState(desktop.context);
      const network = await holdCartWrites(desktop.page);
      await addThroughQuickOrder(desktop.page, [
        [a.sku, 2],
        [b.sku, 3],
        [c.sku, 1],
      ]);
      // the write is on its way and will never be answered: the server has nothing yet
      await desktop.page.waitForFunction(() =>
        Object.keys(localStorage).some((key) => key.startsWith('cart:pending:')),
      );
      assert.ok(network.seen.held >= 1, 'the write was sent (and held)');
      assert.deepEqual((await gql(desktop.context, CART)).cart.lines, []);

      // "/cart" typed in the address bar: a new document (its last write on the way out dropped as well)
      await dropKeepaliveRequests(desktop.page);
      network.release();
      await gotoApp(desktop.page, '/cart');
      assert.equal(
        await desktop.page.evaluate(() => sessionStorage.getItem('e2e:dropped-keepalive')),
        '1',
        'the page sent its unconfirmed write on the way out, once',
      );
      await desktop.page.getByTestId('cart-line').nth(2).waitFor();
      const expected = [
        [a.name, '2'],
        [b.name, '3'],
        [c.name, '1'],
      ].sort();
      assert.deepEqual(await cartLines(desktop.page), expected);
      // resent once, from browser storage: the server has each line once, and nothing is left to resend
      const resent = await serverCartWhen(desktop.context, (cart) => cart.lines.length === 3);
      assert.deepEqual(
        resent.lines.map((l) => [l.productId, l.quantity]).sort(),
        [
          [a.id, 2],
          [b.id, 3],
          [c.id, 1],
        ].sort(),
      );
      await desktop.page.waitForFunction(
        () => !Object.keys(localStorage).some((key) => key.startsWith('cart:pending:')),
      );
      // a reload does not count anything twice
      await gotoApp(desktop.page, '/cart');
      await desktop.page.getByTestId('cart-line').nth(2).waitFor();
      assert.deepEqual(await cartLines(desktop.page), expected);
      assert.equal((await gql(desktop.context, CART)).cart.version, resent.version);

      // a tab closed with a write on its way: the write goes out with the page (fetch keepalive)
      await desktop.page.unroute('**/graphql');
      await holdCartWrites(desktop.page);
      await addThroughQuickOrder(desktop.page, [[d.sku, 4]]);
      await desktop.page.waitForFunction(() =>
        Object.keys(localStorage).some((key) => key.startsWith('cart:pending:')),
      );
      assert.ok(!(await gql(desktop.context, CART)).cart.lines.some((l) => l.productId === d.id));
      await desktop.page.goto('about:blank');
      await serverCartWhen(desktop.context, (cart) => cart.lines.some((l) => l.productId === d.id && l.quantity === 4));
      assert.equal(await desktop.page.evaluate(() => window.__sawLoadingCart), false);
      assert.deepEqual(desktop.page.errors, []);
    } finally {
      await desktop.context.close();
    }
  });

  it("the buyer's /cart comes rendered from the server with its lines and totals, and hydrates without a loading state", async () => {
    const { products } = await gql(setup, PRODUCTS);
    const [first, second] = products.items.filter((p) => p.type === 'SIMPLE' && p.inStock);
    const cookies = await buyerWithCart([
      { productId: first.id, quantity: 2 },
      { productId: second.id, quantity: 5 },
    ]);
    for (const [device, label] of [
      ['wide', '1366'],
      ['mobile', '390'],
    ]) {
      // before hydration: the page as the server sent it, its scripts not run
      const { context, page, still, hydrationErrors } = await serverAndLivePages(device, cookies);
      try {
        const before = await still.newPage();
        const response = await before.goto(new URL('/cart', baseUrlOf(context)).href);
        const html = await response.text();
        assert.match(html, /<html data-prerendered/);
        assert.ok(html.includes(first.name.replace(/&/g, '&amp;')), 'the HTML holds a line name');
        assert.equal((html.match(/data-testid="cart-line"/g) ?? []).length, 2);
        assert.ok(!html.includes('Loading your cart'), 'no loading state in the HTML');
        assert.match(await before.getByTestId('summary-total').textContent(), /€/);
        await screenshot(before, `server-cart-ssr-before-hydration-${label}`);

        // after: the same page hydrated, never showing the loading state, with the same lines and totals
        await watchForLoadingState(context);
        await gotoApp(page, '/cart');
        await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
        assert.deepEqual(
          await cartLines(page),
          [
            [first.name, '2'],
            [second.name, '5'],
          ].sort(),
        );
        assert.equal(
          await page.getByTestId('summary-total').textContent(),
          await before.getByTestId('summary-total').textContent(),
        );
        assert.equal(await page.evaluate(() => window.__sawLoadingCart), false);
        assert.deepEqual(hydrationErrors, []);
        if (label === '390') await assertFitsWidth(page, 'server-rendered cart at 390 px');
        await screenshot(page, `server-cart-ssr-after-hydration-${label}`);
        await checkA11y(page, `server-rendered cart at ${label} px`);
        assert.deepEqual(page.errors, []);
      } finally {
        await still.close();
        await context.close();
      }
    }
  });
});

/** a newly registered buyer with `lines` in the server cart: the session's cookies */
async function buyerWithCart(lines) {
  const owner = await browser.newContext();
  try {
    await registerBuyer(owner);
    const added = await gql(
      owner,
      `mutation($lines: [CartLineInput!]!) { cartAddLines(lines: $lines) { userErrors { message } } }`,
      { lines },
    );
    assert.deepEqual(added.cartAddLines.userErrors, []);
    return await owner.cookies();
  } finally {
    await owner.close();
  }
}

/**
 * The buyer's pages twice: `still` renders what the server sent without running a script, `page` is the
 * live app, whose hydration errors (main.tsx says on the console when it cannot adopt the server's
 * markup) are collected in `hydrationErrors`.
 */
async function serverAndLivePages(device, cookies) {
  const { context, page } = await newPage(browser, device);
  const still = await browser.newContext({ ...VIEWPORTS[device], locale: 'en-GB', javaScriptEnabled: false });
  const hydrationErrors = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat/i.test(message.text())) hydrationErrors.push(message.text());
  });
  await context.addCookies(cookies);
  await still.addCookies(cookies);
  return { context, page, still, hydrationErrors };
}

/** records every count the header's cart badge shows from the moment it first appears (null: no badge) */
async function watchCartBadge(context) {
  await context.addInitScript(() => {
    window.__badgeCounts = [];
    new MutationObserver(() => {
      const count = document.querySelector('[data-testid="cart-badge"]')?.textContent ?? null;
      const seen = window.__badgeCounts;
      if ((seen.length > 0 || count !== null) && seen.at(-1) !== count) seen.push(count);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

describe("a buyer's server-rendered landing pages", () => {
  it("show the header's cart badge with the server cart's count before any script ran, and hydration keeps it", async () => {
    const { products } = await gql(setup, PRODUCTS);
    const [first, second] = products.items.filter((p) => p.type === 'SIMPLE' && p.inStock);
    const { categories } = await gql(setup, 'query { categories { slug productCount } }');
    const category = categories.find((c) => c.slug !== 'uncategorized' && c.productCount > 0);
    const cookies = await buyerWithCart([
      { productId: first.id, quantity: 1 },
      { productId: second.id, quantity: 2 },
    ]);
    for (const [device, label] of [
      ['wide', '1366'],
      ['mobile', '390'],
    ]) {
      // the pages as the server sent them (`still`: no script runs) and the live app (`page`)
      const { context, page, still, hydrationErrors } = await serverAndLivePages(device, cookies);
      try {
        const before = await still.newPage();
        for (const path of ['/products', `/products/${first.slug}`, `/categories/${category.slug}`, '/']) {
          const response = await before.goto(new URL(path, baseUrlOf(context)).href);
          assert.match(await response.text(), /<html data-prerendered/, path);
          assert.equal(await before.getByTestId('cart-badge').textContent(), '3', `${path}: the badge in the HTML`);
        }
        await before.locator('header').getByRole('link', { name: 'Cart, 3 items' }).waitFor();
        await screenshot(before, `server-cart-home-badge-before-hydration-${label}`, { fullPage: false });

        // hydrated: the badge showed 3 from its first appearance on, and nothing changed it
        await watchCartBadge(context);
        await gotoApp(page, '/');
        await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
        await page.locator('header').getByRole('link', { name: 'Cart, 3 items' }).waitFor();
        assert.deepEqual(await page.evaluate(() => window.__badgeCounts), ['3']);
        assert.deepEqual(hydrationErrors, []);
        await screenshot(page, `server-cart-home-badge-after-hydration-${label}`, { fullPage: false });
        // the hydrated page's badge still follows the cart
        await gotoApp(page, `/products/${first.slug}`);
        await page.getByTestId('cart-badge').filter({ hasText: /^3$/ }).waitFor();
        assert.deepEqual(page.errors, []);
      } finally {
        await still.close();
        await context.close();
      }
    }
  });
});
