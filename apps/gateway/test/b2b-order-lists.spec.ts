/**
 * Issue 19, order lists (saved carts) on the embedded store (real PGlite): create from cart lines,
 * rename, edit quantities, load by the reorder rule (lines still on sale, the others skipped with the
 * reason), delete; another buyer's list is NOT_FOUND; the lists are in myDataExport and gone after
 * deleteMyAccount.
 */
import { randomUUID } from 'node:crypto';
import { SaveProductDocument, type ProductInput } from '@shop/schema/admin-operations';
import { MAX_ORDER_LISTS, ORDER_LIST_MESSAGES } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, adminClient } from './helpers/admin.js';
import { BUYER_PASSWORD, type Buyer, registerBuyer } from './helpers/shop-callers.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let staff: AdminClient;
let buyer: Buyer;
let other: Buyer;

beforeAll(async () => {
  t = await startTestApp({ env: { RATE_LIMIT_REGISTER_IP: '1000/60' } });
  staff = await adminClient(t, { role: 'STAFF' });
  buyer = await registerBuyer(t);
  other = await registerBuyer(t);
});

afterAll(async () => {
  await t?.close();
});

const unique = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;

const LIST_FIELDS = `id name createdAt updatedAt lines { productId variationId quantity product { slug } }`;
const CREATE = `mutation($input: OrderListInput!) { createOrderList(input: $input) { orderList { ${LIST_FIELDS} } userErrors { field message code } } }`;
const RENAME = `mutation($id: ID!, $name: String!) { renameOrderList(id: $id, name: $name) { orderList { ${LIST_FIELDS} } userErrors { field message code } } }`;
const UPDATE = `mutation($id: ID!, $lines: [CartLineInput!]!) { updateOrderListLines(id: $id, lines: $lines) { orderList { ${LIST_FIELDS} } userErrors { field message code } } }`;
const DELETE = `mutation($id: ID!) { deleteOrderList(id: $id) { ok userErrors { message } } }`;
const LOAD = `mutation($id: ID!) { loadOrderList(id: $id) { lines { productId variationId quantity product { slug } } skipped { productId name quantity reason message } userErrors { message } } }`;
const LISTS = `query { orderLists { ${LIST_FIELDS} } }`;
const ONE = `query($id: ID!) { orderList(id: $id) { ${LIST_FIELDS} } }`;

async function saveProduct(slug: string, overrides: Partial<ProductInput> = {}) {
  const { data, errors } = await staff.gql(SaveProductDocument, {
    input: {
      name: `List ${slug}`,
      slug,
      type: 'simple',
      status: 'publish',
      catalogVisibility: 'visible',
      price: '3.50',
      categorySlugs: ['gummies'],
      stockStatus: 'instock',
      ...overrides,
    } as ProductInput,
  });
  expect(errors).toBeUndefined();
  expect(data.saveProduct.userErrors).toEqual([]);
  return data.saveProduct.product!;
}

async function call(query: string, variables: Record<string, unknown>, who: Buyer | null = buyer) {
  return t.gql(query, variables, who ? { token: who.token } : {});
}

