import type { AxiosError, AxiosInstance, InternalAxiosRequestConfig } from 'axios';
import { recordUpstreamCall, type UpstreamErrorKind } from './metrics.js';
import { currentRequestId } from './request-context.js';

export interface AxiosInstrumentationOptions {
  /** `upstream` label, e.g. "wordpress" */
  upstream: string;
  /**
   * Turns a request into a route template for the `endpoint` label. The default keeps the path,
   * drops the query string and replaces numeric segments with `{id}`.
   */
  endpointOf?: (config: InternalAxiosRequestConfig) => string;
}

const STARTED = Symbol('observabilityStartedAt');
type TimedConfig = InternalAxiosRequestConfig & { [STARTED]?: number };

/** `/wp-json/wc/v3/products/123/variations?page=2` → `/wp-json/wc/v3/products/{id}/variations` */
export function endpointTemplate(url: string | undefined): string {
  if (!url) return '/';
  let path = url;
  try {
    path = new URL(url, 'http://upstream.invalid').pathname;
  } catch {
    path = url.split('?')[0] ?? '/';
  }
  return path.replace(/\/\d+(?=\/|$)/g, '/{id}');
}

function errorKind(error: AxiosError): UpstreamErrorKind | undefined {
  const status = error.response?.status;
  if (status !== undefined) {
    if (status >= 500) return 'http_5xx';
    // 404 is a normal answer ("no such product"), not a failing upstream
    return status === 404 ? undefined : 'http_4xx';
  }
  if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT' || error.code === 'ERR_CANCELED') return 'timeout';
  return error.code ? 'network' : 'other';
}

/**
 * Adds the current request's `X-Request-Id` to every call of `instance` and records each attempt
 * (retries included) in `upstream_request_duration_seconds` / `upstream_errors_total`.
 * Call once right after `axios.create(...)`, before adding retry interceptors.
 */
export function instrumentAxios(instance: AxiosInstance, options: AxiosInstrumentationOptions): AxiosInstance {
  const endpointOf = options.endpointOf ?? ((config) => endpointTemplate(config.url));
  const finish = (config: TimedConfig | undefined, statusCode: number, error?: UpstreamErrorKind) => {
    if (!config || config[STARTED] === undefined) return;
    recordUpstreamCall({
      upstream: options.upstream,
      method: config.method ?? 'get',
      endpoint: endpointOf(config),
      statusCode,
      durationMs: performance.now() - config[STARTED],
      error,
    });
  };

  instance.interceptors.request.use((config: TimedConfig) => {
    const requestId = currentRequestId();
    if (requestId && !config.headers.has('X-Request-Id')) config.headers.set('X-Request-Id', requestId);
    config[STARTED] = performance.now();
    return config;
  });
  instance.interceptors.response.use(
    (response) => {
      // a custom validateStatus may let a 5xx through as a "response"; it is still a failing upstream
      finish(response.config as TimedConfig, response.status, response.status >= 500 ? 'http_5xx' : undefined);
      return response;
    },
    (error: AxiosError) => {
      finish(error.config as TimedConfig | undefined, error.response?.status ?? 0, errorKind(error));
      return Promise.reject(error);
    },
  );
  return instance;
}
