import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Inject, Injectable } from '@nestjs/common';
import { buyerPricingClass, canSeePrices, looksLikeApiKey } from '@shop/domain';
import cookieParser from 'cookie-parser';
import type { Request, Response } from 'express';
import { CUSTOMER_IDENTITY, type CustomerIdentity, type ResolvedSession } from '../backends/port.js';
import { CacheService } from '../cache/cache.service.js';
import { CacheKey } from '../cache/keys.js';
import { CacheTag, cachePolicy } from '../cache/policy.js';
import { readSessionToken } from '../graphql/session-cookie.js';

export type { ResolvedSession } from '../backends/port.js';

/**
 * Token → session for a few seconds, so a logged-in request costs a Map lookup instead of a store
 * round trip (one PGlite/PostgreSQL query, or a WordPress call). Kept in this process only (customer
 * records are not written to Redis), never beyond the session's own expiry, and only positive
 * answers: an unknown token always asks the store. Sessions whose expiry the adapter does not
 * report are not kept. Keyed by the token's sha256.
 */
export const SESSION_POLICY = cachePolicy({ name: 'session', ttlMs: 15_000, negativeTtlMs: 0, scope: 'local' });

/**
 * What pricingClassOf found for a request (its token and session), kept on the request, so building the
 * request's GraphQL context does not look the same token up again a moment later (a sha256 and a cache
 * lookup, ~1.4% of an authenticated POST's CPU in the gateway's profile). A property rather than a
 * WeakMap: an entry per request in a WeakMap is extra work for the garbage collector on every request.
 */
const RESOLVED = Symbol('session.resolved');
type WithResolved = IncomingMessage & { [RESOLVED]?: { token: string; resolved: ResolvedSession | null } };

/** the app's own cookie parser (it leaves `req.cookies` for the one in the Express chain) */
const parseCookies = cookieParser();

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * Resolves session tokens through the cache, and drops them when they end or their customer
 * changes: every gateway service that ends sessions or changes a customer's data calls `forget*`
 * after the store call (also when it fails), which reaches every instance through the cache's
 * invalidation channel; a lookup that ran meanwhile is not kept.
 */
@Injectable()
export class SessionService {
  constructor(
    @Inject(CUSTOMER_IDENTITY) private readonly identity: CustomerIdentity,
    private readonly cache: CacheService,
  ) {}

  resolve(token: string): Promise<ResolvedSession | null> {
    return this.cache.query(CacheKey.session(hashOf(token)), () => this.identity.resolveSession(token), {
      policy: SESSION_POLICY,
      tags: (resolved) => (resolved ? [CacheTag.sessions, CacheTag.customer(resolved.session.customerId)] : []),
      maxAgeMs: (resolved) => (resolved?.expiresAt ? resolved.expiresAt.getTime() - Date.now() : 0),
    });
  }

  /** resolve(token) for the request `req`, reusing what pricingClassOf found for it with the same token */
  resolveFor(req: IncomingMessage, token: string): Promise<ResolvedSession | null> {
    const earlier = (req as WithResolved)[RESOLVED];
    return earlier && earlier.token === token ? Promise.resolve(earlier.resolved) : this.resolve(token);
  }

  /**
   * The pricing class of a request's caller, for the response cache in front of the app: `buyer`
   * (the default group) or `buyer:<group id>` (packages/domain buyerPricingClass) when its token
   * resolves to the session of a buyer who sees prices, null when there is no token, it
   * does not resolve (the app then answers, and clears a dead cookie) or its buyer is not approved.
   */
  async pricingClassOf(req: IncomingMessage): Promise<string | null> {
    parseCookies(req as Request, undefined as unknown as Response, () => undefined);
    const found = readSessionToken(req as Request);
    // API keys always go to the app: authentication, scopes and their rate limit are checked there
    if (!found || looksLikeApiKey(found.token)) return null;
    // a buyer who may not see prices (pending, rejected) goes to the app, which answers as for anonymous
    const resolved = await this.resolve(found.token);
    (req as WithResolved)[RESOLVED] = { token: found.token, resolved };
    return resolved ? buyerPricingClass(canSeePrices(resolved.customer), resolved.customer.groupId) : null;
  }

  /** a logout */
  forgetToken(token: string): Promise<void> {
    return this.cache.invalidateKey(CacheKey.session(hashOf(token)));
  }

  /** "log out everywhere", a profile, address or password change */
  forgetCustomer(customerId: string): Promise<void> {
    return this.cache.invalidateTags([CacheTag.customer(customerId)]);
  }

  /** a password reset by e-mail and token (which customer is not known here) */
  forgetAll(): Promise<void> {
    return this.cache.invalidateTags([CacheTag.sessions]);
  }

  /** runs a store call that changes sessions or a customer, then drops what it affects (also on failure) */
  async changing<T>(call: () => Promise<T>, forget: () => Promise<void>): Promise<T> {
    try {
      return await call();
    } finally {
      await forget();
    }
  }
}
