import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { type AppConfig, CONFIG } from '../config/config.js';
import { looksLikeApiKey } from '@shop/domain';
import { SessionService } from '../identity/session.service.js';
import { apiKeyOf } from '../integrations/api-key-auth.js';
import type { GqlContext } from './context.js';
import { describeError } from './errors.js';
import { clearSessionCookie, readSessionToken } from './session-cookie.js';

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * Builds the GqlContext once per request. The session is resolved here, once, through
 * SessionService (briefly cached; every logout, "log out everywhere", password or profile change
 * invalidates it, so those take effect on the very next request). A request without
 * a token never touches the store. A bad, expired or revoked token yields an anonymous context, and
 * a dead cookie is cleared. A request made with an API key gets the key's owner as its customer and
 * the key in `apiKey` (whose scopes the scope plugin enforces).
 */
@Injectable()
export class GqlContextFactory {
  private readonly logger = new Logger('GraphQLContext');

  constructor(
    private readonly sessions: SessionService,
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
      apiKey: null,
    };
    // a request made with an API key (authenticated by integrations/api-key-auth.ts) acts as its owner
    const key = apiKeyOf(req);
    if (key) {
      context.apiKey = { id: key.key.id, name: key.key.name, scopes: key.key.scopes, customerId: key.customer.id };
      context.session = { token: `api-key:${key.key.id}`, customerId: key.customer.id };
      context.customer = key.customer;
      return context;
    }
    const found = readSessionToken(req);
    // an API key is never a session token (outside /graphql, e.g. a page render, it counts as no credentials)
    if (!found || looksLikeApiKey(found.token)) return context;
    try {
      const resolved = await this.sessions.resolveFor(req, found.token);
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
