import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Prometheus metrics of one gateway process, served at GET /metrics.
 *
 * Other modules record through the small functions below rather than touching prom-client, so
 * metric names and label sets stay in one place and label cardinality stays bounded (a client
 * chooses the GraphQL operation name; it must not be able to create unlimited series).
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests served, by method, route group and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

export const graphqlOperationDuration = new Histogram({
  name: 'graphql_operation_duration_seconds',
  help: 'GraphQL operations from request start to response, by operation name, type and outcome',
  labelNames: ['operation', 'type', 'outcome'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

export const cacheLookups = new Counter({
  name: 'cache_lookups_total',
  help: 'Cache lookups by key group and result (hit = fresh, stale = served while refreshing or on error, miss = loaded)',
  labelNames: ['cache', 'result'] as const,
  registers: [metricsRegistry],
});

export const responseCacheLookups = new Counter({
  name: 'public_response_cache_lookups_total',
  help: 'Anonymous GET /graphql answers served from the in-process public response cache (hit) or computed (miss)',
  labelNames: ['result'] as const,
  registers: [metricsRegistry],
});

export const upstreamRequestDuration = new Histogram({
  name: 'upstream_request_duration_seconds',
  help: 'Calls to the store backend over HTTP (WordPress/WooCommerce), by upstream, endpoint and status',
  labelNames: ['upstream', 'method', 'endpoint', 'status_code'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

export const upstreamErrors = new Counter({
  name: 'upstream_errors_total',
  help: 'Failed calls to the store backend, by upstream, endpoint and kind (timeout, network, http_5xx, http_4xx, breaker_open)',
  labelNames: ['upstream', 'endpoint', 'kind'] as const,
  registers: [metricsRegistry],
});

export const circuitBreakerState = new Gauge({
  name: 'circuit_breaker_state',
  help: 'Circuit breaker state: 0 closed, 1 half-open, 2 open',
  labelNames: ['breaker'] as const,
  registers: [metricsRegistry],
});

export const ordersPlaced = new Counter({
  name: 'orders_placed_total',
  help: 'Orders created (idempotent replays are not counted), by store backend and customer kind',
  labelNames: ['backend', 'customer'] as const,
  registers: [metricsRegistry],
});

// ---------------------------------------------------------------------------------------------
// recording helpers

/** `catalog:products` → `catalog:products`, `content:post:some-slug` → `content:post` */
export function cacheGroupOf(key: string): string {
  return key.split(':').slice(0, 2).join(':');
}

export type CacheLookupResult = 'hit' | 'stale' | 'miss';

export function recordCacheLookup(key: string, result: CacheLookupResult): void {
  cacheLookups.inc({ cache: cacheGroupOf(key), result });
}

export const ssrPages = new Counter({
  name: 'ssr_pages_total',
  help: 'Server-rendered page requests, by visitor (anonymous, buyer) and answer: kept (a render kept for anonymous visitors), joined (the render under way for the same page), rendered (a new render), shell (the client-rendered shell: overload or a failed render)',
  labelNames: ['visitor', 'answer'] as const,
  registers: [metricsRegistry],
});

export type SsrAnswer = 'kept' | 'joined' | 'rendered' | 'shell';

/** Called by src/ssr once per page request it answers (or hands to the shell). */
export function recordSsrPage(visitor: 'anonymous' | 'buyer', answer: SsrAnswer): void {
  ssrPages.inc({ visitor, answer });
}

/** Called by the placeOrder use case once per order actually created. */
export function recordOrderPlaced(backend: string, customer: 'guest' | 'customer'): void {
  ordersPlaced.inc({ backend, customer });
}

export type UpstreamErrorKind = 'timeout' | 'network' | 'http_5xx' | 'http_4xx' | 'breaker_open' | 'other';

/**
 * Records one upstream call. `endpoint` must be a route template (`/wc/v3/products/{id}`), never
 * a concrete URL: ids and query strings would explode the series count and may carry secrets.
 */
export function recordUpstreamCall(call: {
  upstream: string;
  method: string;
  endpoint: string;
  /** 0 when no response arrived */
  statusCode: number;
  durationMs: number;
  error?: UpstreamErrorKind;
}): void {
  upstreamRequestDuration.observe(
    {
      upstream: call.upstream,
      method: call.method.toUpperCase(),
      endpoint: call.endpoint,
      status_code: String(call.statusCode),
    },
    call.durationMs / 1000,
  );
  if (call.error) upstreamErrors.inc({ upstream: call.upstream, endpoint: call.endpoint, kind: call.error });
}

export type BreakerState = 'closed' | 'half_open' | 'open';
const BREAKER_VALUE: Record<BreakerState, number> = { closed: 0, half_open: 1, open: 2 };

export function setBreakerState(breaker: string, state: BreakerState): void {
  circuitBreakerState.set({ breaker }, BREAKER_VALUE[state]);
}

/** The events an opossum CircuitBreaker emits; typed structurally so this module does not need opossum. */
interface BreakerEvents {
  on(event: 'open' | 'halfOpen' | 'close', listener: () => void): unknown;
  opened?: boolean;
  halfOpen?: boolean;
}

/** Follows an opossum breaker's state in `circuit_breaker_state{breaker=name}`. */
export function watchBreaker(name: string, breaker: BreakerEvents): void {
  setBreakerState(name, breaker.opened ? 'open' : breaker.halfOpen ? 'half_open' : 'closed');
  breaker.on('open', () => setBreakerState(name, 'open'));
  breaker.on('halfOpen', () => setBreakerState(name, 'half_open'));
  breaker.on('close', () => setBreakerState(name, 'closed'));
}

const KNOWN_ROUTES = new Set([
  '/graphql',
  '/graphql/schema.graphql',
  '/developers',
  '/healthz',
  '/readyz',
  '/metrics',
  '/webhooks/woocommerce',
]);

/** Groups request paths so a crawler cannot create one series per URL. */
export function routeGroupOf(path: string): string {
  if (KNOWN_ROUTES.has(path)) return path;
  if (path.startsWith('/assets/')) return '/assets';
  if (path.startsWith('/media/')) return '/media';
  if (path.startsWith('/developers/')) return '/developers';
  return 'other';
}

const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const MAX_OPERATION_NAMES = 200;
const seenOperations = new Set<string>();

/** The label for a client-chosen operation name: at most 200 distinct names, then "other". */
export function operationLabel(name: string | null | undefined): string {
  if (!name) return 'anonymous';
  if (!OPERATION_NAME.test(name)) return 'other';
  if (seenOperations.has(name)) return name;
  if (seenOperations.size >= MAX_OPERATION_NAMES) return 'other';
  seenOperations.add(name);
  return name;
}
