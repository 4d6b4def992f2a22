import { Inject, Injectable } from '@nestjs/common';
import {
  CUSTOMER_STATUS_MESSAGES,
  initialCustomerStatus,
  loginSchema,
  registrationSchema,
  validateInput,
} from '@shop/domain';
import { AuditService } from '../admin/audit/audit.service.js';
import { ADMIN_CLOCK, type Clock } from '../admin/clock.js';
import { CUSTOMER_IDENTITY, type CustomerIdentity, type SessionGrant } from '../backends/port.js';
import { type AppConfig, CONFIG } from '../config/config.js';
import type { GqlContext } from '../graphql/context.js';
import { userError } from '../graphql/errors.js';
import type { AuthPayload, Customer, RegisterInput } from '../graphql/generated/resolvers.js';
import { clearSessionCookie, setSessionCookie } from '../graphql/session-cookie.js';
import { BuyerApprovalService } from '../compliance/buyer-approval.service.js';
import { VAT_NUMBER_CHECK, type VatNumberCheck } from '../compliance/vat-number-check.js';
import { RateLimitService } from '../security/rate-limit.service.js';
import { toCustomer } from './customer.mapper.js';
import { SessionService } from './session.service.js';

export const MESSAGES = {
  emailTaken: 'An account with this email already exists',
  invalidCredentials: 'Invalid email or password. Please try again.',
} as const;

/**
 * Registration, login and logout. The session token lives in the httpOnly `shop_session` cookie for
 * browsers and is also returned in the payload for API clients.
 */
@Injectable()
export class IdentityService {
  constructor(
    @Inject(CUSTOMER_IDENTITY) private readonly backend: CustomerIdentity,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(VAT_NUMBER_CHECK) private readonly vatNumbers: VatNumberCheck,
    @Inject(ADMIN_CLOCK) private readonly clock: Clock,
    private readonly rateLimits: RateLimitService,
    private readonly sessions: SessionService,
    private readonly approval: BuyerApprovalService,
    private readonly audit: AuditService,
  ) {}

  me(ctx: GqlContext): Customer | null {
    return ctx.customer ? toCustomer(ctx.customer) : null;
  }

  async register(input: RegisterInput, ctx: GqlContext): Promise<AuthPayload> {
    await this.rateLimits.consume('register', { ip: ctx.ip, account: input.email });
    const parsed = validateInput(registrationSchema, { ...input, confirmAge: input.confirmAge ?? undefined });
    if (!parsed.ok) return failed(parsed.userErrors);
    const data = parsed.data;
    const vat = await this.vatNumbers.check(data.companyVatNumber);
    if (!vat.valid) return failed([userError(['companyVatNumber'], vat.message, 'INVALID_VAT_NUMBER')]);
    const mode = await this.approval.mode();
    const now = this.clock.now();
    const result = await this.backend.register(
      {
        name: data.name,
        email: data.email,
        phone: data.phone || null,
        companyName: data.companyName,
        companyRegNumber: data.companyRegNumber,
        companyVatNumber: vat.normalized,
        password: data.password,
        status: initialCustomerStatus(mode),
        ageConfirmedAt: now,
        termsAcceptedAt: now,
      },
      { persistent: false },
    );
    if (result.kind === 'email_taken') return failed([userError(['email'], MESSAGES.emailTaken, 'EMAIL_TAKEN')]);
    if (result.kind === 'rejected') return failed([userError(null, result.message, 'REGISTRATION_REJECTED')]);
    const customer = result.grant.customer;
    await this.audit.recordBuyer(customer, {
      action: 'buyer.register',
      subject: `customer ${customer.id}`,
      after: {
        status: customer.status,
        approval: mode,
        companyName: customer.companyName,
        companyVatNumber: customer.companyVatNumber,
        vatCountry: vat.countryCode,
        ageConfirmedAt: now.toISOString(),
        termsAcceptedAt: now.toISOString(),
      },
    });
    return this.startSession(result.grant, false, ctx);
  }

  async login(email: string, password: string, rememberMe: boolean, ctx: GqlContext): Promise<AuthPayload> {
    await this.rateLimits.consume('login', { ip: ctx.ip, account: email });
    const parsed = validateInput(loginSchema, { email, password, rememberMe });
    if (!parsed.ok) return failed(parsed.userErrors);
    const result = await this.backend.login(parsed.data.email, parsed.data.password, { persistent: rememberMe });
    if (result.kind === 'blocked') {
      return failed([userError(null, CUSTOMER_STATUS_MESSAGES.blockedLogin, 'ACCOUNT_BLOCKED')]);
    }
    if (result.kind !== 'ok') return failed([userError(null, MESSAGES.invalidCredentials, 'INVALID_CREDENTIALS')]);
    await this.rateLimits.reset('login', email);
    return this.startSession(result.grant, rememberMe, ctx);
  }

  async logout(ctx: GqlContext): Promise<boolean> {
    const session = ctx.session;
    if (session) {
      await this.sessions.changing(
        () => this.backend.logout(session),
        () => this.sessions.forgetToken(session.token),
      );
    }
    clearSessionCookie(ctx.res, this.config);
    ctx.session = null;
    ctx.customer = null;
    return true;
  }

  private startSession(grant: SessionGrant, persistent: boolean, ctx: GqlContext): AuthPayload {
    setSessionCookie(ctx.res, this.config, grant.token, persistent, grant.expiresAt);
    ctx.session = { token: grant.token, customerId: grant.customer.id };
    ctx.customer = grant.customer;
    return {
      customer: toCustomer(grant.customer),
      token: grant.token,
      expiresAt: grant.expiresAt.toISOString(),
      userErrors: [],
    };
  }
}

function failed(userErrors: AuthPayload['userErrors']): AuthPayload {
  return { customer: null, token: null, expiresAt: null, userErrors };
}
