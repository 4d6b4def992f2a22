/**
 * Issue 17 over real HTTP on the embedded store (PGlite) with BUYER_APPROVAL=manual: a new buyer is
 * logged in but PENDING and sees no price anywhere (catalogue, product, cart quote, GraphQL over GET
 * and POST) and cannot order, until staff approve it; then the same session sees prices and orders. A
 * rejected buyer cannot order and reads the reason. VAT numbers are checked per country, the age is
 * confirmed, the GDPR export holds the buyer's data only, deletion anonymises the account and keeps
 * its orders, and the audit trail records buyers' and staff's changes (CSV export for staff).
 */
import { randomUUID } from 'node:crypto';
import {
  AdminCustomerApproveDocument,
  AdminCustomerRejectDocument,
  AuditLogDocument,
} from '@shop/schema/admin-operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductRecord } from '@shop/domain';
import { type AdminClient, adminClient, adminPortsOf } from './helpers/admin.js';
import {
  BUYER_PASSWORD,
  type Buyer,
  CONSOLE_SPEC_RATE_LIMITS,
  orderableProducts,
  outbox,
  placeOrder,
  registerBuyer,
} from './helpers/shop-fixtures.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let staff: AdminClient;
let owner: AdminClient;
let product: ProductRecord;

const ME = `query { me { id email status statusReason } }`;
const PRODUCT = `query ($slug: String!) { product(slug: $slug) { id price { amount } priceRange { min { amount } } description variations { price { amount } } } }`;
const PRODUCTS = `query { products(pageSize: 100, sort: PRICE_DESC) { priceMax items { id price { amount } } } }`;
const QUOTE = `query ($input: CartInput!) { cartQuote(input: $input) { subtotal { amount } total { amount } lines { unitPrice { amount } lineTotal { amount } } } }`;
const PLACE = `mutation ($input: PlaceOrderInput!, $key: String!) {
  placeOrder(input: $input, idempotencyKey: $key) { order { id } userErrors { field message code } }
}`;
const REGISTER = `mutation ($input: RegisterInput!) {
  register(input: $input) { token customer { id status } userErrors { field message code } }
}`;
const UPDATE_PROFILE = `mutation ($input: ProfileInput!) {
  updateProfile(input: $input) { customer { companyVatNumber } userErrors { field message code } }
}`;
const EXPORT = `query { myDataExport }`;
const DELETE = `mutation ($password: String!) { deleteMyAccount(password: $password) { ok userErrors { field code message } } }`;
const LOGIN = `mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token userErrors { code } } }`;

const auth = (buyer: Buyer) => ({ token: buyer.token });

async function pricesSeenBy(buyer: Buyer | null) {
  const a = buyer ? auth(buyer) : undefined;
  const one = await t.gql(PRODUCT, { slug: product.slug }, a);
  const list = await t.gql(PRODUCTS, {}, a);
  const quote = await t.gql(QUOTE, { input: { lines: [{ productId: product.id, quantity: 2 }] } }, a);
  // GET /graphql with the buyer's cookie too: the response cache in front of the app keys on who may see prices
  const viaGet = await t
    .http()
    .get('/graphql')
    .query({ query: `{ product(slug: "${product.slug}") { price { amount } } }` })
    .set('apollo-require-preflight', 'true')
    .set(buyer ? { cookie: buyer.cookie } : {});
  expect(one.errors).toBeUndefined();
  expect(list.errors).toBeUndefined();
  expect(quote.errors).toBeUndefined();
  return {
    product: one.data.product.price?.amount ?? null,
    description: one.data.product.description,
    list: list.data.products.items.filter((p: { price: unknown }) => p.price !== null).length,
    priceMax: list.data.products.priceMax,
    quote: quote.data.cartQuote.total?.amount ?? null,
    line: quote.data.cartQuote.lines[0].unitPrice?.amount ?? null,
    viaGet: viaGet.body.data.product.price?.amount ?? null,
  };
}

const NO_PRICES = { product: null, list: 0, priceMax: null, quote: null, line: null, viaGet: null };

function orderInput(buyer: { name: string; email: string }) {
  return {
    input: {
      lines: [{ productId: product.id, quantity: 1 }],
      shipping: { fullName: buyer.name, email: buyer.email, address: 'Herengracht 1, 1015 BA Amsterdam' },
    },
    key: randomUUID(),
  };
}

