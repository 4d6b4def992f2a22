/**
 * Buyer groups (issue 18) over real HTTP on the embedded store (PGlite), with manual buyer approval so
 * every buyer is put in a group when approved: a Distributor pays the Distributor's prices in the
 * catalogue, on the product page, in /catalog.csv, in cartQuote, in placeOrder and on the invoice; a
 * Retail buyer pays list prices; the response cache never hands one group's answer to another; owners
 * edit groups, staff read them; every change is audited; a group change shows in the same session.
 */
import { randomUUID } from 'node:crypto';
import {
  AdminBuyerGroupSaveDocument,
  AdminBuyerGroupsDocument,
  AdminCustomerApproveInGroupDocument,
  AdminCustomerListDocument,
  AdminCustomerSetGroupDocument,
  AuditLogDocument,
} from '@shop/schema/admin-operations';
import { TestingRegisterDocument } from '@shop/schema/operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from './helpers/admin.js';
import { pdfText } from './helpers/pdf-text.js';
import { sessionCookieOf, startTestApp, type TestApp } from './helpers/test-app.js';

const PRODUCT = /* GraphQL */ `
  query GroupProduct($slug: String!) {
    product(slug: $slug) {
      id
      price {
        amount
      }
      fromPrice {
        amount
      }
      priceTiers {
        minQuantity
        price {
          amount
        }
      }
      variations {
        id
        price {
          amount
        }
      }
    }
  }
`;
const CATALOG = /* GraphQL */ `
  query GroupCatalog {
    products(pageSize: 100) {
      items {
        slug
        price {
          amount
        }
        fromPrice {
          amount
        }
      }
    }
  }
`;
const QUOTE = /* GraphQL */ `
  query GroupQuote($input: CartInput!) {
    cartQuote(input: $input) {
      lines {
        unitPrice {
          amount
        }
        lineTotal {
          amount
        }
      }
      subtotal {
        amount
      }
      total {
        amount
      }
      userErrors {
        message
      }
    }
  }
`;
const PLACE = /* GraphQL */ `
  mutation GroupPlace($input: PlaceOrderInput!, $key: String!) {
    placeOrder(input: $input, idempotencyKey: $key) {
      order {
        id
        number
        lines {
          unitPrice {
            amount
          }
        }
        subtotal {
          amount
        }
        total {
          amount
        }
        invoice {
          url
        }
      }
      userErrors {
        message
      }
    }
  }
`;

interface Buyer {
  id: string;
  email: string;
  token: string;
  cookie: string;
}

let t: TestApp;
let owner: Awaited<ReturnType<typeof adminClient>>;
let staff: Awaited<ReturnType<typeof adminClient>>;
let distributorId: string;
let retailId: string;
// the seed: list €89.00 with list tiers 5+ €84.00, 10+ €79.00; Distributor: own tiers 5+ €72.00, 10+ €69.00
const BULK = 'gummy-bears-bulk-1kg';
// the seed: list €299.00; Distributor: explicit €250.00 (beats 15 %)
const CAPSULES = 'cbd-capsules-bulk-1000';
let bulkId: string;
let variable: { slug: string; id: string; variations: { id: string; priceCents: number }[] };

/** 15 % off, per unit, half up (packages/domain percentOff) */
const fifteenOff = (cents: number) => Math.floor((cents * 8500 + 5000) / 10000);
const euros = (cents: number) => (cents / 100).toFixed(2);

