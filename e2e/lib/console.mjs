// Helpers for the operator console journeys (/admin): signing in through the console's form, moving
// between its screens as an operator does (the side navigation, or the menu button at 390 px),
// screenshots of each screen at 1366 and 390 px, the admin API (POST /admin/graphql) with a context's
// cookies, a PNG made in the browser for uploads, and the dev outbox.
import assert from 'node:assert/strict';
import { BASE_URL, baseUrlOf, newPage, screenshot } from './browser.mjs';
import { assertFitsWidth, field } from './commerce.mjs';
import { CONSOLE_OWNER } from './gateway-process.mjs';
import { STEP_TIMEOUT_MS } from './timeouts.mjs';

/** the first owner the journeys' gateway was started with (e2e/run.mjs: SHOP_ADMIN_EMAIL / _PASSWORD) */
export const OWNER = {
  email: process.env.E2E_ADMIN_EMAIL ?? CONSOLE_OWNER.email,
  password: process.env.E2E_ADMIN_PASSWORD ?? CONSOLE_OWNER.password,
};

/** the console journeys' viewports: a 1366 px laptop and a 390 px phone */
export const CONSOLE_DEVICES = ['wide', 'mobile'];

/**
 * A fresh context (own cookies) for the console at a viewport ('wide' 1366 px or 'mobile' 390 px);
 * `options.baseURL` as for newPage.
 */
export async function consolePage(browser, device, options) {
  return newPage(browser, device, options);
}

/** the screen's heading (h1) once the console shows it */
export function screenHeading(page, name) {
  return page.getByRole('heading', { level: 1, name, exact: true });
}

/** Signs in through the console's own form at /admin and waits for the dashboard. */
export async function signInToConsole(page, { email, password } = OWNER) {
  await page.goto('/admin');
  await page.getByRole('heading', { level: 1, name: 'Sign in to the shop console' }).waitFor();
  await field(page, 'E-mail').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await screenHeading(page, 'Dashboard').waitFor();
}

function isMobile(page) {
  return page.viewportSize().width < 768;
}

/** the console's navigation as the viewport shows it (the side bar, or the menu under the header at 390 px) */
async function consoleNav(page) {
  if (isMobile(page)) {
    const open = page.getByRole('button', { name: 'Open the menu' });
    if (await open.isVisible()) await open.click();
    const nav = page.locator('#console-mobile-nav').getByRole('navigation', { name: 'Console' });
    await nav.waitFor();
    return nav;
  }
  const nav = page.getByRole('navigation', { name: 'Console' });
  await nav.waitFor();
  return nav;
}

/** The navigation's link labels (what the signed-in role is offered); the mobile menu is closed again. */
export async function navLabels(page) {
  const nav = await consoleNav(page);
  const labels = (await nav.getByRole('link').allTextContents()).map((text) => text.trim());
  if (isMobile(page)) await page.getByRole('button', { name: 'Close the menu' }).click();
  return labels;
}

/** Opens a screen through the side bar (the menu first at 390 px) and waits for its heading. */
export async function openScreen(page, linkName, heading = linkName) {
  await consoleNav(page);
  // the navigation, or the signed-in member's box under it ("Your password")
  const sidebar = isMobile(page) ? page.locator('#console-mobile-nav') : page.locator('aside');
  await sidebar.getByRole('link', { name: linkName, exact: true }).click();
  await screenHeading(page, heading).waitFor();
}

/**
 * `console-<name>-<width>.png` in the artifacts folder (the viewport's width: 1366 or 390), then the
 * page is checked to fit that width (no sideways scrolling) and each of its tables to show every column
 * or be a focusable, hinted sideways scroll.
 */
export async function consoleShot(page, name, options) {
  const width = page.viewportSize().width;
  await screenshot(page, `console-${name}-${width}`, options);
  await assertFitsWidth(page, `console ${name} at ${width} px`);
  await assertTablesReachable(page, `console ${name} at ${width} px`);
}

/**
 * Every form control of `scope` (a variation row, a card) lies inside the viewport's width and is not
 * clipped by a scrolling box around it: an operator on a phone sees and reaches each one without hunting
 * for a hidden sideways scroll.
 */
export async function assertControlsInView(scope, label) {
  const outside = await scope.evaluate((root) => {
    const clipped = [];
    const width = window.innerWidth;
    for (const control of root.querySelectorAll('input:not([type="file"]), select, textarea, button')) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue; // not rendered (e.g. a hidden input)
      let left = 0;
      let right = width;
      for (let el = control.parentElement; el && el !== document.body; el = el.parentElement) {
        const { overflowX } = getComputedStyle(el);
        if (overflowX !== 'visible') {
          const clip = el.getBoundingClientRect();
          left = Math.max(left, clip.left);
          right = Math.min(right, clip.right);
        }
      }
      if (box.left < left - 1 || box.right > right + 1) {
        const name = control.getAttribute('aria-label') ?? control.textContent.trim();
        clipped.push(
          `${name} [${Math.round(box.left)}–${Math.round(box.right)} px, visible ${Math.round(left)}–${Math.round(right)}]`,
        );
      }
    }
    return clipped;
  });
  assert.deepEqual(outside, [], `${label}: controls out of sight at ${await scope.page().viewportSize().width} px`);
}

