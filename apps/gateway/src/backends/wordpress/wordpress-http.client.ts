import { createHmac } from 'node:crypto';
import axios, {
  AxiosError,
  type AxiosAdapter,
  type AxiosInstance,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import axiosRetry, { exponentialDelay, isNetworkError } from 'axios-retry';
import CircuitBreaker from 'opossum';
import OAuth from 'oauth-1.0a';
import { stripTags } from '@shop/domain';
import { instrumentAxios } from '../../observability/axios-instrumentation.js';
import { watchBreaker } from '../../observability/metrics.js';
import { UpstreamResponseError, UpstreamUnavailableError } from './errors.js';
import type { WordpressSettings } from './wordpress.config.js';
import { type WordpressLogger, silentLogger } from './wordpress.logger.js';

/** How a request authenticates. Every secret stays in a header, never in the URL. */
export type WordpressAuth =
  /** public WordPress content */
  | { kind: 'none' }
  /** WooCommerce REST v3 with the consumer key: Basic over HTTPS, OAuth 1.0a one-legged over HTTP */
  | { kind: 'woocommerce' }
  /** a customer's JWT (JWT Authentication plugin) */
  | { kind: 'bearer'; token: string }
  /** the registration endpoint's built-in basic credentials (WP_REGISTER_USER / _PASSWORD) */
  | { kind: 'register' };

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface WordpressRequest {
  method: 'GET' | 'POST' | 'PUT';
  /** REST route below /wp-json, e.g. "/wc/v3/products" */
  route: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  auth: WordpressAuth;
}

export interface WordpressResponse<T = unknown> {
  status: number;
  data: T;
  /** X-WP-Total / X-WP-TotalPages, when the route is paginated */
  total: number | null;
  totalPages: number | null;
}

export type BreakerState = 'closed' | 'open' | 'half_open';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** how the request interceptor signs this call (re-signed on every retry: OAuth nonces are single-use) */
    wpAuth?: WordpressAuth;
  }
}

