/**
 * The slice of a pino logger the adapter uses (`logger.warn({ ...fields }, 'message')`). Fields are
 * facts only: operation, status, codes, timings; never URLs with credentials, bodies or tokens.
 */
export interface WordpressLogger {
  debug(fields: Record<string, unknown>, message: string): void;
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

/** NestJS's Logger: `warn(message, context?)`, no `info` */
export interface NestStyleLogger {
  log(message: unknown, ...rest: unknown[]): void;
  warn(message: unknown, ...rest: unknown[]): void;
  error(message: unknown, ...rest: unknown[]): void;
  debug?(message: unknown, ...rest: unknown[]): void;
}

const noop = () => undefined;

export const silentLogger: WordpressLogger = { debug: noop, info: noop, warn: noop, error: noop };

/** Accepts a pino-style logger as is, and wraps a Nest Logger so the fields end up in its message. */
export function toWordpressLogger(logger: WordpressLogger | NestStyleLogger | null | undefined): WordpressLogger {
  if (!logger) return silentLogger;
  if (typeof (logger as Partial<WordpressLogger>).info === 'function') return logger as WordpressLogger;
  const nest = logger as NestStyleLogger;
  const line = (fields: Record<string, unknown>, message: string) => `${message} ${JSON.stringify(fields)}`;
  return {
    debug: (fields, message) => nest.debug?.(line(fields, message)),
    info: (fields, message) => nest.log(line(fields, message)),
    warn: (fields, message) => nest.warn(line(fields, message)),
    error: (fields, message) => nest.error(line(fields, message)),
  };
}
