import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import type { AuthSession, CustomerIdentity } from '../backends/port.js';
import { CacheService } from '../cache/cache.service.js';
import { SessionService } from './session.service.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** a store whose sessions live in a Map, counting how often it is asked */
function fakeStore(expiresInMs = 60_000) {
  const live = new Map<string, string>([
    ['tok-a1', '1'],
    ['tok-a2', '1'],
    ['tok-b', '2'],
  ]);
  let lookups = 0;
  let gate: Promise<void> | null = null;
  const store = {
    async resolveSession(token: string) {
      lookups += 1;
      const customerId = live.get(token);
      if (gate) await gate;
      if (!customerId) return null;
      return {
        session: { token, customerId },
        customer: { id: customerId, email: `${customerId}@example.com` },
        expiresAt: new Date(Date.now() + expiresInMs),
      };
    },
    async logout(session: AuthSession) {
      live.delete(session.token);
    },
    async logoutAll(session: AuthSession) {
      for (const [token, customerId] of live) if (customerId === session.customerId) live.delete(token);
    },
    async updateAddress() {
      return {};
    },
    async resetPassword() {
      live.clear();
      return { kind: 'ok' };
    },
  } as unknown as CustomerIdentity;
  return {
    store,
    lookups: () => lookups,
    hold: () => {
      let release!: () => void;
      gate = new Promise((resolve) => (release = resolve));
      return () => {
        gate = null;
        release();
      };
    },
  };
}

const session = (token: string, customerId: string): AuthSession => ({ token, customerId });

/**
 * The store calls as the gateway's services make them: through SessionService, which drops the
 * cached sessions each call affects (identity.service, account.service, checkout.service).
 */
function wire(store: CustomerIdentity, cache = new CacheService({ redis: null, prefix: 't:' })) {
  const sessions = new SessionService(store, cache);
  return {
    cache,
    resolveSession: (token: string) => sessions.resolve(token),
    logout: (s: AuthSession) =>
      sessions.changing(
        () => store.logout(s),
        () => sessions.forgetToken(s.token),
      ),
    logoutAll: (s: AuthSession) =>
      sessions.changing(
        () => store.logoutAll(s),
        () => sessions.forgetCustomer(s.customerId),
      ),
    updateAddress: (s: AuthSession, address: string) =>
      sessions.changing(
        () => store.updateAddress(s, address),
        () => sessions.forgetCustomer(s.customerId),
      ),
    resetPassword: (email: string, token: string, password: string) =>
      sessions.changing(
        () => store.resetPassword(email, token, password),
        () => sessions.forgetAll(),
      ),
  };
}

describe('SessionService', () => {
  it('hands the session pricingClassOf found for a request on to its context (resolveFor), for that token only', async () => {
    const fake = fakeStore();
    const cache = new CacheService({ redis: null, prefix: 't:' });
    const sessions = new SessionService(fake.store, cache);
    let queries = 0;
    const query = cache.query.bind(cache);
    cache.query = ((...args: Parameters<typeof query>) => {
      queries += 1;
      return query(...args);
    }) as typeof cache.query;
    const request = (token: string) => ({ headers: { authorization: `Bearer ${token}` } }) as IncomingMessage;
    const req = request('tok-a1');
    await sessions.pricingClassOf(req);
    expect(queries).toBe(1);
    const resolved = await sessions.resolveFor(req, 'tok-a1');
    expect(resolved?.customer.id).toBe('1');
    expect(queries).toBe(1);
    // another token on the same request, or the same token on another request: looked up
    expect((await sessions.resolveFor(req, 'tok-b'))?.customer.id).toBe('2');
    expect(await sessions.resolveFor(request('tok-a1'), 'tok-a1')).toBe(resolved);
    expect(queries).toBe(3);
    expect(fake.lookups()).toBe(2);
  });

  it('asks the store once per token while the entry is fresh, and never remembers an unknown token', async () => {
    const fake = fakeStore();
    const store = wire(fake.store);
    const [one, two] = await Promise.all([store.resolveSession('tok-a1'), store.resolveSession('tok-a1')]);
    expect(await store.resolveSession('tok-a1')).toBe(one);
    expect(two).toBe(one);
    expect(fake.lookups()).toBe(1);
    expect(one?.customer.id).toBe('1');
    // unknown tokens are not remembered
    expect(await store.resolveSession('nope')).toBeNull();
    expect(await store.resolveSession('nope')).toBeNull();
    expect(fake.lookups()).toBe(3);
  });

  it('lets a logout, "log out everywhere" and a password reset take effect on the next lookup', async () => {
    const fake = fakeStore();
    const store = wire(fake.store);
    for (const token of ['tok-a1', 'tok-a2', 'tok-b']) expect(await store.resolveSession(token)).not.toBeNull();

    await store.logout(session('tok-a1', '1'));
    expect(await store.resolveSession('tok-a1')).toBeNull();
    expect(await store.resolveSession('tok-a2')).not.toBeNull();

    await store.logoutAll(session('tok-a2', '1'));
    expect(await store.resolveSession('tok-a2')).toBeNull();
    const before = fake.lookups();
    expect(await store.resolveSession('tok-b')).not.toBeNull();
    expect(fake.lookups()).toBe(before); // another customer's entry stays

    await store.resetPassword('x@example.com', 'reset', 'New#Pass1');
    expect(await store.resolveSession('tok-b')).toBeNull();
  });

  it('reloads the customer after a change to their data', async () => {
    const fake = fakeStore();
    const store = wire(fake.store);
    await store.resolveSession('tok-b');
    await store.updateAddress(session('tok-b', '2'), 'Dam 1');
    await store.resolveSession('tok-b');
    expect(fake.lookups()).toBe(2);
  });

  it('does not keep an answer loaded before a logout that happened meanwhile', async () => {
    const fake = fakeStore();
    const store = wire(fake.store);
    const release = fake.hold();
    const pending = store.resolveSession('tok-a1'); // read the session as still live...
    await store.logout(session('tok-a1', '1')); // ...while it was being revoked
    release();
    expect(await pending).not.toBeNull();
    expect(await store.resolveSession('tok-a1')).toBeNull();
  });

  it('never serves a session past its expiry', async () => {
    const shortLived = fakeStore(150);
    const store = wire(shortLived.store);
    await store.resolveSession('tok-a1');
    await store.resolveSession('tok-a1');
    expect(shortLived.lookups()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await store.resolveSession('tok-a1');
    expect(shortLived.lookups()).toBe(2);
  });

  describe('two instances over Redis', () => {
    const prefix = `test-session-cache-${randomUUID()}:`;
    const caches: CacheService[] = [];
    afterAll(async () => {
      // each CacheService closes its own Redis connection
      await Promise.all(caches.map((cache) => cache.close()));
      const redis = new Redis(REDIS_URL);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    });

    it('drops a session everywhere when one instance logs it out', async () => {
      const fake = fakeStore();
      const instances = await Promise.all(
        [0, 1].map(async () => {
          const cache = new CacheService({ redis: new Redis(REDIS_URL), prefix });
          caches.push(cache);
          await cache.whenReady();
          return wire(fake.store, cache);
        }),
      );
      const [one, two] = instances as [ReturnType<typeof wire>, ReturnType<typeof wire>];
      await one.resolveSession('tok-b');
      await two.resolveSession('tok-b');
      expect(fake.lookups()).toBe(2);
      await one.logout(session('tok-b', '2'));
      await expect.poll(() => two.resolveSession('tok-b'), { timeout: 2_000 }).toBeNull();
    });
  });
});
