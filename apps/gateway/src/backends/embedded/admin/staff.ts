/**
 * The staff port of the embedded store: operator accounts and their sessions (tables staff,
 * staff_sessions). Passwords are scrypt-hashed (../passwords.ts), session tokens stored as sha256.
 */
import { and, asc, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../db.js';
import type {
  NewStaff,
  ResolvedStaffSession,
  StaffChanges,
  StaffPort,
  StaffRecord,
  StaffSessionGrant,
} from '../../admin-port.js';
import { isUniqueViolation, NUMERIC_ID, type EmbeddedConnection } from '../connection.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../passwords.js';
import * as t from '../schema.js';
import { hashToken, newToken } from '../tokens.js';

/** admin tokens carry their own prefix: never mistaken for (or by) a buyer's token, easy to spot in a leak scan */
export const STAFF_TOKEN_PREFIX = 'adm_';
/** last_seen_at is refreshed at most this often (the idle timeout is hours; a write per request is waste) */
const LAST_SEEN_RESOLUTION_MS = 60 * 1000;

type StaffRow = typeof t.staff.$inferSelect;

function toStaff(row: StaffRow): StaffRecord {
  return {
    id: String(row.id),
    email: row.email,
    name: row.name,
    role: row.role,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
  };
}

const idOf = (id: string): number | null => (NUMERIC_ID.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : null);

export class EmbeddedStaff implements StaffPort {
  constructor(private readonly conn: EmbeddedConnection) {}

  async list(): Promise<StaffRecord[]> {
    const rows = await this.conn.run((db) =>
      db
        .select()
        .from(t.staff)
        .orderBy(
          sql`case when ${t.staff.role} = 'OWNER' then 0 else 1 end`,
          asc(sql`lower(${t.staff.name})`),
          asc(t.staff.id),
        ),
    );
    return rows.map(toStaff);
  }

  async get(id: string): Promise<StaffRecord | null> {
    const n = idOf(id);
    if (n === null) return null;
    const [row] = await this.conn.run((db) => db.select().from(t.staff).where(eq(t.staff.id, n)).limit(1));
    return row ? toStaff(row) : null;
  }

  async create(input: NewStaff): Promise<{ kind: 'ok'; staff: StaffRecord } | { kind: 'email_taken' }> {
    const passwordHash = await hashPassword(input.password);
    const [row] = await this.conn.run((db) =>
      db
        .insert(t.staff)
        .values({ email: input.email, name: input.name, role: input.role, passwordHash })
        .onConflictDoNothing()
        .returning(),
    );
    return row ? { kind: 'ok', staff: toStaff(row) } : { kind: 'email_taken' };
  }

  async createFirstOwner(
    input: Omit<NewStaff, 'role'>,
  ): Promise<{ kind: 'created'; staff: StaffRecord } | { kind: 'exists' }> {
    const passwordHash = await hashPassword(input.password);
    // one statement: replicas starting together insert at most one first owner (the unique e-mail
    // index settles a tie between two with the same address)
    const rows = await this.conn.run((db) =>
      db.execute(sql`
        INSERT INTO ${t.staff} (email, name, role, password_hash)
        SELECT ${input.email}, ${input.name}, 'OWNER', ${passwordHash}
        WHERE NOT EXISTS (SELECT 1 FROM ${t.staff})
        ON CONFLICT DO NOTHING
        RETURNING id`),
    );
    const created = rowsOf<{ id: number }>(rows)[0];
    if (!created) return { kind: 'exists' };
    const staff = await this.get(String(created.id));
    return staff ? { kind: 'created', staff } : { kind: 'exists' };
  }

  async update(
    id: string,
    changes: StaffChanges,
    opts: { keepSessionId?: string } = {},
  ): Promise<
    | { kind: 'ok'; before: StaffRecord; staff: StaffRecord }
    | { kind: 'not_found' }
    | { kind: 'email_taken' }
    | { kind: 'last_owner' }
  > {
    const n = idOf(id);
    if (n === null) return { kind: 'not_found' };
    const passwordHash = changes.password === undefined ? undefined : await hashPassword(changes.password);
    try {
      return await this.conn.run((db) =>
        db.transaction(async (tx) => {
          const owners = await lockActiveOwners(tx);
          const [row] = await tx.select().from(t.staff).where(eq(t.staff.id, n)).for('update');
          if (!row) return { kind: 'not_found' as const };
          const role = changes.role ?? row.role;
          const active = changes.active ?? row.active;
          const losesOwner = row.role === 'OWNER' && row.active && (role !== 'OWNER' || !active);
          if (losesOwner && owners.length <= 1) return { kind: 'last_owner' as const };
          const [updated] = await tx
            .update(t.staff)
            .set({
              ...(changes.email !== undefined ? { email: changes.email } : {}),
              ...(changes.name !== undefined ? { name: changes.name } : {}),
              role,
              active,
              ...(passwordHash !== undefined ? { passwordHash } : {}),
            })
            .where(eq(t.staff.id, n))
            .returning();
          // a deactivated account or a new password: the sessions made before end now (a new role
          // needs no new session: every request reads the role afresh)
          const endsSessions = !active || passwordHash !== undefined;
          if (endsSessions) await revokeSessions(tx, n, new Date(), opts.keepSessionId);
          return { kind: 'ok' as const, before: toStaff(row), staff: toStaff(updated!) };
        }),
      );
    } catch (error) {
      if (isUniqueViolation(error)) return { kind: 'email_taken' };
      throw error;
    }
  }

  async delete(
    id: string,
  ): Promise<{ kind: 'ok'; staff: StaffRecord } | { kind: 'not_found' } | { kind: 'last_owner' }> {
    const n = idOf(id);
    if (n === null) return { kind: 'not_found' };
    return this.conn.run((db) =>
      db.transaction(async (tx) => {
        const owners = await lockActiveOwners(tx);
        const [row] = await tx.select().from(t.staff).where(eq(t.staff.id, n)).for('update');
        if (!row) return { kind: 'not_found' as const };
        if (row.role === 'OWNER' && row.active && owners.length <= 1) return { kind: 'last_owner' as const };
        // sessions go with the account (foreign key cascade); audit entries keep the e-mail as actor
        await tx.delete(t.staff).where(eq(t.staff.id, n));
        return { kind: 'ok' as const, staff: toStaff(row) };
      }),
    );
  }

  async authenticate(email: string, password: string): Promise<StaffRecord | null> {
    const [row] = await this.conn.run((db) =>
      db
        .select()
        .from(t.staff)
        .where(eq(sql`lower(${t.staff.email})`, email.trim().toLowerCase()))
        .limit(1),
    );
    // unknown e-mails cost a hash too, so timing does not tell which addresses have accounts
    const ok = await verifyPassword(password, row?.passwordHash ?? (await dummyPasswordHash()));
    return row && ok && row.active ? toStaff(row) : null;
  }

  async checkPassword(id: string, password: string): Promise<boolean> {
    const n = idOf(id);
    if (n === null) return false;
    const [row] = await this.conn.run((db) =>
      db.select({ passwordHash: t.staff.passwordHash }).from(t.staff).where(eq(t.staff.id, n)).limit(1),
    );
    return row ? verifyPassword(password, row.passwordHash) : false;
  }

  async startSession(staffId: string, opts: { now: Date; ttlMs: number }): Promise<StaffSessionGrant> {
    const n = idOf(staffId);
    if (n === null) throw new Error('invalid staff id');
    const token = `${STAFF_TOKEN_PREFIX}${newToken()}`;
    const expiresAt = new Date(opts.now.getTime() + opts.ttlMs);
    const row = await this.conn.run((db) =>
      db.transaction(async (tx) => {
        await tx.insert(t.staffSessions).values({
          tokenHash: hashToken(token),
          staffId: n,
          createdAt: opts.now,
          lastSeenAt: opts.now,
          expiresAt,
        });
        const [updated] = await tx.update(t.staff).set({ lastLoginAt: opts.now }).where(eq(t.staff.id, n)).returning();
        return updated;
      }),
    );
    if (!row) throw new Error('staff account vanished while signing in');
    return { token, expiresAt, staff: toStaff(row) };
  }

  async resolveSession(token: string, opts: { now: Date; idleMs: number }): Promise<ResolvedStaffSession | null> {
    if (!token.startsWith(STAFF_TOKEN_PREFIX) || token.length > 256) return null;
    const tokenHash = hashToken(token);
    return this.conn.run(async (db) => {
      const [row] = await db
        .select({ session: t.staffSessions, staff: t.staff })
        .from(t.staffSessions)
        .innerJoin(t.staff, eq(t.staff.id, t.staffSessions.staffId))
        .where(
          and(
            eq(t.staffSessions.tokenHash, tokenHash),
            isNull(t.staffSessions.revokedAt),
            gt(t.staffSessions.expiresAt, opts.now),
            eq(t.staff.active, true),
          ),
        )
        .limit(1);
      if (!row) return null;
      const idle = opts.now.getTime() - row.session.lastSeenAt.getTime();
      if (idle > opts.idleMs) {
        await db.update(t.staffSessions).set({ revokedAt: opts.now }).where(eq(t.staffSessions.id, row.session.id));
        return null;
      }
      if (idle > LAST_SEEN_RESOLUTION_MS) {
        await db.update(t.staffSessions).set({ lastSeenAt: opts.now }).where(eq(t.staffSessions.id, row.session.id));
      }
      return { sessionId: String(row.session.id), staff: toStaff(row.staff), expiresAt: row.session.expiresAt };
    });
  }

  async endSession(sessionId: string, opts: { now: Date }): Promise<void> {
    const n = idOf(sessionId);
    if (n === null) return;
    await this.conn.run((db) =>
      db
        .update(t.staffSessions)
        .set({ revokedAt: opts.now })
        .where(and(eq(t.staffSessions.id, n), isNull(t.staffSessions.revokedAt))),
    );
  }

  async endSessions(staffId: string, opts: { now: Date; exceptSessionId?: string }): Promise<void> {
    const n = idOf(staffId);
    if (n === null) return;
    await this.conn.run((db) => revokeSessions(db as unknown as Tx, n, opts.now, opts.exceptSessionId));
  }

  /** how many accounts exist (the admin:create script, tests) */
  async count(): Promise<number> {
    const [row] = await this.conn.run((db) => db.select({ n: count() }).from(t.staff));
    return row?.n ?? 0;
  }
}

/** the active owners, locked until the transaction ends: concurrent demotions cannot both pass the check */
async function lockActiveOwners(tx: Tx): Promise<{ id: number }[]> {
  return tx
    .select({ id: t.staff.id })
    .from(t.staff)
    .where(and(eq(t.staff.role, 'OWNER'), eq(t.staff.active, true)))
    .for('update');
}

async function revokeSessions(tx: Tx, staffId: number, now: Date, exceptSessionId?: string): Promise<void> {
  const except = exceptSessionId !== undefined ? idOf(exceptSessionId) : null;
  await tx
    .update(t.staffSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(t.staffSessions.staffId, staffId),
        isNull(t.staffSessions.revokedAt),
        except !== null ? ne(t.staffSessions.id, except) : undefined,
      ),
    );
}

/** drizzle's execute answers rows directly (node-postgres: in `.rows`) */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
