// `node scripts/trace-page.mjs`: a Chromium performance trace of the landing pages at 4x CPU, for each
// page as an anonymous visitor and as a logged-in buyer, summarised: the long tasks of the main thread
// (> 50 ms), what each one did (script evaluation of which chunk, function calls, style and layout) and
// the functions that took its time (CPU profile samples), plus the scripts each visitor downloaded.
// A diagnosing tool for what Lighthouse's TBT adds up (issue 13); it prints, it asserts nothing.
// Environment: TRACE_URL=http://host:port (a running shop; otherwise the built gateway is started),
// TRACE_PAGES=home,product (a subset), TRACE_VISITORS=buyer, TRACE_DIR=dir (keep the raw traces there),
// TRACE_WEB_DIST=dir (the web build the started gateway serves), TRACE_RUNS=n (repetitions; default 1), TRACE_CPU=n (CPU slowdown; default 4, 1 is what Lighthouse's
// simulated throttling observes before it multiplies by 4), TRACE_TOP=n (functions listed per task; default 12).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../e2e/lib/chromium.mjs';
import { startBuiltGateway } from '../e2e/lib/gateway-process.mjs';
import { landingPages } from '../e2e/lib/landing-pages.mjs';
import { buyerCookie, playwrightCookies } from './lib/buyer-session.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TOP = Number(process.env.TRACE_TOP ?? 12);
const RUNS = Number(process.env.TRACE_RUNS ?? 1);
const CPU = Number(process.env.TRACE_CPU ?? 4);
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'v8',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
  'toplevel',
];

const short = (url) => (url ? url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '') : '');

/** self time per function (name @ script) from the trace's CPU profile chunks, within [start, end] (µs) */
function profileSelfTimes(events, pid, tid) {
  const nodes = new Map();
  const samples = [];
  // the main thread's profile (a worker has its own); its chunks come from the profiler's thread
  const head = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  let time = head?.args?.data?.startTime ?? 0;
  for (const e of events) {
    if (e.pid !== pid || !head) continue;
    if (e.name !== 'ProfileChunk' || e.id !== head.id) continue;
    const data = e.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    for (let i = 0; i < ids.length; i += 1) {
      time += deltas[i] ?? 0;
      samples.push([time, ids[i]]);
    }
  }
  samples.sort((a, b) => a[0] - b[0]);
  return { nodes, samples };
}

/**
 * Time per React component (readable with an unminified build, `vite build --minify false`): inclusive
 * time of each PascalCase function on the stacks (the app's components; Chakra's bundled forwardRef
 * wrappers, named like Button2, are left out), so a component's time includes its children's.
 */
