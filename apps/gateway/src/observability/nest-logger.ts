import type { LoggerService } from '@nestjs/common';
import type { Logger } from 'pino';
import { logger as rootLogger, scrubLogText, setLogLevel } from './logger.js';

/**
 * Nest's logger (framework messages and every `new Logger('Context')` in the gateway) writing
 * through pino, so the whole process speaks one JSON-lines format and every line written during a
 * request carries its requestId.
 */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly target: Logger = rootLogger) {}

  log(message: unknown, ...rest: unknown[]): void {
    this.write('info', message, rest);
  }

  error(message: unknown, ...rest: unknown[]): void {
    // Nest calls error(message, stack?, context?)
    const [maybeStack, ...others] = rest;
    if (typeof maybeStack === 'string' && maybeStack.includes('\n    at ')) {
      const { context } = split(others);
      this.target.error({ context, stack: scrubLogText(maybeStack) }, text(message));
      return;
    }
    this.write('error', message, rest);
  }

  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }

  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }

  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('trace', message, rest);
  }

  fatal(message: unknown, ...rest: unknown[]): void {
    this.write('fatal', message, rest);
  }

  private write(
    level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace',
    message: unknown,
    rest: unknown[],
  ): void {
    const { context } = split(rest);
    if (message instanceof Error) {
      this.target[level]({ context, err: message }, message.message);
    } else if (message !== null && typeof message === 'object') {
      this.target[level]({ context, ...(message as Record<string, unknown>) });
    } else {
      this.target[level]({ context }, text(message));
    }
  }
}

/** Nest passes the context (the Logger's name) as the last string argument. */
function split(rest: unknown[]): { context: string | undefined } {
  const last = rest.at(-1);
  return { context: typeof last === 'string' ? last : undefined };
}

function text(message: unknown): string {
  return typeof message === 'string' ? message : String(message);
}

/** The Nest logger for createApp, at the configured LOG_LEVEL ("silent" turns everything off). */
export function createNestLogger(level: string): PinoNestLogger {
  setLogLevel(level);
  return new PinoNestLogger();
}
