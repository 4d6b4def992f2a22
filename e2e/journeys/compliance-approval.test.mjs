// Compliance journey (issue 17), buyer approval under BUYER_APPROVAL=manual: a business registers through
// the form and is told its application is being reviewed; until an owner approves it in the console it
// sees no price anywhere (catalogue, product page, cart and its quote, the server-rendered HTML, the
// catalogue download, the API); once approved, the open account page notices the decision by itself and
// prices show without logging in again. A second business is rejected with a reason: its account page
// says why and its order is refused with that reason. At 1366 px (one 390 px screenshot).
//
// The owner switches Settings → Buyer approval to manual in the console first and back to automatic at the
// end: the journeys that change shop-wide settings run one after another in one group (e2e/run.mjs).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from '../lib/journey-test.mjs';
import { BASE_URL, gotoApp, launchBrowser, newPage, registerBuyer, screenshot } from '../lib/browser.mjs';
import { field, fillRegistration, myOrders, newBuyer, productPrices, seedCart } from '../lib/commerce.mjs';
import { consolePage, consoleShot, consoleToast, openScreen, screenHeading, signInToConsole } from '../lib/console.mjs';
import { STEP_TIMEOUT_MS } from '../lib/timeouts.mjs';

/** the account page's re-check while an application is pending (apps/web account-standing.tsx) */
const STANDING_POLL_MS = 60_000;
const OIL = { slug: 'natures-balance-oil', name: 'Nature’s Balance Oil' };
/** a euro amount as the shop writes one (€12.34, € 1,234.50) */
const EURO_AMOUNT = /€\s?[\d,]+\.\d{2}/;
const PRICE_COLUMN = 'Price (EUR, excl. VAT)';

let browser;
/** the runner's gateway: the journeys' contexts and the server-rendered HTML below are fetched from it */
const baseURL = BASE_URL;

before(async () => {
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

/** the seeded oil as a stored cart line (a stale price: only the server's may ever show) */
function oilLine(id) {
  return {
    id,
    title: OIL.name,
    priceCents: 1,
    image: null,
    attribute: null,
    quantity: 2,
    parentProductId: null,
    productSlug: OIL.slug,
  };
}

/** Waits until the page's finite animations (a toast sliding in, a fade) are over, for a screenshot. */
async function settled(page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** The product detail's own column (related products further down have cards of their own). */
function productDetail(page) {
  return page.locator('main h1').locator('xpath=..');
}

/** every `amount` in a GraphQL answer that is not null (a price the caller was given) */
function amountsIn(value, found = []) {
  if (Array.isArray(value)) for (const item of value) amountsIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'amount' && inner != null && typeof inner !== 'object') found.push(inner);
      else amountsIn(inner, found);
    }
  }
  return found;
}

/** The catalogue download through the page's "Download Catalog" link: the CSV's header line and row count. */
async function downloadCatalogue(page) {
  await page.getByTestId('catalog-download').waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('catalog-download').click()]);
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = text.split(/\r\n/).filter(Boolean);
  return { header: lines[0], rows: lines.length - 1 };
}

/** the server-rendered product page as the context's session gets it (no script runs) */
async function renderedProductHtml(context) {
  const res = await context.request.get(`${baseURL}/products/${OIL.slug}`);
  assert.equal(res.status(), 200, 'the product page is rendered');
  return res.text();
}

/** The owner sets Settings → Buyer approval ('manual' or 'auto') in the console and saves. */
async function buyerApproval(page, value) {
  await openScreen(page, 'Settings');
  const select = page.getByLabel('Buyer approval');
  // the saved settings have loaded into the form before it is changed
  await page.waitForLoadState('networkidle');
  await select.selectOption(value);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await consoleToast(page, 'Settings saved');
}

/** The owner opens a buyer from the Buyers list (searched by e-mail) and waits for its detail. */
async function openBuyerInConsole(page, email, heading) {
  await openScreen(page, 'Buyers');
  await page.getByRole('searchbox', { name: 'Search buyers' }).fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await row.waitFor();
  await row.getByText('Pending', { exact: true }).waitFor();
  await row.getByRole('link').first().click();
  await screenHeading(page, heading).waitFor();
}

