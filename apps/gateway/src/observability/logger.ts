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
const SECRET_KEYS = [
  'password',
  'passwordHash',
  'password_hash',
  'consumerSecret',
  'consumer_secret',
  'token',
  'resetToken',
  'link',
  'cookie',
  'authorization',
  // the values of a failed query (drizzle's DrizzleQueryError, pg's)
  'params',
  'parameters',
];
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
];

/**
 * Text a log line must not carry, whatever the message says: the "params: ..." part of a failed
 * query's message (up to the stack's frames), and tokens, keys, secrets and passwords in URL queries
 * (a reset link, an upstream URL).
 */
export function scrubLogText(text: string): string {
  return text
    .replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/g, '\nparams: [redacted]')
    .replace(/([?&](?:token|key|[\w-]*secret|[\w-]*password|[\w-]*_key)=)[^&\s"'<>]+/gi, '$1[redacted]');
}

/** pino's error serializer, with the message and stack scrubbed and a failed query's values left out */
function serializeError(error: unknown): unknown {
  const serialized = pino.stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
  if (!serialized || typeof serialized !== 'object') return serialized;
  const { params: _params, query: _query, ...rest } = serialized;
  if (typeof rest.message === 'string') rest.message = scrubLogText(rest.message);
  if (typeof rest.stack === 'string') rest.stack = scrubLogText(rest.stack);
  return rest;
}

let lastTimeMs = Number.NaN;
let lastTime = '';

/**
 * pino's `isoTime` (`,"time":"<ISO 8601>"`), formatted once per millisecond: under load many lines
 * share a millisecond, and formatting a date costs more than the rest of an access-log line's fields.
 */
export function isoTime(): string {
  const now = Date.now();
  if (now !== lastTimeMs) {
    lastTimeMs = now;
    lastTime = `,"time":"${new Date(now).toISOString()}"`;
  }
  return lastTime;
}

const BASE = { service: 'shop-gateway' };

function baseOptions(): LoggerOptions {
  return {
    level: process.env.LOG_LEVEL ?? 'info',
    base: BASE,
    timestamp: isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError, error: serializeError },
    hooks: {
      // messages are free text: scrub them (and string arguments) before they are written
      logMethod(args, method) {
        const scrubbed = args.map((arg) => (typeof arg === 'string' ? scrubLogText(arg) : arg));
        return method.apply(this, scrubbed as Parameters<typeof method>);
      },
    },
  };
}

/** The fields of one access-log line (http-middleware.ts), in the order they print; undefined ones are left out. */
export interface AccessLine {
  requestId: string | undefined;
  req: { method: string | undefined; path: string; userAgent: string | undefined };
  res: { statusCode: number };
  durationMs: number;
  operation?: string;
  responseCache?: 'hit';
}

export type AccessLevel = 'info' | 'warn' | 'error';

export type AccessLineWriter = (level: AccessLevel, line: AccessLine, msg: string) => void;

const LEVEL_PREFIX: Record<AccessLevel, string> = {
  info: '{"level":"info"',
  warn: '{"level":"warn"',
  error: '{"level":"error"',
};
/** pino's "bindings" of the base object: `,"service":"shop-gateway"` */
const BASE_FIELDS = `,${JSON.stringify(BASE).slice(1, -1)}`;
/** what JSON.stringify escapes in a string: quote, backslash, control characters, surrogates (if lone) */
// eslint-disable-next-line no-control-regex -- control characters are exactly what JSON must escape
const NEEDS_ESCAPING = /["\\\u0000-\u001f\ud800-\udfff]/;
/** a string as JSON text (most are ids, paths and user agents with nothing to escape) */
const quote = (text: string): string => (NEEDS_ESCAPING.test(text) ? JSON.stringify(text) : `"${text}"`);

/**
 * Writes an access-log line to `destination` as text, byte for byte what
 * `accessLogger[level](line, msg)` writes there (logger.spec.ts holds the two side by side): every
 * request writes one, cache hits included, and pino's generic path (a JSON.stringify per nested
 * object, key-by-key checks for serializers) was most of what logging cost a cache hit. The caller
 * checks `accessLogger.isLevelEnabled(level)` first, as pino would.
 */
function accessLineWriter(destination: DestinationStream): AccessLineWriter {
  return (level, line, msg) => {
    let text = LEVEL_PREFIX[level] + isoTime() + BASE_FIELDS;
    if (line.requestId !== undefined) text += `,"requestId":${quote(line.requestId)}`;
    const { method, path, userAgent } = line.req;
    text +=
      method === undefined
        ? `,"req":{"path":${quote(path)}`
        : `,"req":{"method":${quote(method)},"path":${quote(path)}`;
    if (userAgent !== undefined) text += `,"userAgent":${quote(userAgent)}`;
    text += `},"res":{"statusCode":${line.res.statusCode}},"durationMs":${Number.isFinite(line.durationMs) ? line.durationMs : 'null'}`;
    if (line.operation !== undefined) text += `,"operation":${quote(line.operation)}`;
    if (line.responseCache !== undefined) text += `,"responseCache":${quote(line.responseCache)}`;
    destination.write(`${text},"msg":${quote(msg)}}\n`);
  };
}

/**
 * The two loggers over one destination (so their lines never interleave mid-line), and the access
 * logger's line writer. The access logger (http-middleware.ts) writes `requestId` into each line
 * itself, so it must not get the mixin too (pino would print the key twice).
 */
export function createLoggers(destination: DestinationStream): {
  logger: Logger;
  accessLogger: Logger;
  writeAccessLine: AccessLineWriter;
} {
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
    // its lines carry only method, path (without the query), status, user agent and operation:
    // nothing to redact or scrub, and redaction costs ~3% of a cached request's CPU
    accessLogger: pino({ ...baseOptions(), redact: undefined, hooks: {} }, destination),
    writeAccessLine: accessLineWriter(destination),
  };
}

// Asynchronous writes: a line costs a buffer append, not a write(2) on the request's path; lines
// written while a write is in flight go out together. pino flushes what is left on exit.
const loggers = createLoggers(pino.destination({ dest: 1, sync: false, minLength: 0 }));

/** For application code: every line written while serving a request carries its requestId. */
export const logger: Logger = loggers.logger;
export const accessLogger: Logger = loggers.accessLogger;
/** One access-log line, as `accessLogger[level](line, msg)` would write it (check the level first). */
export const writeAccessLine: AccessLineWriter = loggers.writeAccessLine;

/** Applies the configured LOG_LEVEL (config is validated after this module is first imported). */
export function setLogLevel(level: string): void {
  logger.level = level;
  accessLogger.level = level;
}
