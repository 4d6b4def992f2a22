import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AccessLevel, type AccessLine, createLoggers, isoTime } from './logger.js';

/** the lines written to a destination, as text */
function capture() {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(line) } };
}

const line = (overrides: Partial<AccessLine> = {}, req: Partial<AccessLine['req']> = {}): AccessLine => ({
  requestId: '7d0f3e0e-4bb5-4a55-a0e9-0c2b8f0e0a11',
  req: { method: 'GET', path: '/graphql', userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', ...req },
  res: { statusCode: 200 },
  durationMs: 0.412,
  ...overrides,
});

describe('access-log lines', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-22T18:31:08.010Z'), toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const cases: [string, AccessLevel, AccessLine, string][] = [
    ['a cache hit', 'info', line({ responseCache: 'hit' }), 'GET /graphql 200'],
    ['a GraphQL answer', 'info', line({ operation: 'CatalogPage' }, { method: 'POST' }), 'POST /graphql 200'],
    ['no user agent, no id', 'warn', line({ requestId: undefined }, { userAgent: undefined }), 'GET /nope 404'],
    [
      'text that needs escaping',
      'error',
      line({ durationMs: 1234.5 }, { path: '/a"b\\c', userAgent: 'quote " backslash \\ tab \t bell \u0007 é' }),
      'GET /a"b\\c 500 (aborted)',
    ],
    ['non-ASCII text', 'info', line({ operation: 'Café' }, { userAgent: 'Mozilla ü 😀 \u007f' }), 'GET /graphql 200'],
    ['a long user agent', 'info', line({}, { userAgent: `Mozilla/5.0 ${'(KHTML, like Gecko) '.repeat(20)}` }), 'x'],
    ['a whole-number duration', 'info', line({ durationMs: 3 }), 'GET /graphql 200'],
    ['no method', 'info', line({}, { method: undefined }), '/graphql'],
  ];

  it.each(cases)('are the bytes pino writes for the same fields: %s', (_name, level, fields, msg) => {
    const viaPino = capture();
    const viaWriter = capture();
    createLoggers(viaPino.stream).accessLogger[level](fields, msg);
    createLoggers(viaWriter.stream).writeAccessLine(level, fields, msg);
    expect(viaWriter.lines).toHaveLength(1);
    expect(viaWriter.lines).toEqual(viaPino.lines);
    expect(JSON.parse(viaWriter.lines[0]!)).toMatchObject({ level, service: 'shop-gateway', msg });
  });

  it('carry the time as pino formats it, formatted again when the millisecond changes', () => {
    const pinoTime = pino.stdTimeFunctions.isoTime;
    expect(isoTime()).toBe(pinoTime());
    vi.advanceTimersByTime(1);
    expect(isoTime()).toBe(pinoTime());
    expect(isoTime()).toBe(',"time":"2026-11-22T18:31:08.011Z"');
  });
});
