/**
 * Issue 19, quick order on the embedded store (real PGlite): `quickOrderPreview` over a CSV file's text
 * and the pad's lines. The CSV edge cases themselves are proven in packages/domain (quick-order/*.spec.ts);
 * here they travel through the real API: matched lines with the caller's prices and tiers, case-pack
 * corrections, unknown / hidden / out-of-stock lines, formula rows, 500 lines accepted and 501 refused.
 */
import { randomUUID } from 'node:crypto';
import { SaveProductDocument, type ProductInput } from '@shop/schema/admin-operations';
import { QUICK_ORDER_CSV_MESSAGES, QUICK_ORDER_MAX_CSV_CHARS } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, adminClient } from './helpers/admin.js';
import { type Buyer, registerBuyer } from './helpers/shop-callers.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let staff: AdminClient;
let buyer: Buyer;

beforeAll(async () => {
  t = await startTestApp({ env: { RATE_LIMIT_REGISTER_IP: '1000/60' } });
  staff = await adminClient(t, { role: 'STAFF' });
  buyer = await registerBuyer(t);
});

afterAll(async () => {
  await t?.close();
});

const unique = (label: string) => `${label}-${randomUUID().slice(0, 8)}`.toUpperCase();

const PREVIEW = `query Preview($csv: String, $lines: [QuickOrderLineInput!]) {
  quickOrderPreview(csv: $csv, lines: $lines) {
    lines { sku rows productId variationId requestedQuantity quantity correction unitPrice { amount } tierMinQuantity product { slug name } }
    problems { rows sku quantity reason message }
    userErrors { field message code }
  }
}`;

async function saveProduct(input: Partial<ProductInput> & { slug: string }) {
  const { data, errors } = await staff.gql(SaveProductDocument, {
    input: {
      name: `Quick ${input.slug}`,
      type: 'simple',
      status: 'publish',
      catalogVisibility: 'visible',
      price: '4.00',
      categorySlugs: ['gummies'],
      stockStatus: 'instock',
      ...input,
    },
  });
  expect(errors).toBeUndefined();
  expect(data.saveProduct.userErrors).toEqual([]);
  return data.saveProduct.product!;
}

async function preview(variables: { csv?: string; lines?: { sku: string; quantity: number }[] }, token?: string) {
  const { data, errors } = await t.gql(PREVIEW, variables, token ? { token } : {});
  expect(errors).toBeUndefined();
  return data.quickOrderPreview;
}

async function skuOf(slug: string): Promise<string> {
  const { data } = await t.gql(`query($slug: String!) { product(slug: $slug) { sku } }`, { slug });
  return data.product.sku as string;
}

