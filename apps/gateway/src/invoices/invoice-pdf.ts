import PDFDocument from 'pdfkit';
import {
  centsToDecimal,
  formatRate,
  formatShopDate,
  INVOICE_TEXTS,
  invoiceDueDate,
  invoicePaymentMethod,
  VAT_TEXTS,
  type OrderRecord,
  type PostalAddress,
  type SellerDetails,
} from '@shop/domain';

/**
 * The invoice of an order as a PDF (pdfkit, its built-in Helvetica: no font files). Every amount is the
 * order's as stored, so the PDF shows exactly what the quote showed and the order charged. A credit note
 * is the same document titled "Credit note", its amounts negated, referring to the invoice it cancels.
 */
export interface InvoiceDocument {
  kind: 'invoice' | 'credit_note';
  number: string;
  issuedAt: Date;
  /** for a credit note: the invoice it cancels */
  creditsInvoice?: string | null;
  /** payment terms the invoice was issued with */
  dueDays: number;
}

const MARGIN = 50;
const WIDTH = 595.28 - MARGIN * 2; // A4

function eur(cents: number, sign: 1 | -1): string {
  const value = cents * sign;
  return `EUR ${centsToDecimal(value === 0 ? 0 : value)}`;
}

function addressLines(address: PostalAddress): string[] {
  const name = `${address.firstName} ${address.lastName}`.trim();
  return [name, address.street, [address.postcode, address.city].filter(Boolean).join(' '), address.country].filter(
    (line) => line.trim() !== '',
  );
}