describe('order lists', () => {
  it('saves, renames, edits, loads (skipping what is no longer sold) and deletes a list', async () => {
    const kept = await saveProduct(unique('list-kept'));
    const gone = await saveProduct(unique('list-gone'));
    const created = await call(CREATE, {
      input: {
        name: '  Weekly   restock ',
        lines: [
          { productId: kept.id, quantity: 2 },
          { productId: kept.id, quantity: 1 },
          { productId: gone.id, quantity: 4 },
        ],
      },
    });
    expect(created.errors).toBeUndefined();
    const list = created.data.createOrderList.orderList;
    expect(created.data.createOrderList.userErrors).toEqual([]);
    expect(list).toMatchObject({
      name: 'Weekly restock',
      lines: [
        { productId: kept.id, variationId: null, quantity: 3, product: { slug: kept.slug } },
        { productId: gone.id, variationId: null, quantity: 4, product: { slug: gone.slug } },
      ],
    });

    const taken = await call(CREATE, {
      input: { name: 'weekly RESTOCK', lines: [{ productId: kept.id, quantity: 1 }] },
    });
    expect(taken.data.createOrderList).toEqual({
      orderList: null,
      userErrors: [{ field: ['input', 'name'], message: ORDER_LIST_MESSAGES.nameTaken, code: 'NAME_TAKEN' }],
    });
    const empty = await call(CREATE, { input: { name: 'Nothing', lines: [] } });
    expect(empty.data.createOrderList.userErrors).toEqual([
      { field: ['input', 'lines'], message: ORDER_LIST_MESSAGES.empty, code: 'INVALID' },
    ]);

    const renamed = await call(RENAME, { id: list.id, name: 'Bar Sunday' });
    expect(renamed.data.renameOrderList.orderList.name).toBe('Bar Sunday');
    const badName = await call(RENAME, { id: list.id, name: ' ' });
    expect(badName.data.renameOrderList.userErrors).toEqual([
      { field: ['name'], message: ORDER_LIST_MESSAGES.nameRequired, code: 'INVALID' },
    ]);

    const edited = await call(UPDATE, {
      id: list.id,
      lines: [
        { productId: kept.id, quantity: 6 },
        { productId: gone.id, quantity: 4 },
      ],
    });
    expect(edited.data.updateOrderListLines.orderList.lines.map((l: { quantity: number }) => l.quantity)).toEqual([
      6, 4,
    ]);
    const badQuantity = await call(UPDATE, { id: list.id, lines: [{ productId: kept.id, quantity: 0 }] });
    expect(badQuantity.data.updateOrderListLines.userErrors).toEqual([
      { field: ['lines', '0', 'quantity'], message: ORDER_LIST_MESSAGES.quantity, code: 'INVALID' },
    ]);

    await saveProduct(gone.slug, { id: gone.id, catalogVisibility: 'hidden' } as Partial<ProductInput>);
    const loaded = await call(LOAD, { id: list.id });
    expect(loaded.errors).toBeUndefined();
    expect(loaded.data.loadOrderList).toEqual({
      lines: [{ productId: kept.id, variationId: null, quantity: 6, product: { slug: kept.slug } }],
      // hidden reads as deleted: a list can hold any product id, so the name would tell a buyer what the
      // shop hides
      skipped: [
        {
          productId: gone.id,
          name: 'A product no longer sold',
          quantity: 4,
          reason: 'PRODUCT_UNAVAILABLE',
          message: 'No longer sold',
        },
      ],
      userErrors: [],
    });
    // the hidden product is no longer shown on the list's line
    const read = await call(ONE, { id: list.id });
    expect(read.data.orderList.lines[1]).toMatchObject({ productId: gone.id, product: null });

    const all = await call(LISTS, {});
    expect(all.data.orderLists.map((l: { id: string }) => l.id)).toContain(list.id);
    const deleted = await call(DELETE, { id: list.id });
    expect(deleted.data.deleteOrderList).toEqual({ ok: true, userErrors: [] });
    expect((await call(ONE, { id: list.id })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect((await call(DELETE, { id: list.id })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });

  it("answers another buyer's list as NOT_FOUND for every operation, and an anonymous caller as UNAUTHENTICATED", async () => {
    const product = await saveProduct(unique('list-own'));
    const { data } = await call(CREATE, { input: { name: 'Mine', lines: [{ productId: product.id, quantity: 1 }] } });
    const id = data.createOrderList.orderList.id as string;
    for (const [query, variables] of [
      [ONE, { id }],
      [RENAME, { id, name: 'Stolen' }],
      [UPDATE, { id, lines: [{ productId: product.id, quantity: 9 }] }],
      [LOAD, { id }],
      [DELETE, { id }],
    ] as const) {
      const answer = await call(query, variables, other);
      expect(answer.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    }
    expect((await call(LISTS, {}, other)).data.orderLists).toEqual([]);
    expect((await call(LISTS, {}, null)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect((await call(ONE, { id: 'not-an-id' })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    // the owner's list is untouched
    expect((await call(ONE, { id })).data.orderList).toMatchObject({ name: 'Mine', lines: [{ quantity: 1 }] });
  });

  it(`keeps at most ${MAX_ORDER_LISTS} lists per buyer`, async () => {
    const crowded = await registerBuyer(t);
    const product = await saveProduct(unique('list-many'));
    for (let i = 0; i < MAX_ORDER_LISTS; i += 1) {
      const answer = await call(
        CREATE,
        { input: { name: `List ${i}`, lines: [{ productId: product.id, quantity: 1 }] } },
        crowded,
      );
      expect(answer.data.createOrderList.userErrors).toEqual([]);
    }
    const over = await call(
      CREATE,
      { input: { name: 'One more', lines: [{ productId: product.id, quantity: 1 }] } },
      crowded,
    );
    expect(over.data.createOrderList.userErrors).toEqual([
      { field: null, message: ORDER_LIST_MESSAGES.tooManyLists, code: 'TOO_MANY_LISTS' },
    ]);
  });

  it('puts the lists in myDataExport and deletes them with the account', async () => {
    const leaving = await registerBuyer(t);
    const product = await saveProduct(unique('list-gdpr'));
    await call(CREATE, { input: { name: 'Export me', lines: [{ productId: product.id, quantity: 2 }] } }, leaving);
    const exported = await call(`query { myDataExport }`, {}, leaving);
    expect(exported.errors).toBeUndefined();
    expect(JSON.parse(exported.data.myDataExport).orderLists).toEqual([
      expect.objectContaining({
        name: 'Export me',
        lines: [{ productId: product.id, variationId: null, quantity: 2 }],
      }),
    ]);
    const backend = t.backend as unknown as { orderLists: { list(owner: string): Promise<unknown[]> } };
    expect(await backend.orderLists.list(leaving.id)).toHaveLength(1);
    const deleted = await call(
      `mutation($password: String!) { deleteMyAccount(password: $password) { ok } }`,
      { password: BUYER_PASSWORD },
      leaving,
    );
    expect(deleted.data.deleteMyAccount.ok).toBe(true);
    expect(await backend.orderLists.list(leaving.id)).toEqual([]);
  });
});
