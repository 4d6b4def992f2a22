// A tap that comes before any of the page's scripts arrived is never lost (a slow phone, a slow network):
// on a 390 px touch phone the mobile menu opens on every landing page and stays open once the page is
// live; a visitor who scrolled the catalogue down to its paging keeps that scroll position when the page
// goes live, and "Page 2" then pages. The scripts are held back until the tap is done, so this does not
// depend on the machine's speed. (Taps at fixed delays while the page hydrates, with their latency, are
// measured by `npm run lighthouse`.)
import assert from 'node:assert/strict';
import { after, before, describe, it } from '../lib/journey-test.mjs';
import { BASE_URL, launchBrowser, newPage, screenshot } from '../lib/browser.mjs';
import {
  DRAWER_LINKS,
  MENU_BUTTON,
  holdScripts,
  linksOnScreen,
  otherProductsShown,
  productLinks,
  waitForDrawer,
  waitForFirstPaint,
} from '../lib/first-tap.mjs';
import { landingPages } from '../lib/landing-pages.mjs';

let browser;
let pages;
before(async () => {
  browser = await launchBrowser();
  pages = await landingPages(BASE_URL);
});
after(async () => {
  await browser?.close();
});

describe('a tap before the scripts arrived (390 px, touch)', () => {
  it('opens the menu on every landing page, and it stays open once the page is live', async () => {
    const lost = [];
    for (const { name, path } of pages) {
      const { context, page } = await newPage(browser, 'mobile');
      try {
        const releaseScripts = await holdScripts(page);
        await page.goto(path, { waitUntil: 'commit' });
        const button = page.getByRole('button', { name: MENU_BUTTON, exact: true });
        await button.waitFor({ state: 'visible' });
        await waitForFirstPaint(page);
        await button.tap();
        await releaseScripts();
        try {
          await waitForDrawer(page);
          // the page goes live with the menu open: hydration must not close it
          await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
          await page.waitForLoadState('networkidle');
          assert.ok(await page.evaluate(linksOnScreen, DRAWER_LINKS), 'the menu stays open once the page is live');
        } catch (error) {
          await screenshot(page, `first-tap-${name}-before-scripts-lost`);
          lost.push(`${name} (${path}): ${error.message.split('\n')[0]}`);
        }
      } finally {
        await context.close();
      }
    }
    assert.deepEqual(lost, [], "taps before the scripts arrived were lost: the menu's links never came on screen");
  });

  it('keeps the scroll position of a visitor who scrolled to the paging, and "Page 2" pages once live', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    const pageTwo = page.getByRole('link', { name: 'Page 2', exact: true });
    try {
      const releaseScripts = await holdScripts(page);
      await page.goto('/products', { waitUntil: 'commit' });
      await pageTwo.waitFor({ state: 'attached' });
      await waitForFirstPaint(page);
      const shown = await page.evaluate(productLinks);
      await pageTwo.scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      assert.ok(scrolled > 0, 'the paging is below the fold on a phone');
      await releaseScripts();
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      assert.equal(await page.evaluate(() => window.scrollY), scrolled, 'going live does not move the page');
      // the tap at the link's position as the visitor saw it, without scrolling it into view again
      const box = await pageTwo.boundingBox();
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForFunction(otherProductsShown, shown);
      assert.match(page.url(), /[?&]page=2\b/);
    } finally {
      await context.close();
    }
  });
});
