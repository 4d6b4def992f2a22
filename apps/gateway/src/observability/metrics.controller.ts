import { Controller, Get, Header, Res } from '@nestjs/common';
import type { Response } from 'express';
import { metricsRegistry } from './metrics.js';

/**
 * Prometheus scrape endpoint. Left open like /healthz: it carries counts and latencies, no data;
 * keep it off the public internet with the reverse proxy (see docker-compose.yml) if that matters.
 */
@Controller()
export class MetricsController {
  @Get('metrics')
  @Header('Cache-Control', 'no-store')
  async metrics(@Res() res: Response): Promise<void> {
    res.setHeader('Content-Type', metricsRegistry.contentType);
    res.end(await metricsRegistry.metrics());
  }
}
