// The integrator's entry point: /developers (the API reference and guide built from the SDL) and the
// published SDL. The guide's shell examples are run as a reader would paste them, in one bash, with
// curl, jq and openssl, against this gateway: they must log in, read prices and place an order.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from '../lib/journey-test.mjs';
import { BASE_URL, checkA11y, gotoApp, launchBrowser, newPage, registerBuyer, screenshot } from '../lib/browser.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** Every in-page link (`href="#..."`) whose target is missing. */
async function brokenAnchors(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('a[href^="#"]')]
      .map((a) => decodeURIComponent(a.getAttribute('href').slice(1)))
      .filter((id) => !document.getElementById(id)),
  );
}

describe('developers (desktop)', () => {
  it('is linked from the footer, documents a known query and type, and its anchors work', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    try {
      await gotoApp(page, '/');
      await page.locator('footer').getByRole('link', { name: 'Developers' }).click();
      await page.waitForURL((url) => url.pathname === '/developers');
      await page.getByRole('heading', { level: 1, name: 'GraphQL API' }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Getting started' }).waitFor();

      // a known query: from the sidebar to its entry, with its arguments and defaults
      const sidebar = page.getByRole('navigation', { name: 'API reference', exact: true });
      await sidebar.getByRole('link', { name: 'products', exact: true }).click();
      await page.waitForURL((url) => url.hash === '#Query.products');
      const products = page.locator('[id="Query.products"]');
      assert.ok(await products.isVisible());
      assert.match(await products.locator('pre.signature').innerText(), /pageSize: Int = 8\n\): ProductPage!/);
      assert.match(await products.innerText(), /Prices are null for callers who are not approved buyers/);

      // a known type, reached from the query's return type
      await products.locator('pre.signature').getByRole('link', { name: 'ProductPage' }).click();
      await page.waitForURL((url) => url.hash === '#ProductPage');
      await page.locator('[id="ProductPage"]').getByRole('link', { name: 'Product', exact: true }).first().click();
      await page.waitForURL((url) => url.hash === '#Product');
      const price = page.locator('[id="Product.price"]');
      assert.ok(await price.isVisible());
      assert.match(await price.innerText(), /price: Money\s+null for anonymous callers/);

      assert.deepEqual(await brokenAnchors(page), [], 'every in-page link has a target');
      // the examples show this shop's address
      assert.match(await page.locator('pre[data-example="setup"]').innerText(), new RegExp(`SHOP_URL='${BASE_URL}'`));

      await page.goto('/developers#getting-started');
      await screenshot(page, 'developers-desktop', { fullPage: false });
      await checkA11y(page, 'developers desktop');
      assert.deepEqual(page.errors, [], 'no uncaught page errors');
    } finally {
      await context.close();
    }
  });
});

describe('developers (mobile)', () => {
  it('fits a phone and opens the contents to jump to a type', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    try {
      await page.goto('/developers');
      await page.getByRole('heading', { level: 1, name: 'GraphQL API' }).waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.equal(overflow, 0, 'no horizontal scrolling of the page');
      await screenshot(page, 'developers-mobile', { fullPage: false });
      await page.getByText('Contents', { exact: true }).click();
      const contents = page.getByRole('navigation', { name: 'API reference contents' });
      await contents.getByRole('link', { name: 'Order', exact: true }).click();
      await page.waitForURL((url) => url.hash === '#Order');
      assert.ok(await page.locator('[id="Order"]').isVisible());
      await checkA11y(page, 'developers mobile');
    } finally {
      await context.close();
    }
  });
});

describe('the guide', () => {
  it('runs every shell example against the gateway: log in, read prices, quote, order, retry, poll, download', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    const dir = mkdtempSync(join(tmpdir(), 'developers-guide-'));
    try {
      const tools = spawnSync('bash', ['-c', 'command -v curl jq openssl'], { encoding: 'utf8' });
      assert.equal(tools.status, 0, 'the guide needs curl, jq and openssl: apt-get install -y curl jq openssl');
      const buyer = await registerBuyer(context);
      await page.goto('/developers');
      // as a reader copies them: the text on the page, after the page put in its own address
      const examples = await page
        .locator('pre[data-example]')
        .evaluateAll((blocks) => blocks.map((b) => ({ id: b.dataset.example, code: b.textContent })));
      assert.deepEqual(
        examples.map((e) => e.id),
        [
          'setup',
          'login',
          'me',
          'catalogue',
          'pick-product',
          'quote',
          'place-order',
          'retry-order',
          'my-orders',
          'schema-file',
        ],
      );
      const script = [
        'set -euo pipefail',
        ...examples.map(({ id, code }) => {
          const filled =
            id === 'setup'
              ? code.replace("'you@example.com'", `'${buyer.email}'`).replace("'your password'", `'${buyer.password}'`)
              : code;
          return `${filled}\nprintf '\\n@@end %s@@\\n' '${id}'`;
        }),
      ].join('\n');
      const run = spawnSync('bash', ['-c', script], { cwd: dir, encoding: 'utf8', timeout: 60_000 });
      assert.equal(run.status, 0, `the examples failed:\n${run.stderr}\n${run.stdout}`);
      const out = {};
      let rest = run.stdout;
      for (const { id } of examples) {
        const marker = `\n@@end ${id}@@\n`;
        const at = rest.indexOf(marker);
        assert.ok(at >= 0, `output of ${id}`);
        out[id] = rest.slice(0, at).trim();
        rest = rest.slice(at + marker.length);
      }
      const json = (id) => JSON.parse(out[id]);

      assert.match(out.login, /^token: \S{20,}$/, 'login prints the token');
      assert.equal(json('me').data.me.email, buyer.email);
      const catalogue = json('catalogue').data.products;
      assert.ok(catalogue.totalCount > 0 && catalogue.items.length > 0);
      for (const item of catalogue.items) assert.match(item.price.amount, /^\d+\.\d{2}$/, `${item.slug} is priced`);
      assert.match(out['pick-product'], /^product: \S+$/);
      const quote = json('quote').data.cartQuote;
      assert.deepEqual(quote.userErrors, []);
      assert.match(quote.total.amount, /^\d+\.\d{2}$/);
      const placed = json('place-order').data.placeOrder;
      assert.deepEqual(placed.userErrors, []);
      assert.equal(placed.order.total.amount, quote.total.amount, 'the order costs what the quote said');
      const retried = json('retry-order').data.placeOrder;
      assert.deepEqual(retried.order, placed.order, 'the retry answers with the same order');
      const orders = json('my-orders').data.myOrders;
      assert.equal(orders.totalCount, 1, 'one order, not two');
      assert.equal(orders.items[0].id, placed.order.id);
      assert.match(readFileSync(join(dir, 'schema.graphql'), 'utf8'), /^type Query \{$/m);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await context.close();
    }
  });
});
