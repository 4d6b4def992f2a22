import type { CookieOptions, Request, Response } from 'express';
import type { AppConfig } from '../config/config.js';

export const SESSION_COOKIE = 'shop_session';

/** httpOnly, SameSite=Lax, Secure in production; persistent (Max-Age) only with "remember me". */
export function sessionCookieOptions(config: AppConfig, persistent: boolean, expiresAt?: Date): CookieOptions {
  const options: CookieOptions = {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isProduction,
    path: '/',
  };
  if (persistent) {
    const max = config.session.rememberMeDays * 24 * 60 * 60 * 1000;
    const untilExpiry = expiresAt ? expiresAt.getTime() - Date.now() : max;
    options.maxAge = Math.max(0, Math.min(max, untilExpiry));
  }
  return options;
}

export function setSessionCookie(
  res: Response,
  config: AppConfig,
  token: string,
  persistent: boolean,
  expiresAt?: Date,
) {
  res.cookie(SESSION_COOKIE, token, sessionCookieOptions(config, persistent, expiresAt));
}

export function clearSessionCookie(res: Response, config: AppConfig) {
  const { maxAge: _ignored, ...options } = sessionCookieOptions(config, false);
  res.clearCookie(SESSION_COOKIE, options);
}

/** The caller's token: `Authorization: Bearer` (API clients) wins over the cookie (browser). */
export function readSessionToken(req: Request): { token: string; source: 'header' | 'cookie' } | null {
  const header = req.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S{1,512})\s*$/i.exec(header);
    if (match?.[1]) return { token: match[1], source: 'header' };
  }
  const cookies = (req as Request & { cookies?: Record<string, unknown> }).cookies;
  const cookie = cookies?.[SESSION_COOKIE];
  if (typeof cookie === 'string' && cookie.length > 0 && cookie.length <= 512)
    return { token: cookie, source: 'cookie' };
  return null;
}
