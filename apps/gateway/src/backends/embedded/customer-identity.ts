/**
 * The customer-identity port of the embedded store: accounts, sessions, passwords.
 */
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { CustomerRecord } from '@shop/domain';
import {
  type AuthSession,
  type CustomerIdentity,
  type NewCustomer,
  type ProfileUpdate,
  SESSION_ENDED,
  type SessionEnded,
  type SessionGrant,
} from '../port.js';
import {
  type CustomerRow,
  type EmbeddedConnection,
  isUniqueViolation,
  sessionCustomerId,
  toCustomer,
} from './connection.js';
import type { Db } from './db.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords.js';
import * as t from './schema.js';
import { hashToken, newToken } from './tokens.js';
import { passwordResetMail } from '../../mail/mail-messages.js';

export const PERSISTENT_SESSION_MS = 30 * 24 * 60 * 60 * 1000;
export const BROWSER_SESSION_MS = 12 * 60 * 60 * 1000;
export const PASSWORD_RESET_MS = 60 * 60 * 1000;
/** last_seen is bookkeeping: refresh it at most this often to keep reads cheap */
const LAST_SEEN_RESOLUTION_MS = 60 * 1000;

export class EmbeddedIdentity implements CustomerIdentity {
  constructor(private readonly conn: EmbeddedConnection) {}

  async register(
    input: NewCustomer,
    opts: { persistent: boolean },
  ): Promise<{ kind: 'ok'; grant: SessionGrant } | { kind: 'email_taken' } | { kind: 'rejected'; message: string }> {
    // the gateway has validated and normalised the address (identity.service.ts)
    const email = input.email;
    const passwordHash = await hashPassword(input.password);
    return this.conn.run(async (db) => {
      const [row] = await db
        .insert(t.customers)
        .values({
          name: input.name.trim(),
          email,
          phone: input.phone?.trim() || null,
          companyName: input.companyName.trim(),
          companyRegNumber: input.companyRegNumber.trim(),
          companyVatNumber: input.companyVatNumber.trim(),
          passwordHash,
          status: input.status,
          statusChangedAt: input.status === 'APPROVED' ? null : input.termsAcceptedAt,
          ageConfirmedAt: input.ageConfirmedAt,
          termsAcceptedAt: input.termsAcceptedAt,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) return { kind: 'email_taken' as const };
      return { kind: 'ok' as const, grant: await this.startSession(db, row, opts.persistent) };
    });
  }

  async login(
    email: string,
    password: string,
    opts: { persistent: boolean },
  ): Promise<{ kind: 'ok'; grant: SessionGrant } | { kind: 'invalid_credentials' } | { kind: 'blocked' }> {
    const [row] = await this.conn.run((db) =>
      db
        .select()
        .from(t.customers)
        .where(eq(sql`lower(${t.customers.email})`, email.trim().toLowerCase()))
        .limit(1),
    );
    // unknown e-mails cost a hash too, so timing does not tell which addresses have accounts
    const ok = await verifyPassword(password, row?.passwordHash ?? (await dummyPasswordHash()));
    if (!row || !ok) return { kind: 'invalid_credentials' };
    // only someone who knows the password learns that the account is blocked
    if (row.status === 'BLOCKED') return { kind: 'blocked' };
    return { kind: 'ok', grant: await this.conn.run((db) => this.startSession(db, row, opts.persistent)) };
  }

  private async startSession(db: Db, customer: CustomerRow, persistent: boolean): Promise<SessionGrant> {
    const token = newToken();
    const ttl = persistent
      ? (this.conn.options.persistentSessionTtlMs ?? PERSISTENT_SESSION_MS)
      : (this.conn.options.sessionTtlMs ?? BROWSER_SESSION_MS);
    const expiresAt = new Date(Date.now() + ttl);
    await db.insert(t.sessions).values({ tokenHash: hashToken(token), customerId: customer.id, persistent, expiresAt });
    return { token, expiresAt, customer: toCustomer(customer) };
  }

  async resolveSession(
    token: string,
  ): Promise<{ session: AuthSession; customer: CustomerRecord; expiresAt: Date } | null> {
    if (!token || token.length > 256) return null;
    const tokenHash = hashToken(token);
    return this.conn.run(async (db) => {
      const [row] = await db
        .select({ session: t.sessions, customer: t.customers })
        .from(t.sessions)
        .innerJoin(t.customers, eq(t.customers.id, t.sessions.customerId))
        .where(
          and(
            eq(t.sessions.tokenHash, tokenHash),
            isNull(t.sessions.revokedAt),
            gt(t.sessions.expiresAt, new Date()),
            // blocking revokes the sessions; this also refuses one started in the same instant
            ne(t.customers.status, 'BLOCKED'),
          ),
        )
        .limit(1);
      if (!row) return null;
      if (Date.now() - row.session.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
        await db.update(t.sessions).set({ lastSeenAt: new Date() }).where(eq(t.sessions.id, row.session.id));
      }
      return {
        session: { token, customerId: String(row.customer.id) },
        customer: toCustomer(row.customer),
        expiresAt: row.session.expiresAt,
      };
    });
  }

  async logout(session: AuthSession): Promise<void> {
    await this.conn.run((db) =>
      db
        .update(t.sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(t.sessions.tokenHash, hashToken(session.token)), isNull(t.sessions.revokedAt))),
    );
  }

