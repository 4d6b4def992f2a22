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

const NAV = [
  ['Products', '/products'],
  ['White Label', '/white-label'],
  ['About Us', '/about'],
  ['Contact', '/contact'],
  ['Blog', '/blog'],
];

for (const device of ['desktop', 'mobile']) {
  describe(`layout (${device})`, () => {
    it('shows header, footer and the spec texts; follows a nav link; 404 and Back to Home', async () => {
      const { context, page } = await newPage(browser, device);
      try {
        await gotoApp(page, '/');
        await page.getByRole('heading', { level: 1, name: 'Premium Cannabis Products for Your Business' }).waitFor();
        const header = page.locator('header');
        assert.ok(await header.getByRole('link', { name: /home$/ }).isVisible(), 'logo links home');
        assert.equal(await header.getByRole('link', { name: 'Login' }).getAttribute('href'), '/account/login');
        assert.equal(await page.getByTestId('cart-badge').count(), 0, 'no cart badge at 0 items');
        const footer = page.locator('footer');
        for (const text of [
          'Premium B2B cannabis products for retailers and distributors. Quality you can trust.',
          'For licensed businesses only. You must be 21+ to purchase.',
        ]) {
          await footer.getByText(text, { exact: true }).waitFor();
        }
        assert.equal(await footer.getByRole('link', { name: 'Sign up' }).getAttribute('href'), '/account/register');
        for (const href of [
          '/products',
          '/wholesale',
          '/about',
          '/contact',
          '/privacy',
          '/terms',
          '/account/register',
          '/account/login',
        ]) {
          assert.ok((await footer.locator(`a[href="${href}"]`).count()) >= 1, `footer links to ${href}`);
        }
        assert.match((await page.getByTestId('footer-address').textContent()) ?? '', /\S/);
        await screenshot(page, `home-${device}`);
        await checkA11y(page, `home ${device}`);

        if (device === 'desktop') {
          const nav = page.getByRole('navigation', { name: 'Main' });
          for (const [label, href] of NAV) {
            assert.equal(await nav.getByRole('link', { name: label }).getAttribute('href'), href);
          }
          await nav.getByRole('link', { name: 'Products' }).click();
        } else {
          await page.getByRole('button', { name: 'Open menu' }).click();
          const drawer = page.getByTestId('mobile-nav');
          await drawer.waitFor({ state: 'visible' });
          const box = await drawer.boundingBox();
          assert.equal(Math.round(box.width), 300, 'drawer is 300px wide on a phone');
          await screenshot(page, `drawer-${device}`);
          await checkA11y(page, `drawer ${device}`);
          await page.getByRole('button', { name: 'Close menu' }).click();
          await drawer.waitFor({ state: 'hidden' });
          await page.getByRole('button', { name: 'Open menu' }).click();
          await drawer.waitFor({ state: 'visible' });
          await drawer.getByRole('link', { name: 'Products' }).click();
          await drawer.waitFor({ state: 'hidden' });
        }
        await page.waitForURL('**/products');
        await page.getByRole('heading', { level: 1, name: 'Premium Cannabis Products' }).waitFor();

        await gotoApp(page, '/this/route/does-not-exist');
        await page.getByText('404', { exact: true }).waitFor();
        await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
        await page.getByText("The page you are looking for doesn't exist or has been moved.").waitFor();
        assert.match(await page.title(), /Page Not Found/);
        await screenshot(page, `404-${device}`);
        await checkA11y(page, `404 ${device}`);
        await page.getByRole('link', { name: 'Back to Home' }).click();
        await page.waitForURL((url) => url.pathname === '/');
        await page.getByRole('heading', { level: 1, name: 'Premium Cannabis Products for Your Business' }).waitFor();
        assert.deepEqual(page.errors, [], 'no uncaught page errors');
      } finally {
        await context.close();
      }
    });
  });
}
