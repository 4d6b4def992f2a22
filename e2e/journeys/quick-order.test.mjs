// B2B journey (issue 19): a buyer who orders every week. On /quick-order they upload a 20-line CSV with two
// bad lines (an unknown SKU and a spreadsheet formula), see both explained in the preview and add the other
// 18 to the cart; they fill the pad by keyboard only (suggestion, Enter to the quantity, Enter for a new row);
// they save the cart as an order list, add the list to the cart again and delete it after confirming.
// At 1366 px and 390 px (the preview table scrolls in its own box; the page never scrolls sideways), axe.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from '../lib/journey-test.mjs';
import { checkA11y, gotoApp, gql, launchBrowser, newPage, registerBuyer, screenshot } from '../lib/browser.mjs';
import { assertFitsWidth, expectToast } from '../lib/commerce.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const SEEDED = `query($search: String) { products(filter: { search: $search }, pageSize: 100) {
  items { id name sku type inStock variations { sku inStock } }
} }`;

/** every SKU of the seeded catalogue that can be ordered: simple products and variations in stock */
async function orderableSkus(context) {
  const { products } = await gql(context, SEEDED, { search: 'GL-' });
  const skus = [];
  for (const product of products.items) {
    if (!product.inStock) continue;
    if (product.variations.length === 0) {
      if (product.sku) skus.push({ sku: product.sku, name: product.name });
    } else {
      for (const variation of product.variations) {
        if (variation.inStock && variation.sku) skus.push({ sku: variation.sku, name: product.name });
      }
    }
  }
  return skus;
}

/** 20 lines after a header, semicolon-separated with a BOM (European Excel): row 8 unknown, row 15 a formula */
function csvWithTwoBadLines(skus) {
  assert.ok(skus.length >= 18, `18 orderable SKUs in the seeded catalogue (found ${skus.length})`);
  const good = skus.slice(0, 18).map((entry) => `${entry.sku};2`);
  const lines = [
    ...good.slice(0, 6),
    'NOPE-E2E-404;3',
    ...good.slice(6, 12),
    '=HYPERLINK("https://evil.example","x");1',
    ...good.slice(12),
  ];
  assert.equal(lines.length, 20);
  return Buffer.from(`\uFEFFsku;quantity\r\n${lines.join('\r\n')}\r\n`, 'utf8');
}

async function openQuickOrder(page) {
  await gotoApp(page, '/quick-order');
  await page.getByRole('heading', { level: 1, name: 'Quick Order' }).waitFor();
  await page.getByTestId('order-lists').waitFor();
}

async function uploadAndCheck(page, file, label) {
  await page.getByTestId('csv-file').setInputFiles({ name: 'weekly.csv', mimeType: 'text/csv', buffer: file });
  const preview = page.getByTestId('csv-preview');
  await preview.getByText('18 lines can be added; 2 lines need your attention.').waitFor();
  const problems = preview.getByTestId('csv-problems');
  await problems.getByText('Row 8 (NOPE-E2E-404): No product with this SKU is sold in the shop').waitFor();
  await problems
    .getByText('Row 15: This line holds a spreadsheet formula; type the SKU and quantity as plain text')
    .waitFor();
  assert.equal(await preview.getByTestId('csv-lines').locator('tbody tr').count(), 18);
  await assertFitsWidth(page, `CSV preview at ${label}`);
  await checkA11y(page, `CSV preview at ${label}`);
}

async function cartLineCount(page) {
  // a full page load right after "Add", as typing /cart in the address bar: the writes the server has not
  // confirmed yet are kept in browser storage and resent by the new page (server-cart journey)
  await gotoApp(page, '/cart');
  await page.getByRole('heading', { level: 1, name: 'Shopping Cart' }).waitFor();
  await page.getByTestId('cart-line').first().waitFor();
  return page.getByTestId('cart-line').count();
}

async function saveLoadDelete(page, listName, label) {
  await openQuickOrder(page);
  const lists = page.getByTestId('order-lists');
  await lists.getByTestId('order-lists-empty').waitFor();
  await lists.getByLabel('Save the current cart as a list').fill(listName);
  await lists.getByLabel('Save the current cart as a list').press('Enter');
  await expectToast(page, `Saved your cart as "${listName}"`);
  const card = lists.getByTestId('order-list').filter({ hasText: listName });
  await card.waitFor();
  await assertFitsWidth(page, `order lists at ${label}`);
  await checkA11y(page, `order lists at ${label}`);
  await screenshot(page, `quick-order-lists-${label}`);

  const count = await listCount(card);
  await card.getByTestId('load-order-list').click();
  await expectToast(page, `${count} products added to your cart`);

  await card.getByTestId('delete-order-list').click();
  const confirm = card.getByRole('alertdialog', { name: `Delete ${listName}?` });
  await confirm.waitFor();
  await checkA11y(page, `delete confirmation at ${label}`);
  await confirm.getByTestId('confirm-delete-order-list').click();
  await expectToast(page, `Deleted "${listName}"`);
  await lists.getByTestId('order-lists-empty').waitFor();
}

/** the number of products a list card says it holds ("18 products · changed ...") */
async function listCount(card) {
  const text = await card.getByText(/\d+ products? ·/).textContent();
  return Number(/^(\d+)/.exec(text)[1]);
}

describe('quick order', () => {
  it('asks an anonymous visitor to log in', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    try {
      await gotoApp(page, '/quick-order');
      await page.getByTestId('quick-order-login').getByRole('link', { name: 'Log In' }).waitFor();
      await checkA11y(page, 'quick order login prompt at 390 px');
      assert.equal(await page.getByTestId('header-quick-order').count(), 0);
    } finally {
      await context.close();
    }
  });

  it('CSV upload, the pad by keyboard and an order list at 1366 px', async () => {
    const { context, page } = await newPage(browser, 'wide');
    try {
      await registerBuyer(context);
      const skus = await orderableSkus(context);
      await gotoApp(page, '/');
      await page.getByTestId('header-quick-order').click();
      await page.getByRole('heading', { level: 1, name: 'Quick Order' }).waitFor();
      await screenshot(page, 'quick-order-1366');

      await uploadAndCheck(page, csvWithTwoBadLines(skus), '1366 px');
      await screenshot(page, 'quick-order-csv-preview-1366');
      await page.getByTestId('csv-add').click();
      await expectToast(page, '18 products added to your cart');
      assert.equal(await cartLineCount(page), 18);

      // the pad, keyboard only: a suggestion for a SKU prefix, Enter to the quantity, Enter for the next row
      await openQuickOrder(page);
      const pick = skus[18] ?? skus[0];
      const first = page.getByRole('combobox', { name: 'Row 1: SKU or product name' });
      await first.focus();
      await page.keyboard.type(pick.sku.slice(0, -1));
      const option = page.getByRole('option').filter({ hasText: pick.sku });
      await option.first().waitFor();
      await screenshot(page, 'quick-order-pad-suggestions-1366');
      while ((await first.getAttribute('aria-activedescendant')) !== (await option.first().getAttribute('id'))) {
        await page.keyboard.press('ArrowDown');
      }
      await page.keyboard.press('Enter');
      assert.equal(await first.inputValue(), pick.sku);
      const quantity = page.getByRole('textbox', { name: 'Row 1: quantity' });
      await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Row 1: quantity');
      // the quantity is selected when the cursor arrives: typing replaces it
      await page.keyboard.type('3');
      assert.equal(await quantity.inputValue(), '3');
      await page.keyboard.press('Enter');
      const second = page.getByRole('combobox', { name: 'Row 2: SKU or product name' });
      await second.waitFor();
      await page.waitForFunction(
        () => document.activeElement?.getAttribute('aria-label') === 'Row 2: SKU or product name',
      );
      await page.keyboard.type('ZZZ-NOPE');
      await page.keyboard.press('Escape');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      const rows = page.getByTestId('pad-row');
      await rows.nth(0).getByTestId('pad-status').getByText(pick.name, { exact: true }).waitFor();
      await rows.nth(1).getByTestId('pad-problem').getByText('No product with this SKU is sold in the shop').waitFor();
      await checkA11y(page, 'quick order pad at 1366 px');
      await screenshot(page, 'quick-order-pad-1366');
      await page.getByTestId('pad-add-all').focus();
      await page.keyboard.press('Enter');
      await expectToast(page, '1 product added to your cart; 1 not added');
      // the row with the problem stays on the pad
      await page.waitForFunction(() => document.querySelector('[data-testid="pad-sku"]')?.value === 'ZZZ-NOPE');

      await saveLoadDelete(page, `Weekly ${randomUUID().slice(0, 6)}`, '1366');
      assert.deepEqual(page.errors, []);
    } finally {
      await context.close();
    }
  });

  it('CSV upload and an order list at 390 px, without sideways scrolling', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    try {
      await registerBuyer(context);
      const skus = await orderableSkus(context);
      await openQuickOrder(page);
      await assertFitsWidth(page, 'quick order at 390 px');
      await checkA11y(page, 'quick order at 390 px');
      await screenshot(page, 'quick-order-390');
      await uploadAndCheck(page, csvWithTwoBadLines(skus), '390 px');
      await screenshot(page, 'quick-order-csv-preview-390');
      await page.getByTestId('csv-add').click();
      await expectToast(page, '18 products added to your cart');
      assert.equal(await cartLineCount(page), 18);
      await saveLoadDelete(page, `Bar ${randomUUID().slice(0, 6)}`, '390');
      assert.deepEqual(page.errors, []);
    } finally {
      await context.close();
    }
  });
});
