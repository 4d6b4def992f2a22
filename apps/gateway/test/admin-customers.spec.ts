/**
 * The console's buyers over real HTTP on the embedded store (PGlite): list and detail with order count
 * and total spent, approve / reject of applications (e-mails either way), block (the buyer's sessions
 * end at once, login refused with a clear message) and unblock, each refusal as a userError.
 */
import {
  AdminCustomerApproveDocument,
  AdminCustomerBlockDocument,
  AdminCustomerDetailDocument,
  AdminCustomerListDocument,
  AdminCustomerRejectDocument,
  AdminCustomerUnblockDocument,
  AdminOrderSetStatusDocument,
  AuditLogDocument,
} from '@shop/schema/admin-operations';
import { LoginPageDocument, OrdersTabDocument, SessionMeDocument } from '@shop/schema/operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerStatus } from '@shop/domain';
import { type AdminClient, adminClient, adminGql, adminPortsOf } from './helpers/admin.js';
import {
  type Buyer,
  CONSOLE_SPEC_RATE_LIMITS,
  orderableProducts,
  outbox,
  type PlacedOrder,
  placeOrder,
  registerBuyer,
} from './helpers/shop-fixtures.js';
import { sessionCookieOf, startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let staff: AdminClient;
let anna: Buyer;
let bram: Buyer;
let kept: PlacedOrder;
let cancelled: PlacedOrder;

/** puts a buyer into a status through the store's port (how issue 17's registrations will arrive as PENDING) */
async function setStatus(buyer: Buyer, from: CustomerStatus, to: CustomerStatus): Promise<void> {
  const result = await adminPortsOf(t).customers.changeStatus(buyer.id, {
    from,
    to,
    reason: null,
    at: new Date(),
    endSessions: false,
  });
  expect(result.kind).toBe('ok');
}

const login = (buyer: Buyer, password = buyer.password) =>
  t.gql(LoginPageDocument, { email: buyer.email, password, rememberMe: false });

beforeAll(async () => {
  t = await startTestApp({ env: { ...CONSOLE_SPEC_RATE_LIMITS, PUBLIC_SITE_URL: 'https://shop.example' } });
  staff = await adminClient(t, { role: 'STAFF', email: 'cara.staff@example.com' });
  anna = await registerBuyer(t, { name: 'Anna de Boer', companyName: 'Boer Retail B.V.', vat: 'NL001122332B01' });
  bram = await registerBuyer(t, { name: 'Bram Jansen', companyName: 'Jansen Groothandel', vat: 'DE123456788' });
  const [p0, p1] = await orderableProducts(t);
  kept = await placeOrder(t, anna, { lines: [{ productId: p0!.id, quantity: 3 }] });
  cancelled = await placeOrder(t, anna, { lines: [{ productId: p1!.id, quantity: 1 }] });
  const cancel = await staff.gql(AdminOrderSetStatusDocument, { id: cancelled.number, status: 'cancelled' });
  expect(cancel.data.setOrderStatus.userErrors).toEqual([]);
});

afterAll(async () => {
  await t?.close();
});

describe('customers', () => {
  it('lists buyers newest first with their order count and what they spent (cancelled orders left out)', async () => {
    const { data, errors } = await staff.gql(AdminCustomerListDocument, {});
    expect(errors).toBeUndefined();
    // the demo data's buyer was there first
    expect(data.customers.totalCount).toBe(3);
    expect(data.customers.items.map((c) => c.email).slice(0, 2)).toEqual([bram.email, anna.email]);
    expect(data.customers.items[1]).toMatchObject({
      id: anna.id,
      name: 'Anna de Boer',
      companyName: 'Boer Retail B.V.',
      companyVatNumber: 'NL001122332B01',
      status: 'APPROVED',
      statusReason: null,
      orderCount: 2,
      totalSpent: { amount: kept.total, currencyCode: 'EUR' },
    });
    expect(data.customers.items[0]).toMatchObject({ orderCount: 0, totalSpent: { amount: '0.00' } });
  });

  it.each([
    ['company', 'groothandel', () => [bram.email]],
    ['VAT number', 'nl0011', () => [anna.email]],
    ['e-mail', () => anna.email.toUpperCase(), () => [anna.email]],
    ['registration number', 'KVK 1234', () => [bram.email, anna.email]],
    ['nothing that matches', 'zzz-nobody', () => []],
  ])('searches by %s', async (_what, search, expected) => {
    const term = typeof search === 'function' ? search() : search;
    const { data } = await staff.gql(AdminCustomerListDocument, { filter: { search: term } });
    expect(data.customers.items.map((c) => c.email)).toEqual(expected());
  });

  it('filters by status', async () => {
    const approved = await staff.gql(AdminCustomerListDocument, { filter: { status: 'APPROVED' } });
    expect(approved.data.customers.totalCount).toBe(3);
    const pending = await staff.gql(AdminCustomerListDocument, { filter: { status: 'PENDING' } });
    expect(pending.data.customers.totalCount).toBe(0);
  });

  it('shows one buyer with a page of their orders', async () => {
    const { data } = await staff.gql(AdminCustomerDetailDocument, { id: anna.id, ordersPage: 1, ordersPageSize: 1 });
    expect(data.customer).toMatchObject({ email: anna.email, orderCount: 2 });
    expect(data.customer?.orders).toMatchObject({ totalCount: 2, page: 1, pageSize: 1 });
    expect(data.customer?.orders.items).toEqual([
      { number: cancelled.number, status: 'cancelled', total: { amount: cancelled.total } },
    ]);
    const second = await staff.gql(AdminCustomerDetailDocument, { id: anna.id, ordersPage: 2, ordersPageSize: 1 });
    expect(second.data.customer?.orders.items.map((o) => o.number)).toEqual([kept.number]);
    expect((await staff.gql(AdminCustomerDetailDocument, { id: '999999' })).data.customer).toBeNull();
  });
});

describe('approveCustomer / rejectCustomer', () => {
  it('approves a pending application into a group, e-mails the buyer and audits it', async () => {
    await setStatus(bram, 'APPROVED', 'PENDING');
    const { data } = await staff.gql(AdminCustomerApproveDocument, { id: bram.id, groupCode: 'wholesale-a' });
    expect(data.approveCustomer.userErrors).toEqual([]);
    expect(data.approveCustomer.customer).toMatchObject({
      status: 'APPROVED',
      groupCode: 'wholesale-a',
      statusReason: null,
    });
    const [mail] = await outbox(t, bram.email);
    expect(mail?.subject).toMatch(/wholesale account is approved$/);
    expect(mail?.text).toContain('https://shop.example/account/login');
    const audit = await staff.gql(AuditLogDocument, { filter: { action: 'customer.approve' } });
    expect(audit.data.auditLog.items[0]).toMatchObject({
      actor: 'cara.staff@example.com',
      subject: `customer ${bram.email}`,
    });
    expect(JSON.parse(audit.data.auditLog.items[0]!.before!)).toMatchObject({ status: 'PENDING' });
    expect(JSON.parse(audit.data.auditLog.items[0]!.after!)).toMatchObject({
      status: 'APPROVED',
      groupCode: 'wholesale-a',
    });
  });

  it('rejects a pending application with a reason the buyer is e-mailed', async () => {
    await setStatus(bram, 'APPROVED', 'PENDING');
    const { data } = await staff.gql(AdminCustomerRejectDocument, {
      id: bram.id,
      reason: 'We could not verify your trade licence.',
    });
    expect(data.rejectCustomer.userErrors).toEqual([]);
    expect(data.rejectCustomer.customer).toMatchObject({
      status: 'REJECTED',
      statusReason: 'We could not verify your trade licence.',
    });
    const [mail] = await outbox(t, bram.email);
    expect(mail?.subject).toMatch(/wholesale account application$/);
    expect(mail?.text).toContain('The reason:\nWe could not verify your trade licence.');
    const listed = await staff.gql(AdminCustomerListDocument, { filter: { status: 'REJECTED' } });
    expect(listed.data.customers.items.map((c) => c.id)).toEqual([bram.id]);
  });

  it.each([
    [
      'approve an approved buyer',
      () => staff.gql(AdminCustomerApproveDocument, { id: anna.id }),
      'approveCustomer',
      ['id'],
      'NOT_ALLOWED',
      'Only a pending application can be approved; this buyer is approved',
    ],
    [
      'approve a rejected buyer',
      () => staff.gql(AdminCustomerApproveDocument, { id: bram.id }),
      'approveCustomer',
      ['id'],
      'NOT_ALLOWED',
      'Only a pending application can be approved; this buyer is rejected',
    ],
    [
      'reject an approved buyer',
      () => staff.gql(AdminCustomerRejectDocument, { id: anna.id, reason: 'No licence' }),
      'rejectCustomer',
      ['id'],
      'NOT_ALLOWED',
      'Only a pending application can be rejected; this buyer is approved',
    ],
    [
      'reject without a reason',
      () => staff.gql(AdminCustomerRejectDocument, { id: bram.id, reason: ' ' }),
      'rejectCustomer',
      ['reason'],
      'INVALID',
      'Please give a reason (the buyer reads it)',
    ],
    [
      'approve into a malformed group',
      () => staff.gql(AdminCustomerApproveDocument, { id: bram.id, groupCode: 'a b' }),
      'approveCustomer',
      ['groupCode'],
      'INVALID',
      'Group code may hold letters, digits, "-" and "_" only (at most 50)',
    ],
    [
      'approve an unknown buyer',
      () => staff.gql(AdminCustomerApproveDocument, { id: '987654' }),
      'approveCustomer',
      ['id'],
      'NOT_FOUND',
      'This buyer does not exist (the account may have been deleted)',
    ],
    [
      'reject an unknown buyer',
      () => staff.gql(AdminCustomerRejectDocument, { id: 'x', reason: 'No licence' }),
      'rejectCustomer',
      ['id'],
      'NOT_FOUND',
      'This buyer does not exist (the account may have been deleted)',
    ],
  ] as const)('refuses to %s', async (_what, call, field, path, code, message) => {
    const mails = (await outbox(t, bram.email)).length + (await outbox(t, anna.email)).length;
    const { data, errors } = await call();
    expect(errors).toBeUndefined();
    const payload = (data as Record<string, { customer: unknown; userErrors: unknown[] }>)[field]!;
    expect(payload.customer).toBeNull();
    expect(payload.userErrors).toEqual([{ field: path, code, message }]);
    expect((await outbox(t, bram.email)).length + (await outbox(t, anna.email)).length).toBe(mails);
  });
});

describe('blockCustomer / unblockCustomer', () => {
  it("ends the buyer's sessions at once and refuses their login with a clear message", async () => {
    const second = await login(anna);
    const secondCookie = sessionCookieOf(second.res)!;
    expect(second.data.login.userErrors).toEqual([]);
    // both sessions are in use (and cached) before the block
    expect((await t.gql(SessionMeDocument, {}, { token: anna.token })).data.me?.email).toBe(anna.email);
    expect((await t.gql(SessionMeDocument, {}, { cookie: secondCookie })).data.me?.email).toBe(anna.email);

    const { data } = await staff.gql(AdminCustomerBlockDocument, { id: anna.id, reason: 'Unpaid invoices' });
    expect(data.blockCustomer.userErrors).toEqual([]);
    expect(data.blockCustomer.customer).toMatchObject({ status: 'BLOCKED', statusReason: 'Unpaid invoices' });

    expect((await t.gql(SessionMeDocument, {}, { token: anna.token })).data.me).toBeNull();
    expect((await t.gql(SessionMeDocument, {}, { cookie: secondCookie })).data.me).toBeNull();
    const orders = await t.gql(OrdersTabDocument, { page: 1, pageSize: 10 }, { token: anna.token });
    expect(orders.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');

    const refused = await login(anna);
    expect(refused.data.login).toMatchObject({
      customer: null,
      userErrors: [
        {
          field: null,
          code: 'ACCOUNT_BLOCKED',
          message: 'This account has been blocked. Please contact us if you think this is a mistake.',
        },
      ],
    });
    expect(sessionCookieOf(refused.res)).toBeUndefined();
    // a wrong password tells nothing about the account
    expect((await login(anna, 'Wr0ng!Pass')).data.login.userErrors[0]?.code).toBe('INVALID_CREDENTIALS');

    const audit = await staff.gql(AuditLogDocument, { filter: { action: 'customer.block' } });
    expect(JSON.parse(audit.data.auditLog.items[0]!.after!)).toMatchObject({
      status: 'BLOCKED',
      statusReason: 'Unpaid invoices',
      sessionsEnded: true,
    });
  });

  it('refuses to block a blocked or a rejected buyer, and to unblock one who is not blocked', async () => {
    const again = await staff.gql(AdminCustomerBlockDocument, { id: anna.id });
    expect(again.data.blockCustomer.userErrors).toEqual([
      { field: ['id'], code: 'NOT_ALLOWED', message: 'This buyer is blocked already' },
    ]);
    const rejected = await staff.gql(AdminCustomerBlockDocument, { id: bram.id });
    expect(rejected.data.blockCustomer.userErrors[0]).toMatchObject({
      code: 'NOT_ALLOWED',
      message: 'Only an approved buyer can be blocked; this buyer is rejected',
    });
    const notBlocked = await staff.gql(AdminCustomerUnblockDocument, { id: bram.id });
    expect(notBlocked.data.unblockCustomer.userErrors).toEqual([
      { field: ['id'], code: 'NOT_ALLOWED', message: 'This buyer is not blocked' },
    ]);
    const unknown = await staff.gql(AdminCustomerUnblockDocument, { id: '4040404' });
    expect(unknown.data.unblockCustomer.userErrors[0]?.code).toBe('NOT_FOUND');
    const badReason = await staff.gql(AdminCustomerBlockDocument, { id: anna.id, reason: 'x\u0007' });
    expect(badReason.data.blockCustomer.userErrors[0]).toMatchObject({ field: ['reason'], code: 'INVALID' });
  });

  it('unblocks: the buyer is approved again and can log in', async () => {
    const { data } = await staff.gql(AdminCustomerUnblockDocument, { id: anna.id });
    expect(data.unblockCustomer.userErrors).toEqual([]);
    expect(data.unblockCustomer.customer).toMatchObject({ status: 'APPROVED', statusReason: null });
    const back = await login(anna);
    expect(back.data.login.userErrors).toEqual([]);
    const cookie = sessionCookieOf(back.res)!;
    expect((await t.gql(SessionMeDocument, {}, { cookie })).data.me?.email).toBe(anna.email);
    // the sessions ended by the block stay ended
    expect((await t.gql(SessionMeDocument, {}, { token: anna.token })).data.me).toBeNull();
  });

  it('refuses anonymous callers and buyers', async () => {
    for (const auth of [undefined, { cookie: bram.cookie }, { token: bram.token }]) {
      const list = await adminGql(t, AdminCustomerListDocument, {}, auth);
      expect(list.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
      const block = await adminGql(t, AdminCustomerBlockDocument, { id: anna.id }, auth);
      expect(block.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    }
    expect((await staff.gql(AdminCustomerDetailDocument, { id: anna.id })).data.customer?.status).toBe('APPROVED');
  });
});
