import { Global, Inject, Logger, Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { type StoreBackend, STORE_BACKEND } from '../backends/port.js';
import { type AppConfig, CONFIG } from '../config/config.js';
import { DeferredOutbox } from './deferred-outbox.js';
import { DevOutboxController } from './dev-outbox.controller.js';
import { MAIL_OUTBOX, MAILER, type Mailer, type MailOutbox } from './mailer.js';
import { OutboxMailer } from './outbox.mailer.js';
import { SmtpMailer } from './smtp.mailer.js';

/** SMTP when SMTP_URL is set, otherwise the outbox (stored + one log line). */
export function createMailer(config: Pick<AppConfig, 'mail'>, outbox: MailOutbox): Mailer {
  return config.mail.smtpUrl ? new SmtpMailer(config.mail.smtpUrl, config.mail.from) : new OutboxMailer(outbox);
}

/**
 * Provides MAILER and MAIL_OUTBOX everywhere. The outbox is the embedded store's table when the store
 * has one (`StoreBackend.outbox`), memory otherwise (wordpress mode). The store itself may inject
 * MAILER (it sends reset links), so the store's outbox is attached after construction rather than
 * injected, which would be a dependency cycle.
 */
@Global()
@Module({
  controllers: [DevOutboxController],
  providers: [
    { provide: MAIL_OUTBOX, useFactory: () => new DeferredOutbox() },
    { provide: MAILER, inject: [CONFIG, MAIL_OUTBOX], useFactory: createMailer },
  ],
  exports: [MAILER, MAIL_OUTBOX],
})
export class MailModule implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Mail');

  constructor(
    private readonly moduleRef: ModuleRef,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(MAIL_OUTBOX) private readonly outbox: DeferredOutbox,
  ) {}

  onModuleInit(): void {
    let backend: StoreBackend | undefined;
    try {
      backend = this.moduleRef.get<StoreBackend>(STORE_BACKEND, { strict: false });
    } catch {
      backend = undefined;
    }
    if (backend?.outbox) this.outbox.attach(backend.outbox);
    else this.logger.log('outbox kept in memory (the store has no outbox table)');
  }

  onApplicationShutdown(): void {
    if (this.mailer instanceof SmtpMailer) this.mailer.close();
  }
}
