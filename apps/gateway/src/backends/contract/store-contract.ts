/**
 * The backend contract: behaviour every adapter must show on each port (one `describe` per port of
 * ../port.ts), whatever stores the data. Orders go through the gateway's idempotency service, as in
 * the app.
 * Run by the embedded adapter (PGlite and PostgreSQL) and by the wordpress adapter against its HTTP
 * stub. Every expectation about data comes from `opts`, never from an adapter's internals.
 *
 *   describeStoreContract('embedded (PGlite)', () => makeStore(), { ...expected data... });
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { placeOrder, findOrder } from '../testing/order-service.js';
import {
  addServerCartLines,
  categoriesWithVisibleCounts,
  emptyServerCart,
  partnerReviewWithDefaults,
  type PostalAddress,
  type ProductRecord,
} from '@shop/domain';
import type { AuthSession, CartStore, NewCustomer, OrderDraft, SessionGrant, StoreBackend } from '../port.js';

export interface StoreContractOptions {
  /** what the store holds before the suite runs */
  expected: {
    /** every product, hidden ones included */
    products: number;
    hiddenProducts: number;
    /** non-empty categories returned by listCategories */
    categories: number;
    posts: number;
    faqs: number;
    teamMembers: number;
    /** at least this many partner reviews exist */
    minPartnerReviews: number;
  };
  /** a visible product (a variable one exercises variations best) */
  knownProductSlug: string;
  /** a product that exists but is not visible */
  hiddenProductSlug: string;
  knownPostSlug: string;
  /** an existing coupon code (the suite also looks it up in other letter cases) */
  knownCouponCode: string;
  /** an existing customer; the suite logs in but never changes it */
  knownCustomer: { email: string; password: string };
  /**
   * The last password-reset link the store sent to `email` (read from the mailer / outbox the test
   * wired into the backend), or null when none was sent. Links carry `email` and `token` query params.
   */
  lastResetLink(email: string): Promise<string | null>;
  /** session lifetimes the adapter promises; expiry is tested by moving the clock past them */
  sessionTtlMs?: { browser: number; persistent: number };
  /** a unique suffix for e-mails so several runs against one store never collide (default: time + random) */
  uniqueSuffix?: () => string;
  /** how many concurrent createOrder calls share one key (default 50) */
  concurrentOrders?: number;
  /**
   * Backends for the concurrent-order test, as if several gateway processes shared one store
   * (default: the suite's backend only).
   */
  extraBackends?: () => Promise<StoreBackend[]>;
}

const STRONG_PASSWORD = 'Greenleaf#2024';
const OTHER_PASSWORD = 'Changed#Pass99';

