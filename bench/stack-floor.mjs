// `npm run bench:floor`: what an authenticated GraphQL POST can cost at least on this machine, layer by
// layer, next to the gateway's own answers (issue 18's target: cartQuote >= 3000 req/s, that is at most
// ~0.33 ms of CPU per quote on the gateway's one thread). Each server answers POST /graphql at full speed
// (autocannon, 10 connections) after a warm-up; printed: median req/s and the server's CPU ms per request
// (utime + stime from /proc/<pid>/stat, which other load on the machine disturbs far less than req/s).
//   node:http fixed bytes (bench/bare-server.mjs) -> Express 5 + Apollo Server 5 -> NestJS + @nestjs/apollo (bench/stack-floor-servers.mjs,
//   a constant resolver: no store, no authentication, no security, no logging) -> the built gateway's
//   `{ me { id } }` as a logged-in buyer -> the gateway's cartQuote (10 lines, tiers, VAT, shipping).
// Options (env): FLOOR_WARMUP_S (10), FLOOR_SECONDS (5), FLOOR_ROUNDS (3). Linux only. Needs the gateway built.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { CartQuoteDocument } from '@shop/schema/operations';
import { ROOT, startBuiltGateway, stopChild } from '../e2e/lib/gateway-process.mjs';
import { baseEnv, gqlBody, post, prepareFixtures } from './fixtures.mjs';
import { startListeningChild } from './listening-child.mjs';
import { cpuMs } from './process-cpu.mjs';

const WARMUP_S = Number(process.env.FLOOR_WARMUP_S ?? 10);
const SECONDS = Number(process.env.FLOOR_SECONDS ?? 5);
const ROUNDS = Number(process.env.FLOOR_ROUNDS ?? 3);
const ME = gqlBody('{ me { id } }');
const ROUTES_DIR = mkdtempSync(join(tmpdir(), 'bench-floor-'));

const run = (opts, duration) =>
  new Promise((resolve, reject) =>
    autocannon({ connections: 10, ...opts, duration }, (error, result) => (error ? reject(error) : resolve(result))),
  );
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor((list.length - 1) / 2)];

async function measure(label, pid, request) {
  await run(request, WARMUP_S);
  const rounds = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const before = cpuMs(pid);
    const result = await run(request, SECONDS);
    if (result.non2xx || result.errors) throw new Error(`${label}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    rounds.push({ rps: result.requests.total / SECONDS, cpu: (cpuMs(pid) - before) / result.requests.total });
  }
  const row = { label, rps: median(rounds.map((r) => r.rps)), cpu: median(rounds.map((r) => r.cpu)) };
  console.log(`${label.padEnd(58)} ${row.rps.toFixed(0).padStart(6)} req/s  ${row.cpu.toFixed(3)} ms CPU/request`);
  return row;
}

/** the machine's limit is bench/bare-server.mjs answering fixed bytes; the frameworks are stack-floor-servers.mjs */
function startServer(kind) {
  if (kind !== 'http') return startListeningChild(join(ROOT, 'bench/stack-floor-servers.mjs'), [kind]);
  const routes = join(ROUTES_DIR, 'routes.json');
  const body = Buffer.from('{"data":{"me":{"id":"1"}}}').toString('base64');
  writeFileSync(routes, JSON.stringify({ '/graphql': { body, contentType: 'application/json' } }));
  return startListeningChild(join(ROOT, 'bench/bare-server.mjs'), [routes]);
}

console.log(
  `load average at start ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}; ` + `warm-up ${WARMUP_S} s, then the median of ${ROUNDS} runs of ${SECONDS} s`,
);
const json = { 'content-type': 'application/json' };
for (const [kind, label] of [
  ['http', 'node:http, fixed bytes'],
  ['apollo', 'Express 5 + Apollo Server 5, constant { me { id } }'],
  ['nest', 'NestJS + @nestjs/apollo, constant { me { id } }'],
]) {
  const server = await startServer(kind);
  try {
    await measure(label, server.child.pid, { url: `${server.base}/graphql`, method: 'POST', headers: json, body: ME });
  } finally {
    await stopChild(server.child);
  }
}
const gateway = await startBuiltGateway({ name: 'stack-floor', env: { ...baseEnv(), STORE_BACKEND: 'embedded' } });
try {
  const { token, lines } = await prepareFixtures(gateway.baseUrl);
  const headers = { ...json, authorization: `Bearer ${token}` };
  const url = `${gateway.baseUrl}/graphql`;
  const quote = gqlBody(String(CartQuoteDocument), { input: { lines, couponCode: null } });
  const check = JSON.parse((await post(url, quote, headers)).bytes.toString('utf8'));
  if (check.errors || check.data.cartQuote.tax === null) throw new Error(`cartQuote: ${JSON.stringify(check)}`);
  const pid = gateway.child.pid;
  await measure('the gateway, { me { id } } as a logged-in buyer', pid, { url, method: 'POST', headers, body: ME });
  await measure('the gateway, cartQuote (10 lines, tiers, VAT, shipping)', pid, {
    url,
    method: 'POST',
    headers,
    body: quote,
  });
} finally {
  await gateway.stop();
  rmSync(ROUTES_DIR, { recursive: true, force: true });
}
console.log('issue 18 budget: 3000 req/s on one thread = at most 0.333 ms CPU per request');
