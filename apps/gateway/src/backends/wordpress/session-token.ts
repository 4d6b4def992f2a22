import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token the gateway hands out for a WordPress session: the site's JWT plus the session's own
 * expiry, sealed with an HMAC so it cannot be stretched. WordPress issues every JWT with one lifetime
 * (7 days by default); the shop wants browser sessions shorter than "remember me" ones, so the
 * adapter enforces `expiresAt` itself. Stateless, so every gateway instance accepts it.
 *
 *   <jwt>~<expiry, epoch seconds>~<base64url HMAC-SHA256 of both>
 */
export class SessionTokenCodec {
  private readonly key: Buffer;

  constructor(secret: string) {
    // a key of its own, derived from a secret only the gateway holds
    this.key = createHmac('sha256', secret).update('shop:wordpress-session-token:v1').digest();
  }

  seal(jwt: string, expiresAt: Date): string {
    const body = `${jwt}~${Math.floor(expiresAt.getTime() / 1000)}`;
    return `${body}~${this.mac(body)}`;
  }

  /** the JWT and expiry of a sealed token; null when forged, malformed or expired */
  open(token: string, now: number = Date.now()): { jwt: string; expiresAt: Date } | null {
    const parts = token.split('~');
    if (parts.length !== 3) return null;
    const [jwt, exp, mac] = parts as [string, string, string];
    if (!jwt || !/^\d{1,12}$/.test(exp)) return null;
    const expected = Buffer.from(this.mac(`${jwt}~${exp}`));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const expiresAt = new Date(Number(exp) * 1000);
    return expiresAt.getTime() > now ? { jwt, expiresAt } : null;
  }

  private mac(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}
