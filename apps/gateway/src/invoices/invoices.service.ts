import { Inject, Injectable } from '@nestjs/common';
import { parseInvoiceNumber, type OrderRecord } from '@shop/domain';
import { ORDER_STORE, type OrderStore } from '../backends/port.js';
import { MoneySettingsService } from '../money/money-settings.service.js';
import { renderInvoicePdf } from './invoice-pdf.js';

/** "2026-00001.pdf" → "2026-00001"; null for anything else (no path tricks reach the store) */
export function invoiceNumberOfFile(file: string): string | null {
  const match = /^(\d{4}-\d{5,})\.pdf$/.exec(file);
  return match && parseInvoiceNumber(match[1]!) ? match[1]! : null;
}

export interface InvoicePdf {
  order: OrderRecord;
  filename: string;
  pdf: Buffer;
}

/**
 * Invoices and credit notes as PDFs. Who may download one is the caller's decision (the buyer's own
 * order, or staff); this service only finds the order of a document number and renders it.
 */
@Injectable()
export class InvoicesService {
  constructor(
    @Inject(ORDER_STORE) private readonly orders: OrderStore,
    private readonly money: MoneySettingsService,
  ) {}

  /** the order a document number belongs to, or null (unknown, or a store without our invoices) */
  async orderOf(number: string): Promise<OrderRecord | null> {
    if (!this.orders.getOrderByInvoiceNumber) return null;
    return this.orders.getOrderByInvoiceNumber(number);
  }

  async render(order: OrderRecord, number: string): Promise<InvoicePdf | null> {
    const invoice = order.invoice;
    if (!invoice) return null;
    const credit = invoice.creditNoteNumber === number;
    if (!credit && invoice.number !== number) return null;
    // the details the invoice was issued with; an invoice from before they were kept uses today's
    const current = invoice.seller && invoice.dueDays != null ? null : await this.money.current();
    const pdf = await renderInvoicePdf(order, invoice.seller ?? current!.seller, {
      kind: credit ? 'credit_note' : 'invoice',
      number,
      issuedAt: new Date((credit ? invoice.creditNoteIssuedAt : null) ?? invoice.issuedAt),
      creditsInvoice: credit ? invoice.number : null,
      dueDays: invoice.dueDays ?? current!.paymentTermsDays,
    });
    return { order, filename: `${credit ? 'credit-note' : 'invoice'}-${number}.pdf`, pdf };
  }
}
