import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLoggers } from './logger.js';
import { PinoNestLogger } from './nest-logger.js';
import { runWithRequestId } from './request-context.js';

function memoryStream() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  const lines = () =>
    chunks
      .join('')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { stream, lines };
}

describe('JSON logs', () => {
  it('tags lines written while serving a request with its requestId, and only those', async () => {
    const out = memoryStream();
    const { logger } = createLoggers(out.stream);
    logger.info('at start-up');
    await runWithRequestId('req-42', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      logger.info({ slug: 'x' }, 'inside a request');
    });
    const [outside, inside] = out.lines();
    expect(outside).not.toHaveProperty('requestId');
    expect(inside).toMatchObject({
      level: 'info',
      requestId: 'req-42',
      slug: 'x',
      msg: 'inside a request',
      service: 'shop-gateway',
    });
    expect(typeof inside?.time).toBe('string');
  });

  it('redacts credentials', () => {
    const out = memoryStream();
    const { logger } = createLoggers(out.stream);
    logger.info(
      { headers: { authorization: 'Bearer abc', cookie: 'shop_session=abc' }, user: { password: 'pw' } },
      'x',
    );
    const line = JSON.stringify(out.lines()[0]);
    expect(line).not.toContain('abc');
    expect(line).not.toContain('"pw"');
  });

  it('writes Nest messages through pino with their context and level', () => {
    const out = memoryStream();
    const nest = new PinoNestLogger(createLoggers(out.stream).logger);
    nest.log('Nest application successfully started', 'NestApplication');
    nest.warn('background refresh failed', 'Cache');
    nest.error('unexpected error at products', 'Error: boom\n    at resolver (x.ts:1:1)', 'GraphQL');
    nest.error(new Error('kaputt'), 'Store');
    const [info, warn, error, thrown] = out.lines();
    expect(info).toMatchObject({
      level: 'info',
      context: 'NestApplication',
      msg: 'Nest application successfully started',
    });
    expect(warn).toMatchObject({ level: 'warn', context: 'Cache', msg: 'background refresh failed' });
    expect(error).toMatchObject({ level: 'error', context: 'GraphQL', msg: 'unexpected error at products' });
    expect(error?.stack).toContain('at resolver');
    expect(thrown).toMatchObject({ level: 'error', context: 'Store', msg: 'kaputt' });
  });
});

describe('scrubbing (issue 14)', () => {
  it('keeps failed-query parameters, link tokens and URL secrets out of messages, stacks and errors', () => {
    const out = memoryStream();
    const { logger } = createLoggers(out.stream);
    const nest = new PinoNestLogger(logger);
    const failed = Object.assign(
      new Error('Failed query: insert into "customers" values ($1, $2)\nparams: Anna,scrypt$16384$abc'),
      {
        query: 'insert into "customers" values ($1, $2)',
        params: ['Anna', 'scrypt$16384$abc'],
      },
    );
    nest.error(`unexpected error at register: ${failed.message}`, failed.stack, 'GraphQL');
    nest.log('outbox: http://shop.test/account/reset-password?email=a%40b.nl&token=tok123', 'Mail');
    nest.warn('upstream down: https://wp.test/wp-json?consumer_secret=cs_123&page=2', 'Store');
    logger.warn({ err: failed, headers: { cookie: 'shop_session=c00kie' }, passwordHash: 'scrypt$1' }, 'x');
    const text = out
      .lines()
      .map((line) => JSON.stringify(line))
      .join('\n');
    expect(text).not.toContain('scrypt$');
    expect(text).not.toContain('Anna,');
    expect(text).not.toContain('tok123');
    expect(text).not.toContain('cs_123');
    expect(text).not.toContain('c00kie');
    expect(text).toContain('page=2');
  });
});
