// The server-rendered page and the hydrated page look the same. For home, catalogue, a product and a
// category, at 1366 px and 390 px, as an anonymous visitor:
// - "before": the page as the server rendered it, its script files refused (what a visitor sees until
//   the scripts run; inline scripts, such as streamed Suspense boundaries, still run);
// - "after": the same page with its scripts, once the visitor has moved the pointer over it and the
//   page has hydrated (`data-hydrated` on <html>) and gone quiet;
// both screenshotted at the same viewport and scroll, motion reduced, fonts loaded, and compared with
// pixelmatch: more than 0.5 % different pixels fails (before, after and diff PNGs in e2e/artifacts).
// Plus computed styles that the eye would miss in a sample: the hero heading keeps its display size, the
// primary buttons keep padding and colours, the product tabs stay separate with room between them.
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from '../lib/journey-test.mjs';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { BASE_URL, VIEWPORTS, launchBrowser } from '../lib/browser.mjs';
import { hydrateLikeAVisitor } from '../lib/first-tap.mjs';
import { landingPages } from '../lib/landing-pages.mjs';
import { STEP_TIMEOUT_MS } from '../lib/timeouts.mjs';

const ARTIFACTS = process.env.E2E_ARTIFACTS ?? new URL('../artifacts', import.meta.url).pathname;
const MAX_DIFF_RATIO = 0.005;
const DEVICES = {
  desktop: { viewport: { width: 1366, height: 768 } },
  mobile: VIEWPORTS.mobile,
};
const HERO_HEADING = 'Premium Cannabis Products for Your Business';
/** [accessible name, where]: the home page's hero buttons and the header's Login (links styled as buttons) */
const PRIMARY_BUTTONS = [
  ['Explore Products', 'main'],
  ['Wholesale Inquiry', 'main'],
  ['Login', 'header'],
];
const BOX_STYLES = [
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'background-color',
  'color',
  'border-top-color',
  'border-top-width',
  'font-size',
  'font-weight',
];

let browser;
let pages;
before(async () => {
  browser = await launchBrowser();
  pages = await landingPages(BASE_URL);
});
after(async () => {
  await browser?.close();
});

async function open(device) {
  const context = await browser.newContext({
    ...DEVICES[device],
    baseURL: BASE_URL,
    locale: 'en-GB',
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  const page = await context.newPage();
  return { context, page };
}

/**
 * Same state for both renders: top of the page, pointer parked in the corner (no hover), fonts in, and
 * every finite animation or transition (a hover fading out, an entrance) run to its end.
 */
async function settle(page) {
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

function shoot(page) {
  return page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'device' });
}

/** The page as served, its script files refused. */
async function serverRender(device, path) {
  const { context, page } = await open(device);
  await page.route('**/*', (route) => {
    const request = route.request();
    const script = request.resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(request.url()).pathname);
    return script ? route.abort('blockedbyclient') : route.fallback();
  });
  await page.goto(path, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  assert.equal(await page.locator('html').getAttribute('data-hydrated'), null, `${path}: no scripts ran`);
  await settle(page);
  return { context, page };
}

/** The page with its scripts, after a visitor's pointer moved over it and it hydrated. */
async function hydratedRender(device, path) {
  const { context, page } = await open(device);
  await page.goto(path, { waitUntil: 'load' });
  await hydrateLikeAVisitor(page);
  await page.waitForLoadState('networkidle');
  await settle(page);
  return { context, page };
}

function compare(label, beforePng, afterPng) {
  const a = PNG.sync.read(beforePng);
  const b = PNG.sync.read(afterPng);
  assert.deepEqual([b.width, b.height], [a.width, a.height], `${label}: screenshots of the same size`);
  const diff = new PNG({ width: a.width, height: a.height });
  const different = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: 0.1 });
  mkdirSync(ARTIFACTS, { recursive: true });
  writeFileSync(join(ARTIFACTS, `hydration-${label}-before.png`), beforePng);
  writeFileSync(join(ARTIFACTS, `hydration-${label}-after.png`), afterPng);
  writeFileSync(join(ARTIFACTS, `hydration-${label}-diff.png`), PNG.sync.write(diff));
  return different / (a.width * a.height);
}

/** Computed styles of the first element matching the locator. */
function stylesOf(locator, properties) {
  return locator.evaluate((element, props) => {
    const style = getComputedStyle(element);
    return Object.fromEntries(props.map((p) => [p, style.getPropertyValue(p)]));
  }, properties);
}

