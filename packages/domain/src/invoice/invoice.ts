import type { Cents } from '../types.js';
import { SHOP_TIME_ZONE, zonedDate } from '../orders/order-period.js';

/**
 * Invoices: one gap-free sequence per calendar year (in the shop's time zone), numbered "2026-00001".
 * The number is drawn in the same transaction that stores the order, so a rolled-back order leaves no gap.
 * Payment on account: due INVOICE_DUE_DAYS after the invoice date.
 */
export const INVOICE_DUE_DAYS = 30;

/** The seller's legal details printed on every invoice (settings; the demo's defaults below). */
export interface SellerDetails {
  name: string;
  addressLines: readonly string[];
  /** Dutch Chamber of Commerce number */
  kvk: string;
  vatNumber: string;
  iban: string;
  bic: string;
  email: string;
}

export const DEMO_SELLER: SellerDetails = Object.freeze({
  name: 'Greenleaf Biotech Wholesale B.V.',
  addressLines: ['Keizersgracht 241', '1016 EA Amsterdam', 'Netherlands'],
  kvk: '12345678',
  vatNumber: 'NL004495445B01',
  iban: 'NL91ABNA0417164300',
  bic: 'ABNANL2A',
  email: 'wholesale@greenleaf-biotech.nl',
});

const INVOICE_NUMBER = /^(\d{4})-(\d{5,})$/;

/** 2026, 1 → "2026-00001" */
export function formatInvoiceNumber(year: number, sequence: number): string {
  return `${String(year).padStart(4, '0')}-${String(sequence).padStart(5, '0')}`;
}

export function parseInvoiceNumber(text: string): { year: number; sequence: number } | null {
  const match = INVOICE_NUMBER.exec(text.trim());
  if (!match) return null;
  const sequence = Number(match[2]);
  if (!Number.isSafeInteger(sequence) || sequence < 1) return null;
  return { year: Number(match[1]), sequence };
}

/** the sequence's year: the invoice date's year in the shop's time zone (New Year's Eve 23:30 UTC is next year in Amsterdam) */
export function invoiceYear(issuedAt: Date, timeZone: string = SHOP_TIME_ZONE): number {
  return zonedDate(issuedAt, timeZone).year;
}

export function invoiceDueDate(issuedAt: Date, days: number = INVOICE_DUE_DAYS): Date {
  return new Date(issuedAt.getTime() + days * 24 * 60 * 60 * 1000);
}

/** a credit note cancels an invoice with the same amounts, negated */
export function creditNoteAmount(totalCents: Cents): Cents {
  return totalCents === 0 ? 0 : -totalCents;
}

export const INVOICE_TEXTS = {
  title: 'Invoice',
  creditNoteTitle: 'Credit note',
  poNumber: 'PO number',
  dueDate: 'Due date',
  paymentMethod: 'Payment',
  paymentTerms: (days: number) => `Payment by bank transfer within ${days} days, quoting the invoice number.`,
} as const;
