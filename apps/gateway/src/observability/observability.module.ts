import { Global, Inject, type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { type AppConfig, CONFIG } from '../config/config.js';
import { GraphqlObservabilityPlugin } from './graphql-observability.plugin.js';
import { HttpCachePolicyPlugin } from './http-cache-policy.plugin.js';
import { isObservabilityApplied, observabilityMiddlewares } from './http-middleware.js';
import { setLogLevel } from './logger.js';
import { MetricsController } from './metrics.controller.js';

/**
 * Request ids, JSON access logs, Prometheus metrics (GET /metrics), HTTP compression and the
 * GraphQL plugins (operation metrics, requestId on errors, Cache-Control). Import it once in the
 * AppModule and call `applyObservability(app)` right after NestFactory.create; the Apollo driver
 * picks up the @Plugin() providers by itself.
 */
@Global()
@Module({
  controllers: [MetricsController],
  providers: [GraphqlObservabilityPlugin, HttpCachePolicyPlugin],
})
export class ObservabilityModule implements NestModule {
  constructor(
    @Inject(CONFIG) config: AppConfig,
    private readonly adapterHost: HttpAdapterHost,
  ) {
    setLogLevel(config.logLevel);
  }

  configure(consumer: MiddlewareConsumer): void {
    // createApp mounts the chain ahead of the static files (applyObservability); never twice
    if (isObservabilityApplied(this.adapterHost.httpAdapter?.getInstance<object>())) return;
    consumer.apply(...observabilityMiddlewares()).forRoutes({ path: '{*path}', method: RequestMethod.ALL });
  }
}
