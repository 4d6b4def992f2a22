// The account's Developers tab: create an API key (name + scopes, the secret shown once with a copy
// button and a warning), use it against the API, see it listed with its last use, and revoke it after
// a confirmation. Screenshots at 1366 px and 390 px.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { after, before, describe, it } from '../lib/journey-test.mjs';
import {
  BASE_URL,
  checkA11y,
  gotoApp,
  gql,
  launchBrowser,
  newPage,
  registerBuyer,
  screenshot,
} from '../lib/browser.mjs';
import { expectFieldError, expectToast, tick } from '../lib/commerce.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

async function openDevelopers(page) {
  await gotoApp(page, '/account?tab=developers');
  await page.getByRole('tab', { name: 'Developers', selected: true }).waitFor();
  await page.getByRole('heading', { name: 'Create an API key' }).waitFor();
}

describe('account: developers', () => {
  it('creates a key, shows it once, lists its use and revokes it after a confirmation', async () => {
    const { context, page } = await newPage(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
    await page.setViewportSize({ width: 1366, height: 900 });
    try {
      await registerBuyer(context);
      await openDevelopers(page);
      await page.getByText('No API keys yet').waitFor();
      await checkA11y(page, 'developers tab, no keys');

      const form = page.getByRole('form', { name: 'Create an API key' });
      // no scope and no name: the shared messages
      await tick(page, /catalog:read/, false);
      await form.getByRole('button', { name: 'Create key' }).click();
      await expectFieldError(form, 'Please enter a name for the key');
      await expectFieldError(form, 'Choose at least one scope');

      await form.getByRole('textbox', { name: 'Key name' }).fill('ERP sync');
      await tick(page, /catalog:read/);
      await tick(page, /orders:write/);
      await form.getByRole('button', { name: 'Create key' }).click();

      const shown = page.getByTestId('new-api-key');
      await shown.getByText('Copy your new key “ERP sync” now').waitFor();
      const secret = await shown.getByRole('textbox', { name: 'Your new API key' }).inputValue();
      assert.match(secret, /^glw_[A-Za-z0-9_-]{43}$/);
      await shown.getByRole('button', { name: 'Copy' }).click();
      await expectToast(page, 'API key copied');
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), secret);
      const row = page.getByTestId('api-key-row');
      await row.getByText('ERP sync').waitFor();
      await row.getByText('Never').waitFor();
      await screenshot(page, 'account-developers-1366');
      await checkA11y(page, 'developers tab, new key');

      // the key works against the API, as the buyer
      const res = await context.request.post(`${BASE_URL}/graphql`, {
        data: { query: '{ me { email } products(pageSize: 1) { items { price { amount } } } }' },
        headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      });
      const body = await res.json();
      assert.equal(body.errors, undefined, JSON.stringify(body.errors));
      assert.match(body.data.products.items[0].price.amount, /^\d+\.\d{2}$/);

      // dismissed, the secret is gone for good; the list shows the use
      await shown.getByRole('button', { name: 'I have stored it' }).click();
      await page.getByTestId('new-api-key').waitFor({ state: 'detached' });
      await page.reload();
      await page.getByRole('heading', { name: 'Create an API key' }).waitFor();
      await page.getByTestId('api-key-row').getByText('Never').waitFor({ state: 'detached' });
      assert.equal(await page.getByText(secret).count(), 0);

      // revoking asks first; cancelling keeps the key
      await page.getByRole('button', { name: 'Revoke API key ERP sync' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Revoke “ERP sync”?' });
      await dialog.getByText(/stop working immediately/).waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByTestId('api-key-row').waitFor();
      await page.getByRole('button', { name: 'Revoke API key ERP sync' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke key' }).click();
      await expectToast(page, 'API key revoked', '“ERP sync” no longer works.');
      await page.getByText('No API keys yet').waitFor();
      const refused = await context.request.post(`${BASE_URL}/graphql`, {
        data: { query: '{ me { email } }' },
        headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      });
      assert.equal(refused.status(), 401);
      assert.deepEqual(page.errors, []);
    } finally {
      await context.close();
    }
  });

  it('adds a webhook (secret shown once), shows its last delivery and deletes it after a confirmation', async () => {
    const received = [];
    let delivered;
    const firstDelivery = new Promise((resolve) => (delivered = resolve));
    const receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.writeHead(200).end('ok');
        delivered();
      });
    });
    await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${receiver.address().port}/hook`;
    const { context, page } = await newPage(browser);
    await page.setViewportSize({ width: 1366, height: 900 });
    try {
      await registerBuyer(context);
      await openDevelopers(page);
      await page.getByText('No webhooks yet').waitFor();
      const form = page.getByRole('form', { name: 'Add a webhook' });
      await form.getByRole('textbox', { name: 'Endpoint URL' }).fill('not a url');
      await form.getByRole('button', { name: 'Add webhook' }).click();
      await expectFieldError(form, 'Enter a valid URL, e.g. https://erp.example.com/webhooks/shop');
      await form.getByRole('textbox', { name: 'Endpoint URL' }).fill(url);
      await form.getByRole('button', { name: 'Add webhook' }).click();
      const shown = page.getByTestId('new-webhook-secret');
      const secret = await shown.getByRole('textbox', { name: 'Webhook signing secret' }).inputValue();
      assert.match(secret, /^whsec_/);
      const row = page.getByTestId('webhook-row');
      await row.getByText(url).waitFor();
      await row.getByText('No deliveries yet').waitFor();

      // an order of this buyer is delivered, and the list says so
      const { products } = await gql(context, '{ products(pageSize: 20) { items { id inStock type } } }');
      const product = products.items.find((p) => p.inStock && p.type === 'SIMPLE');
      const placed = await gql(
        context,
        `mutation ($input: PlaceOrderInput!, $key: String!) { placeOrder(input: $input, idempotencyKey: $key) { order { id } userErrors { message } } }`,
        {
          input: {
            lines: [{ productId: product.id, quantity: 1 }],
            shipping: { fullName: 'E2E Buyer', email: 'e2e@example.com', address: 'Damrak 1, 1012 LG Amsterdam' },
          },
          key: randomUUID(),
        },
      );
      assert.deepEqual(placed.placeOrder.userErrors, []);
      await firstDelivery;
      assert.equal(received[0].headers['x-shop-event'], 'order.created');
      await page.reload();
      await page
        .getByTestId('webhook-row')
        .getByText(/delivered \(HTTP 200\)/)
        .waitFor();
      await screenshot(page, 'account-developers-webhooks-1366');
      await checkA11y(page, 'developers tab, webhook');

      await page.getByRole('button', { name: `Delete webhook ${url}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete webhook' }).click();
      await expectToast(page, 'Webhook deleted');
      await page.getByText('No webhooks yet').waitFor();
      assert.deepEqual(page.errors, []);
    } finally {
      await context.close();
      receiver.closeAllConnections();
      receiver.close();
    }
  });

  it('fits a 390 px phone', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    try {
      await registerBuyer(context);
      await openDevelopers(page);
      const form = page.getByRole('form', { name: 'Create an API key' });
      await form.getByRole('textbox', { name: 'Key name' }).fill('POS Utrecht');
      await tick(page, /orders:read/);
      await form.getByRole('button', { name: 'Create key' }).click();
      await page.getByTestId('new-api-key').waitFor();
      await page.getByTestId('api-key-row').waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
      await screenshot(page, 'account-developers-390');
      await checkA11y(page, 'developers tab, phone');
    } finally {
      await context.close();
    }
  });
});