  async logoutAll(session: AuthSession, opts?: { exceptCurrent?: boolean }): Promise<void> {
    await this.conn.run((db) =>
      this.revokeSessions(db, Number(session.customerId), opts?.exceptCurrent ? session.token : null),
    );
  }

  private async revokeSessions(db: Db, customerId: number, exceptToken: string | null): Promise<void> {
    await db
      .update(t.sessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(t.sessions.customerId, customerId),
          isNull(t.sessions.revokedAt),
          exceptToken ? ne(t.sessions.tokenHash, hashToken(exceptToken)) : undefined,
        ),
      );
  }

  async updateProfile(
    session: AuthSession,
    input: ProfileUpdate,
  ): Promise<{ kind: 'ok'; customer: CustomerRecord } | { kind: 'email_taken' } | SessionEnded> {
    const id = sessionCustomerId(session);
    try {
      return await this.conn.run(async (db) => {
        const [row] = await db
          .update(t.customers)
          .set({
            name: input.name.trim(),
            email: input.email.trim(),
            phone: input.phone?.trim() || null,
            company: input.company?.trim() || null,
            companyName: input.companyName.trim(),
            companyRegNumber: input.companyRegNumber.trim(),
            companyVatNumber: input.companyVatNumber.trim(),
          })
          .where(eq(t.customers.id, id))
          .returning();
        return row ? { kind: 'ok' as const, customer: toCustomer(row) } : SESSION_ENDED;
      });
    } catch (error) {
      if (isUniqueViolation(error)) return { kind: 'email_taken' };
      throw error;
    }
  }

  async updateAddress(
    session: AuthSession,
    address: string,
  ): Promise<{ kind: 'ok'; customer: CustomerRecord } | SessionEnded> {
    const id = sessionCustomerId(session);
    const [row] = await this.conn.run((db) =>
      db.update(t.customers).set({ address: address.trim() }).where(eq(t.customers.id, id)).returning(),
    );
    return row ? { kind: 'ok', customer: toCustomer(row) } : SESSION_ENDED;
  }

  async changePassword(
    session: AuthSession,
    currentPassword: string,
    newPassword: string,
  ): Promise<{ kind: 'ok' } | { kind: 'wrong_password' } | SessionEnded> {
    const id = sessionCustomerId(session);
    const [row] = await this.conn.run((db) => db.select().from(t.customers).where(eq(t.customers.id, id)).limit(1));
    if (!row) return SESSION_ENDED;
    if (!(await verifyPassword(currentPassword, row.passwordHash))) return { kind: 'wrong_password' };
    const passwordHash = await hashPassword(newPassword);
    await this.conn.run((db) =>
      db.transaction(async (tx) => {
        await tx.update(t.customers).set({ passwordHash }).where(eq(t.customers.id, id));
        await this.revokeSessions(tx as unknown as Db, id, session.token);
      }),
    );
    return { kind: 'ok' };
  }

  async requestPasswordReset(email: string): Promise<void> {
    const token = newToken();
    const tokenHash = hashToken(token);
    const normalized = email.trim().toLowerCase();
    const customer = await this.conn.run(async (db) => {
      const [row] = await db
        .select()
        .from(t.customers)
        .where(eq(sql`lower(${t.customers.email})`, normalized))
        .limit(1);
      if (!row) return null;
      await db
        .insert(t.passwordResets)
        .values({ customerId: row.id, tokenHash, expiresAt: new Date(Date.now() + PASSWORD_RESET_MS) });
      return row;
    });
    if (!customer) return;
    await this.conn.options.mailer.send(passwordResetMail(this.conn.options.publicSiteUrl, customer, token));
  }

  async resetPassword(
    email: string,
    token: string,
    newPassword: string,
  ): Promise<{ kind: 'ok' } | { kind: 'invalid_token' }> {
    if (!token || token.length > 256) return { kind: 'invalid_token' };
    const tokenHash = hashToken(token);
    const passwordHash = await hashPassword(newPassword);
    const done = await this.conn.run((db) =>
      db.transaction(async (tx) => {
        // marking the token used and checking it is one statement, so it can be used only once
        const [used] = await tx
          .update(t.passwordResets)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(t.passwordResets.tokenHash, tokenHash),
              isNull(t.passwordResets.usedAt),
              gt(t.passwordResets.expiresAt, new Date()),
              eq(
                t.passwordResets.customerId,
                sql`(select ${t.customers.id} from ${t.customers} where lower(${t.customers.email}) = ${email.trim().toLowerCase()})`,
              ),
            ),
          )
          .returning({ customerId: t.passwordResets.customerId });
        if (!used) return false;
        await tx.update(t.customers).set({ passwordHash }).where(eq(t.customers.id, used.customerId));
        await this.revokeSessions(tx as unknown as Db, used.customerId, null);
        return true;
      }),
    );
    return done ? { kind: 'ok' } : { kind: 'invalid_token' };
  }
}
