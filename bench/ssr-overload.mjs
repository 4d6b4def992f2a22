// Server rendering under load (issue 13): 60 requests for a server-rendered page at concurrency 20 while
// other GraphQL requests (uncached, one at a time) are timed.
//   - utm:      /products?utm=<n>  (unknown parameters: one page, one render, kept)
//   - distinct: /products?q=<n>    (60 different pages: the render gate bounds renders, the rest get the shell)
// Usage: start the built gateway (npm run build; node apps/gateway/dist/main.js), then
//   BENCH_BASE_URL=http://127.0.0.1:4000 node bench/ssr-overload.mjs
// Prints medians / p95 of the GraphQL requests idle and under each load, page latencies and the gateway's
// ssr_pages_total counters (kept / joined / rendered / shell).
import autocannon from 'autocannon';

const base = process.env.BENCH_BASE_URL ?? 'http://127.0.0.1:4000';
const tag = Math.random().toString(36).slice(2, 8);
const quantile = (xs, q) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] * 10) / 10;
};

async function graphqlOnce(id) {
  const started = performance.now();
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({
      query: 'query Q($s: String) { products(filter: { search: $s }, pageSize: 4) { totalCount } }',
      variables: { s: `bench-${tag}-${id}` },
    }),
  });
  await res.text();
  return performance.now() - started;
}

async function ssrCounters() {
  const text = await fetch(`${base}/metrics`).then((r) => r.text());
  return Object.fromEntries(
    [...text.matchAll(/^ssr_pages_total\{visitor="(\w+)",answer="(\w+)"\} (\d+)$/gm)].map((m) => [
      `${m[1]}/${m[2]}`,
      Number(m[3]),
    ]),
  );
}

const idle = [];
for (let i = 0; i < 30; i++) idle.push(await graphqlOnce(`idle-${i}`));
console.log(`GraphQL idle: median ${quantile(idle, 0.5)} ms, p95 ${quantile(idle, 0.95)} ms`);

for (const [name, path] of [
  ['utm', (n) => `/products?utm=${tag}${n}`],
  ['distinct', (n) => `/products?q=${tag}${n}`],
]) {
  const before = await ssrCounters();
  let n = 0;
  let done = false;
  const timed = [];
  const probe = (async () => {
    for (let i = 0; !done; i++) timed.push(await graphqlOnce(`${name}-${i}`));
  })();
  const result = await autocannon({
    url: base,
    connections: 20,
    amount: 60,
    headers: { accept: 'text/html' },
    requests: [{ setupRequest: (req) => ({ ...req, path: path(n++) }) }],
  });
  done = true;
  await probe;
  const after = await ssrCounters();
  const delta = Object.fromEntries(
    Object.entries(after)
      .map(([key, value]) => [key, value - (before[key] ?? 0)])
      .filter(([, value]) => value > 0),
  );
  console.log(
    `${name}: GraphQL under load median ${quantile(timed, 0.5)} ms, p95 ${quantile(timed, 0.95)} ms (${timed.length} requests); ` +
      `pages ${result.requests.total} (non-2xx ${result.non2xx}) p50 ${result.latency.p50} ms p99 ${result.latency.p99} ms; ` +
      `ssr_pages_total ${JSON.stringify(delta)}`,
  );
}
