import { Inject, Injectable } from '@nestjs/common';
import { type AppConfig, CONFIG } from '../config/config.js';
import type { GqlContext } from '../graphql/context.js';
import { unauthenticated, userError } from '../graphql/errors.js';
import type { MutationResult } from '../graphql/generated/resolvers.js';
import { clearSessionCookie } from '../graphql/session-cookie.js';
import { RateLimitService } from '../security/rate-limit.service.js';
import { CustomerPrivacyService } from './customer-privacy.service.js';

export const DELETE_ACCOUNT_MESSAGES = {
  wrongPassword: 'The password is not correct',
} as const;

/** The public side of GDPR: the caller's own export and erasure (needs the buyer's session). */
@Injectable()
export class PrivacyService {
  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    private readonly privacy: CustomerPrivacyService,
    private readonly rateLimits: RateLimitService,
  ) {}

  async myDataExport(ctx: Pick<GqlContext, 'session' | 'customer'>): Promise<string> {
    if (!ctx.session || !ctx.customer) throw unauthenticated();
    const json = await this.privacy.exportJson(ctx.session.customerId);
    if (json === null) throw unauthenticated();
    return json;
  }

  async deleteMyAccount(
    password: string,
    ctx: Pick<GqlContext, 'session' | 'customer' | 'ip' | 'res'>,
  ): Promise<MutationResult> {
    const { session, customer } = ctx;
    if (!session || !customer) throw unauthenticated();
    // checking the password is a password guess: it counts like a login attempt
    await this.rateLimits.consume('login', { ip: ctx.ip, account: customer.email });
    if (!(await this.privacy.checkPassword(session.customerId, password))) {
      return {
        ok: false,
        userErrors: [userError(['password'], DELETE_ACCOUNT_MESSAGES.wrongPassword, 'WRONG_PASSWORD')],
      };
    }
    if (!(await this.privacy.erase(session.customerId, { kind: 'buyer', email: customer.email }))) {
      throw unauthenticated();
    }
    clearSessionCookie(ctx.res, this.config);
    ctx.session = null;
    ctx.customer = null;
    return { ok: true, userErrors: [] };
  }
}
