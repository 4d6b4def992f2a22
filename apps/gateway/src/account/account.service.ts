import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  addressSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  MESSAGES,
  profileSchema,
  resetPasswordInputSchema,
  validateInput,
  type CustomerRecord,
} from '@shop/domain';
import { type AuthSession, CUSTOMER_IDENTITY, type CustomerIdentity } from '../backends/port.js';
import { type AppConfig, CONFIG } from '../config/config.js';
import type { GqlContext } from '../graphql/context.js';
import { unauthenticated, userError, describeError } from '../graphql/errors.js';
import type { CustomerPayload, MutationResult, ProfileInput, UserError } from '../graphql/generated/resolvers.js';
import { clearSessionCookie } from '../graphql/session-cookie.js';
import { toCustomer } from '../identity/customer.mapper.js';
import { MESSAGES as IDENTITY_MESSAGES } from '../identity/identity.service.js';
import { AuditService } from '../admin/audit/audit.service.js';
import { VAT_NUMBER_CHECK, type VatNumberCheck } from '../compliance/vat-number-check.js';
import { RateLimitService } from '../security/rate-limit.service.js';
import { SessionService } from '../identity/session.service.js';

export const ACCOUNT_MESSAGES = {
  emailTaken: IDENTITY_MESSAGES.emailTaken,
  wrongPassword: 'Current password is incorrect',
  invalidResetLink: 'Invalid or expired reset link',
} as const;

/**
 * requestPasswordReset answers after this fixed time whatever happens, so its timing does not tell
 * a known e-mail (token stored, mail sent) from an unknown one. Work that takes longer (a slow SMTP
 * server) finishes in the background.
 */
export const PASSWORD_RESET_RESPONSE_MS = 300;

const nullIfBlank = (value: string | null | undefined) => (value ? value : null);

/** Profile, address, password and session management of a customer; password reset for everyone. */
@Injectable()
export class AccountService {
  private readonly logger = new Logger(AccountService.name);

  constructor(
    @Inject(CUSTOMER_IDENTITY) private readonly store: CustomerIdentity,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(VAT_NUMBER_CHECK) private readonly vatNumbers: VatNumberCheck,
    private readonly rateLimits: RateLimitService,
    private readonly sessions: SessionService,
    private readonly audit: AuditService,
  ) {}

  private requireSession(ctx: Pick<GqlContext, 'session' | 'customer'>): {
    session: AuthSession;
    customer: CustomerRecord;
  } {
    if (!ctx.session || !ctx.customer) throw unauthenticated();
    return { session: ctx.session, customer: ctx.customer };
  }

  async updateProfile(input: ProfileInput, ctx: Pick<GqlContext, 'session' | 'customer'>): Promise<CustomerPayload> {
    const { session, customer: before } = this.requireSession(ctx);
    const parsed = validateInput(profileSchema, input);
    if (!parsed.ok) return { customer: null, userErrors: parsed.userErrors as UserError[] };
    const values = parsed.data;
    const vat = await this.vatNumbers.check(values.companyVatNumber);
    if (!vat.valid) {
      return { customer: null, userErrors: [userError(['companyVatNumber'], vat.message, 'INVALID_VAT_NUMBER')] };
    }
    values.companyVatNumber = vat.normalized;
    const result = await this.sessions.changing(
      () =>
        this.store.updateProfile(session, {
          name: values.name,
          email: values.email,
          phone: nullIfBlank(values.phone),
          company: nullIfBlank(values.company),
          companyName: values.companyName,
          companyRegNumber: values.companyRegNumber,
          companyVatNumber: values.companyVatNumber,
        }),
      () => this.sessions.forgetCustomer(session.customerId),
    );
    if (result.kind === 'session_ended') throw unauthenticated();
    if (result.kind === 'email_taken') {
      return { customer: null, userErrors: [userError(['email'], ACCOUNT_MESSAGES.emailTaken, 'EMAIL_TAKEN')] };
    }
    await this.recordChange('buyer.profile', before, result.customer);
    return { customer: toCustomer(result.customer), userErrors: [] };
  }

  /** the audit trail of a buyer's own change: the fields that changed, before and after */
  private async recordChange(action: string, before: CustomerRecord, after: CustomerRecord): Promise<void> {
    const fields = [
      'name',
      'email',
      'phone',
      'company',
      'companyName',
      'companyRegNumber',
      'companyVatNumber',
      'address',
    ] as const;
    const changed = fields.filter((field) => before[field] !== after[field]);
    if (changed.length === 0) return;
    await this.audit.recordBuyer(after, {
      action,
      subject: `customer ${after.id}`,
      before: Object.fromEntries(changed.map((field) => [field, before[field]])),
      after: Object.fromEntries(changed.map((field) => [field, after[field]])),
    });
  }

