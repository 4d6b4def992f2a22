/**
 * The audit port of the embedded store (table audit_log): who changed what in the operator console,
 * newest first. The gateway's AuditService redacts secrets before an entry gets here.
 */
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Paged } from '@shop/domain';
import type { AuditFilterInput, AuditPort, AuditRecord } from '../../admin-port.js';
import { NUMERIC_ID, type EmbeddedConnection } from '../connection.js';
import * as t from '../schema.js';

/** `%` and `_` are wildcards in ILIKE: a search for them means the characters themselves */
function likeText(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export class EmbeddedAudit implements AuditPort {
  constructor(private readonly conn: EmbeddedConnection) {}

  async append(entry: Omit<AuditRecord, 'id' | 'at'> & { at: Date }): Promise<void> {
    const actorStaffId =
      entry.actorStaffId !== null && NUMERIC_ID.test(entry.actorStaffId) ? Number(entry.actorStaffId) : null;
    await this.conn.run((db) =>
      db.insert(t.auditLog).values({
        at: entry.at,
        actorStaffId,
        actor: entry.actor,
        action: entry.action,
        subject: entry.subject,
        before: entry.before ?? null,
        after: entry.after ?? null,
      }),
    );
  }

  async list(filter: AuditFilterInput, page: number, pageSize: number): Promise<Paged<AuditRecord>> {
    const conditions: SQL[] = [];
    const actor = filter.actor?.trim();
    if (actor) conditions.push(eq(sql`lower(${t.auditLog.actor})`, actor.toLowerCase()));
    const action = filter.action?.trim();
    if (action) {
      conditions.push(
        action.endsWith('.') ? ilike(t.auditLog.action, `${likeText(action).slice(1)}`) : eq(t.auditLog.action, action),
      );
    }
    const search = filter.search?.trim();
    if (search) {
      const pattern = likeText(search);
      conditions.push(
        or(ilike(t.auditLog.subject, pattern), ilike(t.auditLog.action, pattern), ilike(t.auditLog.actor, pattern))!,
      );
    }
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    return this.conn.run(async (db) => {
      const [total] = await db.select({ n: count() }).from(t.auditLog).where(where);
      const rows = await db
        .select()
        .from(t.auditLog)
        .where(where)
        .orderBy(desc(t.auditLog.at), desc(t.auditLog.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return {
        totalCount: total?.n ?? 0,
        items: rows.map((row) => ({
          id: String(row.id),
          at: row.at.toISOString(),
          actorStaffId: row.actorStaffId === null ? null : String(row.actorStaffId),
          actor: row.actor,
          action: row.action,
          subject: row.subject,
          before: row.before,
          after: row.after,
        })),
      };
    });
  }
}
