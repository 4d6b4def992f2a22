import { Module } from '@nestjs/common';
import { AdminCoreModule } from '../admin-core.module.js';
import { AdminDashboardResolver } from './admin-dashboard.resolver.js';
import { AdminDashboardService } from './admin-dashboard.service.js';

/** The console's dashboard: today's and this month's orders and revenue, what awaits, low stock. */
@Module({ imports: [AdminCoreModule], providers: [AdminDashboardService, AdminDashboardResolver] })
export class AdminDashboardModule {}
