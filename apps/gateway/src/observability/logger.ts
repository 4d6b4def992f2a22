import { type DestinationStream, pino, type Logger, type LoggerOptions } from 'pino';
import { currentRequestId } from './request-context.js';

/**
 * Structured JSON logs (one object per line on stdout) for the whole gateway.
 *
 * `logger` tags every line written during a request with its `requestId` (AsyncLocalStorage), so
 * a line from the wordpress adapter or the cache can be joined with the access log line of the
 * request that caused it. Secrets never reach a line: credentials in headers are redacted and
 * URLs are logged without user info.
 */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.consumerSecret',
  '*.consumer_secret',
  '*.token',
];

function baseOptions(): LoggerOptions {
  return {
    level: process.env.LOG_LEVEL ?? 'info',
    base: { service: 'shop-gateway' },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
  };
}

/**
 * The two loggers over one destination (so their lines never interleave mid-line). The access
 * logger (http-middleware.ts) writes `requestId` into each line itself, so it must not get the
 * mixin too (pino would print the key twice).
 */
export function createLoggers(destination: DestinationStream): { logger: Logger; accessLogger: Logger } {
  return {
    logger: pino(
      {
        ...baseOptions(),
        mixin() {
          const requestId = currentRequestId();
          return requestId === undefined ? {} : { requestId };
        },
      },
      destination,
    ),
    // its lines carry only method, path, status, user agent and operation: nothing to redact, and
    // redaction costs ~3% of a cached request's CPU
    accessLogger: pino({ ...baseOptions(), redact: undefined }, destination),
  };
}

// Asynchronous writes: a line costs a buffer append, not a write(2) on the request's path; lines
// written while a write is in flight go out together. pino flushes what is left on exit.
const loggers = createLoggers(pino.destination({ dest: 1, sync: false, minLength: 0 }));

/** For application code: every line written while serving a request carries its requestId. */
export const logger: Logger = loggers.logger;
export const accessLogger: Logger = loggers.accessLogger;

/** Applies the configured LOG_LEVEL (config is validated after this module is first imported). */
export function setLogLevel(level: string): void {
  logger.level = level;
  accessLogger.level = level;
}
