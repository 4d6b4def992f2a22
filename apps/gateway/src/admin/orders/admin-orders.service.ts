import { toOrder } from '../../checkout/checkout.mappers.js';
import { ShopEvents } from '../../events/shop-events.js';
import { MoneySettingsService } from '../../money/money-settings.service.js';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  checkOrderStatusChange,
  type InvoiceIssue,
  isOrderStatus,
  issuesInvoiceOnStatus,
  ORDER_STATUS_MESSAGES,
  orderDateRange,
  orderStatusChangeSchema,
  orderStatusLabel,
  stripUnsafeCharacters,
  validateInput,
} from '@shop/domain';
import {
  ADMIN_PORTS,
  type AdminOrderQuery,
  type AdminOrderRecord,
  type AdminOrderSortKey,
  type AdminPorts,
  type OrderStatusChangeRecord,
} from '../../backends/admin-port.js';
import { type AppConfig, CONFIG } from '../../config/config.js';
import { apiError, describeError, userError } from '../../graphql/errors.js';
import { orderStatusMail } from '../../mail/mail-messages.js';
import { MAILER, type Mailer } from '../../mail/mailer.js';
import type { AdminContext, StaffPrincipal } from '../admin-context.js';
import { AuditService } from '../audit/audit.service.js';
import { ADMIN_CLOCK, type Clock } from '../clock.js';
import type { QueryOrdersArgs } from '../generated/admin-resolvers.js';
import { consolePorts } from '../staff-guard.js';
import {
  type AdminOrderModel,
  type AdminOrderPageModel,
  type AdminOrderPayloadModel,
  buyerOf,
  toAdminOrder,
} from './admin-order.mapper.js';

export const ADMIN_ORDERS_MAX_PAGE_SIZE = 100;
const SEARCH_MAX = 200;

/** the order list's filter as the API and the CSV export take it (strings as typed) */
export interface OrderFilterInput {
  status?: string | null;
  search?: string | null;
  from?: string | null;
  to?: string | null;
}

export type ParsedOrderFilter =
  { ok: true; query: AdminOrderQuery } | { ok: false; field: 'status' | 'from' | 'to'; message: string };

/**
 * The filter checked and normalised once for the list and the export: a known status (lower case),
 * a search without control characters (at most 200 characters), and dates as whole days in the
 * shop's time zone (packages/domain orderDateRange).
 */
export function parseOrderFilter(filter: OrderFilterInput): ParsedOrderFilter {
  const status = filter.status?.trim().toLowerCase() || null;
  if (status !== null && !isOrderStatus(status)) {
    return { ok: false, field: 'status', message: ORDER_STATUS_MESSAGES.unknown };
  }
  const range = orderDateRange(filter.from, filter.to);
  if (!range.ok) return { ok: false, field: range.field, message: range.message };
  const search =
    stripUnsafeCharacters(filter.search ?? '')
      .trim()
      .slice(0, SEARCH_MAX) || null;
  return { ok: true, query: { status, search, from: range.from, before: range.before } };
}

export const clampPage = (page: number | null | undefined) => Math.max(1, Math.trunc(page ?? 1) || 1);
export const clampPageSize = (size: number | null | undefined, fallback = 20) =>
  Math.min(ADMIN_ORDERS_MAX_PAGE_SIZE, Math.max(1, Math.trunc(size ?? fallback) || fallback));

/**
 * Orders in the operator console: the list (filtered, searched and sorted by the store), one order
 * with its history, the status moves of packages/domain's order-status rule (with an e-mail to the
 * buyer and an audit entry), and the batches the CSV export streams.
 */
@Injectable()
export class AdminOrdersService {
  private readonly logger = new Logger('AdminOrders');

  constructor(
    @Inject(ADMIN_PORTS) private readonly ports: AdminPorts | null,
    @Inject(ADMIN_CLOCK) private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(MAILER) private readonly mailer: Mailer,
    private readonly audit: AuditService,
    private readonly events: ShopEvents,
    private readonly money: MoneySettingsService,
  ) {}

  private get orders() {
    return consolePorts(this.ports).orders;
  }

  async list(args: QueryOrdersArgs): Promise<AdminOrderPageModel> {
    const parsed = parseOrderFilter(args.filter ?? {});
    if (!parsed.ok) throw filterError(parsed);
    const page = clampPage(args.page);
    const pageSize = clampPageSize(args.pageSize);
    const key: AdminOrderSortKey = args.sort ?? 'CREATED_AT';
    const result = await this.orders.list(parsed.query, { key, direction: args.direction ?? 'DESC' }, page, pageSize);
    return { items: result.items.map(toAdminOrder), totalCount: result.totalCount, page, pageSize };
  }

