/**
 * The console's orders over real HTTP on the embedded store (PGlite): the list (filters, search, sort,
 * pages) and detail, status changes by the domain's rule with history, audit entry, the buyer's e-mail
 * and the buyer's own view through the PUBLIC API, and the CSV export (content, headers, formula
 * injection, who may download it).
 */
import { formatShopDate } from '@shop/domain';
import {
  AdminOrderDetailDocument,
  AdminOrderListDocument,
  AdminOrderSetStatusDocument,
  AuditLogDocument,
} from '@shop/schema/admin-operations';
import { OrderDetailPageDocument, OrdersTabDocument } from '@shop/schema/operations';
import { parse as parseCsv } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let staff: AdminClient;
let owner: AdminClient;
let anna: Buyer;
let bram: Buyer;
/** Anna's plain order, Anna's order with formula-like text, Bram's order (placed in this order) */
let first: PlacedOrder;
let formula: PlacedOrder;
let third: PlacedOrder;

const today = () => formatShopDate(new Date());
const dayOffset = (days: number) => formatShopDate(new Date(Date.now() + days * 24 * 60 * 60 * 1000));

beforeAll(async () => {
  t = await startTestApp({ env: { ...CONSOLE_SPEC_RATE_LIMITS, PUBLIC_SITE_URL: 'https://shop.example' } });
  staff = await adminClient(t, { role: 'STAFF', email: 'sam.staff@example.com' });
  owner = await adminClient(t, { role: 'OWNER' });
  anna = await registerBuyer(t, { name: 'Anna de Boer', companyName: 'Boer Retail B.V.' });
  bram = await registerBuyer(t, { name: 'Bram Jansen', companyName: 'Jansen Groothandel' });
  const [p0, p1, p2] = await orderableProducts(t);
  first = await placeOrder(t, anna, { lines: [{ productId: p0!.id, quantity: 2 }], comment: 'Ring twice' });
  formula = await placeOrder(t, anna, {
    lines: [{ productId: p1!.id, quantity: 1 }],
    fullName: '@Evil Buyer',
    comment: '=HYPERLINK("http://evil.example","click")',
    phone: '+31 6 1234 5678',
  });
  third = await placeOrder(t, bram, { lines: [{ productId: p2!.id, quantity: 5 }], comment: null });
});

afterAll(async () => {
  await t?.close();
});

