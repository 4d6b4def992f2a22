import { randomUUID } from 'node:crypto';
import { API_KEY_FIELD_ACCESS, API_SCOPES, apiKeyMayUse } from '@shop/domain';
import { typeDefs } from '@shop/schema';
import {
  buildSchema,
  getNamedType,
  type GraphQLField,
  type GraphQLObjectType,
  isObjectType,
  isInterfaceType,
  isUnionType,
} from 'graphql';
import { Redis } from 'ioredis';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoreDatabase } from '../src/backends/embedded/testing/seeded-store.js';
import type { TempDatabase } from '../src/backends/embedded/testing/test-store.js';
import {
  catalogue,
  GENEROUS_RATE_LIMITS,
  newKey,
  PLACE_ORDER,
  REDIS_URL,
  registerCustomer,
  SHIPPING,
  sql,
  startGateway,
  type Gateway,
} from './commerce.harness.js';
import {
  API_KEYS,
  CREATE_API_KEY,
  createKey,
  PRICED_PRODUCTS,
  REVOKE_API_KEY,
  withKey,
} from './integrations.harness.js';

/**
 * API keys through real HTTP: two gateway instances on one PostgreSQL database and one Redis prefix
 * (a scaled deployment), so revocation and the per-key rate limit are proven across replicas.
 */
const KEY_LIMIT = 60;
let db: TempDatabase;
let one: Gateway;
let two: Gateway;
const prefix = `test-keys-${randomUUID()}:`;

beforeAll(async () => {
  Object.assign(process.env, GENEROUS_RATE_LIMITS);
  db = await createStoreDatabase('seeded', 'api_keys');
  const env = { REDIS_URL, REDIS_KEY_PREFIX: prefix, RATE_LIMIT_API_KEY: `${KEY_LIMIT}/60`, WEBHOOK_WORKER: 'false' };
  one = await startGateway({ databaseUrl: db.url, env });
  two = await startGateway({ databaseUrl: db.url, env });
});

