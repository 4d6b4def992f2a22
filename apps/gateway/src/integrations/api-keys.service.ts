import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  API_KEY_MESSAGES,
  API_KEY_PREFIX,
  apiKeyDisplayPrefix,
  apiKeyInputSchema,
  looksLikeApiKey,
  MAX_API_KEYS_PER_ACCOUNT,
  validateInput,
} from '@shop/domain';
import {
  type ApiKeyRecord,
  INTEGRATION_STORE,
  type IntegrationStore,
  type ResolvedApiKey,
} from '../backends/integrations-port.js';
import { CacheService } from '../cache/cache.service.js';
import { CacheKey } from '../cache/keys.js';
import { CacheTag, cachePolicy } from '../cache/policy.js';
import type { GqlContext } from '../graphql/context.js';
import { describeError, unauthenticated, userError } from '../graphql/errors.js';
import type { ApiKey, CreateApiKeyPayload, MutationResult, UserError } from '../graphql/generated/resolvers.js';
import { integrationsUnavailable } from './integrations-errors.js';

/**
 * Secret hash → active key and its buyer, in this process only (never written to Redis), for a minute
 * at most. Revoking a key drops it by its tag on every replica (the cache's invalidation channel), so
 * the next request with it is refused everywhere; a change of the buyer's account drops it too.
 * Unknown secrets are never kept: a key created a moment ago works at once.
 */
export const API_KEY_POLICY = cachePolicy({ name: 'api_key', ttlMs: 60_000, negativeTtlMs: 0, scope: 'local' });

/** lastUsedAt is written at most this often per key (and per replica: the store skips a recent one) */
export const LAST_USED_RESOLUTION_MS = 60_000;

export const hashApiKey = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

function toApiKey(record: ApiKeyRecord): ApiKey {
  return {
    id: record.id,
    name: record.name,
    prefix: record.prefix,
    scopes: record.scopes,
    createdAt: record.createdAt.toISOString(),
    lastUsedAt: record.lastUsedAt?.toISOString() ?? null,
  };
}

/**
 * Buyers' API keys: create (the secret is returned once; only its sha256 is stored), list, revoke, and
 * resolving the key of a request (api-key-auth.ts). Account operations need the buyer's own session:
 * the scope plugin refuses them for requests made with a key, and these methods check it again.
 */
@Injectable()
export class ApiKeysService {
  private readonly logger = new Logger('ApiKeys');
  /** when this process last wrote lastUsedAt per key id */
  private readonly touched = new Map<string, number>();

  constructor(
    @Inject(INTEGRATION_STORE) private readonly store: IntegrationStore | null,
    private readonly cache: CacheService,
  ) {}

  get available(): boolean {
    return this.store !== null;
  }

  private storeOrFail(): IntegrationStore {
    if (!this.store) throw integrationsUnavailable();
    return this.store;
  }

  /** the buyer of a request made with their own session (never with an API key) */
  private sessionCustomer(ctx: Pick<GqlContext, 'session' | 'apiKey'>): string {
    if (!ctx.session || ctx.apiKey) throw unauthenticated('Sign in to your account to manage API keys.');
    return ctx.session.customerId;
  }

  async list(ctx: Pick<GqlContext, 'session' | 'apiKey'>): Promise<ApiKey[]> {
    const customerId = this.sessionCustomer(ctx);
    return (await this.storeOrFail().listApiKeys(customerId)).map(toApiKey);
  }

  async create(
    input: { name: string; scopes: readonly string[] },
    ctx: Pick<GqlContext, 'session' | 'apiKey'>,
  ): Promise<CreateApiKeyPayload> {
    const customerId = this.sessionCustomer(ctx);
    const store = this.storeOrFail();
    const parsed = validateInput(apiKeyInputSchema, { name: input.name, scopes: [...input.scopes] });
    if (!parsed.ok) return { apiKey: null, secret: null, userErrors: parsed.userErrors as UserError[] };
    const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
    const result = await store.createApiKey(
      {
        customerId,
        name: parsed.data.name,
        prefix: apiKeyDisplayPrefix(secret),
        secretHash: hashApiKey(secret),
        scopes: [...parsed.data.scopes],
      },
      {
        max: MAX_API_KEYS_PER_ACCOUNT,
        audit: {
          by: { customerId },
          action: 'api_key.created',
          subject: 'api key',
          detail: { name: parsed.data.name, scopes: parsed.data.scopes },
        },
      },
    );
    if (result.kind === 'too_many') {
      return { apiKey: null, secret: null, userErrors: [userError(null, API_KEY_MESSAGES.tooMany, 'LIMIT_REACHED')] };
    }
    return { apiKey: toApiKey(result.key), secret, userErrors: [] };
  }

  async revoke(id: string, ctx: Pick<GqlContext, 'session' | 'apiKey'>): Promise<MutationResult> {
    const customerId = this.sessionCustomer(ctx);
    const store = this.storeOrFail();
    const revoked = await store.revokeApiKey(customerId, id, {
      by: { customerId },
      action: 'api_key.revoked',
      subject: `api key ${id}`,
    });
    // dropped on every replica, also when the store call above changed nothing
    await this.cache.invalidateTags([CacheTag.apiKey(id)]);
    if (!revoked) return { ok: false, userErrors: [userError(['id'], API_KEY_MESSAGES.notFound, 'NOT_FOUND')] };
    return { ok: true, userErrors: [] };
  }

  /**
   * The active key with this secret and its buyer, or null (unknown, revoked, malformed, or no store
   * that keeps keys). Records the use (at most once a minute per key) without waiting for it.
   */
  async authenticate(secret: string): Promise<ResolvedApiKey | null> {
    if (!this.store || !looksLikeApiKey(secret)) return null;
    const store = this.store;
    const resolved = await this.cache.query(
      CacheKey.apiKey(hashApiKey(secret)),
      () => store.findApiKey(hashApiKey(secret)),
      {
        policy: API_KEY_POLICY,
        tags: (found) => (found ? [CacheTag.apiKey(found.key.id), CacheTag.customer(found.customer.id)] : []),
      },
    );
    if (resolved) this.recordUse(resolved.key.id);
    return resolved;
  }

  private recordUse(keyId: string): void {
    const now = Date.now();
    const last = this.touched.get(keyId);
    if (last !== undefined && now - last < LAST_USED_RESOLUTION_MS) return;
    this.touched.set(keyId, now);
    if (this.touched.size > 10_000) this.touched.clear();
    const at = new Date(now);
    this.store
      ?.touchApiKey(keyId, at, new Date(now - LAST_USED_RESOLUTION_MS))
      .catch((error: unknown) =>
        this.logger.warn(`could not record the use of API key ${keyId}: ${describeError(error)}`),
      );
  }
}
