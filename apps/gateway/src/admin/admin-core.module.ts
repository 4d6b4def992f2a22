import { Module } from '@nestjs/common';
import { AdminContextFactory } from './admin-context.factory.js';
import { AuditService } from './audit/audit.service.js';
import { ADMIN_CLOCK, systemClock } from './clock.js';
import { SettingsService } from './settings/settings.service.js';

/**
 * What every admin area shares and no resolver: the clock, the audit trail, the settings
 * (SettingsService.current(): lowStockThreshold, notificationEmail) and the context factory.
 * Feature modules of the admin API import this (never a public domain module with resolvers, see
 * api-separation.ts).
 */
@Module({
  providers: [{ provide: ADMIN_CLOCK, useFactory: systemClock }, AuditService, SettingsService, AdminContextFactory],
  exports: [ADMIN_CLOCK, AuditService, SettingsService, AdminContextFactory],
})
export class AdminCoreModule {}
