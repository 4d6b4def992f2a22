import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  approveCustomerSchema,
  BUYER_GROUP_MESSAGES,
  blockCustomerSchema,
  checkCustomerStatusChange,
  CUSTOMER_STATUS_MESSAGES,
  type CustomerStatusAction,
  rejectCustomerSchema,
  stripUnsafeCharacters,
  validateInput,
} from '@shop/domain';
import { ADMIN_PORTS, type AdminCustomerRecord, type AdminPorts } from '../../backends/admin-port.js';
import { type AppConfig, CONFIG } from '../../config/config.js';
import { describeError, userError } from '../../graphql/errors.js';
import { SessionService } from '../../identity/session.service.js';
import { customerApprovedMail, customerRejectedMail } from '../../mail/mail-messages.js';
import { MAILER, type Mailer, type MailMessage } from '../../mail/mailer.js';
import type { AdminContext, StaffPrincipal } from '../admin-context.js';
import { AuditService } from '../audit/audit.service.js';
import { ADMIN_CLOCK, type Clock } from '../clock.js';
import type { QueryCustomersArgs } from '../generated/admin-resolvers.js';
import { clampPage, clampPageSize } from '../orders/admin-orders.service.js';
import { consolePorts } from '../staff-guard.js';
import { type AdminCustomerModel, type AdminCustomerPayloadModel, toAdminCustomer } from './admin-customer.mapper.js';

type StaffContext = AdminContext & { staff: StaffPrincipal };

/** what an audit entry keeps of a buyer's standing */
const standing = (customer: AdminCustomerRecord) => ({
  status: customer.status,
  statusReason: customer.statusReason,
  groupCode: customer.groupCode,
  groupId: customer.groupId ?? null,
});

/**
 * Buyers in the operator console: the list and detail (orders, total spent), and the status actions
 * of packages/domain's customer-status rule. Every change drops the buyer's cached sessions on every
 * gateway (SessionService.forgetCustomer: the next request reads the account afresh); blocking also
 * revokes the sessions in the store, in the same transaction as the status, so they end at once.
 */
@Injectable()
export class AdminCustomersService {
  private readonly logger = new Logger('AdminCustomers');

  constructor(
    @Inject(ADMIN_PORTS) private readonly ports: AdminPorts | null,
    @Inject(ADMIN_CLOCK) private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(MAILER) private readonly mailer: Mailer,
    private readonly audit: AuditService,
    private readonly sessions: SessionService,
  ) {}

  private get customers() {
    return consolePorts(this.ports).customers;
  }

  async list(args: QueryCustomersArgs) {
    const page = clampPage(args.page);
    const pageSize = clampPageSize(args.pageSize);
    const search =
      stripUnsafeCharacters(args.filter?.search ?? '')
        .trim()
        .slice(0, 200) || null;
    const result = await this.customers.list({ status: args.filter?.status ?? null, search }, page, pageSize);
    return { items: result.items.map(toAdminCustomer), totalCount: result.totalCount, page, pageSize };
  }

  async get(id: string): Promise<AdminCustomerModel | null> {
    const customer = await this.customers.get(id);
    return customer ? toAdminCustomer(customer) : null;
  }

  async approve(
    id: string,
    groupCode: string | null | undefined,
    ctx: StaffContext,
    groupId?: string | null,
  ): Promise<AdminCustomerPayloadModel> {
    const parsed = validateInput(approveCustomerSchema, { groupCode });
    if (!parsed.ok) return { customer: null, userErrors: parsed.userErrors };
    if (groupId != null && !(await this.groupExists(groupId)))
      return failed(['groupId'], BUYER_GROUP_MESSAGES.unknownGroup, 'NOT_FOUND');
    return this.change(
      'approve',
      id,
      { reason: null, groupCode: parsed.data.groupCode, ...(groupId !== undefined ? { groupId } : {}) },
      ctx,
      (customer) => customerApprovedMail(this.config.publicSiteUrl, this.config.shop.name, customer),
    );
  }

  private async groupExists(groupId: string): Promise<boolean> {
    return (await consolePorts(this.ports).buyerGroups.get(groupId)) !== null;
  }

