/**
 * The customer-identity port over WordPress users, the JWT plugin and the custom/v1 endpoints.
 */
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
import { UpstreamResponseError, UpstreamUnavailableError, isUpstreamResponseError } from './errors.js';
import { mapCustomer } from './mappers/customer.mapper.js';
import { jwtToken, parseOne, wpUser } from './upstream.schemas.js';
import type { WordpressAuth } from './wordpress-http.client.js';
import { bearer, isWooId, NONE, type WordpressSite } from './site.js';

/** the JWT plugin's default lifetime, when a token's `exp` cannot be read */
const DEFAULT_TOKEN_LIFETIME_MS = 7 * 24 * 3600 * 1000;

/** WordPress/plugin error codes meaning "this e-mail already has an account" */
const EMAIL_TAKEN_CODES = new Set([
  'existing_user_email',
  'email_exists',
  'registration-error-email-exists',
  'rest_user_invalid_email',
]);

/** Reads `exp` of a JWT without verifying it (the site does that on every call). */
export function jwtExpiry(token: string): Date | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof exp === 'number' && Number.isFinite(exp) ? new Date(exp * 1000) : null;
  } catch {
    return null;
  }
}

export class WordpressIdentity implements CustomerIdentity {
  constructor(private readonly site: WordpressSite) {}

  async register(
    input: NewCustomer,
    opts: { persistent: boolean },
  ): Promise<{ kind: 'ok'; grant: SessionGrant } | { kind: 'email_taken' } | { kind: 'rejected'; message: string }> {
    try {
      await this.site.http.request({
        method: 'POST',
        route: '/custom/v1/register',
        auth: { kind: 'register' },
        body: {
          username: input.email.split('@')[0],
          name: input.name,
          email: input.email,
          password: input.password,
          company_name: input.companyName,
          company_reg_number: input.companyRegNumber,
          company_vat_number: input.companyVatNumber,
          roles: ['subscriber'],
          // the consents' times, and the standing when it is not the default APPROVED (manual approval:
          // the shop approves in WordPress by setting shop_status, see mappers/customer.mapper.ts)
          meta: {
            phone: input.phone ?? '',
            age_confirmed_at: input.ageConfirmedAt.toISOString(),
            terms_accepted_at: input.termsAcceptedAt.toISOString(),
            ...(input.status === 'APPROVED' ? {} : { shop_status: input.status }),
          },
        },
      });
    } catch (error) {
      if (!(error instanceof UpstreamResponseError)) throw error;
      if (EMAIL_TAKEN_CODES.has(error.upstreamCode) || error.status === 409) return { kind: 'email_taken' };
      if (error.status === 401 || error.status === 403) {
        // our own credentials were refused: a configuration problem, not the visitor's
        this.site.logger.error(
          { upstream: 'wordpress', status: error.status, upstreamCode: error.upstreamCode },
          'registration credentials refused by the site',
        );
        return { kind: 'rejected', message: 'Registration is not available at the moment. Please try again later.' };
      }
      return { kind: 'rejected', message: error.upstreamMessage || 'Registration failed' };
    }
    const login = await this.login(input.email, input.password, opts);
    if (login.kind === 'ok') return login;
    this.site.logger.error({ upstream: 'wordpress' }, 'registered customer could not log in');
    return { kind: 'rejected', message: 'Your account was created, but signing in failed. Please log in.' };
  }

  async login(
    email: string,
    password: string,
    opts: { persistent: boolean },
  ): Promise<{ kind: 'ok'; grant: SessionGrant } | { kind: 'invalid_credentials' }> {
    let answer;
    try {
      answer = await this.site.http.request({
        method: 'POST',
        route: '/jwt-auth/v1/token',
        auth: NONE,
        body: { username: email, password },
      });
    } catch (error) {
      // every JWT plugin refusal is a 403 (jwt_auth_failed, "[jwt_auth] incorrect_password", ...)
      if (isUpstreamResponseError(error, [400, 401, 403, 404])) return { kind: 'invalid_credentials' };
      throw error;
    }
    const token = parseOne(jwtToken, answer.data, this.site.logger, 'jwt token');
    if (!token) throw new UpstreamUnavailableError('POST /jwt-auth/v1/token', 'status', answer.status);
    const customer = await this.fetchMe(token.token);
    if (!customer) throw new UpstreamUnavailableError('GET /wp/v2/users/me', 'status', 403);
    const jwtExpiresAt = jwtExpiry(token.token) ?? new Date(Date.now() + DEFAULT_TOKEN_LIFETIME_MS);
    const wanted =
      Date.now() +
      (opts.persistent ? this.site.settings.sessionTtlMs.persistent : this.site.settings.sessionTtlMs.browser);
    const expiresAt = new Date(Math.min(jwtExpiresAt.getTime(), wanted));
    return { kind: 'ok', grant: { token: this.site.sessions.seal(token.token, expiresAt), expiresAt, customer } };
  }

  async resolveSession(
    token: string,
  ): Promise<{ session: AuthSession; customer: CustomerRecord; expiresAt: Date } | null> {
    const opened = token ? this.site.sessions.open(token) : null;
    if (!opened || (await this.site.state.isTokenRevoked(token))) return null;
    const customer = await this.fetchMe(opened.jwt);
    return customer ? { session: { token, customerId: customer.id }, customer, expiresAt: opened.expiresAt } : null;
  }

  async logout(session: AuthSession): Promise<void> {
    // The JWT plugin cannot revoke one token; the gateway refuses it from now until it expires.
    const opened = this.site.sessions.open(session.token);
    if (opened) await this.site.state.revokeToken(session.token, opened.expiresAt.getTime() / 1000);
  }

