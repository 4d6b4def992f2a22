// Zero lost taps: on a 390 px phone, the mobile menu button is tapped 0 ms, 300 ms and 1 s after the
// page's first paint, once per fresh page (own context, empty cache), on each landing page; and once
// with the page's script files held back until the tap is done (a slow phone, a slow network: the tap
// comes before any script ran). The menu's links must come on screen every time, without a second tap,
// and stay there once the page is live.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { BASE_URL, launchBrowser, newPage, screenshot } from '../lib/browser.mjs';
import {
  DRAWER_LINKS,
  MENU_BUTTON,
  holdScripts,
  linksOnScreen,
  waitForDrawer,
  waitForFirstPaint,
} from '../lib/first-tap.mjs';
import { landingPages } from '../lib/landing-pages.mjs';

const DELAYS_MS = [0, 300, 1000];

let browser;
let pages;
before(async () => {
  browser = await launchBrowser();
  pages = await landingPages(BASE_URL);
});
after(async () => {
  await browser?.close();
});

describe('first tap on the mobile menu (390 px, touch)', () => {
  for (const delay of DELAYS_MS) {
    it(`opens the menu when tapped ${delay} ms after the first paint, on every landing page`, async () => {
      const lost = [];
      for (const { name, path } of pages) {
        const { context, page } = await newPage(browser, 'mobile');
        try {
          await page.goto(path, { waitUntil: 'commit' });
          const button = page.getByRole('button', { name: MENU_BUTTON, exact: true });
          await button.waitFor({ state: 'visible' });
          await waitForFirstPaint(page);
          // the visitor's timing is what is being tested here, not a wait for the page
          if (delay > 0) await page.waitForTimeout(delay);
          await button.tap();
          try {
            await waitForDrawer(page);
          } catch (error) {
            await screenshot(page, `first-tap-${name}-${delay}ms-lost`);
            lost.push(`${name} (${path}): ${error.message.split('\n')[0]}`);
          }
        } finally {
          await context.close();
        }
      }
      assert.deepEqual(
        lost,
        [],
        `taps ${delay} ms after the first paint were lost: the menu's links never came on screen`,
      );
    });
  }

  it("opens the menu when tapped before any of the page's script files has arrived, and keeps it open once live", async () => {
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
});