export function describeStoreContract(
  name: string,
  makeBackend: () => Promise<StoreBackend>,
  opts: StoreContractOptions,
): void {
  describe(`StoreBackend contract: ${name}`, () => {
    let store: StoreBackend;
    let products: ProductRecord[];
    const suffix = opts.uniqueSuffix ?? (() => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`);

    const newCustomer = (label: string): NewCustomer => ({
      name: `Contract ${label}`,
      email: `contract.${label}.${suffix()}@example.com`,
      phone: '+31 6 5555 0101',
      companyName: 'Contract Testers B.V.',
      companyRegNumber: 'KVK 12345678',
      companyVatNumber: 'NL123456782B01',
      password: STRONG_PASSWORD,
      status: 'APPROVED',
      ageConfirmedAt: new Date('2026-01-01T00:00:00Z'),
      termsAcceptedAt: new Date('2026-01-01T00:00:00Z'),
    });

    async function registered(
      label: string,
      persistent = false,
    ): Promise<{ input: NewCustomer; grant: SessionGrant; session: AuthSession }> {
      const input = newCustomer(label);
      const result = await store.identity.register(input, { persistent });
      if (result.kind !== 'ok') throw new Error(`register failed: ${JSON.stringify(result)}`);
      return {
        input,
        grant: result.grant,
        session: { token: result.grant.token, customerId: result.grant.customer.id },
      };
    }

    beforeAll(async () => {
      store = await makeBackend();
      await store.lifecycle.init();
      products = await store.catalogue.listProducts();
    });

    afterAll(async () => {
      vi.useRealTimers();
      await store?.lifecycle.close();
    });

    describe('StoreLifecycle', () => {
      it('answers ping and tolerates a second init', async () => {
        await expect(store.lifecycle.ping()).resolves.toBeUndefined();
        await expect(store.lifecycle.init()).resolves.toBeUndefined();
      });
    });

    describe('CatalogueSource', () => {
      it('lists every product, hidden ones flagged', () => {
        expect(products).toHaveLength(opts.expected.products);
        expect(products.filter((p) => !p.visible)).toHaveLength(opts.expected.hiddenProducts);
        expect(new Set(products.map((p) => p.id)).size).toBe(products.length);
        expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
      });

      it('returns decoded names, integer cents and consistent variations', () => {
        for (const p of products) {
          expect(p.name, p.slug).not.toMatch(/&(?:[a-z]+|#\d+|#x[\da-f]+);/i);
          expect(Number.isInteger(p.priceCents), p.slug).toBe(true);
          expect(p.priceCents, p.slug).toBeGreaterThanOrEqual(0);
          expect(['simple', 'variable']).toContain(p.type);
          if (p.type === 'variable' && p.variations.length > 0) {
            for (const v of p.variations) expect(Number.isInteger(v.priceCents)).toBe(true);
            expect(p.priceCents, p.slug).toBe(Math.min(...p.variations.map((v) => v.priceCents)));
            for (const v of p.variations) {
              for (const a of v.attributes) {
                const attribute = p.attributes.find((x) => x.name === a.name);
                expect(attribute?.options, `${p.slug} ${a.name}`).toContain(a.option);
              }
            }
          }
          for (const spec of p.specifications) expect(typeof spec.label).toBe('string');
        }
      });

      it('has out-of-stock products and products with variations', () => {
        expect(products.some((p) => !p.inStock)).toBe(true);
        expect(products.some((p) => p.type === 'variable' && p.variations.length > 0)).toBe(true);
      });

      it('finds products by ids, ignoring unknown and malformed ids', async () => {
        const wanted = products.slice(0, 2).map((p) => p.id);
        const found = await store.catalogue.getProductsByIds([...wanted, '999999999', 'not-an-id', wanted[0]!]);
        expect(found.map((p) => p.id).sort()).toEqual([...wanted].sort());
        expect(await store.catalogue.getProductsByIds([])).toEqual([]);
      });

      it('finds a product by slug; unknown is null; hidden comes back flagged', async () => {
        const known = await store.catalogue.getProductBySlug(opts.knownProductSlug);
        expect(known).not.toBeNull();
        expect(known).toEqual(products.find((p) => p.slug === opts.knownProductSlug));
        expect(known!.visible).toBe(true);
        expect(await store.catalogue.getProductBySlug('no-such-product-anywhere')).toBeNull();
        const hidden = await store.catalogue.getProductBySlug(opts.hiddenProductSlug);
        expect(hidden?.visible).toBe(false);
      });

      it('lists categories which, counted by the domain rule, give the expected non-empty ones', async () => {
        const listed = await store.catalogue.listCategories();
        for (const category of listed) expect(category).not.toHaveProperty('productCount');
        const categories = categoriesWithVisibleCounts(listed, products);
        expect(categories).toHaveLength(opts.expected.categories);
        for (const category of categories) {
          const visible = products.filter((p) => p.visible && p.categories.some((c) => c.id === category.id));
          expect(category.productCount, category.slug).toBeGreaterThan(0);
          expect(category.productCount, category.slug).toBe(visible.length);
          expect(category.name).not.toBe('');
          expect(category.slug).not.toBe('');
        }
      });
    });

    describe('ContentSource', () => {
      it('pages posts, newest first', async () => {
        const first = await store.content.listPosts(1, 2);
        expect(first.totalCount).toBe(opts.expected.posts);
        expect(first.items).toHaveLength(Math.min(2, opts.expected.posts));
        const all = await store.content.listPosts(1, 100);
        expect(all.items).toHaveLength(opts.expected.posts);
        const dates = all.items.map((p) => Date.parse(p.date));
        expect([...dates].sort((a, b) => b - a)).toEqual(dates);
        const beyond = await store.content.listPosts(1000, 10);
        expect(beyond.items).toEqual([]);
        expect(beyond.totalCount).toBe(opts.expected.posts);
      });

      it('finds a post by slug; unknown is null', async () => {
        const post = await store.content.getPostBySlug(opts.knownPostSlug);
        expect(post?.slug).toBe(opts.knownPostSlug);
        expect(post?.contentHtml).not.toBe('');
        expect(Number.isNaN(Date.parse(post!.date))).toBe(false);
        expect(await store.content.getPostBySlug('no-such-post-anywhere')).toBeNull();
      });

      it('returns the privacy policy, FAQs, team and partner reviews', async () => {
        const policy = await store.content.getPrivacyPolicy();
        expect(policy?.contentHtml).not.toBe('');
        expect(Number.isNaN(Date.parse(policy!.modified))).toBe(false);
        const faqs = await store.content.listFaqs();
        expect(faqs).toHaveLength(opts.expected.faqs);
        for (const faq of faqs) expect(faq.question).not.toBe('');
        expect(await store.content.listTeamMembers()).toHaveLength(opts.expected.teamMembers);
        const reviews = (await store.content.listPartnerReviews(100)).map(partnerReviewWithDefaults);
        expect(reviews.length).toBeGreaterThanOrEqual(opts.expected.minPartnerReviews);
        for (const review of reviews) {
          expect(review.content).not.toMatch(/<[a-z/][^>]*>/i);
          expect(review.partnerName).not.toBe('');
          expect(review.partnerPosition).not.toBe('');
          expect(review.companyName).not.toBe('');
          expect(review.rating).toBeGreaterThanOrEqual(0);
          expect(review.rating).toBeLessThanOrEqual(5);
        }
        expect(await store.content.listPartnerReviews(3)).toHaveLength(Math.min(3, reviews.length));
      });
    });

    describe('CustomerIdentity: accounts and sessions', () => {
      it('registers, logs in at once and resolves the session', async () => {
        const { input, grant } = await registered('reg', true);
        expect(grant.token.length).toBeGreaterThanOrEqual(32);
        expect(grant.expiresAt.getTime()).toBeGreaterThan(Date.now());
        expect(grant.customer).toMatchObject({ name: input.name, email: input.email, companyName: input.companyName });
        const resolved = await store.identity.resolveSession(grant.token);
        expect(resolved?.customer.id).toBe(grant.customer.id);
        expect(resolved?.session).toEqual({ token: grant.token, customerId: grant.customer.id });
      });

      it('refuses an e-mail that is already registered, whatever its case', async () => {
        const { input } = await registered('dup');
        const again = await store.identity.register(
          { ...input, email: input.email.toUpperCase() },
          { persistent: false },
        );
        expect(again.kind).toBe('email_taken');
      });

      it('logs in with the right password only (e-mail case-insensitive)', async () => {
        const known = await store.identity.login(opts.knownCustomer.email, opts.knownCustomer.password, {
          persistent: false,
        });
        expect(known.kind).toBe('ok');
        if (known.kind === 'ok')
          expect(known.grant.customer.email.toLowerCase()).toBe(opts.knownCustomer.email.toLowerCase());
        const upper = await store.identity.login(opts.knownCustomer.email.toUpperCase(), opts.knownCustomer.password, {
          persistent: false,
        });
        expect(upper.kind).toBe('ok');
        expect(
          (
            await store.identity.login(opts.knownCustomer.email, `${opts.knownCustomer.password}x`, {
              persistent: false,
            })
          ).kind,
        ).toBe('invalid_credentials');
        expect(
          (await store.identity.login(`nobody.${suffix()}@example.com`, STRONG_PASSWORD, { persistent: false })).kind,
        ).toBe('invalid_credentials');
      });

      it('rejects unknown and empty tokens', async () => {
        expect(await store.identity.resolveSession('')).toBeNull();
        expect(await store.identity.resolveSession('definitely-not-a-token')).toBeNull();
      });

      it('gives persistent sessions a longer life than browser sessions', async () => {
        const { input, grant: persistent } = await registered('ttl', true);
        const browser = await store.identity.login(input.email, input.password, { persistent: false });
        if (browser.kind !== 'ok') throw new Error('login failed');
        expect(persistent.expiresAt.getTime()).toBeGreaterThan(browser.grant.expiresAt.getTime());
        if (opts.sessionTtlMs) {
          const now = Date.now();
          expect(Math.abs(browser.grant.expiresAt.getTime() - now - opts.sessionTtlMs.browser)).toBeLessThan(60_000);
          expect(Math.abs(persistent.expiresAt.getTime() - now - opts.sessionTtlMs.persistent)).toBeLessThan(60_000);
        }
      });

      it('expires sessions when their time is up', async () => {
        const { input, grant: persistent } = await registered('expiry', true);
        const browser = await store.identity.login(input.email, input.password, { persistent: false });
        if (browser.kind !== 'ok') throw new Error('login failed');
        vi.useFakeTimers({ toFake: ['Date'] });
        try {
          vi.setSystemTime(browser.grant.expiresAt.getTime() + 1000);
          expect(await store.identity.resolveSession(browser.grant.token)).toBeNull();
          expect(await store.identity.resolveSession(persistent.token)).not.toBeNull();
          vi.setSystemTime(persistent.expiresAt.getTime() + 1000);
          expect(await store.identity.resolveSession(persistent.token)).toBeNull();
        } finally {
          vi.useRealTimers();
        }
      });

      it('logout ends only that session', async () => {
        const { input, grant, session } = await registered('logout');
        const other = await store.identity.login(input.email, input.password, { persistent: false });
        if (other.kind !== 'ok') throw new Error('login failed');
        await store.identity.logout(session);
        expect(await store.identity.resolveSession(grant.token)).toBeNull();
        expect(await store.identity.resolveSession(other.grant.token)).not.toBeNull();
      });

      it('logoutAll ends every session, or all but the current one', async () => {
        const { input, grant, session } = await registered('logoutall');
        const second = await store.identity.login(input.email, input.password, { persistent: true });
        const third = await store.identity.login(input.email, input.password, { persistent: false });
        if (second.kind !== 'ok' || third.kind !== 'ok') throw new Error('login failed');
        const bystander = await registered('bystander');

        await store.identity.logoutAll(session, { exceptCurrent: true });
        expect(await store.identity.resolveSession(grant.token)).not.toBeNull();
        expect(await store.identity.resolveSession(second.grant.token)).toBeNull();
        expect(await store.identity.resolveSession(third.grant.token)).toBeNull();

        await store.identity.logoutAll(session);
        expect(await store.identity.resolveSession(grant.token)).toBeNull();
        expect(await store.identity.resolveSession(bystander.grant.token)).not.toBeNull();
      });
    });

    describe('CustomerIdentity: profile and passwords', () => {
      it('updates the profile', async () => {
        const { session, input } = await registered('profile');
        const email = `contract.profile2.${suffix()}@example.com`;
        const result = await store.identity.updateProfile(session, {
          name: 'Renamed Buyer',
          email,
          phone: '+32 470 12 34 56',
          company: 'Renamed Trading',
          companyName: 'Renamed Trading BV',
          companyRegNumber: 'BE0403170701',
          companyVatNumber: 'BE0403170701',
        });
        expect(result.kind).toBe('ok');
        if (result.kind === 'ok') {
          expect(result.customer).toMatchObject({
            name: 'Renamed Buyer',
            email,
            phone: '+32 470 12 34 56',
            companyName: 'Renamed Trading BV',
            companyRegNumber: 'BE0403170701',
            companyVatNumber: 'BE0403170701',
          });
        }
        expect((await store.identity.resolveSession(session.token))?.customer.name).toBe('Renamed Buyer');
        expect((await store.identity.login(email, input.password, { persistent: false })).kind).toBe('ok');
      });

      it("refuses another customer's e-mail in a profile update", async () => {
        const { session } = await registered('profile-a');
        const other = await registered('profile-b');
        const result = await store.identity.updateProfile(session, {
          name: 'Someone',
          email: other.input.email.toUpperCase(),
          phone: null,
          company: null,
          companyName: 'Some Company',
          companyRegNumber: '12345',
          companyVatNumber: '12345',
        });
        expect(result.kind).toBe('email_taken');
      });

      it('answers "session ended" (not an error) for calls with a session that has ended', async () => {
        const { session } = await registered('ended');
        await store.identity.logout(session);
        const ended = { kind: 'session_ended' };
        // the session's customer is gone or its token no longer opens: both adapters say so the same way
        const gone = { ...session, customerId: '2147483646', token: `${session.token}x` };
        expect(await store.identity.updateAddress(gone, 'Damrak 2')).toEqual(ended);
        expect(await store.identity.changePassword(gone, STRONG_PASSWORD, OTHER_PASSWORD)).toEqual(ended);
      });

      it('updates the address', async () => {
        const { session } = await registered('address');
        const result = await store.identity.updateAddress(session, 'Damrak 1, 1012 LG Amsterdam');
        expect(result).toMatchObject({ kind: 'ok', customer: { address: 'Damrak 1, 1012 LG Amsterdam' } });
        expect((await store.identity.resolveSession(session.token))?.customer.address).toBe(
          'Damrak 1, 1012 LG Amsterdam',
        );
      });

      it('changes the password only with the current one, ending the other sessions', async () => {
        const { input, grant, session } = await registered('password');
        const other = await store.identity.login(input.email, input.password, { persistent: false });
        if (other.kind !== 'ok') throw new Error('login failed');

        expect((await store.identity.changePassword(session, 'Wrong#Pass1', OTHER_PASSWORD)).kind).toBe(
          'wrong_password',
        );
        expect(await store.identity.resolveSession(other.grant.token)).not.toBeNull();

        expect((await store.identity.changePassword(session, input.password, OTHER_PASSWORD)).kind).toBe('ok');
        expect(await store.identity.resolveSession(grant.token)).not.toBeNull();
        expect(await store.identity.resolveSession(other.grant.token)).toBeNull();
        expect((await store.identity.login(input.email, input.password, { persistent: false })).kind).toBe(
          'invalid_credentials',
        );
        expect((await store.identity.login(input.email, OTHER_PASSWORD, { persistent: false })).kind).toBe('ok');
      });

      it('resets a password once with the e-mailed token, ending every session', async () => {
        const { input, grant } = await registered('reset');
        await store.identity.requestPasswordReset(input.email.toUpperCase());
        const link = await opts.lastResetLink(input.email);
        expect(link).not.toBeNull();
        const url = new URL(link!);
        expect(url.pathname).toMatch(/\/account\/reset-password$/);
        expect(url.searchParams.get('email')?.toLowerCase()).toBe(input.email.toLowerCase());
        const token = url.searchParams.get('token')!;
        expect(token).toBeTruthy();

        expect((await store.identity.resetPassword(input.email, `${token}x`, OTHER_PASSWORD)).kind).toBe(
          'invalid_token',
        );
        const stranger = await registered('reset-stranger');
        expect((await store.identity.resetPassword(stranger.input.email, token, OTHER_PASSWORD)).kind).toBe(
          'invalid_token',
        );

        expect((await store.identity.resetPassword(input.email, token, OTHER_PASSWORD)).kind).toBe('ok');
        expect(await store.identity.resolveSession(grant.token)).toBeNull();
        expect((await store.identity.login(input.email, OTHER_PASSWORD, { persistent: false })).kind).toBe('ok');
        expect((await store.identity.login(input.email, input.password, { persistent: false })).kind).toBe(
          'invalid_credentials',
        );

        expect((await store.identity.resetPassword(input.email, token, 'Another#Pass7')).kind).toBe('invalid_token');
        expect((await store.identity.login(input.email, OTHER_PASSWORD, { persistent: false })).kind).toBe('ok');
      });

      it('refuses an expired reset token', async () => {
        const { input } = await registered('reset-expired');
        await store.identity.requestPasswordReset(input.email);
        const token = new URL((await opts.lastResetLink(input.email))!).searchParams.get('token')!;
        vi.useFakeTimers({ toFake: ['Date'] });
        try {
          vi.setSystemTime(Date.now() + 2 * 60 * 60 * 1000);
          expect((await store.identity.resetPassword(input.email, token, OTHER_PASSWORD)).kind).toBe('invalid_token');
        } finally {
          vi.useRealTimers();
        }
      });

      it('sends nothing and reveals nothing for an unknown e-mail', async () => {
        const email = `nobody.${suffix()}@example.com`;
        await expect(store.identity.requestPasswordReset(email)).resolves.toBeUndefined();
        expect(await opts.lastResetLink(email)).toBeNull();
      });
    });

    describe('CouponSource', () => {
      it('looks a coupon up whatever the case of the code', async () => {
        const exact = await store.coupons.getCouponByCode(opts.knownCouponCode);
        expect(exact?.code.toLowerCase()).toBe(opts.knownCouponCode.toLowerCase());
        expect(['fixed_cart', 'percent', 'fixed_product']).toContain(exact!.discountType);
        expect(Number.isInteger(exact!.amount)).toBe(true);
        expect(await store.coupons.getCouponByCode(opts.knownCouponCode.toLowerCase())).toEqual(exact);
        expect(await store.coupons.getCouponByCode(` ${opts.knownCouponCode.toUpperCase()} `)).toEqual(exact);
        expect(await store.coupons.getCouponByCode('NO-SUCH-COUPON-123')).toBeNull();
      });
    });

    describe('OrderStore (through the idempotency service)', () => {
      const address: PostalAddress = {
        firstName: 'Contract',
        lastName: 'Buyer',
        street: 'Damrak 1, Amsterdam',
        city: '',
        postcode: '',
        country: '',
      };

      function draft(customerId: string | null, quantity = 2): OrderDraft {
        const product = products.find((p) => p.visible && p.inStock && p.type === 'simple') ?? products[0]!;
        const lineTotal = product.priceCents * quantity;
        return {
          buyer: { customerId, email: 'buyer@example.com', phone: '+31 6 5555 0101' },
          billingAddress: address,
          shippingAddress: { ...address, street: 'Dock 7, Rotterdam' },
          lines: [
            {
              productId: product.id,
              variationId: null,
              name: product.name,
              quantity,
              unitPriceCents: product.priceCents,
              lineTotalCents: lineTotal,
            },
          ],
          subtotalCents: lineTotal,
          discountCents: 0,
          totalCents: lineTotal,
          couponCode: null,
          comment: 'Please deliver before noon',
          currencyCode: 'EUR',
        };
      }

      it('creates an order once per key: replay with the same payload, conflict with another', async () => {
        const { session } = await registered('order');
        const key = `key-${suffix()}`;
        const first = await placeOrder(store, draft(session.customerId), key, 'hash-a');
        expect(first.kind).toBe('created');
        if (first.kind !== 'created') return;
        expect(first.order).toMatchObject({
          status: 'processing',
          currencyCode: 'EUR',
          customerId: session.customerId,
          comment: 'Please deliver before noon',
          couponCode: null,
          buyer: { email: 'buyer@example.com', phone: '+31 6 5555 0101' },
          billingAddress: address,
          shippingAddress: { ...address, street: 'Dock 7, Rotterdam' },
        });
        expect(first.order.number).not.toBe('');
        expect(first.order.lines).toHaveLength(1);
        expect(first.order.totalCents).toBe(first.order.lines[0]!.lineTotalCents);

        const again = await placeOrder(store, draft(session.customerId), key, 'hash-a');
        expect(again).toEqual({ kind: 'replayed', order: first.order });
        // the stored result of a key, read without creating anything (answered before any rate limit)
        expect(await findOrder(store, key, 'hash-a')).toEqual({
          kind: 'replayed',
          order: first.order,
        });
        expect(await findOrder(store, key, 'hash-b')).toEqual({ kind: 'key_conflict' });
        expect(await findOrder(store, `unknown-${suffix()}`, 'hash-a')).toBeNull();
        expect(await placeOrder(store, draft(session.customerId, 3), key, 'hash-b')).toEqual({
          kind: 'key_conflict',
        });
        expect((await store.orders.listOrders(session, 1, 10)).totalCount).toBe(1);
      });

      it('stores the coupon with the order', async () => {
        const { session } = await registered('order-coupon');
        const coupon = (await store.coupons.getCouponByCode(opts.knownCouponCode))!;
        const base = draft(session.customerId);
        const result = await placeOrder(
          store,
          { ...base, couponCode: coupon.code, discountCents: 100, totalCents: base.subtotalCents - 100 },
          `key-${suffix()}`,
          'hash-coupon',
        );
        expect(result.kind).toBe('created');
        if (result.kind === 'created') {
          expect(result.order.couponCode?.toLowerCase()).toBe(coupon.code.toLowerCase());
          expect(result.order.discountCents).toBe(100);
          expect(result.order.totalCents).toBe(base.subtotalCents - 100);
        }
      });

      it('creates exactly one order when many requests share one key concurrently', async () => {
        const { session } = await registered('order-race');
        const backends = [store, ...((await opts.extraBackends?.()) ?? [])];
        const key = `race-${suffix()}`;
        const n = opts.concurrentOrders ?? 50;
        try {
          const results = await Promise.all(
            Array.from({ length: n }, (_, i) =>
              placeOrder(backends[i % backends.length]!, draft(session.customerId), key, 'hash-race'),
            ),
          );
          expect(results.filter((r) => r.kind === 'created')).toHaveLength(1);
          expect(results.filter((r) => r.kind === 'replayed')).toHaveLength(n - 1);
          const ids = new Set(results.map((r) => (r.kind === 'key_conflict' ? null : r.order.id)));
          expect(ids.size).toBe(1);
          const mine = await store.orders.listOrders(session, 1, 100);
          expect(mine.totalCount).toBe(1);
        } finally {
          await Promise.all(backends.slice(1).map((b) => b.lifecycle.close()));
        }
      });

      it('reads an order by its number (the public reference) and, for older links, by its id', async () => {
        const alice = await registered('order-number');
        const bob = await registered('order-number-other');
        const result = await placeOrder(store, draft(alice.session.customerId), `number-${suffix()}`, 'hn');
        if (result.kind !== 'created') throw new Error('order not created');
        const { order } = result;
        expect((await store.orders.getOrder(alice.session, order.number))?.id).toBe(order.id);
        expect((await store.orders.getOrder(alice.session, order.id))?.id).toBe(order.id);
        expect(await store.orders.getOrder(bob.session, order.number)).toBeNull();
        expect(await store.orders.getOrder(alice.session, `${order.number}0`)).toBeNull();
      });

      it("lists and reads only the caller's own orders, newest first, paged", async () => {
        const alice = await registered('order-alice');
        const bob = await registered('order-bob');
        const created: string[] = [];
        for (let i = 0; i < 3; i += 1) {
          const result = await placeOrder(
            store,
            draft(alice.session.customerId, i + 1),
            `alice-${i}-${suffix()}`,
            `h${i}`,
          );
          if (result.kind !== 'created') throw new Error('order not created');
          created.push(result.order.id);
        }
        const bobs = await placeOrder(store, draft(bob.session.customerId), `bob-${suffix()}`, 'hb');
        if (bobs.kind !== 'created') throw new Error('order not created');
        const guest = await placeOrder(store, draft(null), `guest-${suffix()}`, 'hg');
        expect(guest.kind).toBe('created');
        if (guest.kind === 'created') expect(guest.order.customerId).toBeNull();

        const page1 = await store.orders.listOrders(alice.session, 1, 2);
        expect(page1.totalCount).toBe(3);
        expect(page1.items.map((o) => o.id)).toEqual([created[2], created[1]]);
        const page2 = await store.orders.listOrders(alice.session, 2, 2);
        expect(page2.items.map((o) => o.id)).toEqual([created[0]]);

        expect((await store.orders.getOrder(alice.session, created[0]!))?.id).toBe(created[0]);
        expect(await store.orders.getOrder(alice.session, bobs.order.id)).toBeNull();
        expect(await store.orders.getOrder(bob.session, created[0]!)).toBeNull();
        if (guest.kind === 'created') expect(await store.orders.getOrder(alice.session, guest.order.id)).toBeNull();
        expect(await store.orders.getOrder(alice.session, 'not-an-id')).toBeNull();
        expect(await store.orders.getOrder(alice.session, '999999999')).toBeNull();
      });
    });

    describe('CartStore', () => {
      /** read, apply the domain's ADD_ITEM, compare-and-set; again on a lost race (as the gateway's CartService) */
      async function addLine(carts: CartStore, customerId: string, productId: string, quantity: number) {
        for (;;) {
          const current = await carts.getCart(customerId);
          const result = addServerCartLines(current, [{ productId, quantity }]);
          if (result.kind !== 'ok') throw new Error(JSON.stringify(result));
          if (await carts.compareAndSetCart(customerId, current.version, result.cart)) return;
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
        }
      }

      it('gives the empty cart for a customer without one, stores by version and refuses a stale write', async () => {
        const { session } = await registered('cart-cas');
        expect(await store.carts.getCart(session.customerId)).toEqual(emptyServerCart);
        const first = addServerCartLines(emptyServerCart, [{ productId: '1', variationId: '2', quantity: 3 }], 'k1');
        if (first.kind !== 'ok') throw new Error('add failed');
        expect(await store.carts.compareAndSetCart(session.customerId, 0, first.cart)).toBe(true);
        expect(await store.carts.getCart(session.customerId)).toEqual(first.cart);
        // a writer that still saw version 0 loses
        const stale = addServerCartLines(emptyServerCart, [{ productId: '9', quantity: 1 }]);
        if (stale.kind !== 'ok') throw new Error('add failed');
        expect(await store.carts.compareAndSetCart(session.customerId, 0, stale.cart)).toBe(false);
        expect(await store.carts.getCart(session.customerId)).toEqual(first.cart);
        // another customer's cart is another cart
        const { session: other } = await registered('cart-other');
        expect(await store.carts.getCart(other.customerId)).toEqual(emptyServerCart);
      });

      it('loses no line when 24 adds race (across instances sharing the store)', async () => {
        const { session } = await registered('cart-race');
        const stores = [store, ...((await opts.extraBackends?.()) ?? [])];
        await Promise.all(
          Array.from({ length: 24 }, (_, i) =>
            addLine(stores[i % stores.length]!.carts, session.customerId, String(500 + i), i + 1),
          ),
        );
        const cart = await store.carts.getCart(session.customerId);
        expect(cart.version).toBe(24);
        expect(cart.lines.map((line) => [line.productId, line.quantity]).sort()).toEqual(
          Array.from({ length: 24 }, (_, i) => [String(500 + i), i + 1]).sort(),
        );
      });
    });

    describe('ContactInbox', () => {
      it('accepts a contact message', async () => {
        await expect(
          store.contact.saveContactMessage({
            name: 'Contract Tester',
            email: 'tester@example.com',
            phone: null,
            company: 'Testers',
            subject: 'Wholesale prices',
            message: 'Please send me your price list for vapes.',
          }),
        ).resolves.toBeUndefined();
      });
    });
  });
}