async function register(): Promise<Omit<Buyer, 'id'>> {
  const email = `group.${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Sup3r$ecret';
  const { data, res } = await t.gql(TestingRegisterDocument, {
    input: {
      name: 'Greta Groot',
      email,
      phone: null,
      companyName: 'Groot Handel',
      companyRegNumber: 'KVK 12345678',
      companyVatNumber: 'NL004495445B01',
      password,
      confirmPassword: password,
      agreeTerms: true,
      confirmAge: true,
    },
  });
  expect(data.register.userErrors).toEqual([]);
  return { email, token: data.register.token!, cookie: sessionCookieOf(res)! };
}

/** a registered buyer, approved in the console into `groupId` (null: the default group) */
async function buyerIn(groupId: string | null): Promise<Buyer> {
  const registered = await register();
  const list = await owner.gql(AdminCustomerListDocument, { filter: { search: registered.email } });
  const id = list.data.customers.items[0]!.id;
  const approved = await staff.gql(AdminCustomerApproveInGroupDocument, { id, groupId });
  expect(approved.data.approveCustomer.userErrors).toEqual([]);
  return { ...registered, id };
}

/** places an order of `lines` as `buyer`, shipped in Amsterdam (the client sends no price) */
function placeOrderAs(buyer: Buyer, lines: { productId: string; quantity: number }[]) {
  const shipping = {
    fullName: 'Greta Groot',
    email: buyer.email,
    address: 'Damrak 1',
    postcode: '1012 AB',
    city: 'Amsterdam',
    country: 'NL',
  };
  return t.gql(PLACE, { input: { lines, shipping }, key: randomUUID() }, { token: buyer.token });
}

beforeAll(async () => {
  t = await startTestApp({
    env: {
      BUYER_APPROVAL: 'manual',
      MIN_ORDER_VALUE: '0',
      RATE_LIMIT_REGISTER_IP: '1000/60',
      RATE_LIMIT_PLACE_ORDER_IP: '1000/60',
      RATE_LIMIT_PLACE_ORDER_ACCOUNT: '1000/60',
    },
  });
  owner = await adminClient(t, { role: 'OWNER' });
  staff = await adminClient(t, { role: 'STAFF' });
  const groups = await staff.gql(AdminBuyerGroupsDocument);
  expect(groups.errors).toBeUndefined();
  expect(groups.data.buyerGroups.map((g) => [g.name, g.percentOff, g.isDefault])).toEqual([
    ['Retail', '0', true],
    ['Distributor', '15', false],
  ]);
  retailId = groups.data.buyerGroups[0]!.id;
  distributorId = groups.data.buyerGroups[1]!.id;
  const products = await t.backend.catalogue.listProducts();
  bulkId = products.find((p) => p.slug === BULK)!.id;
  const v = products.find((p) => p.type === 'variable' && p.visible && p.variations.length > 1)!;
  variable = { slug: v.slug, id: v.id, variations: v.variations.map((x) => ({ id: x.id, priceCents: x.priceCents })) };
});

afterAll(async () => {
  await t?.close();
});

describe('prices per buyer group', () => {
  it('a Distributor pays its prices on the product page and in the catalogue; a Retail buyer list prices', async () => {
    const distributor = await buyerIn(distributorId);
    const retail = await buyerIn(null);

    const forDistributor = await t.gql(PRODUCT, { slug: BULK }, { token: distributor.token });
    expect(forDistributor.data.product).toMatchObject({
      price: { amount: euros(fifteenOff(8900)) },
      fromPrice: { amount: '69.00' },
      priceTiers: [
        { minQuantity: 5, price: { amount: '72.00' } },
        { minQuantity: 10, price: { amount: '69.00' } },
      ],
    });
    const forRetail = await t.gql(PRODUCT, { slug: BULK }, { token: retail.token });
    expect(forRetail.data.product).toMatchObject({
      price: { amount: '89.00' },
      fromPrice: { amount: '79.00' },
      priceTiers: [
        { minQuantity: 5, price: { amount: '84.00' } },
        { minQuantity: 10, price: { amount: '79.00' } },
      ],
    });
    // an explicit group price beats the percentage
    const capsules = await t.gql(PRODUCT, { slug: CAPSULES }, { token: distributor.token });
    expect(capsules.data.product.price).toEqual({ amount: '250.00' });
    // variations: 15 % off each
    const varied = await t.gql(PRODUCT, { slug: variable.slug }, { token: distributor.token });
    expect(varied.data.product.variations.map((x: { price: { amount: string } }) => x.price.amount)).toEqual(
      variable.variations.map((x) => euros(fifteenOff(x.priceCents))),
    );
    expect(varied.data.product.fromPrice).toEqual({
      amount: euros(Math.min(...variable.variations.map((x) => fifteenOff(x.priceCents)))),
    });

    const catalogue = await t.gql(CATALOG, {}, { token: distributor.token });
    const bulkCard = catalogue.data.products.items.find((p: { slug: string }) => p.slug === BULK);
    expect(bulkCard).toMatchObject({ price: { amount: euros(fifteenOff(8900)) }, fromPrice: { amount: '69.00' } });
    const anonymous = await t.gql(PRODUCT, { slug: BULK }, {});
    expect(anonymous.data.product).toMatchObject({ price: null, fromPrice: null, priceTiers: null });
  });

  it('charges the group price in cartQuote, placeOrder and the invoice; the CSV shows it', async () => {
    const distributor = await buyerIn(distributorId);
    const retail = await buyerIn(retailId);
    const lines = [{ productId: bulkId, quantity: 5 }];

    const quote = await t.gql(QUOTE, { input: { lines } }, { token: distributor.token });
    expect(quote.data.cartQuote.lines[0]).toEqual({ unitPrice: { amount: '72.00' }, lineTotal: { amount: '360.00' } });
    const retailQuote = await t.gql(QUOTE, { input: { lines } }, { token: retail.token });
    expect(retailQuote.data.cartQuote.lines[0].unitPrice).toEqual({ amount: '84.00' });

    // the client sends no price: placeOrder prices from the store, at the buyer's group
    const placed = await placeOrderAs(distributor, lines);
    expect(placed.data.placeOrder.userErrors).toEqual([]);
    const order = placed.data.placeOrder.order;
    expect(order.lines[0].unitPrice).toEqual({ amount: '72.00' });
    expect(order.subtotal).toEqual(quote.data.cartQuote.subtotal);
    expect(order.total).toEqual(quote.data.cartQuote.total);
    const pdf = await t
      .http()
      .get(order.invoice.url)
      .set('authorization', `Bearer ${distributor.token}`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.body as Buffer);
    expect(text).toContain('72.00');
    expect(text).toContain(`EUR ${order.total.amount}`);

    const csv = await t.http().get('/catalog.csv').set('authorization', `Bearer ${distributor.token}`).expect(200);
    const bulkRow = csv.text.split('\r\n').find((row) => row.includes('Gummy Bears Bulk'));
    expect(bulkRow).toContain(euros(fifteenOff(8900)));
    const retailCsv = await t.http().get('/catalog.csv').set('authorization', `Bearer ${retail.token}`).expect(200);
    expect(retailCsv.text.split('\r\n').find((row) => row.includes('Gummy Bears Bulk'))).toContain('89.00');
  });

  it("shows the group's prices on the lines 'Order again' and a loaded order list put back", async () => {
    const distributor = await buyerIn(distributorId);
    const LINE_PRICES = `lines { productId product { price { amount } priceTiers { minQuantity price { amount } } } }`;
    const groupPrices = {
      price: { amount: euros(fifteenOff(8900)) },
      priceTiers: [
        { minQuantity: 5, price: { amount: '72.00' } },
        { minQuantity: 10, price: { amount: '69.00' } },
      ],
    };
    const created = await t.gql(
      `mutation($input: OrderListInput!) { createOrderList(input: $input) { orderList { id } userErrors { message } } }`,
      { input: { name: 'Group prices', lines: [{ productId: bulkId, quantity: 5 }] } },
      { token: distributor.token },
    );
    expect(created.data.createOrderList.userErrors).toEqual([]);
    const loaded = await t.gql(
      `mutation($id: ID!) { loadOrderList(id: $id) { ${LINE_PRICES} } }`,
      { id: created.data.createOrderList.orderList.id },
      { token: distributor.token },
    );
    expect(loaded.errors).toBeUndefined();
    expect(loaded.data.loadOrderList.lines).toEqual([{ productId: bulkId, product: groupPrices }]);

    const placed = await placeOrderAs(distributor, [{ productId: bulkId, quantity: 5 }]);
    expect(placed.data.placeOrder.userErrors).toEqual([]);
    const again = await t.gql(
      `mutation($orderId: ID!) { reorder(orderId: $orderId) { ${LINE_PRICES} userErrors { message } } }`,
      { orderId: placed.data.placeOrder.order.id },
      { token: distributor.token },
    );
    expect(again.errors).toBeUndefined();
    expect(again.data.reorder.lines).toEqual([{ productId: bulkId, product: groupPrices }]);
  });

  it("never serves a Distributor's cached answer to a Retail buyer", async () => {
    const distributor = await buyerIn(distributorId);
    const retailA = await buyerIn(null);
    const retailB = await buyerIn(retailId);
    const otherDistributor = await buyerIn(distributorId);
    const hits = async () => {
      const res = await t.http().get('/metrics').expect(200);
      return Number(/public_response_cache_lookups_total\{result="hit"\} (\d+)/.exec(res.text)?.[1] ?? 0);
    };
    const first = await t.gql(CATALOG, {}, { cookie: distributor.cookie });
    const bulkOf = (body: { products: { items: { slug: string; price: { amount: string } }[] } }) =>
      body.products.items.find((p) => p.slug === BULK)!.price.amount;
    expect(bulkOf(first.data)).toBe(euros(fifteenOff(8900)));
    // the same request bytes from Retail buyers: never the Distributor's answer
    const retailAnswer = await t.gql(CATALOG, {}, { cookie: retailA.cookie });
    expect(bulkOf(retailAnswer.data)).toBe('89.00');
    expect(retailAnswer.res.text).not.toBe(first.res.text);
    const retailAgain = await t.gql(CATALOG, {}, { cookie: retailA.cookie });
    expect(bulkOf(retailAgain.data)).toBe('89.00');
    // a buyer approved into Retail by id is priced like one without a group
    expect(bulkOf((await t.gql(CATALOG, {}, { cookie: retailB.cookie })).data)).toBe('89.00');
    // and the Distributor's own answer is shared with the next Distributor from the cache. The cache keeps
    // an answer 5 s, and the requests above can take longer than that on a busy machine: the first
    // Distributor asks again right before (a hit, or the answer stored afresh), so the check does not
    // depend on how long they took
    await t.gql(CATALOG, {}, { cookie: distributor.cookie });
    const before = await hits();
    const shared = await t.gql(CATALOG, {}, { cookie: otherDistributor.cookie });
    expect(shared.res.text).toBe(first.res.text);
    expect(await hits()).toBe(before + 1);
  });

  it('a group change takes effect in the same session, and is audited', async () => {
    const buyer = await buyerIn(null);
    const before = await t.gql(PRODUCT, { slug: BULK }, { cookie: buyer.cookie });
    expect(before.data.product.price).toEqual({ amount: '89.00' });

    const moved = await staff.gql(AdminCustomerSetGroupDocument, { id: buyer.id, groupId: distributorId });
    expect(moved.data.setCustomerGroup).toEqual({
      customer: { id: buyer.id, groupId: distributorId, groupName: 'Distributor' },
      userErrors: [],
    });
    const after = await t.gql(PRODUCT, { slug: BULK }, { cookie: buyer.cookie });
    expect(after.data.product.price).toEqual({ amount: euros(fifteenOff(8900)) });
    const quote = await t.gql(
      QUOTE,
      { input: { lines: [{ productId: bulkId, quantity: 10 }] } },
      { cookie: buyer.cookie },
    );
    expect(quote.data.cartQuote.lines[0].unitPrice).toEqual({ amount: '69.00' });

    const back = await staff.gql(AdminCustomerSetGroupDocument, { id: buyer.id, groupId: null });
    expect(back.data.setCustomerGroup.customer).toEqual({ id: buyer.id, groupId: null, groupName: 'Retail' });
    const again = await t.gql(PRODUCT, { slug: BULK }, { cookie: buyer.cookie });
    expect(again.data.product.price).toEqual({ amount: '89.00' });

    const audit = await owner.gql(AuditLogDocument, { filter: { action: 'customer.group' } });
    const entries = audit.data.auditLog.items.filter((e) => e.subject === `customer ${buyer.email}`);
    expect(entries).toHaveLength(2);
    expect(entries.map((e) => JSON.parse(String(e.after)))).toEqual(
      expect.arrayContaining([{ groupId: distributorId }, { groupId: null }]),
    );
  });

  it('refuses an unknown group, on approval and on a change', async () => {
    const registered = await register();
    const list = await owner.gql(AdminCustomerListDocument, { filter: { search: registered.email } });
    const pending = list.data.customers.items[0]!;
    const approve = await staff.gql(AdminCustomerApproveInGroupDocument, { id: pending.id, groupId: '9999' });
    expect(approve.data.approveCustomer).toEqual({
      customer: null,
      userErrors: [{ field: ['groupId'], message: 'This buyer group does not exist', code: 'NOT_FOUND' }],
    });
    // still pending: nothing was changed
    expect(
      (await owner.gql(AdminCustomerListDocument, { filter: { search: registered.email } })).data.customers.items[0]!
        .status,
    ).toBe('PENDING');
    const buyer = await buyerIn(null);
    const moved = await staff.gql(AdminCustomerSetGroupDocument, { id: buyer.id, groupId: '9999' });
    expect(moved.data.setCustomerGroup).toEqual({
      customer: null,
      userErrors: [{ field: ['groupId'], message: 'This buyer group does not exist', code: 'NOT_FOUND' }],
    });
  });
});

describe('editing groups', () => {
  it('staff read groups but cannot save them', async () => {
    const { errors } = await staff.gql(AdminBuyerGroupSaveDocument, {
      input: { id: distributorId, name: 'Distributor', percentOff: '50', items: [] },
    });
    expect(errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });

  it('an owner creates and changes a group; prices follow at once; both are audited', async () => {
    const created = await owner.gql(AdminBuyerGroupSaveDocument, {
      input: {
        name: 'Wholesale partners',
        percentOff: '10',
        items: [{ productId: bulkId, price: '70.00', tiers: [{ minQuantity: 20, price: '60' }] }],
      },
    });
    expect(created.data.saveBuyerGroup.userErrors).toEqual([]);
    const group = created.data.saveBuyerGroup.group!;
    expect(group).toMatchObject({
      name: 'Wholesale partners',
      percentOff: '10',
      isDefault: false,
      customerCount: 0,
      items: [
        {
          productId: bulkId,
          variationId: null,
          productName: 'Gummy Bears Bulk 1 kg',
          listPrice: { amount: '89.00' },
          price: { amount: '70.00' },
          tiers: [{ minQuantity: 20, price: { amount: '60.00' } }],
        },
      ],
    });
    const buyer = await buyerIn(group.id);
    const priced = await t.gql(PRODUCT, { slug: BULK }, { token: buyer.token });
    expect(priced.data.product).toMatchObject({ price: { amount: '70.00' }, fromPrice: { amount: '60.00' } });
    const capsules = await t.gql(PRODUCT, { slug: CAPSULES }, { token: buyer.token });
    expect(capsules.data.product.price).toEqual({ amount: '269.10' });

    const changed = await owner.gql(AdminBuyerGroupSaveDocument, {
      input: { id: group.id, name: 'Wholesale partners', percentOff: '20', items: [] },
    });
    expect(changed.data.saveBuyerGroup.userErrors).toEqual([]);
    const repriced = await t.gql(PRODUCT, { slug: BULK }, { token: buyer.token });
    // no own price any more: 20 % off €89.00, and the list tiers (€84.00, €79.00) are dearer
    expect(repriced.data.product).toMatchObject({ price: { amount: '71.20' }, priceTiers: [] });

    const audit = await owner.gql(AuditLogDocument, { filter: { search: 'Wholesale partners' } });
    expect(audit.data.auditLog.items.map((e) => e.action).sort()).toEqual(['buyerGroup.create', 'buyerGroup.update']);
  });

  it('answers wrong input with userErrors', async () => {
    const taken = await owner.gql(AdminBuyerGroupSaveDocument, {
      input: { name: 'retail', percentOff: '5', items: [] },
    });
    expect(taken.data.saveBuyerGroup.userErrors).toEqual([
      { field: ['input', 'name'], message: 'Another group already has this name', code: 'NAME_TAKEN' },
    ]);
    const wrong = await owner.gql(AdminBuyerGroupSaveDocument, {
      input: { name: 'X', percentOff: '120', items: [{ productId: '999999', price: '1' }] },
    });
    expect(wrong.data.saveBuyerGroup.userErrors).toEqual([
      {
        field: ['input', 'percentOff'],
        message: 'The discount must be between 0 and 100 % with at most two decimals',
        code: 'INVALID',
      },
    ]);
    const unknown = await owner.gql(AdminBuyerGroupSaveDocument, {
      input: { name: 'X', percentOff: '1', items: [{ productId: '999999', price: '1' }] },
    });
    expect(unknown.data.saveBuyerGroup.userErrors).toEqual([
      {
        field: ['input', 'items', '0', 'productId'],
        message: 'This product or variation does not exist',
        code: 'NOT_FOUND',
      },
    ]);
  });
});
