import { Controller, Get, Inject, NotFoundException, Query } from '@nestjs/common';
import { type AppConfig, CONFIG } from '../config/config.js';
import { MAIL_OUTBOX, type MailOutbox } from './mailer.js';

/**
 * GET /dev/outbox?to=<email>: the newest outbox messages as JSON, so e2e tests and a local shop can
 * follow a password-reset link without a mail server. Does not exist in production (404).
 */
@Controller('dev/outbox')
export class DevOutboxController {
  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(MAIL_OUTBOX) private readonly outbox: MailOutbox,
  ) {}

  @Get()
  async list(@Query('to') to?: string, @Query('limit') limit?: string) {
    if (this.config.isProduction) throw new NotFoundException();
    const parsed = Number(limit);
    const max = Number.isInteger(parsed) && parsed > 0 ? Math.min(parsed, 100) : 20;
    return { messages: await this.outbox.list(typeof to === 'string' && to !== '' ? to : undefined, max) };
  }
}
