import { Global, Module } from '@nestjs/common';
import { type AppConfig, CONFIG } from '../config/config.js';
import { RateLimitService } from './rate-limit.service.js';
import { loadSecurityConfig, SECURITY_CONFIG, type SecurityConfig } from './security.config.js';

/** The security settings, with the shared ones (production, CORS, Redis) taken from the app config. */
export function securityConfigFor(app: AppConfig | undefined, env: NodeJS.ProcessEnv = process.env): SecurityConfig {
  const config = loadSecurityConfig(env);
  if (!app) return config;
  return {
    ...config,
    production: app.isProduction,
    corsOrigins: app.corsOrigins.map((origin) => origin.replace(/\/+$/, '')),
    redisUrl: app.redisUrl ?? null,
    redisKeyPrefix: app.redisKeyPrefix,
  };
}

/**
 * Rate limits for the abuse-prone mutations. Global so identity (login/register), account,
 * contact and checkout can all inject `RateLimitService`.
 * HTTP and GraphQL protections are plain functions (see http-security.ts, graphql-security.ts)
 * because they are applied while the app and the Apollo driver are being built.
 */
@Global()
@Module({
  providers: [
    {
      provide: SECURITY_CONFIG,
      inject: [{ token: CONFIG, optional: true }],
      useFactory: (app: AppConfig | undefined) => securityConfigFor(app, app?.env),
    },
    RateLimitService,
  ],
  exports: [SECURITY_CONFIG, RateLimitService],
})
export class SecurityModule {}
