import { Inject, Injectable } from '@nestjs/common';
import type { Paged } from '@shop/domain';
import { ADMIN_PORTS, type AdminPorts, type AuditFilterInput, type AuditRecord } from '../../backends/admin-port.js';
import type { AdminContext } from '../admin-context.js';
import { ADMIN_CLOCK, type Clock } from '../clock.js';
import { consolePorts } from '../staff-guard.js';
import { redactSecrets } from './redact.js';

/** the actor of a buyer's own change: "buyer:anna@example.com" */
export const BUYER_ACTOR_PREFIX = 'buyer:';

export interface AuditEntryInput {
  /** `<area>.<verb>`, e.g. order.status, product.save, coupon.delete, staff.save, customer.block */
  action: string;
  /** what was changed, e.g. "order 1001", "product cbd-oil-10", "staff anna@example.com" */
  subject: string;
  /** the changed fields before / after (secrets are redacted here, whatever the caller passes) */
  before?: unknown;
  after?: unknown;
}

/**
 * The audit trail (append-only: the table refuses updates and deletes): every admin mutation calls
 * `record` once it has changed something (who = the signed-in staff member, when = the clock), the
 * gateway `recordSystem`, and the buyers' own account changes `recordBuyer`. Keys that look like passwords,
 * hashes, tokens or secrets are replaced by "[redacted]" before anything is stored.
 */
@Injectable()
export class AuditService {
  constructor(
    @Inject(ADMIN_PORTS) private readonly ports: AdminPorts | null,
    @Inject(ADMIN_CLOCK) private readonly clock: Clock,
  ) {}

  async record(ctx: AdminContext, entry: AuditEntryInput): Promise<void> {
    await this.append(ctx.staff ? { id: ctx.staff.id, email: ctx.staff.email } : null, entry);
  }

  /** an entry made by the gateway itself (start-up, scripts): actor "system" */
  async recordSystem(entry: AuditEntryInput): Promise<void> {
    await this.append(null, entry);
  }

  /**
   * A change a buyer made to its own account (registration, profile, deletion; issue 17): actor
   * "buyer:<e-mail>". Without console storage (STORE_BACKEND=wordpress) there is no trail to append to:
   * WordPress keeps its own.
   */
  async recordBuyer(buyer: { email: string }, entry: AuditEntryInput): Promise<void> {
    if (!this.ports) return;
    await this.append({ id: null, email: `${BUYER_ACTOR_PREFIX}${buyer.email}` }, entry);
  }

  async list(filter: AuditFilterInput, page: number, pageSize: number): Promise<Paged<AuditRecord>> {
    return consolePorts(this.ports).audit.list(filter, page, pageSize);
  }

  private async append(actor: { id: string | null; email: string } | null, entry: AuditEntryInput): Promise<void> {
    await consolePorts(this.ports).audit.append({
      at: this.clock.now(),
      actorStaffId: actor?.id ?? null,
      actor: actor?.email ?? 'system',
      action: entry.action,
      subject: entry.subject,
      before: entry.before === undefined ? null : redactSecrets(entry.before),
      after: entry.after === undefined ? null : redactSecrets(entry.after),
    });
  }
}