/** Home: the hero heading's size and the primary buttons' box styles. */
async function homeStyles(page) {
  const heading = page.getByRole('heading', { level: 1, name: HERO_HEADING });
  const buttons = {};
  for (const [name, where] of PRIMARY_BUTTONS) {
    buttons[name] = await stylesOf(page.locator(where).getByRole('link', { name, exact: true }).first(), BOX_STYLES);
  }
  return { headingFontSize: (await stylesOf(heading, ['font-size']))['font-size'], buttons };
}

/**
 * Product page: each tab is its own element, and the text of one tab ends well before the next one's
 * begins (measured on the text, so padding, margin or gap all count).
 */
async function productTabs(page) {
  const tabs = page.getByRole('tab');
  const names = (await tabs.allTextContents()).map((t) => t.trim());
  const gaps = await tabs.evaluateAll((elements) => {
    const textBox = (element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return range.getBoundingClientRect();
    };
    const boxes = elements.map(textBox);
    return boxes.slice(1).map((box, i) => (box.top >= boxes[i].bottom ? null : box.left - boxes[i].right));
  });
  return { names, gaps };
}

for (const device of Object.keys(DEVICES)) {
  describe(`server render and hydrated page look the same (${device}, ${DEVICES[device].viewport.width} px)`, () => {
    it('home, catalogue, product and category differ by at most 0.5 % of pixels before and after hydration', async () => {
      const failures = [];
      for (const { name, path } of pages) {
        const served = await serverRender(device, path);
        const live = await hydratedRender(device, path);
        try {
          const ratio = compare(`${name}-${device}`, await shoot(served.page), await shoot(live.page));
          const percent = `${(ratio * 100).toFixed(2)} %`;
          console.log(`# ${name} ${path} at ${device}: ${percent} of pixels differ`);
          if (ratio > MAX_DIFF_RATIO) failures.push(`${name} (${path}): ${percent} of pixels differ`);
        } finally {
          await served.context.close();
          await live.context.close();
        }
      }
      assert.deepEqual(failures, [], `more than 0.5 % of pixels changed on hydration (see e2e/artifacts/hydration-*)`);
    });

    it('the hero heading keeps its display size and the primary buttons keep padding and colours', async () => {
      const served = await serverRender(device, '/');
      const live = await hydratedRender(device, '/');
      try {
        const was = await homeStyles(served.page);
        const is = await homeStyles(live.page);
        assert.ok(
          parseFloat(was.headingFontSize) >= 32,
          `server-rendered hero heading at display size: ${was.headingFontSize}`,
        );
        for (const [name] of PRIMARY_BUTTONS) {
          assert.ok(parseFloat(was.buttons[name]['padding-left']) > 0, `${name}: padded in the server render`);
        }
        const changed = [];
        if (is.headingFontSize !== was.headingFontSize) {
          changed.push(`hero heading font-size: ${was.headingFontSize} -> ${is.headingFontSize}`);
        }
        for (const [name] of PRIMARY_BUTTONS) {
          for (const property of BOX_STYLES) {
            const [from, to] = [was.buttons[name][property], is.buttons[name][property]];
            if (from !== to) changed.push(`${name} ${property}: ${from} -> ${to}`);
          }
        }
        assert.deepEqual(changed, [], 'computed styles changed on hydration');
      } finally {
        await served.context.close();
        await live.context.close();
      }
    });

    it('the product page tabs stay separate elements with room between them', async () => {
      const path = pages.find((p) => p.name === 'product').path;
      const served = await serverRender(device, path);
      const live = await hydratedRender(device, path);
      try {
        for (const [when, page] of [
          ['server render', served.page],
          ['hydrated', live.page],
        ]) {
          const { names, gaps } = await productTabs(page);
          assert.deepEqual(names, ['Description', 'Benefits', 'Ingredients', 'Specifications'], `${when}: tabs`);
          for (const [i, gap] of gaps.entries()) {
            if (gap === null) continue; // wrapped onto the next line
            assert.ok(gap >= 8, `${when}: ${gap.toFixed(1)} px between "${names[i]}" and "${names[i + 1]}"`);
          }
        }
      } finally {
        await served.context.close();
        await live.context.close();
      }
    });
  });
}