function componentTimes(profile, start, end) {
  const { nodes, samples } = profile;
  const parents = new Map();
  for (const node of nodes.values()) for (const child of node.children ?? []) parents.set(child, node.id);
  const times = new Map();
  for (let i = 0; i < samples.length - 1; i += 1) {
    const [t, id] = samples[i];
    if (t < start || t >= end) continue;
    const dt = Math.min(samples[i + 1][0], end) - t;
    const seen = new Set();
    for (let n = id; n !== undefined; n = parents.get(n)) {
      const frame = nodes.get(n)?.callFrame ?? {};
      if (!/^[A-Z][A-Za-z]*[a-z]$/.test(frame.functionName ?? '') || /\/(react|apollo|chakra)-/.test(frame.url ?? ''))
        continue;
      const key = `${frame.functionName} ${short(frame.url)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      times.set(key, (times.get(key) ?? 0) + dt);
    }
  }
  return [...times.entries()].sort((a, b) => b[1] - a[1]);
}

function summariseWindow(profile, start, end) {
  const self = new Map();
  const { nodes, samples } = profile;
  for (let i = 0; i < samples.length - 1; i += 1) {
    const [t, id] = samples[i];
    if (t < start || t >= end) continue;
    const dt = Math.min(samples[i + 1][0], end) - t;
    const node = nodes.get(id);
    const frame = node?.callFrame ?? {};
    const key = `${frame.functionName || '(anonymous)'} ${short(frame.url)}:${frame.lineNumber ?? ''}`;
    self.set(key, (self.get(key) ?? 0) + dt);
  }
  return [...self.entries()].sort((a, b) => b[1] - a[1]);
}

async function traceOnce(browser, base, path, cookies) {
  const context = await browser.newContext({ ...PHONE, locale: 'en-GB' });
  if (cookies) await context.addCookies(cookies);
  const page = await context.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    const req = response.request();
    if (req.resourceType() !== 'script') return;
    const sizes = await req.sizes().catch(() => null);
    scripts.push({ url: short(response.url()), bytes: sizes?.responseBodySize ?? 0 });
  });
  if (process.env.TRACE_REACT_TRACKS === '1') {
    // a stand-in for React DevTools' hook: with it React's profiling build times every component
    // (the "Components" performance track), which it otherwise does only inside a <Profiler>
    await context.addInitScript(() => {
      let id = 0;
      window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        isDisabled: false,
        supportsFiber: true,
        renderers: new Map(),
        inject: () => (id += 1),
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        onScheduleFiberRoot() {},
        setStrictMode() {},
        checkDCE() {},
      };
    });
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  await cdp.send('Tracing.start', { categories: CATEGORIES.join(','), transferMode: 'ReturnAsStream' });
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, { timeout: 60_000 });
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 3000)));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  const { stream } = await done;
  let text = '';
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle: stream });
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data;
    if (chunk.eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  await context.close();
  const trace = JSON.parse(text);
  return { events: trace.traceEvents ?? trace, scripts };
}

function analyse(events) {
  // the page's renderer main thread: the one with the navigation's ParseHTML
  const threadNames = new Map();
  for (const e of events) if (e.name === 'thread_name') threadNames.set(`${e.pid}:${e.tid}`, e.args.name);
  const parses = new Map();
  for (const e of events)
    if (
      e.name === 'ParseHTML' &&
      threadNames.get(`${e.pid}:${e.tid}`) === 'CrRendererMain' &&
      /^https?:/.test(e.args?.beginData?.url ?? '')
    ) {
      const k = `${e.pid}:${e.tid}`;
      parses.set(k, [...(parses.get(k) ?? []), e]);
    }
  const parse = [...parses.values()].sort((a, b) => b.length - a.length)[0][0];
  const { pid, tid } = parse;
  const main = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined);
  const nav =
    events.find(
      (e) => e.name === 'navigationStart' && e.pid === pid && e.args?.data?.documentLoaderURL?.startsWith('http'),
    ) ?? parse;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid);
  const t0 = nav.ts;
  const tasks = [];
  for (const e of main
    .filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur)) {
    const last = tasks.at(-1);
    if (last && e.ts < last.ts + last.dur) continue; // nested in the previous one
    tasks.push(e);
  }
  const long = tasks.filter((t) => t.dur > 50_000);
  const profile = profileSelfTimes(events, pid, tid);
  const out = [];
  let tbt = 0;
  let tbtCpu = 0;
  let cpu = 0;
  // Lighthouse's simulation (a quiet machine's task times x4): each task's thread time x 4 / CPU, over 50 ms
  let tbtEstimate = 0;
  for (const t of tasks) {
    if (!fcp || t.ts >= fcp.ts) tbtEstimate += Math.max(0, ((t.tdur ?? t.dur) / 1000) * (4 / CPU) - 50);
    if (t.dur > 50_000 && (!fcp || t.ts >= fcp.ts)) tbt += (t.dur - 50_000) / 1000;
    // thread time (tdur): what the task cost the CPU, without the time the busy machine took the core away
    if ((t.tdur ?? t.dur) > 50_000 && (!fcp || t.ts >= fcp.ts)) tbtCpu += ((t.tdur ?? t.dur) - 50_000) / 1000;
    cpu += (t.tdur ?? t.dur) / 1000;
  }
  out.push(
    `  FCP ${fcp ? ((fcp.ts - t0) / 1000).toFixed(0) : '?'} ms; long tasks: ${long.length}, sum over 50 ms after FCP (TBT-like at ${CPU}x) ${tbt.toFixed(0)} ms wall, ${tbtCpu.toFixed(0)} ms thread time; main thread busy ${cpu.toFixed(0)} ms thread time; TBT estimate (thread time x ${4 / CPU}) ${tbtEstimate.toFixed(0)} ms`,
  );
  const marks = events.filter(
    (e) => e.cat?.includes('blink.user_timing') && e.name.startsWith('shop:') && e.pid === pid,
  );
  for (const m of marks)
    if (m.ph === 'b') out.push(`  user timing ${m.name} start ${((m.ts - t0) / 1000).toFixed(0)} ms`);
  for (const t of long) {
    const end = t.ts + t.dur;
    const inside = main.filter((e) => e.ts >= t.ts && e.ts + e.dur <= end && e !== t);
    const kinds = new Map();
    for (const e of inside) {
      if (
        ![
          'EvaluateScript',
          'FunctionCall',
          'v8.compile',
          'v8.compileModule',
          'v8.evaluateModule',
          'UpdateLayoutTree',
          'Layout',
          'ParseHTML',
          'TimerFire',
          'FireAnimationFrame',
          'EventDispatch',
          'ParseAuthorStyleSheet',
          'Paint',
          'PrePaint',
          'RunMicrotasks',
          'v8.callFunction',
          'XHRReadyStateChange',
          'FireIdleCallback',
          'v8.produceModuleCache',
          'v8.parseOnBackground',
          'MajorGC',
          'MinorGC',
          'V8.GCScavenger',
          'BlinkGC.AtomicPhase',
        ].includes(e.name)
      )
        continue;
      const d = e.args?.data ?? {};
      const label = `${e.name}${d.url ? ` ${short(d.url)}` : ''}${d.functionName ? ` ${d.functionName}` : ''}${d.type ? ` ${d.type}` : ''}`;
      const k = kinds.get(label) ?? { n: 0, ms: 0 };
      k.n += 1;
      k.ms += e.dur / 1000;
      kinds.set(label, k);
    }
    out.push(
      `  TASK at ${((t.ts - t0) / 1000).toFixed(0)} ms, ${(t.dur / 1000).toFixed(0)} ms (thread ${((t.tdur ?? t.dur) / 1000).toFixed(0)} ms)`,
    );
    for (const [label, k] of [...kinds.entries()].sort((a, b) => b[1].ms - a[1].ms).slice(0, 8))
      if (k.ms >= 3) out.push(`      ${k.ms.toFixed(0).padStart(5)} ms  ${label}${k.n > 1 ? ` (x${k.n})` : ''}`);
    const fns = summariseWindow(profile, t.ts, end);
    out.push(`    self time:`);
    for (const [key, us] of fns.slice(0, TOP)) out.push(`      ${(us / 1000).toFixed(1).padStart(6)} ms  ${key}`);
    out.push(`    components:`);
    for (const [key, us] of componentTimes(profile, t.ts, end).slice(0, 14))
      out.push(`      ${(us / 1000).toFixed(1).padStart(6)} ms  ${key}`);
  }
  // React's performance tracks (a profiling build of react-dom): its render passes and, per pass, the
  // components it rendered
  const stamps = events
    .filter((e) => e.name === 'TimeStamp' && e.pid === pid && e.args?.data?.start !== undefined)
    .map((e) => e.args.data)
    .filter((d) => !/ Track$/.test(d.message));
  const passes = stamps.filter((d) => d.trackGroup?.startsWith('Scheduler'));
  const renders = stamps.filter((d) => d.track?.startsWith('Components'));
  if (passes.length)
    out.push('  React scheduler (lane: phase, ms after navigation start, duration; components rendered in it):');
  for (const d of passes) {
    const inPass = renders.filter((r) => r.start >= d.start && r.end <= d.end);
    const top = new Map();
    for (const r of inPass) top.set(r.message, (top.get(r.message) ?? 0) + 1);
    const names = [...top.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 14)
      .map(([n, c]) => (c > 1 ? `${n}x${c}` : n))
      .join(' ');
    out.push(
      `      ${d.track.padEnd(10)} ${d.message.padEnd(18)} ${((d.start - t0) / 1000).toFixed(0).padStart(6)} ms  ${((d.end - d.start) / 1000).toFixed(1).padStart(6)} ms${inPass.length ? `  [${inPass.length} renders] ${names}` : ''}`,
    );
  }
  out.push('  time by component (nearest component on the stack), whole load:');
  for (const [key, us] of componentTimes(profile, t0, Infinity).slice(0, 25))
    out.push(`      ${(us / 1000).toFixed(1).padStart(6)} ms  ${key}`);
  // the whole load: self time by script
  const byScript = new Map();
  const all = summariseWindow(profile, t0, Infinity);
  for (const [key, us] of all) {
    const script = key.split(' ').slice(1).join(' ').replace(/:\d*$/, '') || '(native)';
    byScript.set(script, (byScript.get(script) ?? 0) + us);
  }
  out.push('  self time by script, whole load:');
  for (const [s, us] of [...byScript.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12))
    out.push(`      ${(us / 1000).toFixed(0).padStart(6)} ms  ${s}`);
  return out.join('\n');
}

async function main() {
  if (process.env.TRACE_ANALYSE) {
    // summarise saved traces (TRACE_DIR's files) again
    for (const file of process.env.TRACE_ANALYSE.split(',')) {
      console.log(`\n=== ${file}`);
      console.log(analyse(JSON.parse(readFileSync(file, 'utf8'))));
    }
    return;
  }
  const gateway = process.env.TRACE_URL
    ? null
    : await startBuiltGateway({
        name: 'trace-gateway',
        env: {
          NODE_ENV: 'production',
          DEMO_DATA: 'true',
          LOG_LEVEL: 'warn',
          ...(process.env.TRACE_WEB_DIST ? { WEB_DIST: process.env.TRACE_WEB_DIST } : {}),
        },
      });
  const base = process.env.TRACE_URL ?? gateway.baseUrl;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const wanted = process.env.TRACE_PAGES?.split(',');
    const pages = (await landingPages(base)).filter((p) => !wanted || wanted.includes(p.name));
    const cookies = playwrightCookies(await buyerCookie(base, 'Trace'), base);
    const visitors = [
      ['anonymous', null],
      ['buyer', cookies],
    ].filter(([v]) => !process.env.TRACE_VISITORS || process.env.TRACE_VISITORS.split(',').includes(v));
    // warm the server (first renders, caches)
    for (const { path } of pages)
      for (const [, c] of visitors)
        await fetch(`${base}${path}`, {
          headers: c ? { cookie: c.map((x) => `${x.name}=${x.value}`).join('; ') } : {},
        });
    for (const { name, path } of pages) {
      for (const [visitor, c] of visitors) {
        for (let run = 1; run <= RUNS; run += 1) {
          const { events, scripts } = await traceOnce(browser, base, path, c);
          if (process.env.TRACE_DIR) {
            mkdirSync(process.env.TRACE_DIR, { recursive: true });
            writeFileSync(join(process.env.TRACE_DIR, `${name}-${visitor}-${run}.json`), JSON.stringify(events));
          }
          console.log(`\n=== ${name} as ${visitor} (${path}) run ${run}`);
          console.log(
            `  scripts: ${scripts.length}, ${(scripts.reduce((s, x) => s + x.bytes, 0) / 1024).toFixed(1)} kB (encoded)`,
          );
          for (const s of scripts) console.log(`      ${(s.bytes / 1024).toFixed(1).padStart(6)} kB  ${s.url}`);
          console.log(analyse(events));
        }
      }
    }
  } finally {
    await browser.close();
    await gateway?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
