import { Inject, Injectable } from '@nestjs/common';
import { loginSchema, STAFF_MESSAGES, validateInput } from '@shop/domain';
import { ADMIN_PORTS, type AdminPorts, type StaffRecord } from '../../backends/admin-port.js';
import { type AppConfig, CONFIG } from '../../config/config.js';
import { apiError, userError } from '../../graphql/errors.js';
import { isRateLimitedError, RateLimitService } from '../../security/rate-limit.service.js';
import type { AdminContext } from '../admin-context.js';
import { wordpressAdminUrl } from '../admin-context.factory.js';
import type { AdminAuthPayload, ConsoleInfo, Staff } from '../generated/admin-resolvers.js';
import { ADMIN_SESSION_MAX_MS, clearAdminCookie, setAdminCookie } from '../admin-session.js';
import { AuditService } from '../audit/audit.service.js';
import { ADMIN_CLOCK, type Clock } from '../clock.js';
import { consolePorts, requireConsole } from '../staff-guard.js';

export function toStaff(record: StaffRecord): Staff {
  return {
    id: record.id,
    email: record.email,
    name: record.name,
    role: record.role,
    active: record.active,
    createdAt: record.createdAt,
    lastLoginAt: record.lastLoginAt,
  };
}

/**
 * Signing staff in and out of the console. The session token goes into the httpOnly `shop_admin`
 * cookie (path /admin) for the browser and into the payload for API clients. A failed login says the
 * same whatever was wrong (unknown e-mail, wrong password, deactivated account).
 */
@Injectable()
export class AdminAuthService {
  constructor(
    @Inject(ADMIN_PORTS) private readonly ports: AdminPorts | null,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(ADMIN_CLOCK) private readonly clock: Clock,
    private readonly audit: AuditService,
    private readonly rateLimits: RateLimitService,
  ) {}

  consoleInfo(): ConsoleInfo {
    return {
      shopName: this.config.shop.name,
      storeBackend: this.config.storeBackend,
      wordpressAdminUrl: wordpressAdminUrl(this.config),
    };
  }

  async me(ctx: AdminContext): Promise<Staff | null> {
    requireConsole(ctx);
    if (!ctx.staff) return null;
    const record = await consolePorts(this.ports).staff.get(ctx.staff.id);
    return record ? toStaff(record) : null;
  }

  async login(email: string, password: string, ctx: AdminContext): Promise<AdminAuthPayload> {
    requireConsole(ctx);
    const ports = consolePorts(this.ports);
    await this.countAttempt(ctx.ip, email);
    const parsed = validateInput(loginSchema, { email, password });
    if (!parsed.ok) return failed(parsed.userErrors);
    const staff = await ports.staff.authenticate(parsed.data.email, parsed.data.password);
    if (!staff) return failed([userError(null, STAFF_MESSAGES.invalidCredentials, 'INVALID_CREDENTIALS')]);
    // honest typos do not pile up against the account (the IP's count stays)
    await this.rateLimits.reset('adminLogin', email);
    const now = this.clock.now();
    // a sign-in replaces the session the browser had (no session fixation, no stray sessions)
    if (ctx.staffSession) await ports.staff.endSession(ctx.staffSession.id, { now });
    const grant = await ports.staff.startSession(staff.id, { now, ttlMs: ADMIN_SESSION_MAX_MS });
    setAdminCookie(ctx.res, this.config, grant.token);
    ctx.staff = { id: grant.staff.id, email: grant.staff.email, name: grant.staff.name, role: grant.staff.role };
    await this.audit.record(ctx, { action: 'staff.login', subject: `staff ${grant.staff.email}` });
    return {
      staff: toStaff(grant.staff),
      token: grant.token,
      expiresAt: grant.expiresAt.toISOString(),
      userErrors: [],
    };
  }

  /**
   * Per IP and per e-mail, shared by every replica through Redis (RATE_LIMIT_ADMIN_LOGIN_*): past the
   * limit the attempt is refused with RATE_LIMITED, `retryAfter` seconds and a message saying when.
   */
  private async countAttempt(ip: string, email: string): Promise<void> {
    try {
      await this.rateLimits.consume('adminLogin', { ip, account: email });
    } catch (error) {
      if (!isRateLimitedError(error)) throw error;
      const retryAfter = Number(error.extensions.retryAfter) || 60;
      const minutes = Math.ceil(retryAfter / 60);
      throw apiError(
        'RATE_LIMITED',
        `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
        { retryAfter },
      );
    }
  }

  /** ends the caller's session; false when there was none (the cookie is cleared either way) */
  async logout(ctx: AdminContext): Promise<boolean> {
    requireConsole(ctx);
    clearAdminCookie(ctx.res, this.config);
    const session = ctx.staffSession;
    if (!session || !ctx.staff) return false;
    await consolePorts(this.ports).staff.endSession(session.id, { now: this.clock.now() });
    await this.audit.record(ctx, { action: 'staff.logout', subject: `staff ${ctx.staff.email}` });
    ctx.staff = null;
    ctx.staffSession = null;
    return true;
  }
}

function failed(userErrors: AdminAuthPayload['userErrors']): AdminAuthPayload {
  return { staff: null, token: null, expiresAt: null, userErrors };
}