  /**
   * Moves a buyer to another buyer group (null: the default group). The buyer's cached sessions are
   * dropped on every gateway, so the next request (the same browser session) already pays the new
   * group's prices; written to the audit log.
   */
  async setGroup(id: string, groupId: string | null, ctx: StaffContext): Promise<AdminCustomerPayloadModel> {
    const customer = await this.customers.get(id);
    if (!customer) return failed(['id'], CUSTOMER_STATUS_MESSAGES.notFound, 'NOT_FOUND');
    if (groupId != null && !(await this.groupExists(groupId)))
      return failed(['groupId'], BUYER_GROUP_MESSAGES.unknownGroup, 'NOT_FOUND');
    const result = await this.sessions.changing(
      () => this.customers.setGroup(customer.id, groupId),
      () => this.sessions.forgetCustomer(customer.id),
    );
    if (result.kind === 'not_found') return failed(['id'], CUSTOMER_STATUS_MESSAGES.notFound, 'NOT_FOUND');
    await this.audit.record(ctx, {
      action: 'customer.group',
      subject: `customer ${customer.email}`,
      before: { groupId: customer.groupId ?? null },
      after: { groupId: result.customer.groupId ?? null },
    });
    return { customer: toAdminCustomer(result.customer), userErrors: [] };
  }

  reject(id: string, reason: string, ctx: StaffContext): Promise<AdminCustomerPayloadModel> {
    const parsed = validateInput(rejectCustomerSchema, { reason });
    if (!parsed.ok) return Promise.resolve({ customer: null, userErrors: parsed.userErrors });
    return this.change('reject', id, { reason: parsed.data.reason }, ctx, (customer) =>
      customerRejectedMail(this.config.shop.name, this.config.shop.email, customer, parsed.data.reason),
    );
  }

  block(id: string, reason: string | null | undefined, ctx: StaffContext): Promise<AdminCustomerPayloadModel> {
    const parsed = validateInput(blockCustomerSchema, { reason });
    if (!parsed.ok) return Promise.resolve({ customer: null, userErrors: parsed.userErrors });
    return this.change('block', id, { reason: parsed.data.reason }, ctx);
  }

  unblock(id: string, ctx: StaffContext): Promise<AdminCustomerPayloadModel> {
    return this.change('unblock', id, { reason: null }, ctx);
  }

  private async change(
    action: CustomerStatusAction,
    id: string,
    values: { reason: string | null; groupCode?: string | null; groupId?: string | null },
    ctx: StaffContext,
    mail?: (customer: AdminCustomerRecord) => MailMessage,
  ): Promise<AdminCustomerPayloadModel> {
    const customer = await this.customers.get(id);
    if (!customer) return failed(['id'], CUSTOMER_STATUS_MESSAGES.notFound, 'NOT_FOUND');
    const check = checkCustomerStatusChange(action, customer.status);
    if (!check.ok) return failed(['id'], check.message, check.code);
    const result = await this.sessions.changing(
      () =>
        this.customers.changeStatus(customer.id, {
          from: customer.status,
          to: check.to,
          reason: values.reason,
          ...(values.groupCode !== undefined ? { groupCode: values.groupCode } : {}),
          ...(values.groupId !== undefined ? { groupId: values.groupId } : {}),
          at: this.clock.now(),
          endSessions: action === 'block',
        }),
      // the cached sessions carry the account as it was: every gateway drops them (blocking or not)
      () => this.sessions.forgetCustomer(customer.id),
    );
    if (result.kind === 'not_found') return failed(['id'], CUSTOMER_STATUS_MESSAGES.notFound, 'NOT_FOUND');
    if (result.kind === 'conflict') return failed(['id'], CUSTOMER_STATUS_MESSAGES.changedMeanwhile, 'CONFLICT');
    await this.audit.record(ctx, {
      action: `customer.${action}`,
      subject: `customer ${customer.email}`,
      before: standing(customer),
      after: { ...standing(result.customer), ...(action === 'block' ? { sessionsEnded: true } : {}) },
    });
    if (mail) await this.send(mail(result.customer), action, customer.email);
    return { customer: toAdminCustomer(result.customer), userErrors: [] };
  }

  /** the decision is made: a mail that fails is logged, never an error of the mutation */
  private async send(message: MailMessage, action: CustomerStatusAction, email: string): Promise<void> {
    try {
      await this.mailer.send(message);
    } catch (error) {
      this.logger.error(`customer ${action}: ${email} was not e-mailed: ${describeError(error)}`);
    }
  }
}

function failed(field: string[], message: string, code: string): AdminCustomerPayloadModel {
  return { customer: null, userErrors: [userError(field, message, code)] };
}
