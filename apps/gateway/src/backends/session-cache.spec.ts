import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import type { AuthSession, CustomerIdentity } from './port.js';
import { CachedCustomerIdentity, SessionCache } from './session-cache.js';

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

describe('CachedCustomerIdentity', () => {
  it('asks the store once per token while the entry is fresh', async () => {
    const fake = fakeStore();
    const store = new CachedCustomerIdentity(fake.store, new SessionCache({ redis: null, prefix: 't:' }));
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
    const store = new CachedCustomerIdentity(fake.store, new SessionCache({ redis: null, prefix: 't:' }));
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
    const store = new CachedCustomerIdentity(fake.store, new SessionCache({ redis: null, prefix: 't:' }));
    await store.resolveSession('tok-b');
    await store.updateAddress(session('tok-b', '2'), 'Dam 1');
    await store.resolveSession('tok-b');
    expect(fake.lookups()).toBe(2);
  });

  it('does not keep an answer loaded before a logout that happened meanwhile', async () => {
    const fake = fakeStore();
    const store = new CachedCustomerIdentity(fake.store, new SessionCache({ redis: null, prefix: 't:' }));
    const release = fake.hold();
    const pending = store.resolveSession('tok-a1'); // read the session as still live...
    await store.logout(session('tok-a1', '1')); // ...while it was being revoked
    release();
    expect(await pending).not.toBeNull();
    expect(await store.resolveSession('tok-a1')).toBeNull();
  });

  it('never serves a session past its expiry, nor for longer than its ttl', async () => {
    const shortLived = fakeStore(150);
    const store = new CachedCustomerIdentity(
      shortLived.store,
      new SessionCache({ redis: null, prefix: 't:', ttlMs: 10_000 }),
    );
    await store.resolveSession('tok-a1');
    await store.resolveSession('tok-a1');
    expect(shortLived.lookups()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await store.resolveSession('tok-a1');
    expect(shortLived.lookups()).toBe(2);

    const fake = fakeStore();
    const brief = new CachedCustomerIdentity(fake.store, new SessionCache({ redis: null, prefix: 't:', ttlMs: 100 }));
    await brief.resolveSession('tok-a1');
    await new Promise((resolve) => setTimeout(resolve, 150));
    await brief.resolveSession('tok-a1');
    expect(fake.lookups()).toBe(2);
  });

  describe('two instances over Redis', () => {
    const prefix = `test-session-cache-${randomUUID()}:`;
    const clients: Redis[] = [];
    const caches: SessionCache[] = [];
    afterAll(async () => {
      await Promise.all(caches.map((cache) => cache.close()));
      await Promise.all(clients.map((client) => client.quit()));
    });

    it('drops a session everywhere when one instance logs it out', async () => {
      const fake = fakeStore();
      const instances = await Promise.all(
        [0, 1].map(async () => {
          const redis = new Redis(REDIS_URL);
          clients.push(redis);
          const cache = new SessionCache({ redis, prefix });
          caches.push(cache);
          await cache.start();
          return new CachedCustomerIdentity(fake.store, cache);
        }),
      );
      const [one, two] = instances as unknown as [CustomerIdentity, CustomerIdentity];
      await one.resolveSession('tok-b');
      await two.resolveSession('tok-b');
      expect(fake.lookups()).toBe(2);
      await one.logout(session('tok-b', '2'));
      await expect.poll(() => two.resolveSession('tok-b'), { timeout: 2_000 }).toBeNull();
    });
  });
});
