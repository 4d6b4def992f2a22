/**
 * The one logger shape of the backend adapters (both of them): pino style, facts as fields and a
 * message (`logger.warn({ upstream: 'wordpress', status }, 'message')`). Fields are facts only:
 * operation, status, codes, timings; never URLs with credentials, bodies or tokens.
 */
export interface StoreLogger {
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

export const silentLogger: StoreLogger = { debug: noop, info: noop, warn: noop, error: noop };

/** Accepts a pino-style logger as is, and wraps a Nest Logger so the fields end up in its message. */
export function toStoreLogger(logger: StoreLogger | NestStyleLogger | null | undefined): StoreLogger {
  if (!logger) return silentLogger;
  if (typeof (logger as Partial<StoreLogger>).info === 'function') return logger as StoreLogger;
  const nest = logger as NestStyleLogger;
  const line = (fields: Record<string, unknown>, message: string) =>
    Object.keys(fields).length > 0 ? `${message} ${JSON.stringify(fields)}` : message;
  return {
    debug: (fields, message) => nest.debug?.(line(fields, message)),
    info: (fields, message) => nest.log(line(fields, message)),
    warn: (fields, message) => nest.warn(line(fields, message)),
    error: (fields, message) => nest.error(line(fields, message)),
  };
}
