import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { sendNotFound, sendPdf } from '../../invoices/invoices.controller.js';
import { invoiceNumberOfFile, InvoicesService } from '../../invoices/invoices.service.js';
import { AdminContextFactory } from '../admin-context.factory.js';
import { requireStaff } from '../staff-guard.js';

/**
 * GET /admin/invoices/<number>.pdf: any order's invoice or credit note, for staff (the admin cookie or
 * `Authorization: Bearer adm_...`). Everyone else gets 404, as for an unknown number.
 */
@Controller()
export class AdminInvoicesController {
  constructor(
    private readonly contexts: AdminContextFactory,
    private readonly invoices: InvoicesService,
  ) {}

  @Get('admin/invoices/:file')
  async download(@Param('file') file: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const number = invoiceNumberOfFile(file);
    if (!number) return sendNotFound(res);
    const ctx = await this.contexts.create({ req, res });
    try {
      requireStaff(ctx);
    } catch {
      return sendNotFound(res);
    }
    const order = await this.invoices.orderOf(number);
    const found = order ? await this.invoices.render(order, number) : null;
    return found ? sendPdf(res, found) : sendNotFound(res);
  }
}
