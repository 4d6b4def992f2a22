import { Logger } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from './mailer.js';

/** Sends through an SMTP server (SMTP_URL, e.g. smtps://user:pass@mail.example.com:465). */
export class SmtpMailer implements Mailer {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    transport?: Transporter,
  ) {
    this.transport = transport ?? nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
    });
    this.logger.log(`smtp: to=${message.to} subject=${JSON.stringify(message.subject)} id=${String(info.messageId)}`);
  }

  close(): void {
    this.transport.close();
  }
}
