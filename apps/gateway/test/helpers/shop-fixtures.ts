/**
 * What the operator console's specs need from the shop side, made through the PUBLIC API over real
 * HTTP (test-app.ts): buyers who register, orders they place, contact messages visitors send, and the
 * mail outbox the gateway wrote to (no SMTP in tests).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { ProductRecord } from '@shop/domain';
import { CheckoutPagePlaceOrderDocument, ContactFormDocument, TestingRegisterDocument } from '@shop/schema/operations';
import { MAIL_OUTBOX, type MailOutbox } from '../../src/mail/mailer.js';
import { sessionCookieOf, type TestApp } from './test-app.js';

/** rate limits no console spec ever meets (each file registers and orders a lot from 127.0.0.1) */
export const CONSOLE_SPEC_RATE_LIMITS: Record<string, string> = Object.fromEntries(
  ['LOGIN', 'REGISTER', 'CONTACT', 'PLACE_ORDER', 'COUPON'].flatMap((action) => [
    [`RATE_LIMIT_${action}_IP`, '100000/60'],
    [`RATE_LIMIT_${action}_ACCOUNT`, '100000/60'],
  ]),
);

export const BUYER_PASSWORD = 'Str0ng!Pass';

export interface Buyer {
  id: string;
  email: string;
  password: string;
  name: string;
  companyName: string;
  /** Authorization: Bearer */
  token: string;
  /** `shop_session=...` */
  cookie: string;
}

export async function registerBuyer(
  t: TestApp,
  overrides: { name?: string; companyName?: string; email?: string; vat?: string } = {},
): Promise<Buyer> {
  const email = overrides.email ?? `buyer.${randomBytes(4).toString('hex')}@example.com`;
  const name = overrides.name ?? 'Anna de Boer';
  const companyName = overrides.companyName ?? 'Boer Retail B.V.';
  const { data, res, errors } = await t.gql(TestingRegisterDocument, {
    input: {
      name,
      email,
      phone: '+31 6 0000 0000',
      companyName,
      companyRegNumber: 'KVK 12345678',
      companyVatNumber: overrides.vat ?? 'NL123456782B01',
      password: BUYER_PASSWORD,
      confirmPassword: BUYER_PASSWORD,
      agreeTerms: true,
      confirmAge: true,
    },
  });
  const payload = data?.register;
  if (!payload?.token || !payload.customer) {
    throw new Error(`register failed: ${JSON.stringify(errors ?? payload?.userErrors)}`);
  }
  return {
    id: payload.customer.id,
    email,
    password: BUYER_PASSWORD,
    name,
    companyName,
    token: payload.token,
    cookie: sessionCookieOf(res)!,
  };
}

/** visible simple products in stock, from the store (the seeded demo catalogue) */
export async function orderableProducts(t: TestApp): Promise<ProductRecord[]> {
  const products = await t.backend.catalogue.listProducts();
  const simple = products.filter((p) => p.visible && p.inStock && p.type === 'simple');
  if (simple.length < 3) throw new Error('the demo catalogue has fewer than 3 visible simple products in stock');
  return simple;
}

export interface PlacedOrder {
  /** the public reference (its number) */
  number: string;
  total: string;
}

/** places an order as `buyer` through the public placeOrder mutation */
export async function placeOrder(
  t: TestApp,
  buyer: Buyer,
  input: {
    lines: { productId: string; quantity: number }[];
    fullName?: string;
    email?: string;
    phone?: string | null;
    address?: string;
    comment?: string | null;
  },
): Promise<PlacedOrder> {
  const { data, errors } = await t.gql(
    CheckoutPagePlaceOrderDocument,
    {
      input: {
        lines: input.lines,
        shipping: {
          fullName: input.fullName ?? buyer.name,
          email: input.email ?? buyer.email,
          phone: input.phone === undefined ? '+31 6 1111 2222' : input.phone,
          address: input.address ?? 'Herengracht 1, 1015 BA Amsterdam',
          comment: input.comment === undefined ? 'Ring twice' : input.comment,
        },
      },
      idempotencyKey: randomUUID(),
    },
    { token: buyer.token },
  );
  const payload = data?.placeOrder;
  if (!payload?.order || payload.userErrors.length > 0) {
    throw new Error(`placeOrder failed: ${JSON.stringify(errors ?? payload?.userErrors)}`);
  }
  return { number: payload.order.id, total: payload.order.total.amount };
}

/** a visitor's message through the public contact form */
export async function sendContactMessage(
  t: TestApp,
  input: { name?: string; email?: string; company?: string; subject?: string; message?: string } = {},
): Promise<{ email: string; subject: string }> {
  const email = input.email ?? `visitor.${randomBytes(4).toString('hex')}@example.com`;
  const subject = input.subject ?? 'Question about white label';
  const { data, errors } = await t.gql(ContactFormDocument, {
    input: {
      name: input.name ?? 'Vera Visitor',
      email,
      phone: null,
      company: input.company ?? 'Visitor Shops Ltd',
      subject,
      message: input.message ?? 'Do you offer white-label gummies for 500 units?',
    },
  });
  if (!data?.sendContactMessage.ok) throw new Error(`contact failed: ${JSON.stringify(errors ?? data)}`);
  return { email, subject };
}

/** the mail the gateway sent to `to` (newest first) */
export function outbox(t: TestApp, to: string) {
  return t.app.get<MailOutbox>(MAIL_OUTBOX).list(to);
}