function registration(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Vera Visser',
    email: `vera.${randomUUID().slice(0, 8)}@example.com`,
    phone: null,
    companyName: 'Visser Retail B.V.',
    companyRegNumber: 'KVK 87654321',
    companyVatNumber: 'NL123456782B01',
    password: BUYER_PASSWORD,
    confirmPassword: BUYER_PASSWORD,
    agreeTerms: true,
    confirmAge: true,
    ...overrides,
  };
}

beforeAll(async () => {
  t = await startTestApp({
    env: { ...CONSOLE_SPEC_RATE_LIMITS, BUYER_APPROVAL: 'manual', PUBLIC_SITE_URL: 'https://shop.example' },
  });
  staff = await adminClient(t, { role: 'STAFF', email: 'sam.staff@example.com' });
  owner = await adminClient(t, { role: 'OWNER', email: 'olga.owner@example.com' });
  product = (await orderableProducts(t))[0]!;
});

afterAll(async () => {
  await t?.close();
});

describe('manual buyer approval', () => {
  it('a new buyer is logged in but pending: no price anywhere and no ordering, as for anonymous visitors', async () => {
    const buyer = await registerBuyer(t, { name: 'Piet Pending', companyName: 'Pending B.V.' });
    expect((await t.gql(ME, {}, auth(buyer))).data.me).toMatchObject({ status: 'PENDING', statusReason: null });
    expect(await pricesSeenBy(buyer)).toMatchObject({ ...NO_PRICES, description: null });
    expect(await pricesSeenBy(null)).toMatchObject(NO_PRICES);

    const order = await t.gql(PLACE, orderInput(buyer), auth(buyer));
    expect(order.data.placeOrder.order).toBeNull();
    expect(order.data.placeOrder.userErrors).toEqual([
      { field: null, code: 'ACCOUNT_PENDING', message: expect.stringContaining('being reviewed') },
    ]);
    // guests cannot order under manual approval either
    const guest = await t.gql(PLACE, orderInput({ name: 'Guest', email: 'guest@example.com' }));
    expect(guest.data.placeOrder.userErrors[0]).toMatchObject({ code: 'ACCOUNT_REQUIRED' });
  });

  it('approved in the console, the same session sees prices and orders without logging in again', async () => {
    const buyer = await registerBuyer(t, { name: 'Anna Approved', companyName: 'Approved B.V.' });
    expect(await pricesSeenBy(buyer)).toMatchObject(NO_PRICES);

    const approved = await staff.gql(AdminCustomerApproveDocument, { id: buyer.id, groupCode: null });
    expect(approved.data.approveCustomer.userErrors).toEqual([]);
    const [mail] = await outbox(t, buyer.email);
    expect(mail?.subject).toMatch(/approved/);

    const seen = await pricesSeenBy(buyer);
    expect(seen.product).toMatch(/^\d+\.\d{2}$/);
    expect(seen.viaGet).toBe(seen.product);
    expect(seen.list).toBeGreaterThan(0);
    expect(seen.quote).not.toBeNull();
    expect((await t.gql(ME, {}, auth(buyer))).data.me.status).toBe('APPROVED');
    await placeOrder(t, buyer, { lines: [{ productId: product.id, quantity: 1 }] });
  });

  it('a rejected buyer sees no prices, cannot order and reads the reason', async () => {
    const buyer = await registerBuyer(t, { name: 'Rob Rejected', companyName: 'Rejected B.V.' });
    const rejected = await staff.gql(AdminCustomerRejectDocument, { id: buyer.id, reason: 'No trade licence' });
    expect(rejected.data.rejectCustomer.userErrors).toEqual([]);
    const [mail] = await outbox(t, buyer.email);
    expect(mail?.text).toContain('No trade licence');

    expect((await t.gql(ME, {}, auth(buyer))).data.me).toMatchObject({
      status: 'REJECTED',
      statusReason: 'No trade licence',
    });
    expect(await pricesSeenBy(buyer)).toMatchObject(NO_PRICES);
    const order = await t.gql(PLACE, orderInput(buyer), auth(buyer));
    expect(order.data.placeOrder.userErrors).toEqual([
      { field: null, code: 'ACCOUNT_REJECTED', message: expect.stringContaining('No trade licence') },
    ]);
  });

  it("the console's buyerApproval setting overrides BUYER_APPROVAL", async () => {
    const save = `mutation ($input: AdminSettingsInput!) { saveSettings(input: $input) { settings { buyerApproval } userErrors { message } } }`;
    const auto = await owner.gql(save, { input: { buyerApproval: 'auto' } });
    expect(auto.data.saveSettings).toEqual({ settings: { buyerApproval: 'auto' }, userErrors: [] });
    try {
      const buyer = await registerBuyer(t, { name: 'Otto Auto' });
      expect((await t.gql(ME, {}, auth(buyer))).data.me.status).toBe('APPROVED');
      const guest = await t.gql(PLACE, orderInput({ name: 'Guest', email: 'guest@example.com' }));
      expect(guest.data.placeOrder.userErrors).toEqual([]);
    } finally {
      const manual = await owner.gql(save, { input: { buyerApproval: 'manual' } });
      expect(manual.data.saveSettings.settings.buyerApproval).toBe('manual');
    }
    const audit = await staff.gql(AuditLogDocument, { filter: { action: 'settings.save' } });
    expect(audit.data.auditLog.items.map((e) => JSON.parse(e.after!))).toContainEqual({ buyerApproval: 'auto' });
  });
});

