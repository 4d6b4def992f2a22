import { describe, expect, it } from 'vitest';
import { creditNoteAmount, formatInvoiceNumber, invoiceDueDate, invoiceYear, parseInvoiceNumber } from './invoice.js';

describe('invoice numbers', () => {
  it('formats and parses year-sequence', () => {
    expect(formatInvoiceNumber(2026, 1)).toBe('2026-00001');
    expect(formatInvoiceNumber(2026, 123_456)).toBe('2026-123456');
    expect(parseInvoiceNumber('2026-00042')).toEqual({ year: 2026, sequence: 42 });
    expect(parseInvoiceNumber('2026-00000')).toBeNull();
    expect(parseInvoiceNumber('2026-42')).toBeNull();
    expect(parseInvoiceNumber('../etc')).toBeNull();
  });
  it('counts the year in Amsterdam: 31 December 23:30 UTC is already next year', () => {
    expect(invoiceYear(new Date('2026-12-31T22:59:59Z'))).toBe(2026);
    expect(invoiceYear(new Date('2026-12-31T23:30:00Z'))).toBe(2027);
  });
  it('is due 30 days after issue', () => {
    expect(invoiceDueDate(new Date('2026-11-25T10:00:00Z')).toISOString()).toBe('2026-12-25T10:00:00.000Z');
  });
  it('credits the whole amount', () => {
    expect(creditNoteAmount(12_345)).toBe(-12_345);
    expect(creditNoteAmount(0)).toBe(0);
  });
});