describe('orders', () => {
  it('lists every order newest first, with buyer, company and totals', async () => {
    const { data, errors } = await staff.gql(AdminOrderListDocument, {});
    expect(errors).toBeUndefined();
    expect(data.orders).toMatchObject({ totalCount: 3, page: 1, pageSize: 20 });
    expect(data.orders.items.map((o) => o.number)).toEqual([third.number, formula.number, first.number]);
    expect(data.orders.items[0]).toMatchObject({
      status: 'processing',
      buyerName: 'Bram Jansen',
      buyerEmail: bram.email,
      company: 'Jansen Groothandel',
      total: { amount: third.total, currencyCode: 'EUR' },
    });
  });

  it.each([
    ['the number', () => first.number, () => [first.number]],
    ['the number with #', () => `#${third.number}`, () => [third.number]],
    ['part of the buyer name typed at checkout', () => 'evil buy', () => [formula.number]],
    ['part of the company', () => 'groothandel', () => [third.number]],
    ['the e-mail in any case', () => anna.email.toUpperCase(), () => [formula.number, first.number]],
    ['a wildcard character, literally', () => '%', () => []],
  ])('searches by %s', async (_what, search, expected) => {
    const { data } = await staff.gql(AdminOrderListDocument, { filter: { search: search() } });
    expect(data.orders.items.map((o) => o.number)).toEqual(expected());
    expect(data.orders.totalCount).toBe(expected().length);
  });

  it('filters by status and by whole days in Amsterdam', async () => {
    const byStatus = await staff.gql(AdminOrderListDocument, { filter: { status: 'Processing' } });
    expect(byStatus.data.orders.totalCount).toBe(3);
    const none = await staff.gql(AdminOrderListDocument, { filter: { status: 'completed' } });
    expect(none.data.orders.totalCount).toBe(0);
    const todayOnly = await staff.gql(AdminOrderListDocument, { filter: { from: today(), to: today() } });
    expect(todayOnly.data.orders.totalCount).toBe(3);
    const untilYesterday = await staff.gql(AdminOrderListDocument, { filter: { to: dayOffset(-1) } });
    expect(untilYesterday.data.orders.totalCount).toBe(0);
    const fromTomorrow = await staff.gql(AdminOrderListDocument, { filter: { from: dayOffset(1) } });
    expect(fromTomorrow.data.orders.totalCount).toBe(0);
  });

  it('refuses an unknown status or a reversed range as a bad request', async () => {
    const status = await staff.gql(AdminOrderListDocument, { filter: { status: 'shipped' } });
    expect(status.errors?.[0]).toMatchObject({
      message: 'Status must be one of: pending, processing, completed, cancelled, refunded',
      extensions: { code: 'BAD_REQUEST', field: ['filter', 'status'] },
    });
    const range = await staff.gql(AdminOrderListDocument, { filter: { from: today(), to: dayOffset(-1) } });
    expect(range.errors?.[0]).toMatchObject({
      message: 'The start date must not be after the end date',
      extensions: { code: 'BAD_REQUEST', field: ['filter', 'to'] },
    });
  });

  it('sorts and pages in the store', async () => {
    const byNumber = await staff.gql(AdminOrderListDocument, { sort: 'NUMBER', direction: 'ASC' });
    expect(byNumber.data.orders.items.map((o) => o.number)).toEqual([first.number, formula.number, third.number]);
    const byTotal = await staff.gql(AdminOrderListDocument, { sort: 'TOTAL', direction: 'DESC' });
    const totals = byTotal.data.orders.items.map((o) => Number(o.total.amount));
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const page2 = await staff.gql(AdminOrderListDocument, { sort: 'NUMBER', direction: 'ASC', page: 2, pageSize: 1 });
    expect(page2.data.orders).toMatchObject({ totalCount: 3, page: 2, pageSize: 1 });
    expect(page2.data.orders.items.map((o) => o.number)).toEqual([formula.number]);
    const capped = await staff.gql(AdminOrderListDocument, { pageSize: 100000 });
    expect(capped.data.orders.pageSize).toBe(100);
  });

  it('shows one order by number or internal id, with lines, addresses, buyer and next statuses', async () => {
    const { data, errors } = await staff.gql(AdminOrderDetailDocument, { id: first.number });
    expect(errors).toBeUndefined();
    const order = data.order!;
    expect(order).toMatchObject({
      number: first.number,
      status: 'processing',
      currencyCode: 'EUR',
      itemCount: 2,
      comment: 'Ring twice',
      couponCode: null,
      buyerName: 'Anna de Boer',
      buyerEmail: anna.email,
      company: 'Boer Retail B.V.',
      nextStatuses: ['completed', 'cancelled', 'refunded'],
      history: [],
      customer: { id: anna.id, email: anna.email, companyName: 'Boer Retail B.V.', status: 'APPROVED' },
      shipping: {
        firstName: 'Anna',
        lastName: 'de Boer',
        email: anna.email,
        address: 'Herengracht 1, 1015 BA Amsterdam',
      },
      billing: { firstName: 'Anna', lastName: 'de Boer', phone: '+31 6 1111 2222' },
      total: { amount: first.total },
    });
    expect(order.lines).toHaveLength(1);
    expect(order.lines[0]!.quantity).toBe(2);
    const byId = await staff.gql(AdminOrderDetailDocument, { id: order.id });
    expect(byId.data.order?.number).toBe(first.number);
    expect((await staff.gql(AdminOrderDetailDocument, { id: '999999' })).data.order).toBeNull();
    expect((await staff.gql(AdminOrderDetailDocument, { id: 'not-an-order' })).data.order).toBeNull();
  });
});

