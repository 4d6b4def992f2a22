import { Inject, Injectable } from '@nestjs/common';
import {
  type BuyerApprovalMode,
  type BuyerStanding,
  formatShopDate,
  isBuyerApprovalMode,
  orderingRefusal,
  type OrderingRefusalCode,
} from '@shop/domain';
import { ADMIN_CLOCK, type Clock } from '../admin/clock.js';
import { ADMIN_PORTS, type AdminPorts } from '../backends/admin-port.js';
import { type AppConfig, CONFIG } from '../config/config.js';

/**
 * auto or manual buyer approval (packages/domain buyer-access.ts): the console's `buyerApproval`
 * setting when an owner saved one (embedded store), else BUYER_APPROVAL. Read when it matters (a
 * registration, an order), never cached, so a change in the console applies to the next one on every
 * gateway. The WordPress backend has no console settings: BUYER_APPROVAL alone decides there.
 */
@Injectable()
export class BuyerApprovalService {
  constructor(
    @Inject(ADMIN_PORTS) private readonly ports: AdminPorts | null,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(ADMIN_CLOCK) private readonly clock: Clock,
  ) {}

  async mode(): Promise<BuyerApprovalMode> {
    if (!this.ports) return this.config.buyerApproval;
    const stored = (await this.ports.settings.read()).buyerApproval;
    return isBuyerApprovalMode(stored) ? stored : this.config.buyerApproval;
  }

  /**
   * Why the caller (null: a guest) may not order now, or null when it may: its standing, guest checkout
   * under manual approval, and under manual an expired trade licence (packages/domain orderingRefusal).
   */
  async orderingRefusal(
    customer: (BuyerStanding & { id: string }) | null,
  ): Promise<{ code: OrderingRefusalCode; message: string } | null> {
    const approval = await this.mode();
    const licence =
      approval === 'manual' && customer?.status === 'APPROVED' && this.ports
        ? await this.ports.licences.describe(customer.id)
        : null;
    return orderingRefusal({
      customer,
      approval,
      licenceExpiresOn: licence?.expiresOn ?? null,
      today: formatShopDate(this.clock.now()),
    });
  }
}
