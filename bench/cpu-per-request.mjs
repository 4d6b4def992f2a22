// `node bench/cpu-per-request.mjs [--case cart|me] [--rounds 8] [--seconds 3] [other checkout ...]`
//
// The gateway's CPU time per request, which the other load on a shared machine disturbs far less than
// requests/s: utime + stime of the gateway's process (/proc/<pid>/stat) before and after a run at full
// speed (10 connections), divided by the requests answered. This checkout's build and the builds of the
// other checkouts named (each with its apps/gateway/dist built) are started at once and measured in
// alternating rounds, so each pair of rounds sees the same machine. Cases: `cart` is the bench's cartQuote
// (10 lines, tiers, VAT, NL shipping) as a logged-in buyer, `me` is `{ me { id } }` (the cost of an
// authenticated POST /graphql around an operation that does next to nothing). Prints the median and min
// CPU ms per request, requests/s and p99 per build. Linux only.
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { CartQuoteDocument } from '@shop/schema/operations';
import { ROOT, startBuiltGateway } from '../e2e/lib/gateway-process.mjs';
import { baseEnv, gqlBody, post, prepareFixtures } from './fixtures.mjs';
import { cpuMs } from './process-cpu.mjs';

const { values, positionals } = parseArgs({
  options: {
    case: { type: 'string', default: 'cart' },
    rounds: { type: 'string', default: '8' },
    seconds: { type: 'string', default: '3' },
  },
  allowPositionals: true,
});
const ROUNDS = Number(values.rounds);
const SECONDS = Number(values.seconds);
if (!['cart', 'me'].includes(values.case)) throw new Error(`--case cart|me, not ${values.case}`);

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

function run(opts) {
  return new Promise((done, fail) =>
    autocannon({ connections: 10, ...opts }, (error, result) => (error ? fail(error) : done(result))),
  );
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor((list.length - 1) / 2)];

async function start(checkout) {
  const name = checkout === ROOT ? 'this checkout' : checkout;
  const gateway = await startBuiltGateway({
    name: 'cpu-per-request',
    env: { ...baseEnv(), STORE_BACKEND: 'embedded' },
    main: join(checkout, 'apps/gateway/dist/main.js'),
  });
  try {
    return await prepared(name, gateway);
  } catch (error) {
    await gateway.stop();
    throw error;
  }
}

async function prepared(name, gateway) {
  const { token, lines } = await prepareFixtures(gateway.baseUrl);
  const body =
    values.case === 'cart'
      ? gqlBody(String(CartQuoteDocument), { input: { lines, couponCode: null } })
      : gqlBody('{ me { id } }');
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const answer = await post(`${gateway.baseUrl}/graphql`, body, headers);
  const json = JSON.parse(answer.bytes.toString('utf8'));
  if (answer.status !== 200 || json.errors) throw new Error(`${name}: ${answer.bytes.toString('utf8').slice(0, 300)}`);
  if (values.case === 'cart' && json.data.cartQuote.tax === null) throw new Error(`${name}: the quote has no VAT`);
  return { name, gateway, request: { url: `${gateway.baseUrl}/graphql`, method: 'POST', headers, body }, rounds: [] };
}

const builds = [];
try {
  for (const checkout of [ROOT, ...positionals.map((path) => resolve(path))]) builds.push(await start(checkout));
  console.log(`case ${values.case}, ${ROUNDS} rounds of ${SECONDS} s per build; load average at start ${load()}`);
  for (const build of builds) await run({ ...build.request, duration: 1 });
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const build of round % 2 === 0 ? builds : [...builds].reverse()) {
      const before = cpuMs(build.gateway.child.pid);
      const result = await run({ ...build.request, duration: SECONDS });
      const cpu = cpuMs(build.gateway.child.pid) - before;
      if (result.non2xx || result.errors)
        throw new Error(`${build.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      build.rounds.push({
        cpuMsPerRequest: cpu / result.requests.total,
        requestsPerSecond: result.requests.total / SECONDS,
        p99: result.latency.p99,
      });
    }
  }
  console.log(`load average at the end ${load()}`);
  for (const build of builds) {
    const cpu = build.rounds.map((r) => r.cpuMsPerRequest);
    const rps = build.rounds.map((r) => r.requestsPerSecond);
    console.log(
      `${build.name}: CPU ms/request median ${median(cpu).toFixed(3)} (min ${Math.min(...cpu).toFixed(3)}), ` +
        `req/s median ${median(rps).toFixed(0)} (max ${Math.max(...rps).toFixed(0)}), ` +
        `p99 median ${median(build.rounds.map((r) => r.p99))} ms`,
    );
  }
} finally {
  await Promise.all(builds.map((build) => build.gateway.stop()));
}