afterAll(async () => {
  await one?.close();
  await two?.close();
  await db?.drop();
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

const ME = 'query Me { me { id email } }';
const MY_ORDERS = 'query MyOrders { myOrders { totalCount items { id } } }';

describe('API keys', () => {
  it('are created with a secret shown once, listed without it, and act as their buyer with prices', async () => {
    const buyer = await registerCustomer(one);
    const created = await buyer.caller.gql(CREATE_API_KEY, { name: '  ERP sync ', scopes: ['catalog:read'] });
    const payload = created.data.createApiKey;
    expect(payload.userErrors).toEqual([]);
    expect(payload.secret).toMatch(/^glw_[A-Za-z0-9_-]{43}$/);
    expect(payload.apiKey).toMatchObject({ name: 'ERP sync', scopes: ['catalog:read'], lastUsedAt: null });
    expect(payload.secret.startsWith(payload.apiKey.prefix)).toBe(true);

    const listed = await buyer.caller.gql(API_KEYS);
    expect(listed.data.apiKeys).toEqual([payload.apiKey]);
    expect(JSON.stringify(listed.data)).not.toContain(payload.secret);
    // only the hash is stored
    const [row] = await sql<{ secret_hash: string }>(db.url, 'SELECT secret_hash FROM api_keys WHERE id = $1', [
      Number(payload.apiKey.id),
    ]);
    expect(row!.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.secret_hash).not.toContain(payload.secret);

    const key = withKey(two, payload.secret);
    const products = await key.gql(PRICED_PRODUCTS);
    expect(products.errors).toBeUndefined();
    expect(products.data.products.items[0].price.amount).toMatch(/^\d+\.\d{2}$/);
    expect((await key.gql(ME)).data.me).toEqual({ id: buyer.id, email: buyer.email });

    // the use is recorded (at most once a minute, without holding the request)
    await expect
      .poll(async () => (await buyer.caller.gql(API_KEYS)).data.apiKeys[0].lastUsedAt, { timeout: 10_000 })
      .not.toBeNull();
  });

  it('refuse invalid names and scopes with userErrors', async () => {
    const buyer = await registerCustomer(one);
    const res = await buyer.caller.gql(CREATE_API_KEY, { name: '', scopes: ['admin:everything'] });
    expect(res.data.createApiKey).toMatchObject({ apiKey: null, secret: null });
    expect(res.data.createApiKey.userErrors).toEqual([
      { field: ['name'], message: 'Please enter a name for the key', code: 'INVALID' },
      {
        field: ['scopes'],
        message: 'Unknown scope "admin:everything"; use catalog:read, orders:read, orders:write',
        code: 'INVALID',
      },
    ]);
    const anonymous = await one.anonymous.gql(CREATE_API_KEY, { name: 'x', scopes: ['catalog:read'] });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('with catalog:read cannot place or read orders; with orders:write place one (idempotently) as the buyer', async () => {
    const buyer = await registerCustomer(one);
    const { simple } = await catalogue(one);
    const reader = withKey(one, (await createKey(buyer.caller, ['catalog:read'])).secret);
    const input = { lines: [{ productId: simple.id, quantity: 2 }], shipping: SHIPPING };
    const refused = await reader.gql(PLACE_ORDER, { input, key: newKey() });
    expect(refused.status).toBe(403);
    expect(refused.errors).toEqual([
      expect.objectContaining({
        message: 'This API key may not use placeOrder: it needs the "orders:write" scope.',
        extensions: expect.objectContaining({ code: 'FORBIDDEN' }),
      }),
    ]);
    expect((await reader.gql(MY_ORDERS)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await sql(db.url, 'SELECT id FROM orders WHERE customer_id = $1', [Number(buyer.id)])).toEqual([]);

    const writer = withKey(two, (await createKey(buyer.caller, ['orders:write', 'orders:read'])).secret);
    const idempotencyKey = newKey();
    const placed = await writer.gql(PLACE_ORDER, { input, key: idempotencyKey });
    expect(placed.errors).toBeUndefined();
    expect(placed.data.placeOrder.userErrors).toEqual([]);
    const again = await withKey(one, writer.token!).gql(PLACE_ORDER, { input, key: idempotencyKey });
    expect(again.data.placeOrder.order.id).toBe(placed.data.placeOrder.order.id);
    const rows = await sql<{ customer_id: number }>(
      db.url,
      'SELECT customer_id FROM orders WHERE idempotency_key = $1',
      [idempotencyKey],
    );
    expect(rows).toEqual([{ customer_id: Number(buyer.id) }]);
    const mine = await writer.gql(MY_ORDERS);
    expect(mine.data.myOrders.items.map((o: { id: string }) => o.id)).toEqual([placed.data.placeOrder.order.id]);
    // a key never changes the account: the buyer's saved address is not the order's shipping address
    const [customer] = await sql<{ address: string | null }>(db.url, 'SELECT address FROM customers WHERE id = $1', [
      Number(buyer.id),
    ]);
    expect(customer!.address).toBeNull();
  });

  it('are refused for account operations whatever their scopes', async () => {
    const buyer = await registerCustomer(one);
    const key = withKey(one, (await createKey(buyer.caller, [...API_SCOPES])).secret);
    const change = await key.gql(
      'mutation { changePassword(currentPassword: "Sup3r$ecret", newPassword: "N3w$ecret!", confirmPassword: "N3w$ecret!") { ok } }',
    );
    expect(change.status).toBe(403);
    expect(change.errors?.[0]?.message).toBe(
      'changePassword cannot be used with an API key: sign in to your account to do this.',
    );
    expect(
      (await key.gql(CREATE_API_KEY, { name: 'more', scopes: ['catalog:read'] })).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    expect((await key.gql(API_KEYS)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // one refused field refuses the whole operation, also behind a fragment
    const mixed = await key.gql('query { shop { name } ...F } fragment F on Query { apiKeys { id } }');
    expect(mixed.status).toBe(403);
    expect(mixed.data ?? null).toBeNull();
  });

  it('that are unknown are refused with 401, and a key also works as HTTP Basic user name', async () => {
    const unknown = await withKey(one, `glw_${'x'.repeat(43)}`).gql(ME);
    expect(unknown.status).toBe(401);
    expect(unknown.errors).toEqual([
      { message: 'The API key is invalid or has been revoked.', extensions: { code: 'UNAUTHENTICATED' } },
    ]);
    const buyer = await registerCustomer(one);
    const { secret } = await createKey(buyer.caller, ['catalog:read']);
    const basic = await request(one.http)
      .post('/graphql')
      .auth(secret, '')
      .set('content-type', 'application/json')
      .send({ query: ME });
    expect(basic.status).toBe(200);
    expect(basic.body.data.me.email).toBe(buyer.email);
  });

  it('are refused on every replica from the next request once revoked', async () => {
    const buyer = await registerCustomer(one);
    const { id, secret } = await createKey(buyer.caller, ['catalog:read']);
    // both instances have the key in their local cache
    expect((await withKey(one, secret).gql(ME)).data.me.id).toBe(buyer.id);
    expect((await withKey(two, secret).gql(ME)).data.me.id).toBe(buyer.id);

    const revoked = await buyer.caller.gql(REVOKE_API_KEY, { id });
    expect(revoked.data.revokeApiKey).toEqual({ ok: true, userErrors: [] });
    for (const gateway of [two, one]) {
      const res = await withKey(gateway, secret).gql(ME);
      expect(res.status).toBe(401);
      expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect((await buyer.caller.gql(API_KEYS)).data.apiKeys).toEqual([]);
    // a second revocation, or someone else's key, is a userError
    expect((await buyer.caller.gql(REVOKE_API_KEY, { id })).data.revokeApiKey.userErrors[0].code).toBe('NOT_FOUND');
    // both in the shop's audit log (the operator console's), in order
    const audit = await sql<{ action: string; actor: string; actor_staff_id: number | null }>(
      db.url,
      'SELECT action, actor, actor_staff_id FROM audit_log WHERE subject = $1 ORDER BY id',
      [`api key ${id}`],
    );
    expect(audit).toEqual([
      { action: 'api_key.created', actor: `buyer ${buyer.email}`, actor_staff_id: null },
      { action: 'api_key.revoked', actor: `buyer ${buyer.email}`, actor_staff_id: null },
    ]);
  });

  it('have their own rate limit, shared by the replicas', async () => {
    const buyer = await registerCustomer(one);
    const busy = (await createKey(buyer.caller, ['catalog:read'])).secret;
    const calm = (await createKey(buyer.caller, ['catalog:read'])).secret;
    const shop = 'query { shop { name } }';
    const answers = await Promise.all(
      Array.from({ length: KEY_LIMIT }, (_, i) => withKey(i % 2 ? two : one, busy).gql(shop)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(KEY_LIMIT).fill(200));
    const over = await withKey(two, busy).gql(shop);
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED' });
    // the limit is the key's own: another key of the same buyer, and the buyer's session, go on
    expect((await withKey(one, calm).gql(shop)).status).toBe(200);
    expect((await buyer.caller.gql(shop)).status).toBe(200);
  });
});

// ------------------------------------------------------------------------------------------------
// Scope enforcement on every root field, generated from the SDL: a field added to the schema without
// a rule in API_KEY_FIELD_ACCESS fails here (and is refused to keys by the gateway).

const schema = buildSchema(typeDefs);
const roots = [schema.getQueryType()!, schema.getMutationType()!] as GraphQLObjectType[];
const rootFields = roots.flatMap((type) =>
  Object.values(type.getFields()).map((field) => ({ root: type.name, field })),
);

/** an operation selecting only `field`, its required arguments as variables left unset */
function operationFor(root: string, field: GraphQLField<unknown, unknown>): string {
  const required = field.args.filter((arg) => String(arg.type).endsWith('!') && arg.defaultValue === undefined);
  const variables = required.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const args = required.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const named = getNamedType(field.type);
  const selection = isObjectType(named) || isInterfaceType(named) || isUnionType(named) ? ' { __typename }' : '';
  const keyword = root === 'Query' ? 'query' : 'mutation';
  return `${keyword} Probe${variables ? `(${variables})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
}

describe('API key scopes, on every root field of the public schema', () => {
  it('has a rule for every field of the SDL and none for fields it does not have', () => {
    const sdl = rootFields.map(({ root, field }) => `${root}.${field.name}`).sort();
    expect(Object.keys(API_KEY_FIELD_ACCESS).sort()).toEqual(sdl);
  });

  it('gives the groups the documented rules', () => {
    const allowed = (field: string, scopes: string[]) => apiKeyMayUse(field, scopes).allowed;
    expect(allowed('Query.products', ['catalog:read'])).toBe(true);
    expect(allowed('Query.cartQuote', ['catalog:read'])).toBe(true);
    expect(allowed('Query.myOrders', ['orders:read'])).toBe(true);
    expect(allowed('Query.order', ['catalog:read', 'orders:write'])).toBe(false);
    expect(allowed('Mutation.placeOrder', ['orders:write'])).toBe(true);
    expect(allowed('Mutation.placeOrder', ['catalog:read', 'orders:read'])).toBe(false);
    for (const field of ['changePassword', 'updateProfile', 'logoutAll', 'createApiKey', 'revokeApiKey', 'login']) {
      expect(allowed(`Mutation.${field}`, [...API_SCOPES]), field).toBe(false);
    }
  });

  it('is enforced by the gateway on each field for each scope', async () => {
    const buyer = await registerCustomer(one);
    const combos = [['catalog:read'], ['orders:read'], ['orders:write'], [...API_SCOPES]];
    const keys = await Promise.all(combos.map((scopes) => createKey(buyer.caller, scopes)));
    const outcomes: string[] = [];
    for (const { root, field } of rootFields) {
      const query = operationFor(root, field);
      for (const [i, scopes] of combos.entries()) {
        const res = await withKey(i % 2 ? two : one, keys[i]!.secret).gql(query);
        const forbidden = res.errors?.some((e) => e.extensions?.code === 'FORBIDDEN') ?? false;
        const expected = apiKeyMayUse(`${root}.${field.name}`, scopes).allowed;
        outcomes.push(`${root}.${field.name} [${scopes.join(',')}]: ${forbidden ? 'refused' : 'allowed'}`);
        expect(forbidden, `${query} with ${scopes.join(',')}: ${JSON.stringify(res.errors)}`).toBe(!expected);
        if (forbidden) expect(res.status).toBe(403);
      }
    }
    expect(outcomes).toContain('Mutation.placeOrder [catalog:read]: refused');
    expect(outcomes).toContain('Mutation.placeOrder [orders:write]: allowed');
    expect(outcomes).toContain(`Mutation.changePassword [${API_SCOPES.join(',')}]: refused`);
  });
});
