// Buyer groups journey (issue 18), at 1366 px: the owner opens "Buyer groups" in the console (the
// seeded Retail and Distributor groups), then moves a buyer to Distributor on the buyer's page ("Change
// group"); that buyer, in the session already open, sees the Distributor price (15 % off, own tiers) on the
// product page and in the cart; a Retail buyer still sees list prices. Axe runs on every screen visited.
import assert from 'node:assert/strict';
import { after, before, describe, it } from '../lib/journey-test.mjs';
import { checkA11y, gotoApp, launchBrowser, newPage, registerBuyer, screenshot } from '../lib/browser.mjs';
import { assertFitsWidth, centsOf, eur, expectToast, moneyText } from '../lib/commerce.mjs';
import {
  consolePage,
  consoleShot,
  consoleToast,
  openScreen,
  OWNER,
  screenHeading,
  signInToConsole,
} from '../lib/console.mjs';

// demo: list €89.00, list tiers 5+ €84.00, 10+ €79.00; Distributor: 15 % off (€75.65), own tiers 5+ €72.00, 10+ €69.00
const BULK = { slug: 'gummy-bears-bulk-1kg', name: 'Gummy Bears Bulk 1 kg', listCents: 8900, distributorCents: 7565 };

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** the product page's price and tier table, and one unit added to the cart */
async function productPageAndCart(page, expected) {
  await gotoApp(page, `/products/${BULK.slug}`);
  assert.equal(centsOf(await moneyText(page.getByTestId('product-price').first())), expected.unitCents);
  const tiers = page.getByRole('table', { name: 'Quantity prices' });
  for (const [quantity, cents] of expected.tiers) {
    const row = tiers.getByRole('row').filter({ hasText: `${quantity}+` });
    await row.filter({ hasText: eur(cents) }).waitFor();
  }
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expectToast(page, 'Added to cart');
  await gotoApp(page, '/cart');
  const line = page.getByTestId('cart-line').filter({ hasText: BULK.name });
  await line
    .getByTestId('line-unit-price')
    .filter({ hasText: eur(expected.unitCents) })
    .waitFor();
}

// one width: the console's screens at 390 px are in the console journey's phone sweep
for (const device of ['wide']) {
  const width = device === 'wide' ? 1366 : 390;
  describe(`buyer groups at ${width} px`, () => {
    it('the owner moves a buyer to Distributor; the buyer sees Distributor prices at once, a Retail buyer list prices', async () => {
      const console_ = await consolePage(browser, device);
      const moved = await newPage(browser, device);
      const retail = await newPage(browser, device);
      try {
        const buyer = await registerBuyer(moved.context, { companyName: `Groothandel ${device} BV` });
        await registerBuyer(retail.context, { companyName: `Winkel ${device} BV` });

        // the buyer's session is open before the move: list prices
        await gotoApp(moved.page, `/products/${BULK.slug}`);
        assert.equal(centsOf(await moneyText(moved.page.getByTestId('product-price').first())), BULK.listCents);

        // the console: the groups, then "Change group" on the buyer's page
        const { page } = console_;
        await signInToConsole(page, OWNER);
        await openScreen(page, 'Buyer groups');
        const groups = page.getByRole('table', { name: 'Buyer groups' });
        await groups.getByRole('row').filter({ hasText: 'Retail' }).filter({ hasText: 'Default' }).waitFor();
        await groups.getByRole('row').filter({ hasText: 'Distributor' }).filter({ hasText: '15 % off' }).waitFor();
        await consoleShot(page, 'buyer-groups');
        await checkA11y(page, `console buyer groups ${width}`);
        // only the current screen is marked in the navigation
        const current = page.locator(device === 'wide' ? 'aside' : 'body').locator('a[aria-current="page"]');
        if (device === 'wide') assert.deepEqual(await current.allTextContents(), ['Buyer groups']);

        await page.getByRole('button', { name: 'Edit Distributor' }).click();
        await page.getByRole('form', { name: 'Buyer group' }).waitFor();
        await consoleShot(page, 'buyer-group-edit');
        await checkA11y(page, `console buyer group form ${width}`);
        await page.getByRole('button', { name: 'Cancel' }).click();

        await openScreen(page, 'Buyers');
        await page.getByLabel('Search buyers').fill(buyer.email);
        // the search answered (the list is this one buyer, not the unfiltered list it replaces) before the click
        await page.waitForFunction((email) => {
          const rows = [...document.querySelectorAll('[data-testid="table-row"]')];
          return (
            rows.length === 1 && rows[0].textContent.includes(email) && !document.querySelector('[aria-busy="true"]')
          );
        }, buyer.email);
        await page.getByTestId('table-row').getByRole('link').first().click();
        await screenHeading(page, `Groothandel ${device} BV`).waitFor();
        await page.getByText('Buyer group', { exact: true }).first().waitFor();
        const select = page.getByRole('combobox', { name: /^Buyer group/ });
        await select.selectOption({ label: 'Distributor (15 % off)' });
        await page.getByRole('button', { name: 'Change group' }).click();
        await consoleToast(page, `Groothandel ${device} BV is now in Distributor`);
        await consoleShot(page, 'buyer-group-changed');
        await checkA11y(page, `console buyer (group changed) ${width}`);

        // the moved buyer, same session: the Distributor's price and tiers on the product page and in the cart
        await productPageAndCart(moved.page, {
          unitCents: BULK.distributorCents,
          tiers: [
            [5, 7200],
            [10, 6900],
          ],
        });
        await screenshot(moved.page, `buyer-groups-distributor-cart-${width}`);
        await assertFitsWidth(moved.page, `distributor cart ${width}`);
        await checkA11y(moved.page, `distributor cart ${width}`);

        // a Retail buyer: list prices and list tiers
        await productPageAndCart(retail.page, {
          unitCents: BULK.listCents,
          tiers: [
            [5, 8400],
            [10, 7900],
          ],
        });
        await gotoApp(retail.page, `/products/${BULK.slug}`);
        await screenshot(retail.page, `buyer-groups-retail-product-${width}`);
        await assertFitsWidth(retail.page, `retail product ${width}`);
        await checkA11y(retail.page, `retail product ${width}`);

        assert.deepEqual(page.errors, [], 'no uncaught errors in the console');
        assert.deepEqual(moved.page.errors, [], 'no uncaught errors (distributor)');
        assert.deepEqual(retail.page.errors, [], 'no uncaught errors (retail)');
      } finally {
        await console_.context.close();
        await moved.context.close();
        await retail.context.close();
      }
    });
  });
}
