/**
 * What the contract suite cannot see: WooCommerce/WordPress specifics of the mapping, pagination
 * and concurrency, both JWT error shapes, lenient parsing of bad records, the order payload, and the
 * in-process idempotency store.
 */
import { categoriesWithVisibleCounts, partnerReviewWithDefaults } from '@shop/domain';
import { placeOrder } from '../testing/order-service.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDraft } from '../port.js';
import { stubBackend } from './testing/stub-backend.js';
import { type WordpressStub, startWordpressStub } from './testing/wordpress-stub.js';
import { STUB_CUSTOMER as CUSTOMER } from './testing/stub-data.js';
import { IDEMPOTENCY_META_KEY, wooOrderPayload } from './order-payload.js';

describe('wordpress backend on the stub', () => {
  let stub: WordpressStub;

  beforeAll(async () => {
    stub = await startWordpressStub({ extraProducts: 250 });
  });
  afterEach(() => stub.reset());
  afterAll(async () => {
    await stub.close();
  });

  it('assembles the whole catalogue from every page, variations fetched with bounded concurrency', async () => {
    const { backend } = stubBackend(stub, { tuning: { concurrency: 3 } });
    // long enough that the pages asked together are still open on a busy machine
    stub.latencyMs = 250;
    const products = await backend.catalogue.listProducts();
    expect(products).toHaveLength(257);
    const pages = stub.requests
      .filter((r) => r.path === '/wp-json/wc/v3/products')
      .map((r) => new URLSearchParams(r.query));
    expect(pages.map((q) => q.get('page')).sort()).toEqual(['1', '2', '3']);
    for (const q of pages) expect(q.get('per_page')).toBe('100');
    // only the variable product that has variations asks for them
    expect(stub.requests.filter((r) => r.path.endsWith('/variations')).map((r) => r.path)).toEqual([
      '/wp-json/wc/v3/products/22/variations',
    ]);
    expect(stub.maxConcurrent).toBeLessThanOrEqual(3);
    expect(stub.maxConcurrent).toBeGreaterThan(1);
    // drafts are not part of the shop
    expect(products.find((p) => p.slug === 'unreleased-tincture')).toBeUndefined();
    await backend.lifecycle.close();
  });

  it('maps WooCommerce products with the rules of SPEC section 3', async () => {
    const { backend } = stubBackend(stub);
    const products = await backend.catalogue.listProducts();
    const bySlug = (slug: string) => products.find((p) => p.slug === slug)!;

    const gummies = bySlug('cbd-gummies-drops-500mg'); // slug derived from the name
    expect(gummies.name).toBe('CBD Gummies & Drops – 500mg');
    expect(gummies.priceCents).toBe(1250);
    expect(gummies.images).toEqual([
      { src: 'https://example.com/wp-content/uploads/gummies.jpg', alt: 'Gummies & drops' },
    ]);
    expect(gummies.descriptionHtml).toContain('<h2>Berry &amp; mint</h2>'); // raw: the gateway sanitises
    expect(gummies.shortDescription).toBe('Vegan gummies & drops');
    expect(gummies.categories).toEqual([{ id: '32', name: 'Gummies & Edibles', slug: 'gummies-edibles' }]);
    expect(gummies.benefits).toEqual(['Calm', 'Sleep']);
    expect(gummies.specifications).toEqual([{ label: 'Strength', value: '500mg' }]);

    const pen = bySlug('cbd-vape-pen');
    expect(pen.type).toBe('variable');
    expect(pen.variations.map((v) => [v.id, v.priceCents, v.attributes])).toEqual([
      ['733', 900, [{ name: 'Color', option: 'Green' }]],
      ['732', 900, [{ name: 'Color', option: 'Black' }]],
    ]);
    // WooCommerce's sku, trimmed; "" (the documented fixtures) is none
    expect([pen.sku, ...pen.variations.map((v) => v.sku)]).toEqual(['WC-PEN', 'WC-PEN-GRN', null]);
    expect(gummies.sku).toBeNull();
    expect(pen.specifications).toEqual([
      { label: 'Volume', value: '1 ml' },
      { label: 'Ratio', value: '1:1' },
      { label: '', value: 'Battery' },
    ]);

    expect(bySlug('staff-sample-pack')).toMatchObject({
      visible: false,
      benefits: [],
      ingredients: [],
      specifications: [],
    });
    expect(bySlug('disposable-vape-1ml').inStock).toBe(false);
    // the documented variable product without variations and with price "" → 0
    expect(products.find((p) => p.id === '799')).toMatchObject({ type: 'variable', priceCents: 0, variations: [] });
    await backend.lifecycle.close();
  });

  it('skips a malformed record instead of failing the list', async () => {
    const { backend, logs } = stubBackend(stub);
    stub.world.products.unshift(
      { id: 'not-a-number', name: 42, status: 'publish' },
      {
        id: 9001,
        status: 'publish',
        name: null,
        price: 'abc',
        images: 'nope',
        categories: [null, { id: 32, name: 'Gummies &amp; Edibles', slug: 'gummies-edibles' }],
        catalog_visibility: 'visible',
      },
    );
    const products = await backend.catalogue.listProducts();
    expect(products).toHaveLength(258);
    expect(products.find((p) => p.id === '9001')).toMatchObject({
      name: '',
      priceCents: 0,
      images: [],
      categories: [{ id: '32' }],
    });
    expect(logs.some((l) => l.level === 'warn' && l.message.includes('skipped'))).toBe(true);
    await backend.lifecycle.close();
  });

  it('counts only visible products per category and hides empty ones', async () => {
    const { backend } = stubBackend(stub);
    const categories = categoriesWithVisibleCounts(
      await backend.catalogue.listCategories(),
      await backend.catalogue.listProducts(),
    );
    expect(categories.map((c) => c.slug)).toEqual(['clothing', 't-shirts', 'vapes', 'gummies-edibles']);
    const gummies = categories.find((c) => c.slug === 'gummies-edibles')!;
    expect(gummies.name).toBe('Gummies & Edibles');
    // 125 fillers + 802; the hidden 801 is not counted although WooCommerce's own count includes it
    expect(gummies.productCount).toBe(126);
    expect(categories.find((c) => c.slug === 'vapes')).toMatchObject({
      description: 'Disposable and refillable vapes.',
      image: { src: 'https://example.com/wp-content/uploads/vapes.jpg', alt: 'Vapes' },
    });
    await backend.lifecycle.close();
  });

  it('maps posts, the privacy policy (falling back to the page), FAQs, team and reviews', async () => {
    const { backend } = stubBackend(stub);
    const posts = await backend.content.listPosts(1, 2);
    expect(posts.totalCount).toBe(4);
    expect(posts.items[0]).toMatchObject({
      id: '103',
      title: 'Wholesale & Compliance in 2024',
      slug: 'wholesale-amp-compliance-in-2024',
    });
    expect(posts.items[0]!.contentHtml).toContain('https://www.example.com/contact'); // the gateway rewrites links
    expect(await backend.content.getPrivacyPolicy()).toEqual({
      title: 'Privacy & Cookies',
      contentHtml: '<h2>Who we are</h2><p>We keep your data safe.</p>',
      modified: '2024-03-01T11:00:00.000Z',
    });
    expect((await backend.content.listFaqs()).map((f) => f.question)).toEqual([
      'What is the minimum order?',
      'Do you ship to Germany & Belgium?',
    ]);
    expect(await backend.content.listTeamMembers()).toEqual([
      {
        id: '301',
        name: 'Jan Bakker',
        role: 'Founder & CEO',
        bioHtml: '<p>Founder &amp; CEO since 2015.</p>',
        image: { src: 'https://example.com/team/jan.jpg', alt: 'Jan' },
      },
      {
        id: '302',
        name: 'Sara Jansen',
        role: 'Head of Quality',
        bioHtml: '<p>Head of quality.</p>',
        image: { src: 'https://example.com/team/sara.jpg', alt: 'Sara Jansen' },
      },
    ]);
    expect(stub.requests.find((r) => r.path === '/wp-json/wp/v2/team-member')?.query).toContain('_embed=true');
    const reviews = await backend.content.listPartnerReviews(3);
    expect(stub.requests.find((r) => r.path === '/wp-json/wp/v2/partners_review')?.query).toContain('per_page=3');
    // the ACF fields as stored; the defaults are the domain's (partnerReviewWithDefaults)
    expect(reviews[1]).toEqual({
      id: '402',
      content: '<p>Good margins.</p>',
      partnerName: '',
      partnerPosition: '',
      companyName: '',
      rating: 0,
    });
    expect(partnerReviewWithDefaults(reviews[1]!)).toEqual({
      id: '402',
      content: 'Good margins.',
      partnerName: 'Anonymous',
      partnerPosition: 'Unknown Position',
      companyName: 'Unknown Company',
      rating: 0,
    });

    stub.intercept((r) =>
      r.path === '/wp-json/wp/v2/privacy-policy'
        ? {
            status: 404,
            body: {
              code: 'rest_no_route',
              message: 'No route was found matching the URL and request method.',
              data: { status: 404 },
            },
          }
        : undefined,
    );
    expect(await backend.content.getPrivacyPolicy()).toMatchObject({
      title: 'Privacy Policy',
      contentHtml: '<p>The page version.</p>',
    });
    expect(stub.requests.at(-1)).toMatchObject({ path: '/wp-json/wp/v2/pages', query: 'slug=privacy-policy' });
    stub.world.pages.length = 0;
    expect(await backend.content.getPrivacyPolicy()).toBeNull();
    await backend.lifecycle.close();
  });

  it('reads JWT refusals in both documented shapes (bare object and array-wrapped)', async () => {
    const { backend } = stubBackend(stub);
    // unknown user: the README's array-wrapped error; wrong password: a bare object with HTML
    expect((await backend.identity.login('nobody@example.com', 'Whatever#1', { persistent: false })).kind).toBe(
      'invalid_credentials',
    );
    expect((await backend.identity.login(CUSTOMER.email, 'Wrong#Pass1', { persistent: false })).kind).toBe(
      'invalid_credentials',
    );
    const login = await backend.identity.login(CUSTOMER.email, CUSTOMER.password, { persistent: true });
    if (login.kind !== 'ok') throw new Error('login failed');
    expect(login.grant.customer).toMatchObject({
      id: '26',
      companyName: 'Greenleaf Retail B.V.',
      memberSince: '2023-05-04T10:00:00.000Z',
    });
    expect(stub.requests.find((r) => r.path === '/wp-json/wp/v2/users/me')?.query).toBe('context=edit');
    // a token the site calls expired (array-wrapped error) or forged resolves to nobody
    stub.intercept((r) =>
      r.path === '/wp-json/wp/v2/users/me'
        ? { status: 403, body: [{ code: 'jwt_auth_invalid_token', message: 'Expired token', data: { status: 403 } }] }
        : undefined,
    );
    expect(await backend.identity.resolveSession(login.grant.token)).toBeNull();
    stub.intercept(null);
    expect(await backend.identity.resolveSession(login.grant.token)).not.toBeNull();
    expect(await backend.identity.resolveSession(login.grant.token.replace(/~\d+~/, '~9999999999~'))).toBeNull();
    await backend.lifecycle.close();
  });

  it('passes a registration refusal message through without its markup', async () => {
    const { backend } = stubBackend(stub);
    stub.intercept((r) =>
      r.path === '/wp-json/custom/v1/register'
        ? {
            status: 400,
            body: {
              code: 'invalid_vat',
              message: '<strong>Error:</strong> The VAT number is not valid.',
              data: { status: 400 },
            },
          }
        : undefined,
    );
    const result = await backend.identity.register(
      {
        name: 'Ann',
        email: 'ann@example.com',
        phone: null,
        companyName: 'Ann BV',
        companyRegNumber: '12345',
        companyVatNumber: 'XX',
        password: 'Str0ng!Pass',
        status: 'APPROVED',
        ageConfirmedAt: new Date('2026-01-01T00:00:00Z'),
        termsAcceptedAt: new Date('2026-01-01T00:00:00Z'),
      },
      { persistent: false },
    );
    expect(result).toEqual({ kind: 'rejected', message: 'The VAT number is not valid.' });
    expect(JSON.parse(stub.requests[0]!.body)).toMatchObject({
      username: 'ann',
      roles: ['subscriber'],
      meta: { phone: '' },
      company_vat_number: 'XX',
    });
    await backend.lifecycle.close();
  });

  it('maps coupons: percent in hundredths, "0.00" limits as none, expired as unknown', async () => {
    const { backend } = stubBackend(stub);
    expect(await backend.coupons.getCouponByCode('10OFF')).toEqual({
      code: '10off',
      discountType: 'percent',
      amount: 1000,
      minimumAmountCents: 10000,
      maximumAmountCents: null,
      productIds: [],
    });
    expect(await backend.coupons.getCouponByCode('gummies2')).toMatchObject({
      discountType: 'fixed_product',
      amount: 200,
      productIds: ['802'],
    });
    expect(await backend.coupons.getCouponByCode('expired')).toBeNull();
    expect(await backend.coupons.getCouponByCode('   ')).toBeNull();
    await backend.lifecycle.close();
  });

  it("reads a customer's documented orders (fixture 723 belongs to customer 26)", async () => {
    const { backend } = stubBackend(stub);
    const login = await backend.identity.login(CUSTOMER.email, CUSTOMER.password, { persistent: false });
    if (login.kind !== 'ok') throw new Error('login failed');
    const session = { token: login.grant.token, customerId: login.grant.customer.id };
    const orders = await backend.orders.listOrders(session, 1, 20);
    expect(orders.items.map((o) => o.id)).toEqual(['723']);
    const order = (await backend.orders.getOrder(session, '723'))!;
    expect(order).toMatchObject({
      number: '723',
      status: 'completed',
      currencyCode: 'USD',
      customerId: '26',
      createdAt: '2017-03-21T19:16:00.000Z',
    });
    expect(order.totalCents).toBeGreaterThan(0);
    // shipping and tax as WooCommerce returned them (issue 18), not recomputed by the gateway
    expect(order).toMatchObject({
      shippingCents: 1000,
      taxCents: 0,
      taxLines: [],
      totalCents: 3900,
      reverseCharge: false,
      paymentMethod: 'Direct bank transfer',
      invoice: null,
    });
    expect(await backend.orders.getOrder(session, '727')).toBeNull(); // a guest's order
    expect(stub.requests.some((r) => r.path === '/wp-json/wc/v3/orders' && r.query.includes('customer=26'))).toBe(true);
    await backend.lifecycle.close();
  });

  it('finds an order by its number on a site that numbers orders apart from their ids', async () => {
    const { backend } = stubBackend(stub);
    // a sequential-order-number plugin: WooCommerce's `number` is no longer the post id
    const fixture = stub.world.orders.find((o) => o.id === 723)!;
    fixture.number = 'GL-5001';
    const login = await backend.identity.login(CUSTOMER.email, CUSTOMER.password, { persistent: false });
    if (login.kind !== 'ok') throw new Error('login failed');
    const session = { token: login.grant.token, customerId: login.grant.customer.id };
    expect(await backend.orders.getOrder(session, 'GL-5001')).toMatchObject({ id: '723', number: 'GL-5001' });
    expect((await backend.orders.getOrder(session, '723'))?.number).toBe('GL-5001'); // an older link by id
    expect(await backend.orders.getOrder(session, 'GL-5002')).toBeNull();
    // a guest's order (727) is never the customer's, by number or by id
    const guest = stub.world.orders.find((o) => o.id === 727)!;
    guest.number = 'GL-5003';
    expect(await backend.orders.getOrder(session, 'GL-5003')).toBeNull();
    await backend.lifecycle.close();
  });

  it('completes the order payload and stores one order per key in process memory without Redis', async () => {
    const { backend } = stubBackend(stub);
    const address = { firstName: 'Ann', lastName: 'Smit', street: 'Damrak 1', city: '', postcode: '', country: '' };
    const draft: OrderDraft = {
      buyer: { customerId: null, email: 'ann@example.com', phone: null },
      billingAddress: address,
      shippingAddress: address,
      lines: [
        // priced as the gateway prices them (WooCommerce charges the line subtotals it is sent)
        { productId: '22', variationId: '733', name: 'Oil', quantity: 2, unitPriceCents: 900, lineTotalCents: 1800 },
        {
          productId: '802',
          variationId: null,
          name: 'Gummies',
          quantity: 1,
          unitPriceCents: 1250,
          lineTotalCents: 1250,
        },
      ],
      subtotalCents: 3050,
      discountCents: 500,
      totalCents: 2550,
      couponCode: 'welcome5',
      comment: 'Leave at the door',
      currencyCode: 'EUR',
    };
    expect(wooOrderPayload(draft, 'k1')).toMatchObject({
      status: 'processing',
      coupon_lines: [{ code: 'welcome5' }],
      meta_data: [
        { key: 'order_comments', value: 'Leave at the door' },
        { key: IDEMPOTENCY_META_KEY, value: 'k1' },
      ],
      shipping: { first_name: 'Ann', address_1: 'Damrak 1' },
    });
    const results = await Promise.all(Array.from({ length: 8 }, () => placeOrder(backend, draft, 'same-key', 'h')));
    expect(results.filter((r) => r.kind === 'created')).toHaveLength(1);
    expect(results.filter((r) => r.kind === 'replayed')).toHaveLength(7);
    expect(stub.requests.filter((r) => r.method === 'POST' && r.path === '/wp-json/wc/v3/orders')).toHaveLength(1);
    const created = results.find((r) => r.kind === 'created')!;
    if (created.kind !== 'created') throw new Error('unreachable');
    // totals are WooCommerce's: 2 × 9.00 + 12.50 − 5.00
    expect(created.order).toMatchObject({
      subtotalCents: 3050,
      discountCents: 500,
      totalCents: 2550,
      couponCode: 'welcome5',
      comment: 'Leave at the door',
      customerId: null,
    });
    expect(created.order.lines[0]).toMatchObject({
      productId: '22',
      variationId: '733',
      quantity: 2,
      unitPriceCents: 900,
      lineTotalCents: 1800,
    });
    expect(await placeOrder(backend, draft, 'same-key', 'other-hash')).toEqual({ kind: 'key_conflict' });
    await backend.lifecycle.close();
  });

  it('forwards contact messages to the site', async () => {
    const { backend } = stubBackend(stub);
    await backend.contact.saveContactMessage({
      name: 'Ann',
      email: 'ann@example.com',
      phone: null,
      company: 'Ann BV',
      subject: 'Prices',
      message: 'Send me the price list please',
    });
    expect(stub.world.contactMessages).toMatchObject([{ name: 'Ann', phone: '', subject: 'Prices' }]);
    await backend.lifecycle.close();
  });
});
