import { Module } from '@nestjs/common';
import { AdminCoreModule } from './admin-core.module.js';
import { AuditCsvController } from './audit/audit-csv.controller.js';
import { AuditResolver } from './audit/audit.resolver.js';
import { AdminAuthResolver } from './auth/admin-auth.resolver.js';
import { AdminAuthService } from './auth/admin-auth.service.js';
import { AdminCustomersModule } from './customers/admin-customers.module.js';
import { AdminDashboardModule } from './dashboard/admin-dashboard.module.js';
import { FirstOwnerBootstrap } from './first-owner.js';
import { AdminInboxModule } from './inbox/admin-inbox.module.js';
import { AdminOrdersModule } from './orders/admin-orders.module.js';
import { CatalogueAdminModule } from './catalogue/catalogue-admin.module.js';
import { ContentAdminModule } from './content/content-admin.module.js';
import { CouponsAdminModule } from './coupons/coupons-admin.module.js';
import { MediaModule } from './media/media.module.js';
import { MoneySettingsResolver } from './settings/money-settings.resolver.js';
import { SettingsResolver } from './settings/settings.resolver.js';
import { StaffResolver } from './staff/staff.resolver.js';
import { StaffService } from './staff/staff.service.js';

/**
 * The admin API (POST /admin/graphql): the resolvers of this module and of every module it imports
 * answer the admin schema, and only it (admin-graphql.module.ts `include`). An admin area (orders,
 * customers, inbox, catalogue, ...) is a module of its own, imported here; it imports AdminCoreModule
 * for AuditService and the clock, and calls requireStaff (staff-guard.ts) first in every resolver.
 */
@Module({
  imports: [
    AdminCoreModule,
    AdminOrdersModule,
    AdminCustomersModule,
    AdminInboxModule,
    AdminDashboardModule,
    CatalogueAdminModule,
    CouponsAdminModule,
    ContentAdminModule,
    MediaModule,
  ],
  controllers: [AuditCsvController],
  providers: [
    AdminAuthService,
    AdminAuthResolver,
    AuditResolver,
    StaffService,
    StaffResolver,
    SettingsResolver,
    MoneySettingsResolver,
    FirstOwnerBootstrap,
  ],
})
export class AdminModule {}