describe('registration checks', () => {
  it.each([
    ['NL123456789B01', 'This is not a valid Dutch VAT number'],
    ['DE123456789', 'This is not a valid German VAT number'],
    ['123456789', 'Start the VAT number with its EU country code'],
  ])('refuses the VAT number %s naming its country', async (vat, message) => {
    const { data } = await t.gql(REGISTER, { input: registration({ companyVatNumber: vat }) });
    expect(data.register.token).toBeNull();
    expect(data.register.userErrors).toEqual([
      { field: ['companyVatNumber'], code: 'INVALID_VAT_NUMBER', message: expect.stringContaining(message) },
    ]);
  });

  it.each(['NL123456782B01', 'DE136695976', 'de 136 695 976'])('accepts the valid VAT number %s', async (vat) => {
    const { data } = await t.gql(REGISTER, { input: registration({ companyVatNumber: vat }) });
    expect(data.register.userErrors).toEqual([]);
    expect(data.register.customer.status).toBe('PENDING');
  });

  it('refuses an invalid VAT number on the profile too', async () => {
    const buyer = await registerBuyer(t, { name: 'Paula Profile' });
    const input = {
      name: 'Paula Profile',
      email: buyer.email,
      phone: null,
      company: null,
      companyName: 'Profile B.V.',
      companyRegNumber: 'KVK 12345678',
      companyVatNumber: 'DE123456789',
    };
    const refused = await t.gql(UPDATE_PROFILE, { input }, auth(buyer));
    expect(refused.data.updateProfile.userErrors).toEqual([
      { field: ['companyVatNumber'], code: 'INVALID_VAT_NUMBER', message: expect.stringContaining('German') },
    ]);
    const saved = await t.gql(UPDATE_PROFILE, { input: { ...input, companyVatNumber: 'DE136695976' } }, auth(buyer));
    expect(saved.data.updateProfile).toEqual({ customer: { companyVatNumber: 'DE136695976' }, userErrors: [] });
    const audit = await staff.gql(AuditLogDocument, { filter: { actor: `buyer:${buyer.email}` } });
    expect(audit.data.auditLog.items.map((e) => e.action)).toEqual(['buyer.profile', 'buyer.register']);
  });

  it.each([[false], [null]])('refuses a registration whose age is not confirmed (%s)', async (confirmAge) => {
    const { data } = await t.gql(REGISTER, { input: registration({ confirmAge }) });
    expect(data.register.userErrors).toEqual([
      { field: ['confirmAge'], code: 'INVALID', message: 'You must be 21+ to purchase: please confirm your age' },
    ]);
  });
});

