// A fixed request rate, measured the way a target like "p99 <= 20 ms at 200 requests/s" means it.
//
// Why not autocannon's `overallRate`: autocannon implements a rate as a per-second quota per connection
// (lib/httpClient.js: `reqsMadeThisSecond++ < rate`, reset by a 1 s setInterval). Each connection sends its
// share back to back at the start of every second and then waits, so "200 req/s" on 10 connections is a
// burst of 200 requests queued ten deep, followed by idle time: its p99 is the full-speed latency, whatever
// the rate. Here requests are due every 1000/rate ms on a fixed schedule (open loop), each on a free
// keep-alive connection (undici Pool), and each latency runs from the moment the request was due, not from
// when it could be sent: a server that falls behind cannot hide its queue by slowing the sender down
// (coordinated omission). Latencies are recorded in microseconds in an HDR histogram.
import * as hdr from 'hdr-histogram-js';
import { Pool } from 'undici';

const round1 = (n) => Math.round(n * 10) / 10;

/**
 * @param {{ url: string, method?: string, headers?: Record<string,string>, body?: string,
 *           rate: number, durationS: number, warmupS?: number, connections?: number }} options
 * @returns {Promise<{ requestsPerSecond: number, latencyMs: { p50: number, p90: number, p99: number, max: number },
 *           p99PerSecondMs: (number | null)[],
 *           requests: number, non2xx: number, errors: number, timeouts: number, schedule: string }>}
 */
export async function openLoop({
  url,
  method = 'GET',
  headers = {},
  body,
  rate,
  durationS,
  warmupS = 1,
  connections = 64,
}) {
  const target = new URL(url);
  const pool = new Pool(target.origin, { connections, pipelining: 1, keepAliveTimeout: 30_000 });
  const path = `${target.pathname}${target.search}`;
  const histogram = hdr.build({
    lowestDiscernibleValue: 1,
    highestTrackableValue: 120_000_000,
    numberOfSignificantValueDigits: 3,
  });
  const counts = { requests: 0, non2xx: 0, errors: 0 };
  const inFlight = new Set();
  // latencies per second of the measured schedule (by due time): a tail in the first seconds only is
  // warm-up (JIT, caches), one spread over every second is the server's steady state
  const perSecond = Array.from({ length: Math.ceil(durationS) }, () => []);
  const intervalMs = 1000 / rate;

  const send = (due, record, second) => {
    const done = pool
      .request({ path, method, headers, body })
      .then(async (res) => {
        await res.body.arrayBuffer();
        if (!record) return;
        counts.requests += 1;
        if (res.statusCode < 200 || res.statusCode > 299) counts.non2xx += 1;
        const latencyUs = Math.max(1, Math.round((performance.now() - due) * 1000));
        histogram.recordValue(latencyUs);
        perSecond[second]?.push(latencyUs / 1000);
      })
      .catch(() => {
        if (record) counts.errors += 1;
      })
      .finally(() => inFlight.delete(done));
    inFlight.add(done);
  };

  const runPhase = (seconds, record) =>
    new Promise((resolve) => {
      const start = performance.now();
      const total = Math.round(seconds * rate);
      let next = 0;
      const tick = () => {
        const now = performance.now();
        // send every request that is due by now (a late timer catches up, keeping the schedule)
        while (next < total && start + next * intervalMs <= now) {
          send(start + next * intervalMs, record, Math.floor(next / rate));
          next += 1;
        }
        if (next >= total) return resolve();
        setTimeout(tick, Math.max(0, start + next * intervalMs - performance.now()));
      };
      tick();
    });

  await runPhase(warmupS, false);
  await Promise.all(inFlight);
  const measuredStart = performance.now();
  await runPhase(durationS, true);
  await Promise.all(inFlight);
  const elapsedS = (performance.now() - measuredStart) / 1000;
  await pool.close();

  const ms = (p) => round1(histogram.getValueAtPercentile(p) / 1000);
  const result = {
    requestsPerSecond: Math.round(counts.requests / elapsedS),
    latencyMs: { p50: ms(50), p90: ms(90), p99: ms(99), max: round1(histogram.maxValue / 1000) },
    requests: counts.requests,
    non2xx: counts.non2xx,
    errors: counts.errors,
    timeouts: 0,
    p99PerSecondMs: perSecond.map((list) => {
      const sorted = list.sort((a, b) => a - b);
      return sorted.length ? round1(sorted[Math.min(sorted.length - 1, Math.ceil(0.99 * sorted.length) - 1)]) : null;
    }),
    schedule: `open loop: one request every ${round1(intervalMs)} ms, latency from the due time`,
  };
  histogram.destroy();
  return result;
}
