import { Inject, Injectable } from '@nestjs/common';
import {
  changeStaffPasswordSchema,
  STAFF_MESSAGES,
  staffCreateSchema,
  staffUpdateSchema,
  validateInput,
} from '@shop/domain';
import { ADMIN_PORTS, type AdminPorts, type StaffRecord } from '../../backends/admin-port.js';
import { userError } from '../../graphql/errors.js';
import type { AdminContext, StaffPrincipal } from '../admin-context.js';
import { AuditService } from '../audit/audit.service.js';
import { toStaff } from '../auth/admin-auth.service.js';
import type { MutationResult, Staff, StaffInput, StaffPayload } from '../generated/admin-resolvers.js';
import { consolePorts } from '../staff-guard.js';

/** what the audit log keeps of an account (never a password or its hash) */
function audited(record: StaffRecord) {
  return { email: record.email, name: record.name, role: record.role, active: record.active };
}

const subjectOf = (record: StaffRecord) => `staff ${record.email}`;

/**
 * Staff management (owners) and the signed-in staff member's own password. Deactivating an account or
 * setting its password ends its sessions at once; the shop always keeps an active owner (the store
 * checks that atomically).
 */
@Injectable()
export class StaffService {
  constructor(
    @Inject(ADMIN_PORTS) private readonly ports: AdminPorts | null,
    private readonly audit: AuditService,
  ) {}

  async list(): Promise<Staff[]> {
    return (await consolePorts(this.ports).staff.list()).map(toStaff);
  }

  async save(input: StaffInput, ctx: AdminContext): Promise<StaffPayload> {
    return input.id ? this.update(input.id, input, ctx) : this.create(input, ctx);
  }

  private async create(input: StaffInput, ctx: AdminContext): Promise<StaffPayload> {
    const parsed = validateInput(
      staffCreateSchema,
      { ...input, password: input.password ?? undefined, active: input.active ?? undefined },
      ['input'],
    );
    if (!parsed.ok) {
      // a missing password says so in words (zod's would be the length rule's message)
      const errors = input.password
        ? parsed.userErrors
        : [
            ...parsed.userErrors.filter((e) => e.field?.[1] !== 'password'),
            userError(['input', 'password'], STAFF_MESSAGES.passwordRequired, 'INVALID'),
          ];
      return { staff: null, userErrors: errors };
    }
    const { active, ...account } = parsed.data;
    const ports = consolePorts(this.ports);
    const created = await ports.staff.create(account);
    if (created.kind === 'email_taken') return emailTaken();
    let staff = created.staff;
    if (active === false) {
      const updated = await ports.staff.update(staff.id, { active: false });
      if (updated.kind === 'ok') staff = updated.staff;
    }
    await this.audit.record(ctx, { action: 'staff.create', subject: subjectOf(staff), after: audited(staff) });
    return { staff: toStaff(staff), userErrors: [] };
  }

  private async update(id: string, input: StaffInput, ctx: AdminContext): Promise<StaffPayload> {
    const parsed = validateInput(
      staffUpdateSchema,
      { ...input, password: input.password ?? undefined, active: input.active ?? undefined },
      ['input'],
    );
    if (!parsed.ok) return { staff: null, userErrors: parsed.userErrors };
    const { email, name, role, active, password } = parsed.data;
    const result = await consolePorts(this.ports).staff.update(
      id,
      { email, name, role, ...(active !== undefined ? { active } : {}), ...(password ? { password } : {}) },
      // an owner setting their own password stays signed in here; their other sessions end
      ctx.staff?.id === id && ctx.staffSession ? { keepSessionId: ctx.staffSession.id } : {},
    );
    if (result.kind === 'not_found')
      return { staff: null, userErrors: [userError(['input', 'id'], STAFF_MESSAGES.notFound, 'NOT_FOUND')] };
    if (result.kind === 'email_taken') return emailTaken();
    if (result.kind === 'last_owner') {
      const field = role !== 'OWNER' ? 'role' : 'active';
      return { staff: null, userErrors: [userError(['input', field], STAFF_MESSAGES.lastOwner, 'LAST_OWNER')] };
    }
    const after = audited(result.staff);
    await this.audit.record(ctx, {
      action: 'staff.update',
      subject: subjectOf(result.staff),
      before: audited(result.before),
      // a new password or a deactivation signed the account out everywhere (the password itself is never kept)
      after: password || (result.before.active && !result.staff.active) ? { ...after, sessionsEnded: true } : after,
    });
    return { staff: toStaff(result.staff), userErrors: [] };
  }

  async delete(id: string, ctx: AdminContext & { staff: StaffPrincipal }): Promise<MutationResult> {
    if (ctx.staff.id === id) return failed(userError(['id'], STAFF_MESSAGES.deleteSelf, 'DELETE_SELF'));
    const result = await consolePorts(this.ports).staff.delete(id);
    if (result.kind === 'not_found') return failed(userError(['id'], STAFF_MESSAGES.notFound, 'NOT_FOUND'));
    if (result.kind === 'last_owner') return failed(userError(['id'], STAFF_MESSAGES.lastOwner, 'LAST_OWNER'));
    await this.audit.record(ctx, {
      action: 'staff.delete',
      subject: subjectOf(result.staff),
      before: audited(result.staff),
    });
    return { ok: true, userErrors: [] };
  }

  /** the caller's own password: checks the current one, keeps this session and ends the others */
  async changeOwnPassword(
    currentPassword: string,
    newPassword: string,
    ctx: AdminContext & { staff: StaffPrincipal },
  ): Promise<MutationResult> {
    const parsed = validateInput(changeStaffPasswordSchema, { currentPassword, newPassword });
    if (!parsed.ok) return { ok: false, userErrors: parsed.userErrors };
    const ports = consolePorts(this.ports);
    if (!(await ports.staff.checkPassword(ctx.staff.id, parsed.data.currentPassword))) {
      return failed(userError(['currentPassword'], STAFF_MESSAGES.currentPasswordWrong, 'WRONG_PASSWORD'));
    }
    const result = await ports.staff.update(
      ctx.staff.id,
      { password: parsed.data.newPassword },
      ctx.staffSession ? { keepSessionId: ctx.staffSession.id } : {},
    );
    if (result.kind !== 'ok') return failed(userError(null, STAFF_MESSAGES.notFound, 'NOT_FOUND'));
    await this.audit.record(ctx, { action: 'staff.password', subject: subjectOf(result.staff) });
    return { ok: true, userErrors: [] };
  }
}

function emailTaken(): StaffPayload {
  return { staff: null, userErrors: [userError(['input', 'email'], STAFF_MESSAGES.emailTaken, 'EMAIL_TAKEN')] };
}

function failed(error: MutationResult['userErrors'][number]): MutationResult {
  return { ok: false, userErrors: [error] };
}
