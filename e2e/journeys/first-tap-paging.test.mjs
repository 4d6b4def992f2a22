// Zero lost taps on the catalogue's paging: on a 390 px touch phone with the CPU slowed 4x (Lighthouse's
// mobile profile, so the taps fall while the page hydrates), "Page 2" on /products is tapped 0 ms,
// 300 ms and 1 s after the page's first paint, once per fresh page; and once by a visitor who scrolled
// down to the paging before the page's scripts ran and taps once the page is live. Page 2's products
// must come on screen every time, without a second tap.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, newPage, screenshot } from '../lib/browser.mjs';
import { holdScripts, otherProductsShown, productLinks, waitForFirstPaint } from '../lib/first-tap.mjs';

const DELAYS_MS = [0, 300, 1000];
const PATH = '/products';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** A fresh phone (own context, empty cache) with its CPU slowed 4x, on the catalogue's first page. */
async function slowPhone() {
  const { context, page } = await newPage(browser, 'mobile');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page };
}

const pageTwo = (page) => page.getByRole('link', { name: 'Page 2', exact: true });

/** Waits until page 2's products are on screen: product links, none of them among `before`. */
async function waitForOtherProducts(page, before) {
  await page.waitForFunction(otherProductsShown, before, { timeout: 30_000 });
}

describe('first tap on the catalogue\'s "Page 2" (390 px, touch, CPU 4x)', () => {
  for (const delay of DELAYS_MS) {
    it(`shows page 2's products when "Page 2" is tapped ${delay} ms after the first paint`, async () => {
      const { context, page } = await slowPhone();
      try {
        await page.goto(PATH, { waitUntil: 'commit' });
        await pageTwo(page).waitFor({ state: 'attached' });
        await waitForFirstPaint(page);
        const before = await page.evaluate(productLinks);
        assert.ok(before.length > 0, 'the first page lists products');
        // the visitor's timing is what is being tested here, not a wait for the page
        if (delay > 0) await page.waitForTimeout(delay);
        await pageTwo(page).tap();
        try {
          await waitForOtherProducts(page, before);
        } catch (error) {
          await screenshot(page, `first-tap-paging-${delay}ms-lost`);
          assert.fail(`the tap ${delay} ms after the first paint was lost: ${error.message.split('\n')[0]}`);
        }
        assert.match(page.url(), /[?&]page=2\b/);
      } finally {
        await context.close();
      }
    });
  }

  it('keeps the scroll position of a visitor who scrolled to the paging before the page went live, and the tap pages', async () => {
    const { context, page } = await slowPhone();
    try {
      const releaseScripts = await holdScripts(page);
      await page.goto(PATH, { waitUntil: 'commit' });
      await pageTwo(page).waitFor({ state: 'attached' });
      await waitForFirstPaint(page);
      const before = await page.evaluate(productLinks);
      await pageTwo(page).scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      assert.ok(scrolled > 0, 'the paging is below the fold on a phone');
      await releaseScripts();
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      assert.equal(await page.evaluate(() => window.scrollY), scrolled, 'going live does not move the page');
      // the tap at the link's position as the visitor saw it, without scrolling it into view again
      const box = await pageTwo(page).boundingBox();
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      try {
        await waitForOtherProducts(page, before);
      } catch (error) {
        await screenshot(page, 'first-tap-paging-scrolled-lost');
        assert.fail(`the tap was lost: ${error.message.split('\n')[0]}`);
      }
    } finally {
      await context.close();
    }
  });
});
