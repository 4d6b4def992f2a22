import { Context, Query, Resolver } from '@nestjs/graphql';
import type { AdminContext } from '../admin-context.js';
import { requireStaff } from '../staff-guard.js';
import { AdminDashboardService } from './admin-dashboard.service.js';

/** dashboard: every staff member. */
@Resolver()
export class AdminDashboardResolver {
  constructor(private readonly dashboard: AdminDashboardService) {}

  @Query('dashboard')
  read(@Context() ctx: AdminContext) {
    requireStaff(ctx);
    return this.dashboard.dashboard();
  }
}