describe('GDPR', () => {
  let anna: Buyer;
  let bram: Buyer;
  let annaOrder: string;
  let bramOrder: string;

  beforeAll(async () => {
    anna = await registerBuyer(t, { name: 'Anna Export', companyName: 'Export B.V.' });
    bram = await registerBuyer(t, { name: 'Bram Other', companyName: 'Other B.V.' });
    for (const buyer of [anna, bram]) {
      const { data } = await staff.gql(AdminCustomerApproveDocument, { id: buyer.id, groupCode: null });
      expect(data.approveCustomer.userErrors).toEqual([]);
    }
    annaOrder = (await placeOrder(t, anna, { lines: [{ productId: product.id, quantity: 2 }] })).number;
    bramOrder = (await placeOrder(t, bram, { lines: [{ productId: product.id, quantity: 1 }] })).number;
  });

  it("exports the buyer's profile, consents and orders, and nothing of another buyer", async () => {
    const { data, errors } = await t.gql(EXPORT, {}, auth(anna));
    expect(errors).toBeUndefined();
    const text: string = data.myDataExport;
    const exported = JSON.parse(text);
    expect(exported.profile).toMatchObject({ id: anna.id, email: anna.email, status: 'APPROVED' });
    expect(exported.consents.ageConfirmedAt).toMatch(/^\d{4}-/);
    expect(exported.consents.termsAcceptedAt).toMatch(/^\d{4}-/);
    expect(exported.orders.map((o: { number: string }) => o.number)).toEqual([annaOrder]);
    expect(text).not.toContain(bram.email);
    expect(text).not.toContain(`"number": "${bramOrder}"`);
    expect((await t.gql(EXPORT, {})).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    // never with an API key (myDataExport is session-only in the key rules)
  });

  it('an owner can export a buyer; staff cannot', async () => {
    const query = `query ($id: ID!) { exportCustomerData(id: $id) }`;
    const byOwner = await owner.gql(query, { id: bram.id });
    expect(JSON.parse(byOwner.data.exportCustomerData).profile.email).toBe(bram.email);
    const byStaff = await staff.gql(query, { id: bram.id });
    expect(byStaff.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });

  it('deletion anonymises the account, keeps its orders anonymised and the buyer can no longer log in', async () => {
    const wrong = await t.gql(DELETE, { password: 'Wrong#Pass1' }, auth(anna));
    expect(wrong.data.deleteMyAccount).toMatchObject({ ok: false, userErrors: [{ code: 'WRONG_PASSWORD' }] });

    const done = await t.gql(DELETE, { password: anna.password }, auth(anna));
    expect(done.data.deleteMyAccount).toEqual({ ok: true, userErrors: [] });
    expect((await t.gql(ME, {}, auth(anna))).data.me).toBeNull();
    const login = await t.gql(LOGIN, { email: anna.email, password: anna.password });
    expect(login.data.login).toMatchObject({ token: null, userErrors: [{ code: 'INVALID_CREDENTIALS' }] });

    const order = await staff.gql(
      `query ($id: ID!) { order(id: $id) { number total { amount } billing { firstName lastName email phone address } } }`,
      { id: annaOrder },
    );
    expect(order.data.order.number).toBe(annaOrder);
    expect(JSON.stringify(order.data.order)).not.toContain(anna.email);
    expect(JSON.stringify(order.data.order)).not.toContain('Anna');
    expect(JSON.stringify(order.data.order)).not.toContain('Herengracht');

    const audit = await staff.gql(AuditLogDocument, { filter: { action: 'buyer.delete' } });
    expect(audit.data.auditLog.items[0]).toMatchObject({ subject: `customer ${anna.id}` });
  });

  it('an owner can delete a buyer: its sessions end at once', async () => {
    const mutation = `mutation ($id: ID!) { deleteCustomerData(id: $id) { ok userErrors { code } } }`;
    expect((await staff.gql(mutation, { id: bram.id })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await owner.gql(mutation, { id: bram.id })).data.deleteCustomerData).toEqual({ ok: true, userErrors: [] });
    expect((await t.gql(ME, {}, auth(bram))).data.me).toBeNull();
    expect((await owner.gql(mutation, { id: bram.id })).data.deleteCustomerData.userErrors).toEqual([
      { code: 'NOT_FOUND' },
    ]);
  });
});

describe('trade licences', () => {
  const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 0x20)]);
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  let buyer: Buyer;

  const upload = (file: Buffer, expiresOn: string, who: Buyer | null = buyer, name = 'KvK licence.pdf') => {
    let req = t.http().post('/account/licence').set('apollo-require-preflight', 'true');
    if (who) req = req.set('cookie', who.cookie);
    return req.field('expiresOn', expiresOn).attach('file', file, name);
  };

  beforeAll(async () => {
    buyer = await registerBuyer(t, { name: 'Lena Licence', companyName: 'Licence B.V.' });
    const { data } = await staff.gql(AdminCustomerApproveDocument, { id: buyer.id, groupCode: null });
    expect(data.approveCustomer.userErrors).toEqual([]);
  });

  it('refuses uploads without the CSRF header, without a session, of other types, too large, or already expired', async () => {
    const noHeader = await t
      .http()
      .post('/account/licence')
      .set('cookie', buyer.cookie)
      .field('expiresOn', inDays(90))
      .attach('file', PDF, 'l.pdf');
    expect(noHeader.status).toBe(400);
    expect((await upload(PDF, inDays(90), null)).status).toBe(401);
    const gif = await upload(Buffer.from('GIF89a........'), inDays(90), buyer, 'licence.pdf');
    expect(gif.status).toBe(415);
    expect(gif.body.message).toBe('The licence must be a PDF, JPEG or PNG file');
    const big = await upload(Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]), inDays(90));
    expect(big.status).toBe(413);
    const past = await upload(PDF, inDays(-2));
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('This licence has already expired: upload a valid one');
  });

  it('stores a PDF with its expiry; only the buyer and staff can download it', async () => {
    const saved = await upload(PDF, inDays(20));
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ fileName: 'KvK licence.pdf', contentType: 'application/pdf', expired: false });
    const me = await t.gql(`query { me { licence { fileName expiresOn expired url } } }`, {}, auth(buyer));
    expect(me.data.me.licence).toEqual({
      fileName: 'KvK licence.pdf',
      expiresOn: inDays(20),
      expired: false,
      url: '/account/licence',
    });
    const own = await t.http().get('/account/licence').set('cookie', buyer.cookie).buffer(true);
    expect(own.status).toBe(200);
    expect(own.headers['content-type']).toMatch(/^application\/pdf/);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.from(own.body).equals(PDF)).toBe(true);

    const other = await registerBuyer(t, { name: 'Otto Other' });
    expect((await t.http().get('/account/licence').set('cookie', other.cookie)).status).toBe(404);
    expect((await t.http().get('/account/licence')).status).toBe(401);
    expect((await t.http().get(`/admin/licences/${buyer.id}`)).status).toBe(401);
    expect((await t.http().get(`/admin/licences/${buyer.id}`).set('cookie', buyer.cookie)).status).toBe(401);
    const forStaff = await t.http().get(`/admin/licences/${buyer.id}`).set('cookie', staff.cookie).buffer(true);
    expect(forStaff.status).toBe(200);
    expect(Buffer.from(forStaff.body).equals(PDF)).toBe(true);
  });

  it('the console lists licences and flags those expiring within 30 days', async () => {
    const { data, errors } = await staff.gql(
      `query { licences { totalCount items { customerId customerEmail expiresOn expired expiresSoon url } } }`,
    );
    expect(errors).toBeUndefined();
    expect(data.licences.items).toContainEqual({
      customerId: buyer.id,
      customerEmail: buyer.email,
      expiresOn: inDays(20),
      expired: false,
      expiresSoon: true,
      url: `/admin/licences/${buyer.id}`,
    });
    const detail = await staff.gql(`query ($id: ID!) { customer(id: $id) { licence { expiresSoon fileName } } }`, {
      id: buyer.id,
    });
    expect(detail.data.customer.licence).toEqual({ expiresSoon: true, fileName: 'KvK licence.pdf' });
  });

  it('under manual approval an expired licence blocks checkout with a clear message', async () => {
    await placeOrder(t, buyer, { lines: [{ productId: product.id, quantity: 1 }] });
    // a licence that expired yesterday (uploads refuse past dates: the store's port sets it)
    const yesterday = inDays(-1);
    await adminPortsOf(t).licences.save({
      customerId: buyer.id,
      fileName: 'old.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
      expiresOn: yesterday,
      bytes: PDF,
      sha256: 'x',
      now: new Date(),
    });
    const order = await t.gql(PLACE, orderInput(buyer), auth(buyer));
    expect(order.data.placeOrder.userErrors).toEqual([
      { field: null, code: 'LICENCE_EXPIRED', message: expect.stringContaining(`expired on ${yesterday}`) },
    ]);
    expect((await t.gql(`query { me { licence { expired } } }`, {}, auth(buyer))).data.me.licence.expired).toBe(true);
  });
});

describe('audit trail', () => {
  it("records buyers' registrations, profile changes, licences, orders and deletions, and staff decisions", async () => {
    const { data } = await staff.gql(AuditLogDocument, { pageSize: 200 });
    const actions = new Set(data.auditLog.items.map((e) => e.action));
    for (const action of [
      'buyer.register',
      'buyer.profile',
      'buyer.licence',
      'buyer.order',
      'customer.approve',
      'customer.reject',
      'buyer.delete',
      'customer.delete',
      'customer.export',
    ]) {
      expect(actions).toContain(action);
    }
    const register = data.auditLog.items.find((e) => e.action === 'buyer.register')!;
    expect(register.actor).toMatch(/^buyer:/);
  });

  it('GET /admin/audit.csv: staff only, the trail as CSV', async () => {
    await t.http().get('/admin/audit.csv').expect(401);
    const res = await t.http().get('/admin/audit.csv').set('cookie', staff.cookie).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const text = res.text.replace(/^\uFEFF/, '');
    expect(text.split('\r\n')[0]).toBe('When (Europe/Amsterdam),Who,Action,Subject,Before,After');
    expect(text).toContain('customer.approve');
    expect(text).toContain('buyer.register');
  });
});
