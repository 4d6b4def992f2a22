import { Inject, Injectable } from '@nestjs/common';
import { ADMIN_PORTS, type AdminPorts, type CustomerDataExport } from '../backends/admin-port.js';
import { ORDER_LIST_STORE, type OrderListStore } from '../backends/order-list-port.js';
import { type AppConfig, CONFIG } from '../config/config.js';
import { AuditService } from '../admin/audit/audit.service.js';
import { ADMIN_CLOCK, type Clock } from '../admin/clock.js';
import type { AdminContext } from '../admin/admin-context.js';
import { apiError } from '../graphql/errors.js';
import { SessionService } from '../identity/session.service.js';

export const PRIVACY_MESSAGES = {
  unavailable:
    'Data export and account deletion are handled by the shop in WordPress: please contact us to ask for them.',
} as const;

/** who asked for an erasure: the buyer itself, or a staff member in the console */
export type ErasureRequester = { kind: 'buyer'; email: string } | { kind: 'staff'; ctx: AdminContext };

/**
 * GDPR for buyers (issue 17), for the public API (the caller's own data) and the console (any buyer,
 * owners only): the export as one JSON document, and erasure that anonymises the account while its
 * orders stay with anonymised personal data (retention: the privacy page). Both are the embedded
 * store's (backends/embedded/admin/privacy.ts); a WordPress shop answers them in WordPress.
 */
@Injectable()
export class CustomerPrivacyService {
  constructor(
    @Inject(ADMIN_PORTS) private readonly ports: AdminPorts | null,
    @Inject(ADMIN_CLOCK) private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditService,
    private readonly sessions: SessionService,
    @Inject(ORDER_LIST_STORE) private readonly orderLists: OrderListStore,
  ) {}

  private get privacy() {
    if (!this.ports) throw apiError('BAD_REQUEST', PRIVACY_MESSAGES.unavailable);
    return this.ports.privacy;
  }

  /** the document, or null when the account is unknown or anonymised */
  async exportJson(customerId: string): Promise<string | null> {
    const data = await this.privacy.exportData(customerId);
    if (!data) return null;
    // order lists (saved carts) are the buyer's data too, kept outside the store's tables on WordPress
    const orderLists = (await this.orderLists.list(customerId)).map(({ name, lines, createdAt, updatedAt }) => ({
      name,
      lines,
      createdAt,
      updatedAt,
    }));
    return JSON.stringify(this.document(data, orderLists), null, 2);
  }

  private document(data: CustomerDataExport, orderLists: unknown[]) {
    return {
      exportedAt: this.clock.now().toISOString(),
      controller: { name: this.config.shop.name, email: this.config.shop.email, address: this.config.shop.address },
      ...data,
      orderLists,
    };
  }

  /** an owner's export is in the audit trail (who looked at whose data) */
  async recordExport(customerId: string, ctx: AdminContext): Promise<void> {
    await this.audit.record(ctx, { action: 'customer.export', subject: `customer ${customerId}` });
  }

  checkPassword(customerId: string, password: string): Promise<boolean> {
    return this.privacy.checkPassword(customerId, password);
  }

  /** anonymises the account; false when it is unknown or anonymised already */
  async erase(customerId: string, requester: ErasureRequester): Promise<boolean> {
    const privacy = this.privacy;
    const result = await this.sessions.changing(
      () => privacy.erase(customerId, this.clock.now()),
      () => this.sessions.forgetCustomer(customerId),
    );
    if (result.kind !== 'ok') return false;
    // an anonymised account keeps its orders (retention) but not its saved carts
    await this.orderLists.deleteAll(customerId);
    const entry = {
      action: requester.kind === 'buyer' ? 'buyer.delete' : 'customer.delete',
      subject: `customer ${customerId}`,
      before: { email: result.email },
      after: { anonymised: true, sessionsEnded: true },
    };
    if (requester.kind === 'buyer') await this.audit.recordBuyer({ email: result.email }, entry);
    else await this.audit.record(requester.ctx, entry);
    return true;
  }
}