/** RFC 3986 encoding as OAuth 1.0a and PHP's rawurlencode expect (URLSearchParams would send "+"). */
function rfc3986(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function buildQueryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    parts.push(`${rfc3986(key)}=${rfc3986(text)}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

const intHeader = (value: unknown): number | null => {
  const n = Number(Array.isArray(value) ? value[0] : value);
  return Number.isFinite(n) && String(value ?? '') !== '' ? n : null;
};

/** The WordPress error object, bare or wrapped in an array as the JWT plugin's README shows it. */
function readUpstreamError(data: unknown): { code: string; message: string } {
  const candidate = Array.isArray(data) ? data[0] : data;
  if (candidate && typeof candidate === 'object') {
    const { code, message } = candidate as { code?: unknown; message?: unknown };
    return {
      code: typeof code === 'string' ? code : '',
      // WordPress login errors contain markup ("<strong>Error:</strong> ...")
      message: typeof message === 'string' ? stripTags(message).replace(/^error:\s*/i, '') : '',
    };
  }
  return { code: '', message: '' };
}

/**
 * The only place the adapter talks HTTP: axios with a timeout on every call, retries with backoff for
 * GETs only, one circuit breaker for the whole site, and the site's credentials added per request.
 * Failures become UpstreamUnavailableError / UpstreamResponseError; nothing of the axios error (which
 * holds the credentials) leaves this class or reaches a log line.
 */
export class WordpressHttpClient {
  private readonly axios: AxiosInstance;
  private readonly breaker: CircuitBreaker<[AxiosRequestConfig], AxiosResponse>;
  private readonly oauth: OAuth;
  private readonly secure: boolean;
  private readonly stateListeners = new Set<(state: BreakerState) => void>();

  constructor(
    private readonly settings: WordpressSettings,
    private readonly logger: WordpressLogger = silentLogger,
    /** tests only: answer requests without a network (e.g. to see the headers sent to an https site) */
    options: { adapter?: AxiosAdapter } = {},
  ) {
    this.secure = settings.url.startsWith('https:');
    this.oauth = new OAuth({
      consumer: { key: settings.consumerKey, secret: settings.consumerSecret },
      signature_method: 'HMAC-SHA256',
      hash_function: (base, key) => createHmac('sha256', key).update(base).digest('base64'),
    });
    this.axios = axios.create({
      baseURL: `${settings.url}/wp-json`,
      timeout: settings.timeoutMs,
      headers: { Accept: 'application/json' },
      // the site's redirects would drop our Authorization header on another host
      maxRedirects: 0,
      // never let axios pick credentials from the environment or the URL
      proxy: false,
      ...(options.adapter ? { adapter: options.adapter } : {}),
    });
    // X-Request-Id propagation and upstream_request_duration_seconds / upstream_errors_total, per attempt
    instrumentAxios(this.axios, { upstream: 'wordpress' });
    this.axios.interceptors.request.use((config) => this.authorize(config));
    axiosRetry(this.axios, {
      retries: settings.retries,
      shouldResetTimeout: true,
      // Only GETs are repeated: a POST whose answer was lost may already have created an order.
      // Timeouts are not repeated either: a slow site gets slower with more load.
      retryCondition: (error) =>
        error.config?.method?.toUpperCase() === 'GET' &&
        error.code !== AxiosError.ECONNABORTED &&
        error.code !== AxiosError.ETIMEDOUT &&
        (isNetworkError(error) || isRetryableStatus(error.response?.status)),
      retryDelay: (retryCount) => exponentialDelay(retryCount, undefined, settings.retryBaseDelayMs),
      onRetry: (retryCount, error, config) =>
        this.logger.warn(
          {
            upstream: 'wordpress',
            operation: operationOf(config),
            status: error.response?.status ?? null,
            errorCode: error.code ?? null,
            retryCount,
          },
          'wordpress request failed, retrying',
        ),
    });
    this.breaker = new CircuitBreaker((config: AxiosRequestConfig) => this.axios.request(config), {
      name: 'wordpress',
      // axios enforces the per-request timeout; the breaker only counts outcomes
      timeout: false,
      errorThresholdPercentage: settings.breaker.errorThresholdPercentage,
      volumeThreshold: settings.breaker.volumeThreshold,
      resetTimeout: settings.breaker.resetTimeoutMs,
      rollingCountTimeout: settings.breaker.rollingCountTimeoutMs,
      // A 4xx is the site answering normally (wrong password, unknown id): it must not open the breaker.
      errorFilter: (error: unknown) => error instanceof AxiosError && isClientError(error.response?.status),
    });
    this.breaker.on('open', () => this.onState('open'));
    this.breaker.on('halfOpen', () => this.onState('half_open'));
    this.breaker.on('close', () => this.onState('closed'));
    // circuit_breaker_state{breaker="wordpress"}
    watchBreaker('wordpress', this.breaker);
  }

  get breakerState(): BreakerState {
    if (this.breaker.opened) return 'open';
    if (this.breaker.halfOpen) return 'half_open';
    return 'closed';
  }

  onBreakerStateChange(listener: (state: BreakerState) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  shutdown(): void {
    this.breaker.shutdown();
    this.stateListeners.clear();
  }

  async request<T = unknown>(request: WordpressRequest): Promise<WordpressResponse<T>> {
    const operation = `${request.method} ${request.route}`;
    const config: AxiosRequestConfig = {
      method: request.method,
      url: `${request.route}${buildQueryString(request.query)}`,
      data: request.body,
      wpAuth: request.auth,
    };
    const started = Date.now();
    try {
      const response = await this.breaker.fire(config);
      this.logger.debug(
        { upstream: 'wordpress', operation, status: response.status, durationMs: Date.now() - started },
        'wordpress request',
      );
      return {
        status: response.status,
        data: response.data as T,
        total: intHeader(response.headers['x-wp-total']),
        totalPages: intHeader(response.headers['x-wp-totalpages']),
      };
    } catch (error) {
      throw this.translate(error, operation, Date.now() - started);
    }
  }

  private translate(error: unknown, operation: string, durationMs: number): Error {
    const base = { upstream: 'wordpress', operation, durationMs };
    if (error instanceof AxiosError) {
      const status = error.response?.status ?? null;
      if (status !== null && isClientError(status)) {
        const { code, message } = readUpstreamError(error.response?.data);
        this.logger.debug({ ...base, status, upstreamCode: code }, 'wordpress refused the request');
        return new UpstreamResponseError(operation, status, code, message);
      }
      const reason = status !== null ? 'status' : isTimeout(error) ? 'timeout' : 'network';
      this.logger.warn({ ...base, status, errorCode: error.code ?? null, reason }, 'wordpress request failed');
      return new UpstreamUnavailableError(operation, reason, status);
    }
    if (error instanceof Error && CircuitBreaker.isOurError(error)) {
      this.logger.warn({ ...base, reason: 'circuit_open' }, 'wordpress circuit open, request not sent');
      return new UpstreamUnavailableError(operation, 'circuit_open');
    }
    // something in our own code (a bug): keep its message, it never contains credentials
    this.logger.error(
      { ...base, err: error instanceof Error ? error.message : String(error) },
      'wordpress request crashed',
    );
    return new UpstreamUnavailableError(operation, 'network');
  }

  private onState(state: BreakerState): void {
    const log = state === 'open' ? this.logger.error : this.logger.info;
    log.call(this.logger, { upstream: 'wordpress', breaker: state }, `wordpress circuit ${state.replace('_', '-')}`);
    for (const listener of this.stateListeners) listener(state);
  }

  private authorize(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
    const auth = config.wpAuth ?? { kind: 'none' };
    switch (auth.kind) {
      case 'none':
        break;
      case 'bearer':
        config.headers.set('Authorization', `Bearer ${auth.token}`);
        break;
      case 'register': {
        const { registerUser, registerPassword } = this.settings;
        if (!registerUser || !registerPassword) break; // the site answers 401; logged as a refusal
        config.headers.set('Authorization', basic(registerUser, registerPassword));
        break;
      }
      case 'woocommerce':
        config.headers.set(
          'Authorization',
          this.secure ? basic(this.settings.consumerKey, this.settings.consumerSecret) : this.oauthHeader(config),
        );
        break;
    }
    return config;
  }

  /**
   * OAuth 1.0a one-legged, as WooCommerce wants it over plain HTTP: signed with `secret&`, the query
   * parameters included in the base string, the body not, no oauth_version. Sent as a header so the
   * signature and key stay out of URLs (and access logs).
   */
  private oauthHeader(config: AxiosRequestConfig): string {
    const url = `${config.baseURL ?? ''}${config.url ?? ''}`;
    const data: OAuth.Data = {
      oauth_consumer_key: this.settings.consumerKey,
      oauth_nonce: this.oauth.getNonce(),
      oauth_signature_method: 'HMAC-SHA256',
      oauth_timestamp: this.oauth.getTimeStamp(),
    } as OAuth.Data;
    const request = { url, method: (config.method ?? 'GET').toUpperCase(), data: {} };
    const signature = this.oauth.getSignature(request, undefined, data);
    return this.oauth.toHeader({ ...data, oauth_signature: signature }).Authorization;
  }
}

function basic(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`;
}

function isRetryableStatus(status: number | undefined): boolean {
  return status === 429 || (status !== undefined && status >= 500 && status <= 599);
}

function isClientError(status: number | undefined | null): boolean {
  return status != null && status >= 400 && status < 500 && status !== 408 && status !== 429;
}

function isTimeout(error: AxiosError): boolean {
  return error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT;
}

function operationOf(config: AxiosRequestConfig): string {
  return `${(config.method ?? 'GET').toUpperCase()} ${(config.url ?? '').split('?')[0]}`;
}
