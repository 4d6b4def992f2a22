import { timingSafeEqual } from 'node:crypto';
import { Controller, ForbiddenException, Get, Header, Inject, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import proxyaddr from 'proxy-addr';
import { type AppConfig, CONFIG } from '../config/config.js';
import { metricsRegistry } from './metrics.js';

/**
 * Prometheus scrape endpoint. Counts and latencies only, but they describe the shop's traffic, so it
 * answers only a client on an allow-listed network (METRICS_ALLOW, default loopback; the client
 * address honours TRUST_PROXY) or a scraper presenting METRICS_TOKEN as a bearer token: 403 otherwise.
 */
@Controller()
export class MetricsController {
  private readonly allowed: (address: string) => boolean;
  private readonly token: Buffer | null;

  constructor(@Inject(CONFIG) config: AppConfig) {
    const trust = proxyaddr.compile(config.metrics.allow);
    this.allowed = (address) => trust(address, 0);
    this.token = config.metrics.token ? Buffer.from(config.metrics.token) : null;
  }

  @Get('metrics')
  @Header('Cache-Control', 'no-store')
  async metrics(@Req() req: Request, @Res() res: Response): Promise<void> {
    if (!this.mayRead(req)) throw new ForbiddenException();
    res.setHeader('Content-Type', metricsRegistry.contentType);
    res.end(await metricsRegistry.metrics());
  }

  private mayRead(req: Request): boolean {
    const address = req.ip ?? req.socket.remoteAddress;
    if (address && this.allowed(address)) return true;
    const header = req.headers.authorization;
    if (!this.token || !header?.startsWith('Bearer ')) return false;
    const given = Buffer.from(header.slice('Bearer '.length).trim());
    return given.length === this.token.length && timingSafeEqual(given, this.token);
  }
}
