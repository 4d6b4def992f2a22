/**
 * The operator console's inbox on the embedded store: the contact form's messages (contact_messages)
 * with their read/handled state and the replies sent from the console (contact_message_replies).
 */
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Paged } from '@shop/domain';
import type { InboxMessageRecord, InboxPort, InboxQuery } from '../../admin-port.js';
import { type EmbeddedConnection, numericIds } from '../connection.js';
import type { Db } from '../db.js';
import * as t from '../schema.js';
import { ilikeAny, likePattern, offsetOf } from './search.js';

type MessageRow = typeof t.contactMessages.$inferSelect;

function idOf(id: string): number | null {
  const [n] = numericIds([id.trim()]);
  return n ?? null;
}

function whereOf(query: InboxQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.state === 'unread') conditions.push(isNull(t.contactMessages.readAt));
  if (query.state === 'open') conditions.push(isNull(t.contactMessages.handledAt));
  if (query.state === 'handled') conditions.push(isNotNull(t.contactMessages.handledAt));
  const search = query.search?.trim();
  if (search) {
    conditions.push(
      ilikeAny(
        [
          sql`${t.contactMessages.name}`,
          sql`${t.contactMessages.email}`,
          sql`${t.contactMessages.company}`,
          sql`${t.contactMessages.subject}`,
          sql`${t.contactMessages.message}`,
        ],
        likePattern(search),
      ),
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

async function recordsOf(db: Db, rows: MessageRow[]): Promise<InboxMessageRecord[]> {
  if (rows.length === 0) return [];
  const replies = await db
    .select()
    .from(t.contactMessageReplies)
    .where(
      inArray(
        t.contactMessageReplies.messageId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(t.contactMessageReplies.at), asc(t.contactMessageReplies.id));
  return rows.map((row) => ({
    id: String(row.id),
    createdAt: row.createdAt.toISOString(),
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    subject: row.subject,
    message: row.message,
    readAt: row.readAt ? row.readAt.toISOString() : null,
    handledAt: row.handledAt ? row.handledAt.toISOString() : null,
    replies: replies
      .filter((reply) => reply.messageId === row.id)
      .map((reply) => ({ at: reply.at.toISOString(), actor: reply.actor, text: reply.text })),
  }));
}

export class EmbeddedInbox implements InboxPort {
  constructor(private readonly conn: EmbeddedConnection) {}

  async list(query: InboxQuery, page: number, pageSize: number): Promise<Paged<InboxMessageRecord>> {
    const where = whereOf(query);
    return this.conn.run(async (db) => {
      const [total] = await db.select({ n: count() }).from(t.contactMessages).where(where);
      const rows = await db
        .select()
        .from(t.contactMessages)
        .where(where)
        .orderBy(desc(t.contactMessages.createdAt), desc(t.contactMessages.id))
        .limit(pageSize)
        .offset(offsetOf(page, pageSize));
      return { totalCount: total?.n ?? 0, items: await recordsOf(db, rows) };
    });
  }

  async get(id: string): Promise<InboxMessageRecord | null> {
    const n = idOf(id);
    if (n === null) return null;
    return this.conn.run((db) => this.read(db, n));
  }

  private async read(db: Db, id: number): Promise<InboxMessageRecord | null> {
    const rows = await db.select().from(t.contactMessages).where(eq(t.contactMessages.id, id)).limit(1);
    const [record] = await recordsOf(db, rows);
    return record ?? null;
  }

  setRead(id: string, read: boolean, at: Date) {
    return this.change(id, {
      readAt: read ? sql`coalesce(${t.contactMessages.readAt}, ${at.toISOString()}::timestamptz)` : null,
    });
  }

  setHandled(id: string, handled: boolean, at: Date) {
    return this.change(
      id,
      handled
        ? {
            handledAt: sql`coalesce(${t.contactMessages.handledAt}, ${at.toISOString()}::timestamptz)`,
            readAt: sql`coalesce(${t.contactMessages.readAt}, ${at.toISOString()}::timestamptz)`,
          }
        : { handledAt: null },
    );
  }

  addReply(id: string, reply: { actor: string; text: string; at: Date }) {
    return this.change(
      id,
      {
        handledAt: sql`coalesce(${t.contactMessages.handledAt}, ${reply.at.toISOString()}::timestamptz)`,
        readAt: sql`coalesce(${t.contactMessages.readAt}, ${reply.at.toISOString()}::timestamptz)`,
      },
      async (tx, messageId) => {
        await tx
          .insert(t.contactMessageReplies)
          .values({ messageId, at: reply.at, actor: reply.actor, text: reply.text });
      },
    );
  }

  /** reads the message, applies `set` (and `also`) in one transaction, and answers before and after */
  private async change(
    id: string,
    set: { readAt?: SQL | null; handledAt?: SQL | null },
    also?: (tx: Db, messageId: number) => Promise<void>,
  ): Promise<{ before: InboxMessageRecord; message: InboxMessageRecord } | null> {
    const n = idOf(id);
    if (n === null) return null;
    return this.conn.run((db) =>
      db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const [locked] = await tx
          .select({ id: t.contactMessages.id })
          .from(t.contactMessages)
          .where(eq(t.contactMessages.id, n))
          .for('update');
        if (!locked) return null;
        const before = (await this.read(tx, n))!;
        await tx.update(t.contactMessages).set(set).where(eq(t.contactMessages.id, n));
        if (also) await also(tx, n);
        return { before, message: (await this.read(tx, n))! };
      }),
    );
  }
}
