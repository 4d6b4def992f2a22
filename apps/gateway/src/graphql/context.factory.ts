import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { type AppConfig, CONFIG } from '../config/config.js';
import { CUSTOMER_IDENTITY, type CustomerIdentity } from '../backends/port.js';
import type { GqlContext } from './context.js';
import { describeError } from './errors.js';
import { clearSessionCookie, readSessionToken } from './session-cookie.js';

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * Builds the GqlContext once per request. The session is resolved here, once, through the store
 * (briefly cached by backends/session-cache.ts, which every logout, "log out everywhere", password
 * or profile change invalidates, so those take effect on the very next request). A request without
 * a token never touches the store. A bad, expired or revoked token yields an anonymous context, and
 * a dead cookie is cleared.
 */
@Injectable()
export class GqlContextFactory {
  private readonly logger = new Logger('GraphQLContext');

  constructor(
    @Inject(CUSTOMER_IDENTITY) private readonly backend: CustomerIdentity,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  async create({ req, res }: { req: Request; res: Response }): Promise<GqlContext> {
    const context: GqlContext = {
      req,
      res,
      requestId: requestIdOf(req),
      ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
      session: null,
      customer: null,
    };
    const found = readSessionToken(req);
    if (!found) return context;
    try {
      const resolved = await this.backend.resolveSession(found.token);
      if (resolved) {
        context.session = resolved.session;
        context.customer = resolved.customer;
      } else if (found.source === 'cookie') {
        clearSessionCookie(res, this.config);
      }
    } catch (error) {
      // the store is unreachable: serve the request anonymously rather than failing it
      this.logger.warn(`could not resolve session: ${describeError(error)}`);
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
