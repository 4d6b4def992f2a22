import { Logger } from '@nestjs/common';
import type { Mailer, MailMessage, MailOutbox } from './mailer.js';

const LINK = /https?:\/\/[^\s<>"')]+/;

/**
 * The mailer of a shop without SMTP: messages are stored in the outbox (so a local shop and the
 * tests can read them through GET /dev/outbox) and announced by one log line carrying the first link
 * of the message. Only the recipient, the subject and the link are logged; the body never is, so
 * nothing secret beyond the link itself can leak into logs.
 */
export class OutboxMailer implements Mailer {
  private readonly logger = new Logger('Mail');

  constructor(private readonly outbox: MailOutbox) {}

  async send(message: MailMessage): Promise<void> {
    await this.outbox.save(message);
    const link = LINK.exec(message.text)?.[0];
    this.logger.log(
      `outbox: to=${message.to} subject=${JSON.stringify(message.subject)}${link ? ` link=${link}` : ''}`,
    );
  }
}
