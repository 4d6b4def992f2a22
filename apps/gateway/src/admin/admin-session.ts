import type { CookieOptions, Request, Response } from 'express';
import type { AppConfig } from '../config/config.js';

/** The console's own session cookie: never the buyer's `shop_session`, and sent to /admin only. */
export const ADMIN_COOKIE = 'shop_admin';
export const ADMIN_COOKIE_PATH = '/admin';
/** a staff session ends after this long without a request */
export const ADMIN_IDLE_TIMEOUT_MS = 8 * 60 * 60 * 1000;
/** and at the latest this long after sign-in, however busy */
export const ADMIN_SESSION_MAX_MS = 24 * 60 * 60 * 1000;

/** httpOnly, SameSite=Strict, Path=/admin, Secure in production; a browser-session cookie (no Max-Age). */
export function adminCookieOptions(config: Pick<AppConfig, 'isProduction'>): CookieOptions {
  return { httpOnly: true, sameSite: 'strict', secure: config.isProduction, path: ADMIN_COOKIE_PATH };
}

export function setAdminCookie(res: Response, config: Pick<AppConfig, 'isProduction'>, token: string): void {
  res.cookie(ADMIN_COOKIE, token, adminCookieOptions(config));
}

export function clearAdminCookie(res: Response, config: Pick<AppConfig, 'isProduction'>): void {
  res.clearCookie(ADMIN_COOKIE, adminCookieOptions(config));
}

/**
 * The caller's admin token: `Authorization: Bearer` (API clients) wins over the admin cookie. The
 * buyer's `shop_session` cookie is never read here.
 */
export function readAdminToken(req: Request): { token: string; source: 'header' | 'cookie' } | null {
  const header = req.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S{1,512})\s*$/i.exec(header);
    if (match?.[1]) return { token: match[1], source: 'header' };
  }
  const cookies = (req as Request & { cookies?: Record<string, unknown> }).cookies;
  const cookie = cookies?.[ADMIN_COOKIE];
  if (typeof cookie === 'string' && cookie.length > 0 && cookie.length <= 512)
    return { token: cookie, source: 'cookie' };
  return null;
}
