import { Controller, Get, Header, HttpCode, Inject, Optional, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { Redis } from 'ioredis';
import { STORE_LIFECYCLE, type StoreLifecycle } from '../backends/port.js';
import { REDIS } from '../cache/redis.provider.js';
import { type AppConfig, CONFIG, configWarnings, EMPTY_SHOP_WARNING } from '../config/config.js';
import { logger } from '../observability/logger.js';

export type CheckStatus = 'ok' | 'failed' | 'not_configured';

export interface CheckResult {
  status: CheckStatus;
  durationMs: number;
  /** a short reason, never a connection string */
  error?: string;
}

export interface Readiness {
  status: 'ready' | 'not_ready';
  checks: { store: CheckResult; redis: CheckResult };
  /** what an operator should fix although the instance serves traffic (e.g. production without SMTP) */
  warnings: string[];
}

/** How long one dependency may take before the instance counts as not ready. */
export const READINESS_TIMEOUT_MS = 2_000;

/**
 * Liveness and readiness for orchestrators (docker-compose health checks, Kubernetes probes, load
 * balancers). /healthz says the process answers and touches nothing else, so a slow database never
 * gets a healthy gateway restarted; /readyz says this instance can serve traffic now: the store
 * answers its ping and Redis (when configured) is connected and answers PING.
 */
@Controller()
export class HealthController {
  constructor(
    @Inject(STORE_LIFECYCLE) private readonly store: StoreLifecycle,
    @Optional() @Inject(REDIS) private readonly redis: Redis | null = null,
    @Optional() @Inject(CONFIG) private readonly config: AppConfig | null = null,
  ) {}

  @Get('healthz')
  @Header('Cache-Control', 'no-store')
  @HttpCode(200)
  healthz(): { status: 'ok'; uptimeSeconds: number } {
    return { status: 'ok', uptimeSeconds: Math.round(process.uptime()) };
  }

  @Get('readyz')
  @Header('Cache-Control', 'no-store')
  async readyz(@Res() res: Response): Promise<void> {
    const readiness = await this.readiness();
    if (readiness.status !== 'ready') logger.warn({ readiness }, 'not ready');
    res.status(readiness.status === 'ready' ? 200 : 503).json(readiness);
  }

  async readiness(): Promise<Readiness> {
    const [store, redis] = await Promise.all([
      check('store', () => this.store.ping()),
      this.redis ? check('redis', () => pingRedis(this.redis!)) : Promise.resolve(notConfigured()),
    ]);
    const ready = store.status === 'ok' && redis.status !== 'failed';
    const warnings = this.config ? configWarnings(this.config) : [];
    if (store.status === 'ok' && this.config && !this.config.demoData && (await this.isEmpty())) {
      warnings.push(EMPTY_SHOP_WARNING);
    }
    return { status: ready ? 'ready' : 'not_ready', checks: { store, redis }, warnings };
  }

  private async isEmpty(): Promise<boolean> {
    try {
      return (await this.store.isEmpty?.()) ?? false;
    } catch {
      return false;
    }
  }
}

function notConfigured(): CheckResult {
  return { status: 'not_configured', durationMs: 0 };
}

async function pingRedis(redis: Redis): Promise<void> {
  // ioredis queues commands while reconnecting; a disconnected client is simply not ready
  if (redis.status !== 'ready') throw new ReadinessError(`connection ${redis.status}`);
  const answer = await redis.ping();
  if (answer !== 'PONG') throw new ReadinessError('unexpected PING answer');
}

class ReadinessError extends Error {}

async function check(name: string, probe: () => Promise<unknown>): Promise<CheckResult> {
  const start = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new ReadinessError(`no answer within ${READINESS_TIMEOUT_MS} ms`)),
          READINESS_TIMEOUT_MS,
        );
      }),
    ]);
    return { status: 'ok', durationMs: elapsed(start) };
  } catch (error) {
    logger.warn({ check: name, reason: reasonOf(error), detail: masked(error) }, `readiness check ${name} failed`);
    return { status: 'failed', durationMs: elapsed(start), error: reasonOf(error) };
  } finally {
    clearTimeout(timer);
  }
}

/** Error codes and our own messages only: a driver's message may carry a host or a connection string. */
function reasonOf(error: unknown): string {
  if (error instanceof ReadinessError) return error.message;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'unavailable';
}

/** the error's own message for the log, with credentials in URLs masked */
function masked(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.replace(/\/\/[^/@\s]+@/g, '//[redacted]@');
}

function elapsed(start: number): number {
  return Math.round((performance.now() - start) * 10) / 10;
}
