import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Controller, Get, Inject, Logger, Req, Res } from '@nestjs/common';
import { centsToDecimal, formatShopDate, formatShopDateTime, type PostalAddress } from '@shop/domain';
import { stringify } from 'csv-stringify';
import type { Request, Response } from 'express';
import type { AdminOrderRecord } from '../../backends/admin-port.js';
import { describeError } from '../../graphql/errors.js';
import { AdminContextFactory } from '../admin-context.factory.js';
import { AuditService } from '../audit/audit.service.js';
import { ADMIN_CLOCK, type Clock } from '../clock.js';
import { staffOrRefuse } from '../staff-guard.js';
import { buyerOf } from './admin-order.mapper.js';
import { AdminOrdersService, type OrderFilterInput, parseOrderFilter } from './admin-orders.service.js';

export const ORDERS_CSV_PATH = '/admin/orders.csv';
/** orders read per statement while streaming: memory stays at one batch, whatever the export's size */
export const ORDERS_CSV_BATCH = 500;

/** the export's columns, in order (header row = the labels) */
export const ORDER_CSV_COLUMNS = [
  { key: 'number', header: 'Order' },
  { key: 'placedAt', header: 'Placed (Europe/Amsterdam)' },
  { key: 'status', header: 'Status' },
  { key: 'buyer', header: 'Buyer' },
  { key: 'email', header: 'E-mail' },
  { key: 'phone', header: 'Phone' },
  { key: 'company', header: 'Company' },
  { key: 'items', header: 'Items' },
  { key: 'lines', header: 'Lines' },
  { key: 'subtotal', header: 'Subtotal' },
  { key: 'discount', header: 'Discount' },
  { key: 'total', header: 'Total' },
  { key: 'currency', header: 'Currency' },
  { key: 'coupon', header: 'Coupon' },
  { key: 'billingAddress', header: 'Billing address' },
  { key: 'shippingAddress', header: 'Shipping address' },
  { key: 'comment', header: 'Comment' },
] as const;

type CsvRow = Record<(typeof ORDER_CSV_COLUMNS)[number]['key'], string | number>;

const addressText = (a: PostalAddress) =>
  [a.street, [a.postcode, a.city].filter(Boolean).join(' '), a.country].filter(Boolean).join(', ');

function toCsvRow(order: AdminOrderRecord): CsvRow {
  const buyer = buyerOf(order);
  return {
    number: order.number,
    placedAt: formatShopDateTime(new Date(order.createdAt)),
    status: order.status,
    buyer: buyer.name,
    email: buyer.email,
    phone: order.buyer.phone ?? '',
    company: buyer.company ?? '',
    items: order.lines.reduce((sum, line) => sum + line.quantity, 0),
    lines: order.lines.map((line) => `${line.quantity} × ${line.name}`).join('; '),
    subtotal: centsToDecimal(order.subtotalCents),
    discount: centsToDecimal(order.discountCents),
    total: centsToDecimal(order.totalCents),
    currency: order.currencyCode,
    coupon: order.couponCode ?? '',
    billingAddress: addressText(order.billingAddress),
    shippingAddress: addressText(order.shippingAddress),
    comment: order.comment ?? '',
  };
}

/** one value per query parameter (?status=a&status=b is refused) */
function single(value: unknown): string | null | 'many' {
  if (value === undefined) return null;
  return typeof value === 'string' ? value : 'many';
}

function sendError(res: Response, status: number, message: string, extensions: Record<string, unknown>): void {
  res
    .status(status)
    .type('application/json')
    .send(JSON.stringify({ errors: [{ message, extensions }] }));
}

/**
 * GET /admin/orders.csv?status=&search=&from=&to=: the console's order list as filtered, for Excel.
 * Staff only (the admin cookie or `Authorization: Bearer adm_...`; a buyer's credentials never count),
 * the same filter as the `orders` query, newest first. UTF-8 with a BOM (Excel then reads accents
 * right), formula-injection safe (csv-stringify's escape_formulas: a cell starting with = + - @, tab
 * or CR is prefixed with '), streamed in batches. Every export is in the audit log with its filter.
 */
@Controller()
export class OrdersCsvController {
  private readonly logger = new Logger('OrdersCsv');

  constructor(
    private readonly contexts: AdminContextFactory,
    private readonly orders: AdminOrdersService,
    private readonly audit: AuditService,
    @Inject(ADMIN_CLOCK) private readonly clock: Clock,
  ) {}

  @Get(ORDERS_CSV_PATH)
  async export(@Req() req: Request, @Res() res: Response): Promise<void> {
    res.setHeader('Cache-Control', 'private, no-store');
    const ctx = await this.contexts.create({ req, res });
    const staff = staffOrRefuse(ctx, res);
    if (!staff) return;
    const raw = {
      status: single(req.query.status),
      search: single(req.query.search),
      from: single(req.query.from),
      to: single(req.query.to),
    };
    const repeated = Object.entries(raw).find(([, value]) => value === 'many');
    if (repeated) {
      return sendError(res, 400, `Give ${repeated[0]} once`, { code: 'BAD_REQUEST', field: [repeated[0]] });
    }
    const filter = raw as OrderFilterInput;
    const parsed = parseOrderFilter(filter);
    if (!parsed.ok) return sendError(res, 400, parsed.message, { code: 'BAD_REQUEST', field: [parsed.field] });

    await this.audit.record(
      { ...ctx, staff },
      {
        action: 'order.export',
        subject: 'orders.csv',
        after: Object.fromEntries(Object.entries(filter).filter(([, value]) => value)),
      },
    );
    const filename = `orders-${formatShopDate(this.clock.now())}.csv`;
    res.status(200).set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'X-Content-Type-Options': 'nosniff',
    });
    const orders = this.orders;
    const query = parsed.query;
    async function* rows() {
      for await (const batch of orders.batches(query, ORDERS_CSV_BATCH)) {
        for (const order of batch) yield toCsvRow(order);
      }
    }
    const csv = stringify({
      bom: true,
      header: true,
      columns: ORDER_CSV_COLUMNS.map(({ key, header }) => ({ key, header })),
      escape_formulas: true,
      record_delimiter: 'windows',
    });
    try {
      await pipeline(Readable.from(rows()), csv, res);
    } catch (error) {
      // the header is sent: the client sees a cut-off download (pipeline destroyed the response)
      this.logger.error(`orders export failed: ${describeError(error)}`);
    }
  }
}
