// `node scripts/lighthouse.mjs` (npm run lighthouse): Lighthouse (mobile defaults: emulated phone,
// simulated slow 4G and CPU throttling) on the four landing pages (home, catalogue, a product, a
// category), each as an anonymous visitor and as a logged-in buyer (registered through the GraphQL
// `register` mutation; its session cookie goes with every request), in Debian's Chromium. Prints
// performance score, LCP, TBT and CLS for the eight pairs next to the targets.
// Then the first interaction, CPU slowed 4x through the DevTools protocol (Lighthouse's mobile
// profile) in a 390 px touch phone (playwright-core): from the tap's input event to the paint that
// shows its answer, (a) tap the menu button -> the menu's links on screen, (b) on the catalogue, tap
// "Page 2" -> other products painted; each at the first paint, 300 ms after it, 1 s after the load
// event and on a page already hydrated,
// repeated N times, reported as p50/p75 (plus the slowest Event Timing entry of the tap, and taps that
// never got an answer). Everything lands in bench/results/lighthouse-<date>.json.
// A measuring script: it fails only when a run breaks, never on a figure.
//
// By default it builds the gateway and the web app (turbo, cached) and starts the built gateway
// itself on a fresh embedded store. Environment:
//   LIGHTHOUSE_URL=http://host:port   measure a running shop instead
//   CHROMIUM_PATH                     default /usr/bin/chromium
//   LIGHTHOUSE_SKIP_BUILD=1           use the existing builds
//   LIGHTHOUSE_REPORT_DIR=dir         also write each page's full Lighthouse report (JSON) there
//   INTERACTION_RUNS=n                repetitions of each first-interaction case (default 7)
//   LIGHTHOUSE_SKIP_INTERACTION=1     Lighthouse only
//   LIGHTHOUSE_SKIP_PAGES=1           first interaction only
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../e2e/lib/chromium.mjs';
import { startBuiltGateway } from '../e2e/lib/gateway-process.mjs';
import {
  MENU_BUTTON,
  hydrateLikeAVisitor,
  installTapProbe,
  productLinks,
  readTapProbe,
  waitForFirstPaint,
} from '../e2e/lib/first-tap.mjs';
import { landingPages } from '../e2e/lib/landing-pages.mjs';
import { buyerCookie } from './lib/buyer-session.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS, '--disable-dev-shm-usage'];
const TARGETS = { performance: 90, lcpMs: 2500, tbtMs: 200, cls: 0.1, firstInteractionP75Ms: 200 };
const INTERACTION_RUNS = Math.max(1, Number(process.env.INTERACTION_RUNS ?? 7) || 7);
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

const log = (message) => console.log(`[lighthouse] ${message}`);

async function startShop() {
  if (process.env.LIGHTHOUSE_SKIP_BUILD !== '1') {
    log('building the gateway and the web app (turbo, cached when unchanged)');
    const build = spawnSync(
      'npx',
      ['turbo', 'run', 'build', '--filter=@shop/gateway', '--filter=@shop/web', '--output-logs=errors-only'],
      { cwd: ROOT, stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } },
    );
    if (build.status !== 0) throw new Error('build failed');
  }
  if (!existsSync(join(ROOT, 'apps/web/dist/index.html')))
    throw new Error('apps/web/dist is missing: build the web app');
  const gateway = await startBuiltGateway({
    name: 'lighthouse-gateway',
    env: {
      NODE_ENV: 'production',
      // audited pages show the demo catalogue (production seeds nothing by default)
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
    },
  });
  log(`shop ready at ${gateway.baseUrl} in ${(gateway.readyMs / 1000).toFixed(1)} s`);
  return { base: gateway.baseUrl, stop: gateway.stop };
}

/**
 * One page in a fresh Chromium (reusing one browser across pages trips Lighthouse's trace recording,
 * NO_NAVSTART), retried once when Lighthouse reports a runtime error.
 */
async function measure(url, profile, extraHeaders) {
  let lastError;
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: CHROME_FLAGS,
      userDataDir: mkdtempSync(join(profile, 'run-')),
      logLevel: 'silent',
    });
    try {
      // mobile defaults: Lighthouse's default config (Moto G Power emulation, simulated throttling)
      const runnerResult = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        ...(extraHeaders ? { extraHeaders } : {}),
      });
      const lhr = runnerResult.lhr;
      if (!lhr.runtimeError) return lhr;
      lastError = new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      log(`attempt ${attempt} failed: ${lastError.message}`);
    } finally {
      await chrome.kill();
    }
  }
  throw lastError;
}

const percentile = (sorted, q) => (sorted.length ? sorted[Math.ceil(q * sorted.length) - 1] : null);
const round = (v) => (v === null || v === undefined ? null : Math.round(v));

