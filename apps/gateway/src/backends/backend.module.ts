import { Global, Inject, Injectable, Logger, Module, type OnApplicationShutdown, type Provider } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Redis } from 'ioredis';
import { REDIS } from '../cache/redis.provider.js';
import { type AppConfig, CONFIG } from '../config/config.js';
import { MAILER, type Mailer, type MailMessage } from '../mail/mailer.js';
import {
  CATALOGUE_SOURCE,
  CONTACT_INBOX,
  CONTENT_SOURCE,
  COUPON_SOURCE,
  CUSTOMER_IDENTITY,
  ORDER_IDEMPOTENCY,
  ORDER_STORE,
  STORE_BACKEND,
  STORE_LIFECYCLE,
  STORE_NAME,
  type StoreBackend,
} from './port.js';
import { ADMIN_PORTS } from './admin-port.js';
import { OrderIdempotency } from './idempotency.service.js';
import { INTEGRATION_STORE } from './integrations-port.js';
import { ORDER_LIST_STORE, type OrderListStore } from './order-list-port.js';
import { MemoryOrderListStore, RedisOrderListStore } from './redis-order-list-store.js';
import { InProcessOrderLocks, RedisOrderLocks } from './order-locks.js';
import { toStoreLogger } from './store-logger.js';

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

async function createBackend(config: AppConfig, moduleRef: ModuleRef, redis: Redis | null): Promise<StoreBackend> {
  const nestLogger = new Logger(`Store:${config.storeBackend}`);
  // the backends' one logger shape (store-logger.ts), over Nest's logger
  const logger = toStoreLogger(nestLogger);
  if (config.storeBackend === 'wordpress') {
    // loaded lazily so the embedded shop never pays for (or depends on) the WordPress adapter
    const { createWordpressBackend } = await import('./wordpress/index.js');
    return createWordpressBackend({
      config: {
        wordpressUrl: config.wordpress.url,
        wcConsumerKey: config.wordpress.consumerKey,
        wcConsumerSecret: config.wordpress.consumerSecret,
        wpRegisterUser: config.wordpress.registerUser,
        wpRegisterPassword: config.wordpress.registerPassword,
        webhookSecret: config.wordpress.webhookSecret,
        redisKeyPrefix: config.redisKeyPrefix,
        // browser vs "remember me" session lifetimes (the adapter seals them into its session token)
        sessionTtlHours: config.session.ttlSeconds / 3600,
        rememberMeDays: config.session.rememberMeDays,
      },
      // the gateway's one Redis connection (idempotency keys, revoked tokens); memory without it
      redis,
      logger,
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
    mailer: deferredMailer(moduleRef, () => outboxMailer, nestLogger),
  });
  outboxMailer = { send: (message) => backend.outbox.save(message) };
  return backend;
}

@Injectable()
class BackendLifecycle implements OnApplicationShutdown {
  constructor(@Inject(STORE_BACKEND) private readonly backend: StoreBackend) {}

  async onApplicationShutdown(): Promise<void> {
    await this.backend.lifecycle.close();
  }
}

/** each narrow port, taken from the adapter's bundle */
const portProviders: Provider[] = (
  [
    [STORE_LIFECYCLE, (b) => b.lifecycle],
    [CATALOGUE_SOURCE, (b) => b.catalogue],
    [CONTENT_SOURCE, (b) => b.content],
    [CUSTOMER_IDENTITY, (b) => b.identity],
    [COUPON_SOURCE, (b) => b.coupons],
    [ORDER_STORE, (b) => b.orders],
    [CONTACT_INBOX, (b) => b.contact],
    [STORE_NAME, (b) => b.name],
    // the operator console's storage; null when the store has none (wordpress)
    [ADMIN_PORTS, (b) => b.admin ?? null],
  ] as const satisfies readonly (readonly [symbol, (backend: StoreBackend) => unknown])[]
).map(([token, pick]) => ({ provide: token, inject: [STORE_BACKEND], useFactory: pick }));

/**
 * Provides the store's ports (embedded or wordpress, from STORE_BACKEND): STORE_LIFECYCLE,
 * CATALOGUE_SOURCE, CONTENT_SOURCE, CUSTOMER_IDENTITY, COUPON_SOURCE, ORDER_STORE, CONTACT_INBOX,
 * and the whole bundle as STORE_BACKEND (tests, mail outbox). Initialises the adapter and closes it
 * on shutdown. Sessions are cached by identity/session.service.ts over CUSTOMER_IDENTITY, not here.
 */
@Global()
@Module({
  providers: [
    {
      provide: STORE_BACKEND,
      inject: [CONFIG, ModuleRef, REDIS, { token: BACKEND_OVERRIDE, optional: true }],
      useFactory: async (
        config: AppConfig,
        moduleRef: ModuleRef,
        redis: Redis | null,
        override?: StoreBackend,
      ): Promise<StoreBackend> => {
        const backend = override ?? (await createBackend(config, moduleRef, redis));
        await backend.lifecycle.init();
        // sessions are cached by identity/session.service.ts, not around the port
        return backend;
      },
    },
    ...portProviders,
    {
      // one order per idempotency key: Redis locks when configured, else the store's own (PostgreSQL
      // advisory locks; a mutex on PGlite), else in process (one WordPress-backed instance)
      provide: ORDER_IDEMPOTENCY,
      inject: [STORE_BACKEND, CONFIG, REDIS],
      useFactory: (backend: StoreBackend, config: AppConfig, redis: Redis | null) =>
        new OrderIdempotency(
          backend.orders,
          redis ? new RedisOrderLocks(redis, config.redisKeyPrefix) : (backend.orderLocks ?? new InProcessOrderLocks()),
        ),
    },
    // API keys and webhooks: the embedded store's; null with a store that has none (wordpress)
    { provide: INTEGRATION_STORE, inject: [STORE_BACKEND], useFactory: (b: StoreBackend) => b.integrations ?? null },
    {
      // order lists: the store's table (embedded), else Redis (WordPress), else memory (one dev instance)
      provide: ORDER_LIST_STORE,
      inject: [STORE_BACKEND, CONFIG, REDIS],
      useFactory: (b: StoreBackend, config: AppConfig, redis: Redis | null): OrderListStore =>
        b.orderLists ?? (redis ? new RedisOrderListStore(redis, config.redisKeyPrefix) : new MemoryOrderListStore()),
    },
    BackendLifecycle,
  ],
  exports: [
    STORE_BACKEND,
    STORE_NAME,
    STORE_LIFECYCLE,
    CATALOGUE_SOURCE,
    CONTENT_SOURCE,
    CUSTOMER_IDENTITY,
    COUPON_SOURCE,
    ORDER_STORE,
    ORDER_IDEMPOTENCY,
    CONTACT_INBOX,
    ADMIN_PORTS,
    INTEGRATION_STORE,
    ORDER_LIST_STORE,
  ],
})
export class BackendModule {}
