import { describe, expect, it } from 'vitest';
import { validateInput } from '../validation/user-errors.js';
import {
  adminSettingsSchema,
  changeStaffPasswordSchema,
  STAFF_MESSAGES,
  staffCreateSchema,
  staffUpdateSchema,
} from './staff.js';

const account = { email: 'Anna@Example.com', name: 'Anna', role: 'STAFF', password: 'Console#2026x' };

describe('staff schemas', () => {
  it('a new account: e-mail lower-cased, a strong password required, a known role', () => {
    expect(validateInput(staffCreateSchema, account)).toEqual({
      ok: true,
      data: { email: 'anna@example.com', name: 'Anna', role: 'STAFF', password: 'Console#2026x' },
    });
    const bad = validateInput(staffCreateSchema, { ...account, role: 'ADMIN', password: 'Console2026x' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.userErrors.map((e) => e.field?.[0])).toEqual(['role', 'password']);
      expect(bad.userErrors[0]?.message).toBe(STAFF_MESSAGES.role);
    }
  });

  it('an update keeps the password when it is absent or empty, and checks it when given', () => {
    const kept = validateInput(staffUpdateSchema, { ...account, password: '' });
    expect(kept.ok && kept.data.password).toBeUndefined();
    expect(validateInput(staffUpdateSchema, { ...account, password: 'weak' }).ok).toBe(false);
  });

  it('a new own password must differ from the current one', () => {
    const same = validateInput(changeStaffPasswordSchema, {
      currentPassword: 'Console#2026x',
      newPassword: 'Console#2026x',
    });
    expect(same).toEqual({
      ok: false,
      userErrors: [{ field: ['newPassword'], message: STAFF_MESSAGES.samePassword, code: 'INVALID' }],
    });
  });

  it.each([
    [{ lowStockThreshold: 0 }, true],
    [{ lowStockThreshold: 100_000 }, true],
    [{ lowStockThreshold: 2.5 }, false],
    [{ lowStockThreshold: -1 }, false],
    [{ notificationEmail: '' }, true],
    [{ notificationEmail: 'ops@example.com' }, true],
    [{ notificationEmail: 'ops' }, false],
    [{}, true],
  ])('settings %j valid: %s', (input, valid) => {
    expect(validateInput(adminSettingsSchema, input).ok).toBe(valid);
  });
});