/**
 * The first-interaction cases: where the page is, when the tap comes, what it taps and what answer is
 * awaited (see e2e/lib/first-tap.mjs for the probe that times it in the page).
 */
const INTERACTIONS = [
  // taps while the page hydrates (a lost tap is counted; npm test keeps the taps before any script ran)
  { name: 'menu, tap at first paint', path: '/', when: 'first-paint', delayMs: 0, kind: 'drawer' },
  { name: 'menu, tap 300 ms after first paint', path: '/', when: 'first-paint', delayMs: 300, kind: 'drawer' },
  { name: 'menu, tap 1 s after load', path: '/', when: 'after-load', kind: 'drawer' },
  { name: 'menu, hydrated page', path: '/', when: 'hydrated', kind: 'drawer' },
  {
    name: 'catalogue page 2, tap at first paint',
    path: '/products',
    when: 'first-paint',
    delayMs: 0,
    kind: 'products',
  },
  {
    name: 'catalogue page 2, tap 300 ms after first paint',
    path: '/products',
    when: 'first-paint',
    delayMs: 300,
    kind: 'products',
  },
  { name: 'catalogue page 2, tap 1 s after load', path: '/products', when: 'after-load', kind: 'products' },
  { name: 'catalogue page 2, hydrated page', path: '/products', when: 'hydrated', kind: 'products' },
];

/** One tap on a fresh phone (own context, empty cache), CPU slowed 4x: { ms, eventMs, hydrateMs } or { lost }. */
async function tapOnce(browser, base, interaction) {
  const context = await browser.newContext({ ...PHONE, locale: 'en-GB' });
  context.setDefaultTimeout(60_000);
  try {
    await installTapProbe(context);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const target =
      interaction.kind === 'drawer'
        ? page.getByRole('button', { name: MENU_BUTTON, exact: true })
        : page
            .getByRole('button', { name: 'Page 2', exact: true })
            .or(page.getByRole('link', { name: 'Page 2', exact: true }))
            .first();
    if (interaction.when === 'first-paint') {
      await page.goto(`${base}${interaction.path}`, { waitUntil: 'commit' });
      await target.waitFor({ state: 'attached' });
      await waitForFirstPaint(page);
      // the visitor's timing: the tap comes while the page's scripts load and hydrate
      if (interaction.delayMs > 0) await page.waitForTimeout(interaction.delayMs);
    } else await page.goto(`${base}${interaction.path}`, { waitUntil: 'load' });
    if (interaction.when === 'first-paint') {
      // tapped as it is
    } else if (interaction.when === 'hydrated') {
      await hydrateLikeAVisitor(page, 60_000);
      await page.waitForLoadState('networkidle');
      // let whatever the runtime does once hydrated (effects, idle work) finish
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })));
    } else {
      // the visitor's timing: a tap one second after the page has loaded
      await page.waitForTimeout(1_000);
    }
    const before = interaction.kind === 'products' ? await page.evaluate(productLinks) : [];
    if (interaction.kind === 'products' && before.length === 0) throw new Error('no products on the catalogue');
    await page.evaluate(({ kind, links }) => window.__tapProbe.arm(kind, links), {
      kind: interaction.kind,
      links: before,
    });
    await target.tap();
    let result;
    try {
      result = await readTapProbe(page, 30_000);
    } catch {
      return { lost: true };
    }
    const hydrateMs = await page
      .evaluate(() => performance.getEntriesByName('shop:hydrate')[0]?.duration ?? null)
      .catch(() => null);
    return { ...result, hydrateMs };
  } finally {
    await context.close();
  }
}