describe('buyer approval (BUYER_APPROVAL=manual)', () => {
  let owner;
  before(async () => {
    owner = await consolePage(browser, 'wide', { baseURL });
    await signInToConsole(owner.page);
    await buyerApproval(owner.page, 'manual');
  });
  after(async () => {
    if (owner) await buyerApproval(owner.page, 'auto');
    await owner?.context.close();
  });

  it('a new buyer sees no price anywhere until the owner approves it, then sees prices without logging in again', async () => {
    const { context, page } = await newPage(browser, 'wide', { baseURL });
    const quotes = [];
    page.on('response', async (response) => {
      const request = response.request();
      const asked = `${decodeURIComponent(request.url())} ${request.postData() ?? ''}`;
      if (!/\/graphql/.test(request.url()) || !/CartQuote/.test(asked)) return;
      const body = await response.json().catch(() => null);
      if (body?.data?.cartQuote) quotes.push(body.data.cartQuote);
    });
    try {
      // Register through the form (age confirmed): logged in, on /account, told the application is reviewed.
      const buyer = newBuyer('pending');
      buyer.companyName = 'Approval Pending Retail BV';
      await gotoApp(page, '/account/register');
      await fillRegistration(page, buyer);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.waitForURL('**/account');
      await page.getByRole('heading', { level: 1, name: `Welcome back, ${buyer.name}` }).waitFor();
      const standing = page.getByTestId('account-standing');
      await standing.getByRole('heading', { name: 'Your application is being reviewed' }).waitFor();
      assert.match(await standing.innerText(), /without logging in again/);
      await screenshot(page, 'approval-pending-account-1366');

      // The catalogue: every card says the price is hidden, none shows one, and nothing on it is a euro amount.
      await gotoApp(page, '/products');
      const cards = page.getByTestId('product-card');
      await cards.first().waitFor();
      await page.getByTestId('price-hidden').first().waitFor();
      assert.equal(await page.getByTestId('product-price').count(), 0, 'no price on the catalogue');
      assert.equal(await page.getByTestId('price-hidden').count(), await cards.count(), 'every card hides its price');
      assert.equal(await page.getByTestId('price-hidden').first().innerText(), 'Price hidden (account under review)');
      assert.doesNotMatch(await page.locator('main').innerText(), EURO_AMOUNT, 'no euro amount on the catalogue');
      await cards.first().scrollIntoViewIfNeeded();
      await screenshot(page, 'approval-pending-catalogue-1366', { fullPage: false });

      // The catalogue download (its link on the catalogue): products, but no price column.
      const pendingCsv = await downloadCatalogue(page);
      assert.ok(pendingCsv.rows > 0, 'the download lists products');
      assert.match(pendingCsv.header, /^SKU,Product,/, `CSV header: ${pendingCsv.header}`);
      assert.doesNotMatch(pendingCsv.header, /Price/, `no price column: ${pendingCsv.header}`);

      // The product page: the price hidden, no Add to Cart.
      await gotoApp(page, `/products/${OIL.slug}`);
      const detail = productDetail(page);
      await detail.getByTestId('price-hidden').filter({ hasText: 'Price hidden (account under review)' }).waitFor();
      assert.equal(await detail.getByTestId('product-price').count(), 0, 'no price on the product page');
      assert.equal(await page.getByRole('button', { name: 'Add to Cart' }).count(), 0, 'no Add to Cart');
      assert.doesNotMatch(await detail.innerText(), EURO_AMOUNT, 'no euro amount on the product page');
      await screenshot(page, 'approval-pending-product-1366', { fullPage: false });

      // The same page rendered on the server for this session, and the API: no price in either.
      const pendingHtml = await renderedProductHtml(context);
      assert.match(pendingHtml, /data-testid="price-hidden"/, 'the rendered page hides the price');
      assert.doesNotMatch(pendingHtml, /data-testid="product-price"/, 'no price element in the rendered page');
      assert.doesNotMatch(pendingHtml, /"amount":"/, 'no amount in the rendered page’s data');
      const hidden = await productPrices(context, OIL.slug);
      assert.equal(hidden.price, null, 'the API gives no price');
      assert.ok(
        hidden.variations.every((v) => v.price === null),
        'no variation price either',
      );

      // The cart (a line put there before): the summary hides the total and the quote carries no amount.
      await seedCart(context, [oilLine(hidden.id)]);
      await gotoApp(page, '/cart');
      await page.getByTestId('cart-line').first().waitFor();
      await page.getByTestId('summary-total').filter({ hasText: 'Price hidden (account under review)' }).waitFor();
      // the line says the same, not "please log in": this buyer is logged in
      await page
        .getByTestId('cart-line')
        .first()
        .getByTestId('line-unit-price')
        .filter({ hasText: 'Price hidden (account under review)' })
        .waitFor();
      await expectQuote(quotes);
      assert.deepEqual(amountsIn(quotes), [], 'the cart quote carries no amount');
      assert.doesNotMatch(await page.locator('main').innerText(), EURO_AMOUNT, 'no euro amount in the cart');
      await screenshot(page, 'approval-pending-cart-1366', { fullPage: false });

      // Back on the account page (left open), the owner approves the application in the console. The page
      // re-checks a pending application every minute: a controllable clock lets the journey move that
      // minute on instead of waiting for it (installed for this page only: the rest happens in it).
      await page.clock.install();
      await gotoApp(page, '/account');
      await standing.waitFor();
      await openBuyerInConsole(owner.page, buyer.email, buyer.companyName);
      await owner.page.getByRole('button', { name: 'Approve', exact: true }).click();
      const dialog = owner.page.getByRole('alertdialog');
      await dialog.getByRole('heading', { name: `Approve ${buyer.companyName}?` }).waitFor();
      await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
      await consoleToast(owner.page, `${buyer.companyName} is approved`);
      await owner.page.getByText('Approved', { exact: true }).first().waitFor();
      await settled(owner.page);
      await consoleShot(owner.page, 'buyer-approved');

      // The open account page's next re-check (a minute on) finds the decision: the notice goes, no new login.
      await page.clock.fastForward(STANDING_POLL_MS + 1_000);
      await standing.waitFor({ state: 'detached' });
      await page.getByRole('heading', { level: 1, name: `Welcome back, ${buyer.name}` }).waitFor();
      await screenshot(page, 'approval-approved-account-1366');

      // Into the catalogue from the page's own navigation (the same session, not reloaded): prices.
      const approved = await productPrices(context, OIL.slug);
      assert.ok(approved.price > 0, 'the API now gives the price');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products', exact: true }).click();
      await page.waitForURL('**/products');
      await page.getByTestId('product-price').first().waitFor();
      assert.equal(await page.getByTestId('price-hidden').count(), 0, 'no hidden price left on the catalogue');
      const oilCard = page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name: OIL.name }) });
      if (await oilCard.count()) await oilCard.getByTestId('product-price').filter({ hasText: EURO_AMOUNT }).waitFor();
      await page.getByTestId('product-card').first().scrollIntoViewIfNeeded();
      await screenshot(page, 'approval-approved-catalogue-1366', { fullPage: false });

      // The server-rendered page and the download now carry the price the API gives.
      const approvedHtml = await renderedProductHtml(context);
      assert.match(approvedHtml, /data-testid="product-price"/, 'the rendered page shows the price now');
      const shown = approvedHtml.match(/data-testid="product-price"[^>]*>([^<]+)</)?.[1] ?? '';
      assert.match(shown, EURO_AMOUNT, `the rendered price: ${shown}`);
      assert.ok(!pendingHtml.includes(shown), 'the pending page did not carry that price');
      const approvedCsv = await downloadCatalogue(page);
      assert.ok(approvedCsv.header.includes(PRICE_COLUMN), `price column once approved: ${approvedCsv.header}`);
      assert.deepEqual(context.pages().length, 1, 'one tab: the same session throughout');
    } finally {
      await context.close();
    }
  });

  it('a rejected buyer reads the reason and cannot order', async () => {
    const { context, page } = await newPage(browser, 'wide', { baseURL });
    const reason = 'We could not verify your trade licence.';
    const companyName = 'Approval Rejected Retail BV';
    try {
      const buyer = await registerBuyer(context, { companyName });

      // The owner rejects the application with a reason.
      await openBuyerInConsole(owner.page, buyer.email, companyName);
      await owner.page.getByRole('button', { name: 'Reject', exact: true }).click();
      const dialog = owner.page.getByRole('alertdialog');
      await dialog.getByRole('heading', { name: `Reject ${companyName}'s application?` }).waitFor();
      const confirm = dialog.getByRole('button', { name: 'Reject', exact: true });
      assert.equal(await confirm.isDisabled(), true, 'a rejection needs a reason');
      await field(dialog, 'Reason').fill(reason);
      await confirm.click();
      await consoleToast(owner.page, `${companyName}'s application is rejected`);
      await owner.page.getByText(reason, { exact: true }).waitFor();
      await settled(owner.page);
      await consoleShot(owner.page, 'buyer-rejected');

      // The buyer's account page says it was not approved, and why.
      await gotoApp(page, '/account');
      const standing = page.getByTestId('account-standing');
      await standing.getByRole('heading', { name: 'Your application was not approved' }).waitFor();
      assert.match(await standing.innerText(), new RegExp(escapeRegExp(reason)));
      await screenshot(page, 'approval-rejected-account-1366');

      // An order is refused with the reason; nothing is placed.
      const { id } = await productPrices(context, OIL.slug);
      await seedCart(context, [oilLine(id)]);
      await gotoApp(page, '/checkout');
      await field(page, 'Address').fill('Damrak 1, 1012 LG Amsterdam');
      await field(page, 'Postcode').fill('1012 LG');
      await field(page, 'City').fill('Amsterdam');
      await page.getByRole('button', { name: 'Place Order' }).click();
      const toast = page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: 'Failed to place order' });
      await toast.filter({ hasText: reason }).first().waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      await settled(page);
      await screenshot(page, 'approval-rejected-checkout-1366', { fullPage: false });
      const orders = await myOrders(context);
      assert.equal(orders.totalCount, 0, 'no order was placed');

      // The same account page at a phone's width.
      await page.setViewportSize({ width: 390, height: 844 });
      await gotoApp(page, '/account');
      await standing.waitFor();
      await screenshot(page, 'approval-rejected-account-390');
    } finally {
      await context.close();
    }
  });
});

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** waits until the cart page's quote has come back */
async function expectQuote(quotes, timeoutMs = STEP_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  while (quotes.length === 0) {
    assert.ok(Date.now() < deadline, 'the cart asked the gateway for a quote');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
