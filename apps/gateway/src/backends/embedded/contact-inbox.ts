/**
 * The contact port of the embedded store, and its mail outbox table.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { ContactMessage } from '@shop/domain';
import type { MailMessage, MailOutbox } from '../../mail/mailer.js';
import type { ContactInbox } from '../port.js';
import type { EmbeddedConnection } from './connection.js';
import * as t from './schema.js';

export class EmbeddedContact implements ContactInbox {
  readonly outbox: MailOutbox = {
    save: (message) => this.saveMail(message),
    list: (to, limit) => this.listMail(to, limit),
  };

  constructor(private readonly conn: EmbeddedConnection) {}

  async saveContactMessage(message: ContactMessage): Promise<void> {
    await this.conn.run((db) =>
      db.insert(t.contactMessages).values({
        name: message.name,
        email: message.email,
        phone: message.phone ?? null,
        company: message.company,
        subject: message.subject,
        message: message.message,
      }),
    );
  }

  /** stored contact messages, newest first (tests and a future back office) */
  async listContactMessages(limit = 50): Promise<(ContactMessage & { createdAt: string })[]> {
    const rows = await this.conn.run((db) =>
      db.select().from(t.contactMessages).orderBy(desc(t.contactMessages.id)).limit(limit),
    );
    return rows.map((r) => ({
      name: r.name,
      email: r.email,
      phone: r.phone,
      company: r.company,
      subject: r.subject,
      message: r.message,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  private async saveMail(message: MailMessage): Promise<void> {
    await this.conn.run((db) =>
      db
        .insert(t.mailOutbox)
        .values({ to: message.to, subject: message.subject, text: message.text, html: message.html ?? null }),
    );
  }

  private async listMail(to?: string, limit = 50): Promise<(MailMessage & { createdAt: string })[]> {
    const rows = await this.conn.run((db) =>
      db
        .select()
        .from(t.mailOutbox)
        .where(to ? eq(sql`lower(${t.mailOutbox.to})`, to.trim().toLowerCase()) : undefined)
        .orderBy(desc(t.mailOutbox.id))
        .limit(Math.max(1, Math.floor(limit))),
    );
    return rows.map((r) => ({
      to: r.to,
      subject: r.subject,
      text: r.text,
      ...(r.html ? { html: r.html } : {}),
      createdAt: r.createdAt.toISOString(),
    }));
  }
}
