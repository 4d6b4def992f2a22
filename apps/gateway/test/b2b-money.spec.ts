/**
 * Issue 18 on the embedded store (PGlite): the quote equals the stored order equals the invoice to the
 * cent; VAT per tax class for a Dutch buyer, reverse charge for a Belgian business, export outside the
 * EU; PO numbers; the invoice PDF for its buyer and staff only; gap-free invoice numbers; the minimum
 * order value.
 */
import { randomUUID } from 'node:crypto';
import { centsToDecimal, toCents, VAT_TEXTS } from '@shop/domain';
import { TestingRegisterDocument } from '@shop/schema/operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from './helpers/admin.js';
import { pdfText } from './helpers/pdf-text.js';
import { sessionCookieOf, startTestApp, type TestApp } from './helpers/test-app.js';

const QUOTE = /* GraphQL */ `
  query Quote($input: CartInput!) {
    cartQuote(input: $input) {
      subtotal {
        amount
      }
      discount {
        amount
      }
      shipping {
        amount
      }
      tax {
        amount
      }
      taxLines {
        label
        rate
        base {
          amount
        }
        amount {
          amount
        }
      }
      reverseCharge
      missingForFreeShipping {
        amount
      }
      total {
        amount
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

const PLACE = /* GraphQL */ `
  mutation Place($input: PlaceOrderInput!, $key: String!) {
    placeOrder(input: $input, idempotencyKey: $key) {
      order {
        number
        subtotal {
          amount
        }
        discount {
          amount
        }
        shippingTotal {
          amount
        }
        taxTotal {
          amount
        }
        taxLines {
          label
          rate
          base {
            amount
          }
          amount {
            amount
          }
        }
        reverseCharge
        total {
          amount
        }
        poNumber
        paymentMethod
        invoice {
          number
          issuedAt
          url
        }
        shipping {
          postcode
          city
          country
        }
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

const ORDER = /* GraphQL */ `
  query Order($id: ID!) {
    order(id: $id) {
      number
      total {
        amount
      }
      taxTotal {
        amount
      }
      shippingTotal {
        amount
      }
      poNumber
      invoice {
        number
        url
      }
    }
  }
`;

/** this file registers a buyer per case and places many orders from one address */
const LIMITS = {
  RATE_LIMIT_REGISTER_IP: '1000/60',
  RATE_LIMIT_PLACE_ORDER_IP: '1000/60',
  RATE_LIMIT_PLACE_ORDER_ACCOUNT: '1000/60',
  RATE_LIMIT_COUPON_IP: '1000/60',
};

interface Buyer {
  token: string;
  cookie: string;
}

let t: TestApp;
// product ids of the seed (deterministic): a 21 % oil and a 9 % gummy
let oil: { id: string; priceCents: number };
let gummy: { id: string; priceCents: number };

async function register(vatNumber: string): Promise<Buyer> {
  const password = 'Sup3r$ecret';
  const { data, res } = await t.gql(TestingRegisterDocument, {
    input: {
      name: 'Anna de Boer',
      email: `b2b.${randomUUID().slice(0, 8)}@example.com`,
      phone: null,
      companyName: 'Boer Retail',
      companyRegNumber: 'KVK 12345678',
      companyVatNumber: vatNumber,
      password,
      confirmPassword: password,
      agreeTerms: true,
      confirmAge: true,
    },
  });
  expect(data.register.userErrors).toEqual([]);
  return { token: data.register.token!, cookie: sessionCookieOf(res)! };
}

const shipping = (country: string) => ({
  fullName: 'Anna de Boer',
  email: 'anna@example.com',
  address: 'Rue Neuve 1',
  postcode: country === 'NL' ? '1012 AB' : '1000',
  city: country === 'NL' ? 'Amsterdam' : 'Brussels',
  country,
});

beforeAll(async () => {
  t = await startTestApp({ env: { MIN_ORDER_VALUE: '0', ...LIMITS } });
  const products = await t.backend.catalogue.listProducts();
  const pick = (slug: string) => {
    const p = products.find((product) => product.slug === slug)!;
    return { id: p.id, priceCents: p.priceCents, taxClass: p.taxClass };
  };
  const o = pick('cbd-oil-bulk-1l');
  const g = pick('vegan-fruit-gummies');
  expect([o.taxClass, g.taxClass]).toEqual(['standard', 'reduced']);
  oil = o;
  gummy = g;
});

afterAll(async () => {
  await t?.close();
});

async function quoteAndPlace(buyer: Buyer, lines: unknown[], country: string, extra: Record<string, unknown> = {}) {
  const q = await t.gql(QUOTE, { input: { lines, shippingCountry: country, ...pick(extra, 'couponCode') } }, buyer);
  expect(q.errors).toBeUndefined();
  const placed = await t.gql(
    PLACE,
    { input: { lines, shipping: shipping(country), ...extra }, key: randomUUID() },
    { token: buyer.token },
  );
  expect(placed.errors).toBeUndefined();
  expect(placed.data.placeOrder.userErrors).toEqual([]);
  return { quote: q.data.cartQuote, order: placed.data.placeOrder.order };
}

function pick(source: Record<string, unknown>, key: string) {
  return key in source ? { [key]: source[key] } : {};
}

async function invoicePdf(url: string, auth: { cookie?: string; token?: string }) {
  let req = t
    .http()
    .get(url)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
  if (auth.cookie) req = req.set('cookie', auth.cookie);
  if (auth.token) req = req.set('authorization', `Bearer ${auth.token}`);
  return req;
}

describe('a Dutch buyer', () => {
  it('pays 21 % and 9 % VAT and NL shipping; quote = placed order = order read back = invoice PDF, to the cent', async () => {
    const buyer = await register('NL004495445B01');
    const lines = [
      { productId: gummy.id, quantity: 3 },
      { productId: oil.id, quantity: 1 },
    ];
    const { quote, order } = await quoteAndPlace(buyer, lines, 'NL', { poNumber: 'PO-NL-1' });
    // 35.70 at 9 % = 3.213 → 3.21; 389.00 at 21 % = 81.69; free shipping from €250
    expect(quote).toMatchObject({
      subtotal: { amount: '424.70' },
      shipping: { amount: '0.00' },
      tax: { amount: '84.90' },
      total: { amount: '509.60' },
      reverseCharge: false,
      taxLines: [
        { label: 'VAT 21 %', rate: '21.00', base: { amount: '389.00' }, amount: { amount: '81.69' } },
        { label: 'VAT 9 %', rate: '9.00', base: { amount: '35.70' }, amount: { amount: '3.21' } },
      ],
    });
    expect(order).toMatchObject({
      subtotal: quote.subtotal,
      discount: quote.discount,
      shippingTotal: quote.shipping,
      taxTotal: quote.tax,
      taxLines: quote.taxLines,
      total: quote.total,
      reverseCharge: false,
      poNumber: 'PO-NL-1',
      paymentMethod: 'Invoice (bank transfer, 30 days)',
      shipping: { postcode: '1012 AB', city: 'Amsterdam', country: 'NL' },
    });
    expect(order.invoice.number).toMatch(/^\d{4}-\d{5}$/);
    expect(order.invoice.url).toBe(`/invoices/${order.invoice.number}.pdf`);

    const again = await t.gql(ORDER, { id: order.number }, { token: buyer.token });
    expect(again.data.order).toMatchObject({ total: quote.total, taxTotal: quote.tax, poNumber: 'PO-NL-1' });

    const res = await invoicePdf(order.invoice.url, { cookie: buyer.cookie });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.body as Buffer);
    expect(text).toContain(order.invoice.number);
    expect(text).toContain('PO-NL-1');
    expect(text).toContain('EUR 509.60');
    expect(text).toContain('VAT 21 %');
    expect(text).toContain('VAT 9 %');
    expect(text).toContain('Boer Retail');
    expect(text).toContain('NL004495445B01');
    expect(text).not.toContain('Reverse charge');
  });

  it('pays €9.95 shipping below €250 and hears how much more ships free', async () => {
    const buyer = await register('NL004495445B01');
    const q = await t.gql(QUOTE, { input: { lines: [{ productId: gummy.id, quantity: 1 }] } }, buyer);
    // no shippingCountry: the Netherlands. 11.90 at 9 % = 1.071 → 1.07; 9.95 at 21 % = 2.0895 → 2.09
    expect(q.data.cartQuote).toMatchObject({
      shipping: { amount: '9.95' },
      tax: { amount: '3.16' },
      total: { amount: '25.01' },
      missingForFreeShipping: { amount: centsToDecimal(25_000 - gummy.priceCents) },
    });
  });
});

describe('a Belgian business with a valid Belgian VAT number', () => {
  it('gets reverse charge (VAT 0 %) and EU shipping; the invoice says so and shows the PO number', async () => {
    const buyer = await register('BE0411905847');
    const lines = [{ productId: gummy.id, quantity: 24 }];
    const { quote, order } = await quoteAndPlace(buyer, lines, 'BE', { poNumber: 'PO-BE-24' });
    // 24 × 11.90 = 285.60 < 500: EU shipping €19.95, no VAT
    expect(quote).toMatchObject({
      subtotal: { amount: '285.60' },
      shipping: { amount: '19.95' },
      tax: { amount: '0.00' },
      total: { amount: '305.55' },
      reverseCharge: true,
      taxLines: [{ label: VAT_TEXTS.reverseChargeLabel, rate: '0.00', amount: { amount: '0.00' } }],
    });
    expect(order).toMatchObject({ total: quote.total, taxTotal: quote.tax, reverseCharge: true, poNumber: 'PO-BE-24' });
    const res = await invoicePdf(order.invoice.url, { token: buyer.token });
    expect(res.status).toBe(200);
    const text = await pdfText(res.body as Buffer);
    expect(text).toContain('PO-BE-24');
    expect(text).toContain('Reverse charge');
    expect(text).toContain('EUR 305.55');
    expect(text).toContain('BE0411905847');
  });

  it('pays Dutch VAT when the goods stay in the Netherlands', async () => {
    const buyer = await register('BE0411905847');
    const q = await t.gql(
      QUOTE,
      { input: { lines: [{ productId: oil.id, quantity: 1 }], shippingCountry: 'NL' } },
      buyer,
    );
    expect(q.data.cartQuote).toMatchObject({ reverseCharge: false, tax: { amount: '81.69' } });
  });
});

describe('outside the EU', () => {
  it('exports at 0 % with world shipping', async () => {
    const buyer = await register('NL004495445B01');
    const q = await t.gql(
      QUOTE,
      { input: { lines: [{ productId: oil.id, quantity: 1 }], shippingCountry: 'US' } },
      buyer,
    );
    expect(q.data.cartQuote).toMatchObject({
      shipping: { amount: '49.95' },
      tax: { amount: '0.00' },
      total: { amount: '438.95' },
      reverseCharge: false,
      taxLines: [{ label: VAT_TEXTS.exportLabel }],
    });
  });
});

describe('invoice downloads', () => {
  it('are the buyer’s and staff’s only: another buyer, a stranger and a bad name get 404', async () => {
    const owner = await register('NL004495445B01');
    const { order } = await quoteAndPlace(owner, [{ productId: oil.id, quantity: 1 }], 'NL');
    const url = order.invoice.url;
    const other = await register('NL004495445B01');
    expect((await invoicePdf(url, { cookie: other.cookie })).status).toBe(404);
    expect((await invoicePdf(url, { token: other.token })).status).toBe(404);
    expect((await invoicePdf(url, {})).status).toBe(404);
    expect((await invoicePdf('/invoices/9999-99999.pdf', { cookie: owner.cookie })).status).toBe(404);
    expect((await invoicePdf('/invoices/..%2Fetc.pdf', { cookie: owner.cookie })).status).toBe(404);
    // the console's route: staff only; a buyer's credentials count for nothing there
    const adminUrl = `/admin/invoices/${order.invoice.number}.pdf`;
    expect((await invoicePdf(adminUrl, { cookie: owner.cookie })).status).toBe(404);
    expect((await invoicePdf(adminUrl, { token: owner.token })).status).toBe(404);
    const staff = await adminClient(t);
    const res = await invoicePdf(adminUrl, { cookie: staff.cookie });
    expect(res.status).toBe(200);
    expect(await pdfText(res.body as Buffer)).toContain(order.invoice.number);
  });

  it('are numbered without gaps, one after the other', async () => {
    const buyer = await register('NL004495445B01');
    const numbers: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const { order } = await quoteAndPlace(buyer, [{ productId: oil.id, quantity: 1 }], 'NL');
      numbers.push(Number(order.invoice.number.split('-')[1]));
    }
    expect(numbers).toEqual([numbers[0], numbers[0]! + 1, numbers[0]! + 2]);
  });

  it('a refused order (an unknown coupon) draws no number', async () => {
    const buyer = await register('NL004495445B01');
    const first = await quoteAndPlace(buyer, [{ productId: oil.id, quantity: 1 }], 'NL');
    const refused = await t.gql(
      PLACE,
      {
        input: { lines: [{ productId: oil.id, quantity: 1 }], shipping: shipping('NL'), couponCode: 'NOPE' },
        key: randomUUID(),
      },
      { token: buyer.token },
    );
    expect(refused.data.placeOrder.order).toBeNull();
    const next = await quoteAndPlace(buyer, [{ productId: oil.id, quantity: 1 }], 'NL');
    expect(Number(next.order.invoice.number.split('-')[1])).toBe(Number(first.order.invoice.number.split('-')[1]) + 1);
  });
});

describe('credit notes', () => {
  it('an invoiced order that is cancelled gets one credit note with the next number, for its buyer and staff', async () => {
    const buyer = await register('NL004495445B01');
    const { order } = await quoteAndPlace(buyer, [{ productId: oil.id, quantity: 1 }], 'NL', { poNumber: 'PO-CN' });
    const staff = await adminClient(t);
    const cancel = await staff.gql(
      `mutation($id: ID!) { setOrderStatus(id: $id, status: "cancelled", note: null) {
        order { invoiceNumber creditNoteNumber } userErrors { message } } }`,
      { id: order.number },
    );
    expect(cancel.data.setOrderStatus.userErrors).toEqual([]);
    const { invoiceNumber, creditNoteNumber } = cancel.data.setOrderStatus.order;
    expect(invoiceNumber).toBe(order.invoice.number);
    const [year, seq] = invoiceNumber.split('-');
    expect(creditNoteNumber).toMatch(new RegExp(`^${year}-\\d{5}$`));
    expect(Number(creditNoteNumber.split('-')[1])).toBeGreaterThan(Number(seq));

    const read = await t.gql(
      `query($id: ID!) { order(id: $id) { status creditNote { number url } } }`,
      { id: order.number },
      { token: buyer.token },
    );
    expect(read.data.order).toEqual({
      status: 'cancelled',
      creditNote: { number: creditNoteNumber, url: `/invoices/${creditNoteNumber}.pdf` },
    });
    const res = await invoicePdf(`/invoices/${creditNoteNumber}.pdf`, { cookie: buyer.cookie });
    expect(res.status).toBe(200);
    const text = await pdfText(res.body as Buffer);
    expect(text).toContain('Credit note');
    expect(text).toContain(invoiceNumber);
    expect(text).toContain(`EUR -${order.total.amount}`);
    expect(text).toContain('PO-CN');
    const other = await register('NL004495445B01');
    expect((await invoicePdf(`/invoices/${creditNoteNumber}.pdf`, { cookie: other.cookie })).status).toBe(404);
    expect((await invoicePdf(`/admin/invoices/${creditNoteNumber}.pdf`, { cookie: staff.cookie })).status).toBe(200);
  });
});

describe('tier prices and case packs', () => {
  const PRODUCT = /* GraphQL */ `
    query ($slug: String!) {
      product(slug: $slug) {
        id
        priceTiers {
          minQuantity
          price {
            amount
          }
        }
        minQuantity
        quantityStep
      }
    }
  `;

  it('shows the tiers to buyers only, and the case pack to everyone', async () => {
    const anonymous = await t.gql(PRODUCT, { slug: 'cbd-peach-rings' });
    expect(anonymous.data.product).toMatchObject({ priceTiers: null, minQuantity: 12, quantityStep: 12 });
    const buyer = await register('NL004495445B01');
    const priced = await t.gql(PRODUCT, { slug: 'cbd-peach-rings' }, buyer);
    expect(priced.data.product.priceTiers).toEqual([
      { minQuantity: 24, price: { amount: '11.50' } },
      { minQuantity: 96, price: { amount: '10.90' } },
    ]);
  });

  it('a Belgian distributor orders two cases at the tier price with reverse charge; quote = order = invoice', async () => {
    const peach = (await t.gql(PRODUCT, { slug: 'cbd-peach-rings' })).data.product.id as string;
    const buyer = await register('BE0411905847');
    const one = await t.gql(
      `query($input: CartInput!) { cartQuote(input: $input) {
        lines { unitPrice { amount } nextTier { minQuantity missingQuantity price { amount } } } userErrors { code } } }`,
      { input: { lines: [{ productId: peach, quantity: 12 }], shippingCountry: 'BE' } },
      buyer,
    );
    expect(one.data.cartQuote).toEqual({
      lines: [
        {
          unitPrice: { amount: '12.50' },
          nextTier: { minQuantity: 24, missingQuantity: 12, price: { amount: '11.50' } },
        },
      ],
      userErrors: [],
    });
    const { quote, order } = await quoteAndPlace(buyer, [{ productId: peach, quantity: 24 }], 'BE', {
      poNumber: 'PO-CASES',
    });
    // 24 × 11.50 = 276.00 + EU shipping 19.95, VAT 0 % (reverse charge)
    expect(quote).toMatchObject({ subtotal: { amount: '276.00' }, total: { amount: '295.95' }, reverseCharge: true });
    expect(order).toMatchObject({ total: { amount: '295.95' }, reverseCharge: true, poNumber: 'PO-CASES' });
    const text = await pdfText((await invoicePdf(order.invoice.url, { cookie: buyer.cookie })).body as Buffer);
    expect(text).toContain('EUR 11.50');
    expect(text).toContain('EUR 295.95');
    expect(text).toContain('Reverse charge');
    expect(text).toContain('PO-CASES');
  });

  it('explains and refuses a quantity below the minimum or not in whole cases', async () => {
    const peach = (await t.gql(PRODUCT, { slug: 'cbd-peach-rings' })).data.product.id as string;
    const buyer = await register('NL004495445B01');
    for (const [quantity, message] of [
      [6, 'The minimum order quantity is 12'],
      [13, 'Sold in cases of 12: order a multiple of 12'],
    ] as const) {
      const q = await t.gql(QUOTE, { input: { lines: [{ productId: peach, quantity }] } }, buyer);
      expect(q.data.cartQuote.userErrors).toEqual([
        { field: ['lines', '0', 'quantity'], message: `CBD Peach Rings: ${message}`, code: 'QUANTITY_RULE' },
      ]);
      const placed = await t.gql(
        PLACE,
        { input: { lines: [{ productId: peach, quantity }], shipping: shipping('NL') }, key: randomUUID() },
        { token: buyer.token },
      );
      expect(placed.data.placeOrder).toMatchObject({ order: null, userErrors: [{ code: 'QUANTITY_RULE' }] });
    }
  });
});

describe('PO numbers', () => {
  it('refuses one longer than 50 characters', async () => {
    const buyer = await register('NL004495445B01');
    const placed = await t.gql(
      PLACE,
      {
        input: { lines: [{ productId: oil.id, quantity: 1 }], shipping: shipping('NL'), poNumber: 'x'.repeat(51) },
        key: randomUUID(),
      },
      { token: buyer.token },
    );
    expect(placed.data.placeOrder.userErrors).toEqual([
      { field: ['poNumber'], message: 'PO number must not exceed 50 characters', code: expect.any(String) },
    ]);
  });
});

describe('the minimum order value', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ env: { MIN_ORDER_VALUE: '100', ...LIMITS } });
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('is named in the quote and refuses the order below it; from it the order goes through', async () => {
    const password = 'Sup3r$ecret';
    const reg = await shop.gql(TestingRegisterDocument, {
      input: {
        name: 'Min Buyer',
        email: `min.${randomUUID().slice(0, 8)}@example.com`,
        phone: null,
        companyName: 'Min B.V.',
        companyRegNumber: 'KVK 12345678',
        companyVatNumber: 'NL004495445B01',
        password,
        confirmPassword: password,
        agreeTerms: true,
        confirmAge: true,
      },
    });
    const token = reg.data.register.token!;
    const below = [{ productId: gummy.id, quantity: 8 }]; // 95.20
    const q = await shop.gql(QUOTE, { input: { lines: below } }, { token });
    const message = 'The minimum order value is €100.00 excl. VAT. Add €4.80 more to place your order.';
    expect(q.data.cartQuote.userErrors).toEqual([{ field: ['lines'], message, code: 'MINIMUM_ORDER_VALUE' }]);
    const refused = await shop.gql(
      PLACE,
      { input: { lines: below, shipping: shipping('NL') }, key: randomUUID() },
      { token },
    );
    expect(refused.data.placeOrder).toMatchObject({
      order: null,
      userErrors: [{ code: 'MINIMUM_ORDER_VALUE', message }],
    });
    const enough = [{ productId: gummy.id, quantity: 9 }]; // 107.10
    const placed = await shop.gql(
      PLACE,
      { input: { lines: enough, shipping: shipping('NL') }, key: randomUUID() },
      { token },
    );
    expect(placed.data.placeOrder.userErrors).toEqual([]);
    expect(toCents(placed.data.placeOrder.order.subtotal.amount)).toBe(10_710);
  });
});