describe('quickOrderPreview', () => {
  it('matches a file of SKUs with the buyer prices and tiers, rounds to whole cases and lists what cannot be added', async () => {
    const plainSku = unique('QO-PLAIN');
    const hiddenSku = unique('QO-HIDDEN');
    const emptySku = unique('QO-EMPTY');
    await saveProduct({ slug: unique('qo-plain').toLowerCase(), sku: plainSku });
    await saveProduct({ slug: unique('qo-hidden').toLowerCase(), sku: hiddenSku, catalogVisibility: 'hidden' });
    await saveProduct({ slug: unique('qo-empty').toLowerCase(), sku: emptySku, stockStatus: 'outofstock' });
    const casePackSku = await skuOf('cbd-peach-rings'); // seeded: minimum 12, case of 12, tiers

    const csv = [
      '\uFEFFSKU;Quantity',
      `${plainSku.toLowerCase()};2`,
      `${casePackSku};30`,
      'NOPE-404;1',
      `${hiddenSku};1`,
      `${emptySku};1`,
      '"=HYPERLINK(""https://evil.example"",""x"")";1',
      `${plainSku};3`,
      `${plainSku.slice(0, 4)};0`,
    ].join('\r\n');
    const answer = await preview({ csv }, buyer.token);
    expect(answer.userErrors).toEqual([]);
    expect(answer.lines).toMatchObject([
      {
        sku: plainSku.toLowerCase(),
        rows: [2, 8],
        requestedQuantity: 5,
        quantity: 5,
        correction: null,
        unitPrice: { amount: '4.00' },
        tierMinQuantity: null,
      },
      {
        sku: casePackSku,
        rows: [3],
        requestedQuantity: 30,
        quantity: 36,
        correction: 'Sold in cases of 12: 30 rounded up to 36',
        product: { slug: 'cbd-peach-rings' },
      },
    ]);
    expect(answer.lines[1].unitPrice.amount).toMatch(/^\d+\.\d{2}$/);
    expect(answer.lines[1].tierMinQuantity).toEqual(expect.any(Number));
    expect(answer.problems.map((p: { rows: number[]; reason: string }) => [p.rows, p.reason])).toEqual([
      [[4], 'UNKNOWN_SKU'],
      // a hidden product reads exactly like an unknown SKU
      [[5], 'UNKNOWN_SKU'],
      [[6], 'OUT_OF_STOCK'],
      [[7], 'FORMULA_CELL'],
      [[9], 'INVALID_QUANTITY'],
    ]);
    expect(answer.problems[0]).toMatchObject({
      sku: 'NOPE-404',
      quantity: 1,
      message: 'No product with this SKU is sold in the shop',
    });
    expect(answer.problems[3]).toMatchObject({ sku: null, message: expect.stringMatching(/formula/) });
  });

  it('checks the pad lines the same way, and hides prices from anonymous callers', async () => {
    const sku = await skuOf('cbd-peach-rings');
    const anonymous = await preview({ lines: [{ sku, quantity: 1 }] });
    expect(anonymous.lines).toMatchObject([
      {
        sku,
        rows: [1],
        quantity: 12,
        correction: 'The minimum order quantity is 12: 1 raised to 12',
        unitPrice: null,
        tierMinQuantity: null,
      },
    ]);
    const buyerAnswer = await preview({ lines: [{ sku, quantity: 12 }] }, buyer.token);
    expect(buyerAnswer.lines[0].unitPrice).not.toBeNull();
    expect(buyerAnswer.lines[0].correction).toBeNull();
  });

  it('takes 500 lines and refuses 501 with a clear message, before looking at any line', async () => {
    const sku = await skuOf('cbd-peach-rings');
    const body = (count: number) => Array.from({ length: count }, () => `${sku},12`).join('\n');
    const ok = await preview({ csv: `sku,quantity\n${body(500)}` }, buyer.token);
    expect(ok.userErrors).toEqual([]);
    expect(ok.lines).toHaveLength(1);
    expect(ok.lines[0]).toMatchObject({ requestedQuantity: 6000, quantity: 6000 });
    expect(ok.lines[0].rows).toHaveLength(500);

    const refused = await preview({ csv: `sku,quantity\n${body(501)}` }, buyer.token);
    expect(refused).toEqual({
      lines: [],
      problems: [],
      userErrors: [{ field: ['csv'], message: QUICK_ORDER_CSV_MESSAGES.tooManyLines(501), code: 'INVALID' }],
    });
    const tooManyTyped = await preview({ lines: Array.from({ length: 501 }, () => ({ sku, quantity: 1 })) });
    expect(tooManyTyped.userErrors[0]).toMatchObject({ field: ['lines'], code: 'INVALID' });
  });

  it('answers a file too long with its own message, inside the request size limit', async () => {
    const answer = await preview({ csv: '"'.repeat(QUICK_ORDER_MAX_CSV_CHARS + 1) }, buyer.token);
    expect(answer.userErrors).toEqual([{ field: ['csv'], message: QUICK_ORDER_CSV_MESSAGES.tooLong, code: 'INVALID' }]);
  });

  it('says so when the file holds no lines, or only blanks', async () => {
    for (const csv of ['sku,quantity\n', '   ', '\r\n\r\n']) {
      const answer = await preview({ csv }, buyer.token);
      expect(answer.userErrors).toEqual([{ field: ['csv'], message: QUICK_ORDER_CSV_MESSAGES.empty, code: 'INVALID' }]);
    }
  });
});
