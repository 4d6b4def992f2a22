/**
 * Issue 18's money settings in the console (embedded store, PGlite): owners save them (STAFF are
 * refused), bad legal numbers come back as field errors, cartQuote and placeOrder use the saved
 * shipping rate and minimum order value at once, invoices follow the invoice timing (on placement, or
 * when staff confirm the order) and keep the seller details they were issued with.
 */
import { randomUUID } from 'node:crypto';
import { CATALOGUE_MESSAGES, MONEY_SETTINGS_MESSAGES } from '@shop/domain';
import { MoneySettingsDocument, SaveMoneySettingsDocument, SaveProductDocument } from '@shop/schema/admin-operations';
import { TestingRegisterDocument } from '@shop/schema/operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, type AdminClient } from './helpers/admin.js';
import { pdfText } from './helpers/pdf-text.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

const QUOTE = /* GraphQL */ `
  query Quote($input: CartInput!) {
    cartQuote(input: $input) {
      shipping {
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
        id
        number
        status
        paymentMethod
        total {
          amount
        }
        invoice {
          number
          url
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

const SET_STATUS = /* GraphQL */ `
  mutation ($id: ID!, $status: String!) {
    setOrderStatus(id: $id, status: $status, note: null) {
      order {
        status
        invoiceNumber
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const LIMITS = {
  RATE_LIMIT_REGISTER_IP: '1000/60',
  RATE_LIMIT_PLACE_ORDER_IP: '1000/60',
  RATE_LIMIT_PLACE_ORDER_ACCOUNT: '1000/60',
};

const baseInput = {
  shippingNL: { rate: '9.95', freeFrom: '250.00' },
  shippingEU: { rate: '19.95', freeFrom: '500.00' },
  shippingWorld: { rate: '49.95', freeFrom: null },
  minimumOrderValue: '0',
  sellerName: 'Greenleaf Biotech Wholesale B.V.',
  sellerAddress: ['Keizersgracht 241', '1016 EA Amsterdam', 'Netherlands'],
  kvk: '12345678',
  vatNumber: 'NL004495445B01',
  iban: 'NL91ABNA0417164300',
  bic: 'ABNANL2A',
  email: 'wholesale@greenleaf-biotech.nl',
  paymentTermsDays: 30,
  invoiceTiming: 'placed' as 'placed' | 'confirmed',
};

let t: TestApp;
let owner: AdminClient;
let gummy: { id: string; priceCents: number };

async function buyer(): Promise<{ token: string }> {
  const password = 'Sup3r$ecret';
  const { data } = await t.gql(TestingRegisterDocument, {
    input: {
      name: 'Anna de Boer',
      email: `money.${randomUUID().slice(0, 8)}@example.com`,
      phone: null,
      companyName: 'Boer Retail',
      companyRegNumber: 'KVK 12345678',
      companyVatNumber: 'NL004495445B01',
      password,
      confirmPassword: password,
      agreeTerms: true,
      confirmAge: true,
    },
  });
  expect(data.register.userErrors).toEqual([]);
  return { token: data.register.token! };
}

async function save(input: typeof baseInput, as: AdminClient = owner) {
  return as.gql(SaveMoneySettingsDocument, { input });
}

async function pdf(url: string, token: string): Promise<string> {
  const res = await t
    .http()
    .get(url)
    .set('authorization', `Bearer ${token}`)
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });
  expect(res.status).toBe(200);
  return pdfText(res.body as Buffer);
}

async function place(token: string, quantity: number) {
  const placed = await t.gql(
    PLACE,
    {
      input: {
        lines: [{ productId: gummy.id, quantity }],
        shipping: {
          fullName: 'Anna de Boer',
          email: 'anna@example.com',
          address: 'Damrak 1',
          postcode: '1012 AB',
          city: 'Amsterdam',
          country: 'NL',
        },
      },
      key: randomUUID(),
    },
    { token },
  );
  expect(placed.errors).toBeUndefined();
  return placed.data.placeOrder;
}

beforeAll(async () => {
  t = await startTestApp({ env: { MIN_ORDER_VALUE: '0', ...LIMITS } });
  const products = await t.backend.catalogue.listProducts();
  const g = products.find((product) => product.slug === 'vegan-fruit-gummies')!;
  gummy = { id: g.id, priceCents: g.priceCents };
  owner = await adminClient(t, { role: 'OWNER' });
});

afterAll(async () => {
  await t?.close();
});

describe('moneySettings / saveMoneySettings', () => {
  it('starts from the environment defaults and lets an owner save (audited)', async () => {
    const read = await owner.gql(MoneySettingsDocument);
    expect(read.errors).toBeUndefined();
    expect(read.data.moneySettings).toMatchObject({
      minimumOrderValue: '0.00',
      paymentTermsDays: 30,
      invoiceTiming: 'placed',
      paymentMethod: 'Invoice (bank transfer, 30 days)',
      shipping: [
        { zone: 'NL', name: 'Netherlands', rate: '9.95', freeFrom: '250.00' },
        { zone: 'EU', rate: '19.95', freeFrom: '500.00' },
        { zone: 'WORLD', rate: '49.95', freeFrom: null },
      ],
    });
    const saved = await save({ ...baseInput, paymentTermsDays: 14, iban: 'nl91 abna 0417 1643 00' });
    expect(saved.data.saveMoneySettings.userErrors).toEqual([]);
    expect(saved.data.saveMoneySettings.moneySettings).toMatchObject({
      paymentTermsDays: 14,
      paymentMethod: 'Invoice (bank transfer, 14 days)',
      seller: { iban: 'NL91ABNA0417164300' },
    });
    const audit = await owner.gql(`{ auditLog(filter: {}) { items { action actor } } }`);
    expect(audit.data.auditLog.items.map((item: { action: string }) => item.action)).toContain('settings.money.save');
  });

  it('refuses STAFF', async () => {
    const staff = await adminClient(t, { role: 'STAFF' });
    const read = await staff.gql(MoneySettingsDocument);
    expect(read.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const saved = await save(baseInput, staff);
    expect(saved.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('answers a bad IBAN, VAT number and KvK number with errors on those fields, and keeps the old values', async () => {
    const saved = await save({ ...baseInput, iban: 'NL92ABNA0417164300', vatNumber: 'NL123', kvk: '123' });
    expect(saved.data.saveMoneySettings.moneySettings).toBeNull();
    expect(saved.data.saveMoneySettings.userErrors).toEqual([
      { field: ['input', 'kvk'], message: MONEY_SETTINGS_MESSAGES.kvk, code: 'INVALID' },
      { field: ['input', 'vatNumber'], message: MONEY_SETTINGS_MESSAGES.vatNumber, code: 'INVALID' },
      { field: ['input', 'iban'], message: MONEY_SETTINGS_MESSAGES.iban, code: 'INVALID' },
    ]);
    const read = await owner.gql(MoneySettingsDocument);
    expect(read.data.moneySettings.seller.iban).toBe('NL91ABNA0417164300');
  });
});

describe('checkout reads the saved settings', () => {
  it('quotes a changed NL shipping rate at once and enforces the minimum order value', async () => {
    const { token } = await buyer();
    const lines = [{ productId: gummy.id, quantity: 1 }];
    expect(
      (await save({ ...baseInput, shippingNL: { rate: '4.50', freeFrom: '250' } })).data.saveMoneySettings.userErrors,
    ).toEqual([]);
    const cheap = await t.gql(QUOTE, { input: { lines, shippingCountry: 'NL' } }, { token });
    expect(cheap.data.cartQuote.shipping.amount).toBe('4.50');

    await save({ ...baseInput, minimumOrderValue: '100' });
    const below = await t.gql(QUOTE, { input: { lines, shippingCountry: 'NL' } }, { token });
    expect(below.data.cartQuote.shipping.amount).toBe('9.95');
    expect(below.data.cartQuote.userErrors).toEqual([
      expect.objectContaining({ code: 'MINIMUM_ORDER_VALUE', message: expect.stringContaining('€100.00') }),
    ]);
    const refused = await place(token, 1);
    expect(refused.order).toBeNull();
    expect(refused.userErrors.map((e: { code: string }) => e.code)).toContain('MINIMUM_ORDER_VALUE');
    // 9 × 11.90 = 107.10 reaches it
    const placed = await place(token, 9);
    expect(placed.userErrors).toEqual([]);
    await save(baseInput);
  });
});

describe('invoice timing and frozen seller details', () => {
  it('issues on placement with the terms of the moment; a later IBAN does not redraw the invoice', async () => {
    await save({ ...baseInput, paymentTermsDays: 14 });
    const { token } = await buyer();
    const placed = await place(token, 2);
    expect(placed.userErrors).toEqual([]);
    expect(placed.order).toMatchObject({ status: 'processing', paymentMethod: 'Invoice (bank transfer, 14 days)' });
    expect(placed.order.invoice.number).toMatch(/^\d{4}-\d{5}$/);

    await save({ ...baseInput, iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', paymentTermsDays: 60 });
    const text = await pdf(placed.order.invoice.url, token);
    expect(text).toContain('NL91ABNA0417164300');
    expect(text).not.toContain('DE89370400440532013000');
    expect(text).toContain('within 14 days');
    await save(baseInput);
  });

  it('under "when staff confirm it": no invoice on placement, one (next number) when staff move it to processing', async () => {
    await save({ ...baseInput, invoiceTiming: 'confirmed', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' });
    const { token } = await buyer();
    const placed = await place(token, 2);
    expect(placed.userErrors).toEqual([]);
    expect(placed.order.status).toBe('pending');
    expect(placed.order.invoice).toBeNull();

    const staff = await adminClient(t, { role: 'STAFF' });
    const confirmed = await staff.gql(SET_STATUS, { id: placed.order.number, status: 'processing' });
    expect(confirmed.data.setOrderStatus.userErrors).toEqual([]);
    const number = confirmed.data.setOrderStatus.order.invoiceNumber as string;
    expect(number).toMatch(/^\d{4}-\d{5}$/);

    const text = await pdf(`/invoices/${number}.pdf`, token);
    expect(text).toContain(number);
    expect(text).toContain('DE89370400440532013000');
    expect(text).toContain('EUR ' + placed.order.total.amount);

    // completing it later issues nothing new
    const completed = await staff.gql(SET_STATUS, { id: placed.order.number, status: 'completed' });
    expect(completed.data.setOrderStatus.order.invoiceNumber).toBe(number);
    await save(baseInput);
  });
});

describe('per-variation quantity rules', () => {
  const VARIATION_QUOTE = /* GraphQL */ `
    query VariationQuote($input: CartInput!) {
      cartQuote(input: $input) {
        lines {
          unitPrice {
            amount
          }
          minQuantity
          quantityStep
          nextTier {
            minQuantity
            missingQuantity
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

  it('are saved through the admin API, shown on the product and enforced by cartQuote and placeOrder', async () => {
    const staff = await adminClient(t, { role: 'STAFF' });
    const slug = `case-oil-${randomUUID().slice(0, 8)}`;
    const input = {
      name: `Case oil ${slug}`,
      slug,
      type: 'variable' as const,
      status: 'publish',
      catalogVisibility: 'visible',
      price: '20.00',
      categorySlugs: ['gummies'],
      stockStatus: 'instock',
      attributes: [{ name: 'Size', options: ['Small', 'Large'] }],
      variations: [
        { attributes: [{ name: 'Size', option: 'Small' }], price: '20.00', stockStatus: 'instock' },
        {
          attributes: [{ name: 'Size', option: 'Large' }],
          price: '40.00',
          stockStatus: 'instock',
          priceTiers: [{ minQuantity: 24, price: '36.00' }],
          minQuantity: 12,
          quantityStep: 12,
        },
      ],
    };
    const refused = await staff.gql(SaveProductDocument, {
      input: {
        ...input,
        variations: [
          input.variations[0]!,
          { ...input.variations[1]!, priceTiers: [{ minQuantity: 24, price: '45.00' }], quantityStep: 0 },
        ],
      },
    });
    expect(refused.data.saveProduct.userErrors).toEqual([
      {
        field: ['input', 'variations', '1', 'quantityStep'],
        message: CATALOGUE_MESSAGES.quantityStep,
        code: 'INVALID',
      },
      {
        field: ['input', 'variations', '1', 'priceTiers', '0', 'price'],
        message: CATALOGUE_MESSAGES.tierPrice,
        code: 'INVALID',
      },
    ]);

    const saved = await staff.gql(SaveProductDocument, { input });
    expect(saved.data.saveProduct.userErrors).toEqual([]);
    const product = saved.data.saveProduct.product!;
    const large = product.variations[1]!;
    expect(large).toMatchObject({
      priceTiers: [{ minQuantity: 24, price: { amount: '36.00' } }],
      minQuantity: 12,
      quantityStep: 12,
    });
    const small = product.variations[0]!;
    expect(small).toMatchObject({ priceTiers: [], minQuantity: null, quantityStep: null });
    const productId = product.id;

    const { token } = await buyer();
    const shown = await t.gql(
      `query($slug: String!) { product(slug: $slug) { variations { id priceTiers { minQuantity price { amount } } minQuantity quantityStep } } }`,
      { slug },
      { token },
    );
    expect(shown.data.product.variations).toEqual([
      { id: small.id, priceTiers: [], minQuantity: 1, quantityStep: 1 },
      {
        id: large.id,
        priceTiers: [{ minQuantity: 24, price: { amount: '36.00' } }],
        minQuantity: 12,
        quantityStep: 12,
      },
    ]);

    const quote = (quantity: number) =>
      t.gql(VARIATION_QUOTE, { input: { lines: [{ productId, variationId: large.id, quantity }] } }, { token });
    const twelve = await quote(12);
    expect(twelve.data.cartQuote.userErrors).toEqual([]);
    expect(twelve.data.cartQuote.lines[0]).toEqual({
      unitPrice: { amount: '40.00' },
      minQuantity: 12,
      quantityStep: 12,
      nextTier: { minQuantity: 24, missingQuantity: 12 },
    });
    expect((await quote(24)).data.cartQuote.lines[0].unitPrice.amount).toBe('36.00');
    const eighteen = await quote(18);
    expect(eighteen.data.cartQuote.userErrors).toMatchObject([
      { code: 'QUANTITY_RULE', message: expect.stringContaining('Sold in cases of 12') },
    ]);
    const placed = await t.gql(
      PLACE,
      {
        input: {
          lines: [{ productId, variationId: large.id, quantity: 6 }],
          shipping: {
            fullName: 'Anna de Boer',
            email: 'anna@example.com',
            address: 'Damrak 1',
            postcode: '1012 AB',
            city: 'Amsterdam',
            country: 'NL',
          },
        },
        key: randomUUID(),
      },
      { token },
    );
    expect(placed.data.placeOrder.order).toBeNull();
    expect(placed.data.placeOrder.userErrors).toMatchObject([
      { code: 'QUANTITY_RULE', message: expect.stringContaining('The minimum order quantity is 12') },
    ]);
  });
});
