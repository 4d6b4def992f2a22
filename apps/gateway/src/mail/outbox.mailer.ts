import { Logger } from '@nestjs/common';
import type { Mailer, MailMessage, MailOutbox } from './mailer.js';

/**
 * The mailer of a shop without SMTP: messages are stored in the outbox (so a local shop and the
 * tests can read them through GET /dev/outbox, outside production) and announced by one log line
 * with the recipient and the subject. Neither the body nor any link is ever logged: a password-reset
 * link is a working credential, and logs travel further than the outbox.
 */
export class OutboxMailer implements Mailer {
  private readonly logger = new Logger('Mail');

  constructor(private readonly outbox: MailOutbox) {}

  async send(message: MailMessage): Promise<void> {
    await this.outbox.save(message);
    this.logger.log(
      `outbox: to=${message.to} subject=${JSON.stringify(message.subject)} (not sent: SMTP_URL is unset)`,
    );
  }
}
