import assert from 'node:assert/strict';
import { after, before, describe, it } from '../lib/journey-test.mjs';
import {
  checkA11y,
  gotoApp,
  gql,
  launchBrowser,
  newPage,
  registerBuyer,
  reloadApp,
  screenshot,
} from '../lib/browser.mjs';
import { holdScripts } from '../lib/first-tap.mjs';

const COUNT = `query Count($filter: ProductFilter, $sort: ProductSort, $pageSize: Int) {
  products(filter: $filter, sort: $sort, pageSize: $pageSize) { totalCount items { name price { amount } } }
}`;
const eur = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

async function showing(page, text) {
  await page.getByTestId('showing-text').filter({ hasText: text }).waitFor();
}

// one width: the catalogue at 390 px is in the browsing journey's phone sweep
for (const device of ['desktop']) {
  describe(`catalogue (${device})`, () => {
    it('keeps and applies search text typed before the page went live', async () => {
      const { context, page } = await newPage(browser, device);
      try {
        const search = 'gumm';
        const searched = (await gql(context, COUNT, { filter: { search } })).products.totalCount;
        assert.ok(searched > 0);
        const releaseScripts = await holdScripts(page);
        await page.goto('/products', { waitUntil: 'commit' });
        const box = page.getByRole('searchbox', { name: 'Search' });
        await box.pressSequentially(search, { delay: 30 });
        await releaseScripts();
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        await showing(page, `of ${searched} products`);
        assert.equal(await box.inputValue(), search);
        assert.match(page.url(), /[?&]q=gumm\b/);
      } finally {
        await context.close();
      }
    });

    it('search, category, price, sort, page size and pagination match the seeded catalogue; the URL keeps the state', async () => {
      const { context, page } = await newPage(browser, device);
      try {
        await registerBuyer(context);
        const all = (await gql(context, COUNT, {})).products.totalCount;
        assert.ok(all > 16, `seeded catalogue has more than 16 visible products (${all})`);

        await gotoApp(page, '/products');
        await showing(page, `Showing 1 - 8 of ${all} products`);
        assert.equal(await page.getByTestId('product-card').count(), 8);

        // pagination: next page, URL, back/forward, reload
        await page.getByRole('link', { name: 'Next page' }).click();
        await showing(page, `Showing 9 - 16 of ${all} products`);
        assert.match(page.url(), /[?&]page=2\b/);
        await page.goBack();
        await showing(page, `Showing 1 - 8 of ${all} products`);
        await page.goForward();
        await showing(page, `Showing 9 - 16 of ${all} products`);
        await page.getByRole('link', { name: 'Page 1', exact: true }).click();
        await showing(page, `Showing 1 - 8 of ${all} products`);

        // page size returns to page 1
        await page.getByRole('link', { name: 'Next page' }).click();
        await showing(page, `Showing 9 - 16 of ${all} products`);
        await page.getByLabel('Per page').selectOption('4');
        await showing(page, `Showing 1 - 4 of ${all} products`);
        assert.equal(await page.getByTestId('product-card').count(), 4);
        // (typing before the page is live: the test above)
        await reloadApp(page);
        await showing(page, `Showing 1 - 4 of ${all} products`);

        // search on each keystroke
        const search = 'gumm';
        const searched = (await gql(context, COUNT, { filter: { search } })).products.totalCount;
        assert.ok(searched > 0);
        await page.getByRole('searchbox', { name: 'Search' }).pressSequentially(search, { delay: 30 });
        await showing(page, `of ${searched} products`);
        assert.match(page.url(), /[?&]q=gumm\b/);
        await page.getByRole('button', { name: 'Reset' }).click();
        await showing(page, `of ${all} products`);

        // category checkbox
        const vapes = (await gql(context, COUNT, { filter: { categorySlugs: ['vapes'] } })).products.totalCount;
        await page.getByTestId('category-filter-list').getByText('Vapes', { exact: true }).click();
        await showing(page, `of ${vapes} products`);
        assert.match(page.url(), /[?&]category=vapes\b/);
        await page.getByTestId('category-filter-list').getByText('Vapes', { exact: true }).click();
        await showing(page, `of ${all} products`);

        // price range (from a shared URL) and the slider by keyboard
        const ranged = (await gql(context, COUNT, { filter: { priceMin: '10', priceMax: '30' } })).products.totalCount;
        await gotoApp(page, '/products?min=10&max=30');
        await showing(page, `of ${ranged} products`);
        assert.ok(ranged < all);
        await page.getByRole('slider', { name: 'Maximum price' }).focus();
        await page.keyboard.press('ArrowLeft');
        await page.waitForURL(/[?&]max=29\b/);
        const narrower = (await gql(context, COUNT, { filter: { priceMin: '10', priceMax: '29' } })).products
          .totalCount;
        await showing(page, `of ${narrower} products`);

        // sort: the first card carries the cheapest price
        const cheapest = (await gql(context, COUNT, { sort: 'PRICE_ASC', pageSize: 1 })).products.items[0];
        await gotoApp(page, '/products');
        await page.getByRole('combobox', { name: 'Sort products' }).selectOption('price-low-high');
        await page.waitForURL(/[?&]sort=price-low-high\b/);
        await page.getByTestId('product-card').first().getByText(cheapest.name, { exact: true }).waitFor();
        assert.equal(
          (await page.getByTestId('product-card').first().getByTestId('product-price').textContent()).trim(),
          eur.format(Number(cheapest.price.amount)),
        );
        // list view keeps its state in the URL
        await page.getByRole('button', { name: 'List view' }).click();
        await page.waitForURL(/[?&]view=list\b/);
        await screenshot(page, `catalogue-${device}`);
        await checkA11y(page, `catalogue ${device}`);

        // the category parameter pre-selects a category
        const gummies = (await gql(context, COUNT, { filter: { categorySlugs: ['gummies'] } })).products.totalCount;
        await gotoApp(page, '/products?category=gummies');
        await showing(page, `of ${gummies} products`);
        assert.equal(await page.getByRole('checkbox', { name: 'Gummies' }).isChecked(), true);

        // empty state
        await gotoApp(page, '/products?q=zzzz-no-such-product');
        await page.getByText('No products found', { exact: true }).waitFor();
        await page.getByText('Try adjusting your filters or search term', { exact: true }).waitFor();
      } finally {
        await context.close();
      }
    });

    it('an anonymous visitor gets the default order for a price sort, no price sorts and no price range', async () => {
      const { context, page } = await newPage(browser, device);
      try {
        const byDefault = (await gql(context, COUNT, { pageSize: 8 })).products.items.map((p) => p.name);
        await gotoApp(page, '/products?sort=price-high-low&min=10&max=30');
        const all = (await gql(context, COUNT, {})).products.totalCount;
        await showing(page, `Showing 1 - 8 of ${all} products`);
        const names = await page.getByTestId('product-card').getByRole('heading').allTextContents();
        assert.deepEqual(
          names.map((n) => n.trim()),
          byDefault,
        );
        const sort = page.getByRole('combobox', { name: 'Sort products' });
        assert.equal(await sort.inputValue(), 'default');
        assert.deepEqual(await sort.locator('option').allTextContents(), ['Default', 'Name: A to Z', 'Name: Z to A']);
        assert.equal(await page.getByText('Price Range', { exact: true }).count(), 0);
        assert.equal(await page.getByRole('slider').count(), 0);
        await screenshot(page, `catalogue-anonymous-${device}`);
      } finally {
        await context.close();
      }
    });
  });
}
