import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { amountField, lineText, optionalAmountField } from '../admin/fields.js';
import { DEMO_SELLER, INVOICE_DUE_DAYS, type SellerDetails } from '../invoice/invoice.js';
import { DEFAULT_SHIPPING_ZONES, type ShippingZone } from '../shipping/shipping.js';
import { DEFAULT_COMMERCE_SETTINGS, type CommerceSettings } from '../tax/checkout-totals.js';
import { vatNumberCountry } from '../tax/vat-number.js';
import type { Cents } from '../types.js';

/**
 * The shop's money settings, edited by owners in the console (/admin/money): shipping per zone, the
 * minimum order value, the seller's legal details, payment terms and when invoices are issued.
 * Environment values (SELLER_*, MINIMUM_ORDER_VALUE) and the code defaults below are the defaults;
 * stored values replace them field by field.
 */

/** the three shipping zones the console edits; their countries are fixed (DEFAULT_SHIPPING_ZONES) */
export const MONEY_ZONES = ['NL', 'EU', 'WORLD'] as const;
export type MoneyZoneCode = (typeof MONEY_ZONES)[number];

export interface ZoneRate {
  rateCents: Cents;
  /** null: never free */
  freeFromCents: Cents | null;
}

/** 'placed': with the order (one transaction); 'confirmed': when staff move it to processing or completed */
export type InvoiceTiming = 'placed' | 'confirmed';
export const INVOICE_TIMINGS: readonly InvoiceTiming[] = ['placed', 'confirmed'];

export interface MoneySettings {
  shipping: Record<MoneyZoneCode, ZoneRate>;
  minimumOrderCents: Cents;
  seller: SellerDetails;
  paymentTermsDays: number;
  invoiceTiming: InvoiceTiming;
}

export const MAX_PAYMENT_TERMS_DAYS = 365;
const MAX_MONEY_CENTS = 100_000_000;

export const MONEY_SETTINGS_MESSAGES = {
  rate: 'Shipping rate must be an amount of 0 or more with at most two decimals, e.g. 9.95',
  freeFrom: 'Free from must be an amount of 0 or more with at most two decimals, or empty for never free',
  minimumOrder: 'Minimum order value must be an amount of 0 or more with at most two decimals (0 for none)',
  tooLarge: 'Amount must not exceed 1000000.00',
  name: 'Legal name must be 2 to 200 characters',
  addressLine: 'Each address line must be at most 200 characters',
  address: 'Enter the address in 1 to 5 lines',
  kvk: 'KvK number must be 8 digits',
  vatNumber: 'Please enter a valid EU VAT number, e.g. NL004495445B01',
  iban: 'Please enter a valid IBAN, e.g. NL91ABNA0417164300',
  bic: 'Please enter a valid BIC, e.g. ABNANL2A',
  email: 'Please enter a valid email address',
  paymentTerms: `Payment terms must be a whole number of days from 0 to ${MAX_PAYMENT_TERMS_DAYS}`,
  invoiceTiming: 'Choose when invoices are issued',
} as const;

export const INVOICE_TIMING_LABELS: Record<InvoiceTiming, string> = {
  placed: 'When the order is placed',
  confirmed: 'When staff confirm it',
};

/** "Invoice (bank transfer, 30 days)": the payment method stored on orders and printed on invoices */
export function invoicePaymentMethod(days: number): string {
  return `Invoice (bank transfer, ${days} ${days === 1 ? 'day' : 'days'})`;
}

function zoneDefault(code: MoneyZoneCode): ZoneRate {
  const zone = DEFAULT_SHIPPING_ZONES.find((candidate) => candidate.code === code)!;
  return { rateCents: zone.rateCents, freeFromCents: zone.freeFromCents };
}

export const DEFAULT_MONEY_SETTINGS: MoneySettings = Object.freeze({
  shipping: { NL: zoneDefault('NL'), EU: zoneDefault('EU'), WORLD: zoneDefault('WORLD') },
  minimumOrderCents: DEFAULT_COMMERCE_SETTINGS.minimumOrderCents,
  seller: DEMO_SELLER,
  paymentTermsDays: INVOICE_DUE_DAYS,
  invoiceTiming: 'placed' as InvoiceTiming,
});

