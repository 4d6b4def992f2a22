import type { GraphQLFormattedError } from 'graphql';
import { GraphQLError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { STORE_ERROR_CODES, type StoreErrorCode } from '../backends/port-errors.js';
import type { UserError } from './generated/resolvers.js';

/** The only values `extensions.code` ever has in a response (API.md). */
export const API_ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'RATE_LIMITED',
  'UPSTREAM_UNAVAILABLE',
  'BAD_REQUEST',
  'INTERNAL_SERVER_ERROR',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

const API_CODES = new Set<string>(API_ERROR_CODES);

/**
 * How each code a backend port can throw is answered (backends/port-errors.ts) and logged: none is
 * a bug of ours, so none is an error-level line. A store that refuses what it should accept is a
 * problem of the store (or its configuration): the client sees "temporarily unavailable".
 */
export const STORE_ERROR_ANSWERS: Readonly<Record<StoreErrorCode, { code: ApiErrorCode; log: 'warn' }>> = {
  UPSTREAM_UNAVAILABLE: { code: 'UPSTREAM_UNAVAILABLE', log: 'warn' },
  UPSTREAM_REJECTED: { code: 'UPSTREAM_UNAVAILABLE', log: 'warn' },
  STORE_NOT_READY: { code: 'UPSTREAM_UNAVAILABLE', log: 'warn' },
};
const STORE_CODES = new Set<string>(STORE_ERROR_CODES);

/** Apollo / graphql-js request errors: the client sent something invalid; their messages are safe. */
const REQUEST_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'PAYLOAD_TOO_LARGE',
]);

const GENERIC_MESSAGES: Record<'INTERNAL_SERVER_ERROR' | 'UPSTREAM_UNAVAILABLE', string> = {
  INTERNAL_SERVER_ERROR: 'Something went wrong. Please try again.',
  UPSTREAM_UNAVAILABLE: 'The store is temporarily unavailable. Please try again later.',
};

/** extension keys that may carry internals and never leave the gateway */
const PRIVATE_EXTENSIONS = new Set(['stacktrace', 'exception', 'originalError', 'http', 'status']);

/** A thrown GraphQL error with one of the API's codes (auth, not found, bad arguments, ...). */
export function apiError(code: ApiErrorCode, message: string, extensions: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { ...extensions, code } });
}

export const badRequest = (message: string) => apiError('BAD_REQUEST', message);
export const notFound = (message = 'Not found') => apiError('NOT_FOUND', message);
export const unauthenticated = (message = 'You need to be logged in.') => apiError('UNAUTHENTICATED', message);

/** An expected business outcome of a mutation, returned as data in `userErrors`. */
export function userError(field: string[] | string | null, message: string, code: string): UserError {
  return { field: field === null ? null : Array.isArray(field) ? field : [field], message, code };
}

export interface ErrorLogger {
  error(message: string, trace?: string): void;
  warn(message: string): void;
}

function codeOf(value: unknown): string | undefined {
  if (value && typeof value === 'object' && 'code' in value && typeof value.code === 'string') return value.code;
  return undefined;
}

/**
 * Apollo `formatError`: every error leaves with one of API_ERROR_CODES and nothing internal
 * (stack traces, upstream URLs, SQL, keys). Errors we did not expect are logged with their stack and
 * answered with a generic INTERNAL_SERVER_ERROR.
 */
export function createFormatError(logger: ErrorLogger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    const extensions = formatted.extensions ?? {};
    const formattedCode = typeof extensions.code === 'string' ? extensions.code : undefined;
    const base = { locations: formatted.locations, path: formatted.path };

    // 1. errors we raised on purpose (GraphQLError with an API code), e.g. NOT_FOUND, RATE_LIMITED
    if (formattedCode && API_CODES.has(formattedCode) && original instanceof GraphQLError) {
      const code = formattedCode as ApiErrorCode;
      const safe = Object.fromEntries(Object.entries(extensions).filter(([key]) => !PRIVATE_EXTENSIONS.has(key)));
      const message = code === 'INTERNAL_SERVER_ERROR' ? GENERIC_MESSAGES.INTERNAL_SERVER_ERROR : formatted.message;
      return { ...base, message, extensions: { ...safe, code } };
    }

    // 2. the request itself is invalid (syntax, unknown field, wrong variable type, limits)
    if (formattedCode && REQUEST_ERROR_CODES.has(formattedCode)) {
      return { ...base, message: formatted.message, extensions: { code: 'BAD_REQUEST', reason: formattedCode } };
    }

    // 3. errors of a backend port carry one of STORE_ERROR_CODES (e.g. the wordpress adapter's
    //    UpstreamUnavailableError); their messages may name upstream URLs, so they are replaced
    const originalCode = codeOf(original);
    if (originalCode && STORE_CODES.has(originalCode)) {
      const answer = STORE_ERROR_ANSWERS[originalCode as StoreErrorCode];
      logger[answer.log](
        `store error ${originalCode} at ${formatted.path?.join('.') ?? '?'}: ${describeError(original)}`,
      );
      const code = answer.code as 'UPSTREAM_UNAVAILABLE';
      return { ...base, message: GENERIC_MESSAGES[code], extensions: { code } };
    }
    // Nest HTTP exceptions mapped by the Apollo driver (UNAUTHENTICATED / FORBIDDEN from guards)
    if (formattedCode && (formattedCode === 'UNAUTHENTICATED' || formattedCode === 'FORBIDDEN')) {
      return { ...base, message: formatted.message, extensions: { code: formattedCode } };
    }

    // 4. anything else is a bug or an unexpected failure
    logger.error(
      `unexpected error at ${formatted.path?.join('.') ?? 'request'}: ${describeError(original)}`,
      safeStack(original),
    );
    return { ...base, message: GENERIC_MESSAGES.INTERNAL_SERVER_ERROR, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}

/**
 * A failed query's error (drizzle's DrizzleQueryError: "Failed query: <sql>\nparams: <values>") carries
 * the values of the statement: personal data, a password hash. Such an error is described by the
 * database's error code and message only; values quoted in that message are masked too.
 */
function queryFailure(error: unknown): { code: string; message: string } | null {
  if (!(error instanceof Error) || !('params' in error) || !('query' in error)) return null;
  const cause = (error as { cause?: unknown }).cause as { code?: unknown; message?: unknown } | undefined;
  const code = typeof cause?.code === 'string' ? cause.code : 'unknown';
  const message = typeof cause?.message === 'string' ? cause.message.replace(/"[^"]*"/g, '"…"') : 'query failed';
  return { code, message };
}

export function describeError(error: unknown): string {
  const failure = queryFailure(error);
  if (failure) return `query failed (database error ${failure.code}): ${failure.message}`;
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** the stack's frames under the safe description (the first lines of a stack repeat the message) */
export function safeStack(error: unknown): string | undefined {
  if (!(error instanceof Error) || !error.stack) return undefined;
  const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [describeError(error), ...frames].join('\n');
}
