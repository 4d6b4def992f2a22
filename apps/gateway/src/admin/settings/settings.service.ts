import { Inject, Injectable } from '@nestjs/common';
import {
  ADMIN_SETTINGS_DEFAULTS,
  adminSettingsSchema,
  type AdminSettingsValues,
  isBuyerApprovalMode,
  validateInput,
} from '@shop/domain';
import { ADMIN_PORTS, type AdminPorts } from '../../backends/admin-port.js';
import { type AppConfig, CONFIG } from '../../config/config.js';
import type { AdminContext } from '../admin-context.js';
import { wordpressAdminUrl } from '../admin-context.factory.js';
import { AuditService } from '../audit/audit.service.js';
import { ADMIN_CLOCK, type Clock } from '../clock.js';
import type { AdminSettings, AdminSettingsInput, AdminSettingsPayload } from '../generated/admin-resolvers.js';
import { consolePorts } from '../staff-guard.js';

/**
 * The console's settings (table shop_settings), with their defaults: lowStockThreshold 5,
 * notificationEmail '' (nowhere), buyerApproval BUYER_APPROVAL (auto unless configured). `current()` is for other admin areas (the dashboard's low-stock
 * list, notifications); reading and saving them through the API is for owners.
 */
@Injectable()
export class SettingsService {
  constructor(
    @Inject(ADMIN_PORTS) private readonly ports: AdminPorts | null,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(ADMIN_CLOCK) private readonly clock: Clock,
    private readonly audit: AuditService,
  ) {}

  /** the stored values over the defaults (a stored value of the wrong shape falls back to its default) */
  async current(): Promise<AdminSettingsValues> {
    const stored = await consolePorts(this.ports).settings.read();
    const threshold = stored.lowStockThreshold;
    const email = stored.notificationEmail;
    const approval = stored.buyerApproval;
    return {
      buyerApproval: isBuyerApprovalMode(approval) ? approval : this.config.buyerApproval,
      lowStockThreshold:
        typeof threshold === 'number' && Number.isInteger(threshold) && threshold >= 0
          ? threshold
          : ADMIN_SETTINGS_DEFAULTS.lowStockThreshold,
      notificationEmail: typeof email === 'string' ? email : ADMIN_SETTINGS_DEFAULTS.notificationEmail,
    };
  }

  async settings(): Promise<AdminSettings> {
    return this.toApi(await this.current());
  }

  async save(input: AdminSettingsInput, ctx: AdminContext): Promise<AdminSettingsPayload> {
    const parsed = validateInput(
      adminSettingsSchema,
      {
        lowStockThreshold: input.lowStockThreshold ?? undefined,
        notificationEmail: input.notificationEmail ?? undefined,
        buyerApproval: input.buyerApproval ?? undefined,
      },
      ['input'],
    );
    if (!parsed.ok) return { settings: null, userErrors: parsed.userErrors };
    const before = await this.current();
    const changes = Object.fromEntries(
      Object.entries(parsed.data).filter(
        ([key, value]) => value !== undefined && value !== before[key as keyof AdminSettingsValues],
      ),
    );
    if (Object.keys(changes).length > 0) {
      await consolePorts(this.ports).settings.write(changes, { now: this.clock.now() });
      const changedBefore = Object.fromEntries(
        Object.keys(changes).map((key) => [key, before[key as keyof AdminSettingsValues]]),
      );
      await this.audit.record(ctx, {
        action: 'settings.save',
        subject: 'settings',
        before: changedBefore,
        after: changes,
      });
    }
    return { settings: await this.settings(), userErrors: [] };
  }

  private toApi(values: AdminSettingsValues): AdminSettings {
    return {
      storeBackend: this.config.storeBackend,
      wordpressAdminUrl: wordpressAdminUrl(this.config),
      lowStockThreshold: values.lowStockThreshold,
      notificationEmail: values.notificationEmail,
      buyerApproval: values.buyerApproval,
    };
  }
}
