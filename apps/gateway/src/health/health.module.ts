import { Module } from '@nestjs/common';
import { HealthController } from './health.controller.js';

/**
 * GET /healthz and GET /readyz. Needs STORE_LIFECYCLE (the backend module) and, optionally, REDIS
 * (the cache module) to be provided globally.
 */
@Module({ controllers: [HealthController] })
export class HealthModule {}
