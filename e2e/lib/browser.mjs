// Shared helpers for the journeys: one Chromium per test file, desktop and 390px mobile contexts,
// screenshots to e2e/artifacts, axe-core checks, and GraphQL calls that share the browser's cookies.
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { TestingRegisterDocument } from '@shop/schema/operations';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './chromium.mjs';
import { STEP_TIMEOUT_MS } from './timeouts.mjs';

const require = createRequire(import.meta.url);
export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4000';
const ARTIFACTS = process.env.E2E_ARTIFACTS ?? new URL('../artifacts', import.meta.url).pathname;
const AXE_PATH = require.resolve('axe-core/axe.min.js');

export const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 900 } },
  mobile: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  /** a common laptop width (the operator console's desktop journeys and screenshots) */
  wide: { viewport: { width: 1366, height: 900 } },
};

export async function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/** the gateway each context made by newPage talks to (a journey may start its own gateway) */
const contextBaseUrls = new WeakMap();

/** The base URL of a context made by newPage (BASE_URL for any other context). */
export function baseUrlOf(context) {
  return contextBaseUrls.get(context) ?? BASE_URL;
}

/**
 * A fresh context (own cookies) for a viewport; console errors and failed requests are collected.
 * `baseURL`: another gateway than the runner's (a journey that starts its own, e.g. with other settings);
 * gql and the helpers built on it then call that gateway for this context.
 */
export async function newPage(browser, device = 'desktop', { baseURL = BASE_URL } = {}) {
  const context = await browser.newContext({ ...VIEWPORTS[device], baseURL, locale: 'en-GB' });
  contextBaseUrls.set(context, baseURL);
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (error) => page.errors.push(error.message));
  return { context, page };
}

/** The whole page by default; `{ fullPage: false }` for the viewport only (very long pages). */
export async function screenshot(page, name, { fullPage = true } = {}) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage });
}

/** Runs axe-core on the current page; throws listing every serious or critical violation. */
export async function checkA11y(page, label) {
  // Check what the visitor sees once the page has settled: the presentation animations (SPEC section 9,
  // fades up to about a second) are finite, and axe would measure a card's colours mid-fade. Infinite
  // ones (spinners) never finish and are left alone.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.addScriptTag({ path: AXE_PATH });
  const result = await page.evaluate(async () => {
    // eslint-disable-next-line no-undef
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  });
  const serious = result.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (serious.length) {
    throw new Error(
      `axe (${label}): ${serious.length} serious/critical violation(s):\n` +
        serious.map((v) => `  - [${v.impact}] ${v.id}: ${v.help} @ ${v.nodes.join(' | ')}`).join('\n'),
    );
  }
}

/**
 * GraphQL over the context's request API: shares the browser context's cookies (session). `query` is a
 * codegen'd document from @shop/schema/operations (or a query string).
 */
export async function gql(context, query, variables = {}) {
  const res = await context.request.post(`${baseUrlOf(context)}/graphql`, {
    data: { query: String(query), variables },
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
  });
  const body = await res.json();
  if (body.errors?.length) throw new Error(`GraphQL error: ${body.errors.map((e) => e.message).join('; ')}`);
  return body.data;
}

let buyerCount = 0;
/**
 * Registers a new buyer through the API; the context is then logged in (session cookie). `company`
 * overrides the company fields (e.g. a Belgian VAT number for reverse charge).
 */
export async function registerBuyer(context, company = {}) {
  buyerCount += 1;
  const email = `e2e-${Date.now()}-${process.pid}-${buyerCount}@example.com`;
  const data = await gql(context, TestingRegisterDocument, {
    input: {
      name: 'E2E Buyer',
      email,
      phone: '+31 20 123 4567',
      companyName: 'E2E Retail BV',
      companyRegNumber: 'KVK12345',
      companyVatNumber: 'NL123456782B01',
      ...company,
      password: 'Str0ng!Pass',
      confirmPassword: 'Str0ng!Pass',
      agreeTerms: true,
      confirmAge: true,
    },
  });
  if (data.register.userErrors.length) throw new Error(`register: ${JSON.stringify(data.register.userErrors)}`);
  return { email, password: 'Str0ng!Pass' };
}

/**
 * Waits until the app has rendered the route (the lazy page chunk loaded) and is live: a page the
 * server rendered shows its heading at once and hydrates right after (html[data-hydrated]).
 */
export async function gotoApp(page, path) {
  await page.goto(path);
  await untilLive(page);
}

/**
 * Reloads the page and waits until the app is live, as gotoApp does. A server-rendered page shows its
 * content before it hydrates: a journey that typed into it at once raced hydration (the search box's
 * text could be lost, see the catalogue journey).
 */
export async function reloadApp(page) {
  await page.reload();
  await untilLive(page);
}

async function untilLive(page) {
  await page.waitForSelector('main h1', { state: 'visible' });
  await page.waitForFunction(
    () =>
      !document.documentElement.hasAttribute('data-prerendered') ||
      document.documentElement.hasAttribute('data-hydrated'),
  );
}