export function renderInvoicePdf(
  order: OrderRecord,
  seller: SellerDetails,
  document: InvoiceDocument,
): Promise<Buffer> {
  const sign: 1 | -1 = document.kind === 'credit_note' ? -1 : 1;
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${document.kind === 'credit_note' ? INVOICE_TEXTS.creditNoteTitle : INVOICE_TEXTS.title} ${document.number}`,
      Author: seller.name,
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  // seller (legal details) on the left, document facts on the right
  pdf.font('Helvetica-Bold').fontSize(14).text(seller.name, MARGIN, MARGIN);
  pdf.font('Helvetica').fontSize(9);
  for (const line of seller.addressLines) pdf.text(line);
  pdf.text(`KvK ${seller.kvk}   VAT ${seller.vatNumber}`);
  pdf.text(`IBAN ${seller.iban}${seller.bic ? `   BIC ${seller.bic}` : ''}`);
  pdf.text(seller.email);

  const title = document.kind === 'credit_note' ? INVOICE_TEXTS.creditNoteTitle : INVOICE_TEXTS.title;
  const facts: [string, string][] = [
    [`${title} number`, document.number],
    ['Date', formatShopDate(document.issuedAt)],
    ['Order', `#${order.number}`],
  ];
  if (document.kind === 'invoice')
    facts.push([INVOICE_TEXTS.dueDate, formatShopDate(invoiceDueDate(document.issuedAt, document.dueDays))]);
  if (document.creditsInvoice) facts.push(['Credits invoice', document.creditsInvoice]);
  if (order.poNumber) facts.push([INVOICE_TEXTS.poNumber, order.poNumber]);
  pdf
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(title, MARGIN + WIDTH / 2, MARGIN, { width: WIDTH / 2, align: 'right' });
  pdf.fontSize(9);
  for (const [label, value] of facts) {
    pdf.font('Helvetica').text(`${label}: `, { width: WIDTH / 2, align: 'right', continued: true });
    pdf.font('Helvetica-Bold').text(value);
  }

  // the buyer: company and VAT number, then the billing address
  pdf.moveDown(2);
  const buyerTop = Math.max(pdf.y, 170);
  pdf.font('Helvetica-Bold').fontSize(10).text('Bill to', MARGIN, buyerTop);
  pdf.font('Helvetica').fontSize(9);
  if (order.buyerCompany) pdf.text(order.buyerCompany);
  for (const line of addressLines(order.billingAddress)) pdf.text(line);
  if (order.buyerVatNumber) pdf.text(`VAT number: ${order.buyerVatNumber}`);
  if (order.buyer.email) pdf.text(order.buyer.email);

  // lines
  pdf.moveDown(1.5);
  const columns = [
    { label: 'Product', x: MARGIN, width: 230, align: 'left' as const },
    { label: 'Qty', x: MARGIN + 235, width: 40, align: 'right' as const },
    { label: 'Unit (excl. VAT)', x: MARGIN + 280, width: 80, align: 'right' as const },
    { label: 'VAT', x: MARGIN + 365, width: 40, align: 'right' as const },
    { label: 'Amount', x: MARGIN + 410, width: WIDTH - 410, align: 'right' as const },
  ];
  const row = (cells: string[], bold = false) => {
    const top = pdf.y;
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    let bottom = top;
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      pdf.text(cell, column.x, top, { width: column.width, align: column.align });
      bottom = Math.max(bottom, pdf.y);
    });
    pdf.x = MARGIN;
    pdf.y = bottom + 4;
  };
  row(
    columns.map((c) => c.label),
    true,
  );
  pdf
    .moveTo(MARGIN, pdf.y - 2)
    .lineTo(MARGIN + WIDTH, pdf.y - 2)
    .stroke();
  for (const line of order.lines) {
    if (pdf.y > 700) pdf.addPage();
    row([
      line.name,
      String(line.quantity),
      eur(line.unitPriceCents, sign),
      line.taxRateBasisPoints == null ? '' : `${formatRate(line.taxRateBasisPoints)} %`,
      eur(line.lineTotalCents, sign),
    ]);
  }

  // totals and the VAT breakdown per rate
  pdf.moveDown(0.5);
  const totals: [string, string, boolean][] = [['Subtotal (excl. VAT)', eur(order.subtotalCents, sign), false]];
  if (order.discountCents > 0) {
    totals.push([
      `Discount${order.couponCode ? ` (${order.couponCode})` : ''}`,
      eur(-order.discountCents, sign),
      false,
    ]);
  }
  totals.push(['Shipping (excl. VAT)', eur(order.shippingCents ?? 0, sign), false]);
  for (const tax of order.taxLines ?? []) {
    totals.push([`${tax.label} of ${eur(tax.baseCents, sign)}`, eur(tax.amountCents, sign), false]);
  }
  totals.push([`Total ${order.currencyCode || 'EUR'}`, eur(order.totalCents, sign), true]);
  for (const [label, value, bold] of totals) {
    const top = pdf.y;
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 11 : 9);
    pdf.text(label, MARGIN + 200, top, { width: 200, align: 'right' });
    pdf.text(value, MARGIN + 410, top, { width: WIDTH - 410, align: 'right' });
    pdf.x = MARGIN;
    pdf.y = Math.max(pdf.y, top) + 3;
  }

  // legal mentions and payment terms
  pdf.moveDown(1.5);
  pdf.font('Helvetica').fontSize(9);
  if (order.reverseCharge)
    pdf.font('Helvetica-Bold').text(VAT_TEXTS.reverseChargeNote, MARGIN, pdf.y, { width: WIDTH });
  else if ((order.taxLines ?? []).some((line) => line.label === VAT_TEXTS.exportLabel)) {
    pdf.font('Helvetica-Bold').text(VAT_TEXTS.exportNote, MARGIN, pdf.y, { width: WIDTH });
  }
  pdf.font('Helvetica').moveDown(0.5);
  if (document.kind === 'invoice') {
    pdf.text(
      `${INVOICE_TEXTS.paymentMethod}: ${order.paymentMethod ?? invoicePaymentMethod(document.dueDays)}`,
      MARGIN,
      pdf.y,
      {
        width: WIDTH,
      },
    );
    pdf.text(INVOICE_TEXTS.paymentTerms(document.dueDays), { width: WIDTH });
    pdf.text(`IBAN ${seller.iban} in the name of ${seller.name}`, { width: WIDTH });
  }
  pdf.end();
  return done;
}
