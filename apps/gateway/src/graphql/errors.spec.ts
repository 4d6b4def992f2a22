import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { STORE_ERROR_CODES, StoreError } from '../backends/port-errors.js';
import { UpstreamResponseError, UpstreamUnavailableError } from '../backends/wordpress/errors.js';
import { API_ERROR_CODES, STORE_ERROR_ANSWERS, apiError, createFormatError, userError } from './errors.js';
import { DecimalScalar } from './scalars.js';

const logger = { error: vi.fn(), warn: vi.fn() };
const format = createFormatError(logger);

describe('formatError', () => {
  it('keeps our own API errors with their safe extensions (e.g. retryAfter) and drops internals', () => {
    const error = apiError('RATE_LIMITED', 'Too many attempts. Please try again later.', {
      retryAfter: 30,
      stacktrace: ['x'],
    });
    const out = format({ message: error.message, extensions: { ...error.extensions } }, error);
    expect(out).toMatchObject({ message: error.message, extensions: { code: 'RATE_LIMITED', retryAfter: 30 } });
    expect(out.extensions).not.toHaveProperty('stacktrace');
  });

  it.each(['GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_PARSE_FAILED', 'BAD_USER_INPUT'])('maps %s to BAD_REQUEST', (code) => {
    const out = format({ message: 'Cannot query field "nope"', extensions: { code } }, new GraphQLError('x'));
    expect(out.extensions).toEqual({ code: 'BAD_REQUEST', reason: code });
  });

  it('turns anything else into a logged, generic INTERNAL_SERVER_ERROR', () => {
    const out = format(
      { message: 'relation "orders" does not exist', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
      new Error('sql'),
    );
    expect(out).toMatchObject({
      message: 'Something went wrong. Please try again.',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(logger.error).toHaveBeenCalled();
  });
});

describe('errors crossing a backend port', () => {
  it.each(STORE_ERROR_CODES)(
    'maps %s to its API code with a generic message and a warning, never an error line',
    (code) => {
      const warn = vi.fn();
      const error = vi.fn();
      const out = createFormatError({ warn, error })(
        { message: 'GET https://cms.example/wp-json?consumer_secret=x failed', path: ['products'] },
        new StoreError(code, 'GET https://cms.example/wp-json?consumer_secret=x failed'),
      );
      expect(API_ERROR_CODES).toContain(STORE_ERROR_ANSWERS[code].code);
      expect(out.extensions).toEqual({ code: STORE_ERROR_ANSWERS[code].code });
      expect(out.message).not.toContain('cms.example');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(error).not.toHaveBeenCalled();
    },
  );

  it('knows the codes of the WordPress adapter errors (UPSTREAM_REJECTED was an INTERNAL_SERVER_ERROR)', () => {
    const rejected = new UpstreamResponseError('session', 401, 'session_ended', 'Your session has ended.');
    const unavailable = new UpstreamUnavailableError('GET /wc/v3/products', 'timeout');
    for (const thrown of [rejected, unavailable]) {
      expect(STORE_ERROR_CODES).toContain(thrown.code);
      const error = vi.fn();
      const out = createFormatError({ warn: vi.fn(), error })({ message: thrown.message }, thrown);
      expect(out.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
      expect(error).not.toHaveBeenCalled();
    }
  });
});

describe('userError', () => {
  it('normalises the field path', () => {
    expect(userError('email', 'm', 'C')).toEqual({ field: ['email'], message: 'm', code: 'C' });
    expect(userError(null, 'm', 'C').field).toBeNull();
  });
});

describe('Decimal scalar', () => {
  it.each([
    ['12.50', '12.50'],
    ['7', '7'],
    [3, '3'],
  ])('accepts %o', (input, expected) => {
    expect(DecimalScalar.parseValue(input)).toBe(expected);
  });
  it.each([[1.5], ['1.234'], ['abc'], ['']])('refuses %o', (input) => {
    expect(() => DecimalScalar.parseValue(input)).toThrow(/Decimal/);
  });
});