async function firstInteractions(base) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROME_FLAGS.filter((f) => !f.startsWith('--headless')),
  });
  try {
    const results = [];
    for (const interaction of INTERACTIONS) {
      log(`first interaction: ${interaction.name} (${INTERACTION_RUNS} runs, CPU 4x)`);
      const runs = [];
      for (let i = 0; i < INTERACTION_RUNS; i += 1) runs.push(await tapOnce(browser, base, interaction));
      const answered = runs.filter((r) => !r.lost);
      const sorted = (key) =>
        answered
          .map((r) => r[key])
          .filter((v) => v !== null && v !== undefined)
          .sort((a, b) => a - b);
      const ms = sorted('ms');
      const eventMs = sorted('eventMs');
      const hydrateMs = sorted('hydrateMs');
      results.push({
        case: interaction.name,
        path: interaction.path,
        runs: runs.length,
        lostTaps: runs.length - answered.length,
        p50Ms: round(percentile(ms, 0.5)),
        p75Ms: round(percentile(ms, 0.75)),
        eventTimingP75Ms: round(percentile(eventMs, 0.75)),
        hydrateP50Ms: round(percentile(hydrateMs, 0.5)),
        samplesMs: ms.map(round),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

function table(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => String(row[i]).length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

async function main() {
  if (!existsSync(CHROMIUM))
    throw new Error(`no Chromium at ${CHROMIUM} (apt-get install -y chromium, or set CHROMIUM_PATH)`);
  const shop = process.env.LIGHTHOUSE_URL
    ? { base: process.env.LIGHTHOUSE_URL.replace(/\/+$/, ''), stop: async () => {} }
    : await startShop();
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-chrome-'));
  try {
    const pages = await landingPages(shop.base);
    const cookie = await buyerCookie(shop.base);
    const visitors = [
      ['anonymous', undefined],
      ['buyer', { Cookie: cookie }],
    ];
    const results = [];
    for (const { name, path } of process.env.LIGHTHOUSE_SKIP_PAGES === '1' ? [] : pages) {
      for (const [visitor, extraHeaders] of visitors) {
        const url = `${shop.base}${path}`;
        log(`measuring ${name} as ${visitor}: ${url}`);
        const lhr = await measure(url, profile, extraHeaders);
        if (process.env.LIGHTHOUSE_REPORT_DIR) {
          mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
          writeFileSync(join(process.env.LIGHTHOUSE_REPORT_DIR, `${name}-${visitor}.json`), JSON.stringify(lhr));
        }
        const audit = (id) => lhr.audits[id]?.numericValue ?? null;
        const row = {
          page: name,
          visitor,
          path,
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          lcpMs: Math.round(audit('largest-contentful-paint')),
          tbtMs: Math.round(audit('total-blocking-time')),
          cls: Number((audit('cumulative-layout-shift') ?? 0).toFixed(3)),
          fcpMs: Math.round(audit('first-contentful-paint')),
          formFactor: lhr.configSettings.formFactor,
          throttling: lhr.configSettings.throttlingMethod,
        };
        row.met =
          row.performance >= TARGETS.performance &&
          row.lcpMs <= TARGETS.lcpMs &&
          row.tbtMs <= TARGETS.tbtMs &&
          row.cls <= TARGETS.cls;
        results.push(row);
      }
    }
    const interactions = process.env.LIGHTHOUSE_SKIP_INTERACTION === '1' ? [] : await firstInteractions(shop.base);
    for (const row of interactions) row.met = row.lostTaps === 0 && row.p75Ms <= TARGETS.firstInteractionP75Ms;

    console.log(
      `\n${table(
        ['page', 'visitor', 'performance', 'LCP ms', 'TBT ms', 'CLS', 'FCP ms', 'targets'],
        results.map((r) => [
          r.page,
          r.visitor,
          r.performance,
          r.lcpMs,
          r.tbtMs,
          r.cls,
          r.fcpMs,
          r.met ? 'met' : 'MISSED',
        ]),
      )}`,
    );
    console.log(
      `targets (mobile Lighthouse): performance >= ${TARGETS.performance}, LCP <= ${TARGETS.lcpMs} ms, TBT <= ${TARGETS.tbtMs} ms, CLS <= ${TARGETS.cls}`,
    );
    if (interactions.length) {
      console.log(
        `\n${table(
          [
            'first interaction (CPU 4x, 390 px)',
            'runs',
            'lost',
            'p50 ms',
            'p75 ms',
            'event p75 ms',
            'hydrate ms',
            'target',
          ],
          interactions.map((r) => [
            r.case,
            r.runs,
            r.lostTaps,
            r.p50Ms ?? '-',
            r.p75Ms ?? '-',
            r.eventTimingP75Ms ?? '-',
            r.hydrateP50Ms ?? '-',
            r.met ? 'met' : 'MISSED',
          ]),
        )}`,
      );
      console.log(
        `target: first interaction p75 <= ${TARGETS.firstInteractionP75Ms} ms, zero lost taps. p50/p75: tap's input event to the paint after its answer is on screen; ` +
          "event p75: slowest Event Timing entry of the tap (INP view); hydrate ms: the page's shop:hydrate measure, when it has one",
      );
    }

    mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
    const file = join(ROOT, 'bench/results', `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    writeFileSync(
      file,
      `${JSON.stringify({ base: shop.base, targets: TARGETS, interactionRuns: INTERACTION_RUNS, results, interactions }, null, 2)}\n`,
    );
    console.log(`results: ${file.slice(ROOT.length + 1)}`);
  } finally {
    rmSync(profile, { recursive: true, force: true });
    await shop.stop();
  }
}

main().catch((error) => {
  console.error(`lighthouse failed: ${error.stack ?? error}`);
  process.exit(1);
});