  /** the site's JWT inside a session token the gateway resolved */
  private jwt(session: AuthSession): WordpressAuth {
    const opened = this.site.sessions.open(session.token);
    if (!opened) throw new SessionEndedSignal();
    return bearer(opened.jwt);
  }

  async logoutAll(session: AuthSession, opts: { exceptCurrent?: boolean } = {}): Promise<void> {
    // an ended session has nothing left to end
    if (!this.site.sessions.open(session.token)) return;
    await this.site.http.request({
      method: 'POST',
      route: '/custom/v1/logout-all',
      auth: this.jwt(session),
      body: opts.exceptCurrent ? { keep_current: true } : {},
    });
    if (!opts.exceptCurrent) await this.logout(session);
  }

  /** `GET /wp/v2/users/me?context=edit`: the customer of a token, null when the site refuses it */
  private async fetchMe(token: string): Promise<CustomerRecord | null> {
    try {
      const answer = await this.site.http.request({
        method: 'GET',
        route: '/wp/v2/users/me',
        query: { context: 'edit' },
        auth: bearer(token),
      });
      const user = parseOne(wpUser, answer.data, this.site.logger, 'user');
      return user ? mapCustomer(user, this.site.logger) : null;
    } catch (error) {
      // 401 rest_not_logged_in, 403 jwt_auth_invalid_token (expired, bad signature, revoked)
      if (error instanceof UpstreamResponseError) return null;
      throw error;
    }
  }

  private async requireMe(session: AuthSession): Promise<CustomerRecord> {
    const opened = this.site.sessions.open(session.token);
    const customer = opened ? await this.fetchMe(opened.jwt) : null;
    if (!customer) throw new SessionEndedSignal();
    return customer;
  }

  // --- account -------------------------------------------------------------------------------

  async updateProfile(
    session: AuthSession,
    input: ProfileUpdate,
  ): Promise<{ kind: 'ok'; customer: CustomerRecord } | { kind: 'email_taken' } | SessionEnded> {
    return untilSessionEnds(() => this.putProfile(session, input));
  }

  private async putProfile(
    session: AuthSession,
    input: ProfileUpdate,
  ): Promise<{ kind: 'ok'; customer: CustomerRecord } | { kind: 'email_taken' }> {
    if (!isWooId(session.customerId))
      throw new UpstreamResponseError('PUT /wp/v2/users/{id}', 400, 'invalid_customer', '');
    try {
      await this.site.http.request({
        method: 'PUT',
        route: `/wp/v2/users/${session.customerId}`,
        auth: this.jwt(session),
        body: { name: input.name, email: input.email },
      });
    } catch (error) {
      // the gateway has validated the address, so "invalid e-mail" here means it belongs to someone else
      if (error instanceof UpstreamResponseError && EMAIL_TAKEN_CODES.has(error.upstreamCode))
        return { kind: 'email_taken' };
      throw error;
    }
    await this.site.http.request({
      method: 'POST',
      route: '/custom/v1/update-profile',
      auth: this.jwt(session),
      body: {
        company: input.company ?? '',
        phone: input.phone ?? '',
        company_name: input.companyName,
        company_reg_number: input.companyRegNumber,
        company_vat_number: input.companyVatNumber,
      },
    });
    return { kind: 'ok', customer: await this.requireMe(session) };
  }

  async updateAddress(
    session: AuthSession,
    address: string,
  ): Promise<{ kind: 'ok'; customer: CustomerRecord } | SessionEnded> {
    return untilSessionEnds(async () => {
      await this.site.http.request({
        method: 'POST',
        route: '/custom/v1/update-address',
        auth: this.jwt(session),
        body: { address },
      });
      return { kind: 'ok' as const, customer: await this.requireMe(session) };
    });
  }

  async changePassword(
    session: AuthSession,
    currentPassword: string,
    newPassword: string,
  ): Promise<{ kind: 'ok' } | { kind: 'wrong_password' } | SessionEnded> {
    if (!this.site.sessions.open(session.token)) return SESSION_ENDED;
    try {
      await this.site.http.request({
        method: 'POST',
        route: '/custom/v1/change-password',
        auth: this.jwt(session),
        body: { current_password: currentPassword, new_password: newPassword },
      });
    } catch (error) {
      if (error instanceof UpstreamResponseError && !error.upstreamCode.startsWith('jwt_auth'))
        return { kind: 'wrong_password' };
      throw error;
    }
    await this.logoutAll(session, { exceptCurrent: true });
    return { kind: 'ok' };
  }

  async requestPasswordReset(email: string): Promise<void> {
    try {
      await this.site.http.request({
        method: 'POST',
        route: '/custom/v1/request-password-reset',
        auth: NONE,
        body: { email },
      });
    } catch (error) {
      // an unknown e-mail must look exactly like a known one
      if (!(error instanceof UpstreamResponseError)) throw error;
      this.site.logger.debug(
        { upstream: 'wordpress', status: error.status, upstreamCode: error.upstreamCode },
        'password reset request refused',
      );
    }
  }

  async resetPassword(
    email: string,
    token: string,
    newPassword: string,
  ): Promise<{ kind: 'ok' } | { kind: 'invalid_token' }> {
    try {
      await this.site.http.request({
        method: 'POST',
        route: '/custom/v1/reset-password',
        auth: NONE,
        body: { email, token, new_password: newPassword },
      });
      return { kind: 'ok' };
    } catch (error) {
      if (error instanceof UpstreamResponseError) return { kind: 'invalid_token' };
      throw error;
    }
  }
}

/** thrown inside this file only: the session token no longer opens or the site no longer knows it */
class SessionEndedSignal extends Error {}

/** the call's answer, or the returned form of "your session has ended" */
async function untilSessionEnds<T>(call: () => Promise<T>): Promise<T | SessionEnded> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof SessionEndedSignal) return SESSION_ENDED;
    throw error;
  }
}