/** "nl91 abna 0417 1643 00" → "NL91ABNA0417164300" (null when it is no valid IBAN) */
export function normalizeIban(value: string): string | null {
  const compact = electronicFormatIBAN(value.trim());
  return compact && isValidIBAN(compact) ? compact : null;
}

/** "abna nl 2a" → "ABNANL2A" (null when it is no valid BIC) */
export function normalizeBic(value: string): string | null {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return isValidBIC(compact) ? compact : null;
}

/** "NL 0044.95.445.B01" → "NL004495445B01" (null unless the domain's VAT rule accepts it) */
export function normalizeSellerVatNumber(value: string): string | null {
  const compact = value.replace(/[\s.-]/g, '').toUpperCase();
  return vatNumberCountry(compact) ? compact : null;
}

const zoneInput = z.object({
  rate: amountField(MONEY_SETTINGS_MESSAGES.rate, MAX_MONEY_CENTS, MONEY_SETTINGS_MESSAGES.tooLarge),
  freeFrom: optionalAmountField(MONEY_SETTINGS_MESSAGES.freeFrom, MAX_MONEY_CENTS, MONEY_SETTINGS_MESSAGES.tooLarge),
});

const normalized = (normalize: (value: string) => string | null, message: string) =>
  z.string({ error: message }).transform((value, ctx) => {
    const result = normalize(value);
    if (result === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return result;
  });

/**
 * The console's form and the admin API's input (amounts as decimal strings, as the console sends them)
 * → MoneySettings. Every message is reported on its own field.
 */
export const moneySettingsInputSchema = z
  .object({
    shippingNL: zoneInput,
    shippingEU: zoneInput,
    shippingWorld: zoneInput,
    minimumOrderValue: amountField(
      MONEY_SETTINGS_MESSAGES.minimumOrder,
      MAX_MONEY_CENTS,
      MONEY_SETTINGS_MESSAGES.tooLarge,
    ),
    sellerName: lineText(2, MONEY_SETTINGS_MESSAGES.name, 200, MONEY_SETTINGS_MESSAGES.name),
    sellerAddress: z
      .array(lineText(0, MONEY_SETTINGS_MESSAGES.addressLine, 200, MONEY_SETTINGS_MESSAGES.addressLine), {
        error: MONEY_SETTINGS_MESSAGES.address,
      })
      .transform((lines) => lines.filter((line) => line.length > 0))
      .refine((lines) => lines.length >= 1 && lines.length <= 5, MONEY_SETTINGS_MESSAGES.address),
    kvk: z
      .string({ error: MONEY_SETTINGS_MESSAGES.kvk })
      .transform((value) => value.replace(/\s+/g, ''))
      .refine((value) => /^\d{8}$/.test(value), MONEY_SETTINGS_MESSAGES.kvk),
    vatNumber: normalized(normalizeSellerVatNumber, MONEY_SETTINGS_MESSAGES.vatNumber),
    iban: normalized(normalizeIban, MONEY_SETTINGS_MESSAGES.iban),
    bic: normalized(normalizeBic, MONEY_SETTINGS_MESSAGES.bic),
    email: z.string({ error: MONEY_SETTINGS_MESSAGES.email }).trim().email(MONEY_SETTINGS_MESSAGES.email),
    paymentTermsDays: z
      .number({ error: MONEY_SETTINGS_MESSAGES.paymentTerms })
      .int(MONEY_SETTINGS_MESSAGES.paymentTerms)
      .min(0, MONEY_SETTINGS_MESSAGES.paymentTerms)
      .max(MAX_PAYMENT_TERMS_DAYS, MONEY_SETTINGS_MESSAGES.paymentTerms),
    invoiceTiming: z.enum(['placed', 'confirmed'], { error: MONEY_SETTINGS_MESSAGES.invoiceTiming }),
  })
  .transform((input): MoneySettings => ({
    shipping: {
      NL: { rateCents: input.shippingNL.rate, freeFromCents: input.shippingNL.freeFrom },
      EU: { rateCents: input.shippingEU.rate, freeFromCents: input.shippingEU.freeFrom },
      WORLD: { rateCents: input.shippingWorld.rate, freeFromCents: input.shippingWorld.freeFrom },
    },
    minimumOrderCents: input.minimumOrderValue,
    seller: {
      name: input.sellerName,
      addressLines: input.sellerAddress,
      kvk: input.kvk,
      vatNumber: input.vatNumber,
      iban: input.iban,
      bic: input.bic,
      email: input.email,
    },
    paymentTermsDays: input.paymentTermsDays,
    invoiceTiming: input.invoiceTiming,
  }));

export type MoneySettingsInput = z.input<typeof moneySettingsInputSchema>;

const isCents = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;

/**
 * The stored value (JSON, possibly older or partial) over `defaults`: each field of the wrong shape falls
 * back to its default, so a bad row can never break checkout.
 */
export function mergeMoneySettings(stored: unknown, defaults: MoneySettings = DEFAULT_MONEY_SETTINGS): MoneySettings {
  const value = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const shippingValue = (value.shipping && typeof value.shipping === 'object' ? value.shipping : {}) as Record<
    string,
    unknown
  >;
  const zone = (code: MoneyZoneCode): ZoneRate => {
    const raw = (shippingValue[code] && typeof shippingValue[code] === 'object' ? shippingValue[code] : {}) as Record<
      string,
      unknown
    >;
    return {
      rateCents: isCents(raw.rateCents) ? raw.rateCents : defaults.shipping[code].rateCents,
      freeFromCents:
        raw.freeFromCents === null || isCents(raw.freeFromCents)
          ? (raw.freeFromCents as Cents | null)
          : defaults.shipping[code].freeFromCents,
    };
  };
  const sellerValue = (value.seller && typeof value.seller === 'object' ? value.seller : {}) as Record<string, unknown>;
  const text = (key: keyof SellerDetails) =>
    isText(sellerValue[key]) ? (sellerValue[key] as string) : (defaults.seller[key] as string);
  const addressLines =
    Array.isArray(sellerValue.addressLines) && sellerValue.addressLines.every(isText)
      ? (sellerValue.addressLines as string[])
      : [...defaults.seller.addressLines];
  const days = value.paymentTermsDays;
  return {
    shipping: { NL: zone('NL'), EU: zone('EU'), WORLD: zone('WORLD') },
    minimumOrderCents: isCents(value.minimumOrderCents) ? value.minimumOrderCents : defaults.minimumOrderCents,
    seller: {
      name: text('name'),
      addressLines,
      kvk: text('kvk'),
      vatNumber: text('vatNumber'),
      iban: text('iban'),
      bic: typeof sellerValue.bic === 'string' ? sellerValue.bic : defaults.seller.bic,
      email: text('email'),
    },
    paymentTermsDays:
      typeof days === 'number' && Number.isInteger(days) && days >= 0 && days <= MAX_PAYMENT_TERMS_DAYS
        ? days
        : defaults.paymentTermsDays,
    invoiceTiming:
      value.invoiceTiming === 'placed' || value.invoiceTiming === 'confirmed'
        ? value.invoiceTiming
        : defaults.invoiceTiming,
  };
}

/** the settings checkoutTotals needs: the default zones' countries with the configured rates */
export function commerceSettingsOf(settings: MoneySettings): CommerceSettings {
  const zones: ShippingZone[] = DEFAULT_SHIPPING_ZONES.map((zone) => {
    const rate = settings.shipping[zone.code as MoneyZoneCode] ?? zone;
    return { ...zone, rateCents: rate.rateCents, freeFromCents: rate.freeFromCents };
  });
  return { minimumOrderCents: settings.minimumOrderCents, shippingZones: zones };
}

/** does an order moving to `status` issue its invoice now (under 'confirmed' timing)? */
export function issuesInvoiceOnStatus(timing: InvoiceTiming, status: string): boolean {
  return timing === 'confirmed' && (status === 'processing' || status === 'completed');
}
