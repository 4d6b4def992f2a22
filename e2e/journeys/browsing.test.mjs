import assert from 'node:assert/strict';
import { after, before, describe, it } from '../lib/journey-test.mjs';
import { checkA11y, gotoApp, launchBrowser, newPage, screenshot } from '../lib/browser.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const PAGES = [
  ['/products', 'Premium Cannabis Products'],
  ['/categories/gummies', 'Gummies'],
  ['/products/calm-focus-gummies', 'Calm & Focus Gummies'],
  ['/white-label', 'White Label CBD Products'],
  ['/about', 'About Us'],
  ['/contact', 'Contact Us'],
  ['/wholesale', 'Wholesale Programme'],
  ['/blog', 'Blog'],
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
];

for (const device of ['desktop', 'mobile']) {
  describe(`anonymous browsing (${device})`, () => {
    it('every browsing screen renders its heading, a title and meta description, and passes axe', async () => {
      const { context, page } = await newPage(browser, device);
      try {
        for (const [path, heading] of PAGES) {
          await gotoApp(page, path);
          await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
          // let data arrive (skeletons gone) before checking
          await page.waitForLoadState('networkidle');
          assert.ok((await page.title()).length > 5, `${path} has a title`);
          const description = await page.locator('meta[name="description"]').getAttribute('content');
          assert.ok(description && description.length > 20, `${path} has a meta description`);
          await screenshot(page, `${path.slice(1).replace(/\//g, '_')}-${device}`);
          await checkA11y(page, `${path} ${device}`);
        }
        await gotoApp(page, '/terms');
        await page.getByTestId('last-updated').waitFor();
        assert.match(await page.getByTestId('last-updated').textContent(), /^Last updated: \d{1,2} [A-Z][a-z]+ \d{4}$/);
        await gotoApp(page, '/contact');
        for (const text of ['Monday-Friday 9AM-5PM', 'Saturday 10AM-2PM', 'Sunday closed']) {
          await page.getByText(text, { exact: true }).waitFor();
        }
        assert.deepEqual(page.errors, []);
      } finally {
        await context.close();
      }
    });

    // what does not depend on the width: once, at desktop width
    if (device === 'desktop') {
      it('hides prices and descriptions from anonymous visitors', async () => {
        const { context, page } = await newPage(browser, device);
        try {
          await gotoApp(page, '/products');
          await page.getByTestId('product-card').first().waitFor();
          const cards = await page.getByTestId('product-card').count();
          assert.equal(await page.getByText('Price hidden (please log in)', { exact: true }).count(), cards);
          assert.equal(await page.getByTestId('product-price').count(), 0);
          assert.ok((await page.getByRole('link', { name: 'Log In to Add' }).count()) > 0);

          await gotoApp(page, '/products/full-spectrum-cbd-oil');
          await page.getByTestId('price-hidden').first().waitFor();
          await page.getByText('Description hidden (please log in)', { exact: true }).first().waitFor();
          // the product's own button comes first; related products' cards (once loaded) have one each
          assert.equal(
            await page.getByRole('link', { name: 'Log In to Add' }).first().getAttribute('href'),
            '/account/login',
          );
          assert.equal(await page.getByRole('button', { name: 'Add to Cart' }).count(), 0);
          await screenshot(page, `product-anonymous-${device}`);
          await checkA11y(page, `product anonymous ${device}`);
        } finally {
          await context.close();
        }
      });

      it('a pre-rendered page works before its scripts (paging is a link), then hydrates at once without any interaction', async () => {
        const { context, page } = await newPage(browser, device);
        const secondPage = () =>
          page
            .getByTestId('showing-text')
            .filter({ hasText: /^Showing 9 - 16 of/ })
            .waitFor();
        try {
          // the catalogue as served, its scripts never arriving
          await context.route('**/assets/*.js', (route) => route.abort());
          await page.goto('/products');
          await page.getByRole('heading', { level: 1 }).waitFor();
          assert.equal(await page.locator('html').getAttribute('data-prerendered'), '');
          assert.match((await page.getByTestId('showing-text').textContent()) ?? '', /^Showing 1 - 8 of \d+ products$/);
          await page.getByRole('link', { name: 'Next page' }).click();
          await secondPage();
          assert.match(page.url(), /[?&]page=2\b/);
          assert.equal(await page.locator('html').getAttribute('data-hydrated'), null);

          // with its scripts: live without a pointer or key moving, and paging is the app's own
          await context.unroute('**/assets/*.js');
          await page.goto('/products');
          await page.waitForSelector('html[data-hydrated]');
          await page.evaluate(() => (window.__samePage = true));
          await page.getByRole('link', { name: 'Next page' }).click();
          await secondPage();
          assert.equal(await page.evaluate(() => window.__samePage), true, 'paged without loading a new document');
        } finally {
          await context.close();
        }
      });
    }

    it('opens a blog post from the list and goes back', async () => {
      const { context, page } = await newPage(browser, device);
      try {
        await gotoApp(page, '/blog');
        const first = page.getByTestId('post-card').first();
        await first.waitFor();
        const title = (await first.getByRole('heading').textContent()).trim();
        await first.getByRole('link', { name: /^Read More/ }).click();
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        await page.getByTestId('post-content').waitFor();
        const hrefs = await page
          .getByTestId('post-content')
          .locator('a')
          .evaluateAll((as) => as.map((a) => a.href));
        assert.ok(
          hrefs.every((href) => !href.includes('cms.greenleaf-biotech.nl')),
          `content links are rewritten: ${hrefs}`,
        );
        await screenshot(page, `blog-post-${device}`);
        await checkA11y(page, `blog post ${device}`);
        await page.getByRole('link', { name: 'Back to Blog' }).click();
        await page.waitForURL('**/blog');
        await gotoApp(page, '/blog/no-such-post');
        await page.getByRole('heading', { name: 'Blog post not found' }).waitFor();
        // a malformed slug is refused before any lookup
        await gotoApp(page, `/blog/${encodeURIComponent("' OR 1=1--")}`);
        await page.getByRole('heading', { name: 'Invalid post slug' }).waitFor();
      } finally {
        await context.close();
      }
    });
  });
}
