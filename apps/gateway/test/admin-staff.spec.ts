/**
 * Staff management, settings, the audit log and the session rules of the operator console, through
 * POST /admin/graphql: each mutation's success and each of its errors, owners only where the role says
 * so, an audit entry for every change (never a password), and the idle timeout on the admin clock.
 */
import {
  AdminLoginDocument,
  AdminSettingsDocument,
  AuditLogDocument,
  ChangeStaffPasswordDocument,
  DeleteStaffDocument,
  SaveSettingsDocument,
  SaveStaffDocument,
  StaffListDocument,
  StaffMeDocument,
} from '@shop/schema/admin-operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CLOCK, type Clock } from '../src/admin/clock.js';
import { type AdminClient, adminClient, adminGql, adminPortsOf, createStaff, STAFF_PASSWORD } from './helpers/admin.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

const NEW_PASSWORD = 'Fresh#Pass42';
const OWNER_ONLY_MESSAGE = 'Only an owner can do this. Ask an owner of the shop.';

let t: TestApp;
let owner: AdminClient;
let staff: AdminClient;

beforeAll(async () => {
  t = await startTestApp();
  owner = await adminClient(t, { role: 'OWNER' });
  staff = await adminClient(t, { role: 'STAFF' });
});

afterAll(async () => {
  await t?.close();
});

/** the newest audit entries, as an owner reads them */
async function latestAudit(filter: Record<string, string> = {}) {
  const { data } = await owner.gql(AuditLogDocument, { filter, pageSize: 20 });
  return data.auditLog.items;
}

describe('owners only', () => {
  it.each([
    ['staff', StaffListDocument, {}],
    [
      'saveStaff',
      SaveStaffDocument,
      { input: { email: 'x@example.com', name: 'Xavier', role: 'STAFF', password: NEW_PASSWORD } },
    ],
    ['deleteStaff', DeleteStaffDocument, { id: '1' }],
    ['settings', AdminSettingsDocument, {}],
    ['saveSettings', SaveSettingsDocument, { input: { lowStockThreshold: 9 } }],
  ] as const)('STAFF is refused %s with FORBIDDEN and nothing changes', async (field, doc, vars) => {
    const { data, errors } = await staff.gql(String(doc), vars);
    expect(data?.[field] ?? null).toBeNull();
    expect(errors?.[0]).toMatchObject({ message: OWNER_ONLY_MESSAGE, extensions: { code: 'FORBIDDEN' } });
    expect((await owner.gql(AdminSettingsDocument)).data.settings.lowStockThreshold).not.toBe(9);
    expect((await owner.gql(StaffListDocument)).data.staff.map((s) => s.email)).not.toContain('x@example.com');
  });
});

describe('staff', () => {
  it('lists every account, owners first, without password hashes', async () => {
    const { data, res } = await owner.gql(StaffListDocument);
    const emails = data.staff.map((s) => s.email);
    expect(emails).toEqual(expect.arrayContaining([owner.email, staff.email]));
    const roles = data.staff.map((s) => s.role);
    expect(roles.indexOf('STAFF')).toBeGreaterThan(roles.lastIndexOf('OWNER'));
    expect(res.text).not.toMatch(/scrypt|password/i);
    expect(data.staff.find((s) => s.email === owner.email)?.lastLoginAt).not.toBeNull();
  });
});

