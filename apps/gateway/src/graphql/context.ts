import type { Request, Response } from 'express';
import type { CustomerRecord } from '@shop/domain';
import type { AuthSession } from '../backends/port.js';

/**
 * What every resolver receives. Built once per request by the GraphQL module from the session
 * cookie (browser) or the `Authorization: Bearer` header (API clients). A bad or expired token
 * simply yields an anonymous context.
 */
export interface GqlContext {
  req: Request;
  res: Response;
  requestId: string;
  /** client IP (honours `trust proxy`), for rate limits */
  ip: string;
  /** null for anonymous callers */
  session: AuthSession | null;
  customer: CustomerRecord | null;
  /**
   * The API key the request was made with (then `session` and `customer` are its owner's), or null.
   * Its scopes are enforced on every root field by integrations/api-key-scopes.plugin.ts.
   */
  apiKey: ApiKeyPrincipal | null;
}

/** an authenticated API key, as resolvers and plugins see it (never its secret) */
export interface ApiKeyPrincipal {
  id: string;
  name: string;
  scopes: readonly string[];
  customerId: string;
}
