import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { ADMIN_PORTS, type AdminPorts } from '../backends/admin-port.js';
import { type AppConfig, CONFIG } from '../config/config.js';
import { AuditService } from './audit/audit.service.js';
import { toStaff } from './auth/admin-auth.service.js';

/**
 * The console's first owner from SHOP_ADMIN_EMAIL + SHOP_ADMIN_PASSWORD (validated by the config with
 * the domain's password rule): created at start while the console has no staff account at all, so a
 * restart never re-creates a removed account or overwrites a changed password. The password is
 * never logged.
 */
@Injectable()
export class FirstOwnerBootstrap implements OnApplicationBootstrap {
  private readonly logger = new Logger('AdminConsole');

  constructor(
    @Inject(ADMIN_PORTS) private readonly ports: AdminPorts | null,
    @Inject(CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const owner = this.config.admin.firstOwner;
    if (!owner) return;
    if (!this.ports) {
      this.logger.warn(
        'SHOP_ADMIN_EMAIL is ignored: the console is embedded-only (this shop is operated in WordPress)',
      );
      return;
    }
    const result = await this.ports.staff.createFirstOwner(owner);
    if (result.kind === 'exists') return;
    this.logger.log(`first owner of the console created from SHOP_ADMIN_EMAIL: ${result.staff.email}`);
    const { id: _id, ...after } = toStaff(result.staff);
    await this.audit.recordSystem({ action: 'staff.create', subject: `staff ${result.staff.email}`, after });
  }
}