describe('saveStaff', () => {
  it('creates an account that can sign in, and audits it without the password', async () => {
    const email = `New.Person-${Date.now()}@Example.com`;
    const { data } = await owner.gql(SaveStaffDocument, {
      input: { email, name: 'New Person', role: 'STAFF', password: NEW_PASSWORD },
    });
    expect(data.saveStaff.userErrors).toEqual([]);
    expect(data.saveStaff.staff).toMatchObject({
      email: email.toLowerCase(),
      name: 'New Person',
      role: 'STAFF',
      active: true,
    });
    const login = await adminGql(t, AdminLoginDocument, { email, password: NEW_PASSWORD });
    expect(login.data.adminLogin.staff?.email).toBe(email.toLowerCase());
    const [entry] = await latestAudit({ action: 'staff.create' });
    expect(entry).toMatchObject({ actor: owner.email, subject: `staff ${email.toLowerCase()}`, before: null });
    expect(JSON.parse(entry!.after!)).toEqual({
      email: email.toLowerCase(),
      name: 'New Person',
      role: 'STAFF',
      active: true,
    });
  });

  it('creates an account inactive when asked', async () => {
    const email = `inactive-${Date.now()}@example.com`;
    const { data } = await owner.gql(SaveStaffDocument, {
      input: { email, name: 'Not Yet', role: 'STAFF', password: NEW_PASSWORD, active: false },
    });
    expect(data.saveStaff.staff?.active).toBe(false);
    const login = await adminGql(t, AdminLoginDocument, { email, password: NEW_PASSWORD });
    expect(login.data.adminLogin.userErrors[0]?.code).toBe('INVALID_CREDENTIALS');
  });

  it.each([
    [{ email: 'nope' }, ['input', 'email'], 'Please enter a valid email address'],
    [{ name: 'A' }, ['input', 'name'], 'Name must be at least 2 characters'],
    [
      { password: 'weakpass' },
      ['input', 'password'],
      'Password must contain at least one uppercase letter, one lowercase letter, one number, one special character (!@#$%^&*), and no spaces',
    ],
    [{ password: null }, ['input', 'password'], 'A new account needs a password'],
  ])('refuses a new account with %j', async (override, field, message) => {
    const { data } = await owner.gql(SaveStaffDocument, {
      input: {
        email: `v-${Date.now()}@example.com`,
        name: 'Valid Name',
        role: 'STAFF',
        password: NEW_PASSWORD,
        ...override,
      },
    });
    expect(data.saveStaff.staff).toBeNull();
    expect(data.saveStaff.userErrors).toContainEqual({ field, message, code: 'INVALID' });
  });

  it('refuses an e-mail that another account has (in any case)', async () => {
    const { data } = await owner.gql(SaveStaffDocument, {
      input: { email: staff.email.toUpperCase(), name: 'Copy Cat', role: 'STAFF', password: NEW_PASSWORD },
    });
    expect(data.saveStaff.userErrors).toEqual([
      { field: ['input', 'email'], message: 'A staff account with this email already exists', code: 'EMAIL_TAKEN' },
    ]);
    const other = await createStaff(t);
    const update = await owner.gql(SaveStaffDocument, {
      input: { id: other.staff.id, email: staff.email, name: 'Renamed', role: 'STAFF' },
    });
    expect(update.data.saveStaff.userErrors[0]?.code).toBe('EMAIL_TAKEN');
  });

  it('updates name and role; the new role applies on the next request without signing out', async () => {
    const member = await adminClient(t, { role: 'STAFF' });
    expect((await member.gql(StaffListDocument)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const { data } = await owner.gql(SaveStaffDocument, {
      input: { id: member.staff.id, email: member.email, name: 'Promoted Person', role: 'OWNER' },
    });
    expect(data.saveStaff.staff).toMatchObject({ name: 'Promoted Person', role: 'OWNER' });
    expect((await member.gql(StaffListDocument)).errors).toBeUndefined();
    const [entry] = await latestAudit({ action: 'staff.update' });
    expect(JSON.parse(entry!.before!)).toMatchObject({ name: member.staff.name, role: 'STAFF' });
    expect(JSON.parse(entry!.after!)).toMatchObject({ name: 'Promoted Person', role: 'OWNER' });
  });

  it('deactivating an account ends its sessions at once', async () => {
    const member = await adminClient(t);
    const { data } = await owner.gql(SaveStaffDocument, {
      input: { id: member.staff.id, email: member.email, name: member.staff.name, role: 'STAFF', active: false },
    });
    expect(data.saveStaff.staff?.active).toBe(false);
    expect((await member.gql(StaffMeDocument)).data.staffMe).toBeNull();
    expect((await member.gql(StaffMeDocument, {}, { via: 'token' })).data.staffMe).toBeNull();
    const [entry] = await latestAudit({ action: 'staff.update' });
    expect(JSON.parse(entry!.after!)).toMatchObject({ active: false, sessionsEnded: true });
  });

  it("setting someone's password ends their sessions; the old password stops working; the audit keeps no password", async () => {
    const member = await adminClient(t);
    const { data } = await owner.gql(SaveStaffDocument, {
      input: {
        id: member.staff.id,
        email: member.email,
        name: member.staff.name,
        role: 'STAFF',
        password: NEW_PASSWORD,
      },
    });
    expect(data.saveStaff.userErrors).toEqual([]);
    expect((await member.gql(StaffMeDocument)).data.staffMe).toBeNull();
    const old = await adminGql(t, AdminLoginDocument, { email: member.email, password: STAFF_PASSWORD });
    expect(old.data.adminLogin.userErrors[0]?.code).toBe('INVALID_CREDENTIALS');
    const fresh = await adminGql(t, AdminLoginDocument, { email: member.email, password: NEW_PASSWORD });
    expect(fresh.data.adminLogin.userErrors).toEqual([]);
    const [entry] = await latestAudit({ action: 'staff.update' });
    expect(`${entry!.before}${entry!.after}`).not.toContain(NEW_PASSWORD);
  });

  it('answers an unknown id as NOT_FOUND', async () => {
    const { data } = await owner.gql(SaveStaffDocument, {
      input: { id: '999999', email: 'ghost@example.com', name: 'Ghost', role: 'STAFF' },
    });
    expect(data.saveStaff.userErrors).toEqual([
      {
        field: ['input', 'id'],
        message: 'This staff account does not exist (it may have been deleted)',
        code: 'NOT_FOUND',
      },
    ]);
  });
});

describe('deleteStaff', () => {
  it('deletes the account (its sessions end) and audits it', async () => {
    const member = await adminClient(t);
    const { data } = await owner.gql(DeleteStaffDocument, { id: member.staff.id });
    expect(data.deleteStaff).toEqual({ ok: true, userErrors: [] });
    expect((await member.gql(StaffMeDocument)).data.staffMe).toBeNull();
    expect((await owner.gql(StaffListDocument)).data.staff.map((s) => s.id)).not.toContain(member.staff.id);
    const [entry] = await latestAudit({ action: 'staff.delete' });
    expect(entry).toMatchObject({ actor: owner.email, subject: `staff ${member.email}`, after: null });
  });

  it('refuses an unknown id and the caller itself', async () => {
    const unknown = await owner.gql(DeleteStaffDocument, { id: '999999' });
    expect(unknown.data.deleteStaff).toMatchObject({ ok: false, userErrors: [{ field: ['id'], code: 'NOT_FOUND' }] });
    const self = await owner.gql(DeleteStaffDocument, { id: owner.staff.id });
    expect(self.data.deleteStaff).toEqual({
      ok: false,
      userErrors: [
        { field: ['id'], message: 'You cannot delete your own account: ask another owner', code: 'DELETE_SELF' },
      ],
    });
  });
});

describe('changeStaffPassword', () => {
  it("changes the caller's own password: this session stays, the others end", async () => {
    const member = await adminClient(t);
    const elsewhere = await adminGql(t, AdminLoginDocument, { email: member.email, password: STAFF_PASSWORD });
    const otherToken = elsewhere.data.adminLogin.token!;
    const { data } = await member.gql(ChangeStaffPasswordDocument, {
      currentPassword: STAFF_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(data.changeStaffPassword).toEqual({ ok: true, userErrors: [] });
    expect((await member.gql(StaffMeDocument)).data.staffMe?.id).toBe(member.staff.id);
    expect((await adminGql(t, StaffMeDocument, {}, { token: otherToken })).data.staffMe).toBeNull();
    const login = await adminGql(t, AdminLoginDocument, { email: member.email, password: NEW_PASSWORD });
    expect(login.data.adminLogin.userErrors).toEqual([]);
    const [entry] = await latestAudit({ action: 'staff.password' });
    expect(entry).toMatchObject({ actor: member.email, subject: `staff ${member.email}`, before: null, after: null });
  });

  it.each([
    [
      { currentPassword: 'Wrong#Pass1', newPassword: NEW_PASSWORD },
      ['currentPassword'],
      'Current password is incorrect',
      'WRONG_PASSWORD',
    ],
    [
      { currentPassword: STAFF_PASSWORD, newPassword: 'short' },
      ['newPassword'],
      'Password must be at least 8 characters',
      'INVALID',
    ],
    [
      { currentPassword: STAFF_PASSWORD, newPassword: STAFF_PASSWORD },
      ['newPassword'],
      'The new password must differ from the current one',
      'INVALID',
    ],
    [
      { currentPassword: '', newPassword: NEW_PASSWORD },
      ['currentPassword'],
      'Current password is required',
      'INVALID',
    ],
  ])('refuses %j', async (vars, field, message, code) => {
    const member = await adminClient(t);
    const { data } = await member.gql(ChangeStaffPasswordDocument, vars);
    expect(data.changeStaffPassword.ok).toBe(false);
    expect(data.changeStaffPassword.userErrors).toContainEqual({ field, message, code });
    // nothing changed: the old password still signs in
    const login = await adminGql(t, AdminLoginDocument, { email: member.email, password: STAFF_PASSWORD });
    expect(login.data.adminLogin.userErrors).toEqual([]);
  });
});

describe('settings', () => {
  it('starts from the defaults, saves, audits only what changed', async () => {
    const initial = await owner.gql(AdminSettingsDocument);
    expect(initial.data.settings).toEqual({
      storeBackend: 'embedded',
      wordpressAdminUrl: null,
      lowStockThreshold: 5,
      notificationEmail: '',
    });
    const { data } = await owner.gql(SaveSettingsDocument, {
      input: { lowStockThreshold: 12, notificationEmail: 'ops@example.com' },
    });
    expect(data.saveSettings).toEqual({
      settings: {
        storeBackend: 'embedded',
        wordpressAdminUrl: null,
        lowStockThreshold: 12,
        notificationEmail: 'ops@example.com',
      },
      userErrors: [],
    });
    // absent fields keep their value; '' clears the e-mail
    const cleared = await owner.gql(SaveSettingsDocument, { input: { notificationEmail: '' } });
    expect(cleared.data.saveSettings.settings).toMatchObject({ lowStockThreshold: 12, notificationEmail: '' });
    const [last, first] = await latestAudit({ action: 'settings.save' });
    expect(JSON.parse(first!.before!)).toEqual({ lowStockThreshold: 5, notificationEmail: '' });
    expect(JSON.parse(first!.after!)).toEqual({ lowStockThreshold: 12, notificationEmail: 'ops@example.com' });
    expect(JSON.parse(last!.after!)).toEqual({ notificationEmail: '' });
  });

  it.each([
    [
      { lowStockThreshold: -1 },
      ['input', 'lowStockThreshold'],
      'Low-stock threshold must be a whole number from 0 to 100000',
    ],
    [
      { notificationEmail: 'not-mail' },
      ['input', 'notificationEmail'],
      'Please enter a valid email address, or leave it empty',
    ],
  ])('refuses %j and keeps the stored values', async (input, field, message) => {
    const before = (await owner.gql(AdminSettingsDocument)).data.settings;
    const { data } = await owner.gql(SaveSettingsDocument, { input });
    expect(data.saveSettings.settings).toBeNull();
    expect(data.saveSettings.userErrors).toContainEqual({ field, message, code: 'INVALID' });
    expect((await owner.gql(AdminSettingsDocument)).data.settings).toEqual(before);
  });
});

describe('auditLog', () => {
  it('every staff member reads it, newest first, paged and filtered; logins and logouts are in it', async () => {
    const { data } = await staff.gql(AuditLogDocument, { pageSize: 2 });
    expect(data.auditLog).toMatchObject({ page: 1, pageSize: 2 });
    expect(data.auditLog.items).toHaveLength(2);
    expect(data.auditLog.totalCount).toBeGreaterThan(2);
    const all = (await staff.gql(AuditLogDocument, { pageSize: 200 })).data.auditLog.items;
    const times = all.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const logins = (await staff.gql(AuditLogDocument, { filter: { action: 'staff.login', actor: staff.email } })).data
      .auditLog;
    expect(logins.items.map((entry) => entry.subject)).toEqual([`staff ${staff.email}`]);
    const prefix = (await staff.gql(AuditLogDocument, { filter: { action: 'staff.' }, pageSize: 200 })).data.auditLog;
    expect(new Set(prefix.items.map((entry) => entry.action.split('.')[0]))).toEqual(new Set(['staff']));
    const search = (await staff.gql(AuditLogDocument, { filter: { search: owner.email } })).data.auditLog;
    expect(search.totalCount).toBeGreaterThan(0);
  });

  it('never holds a password or a hash, whatever was saved', async () => {
    const { data } = await owner.gql(AuditLogDocument, { pageSize: 200 });
    const text = JSON.stringify(data.auditLog.items);
    for (const secret of [STAFF_PASSWORD, NEW_PASSWORD, 'scrypt$', owner.token, staff.token])
      expect(text).not.toContain(secret);
    // even when a caller hands AuditService a secret-looking key
    const audit = t.app.get((await import('../src/admin/audit/audit.service.js')).AuditService);
    await audit.recordSystem({
      action: 'test.redact',
      subject: 'redaction',
      after: { passwordHash: 'scrypt$1$2', nested: { token: 'abc', apiKey: 'k', name: 'kept' } },
    });
    const [entry] = await latestAudit({ action: 'test.redact' });
    expect(JSON.parse(entry!.after!)).toEqual({
      passwordHash: '[redacted]',
      nested: { token: '[redacted]', apiKey: '[redacted]', name: 'kept' },
    });
    expect(entry!.actor).toBe('system');
  });
});

describe('sessions', () => {
  it('end after 8 hours without a request, not while in use, and 24 hours after sign-in at the latest', async () => {
    const clock = t.app.get<Clock>(ADMIN_CLOCK);
    const realNow = clock.now;
    const member = await adminClient(t);
    const hours = (h: number) => () => new Date(Date.now() + h * 60 * 60 * 1000);
    try {
      clock.now = hours(7.5);
      expect((await member.gql(StaffMeDocument)).data.staffMe?.id).toBe(member.staff.id);
      clock.now = hours(15); // 7.5 h after the last request
      expect((await member.gql(StaffMeDocument)).data.staffMe?.id).toBe(member.staff.id);
      clock.now = hours(22);
      expect((await member.gql(StaffMeDocument)).data.staffMe?.id).toBe(member.staff.id);
      clock.now = hours(24.5); // past the absolute end
      expect((await member.gql(StaffMeDocument)).data.staffMe).toBeNull();

      clock.now = realNow;
      const idle = await adminClient(t);
      expect((await idle.gql(StaffMeDocument)).data.staffMe?.id).toBe(idle.staff.id);
      clock.now = hours(8.1);
      const expired = await idle.gql(StaffMeDocument);
      expect(expired.data.staffMe).toBeNull();
      // and it stays ended (the session was revoked, not only refused once)
      clock.now = realNow;
      expect((await idle.gql(StaffMeDocument, {}, { via: 'token' })).data.staffMe).toBeNull();
    } finally {
      clock.now = realNow;
    }
  });
});

describe('the last active owner', () => {
  let lone: TestApp;
  let boss: AdminClient;

  beforeAll(async () => {
    lone = await startTestApp();
    boss = await adminClient(lone, { role: 'OWNER' });
  });

  afterAll(async () => {
    await lone?.close();
  });

  it('cannot be demoted, deactivated or deleted; with a second owner it can', async () => {
    const base = { id: boss.staff.id, email: boss.email, name: boss.staff.name };
    const demote = await boss.gql(SaveStaffDocument, { input: { ...base, role: 'STAFF' } });
    expect(demote.data.saveStaff.userErrors).toEqual([
      {
        field: ['input', 'role'],
        message: 'The shop needs at least one active owner: make another account an owner first',
        code: 'LAST_OWNER',
      },
    ]);
    const deactivate = await boss.gql(SaveStaffDocument, { input: { ...base, role: 'OWNER', active: false } });
    expect(deactivate.data.saveStaff.userErrors[0]).toMatchObject({ field: ['input', 'active'], code: 'LAST_OWNER' });
    const second = await adminClient(lone, { role: 'OWNER' });
    const deleteBoss = await second.gql(DeleteStaffDocument, { id: boss.staff.id });
    expect(deleteBoss.data.deleteStaff).toEqual({ ok: true, userErrors: [] });
    // now `second` is the last one
    const [remaining] = (await adminPortsOf(lone).staff.list()).filter((s) => s.role === 'OWNER' && s.active);
    expect(remaining?.id).toBe(second.staff.id);
    const result = await adminPortsOf(lone).staff.delete(second.staff.id);
    expect(result).toEqual({ kind: 'last_owner' });
  });
});
