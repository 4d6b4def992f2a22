import { Global, Inject, Injectable, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { type AppConfig, CONFIG } from '../config/config.js';
import { MAILER, type Mailer, type MailMessage } from '../mail/mailer.js';
import { STORE_BACKEND, type StoreBackend } from './port.js';

/** Lets tests (and future callers) hand in a ready backend instead of the configured one. */
export const BACKEND_OVERRIDE = Symbol('BACKEND_OVERRIDE');

/**
 * The embedded store needs a mailer (password-reset e-mails) while the outbox mailer needs the
 * embedded store's outbox table. The backend therefore gets this forwarder, which looks the MAILER
 * up when a message is actually sent; without a MAILER it writes straight to the store's outbox.
 */
function deferredMailer(moduleRef: ModuleRef, fallback: () => Mailer | null, logger: Logger): Mailer {
  return {
    async send(message: MailMessage) {
      let mailer: Mailer | null = null;
      try {
        mailer = moduleRef.get<Mailer>(MAILER, { strict: false });
      } catch {
        mailer = fallback();
      }
      if (!mailer) {
        logger.warn(`no mailer configured; dropping mail to ${message.to}`);
        return;
      }
      await mailer.send(message);
    },
  };
}

async function createBackend(config: AppConfig, moduleRef: ModuleRef): Promise<StoreBackend> {
  const logger = new Logger(`Store:${config.storeBackend}`);
  if (config.storeBackend === 'wordpress') {
    // loaded lazily so the embedded shop never pays for (or depends on) the WordPress adapter
    const wordpress = (await import('./wordpress/index.js' as string)) as {
      createWordpressBackend(options: Record<string, unknown>): StoreBackend;
    };
    return wordpress.createWordpressBackend({
      config: {
        wordpressUrl: config.wordpress.url,
        wcConsumerKey: config.wordpress.consumerKey,
        wcConsumerSecret: config.wordpress.consumerSecret,
        wpRegisterUser: config.wordpress.registerUser,
        wpRegisterPassword: config.wordpress.registerPassword,
        webhookSecret: config.wordpress.webhookSecret,
        publicSiteUrl: config.publicSiteUrl,
        redisUrl: config.redisUrl,
        redisKeyPrefix: config.redisKeyPrefix,
        // browser vs "remember me" session lifetimes (the adapter seals them into its session token)
        sessionTtlHours: config.session.ttlSeconds / 3600,
        rememberMeDays: config.session.rememberMeDays,
      },
      logger,
      mailer: deferredMailer(moduleRef, () => null, logger),
    });
  }
  const { createEmbeddedBackend } = await import('./embedded/index.js');
  let outboxMailer: Mailer | null = null;
  const backend = createEmbeddedBackend({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    schema: config.databaseSchema,
    publicSiteUrl: config.publicSiteUrl,
    // demo catalogue, content, coupons and buyer only when DEMO_DATA allows (never by default in production)
    seed: config.demoData,
    sessionTtlMs: config.session.ttlSeconds * 1000,
    persistentSessionTtlMs: config.session.rememberMeDays * 24 * 60 * 60 * 1000,
    logger,
    mailer: deferredMailer(moduleRef, () => outboxMailer, logger),
  });
  outboxMailer = { send: (message) => backend.outbox.save(message) };
  return backend;
}

@Injectable()
class BackendLifecycle implements OnApplicationShutdown {
  constructor(@Inject(STORE_BACKEND) private readonly backend: StoreBackend) {}

  async onApplicationShutdown(): Promise<void> {
    await this.backend.close();
  }
}

/**
 * Provides STORE_BACKEND (embedded or wordpress, from STORE_BACKEND), initialised, and closes it on
 * shutdown. Sessions are cached by identity/session.service.ts, not here.
 */
@Global()
@Module({
  providers: [
    {
      provide: STORE_BACKEND,
      inject: [CONFIG, ModuleRef, { token: BACKEND_OVERRIDE, optional: true }],
      useFactory: async (config: AppConfig, moduleRef: ModuleRef, override?: StoreBackend) => {
        const backend = override ?? (await createBackend(config, moduleRef));
        await backend.init();
        return backend;
      },
    },
    BackendLifecycle,
  ],
  exports: [STORE_BACKEND],
})
export class BackendModule {}
