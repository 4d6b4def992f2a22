import { Module } from '@nestjs/common';
import { AdminContextFactory } from './admin-context.factory.js';
import { AuditService } from './audit/audit.service.js';
import { ADMIN_CLOCK, systemClock } from './clock.js';

/**
 * What every admin area shares and no resolver: the clock, the audit trail and the context factory.
 * Feature modules of the admin API import this (never a public domain module with resolvers, see
 * api-separation.ts).
 */
@Module({
  providers: [{ provide: ADMIN_CLOCK, useFactory: systemClock }, AuditService, AdminContextFactory],
  exports: [ADMIN_CLOCK, AuditService, AdminContextFactory],
})
export class AdminCoreModule {}
