import { describe, expect, it } from 'vitest';
import { checkoutTotals } from '../tax/checkout-totals.js';
import {
  commerceSettingsOf,
  DEFAULT_MONEY_SETTINGS,
  invoicePaymentMethod,
  issuesInvoiceOnStatus,
  mergeMoneySettings,
  MONEY_SETTINGS_MESSAGES,
  moneySettingsInputSchema,
  type MoneySettingsInput,
} from './money-settings.js';

const valid: MoneySettingsInput = {
  shippingNL: { rate: '7.50', freeFrom: '200' },
  shippingEU: { rate: '19.95', freeFrom: '500.00' },
  shippingWorld: { rate: '49.95', freeFrom: '' },
  minimumOrderValue: '150',
  sellerName: 'Greenleaf Biotech Wholesale B.V.',
  sellerAddress: ['Keizersgracht 241', '', '1016 EA Amsterdam'],
  kvk: '1234 5678',
  vatNumber: 'nl 0044.95.445.B01',
  iban: 'nl91 abna 0417 1643 00',
  bic: 'abnanl2a',
  email: 'wholesale@greenleaf-biotech.nl',
  paymentTermsDays: 14,
  invoiceTiming: 'confirmed',
};

function errorsOf(input: MoneySettingsInput) {
  const result = moneySettingsInputSchema.safeParse(input);
  expect(result.success).toBe(false);
  return result.error!.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

describe('moneySettingsInputSchema', () => {
  it('turns the console form into cents and normalised legal numbers', () => {
    const settings = moneySettingsInputSchema.parse(valid);
    expect(settings.shipping).toEqual({
      NL: { rateCents: 750, freeFromCents: 20_000 },
      EU: { rateCents: 1_995, freeFromCents: 50_000 },
      WORLD: { rateCents: 4_995, freeFromCents: null },
    });
    expect(settings.minimumOrderCents).toBe(15_000);
    expect(settings.seller).toEqual({
      name: 'Greenleaf Biotech Wholesale B.V.',
      addressLines: ['Keizersgracht 241', '1016 EA Amsterdam'],
      kvk: '12345678',
      vatNumber: 'NL004495445B01',
      iban: 'NL91ABNA0417164300',
      bic: 'ABNANL2A',
      email: 'wholesale@greenleaf-biotech.nl',
    });
    expect(settings.paymentTermsDays).toBe(14);
    expect(settings.invoiceTiming).toBe('confirmed');
  });

  it('reports a bad IBAN (check digits), BIC, VAT number and KvK on their own fields', () => {
    expect(errorsOf({ ...valid, iban: 'NL92ABNA0417164300', bic: 'ABN', vatNumber: 'NL123', kvk: '1234567' })).toEqual([
      { path: 'kvk', message: MONEY_SETTINGS_MESSAGES.kvk },
      { path: 'vatNumber', message: MONEY_SETTINGS_MESSAGES.vatNumber },
      { path: 'iban', message: MONEY_SETTINGS_MESSAGES.iban },
      { path: 'bic', message: MONEY_SETTINGS_MESSAGES.bic },
    ]);
  });

  it('refuses amounts with three decimals or signs, and terms outside 0–365 days', () => {
    expect(
      errorsOf({
        ...valid,
        shippingNL: { rate: '7.505', freeFrom: '-1' },
        minimumOrderValue: 'ten',
        paymentTermsDays: 366,
      }),
    ).toEqual([
      { path: 'shippingNL.rate', message: MONEY_SETTINGS_MESSAGES.rate },
      { path: 'shippingNL.freeFrom', message: MONEY_SETTINGS_MESSAGES.freeFrom },
      { path: 'minimumOrderValue', message: MONEY_SETTINGS_MESSAGES.minimumOrder },
      { path: 'paymentTermsDays', message: MONEY_SETTINGS_MESSAGES.paymentTerms },
    ]);
  });

  it('needs one to five address lines', () => {
    expect(errorsOf({ ...valid, sellerAddress: ['', ' '] })).toEqual([
      { path: 'sellerAddress', message: MONEY_SETTINGS_MESSAGES.address },
    ]);
  });
});

describe('mergeMoneySettings', () => {
  it('keeps the defaults where nothing (or something malformed) is stored', () => {
    expect(mergeMoneySettings(undefined)).toEqual(DEFAULT_MONEY_SETTINGS);
    const merged = mergeMoneySettings({
      shipping: { NL: { rateCents: 500, freeFromCents: null }, EU: { rateCents: -1 } },
      minimumOrderCents: 1.5,
      seller: { iban: 'NL91ABNA0417164300', name: '' },
      paymentTermsDays: 14,
      invoiceTiming: 'later',
    });
    expect(merged.shipping.NL).toEqual({ rateCents: 500, freeFromCents: null });
    expect(merged.shipping.EU).toEqual(DEFAULT_MONEY_SETTINGS.shipping.EU);
    expect(merged.minimumOrderCents).toBe(DEFAULT_MONEY_SETTINGS.minimumOrderCents);
    expect(merged.seller.name).toBe(DEFAULT_MONEY_SETTINGS.seller.name);
    expect(merged.paymentTermsDays).toBe(14);
    expect(merged.invoiceTiming).toBe('placed');
  });
});

describe('commerceSettingsOf', () => {
  it('drives checkoutTotals: the NL rate, its free-from threshold and the minimum order value', () => {
    const settings = commerceSettingsOf(moneySettingsInputSchema.parse(valid));
    const line = { lineTotalCents: 10_000, taxClass: 'standard' as const };
    const below = checkoutTotals({ lines: [line], discountCents: 0, country: 'NL', vatNumber: null, settings });
    expect(below.shippingCents).toBe(750);
    expect(below.missingForFreeShippingCents).toBe(10_000);
    expect(below.minimumOrderProblem).toMatch(/minimum order value is €150\.00/);
    const free = checkoutTotals({
      lines: [{ ...line, lineTotalCents: 20_000 }],
      discountCents: 0,
      country: 'NL',
      vatNumber: null,
      settings,
    });
    expect(free.shippingCents).toBe(0);
    expect(free.minimumOrderProblem).toBeNull();
    const world = checkoutTotals({ lines: [line], discountCents: 0, country: 'US', vatNumber: null, settings });
    expect(world.shippingCents).toBe(4_995);
  });
});

describe('invoice timing and payment method', () => {
  it('issues on processing or completed only under "confirmed"', () => {
    expect(issuesInvoiceOnStatus('confirmed', 'processing')).toBe(true);
    expect(issuesInvoiceOnStatus('confirmed', 'completed')).toBe(true);
    expect(issuesInvoiceOnStatus('confirmed', 'on-hold')).toBe(false);
    expect(issuesInvoiceOnStatus('placed', 'processing')).toBe(false);
  });
  it('names the terms', () => {
    expect(invoicePaymentMethod(30)).toBe('Invoice (bank transfer, 30 days)');
    expect(invoicePaymentMethod(1)).toBe('Invoice (bank transfer, 1 day)');
  });
});
