import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { GqlContextFactory } from '../graphql/context.factory.js';
import { invoiceNumberOfFile, InvoicesService, type InvoicePdf } from './invoices.service.js';

export function sendPdf(res: Response, found: InvoicePdf): void {
  res.status(200).set({
    'Content-Type': 'application/pdf',
    'Content-Disposition': `inline; filename="${found.filename}"`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(found.pdf);
}

export function sendNotFound(res: Response): void {
  res.status(404).set({ 'Cache-Control': 'private, no-store' }).type('text/plain').send('Not found');
}

/**
 * GET /invoices/<number>.pdf: the invoice (or credit note) of one of the caller's own orders, with the
 * session cookie (or a Bearer token). Anyone else, signed in or not, gets 404: the answer never tells
 * whether a number exists.
 */
@Controller()
export class InvoicesController {
  constructor(
    private readonly contexts: GqlContextFactory,
    private readonly invoices: InvoicesService,
  ) {}

  @Get('invoices/:file')
  async download(@Param('file') file: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const number = invoiceNumberOfFile(file);
    if (!number) return sendNotFound(res);
    const ctx = await this.contexts.create({ req, res });
    if (!ctx.customer) return sendNotFound(res);
    const order = await this.invoices.orderOf(number);
    if (!order || order.customerId === null || order.customerId !== ctx.customer.id) return sendNotFound(res);
    const found = await this.invoices.render(order, number);
    return found ? sendPdf(res, found) : sendNotFound(res);
  }
}
