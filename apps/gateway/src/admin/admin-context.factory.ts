import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ADMIN_PORTS, type AdminPorts } from '../backends/admin-port.js';
import { type AppConfig, CONFIG } from '../config/config.js';
import { describeError } from '../graphql/errors.js';
import type { AdminContext } from './admin-context.js';
import { ADMIN_IDLE_TIMEOUT_MS, clearAdminCookie, readAdminToken } from './admin-session.js';
import { ADMIN_CLOCK, type Clock } from './clock.js';

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** where a WordPress shop is operated (null unless STORE_BACKEND=wordpress) */
export function wordpressAdminUrl(config: AppConfig): string | null {
  return config.storeBackend === 'wordpress' && config.wordpress.url ? `${config.wordpress.url}/wp-admin/` : null;
}

/**
 * Builds the AdminContext once per request of /admin/graphql. The staff session is read from the
 * store on every request (no cache: a deactivated account or an ended session stops working at once;
 * the console's traffic is small), its idle timeout counted on the injectable clock. A buyer's cookie
 * is never read and a buyer's token is never looked up among staff sessions (admin tokens carry their
 * own prefix), so neither yields a staff member. A dead admin cookie is cleared.
 */
@Injectable()
export class AdminContextFactory {
  private readonly logger = new Logger('AdminContext');

  constructor(
    @Inject(ADMIN_PORTS) private readonly ports: AdminPorts | null,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(ADMIN_CLOCK) private readonly clock: Clock,
  ) {}

  async create({ req, res }: { req: Request; res: Response }): Promise<AdminContext> {
    const context: AdminContext = {
      req,
      res,
      requestId: requestIdOf(req),
      ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
      staff: null,
      staffSession: null,
      unavailable: null,
    };
    if (!this.ports) {
      const url = wordpressAdminUrl(this.config);
      context.unavailable = {
        message: url
          ? `This shop is operated in WordPress: sign in at ${url} instead.`
          : 'The operator console is not available on this shop.',
        wordpressAdminUrl: url,
      };
      return context;
    }
    const found = readAdminToken(req);
    if (!found) return context;
    try {
      const resolved = await this.ports.staff.resolveSession(found.token, {
        now: this.clock.now(),
        idleMs: ADMIN_IDLE_TIMEOUT_MS,
      });
      if (resolved) {
        const { id, email, name, role } = resolved.staff;
        context.staff = { id, email, name, role };
        context.staffSession = { id: resolved.sessionId };
      } else if (found.source === 'cookie') {
        clearAdminCookie(res, this.config);
      }
    } catch (error) {
      // the store is unreachable: the request goes on signed out (and answers UNAUTHENTICATED)
      this.logger.warn(`could not resolve a staff session: ${describeError(error)}`);
    }
    return context;
  }
}

function requestIdOf(req: Request): string {
  const existing = (req as Request & { id?: unknown }).id;
  if (typeof existing === 'string' && REQUEST_ID.test(existing)) return existing;
  const header = req.headers['x-request-id'];
  if (typeof header === 'string' && REQUEST_ID.test(header)) return header;
  return randomUUID();
}
