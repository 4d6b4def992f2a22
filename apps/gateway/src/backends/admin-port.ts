/**
 * The operator console's storage (POST /admin/graphql). Embedded only: a shop on WordPress is operated
 * in WordPress, so there ADMIN_PORTS is null and the admin API answers every operation but
 * `consoleInfo` with "operated in WordPress" (src/admin/staff-guard.ts).
 *
 * One port per area, each implemented in backends/embedded/admin/<area>.ts. Later areas (orders,
 * customers, inbox, catalogue, coupons, content, media) add their port as a field of AdminPorts.
 * Same rules as backends/port.ts: our own shapes, expected failures as tagged results, thrown errors
 * mean the store is broken or unreachable. Time-dependent operations take `now` from the caller (the
 * gateway's injectable clock, src/admin/clock.ts), so tests never sleep.
 */
import type { Paged } from '@shop/domain';

export type StaffRole = 'OWNER' | 'STAFF';

/** a staff account as the console sees it (never its password hash) */
export interface StaffRecord {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  active: boolean;
  createdAt: string;
  lastLoginAt: string | null;
}

export interface NewStaff {
  /** validated and normalised by the gateway */
  email: string;
  name: string;
  role: StaffRole;
  /** in clear; the port stores its hash only */
  password: string;
}

/** fields to change; absent ones stay */
export interface StaffChanges {
  email?: string;
  name?: string;
  role?: StaffRole;
  active?: boolean;
  password?: string;
}

export interface StaffSessionGrant {
  /** the bearer secret (cookie value / Authorization: Bearer); only its hash is stored */
  token: string;
  expiresAt: Date;
  staff: StaffRecord;
}

export interface ResolvedStaffSession {
  sessionId: string;
  staff: StaffRecord;
  expiresAt: Date;
}

/** "that change would leave the shop without an active owner" */
export interface LastOwner {
  kind: 'last_owner';
}

export interface StaffPort {
  /** every account, owners first, then by name */
  list(): Promise<StaffRecord[]>;
  get(id: string): Promise<StaffRecord | null>;
  create(input: NewStaff): Promise<{ kind: 'ok'; staff: StaffRecord } | { kind: 'email_taken' }>;
  /**
   * The first owner (SHOP_ADMIN_EMAIL / npm run admin:create on an empty console): created only while
   * no staff account exists at all, so a restart never re-creates or overwrites anyone.
   */
  createFirstOwner(
    input: Omit<NewStaff, 'role'>,
  ): Promise<{ kind: 'created'; staff: StaffRecord } | { kind: 'exists' }>;
  /**
   * Applies the changes atomically. Deactivating an account or changing its password or role ends its
   * sessions at once; the last active owner cannot be demoted or deactivated.
   */
  update(
    id: string,
    changes: StaffChanges,
    opts?: { keepSessionId?: string },
  ): Promise<
    | { kind: 'ok'; before: StaffRecord; staff: StaffRecord }
    | { kind: 'not_found' }
    | { kind: 'email_taken' }
    | LastOwner
  >;
  /** deletes the account and its sessions; never the last active owner */
  delete(id: string): Promise<{ kind: 'ok'; staff: StaffRecord } | { kind: 'not_found' } | LastOwner>;
  /** the active account with these credentials; null otherwise (unknown e-mails cost a hash too) */
  authenticate(email: string, password: string): Promise<StaffRecord | null>;
  /** whether `password` is the account's current one */
  checkPassword(id: string, password: string): Promise<boolean>;
  /** a new session (and last_login_at = now) */
  startSession(staffId: string, opts: { now: Date; ttlMs: number }): Promise<StaffSessionGrant>;
  /**
   * The session of a token: null when unknown, revoked, past its expiry, idle longer than `idleMs`
   * (it is revoked then), or its account is inactive. Touches last_seen_at.
   */
  resolveSession(token: string, opts: { now: Date; idleMs: number }): Promise<ResolvedStaffSession | null>;
  endSession(sessionId: string, opts: { now: Date }): Promise<void>;
  /** ends every session of the account (but `exceptSessionId`) */
  endSessions(staffId: string, opts: { now: Date; exceptSessionId?: string }): Promise<void>;
}

export interface AuditRecord {
  id: string;
  at: string;
  actorStaffId: string | null;
  /** the staff member's e-mail, or 'system' */
  actor: string;
  action: string;
  subject: string;
  /** redacted by the gateway's AuditService before it gets here */
  before: unknown;
  after: unknown;
}

export interface AuditFilterInput {
  /** exact e-mail or 'system' (case-insensitive) */
  actor?: string | null;
  /** exact action, or a prefix ending in '.' (e.g. "staff.") */
  action?: string | null;
  /** part of the subject, action or actor */
  search?: string | null;
}

export interface AuditPort {
  append(entry: Omit<AuditRecord, 'id' | 'at'> & { at: Date }): Promise<void>;
  /** newest first */
  list(filter: AuditFilterInput, page: number, pageSize: number): Promise<Paged<AuditRecord>>;
}

export interface SettingsPort {
  /** every stored setting by key (absent keys: the gateway's defaults apply) */
  read(): Promise<Record<string, unknown>>;
  write(values: Record<string, unknown>, opts: { now: Date }): Promise<void>;
}

/** The console's ports side by side (the embedded store's `admin`). */
export interface AdminPorts {
  readonly staff: StaffPort;
  readonly audit: AuditPort;
  readonly settings: SettingsPort;
}

/** AdminPorts, or null when the store has none (STORE_BACKEND=wordpress) */
export const ADMIN_PORTS = Symbol('ADMIN_PORTS');