describe('setOrderStatus', () => {
  it('moves an order on, records who and why, e-mails the buyer, and the buyer sees it at once', async () => {
    const { data, errors } = await staff.gql(AdminOrderSetStatusDocument, {
      id: first.number,
      status: 'completed',
      note: 'Sent with DHL.\nTracking 3SABC123',
    });
    expect(errors).toBeUndefined();
    expect(data.setOrderStatus.userErrors).toEqual([]);
    expect(data.setOrderStatus.order).toMatchObject({
      number: first.number,
      status: 'completed',
      nextStatuses: ['refunded'],
      history: [
        {
          from: 'processing',
          to: 'completed',
          note: 'Sent with DHL.\nTracking 3SABC123',
          actor: 'sam.staff@example.com',
        },
      ],
    });

    // the buyer, through the public API: the list and the order
    const mine = await t.gql(OrdersTabDocument, { page: 1, pageSize: 10 }, { cookie: anna.cookie });
    expect(mine.data.myOrders.items.find((o) => o.number === first.number)?.status).toBe('completed');
    const detail = await t.gql(OrderDetailPageDocument, { id: first.number }, { token: anna.token });
    expect(detail.data.order?.status).toBe('completed');

    const [mail] = await outbox(t, anna.email);
    expect(mail).toMatchObject({ to: anna.email, subject: `Order #${first.number} is now completed` });
    expect(mail!.text).toContain(`The status of your order #${first.number} changed from Processing to Completed.`);
    expect(mail!.text).toContain('A note from us:\nSent with DHL.\nTracking 3SABC123');
    expect(mail!.text).toContain(`https://shop.example/account/orders/${first.number}`);

    const audit = await staff.gql(AuditLogDocument, { filter: { action: 'order.status' } });
    expect(audit.data.auditLog.items[0]).toMatchObject({
      actor: 'sam.staff@example.com',
      action: 'order.status',
      subject: `order ${first.number}`,
    });
    expect(JSON.parse(audit.data.auditLog.items[0]!.before!)).toEqual({ status: 'processing' });
    expect(JSON.parse(audit.data.auditLog.items[0]!.after!)).toEqual({
      status: 'completed',
      note: 'Sent with DHL.\nTracking 3SABC123',
    });
  });

  it('lets an owner do it too, and keeps the history in order', async () => {
    const refunded = await owner.gql(AdminOrderSetStatusDocument, { id: first.number, status: 'refunded' });
    expect(refunded.data.setOrderStatus.userErrors).toEqual([]);
    expect(refunded.data.setOrderStatus.order?.history.map((h) => `${h.from}→${h.to}:${h.actor}`)).toEqual([
      'processing→completed:sam.staff@example.com',
      `completed→refunded:${owner.email}`,
    ]);
    expect(refunded.data.setOrderStatus.order?.nextStatuses).toEqual([]);
  });

  it.each([
    ['an unknown status', () => ({ id: third.number, status: 'shipped' }), ['status'], 'UNKNOWN_STATUS'],
    ['a move the rule forbids', () => ({ id: third.number, status: 'pending' }), ['status'], 'NOT_ALLOWED'],
    ['the status it has', () => ({ id: third.number, status: 'processing' }), ['status'], 'UNCHANGED'],
    ['a final status', () => ({ id: first.number, status: 'completed' }), ['status'], 'FINAL_STATUS'],
    ['an unknown order', () => ({ id: '424242', status: 'completed' }), ['id'], 'NOT_FOUND'],
    [
      'a note with control characters',
      () => ({ id: third.number, status: 'completed', note: 'ok\u0000' }),
      ['note'],
      'INVALID',
    ],
  ])('refuses %s with a userError, changing and sending nothing', async (_what, args, field, code) => {
    const mailsBefore = (await outbox(t, bram.email)).length;
    const auditBefore = (await staff.gql(AuditLogDocument, { filter: { action: 'order.status' } })).data.auditLog
      .totalCount;
    const { data, errors } = await staff.gql(AdminOrderSetStatusDocument, args());
    expect(errors).toBeUndefined();
    expect(data.setOrderStatus.order).toBeNull();
    expect(data.setOrderStatus.userErrors).toEqual([expect.objectContaining({ field, code })]);
    expect(data.setOrderStatus.userErrors[0]!.message.length).toBeGreaterThan(10);
    expect((await outbox(t, bram.email)).length).toBe(mailsBefore);
    expect((await staff.gql(AuditLogDocument, { filter: { action: 'order.status' } })).data.auditLog.totalCount).toBe(
      auditBefore,
    );
    const still = await staff.gql(AdminOrderDetailDocument, { id: third.number });
    expect(still.data.order?.status).toBe('processing');
  });

  it('names the allowed moves when refusing one', async () => {
    const { data } = await staff.gql(AdminOrderSetStatusDocument, { id: third.number, status: 'pending' });
    expect(data.setOrderStatus.userErrors[0]!.message).toBe(
      'A processing order cannot be moved to pending; it can be moved to completed or cancelled or refunded',
    );
  });

  it('moves an order only from the status it still has (two operators at once)', async () => {
    const ports = adminPortsOf(t);
    const order = (await ports.orders.get(third.number))!;
    const stale = await ports.orders.changeStatus(order.id, {
      from: 'pending',
      to: 'processing',
      note: null,
      actor: 'someone@example.com',
      at: new Date(),
    });
    expect(stale).toEqual({ kind: 'conflict', current: 'processing' });
    expect(await ports.orders.history(order.id)).toEqual([]);
  });

  it('refuses anonymous callers and buyers', async () => {
    for (const auth of [undefined, { cookie: anna.cookie }, { token: anna.token }]) {
      const list = await adminGql(t, AdminOrderListDocument, {}, auth);
      expect(list.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
      const set = await adminGql(t, AdminOrderSetStatusDocument, { id: third.number, status: 'completed' }, auth);
      expect(set.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    }
    expect((await staff.gql(AdminOrderDetailDocument, { id: third.number })).data.order?.status).toBe('processing');
  });
});

describe('GET /admin/orders.csv', () => {
  const csvOf = (body: Buffer) => body.toString('utf8');
  const download = (query: Record<string, string>, auth: { cookie?: string; token?: string }) => {
    let req = t
      .http()
      .get('/admin/orders.csv')
      .query(query)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    if (auth.cookie) req = req.set('cookie', auth.cookie);
    if (auth.token) req = req.set('authorization', `Bearer ${auth.token}`);
    return req;
  };

  it('downloads the filtered list as UTF-8 CSV with a BOM, as an attachment named by date', async () => {
    const res = await download({ search: anna.email }, { cookie: staff.cookie });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="orders-${today()}.csv"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.body as Buffer;
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(csvOf(body), { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r.Order)).toEqual([formula.number, first.number]);
    expect(Object.keys(rows[0]!)).toEqual([
      'Order',
      'Placed (Europe/Amsterdam)',
      'Status',
      'Buyer',
      'E-mail',
      'Phone',
      'Company',
      'Items',
      'Lines',
      'Subtotal',
      'Discount',
      'Total',
      'Currency',
      'Coupon',
      'Billing address',
      'Shipping address',
      'Comment',
    ]);
    const plain = rows[1]!;
    expect(plain).toMatchObject({
      Status: 'refunded',
      Buyer: 'Anna de Boer',
      'E-mail': anna.email,
      Company: 'Boer Retail B.V.',
      Items: '2',
      Total: first.total,
      Currency: 'EUR',
      Comment: 'Ring twice',
      // an order without a country ships to the Netherlands (issue 18)
      'Shipping address': 'Herengracht 1, 1015 BA Amsterdam, NL',
    });
    expect(plain['Placed (Europe/Amsterdam)']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(plain.Lines).toMatch(/^2 × .+/);
  });

  it('defuses cells a spreadsheet would run as formulas', async () => {
    const res = await download({ search: formula.number }, { token: staff.token });
    expect(res.status).toBe(200);
    const [row] = parseCsv(csvOf(res.body as Buffer), { bom: true, columns: true }) as Record<string, string>[];
    expect(row!.Buyer).toBe("'@Evil Buyer");
    expect(row!.Comment).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(row!.Phone).toBe("'+31 6 1234 5678");
    expect(row!.Order).toBe(formula.number);
  });

  it('takes the same filter as the orders query', async () => {
    const processing = await download({ status: 'processing' }, { cookie: staff.cookie });
    const rows = parseCsv(csvOf(processing.body as Buffer), { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r.Order)).toEqual([third.number, formula.number]);
    const empty = await download({ from: dayOffset(1) }, { cookie: staff.cookie });
    expect(
      csvOf(empty.body as Buffer)
        .trim()
        .split('\r\n'),
    ).toHaveLength(1); // the header only
    const bad = await download({ from: 'yesterday' }, { cookie: staff.cookie });
    expect(bad.status).toBe(400);
    expect(JSON.parse(csvOf(bad.body as Buffer)).errors[0]).toMatchObject({
      extensions: { code: 'BAD_REQUEST', field: ['from'] },
    });
  });

  it('writes who exported what to the audit log', async () => {
    await download({ status: 'processing', search: 'boer' }, { cookie: staff.cookie });
    const audit = await staff.gql(AuditLogDocument, { filter: { action: 'order.export' } });
    expect(audit.data.auditLog.items[0]).toMatchObject({ actor: 'sam.staff@example.com', subject: 'orders.csv' });
    expect(JSON.parse(audit.data.auditLog.items[0]!.after!)).toEqual({ status: 'processing', search: 'boer' });
  });

  it.each([
    ['nobody', () => ({})],
    ["a buyer's cookie", () => ({ cookie: anna.cookie })],
    ["a buyer's token", () => ({ token: anna.token })],
  ])('refuses %s (401, no rows)', async (_who, auth) => {
    const res = await download({}, auth());
    expect(res.status).toBe(401);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const body = JSON.parse(csvOf(res.body as Buffer));
    expect(body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(csvOf(res.body as Buffer)).not.toContain(anna.email);
  });

  it('reads the store a batch at a time, newest first, however many orders match', async () => {
    const batches: string[][] = [];
    for await (const batch of adminPortsOf(t).orders.batches({}, 2)) batches.push(batch.map((o) => o.number));
    expect(batches).toEqual([[third.number, formula.number], [first.number]]);
    const filtered: string[] = [];
    for await (const batch of adminPortsOf(t).orders.batches({ customerId: anna.id }, 1)) {
      filtered.push(...batch.map((o) => o.number));
    }
    expect(filtered).toEqual([formula.number, first.number]);
  });
});
