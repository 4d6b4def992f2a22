import 'reflect-metadata';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Logger, type LogLevel, type LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import { applyAdminHttp } from './admin/admin-http.js';
import { AppModule } from './app.module.js';
import type { StoreBackend } from './backends/port.js';
import { CacheService } from './cache/cache.service.js';
import { isPublicDataTag } from './cache/policy.js';
import { type AppConfig, configWarnings, loadConfig } from './config/config.js';
import { applyDeveloperDocs } from './developers/developer-docs.js';
import { SessionService } from './identity/session.service.js';
import { applyObservability, installResponseCacheFront } from './observability/http-middleware.js';
import { createNestLogger } from './observability/nest-logger.js';
import { applyHttpSecurity, strictTransportSecurity } from './security/http-security.js';
import { securityConfigFor } from './security/security.module.js';
import { applySsr } from './ssr/ssr-pages.js';
import { applyStaticFiles } from './static/static-files.js';

export interface CreateAppOptions {
  /** a complete config; otherwise read from process.env merged with `env` */
  config?: AppConfig;
  /** environment overrides (tests: DATA_DIR, REDIS_KEY_PREFIX, ...) */
  env?: Record<string, string | undefined>;
  /** a ready-made store instead of the configured one */
  backend?: StoreBackend;
  logger?: LoggerService | LogLevel[] | false;
  /** close cleanly on SIGTERM/SIGINT (default true; tests turn it off) */
  shutdownHooks?: boolean;
}

const LOG_LEVELS: Record<AppConfig['logLevel'], LogLevel[] | false> = {
  silent: false,
  fatal: ['fatal'],
  error: ['fatal', 'error'],
  warn: ['fatal', 'error', 'warn'],
  info: ['fatal', 'error', 'warn', 'log'],
  debug: ['fatal', 'error', 'warn', 'log', 'debug'],
  trace: ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'],
};

/**
 * Builds and initialises the gateway (not yet listening). main.ts and the tests both use it, so
 * the app under test is wired exactly like the real one.
 */
export async function createApp(options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  const config = options.config ?? loadConfig({ ...process.env, ...options.env });
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot({ config, backend: options.backend }),
    // rawBody: the WooCommerce webhook signature covers the exact bytes received
    // logs: JSON lines through pino at LOG_LEVEL (observability/nest-logger.ts)
    {
      logger: options.logger ?? (LOG_LEVELS[config.logLevel] === false ? false : createNestLogger(config.logLevel)),
      rawBody: true,
    },
  );
  const security = securityConfigFor(config, config.env);
  app.set('trust proxy', config.trustProxy);
  // HSTS is decided per request (TLS only), ahead of the response cache, which never stores it
  const express = app.getHttpAdapter().getInstance() as { get(setting: string): unknown };
  const hsts = strictTransportSecurity(
    security,
    () => express.get('trust proxy fn') as (address: string, hop: number) => boolean,
  );
  app.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
    hsts(req, res);
    next();
  });
  // request id, access log, metrics, the response cache and compression ahead of everything else
  // (static files included); POST queries up to 16 kB are answered from the cache too, per pricing
  // class (anonymous, or a buyer whose session resolves)
  const sessions = app.get(SessionService);
  const { responseCache } = applyObservability(app, {
    maxPostBodyBytes: Math.min(16 * 1024, security.bodyLimitBytes),
    pricingClass: (req) => sessions.pricingClassOf(req),
  });
  // answers built from invalidated data go as soon as the data does (in every instance); a
  // customer's sessions ending changes no shared answer
  app.get(CacheService).onInvalidate(({ tags, key, all }) => {
    if (all || tags.some(isPublicDataTag) || (key !== undefined && !key.startsWith('session:'))) responseCache.clear();
  });
  app.disable('x-powered-by');
  app.use(cookieParser());
  applyHttpSecurity(app, security);
  applyAdminHttp(app);
  // the published SDL and the API reference (/developers), ahead of the pages that would claim the path
  applyDeveloperDocs(app);
  applySsr(app, config, app.get(CacheService));
  applyStaticFiles(app, config);
  if (options.shutdownHooks !== false) app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  await app.init();
  // loudly, once per start: the same list is on /readyz as `warnings`
  for (const warning of configWarnings(config)) new Logger('Gateway').warn(`WARNING: ${warning}`);
  // cache hits are answered in front of Express and Nest (same headers, id, log line and metrics)
  installResponseCacheFront(app.getHttpServer(), responseCache, { beforeAnswer: hsts });
  return app;
}
