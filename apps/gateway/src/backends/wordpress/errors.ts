/**
 * Errors of the WordPress adapter. None of them carries the axios error (its `config` holds the
 * Authorization header and the consumer secret), an upstream URL or a response body: only a
 * generic message plus the facts a log line needs (operation, status, the site's error code).
 */
import type { StoreErrorCode } from '../port-errors.js';

/** The site is unreachable, slow, failing (5xx/429) or the circuit breaker is open. */
export class UpstreamUnavailableError extends Error {
  override name = 'UpstreamUnavailableError';
  /** recognised by the gateway's error formatting (extensions.code) */
  readonly code = 'UPSTREAM_UNAVAILABLE' satisfies StoreErrorCode;

  constructor(
    /** "GET /wc/v3/products": method and REST route, never the host or the query string */
    readonly operation: string,
    readonly reason: 'circuit_open' | 'timeout' | 'network' | 'status',
    readonly upstreamStatus: number | null = null,
  ) {
    super('The store is temporarily unavailable. Please try again later.');
  }
}

/**
 * The site answered with a client error (4xx): an expected outcome the adapter turns into a tagged
 * result (wrong password, e-mail taken, unknown id ...) or, when unexpected, a bug to log.
 */
export class UpstreamResponseError extends Error {
  override name = 'UpstreamResponseError';
  readonly code = 'UPSTREAM_REJECTED' satisfies StoreErrorCode;

  constructor(
    readonly operation: string,
    readonly status: number,
    /** WordPress/WooCommerce/JWT error code, e.g. "jwt_auth_invalid_token" ("" when none) */
    readonly upstreamCode: string,
    /** the site's message, markup and entities removed; may be shown to a user only where SPEC says so */
    readonly upstreamMessage: string,
  ) {
    super(`The store refused the request (${status}${upstreamCode ? ` ${upstreamCode}` : ''}).`);
  }
}

export function isUpstreamResponseError(
  error: unknown,
  status?: number | readonly number[],
): error is UpstreamResponseError {
  if (!(error instanceof UpstreamResponseError)) return false;
  if (status === undefined) return true;
  return typeof status === 'number' ? error.status === status : status.includes(error.status);
}