/**
 * A console table (`table`, a locator) shows all its columns, or, where it is wider than its box, says so
 * in a visible hint and its scrolling box takes the keyboard's focus: the arrow keys bring its last column
 * into view.
 */
export async function assertTableReachable(page, table, label) {
  // the nearest box around the table that scrolls sideways (Chakra's Table.ScrollArea), or none
  const box = await table.evaluateHandle((el) => {
    let parent = el.parentElement;
    while (parent && parent !== document.body && getComputedStyle(parent).overflowX === 'visible') {
      parent = parent.parentElement;
    }
    return parent === document.body ? null : parent;
  });
  const lastColumnInView = () =>
    table.evaluate((el, scroller) => {
      const headers = [...el.querySelectorAll('thead th')].filter((th) => th.getBoundingClientRect().width > 0);
      if (headers.length === 0) return true; // no header row shown (the cards of a phone)
      const right = Math.min(scroller ? scroller.getBoundingClientRect().right : Infinity, window.innerWidth);
      return headers[headers.length - 1].getBoundingClientRect().right <= right + 1;
    }, box);
  const state = await table.evaluate(
    (el, scroller) => ({
      overflows: !!scroller && scroller.scrollWidth > scroller.clientWidth + 1,
      tabIndex: scroller?.tabIndex ?? -1,
      hint: scroller?.getAttribute('aria-describedby') ?? null,
    }),
    box,
  );
  if (!state.overflows) {
    assert.ok(await lastColumnInView(), `${label}: the table fits, its last column is in view`);
    return;
  }
  assert.equal(state.tabIndex, 0, `${label}: the table scrolls sideways, its box takes the keyboard's focus`);
  assert.ok(state.hint, `${label}: the sideways-scrolling table is described by a hint`);
  assert.ok(await page.locator(`[id="${state.hint}"]`).isVisible(), `${label}: the hint is visible`);
  await box.evaluate((scroller) => scroller.focus());
  for (let i = 0; i < 100 && !(await lastColumnInView()); i += 1) await page.keyboard.press('ArrowRight');
  assert.ok(await lastColumnInView(), `${label}: the arrow keys bring the table's last column into view`);
  await box.evaluate((scroller) => scroller.scrollTo({ left: 0 })); // as it was, for what the journey does next
}

/** every table on the page passes assertTableReachable */
export async function assertTablesReachable(page, label) {
  const tables = page.locator('table');
  const count = await tables.count();
  for (let i = 0; i < count; i += 1) {
    const name = (await tables.nth(i).getAttribute('aria-label')) ?? `table ${i + 1}`;
    await assertTableReachable(page, tables.nth(i), `${label}, ${name}`);
  }
}

/** Waits for a console toast with this title (the console's toaster is its own, the markup is Chakra's). */
export async function consoleToast(page, title) {
  await page
    .locator('[data-scope="toast"][data-part="root"]')
    .filter({ hasText: title })
    .getByText(title, { exact: true })
    .first()
    .waitFor();
}

/**
 * POST /admin/graphql with the context's cookies (the console's session, or a buyer's): the whole
 * answer, errors included, and the HTTP status.
 */
export async function adminGql(context, query, variables = {}) {
  const res = await context.request.post(`${baseUrlOf(context)}/admin/graphql`, {
    data: { query: String(query), variables },
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
  });
  return { status: res.status(), body: await res.json() };
}

/** the GraphQL error codes of an answer (extensions.code) */
export function errorCodes(answer) {
  return (answer.body.errors ?? []).map((error) => error.extensions?.code);
}

/**
 * A small PNG (a two-colour 240×160 picture) drawn in the page's canvas: a real image for the upload,
 * made without a fixture file or an encoder of our own.
 */
export async function pngImage(page) {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 240;
    canvas.height = 160;
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#2f6b3a';
    ctx.fillRect(0, 0, 240, 160);
    ctx.fillStyle = '#e8c547';
    ctx.beginPath();
    ctx.arc(120, 80, 50, 0, Math.PI * 2);
    ctx.fill();
    return canvas.toDataURL('image/png').split(',')[1];
  });
  return { name: 'e2e-product.png', mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

/** The dev outbox's messages to an address (newest first), polled until one matches (mail may be async). */
export async function waitForMail(email, matches, { timeoutMs = STEP_TIMEOUT_MS } = {}) {
  const deadline = Date.now() + timeoutMs;
  let messages = [];
  while (Date.now() < deadline) {
    const res = await fetch(`${BASE_URL}/dev/outbox?to=${encodeURIComponent(email)}&limit=50`);
    assert.equal(res.status, 200, 'GET /dev/outbox answers');
    ({ messages } = await res.json());
    const found = messages.find(matches);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `no matching mail to ${email} in the outbox; it holds: ${JSON.stringify(messages.map((m) => m.subject))}`,
  );
}

/** "rgb(…)"/"rgba(…)" → [r, g, b] */
export function rgbOf(cssColour) {
  const match = /rgba?\(\s*(\d+)[,\s]+(\d+)[,\s]+(\d+)/.exec(cssColour ?? '');
  assert.ok(match, `not an rgb colour: ${cssColour}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** green-ish: green clearly dominates red and blue (a pale green pill such as #dcfce7 or a dark #166534) */
export function isGreenish([r, g, b]) {
  return g > r + 10 && g > b + 10;
}