  async updateAddress(address: string, ctx: Pick<GqlContext, 'session' | 'customer'>): Promise<CustomerPayload> {
    const { session, customer: before } = this.requireSession(ctx);
    const parsed = validateInput(addressSchema, { address });
    if (!parsed.ok) return { customer: null, userErrors: parsed.userErrors as UserError[] };
    const result = await this.sessions.changing(
      () => this.store.updateAddress(session, parsed.data.address),
      () => this.sessions.forgetCustomer(session.customerId),
    );
    if (result.kind === 'session_ended') throw unauthenticated();
    await this.recordChange('buyer.address', before, result.customer);
    return { customer: toCustomer(result.customer), userErrors: [] };
  }

  async changePassword(
    args: { currentPassword: string; newPassword: string; confirmPassword?: string | null },
    ctx: Pick<GqlContext, 'session' | 'customer' | 'ip'>,
  ): Promise<MutationResult> {
    const { session, customer } = this.requireSession(ctx);
    const parsed = validateInput(changePasswordSchema, {
      currentPassword: args.currentPassword,
      newPassword: args.newPassword,
      // API clients may leave the confirmation out; the form always sends it
      confirmPassword: args.confirmPassword ?? args.newPassword,
    });
    if (!parsed.ok) return { ok: false, userErrors: parsed.userErrors as UserError[] };
    // checking the current password is a password guess: it counts like a login attempt
    await this.rateLimits.consume('login', { ip: ctx.ip, account: customer.email });
    const result = await this.sessions.changing(
      () => this.store.changePassword(session, parsed.data.currentPassword, parsed.data.newPassword),
      () => this.sessions.forgetCustomer(session.customerId),
    );
    if (result.kind === 'session_ended') throw unauthenticated();
    if (result.kind === 'wrong_password') {
      return {
        ok: false,
        userErrors: [userError(['currentPassword'], ACCOUNT_MESSAGES.wrongPassword, 'WRONG_PASSWORD')],
      };
    }
    await this.audit.recordBuyer(customer, {
      action: 'buyer.password',
      subject: `customer ${customer.id}`,
      after: { otherSessionsEnded: true },
    });
    return { ok: true, userErrors: [] };
  }

  async logoutAll(ctx: Pick<GqlContext, 'session' | 'customer' | 'res'>): Promise<boolean> {
    const { session } = this.requireSession(ctx);
    await this.sessions.changing(
      () => this.store.logoutAll(session),
      () => this.sessions.forgetCustomer(session.customerId),
    );
    clearSessionCookie(ctx.res, this.config);
    return true;
  }

  async requestPasswordReset(email: string, ctx: Pick<GqlContext, 'ip'>): Promise<boolean> {
    await this.rateLimits.consume('requestPasswordReset', { ip: ctx.ip, account: email });
    const parsed = validateInput(forgotPasswordSchema, { email });
    // An invalid address cannot have an account: same answer as for an unknown one.
    if (!parsed.ok) {
      await sleep(PASSWORD_RESET_RESPONSE_MS);
      return true;
    }
    const work = this.store.requestPasswordReset(parsed.data.email).catch((error: unknown) => {
      this.logger.error(`password reset request failed: ${describeError(error)}`);
    });
    await Promise.all([sleep(PASSWORD_RESET_RESPONSE_MS), Promise.race([work, sleep(PASSWORD_RESET_RESPONSE_MS)])]);
    return true;
  }

  async resetPassword(
    args: { email: string; token: string; newPassword: string; confirmPassword?: string | null },
    ctx: Pick<GqlContext, 'ip'>,
  ): Promise<MutationResult> {
    await this.rateLimits.consume('resetPassword', { ip: ctx.ip, account: args.email });
    const errors: UserError[] = [];
    const parsed = validateInput(resetPasswordInputSchema, {
      email: args.email,
      token: args.token,
      newPassword: args.newPassword,
    });
    if (!parsed.ok) errors.push(...(parsed.userErrors as UserError[]));
    if (args.confirmPassword != null && args.confirmPassword !== args.newPassword) {
      errors.push(userError(['confirmPassword'], MESSAGES.passwordsMismatch, 'INVALID'));
    }
    if (!parsed.ok || errors.length > 0) return { ok: false, userErrors: errors };
    const result = await this.sessions.changing(
      () => this.store.resetPassword(parsed.data.email, parsed.data.token, parsed.data.newPassword),
      () => this.sessions.forgetAll(),
    );
    if (result.kind === 'invalid_token') {
      return { ok: false, userErrors: [userError(['token'], ACCOUNT_MESSAGES.invalidResetLink, 'INVALID_TOKEN')] };
    }
    return { ok: true, userErrors: [] };
  }
}
