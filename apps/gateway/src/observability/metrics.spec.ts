import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { BoundHistogram } from './metrics.js';

/** the same histogram twice: prom-client's, and the bound one, each in a registry of its own */
function pair() {
  const config = {
    name: 'spec_duration_seconds',
    help: 'a histogram "with" \\ odd help',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.001, 0.0025, 0.01, 0.1, 1],
  };
  const reference = new Registry();
  const bound = new Registry();
  return {
    reference,
    bound,
    histogram: new Histogram({ ...config, registers: [reference] }),
    boundHistogram: new BoundHistogram({ ...config, registers: [bound] }),
  };
}

const OBSERVATIONS: [Record<'method' | 'route' | 'status_code', string>, number][] = [
  [{ method: 'GET', route: '/graphql', status_code: '200' }, 0.0004],
  [{ method: 'GET', route: '/graphql', status_code: '200' }, 0.001], // on a bound: in that bucket
  [{ method: 'POST', route: '/graphql', status_code: '200' }, 0.03],
  [{ method: 'GET', route: '/graphql', status_code: '200' }, 7], // above every bound: +Inf only
  [{ method: 'GET', route: 'other', status_code: '404' }, 0],
  [{ method: 'POST', route: '/graphql', status_code: '200' }, 0.0025],
  [{ method: 'GET', route: 'a "quoted" \\ route', status_code: '500' }, 0.2],
];

describe('BoundHistogram', () => {
  it("is exposed exactly as prom-client's Histogram with the same observations", async () => {
    const { reference, bound, histogram, boundHistogram } = pair();
    expect(await bound.metrics()).toBe(await reference.metrics());
    for (const [labels, value] of OBSERVATIONS) {
      histogram.observe(labels, value);
      boundHistogram.bind(labels)(value);
    }
    const text = await bound.metrics();
    expect(text).toBe(await reference.metrics());
    expect(text).toContain(
      'spec_duration_seconds_bucket{le="0.001",method="GET",route="/graphql",status_code="200"} 2',
    );
    expect(text).toContain('spec_duration_seconds_count{method="GET",route="/graphql",status_code="200"} 3');
    expect(await bound.getMetricsAsJSON()).toEqual(await reference.getMetricsAsJSON());
  });

  it('keeps one series per label set, however often and in whatever key order it is bound', async () => {
    const { reference, bound, histogram, boundHistogram } = pair();
    const observe = boundHistogram.bind({ method: 'GET', route: '/graphql', status_code: '200' });
    for (let i = 0; i < 5; i += 1) {
      observe(0.002);
      histogram.observe({ method: 'GET', route: '/graphql', status_code: '200' }, 0.002);
    }
    boundHistogram.bind({ status_code: '200', route: '/graphql', method: 'GET' })(0.05);
    histogram.observe({ method: 'GET', route: '/graphql', status_code: '200' }, 0.05);
    expect(await bound.metrics()).toBe(await reference.metrics());
  });

  it('is emptied by a registry reset, and its observers keep counting afterwards', async () => {
    const { reference, bound, histogram, boundHistogram } = pair();
    const observe = boundHistogram.bind({ method: 'GET', route: '/graphql', status_code: '200' });
    observe(0.5);
    histogram.observe({ method: 'GET', route: '/graphql', status_code: '200' }, 0.5);
    bound.resetMetrics();
    reference.resetMetrics();
    expect(await bound.metrics()).toBe(await reference.metrics());
    observe(0.004);
    histogram.observe({ method: 'GET', route: '/graphql', status_code: '200' }, 0.004);
    expect(await bound.metrics()).toBe(await reference.metrics());
  });

  it('refuses unknown labels and values that are not finite numbers, as prom-client does', () => {
    const { boundHistogram } = pair();
    expect(() =>
      boundHistogram.bind({ method: 'GET', route: '/', status_code: '200', le: '1' } as unknown as Record<
        'method' | 'route' | 'status_code',
        string
      >),
    ).toThrow(/unknown label "le"/);
    const observe = boundHistogram.bind({ method: 'GET', route: '/', status_code: '200' });
    expect(() => observe(Number.NaN)).toThrow(TypeError);
  });
});
