/** Outgoing e-mail. SMTP (nodemailer) when SMTP_URL is set, otherwise the outbox (stored + logged). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Where the outbox mailer keeps messages so a local shop and the tests can follow links. */
export interface MailOutbox {
  save(message: MailMessage): Promise<void>;
  /** newest first */
  list(to?: string, limit?: number): Promise<(MailMessage & { createdAt: string })[]>;
}

export const MAILER = Symbol('MAILER');

/** The outbox the OutboxMailer writes to and GET /dev/outbox reads. */
export const MAIL_OUTBOX = Symbol('MAIL_OUTBOX');