  /** one account's orders, newest first (the buyer's detail in the console) */
  async ofCustomer(customerId: string, pageArg?: number | null, sizeArg?: number | null): Promise<AdminOrderPageModel> {
    const page = clampPage(pageArg);
    const pageSize = clampPageSize(sizeArg, 10);
    const result = await this.orders.list({ customerId }, { key: 'CREATED_AT', direction: 'DESC' }, page, pageSize);
    return { items: result.items.map(toAdminOrder), totalCount: result.totalCount, page, pageSize };
  }

  async get(reference: string): Promise<AdminOrderModel | null> {
    const order = await this.orders.get(reference);
    return order ? toAdminOrder(order) : null;
  }

  history(orderId: string): Promise<OrderStatusChangeRecord[]> {
    return this.orders.history(orderId);
  }

  batches(query: AdminOrderQuery, batchSize: number): AsyncIterable<AdminOrderRecord[]> {
    return this.orders.batches(query, batchSize);
  }

  /** under invoice timing "when staff confirm it": what the invoice of an order moved to `status` is issued with */
  private async invoiceOnConfirm(status: string): Promise<InvoiceIssue | null> {
    const settings = await this.money.current();
    if (!issuesInvoiceOnStatus(settings.invoiceTiming, status)) return null;
    return { seller: settings.seller, dueDays: settings.paymentTermsDays };
  }

  async setStatus(
    args: { id: string; status: string; note?: string | null },
    ctx: AdminContext & { staff: StaffPrincipal },
  ): Promise<AdminOrderPayloadModel> {
    const parsed = validateInput(orderStatusChangeSchema, { status: args.status, note: args.note });
    if (!parsed.ok) return { order: null, userErrors: parsed.userErrors };
    const order = await this.orders.get(args.id);
    if (!order) return { order: null, userErrors: [userError(['id'], ORDER_STATUS_MESSAGES.notFound, 'NOT_FOUND')] };
    const check = checkOrderStatusChange(order.status, parsed.data.status);
    if (!check.ok) return { order: null, userErrors: [userError(['status'], check.message, check.code)] };
    const result = await this.orders.changeStatus(order.id, {
      from: order.status,
      to: check.to,
      note: parsed.data.note,
      actor: ctx.staff.email,
      at: this.clock.now(),
      issueInvoice: await this.invoiceOnConfirm(check.to),
    });
    if (result.kind === 'not_found') {
      return { order: null, userErrors: [userError(['id'], ORDER_STATUS_MESSAGES.notFound, 'NOT_FOUND')] };
    }
    if (result.kind === 'conflict') {
      return { order: null, userErrors: [userError(['status'], ORDER_STATUS_MESSAGES.changedMeanwhile, 'CONFLICT')] };
    }
    const changed = result.order;
    await this.audit.record(ctx, {
      action: 'order.status',
      subject: `order ${changed.number}`,
      before: { status: order.status },
      after: { status: changed.status, note: parsed.data.note },
    });
    await this.tellBuyer(changed, order.status, parsed.data.note);
    // webhooks: the buyer's subscriptions to order.status_changed (never throws)
    await this.events.emit({
      type: 'order.status_changed',
      customerId: changed.customerId,
      data: { order: toOrder(changed), previousStatus: order.status },
    });
    // The buyer's reads (myOrders / order) ask the store on every request (no cache to drop): the new
    // status shows at once on every replica (test/admin-orders-replicas.spec.ts).
    return { order: toAdminOrder(changed), userErrors: [] };
  }

  /** the change is made: a mail that fails is logged, never turned into an error of the mutation */
  private async tellBuyer(order: AdminOrderRecord, from: string, note: string | null): Promise<void> {
    const buyer = buyerOf(order);
    if (!buyer.email) return;
    try {
      await this.mailer.send(
        orderStatusMail(
          this.config.publicSiteUrl,
          { number: order.number, buyerName: buyer.name, buyerEmail: buyer.email },
          { to: order.status, toLabel: orderStatusLabel(order.status), fromLabel: orderStatusLabel(from), note },
        ),
      );
    } catch (error) {
      this.logger.error(
        `order ${order.number}: status changed but the buyer was not e-mailed: ${describeError(error)}`,
      );
    }
  }
}

function filterError(parsed: Extract<ParsedOrderFilter, { ok: false }>) {
  return apiError('BAD_REQUEST', parsed.message, { field: ['filter', parsed.field] });
}
