import { Inject, Injectable } from '@nestjs/common';
import { shopPeriods } from '@shop/domain';
import { ADMIN_PORTS, type AdminPorts } from '../../backends/admin-port.js';
import { ADMIN_CLOCK, type Clock } from '../clock.js';
import type { Dashboard } from '../generated/admin-resolvers.js';
import { adminMoney } from '../orders/admin-order.mapper.js';
import { SettingsService } from '../settings/settings.service.js';
import { consolePorts } from '../staff-guard.js';

/** the dashboard lists at most this many low-stock products */
export const LOW_STOCK_LIMIT = 10;

/**
 * The console's first screen. "Today" and "this month" are the shop's calendar in Europe/Amsterdam
 * (packages/domain shopPeriods), read on the admin clock: orders placed in the period count whatever
 * their status, revenue sums the totals of those not cancelled or refunded. Low stock: products out of
 * stock or tracked at or below the lowStockThreshold setting (default 5), visible ones first, at most 10.
 */
@Injectable()
export class AdminDashboardService {
  constructor(
    @Inject(ADMIN_PORTS) private readonly ports: AdminPorts | null,
    @Inject(ADMIN_CLOCK) private readonly clock: Clock,
    private readonly settings: SettingsService,
  ) {}

  async dashboard(): Promise<Dashboard> {
    const periods = shopPeriods(this.clock.now());
    const { lowStockThreshold } = await this.settings.current();
    const figures = await consolePorts(this.ports).dashboard.figures({
      ...periods,
      lowStockThreshold,
      lowStockLimit: LOW_STOCK_LIMIT,
    });
    return {
      ordersToday: figures.ordersToday,
      revenueToday: adminMoney(figures.revenueTodayCents),
      ordersThisMonth: figures.ordersThisMonth,
      revenueThisMonth: adminMoney(figures.revenueThisMonthCents),
      ordersAwaitingProcessing: figures.ordersAwaitingProcessing,
      customersAwaitingApproval: figures.customersAwaitingApproval,
      unreadMessages: figures.unreadMessages,
      lowStock: figures.lowStock.map(({ productId, name, slug, stockQuantity, inStock }) => ({
        productId,
        name,
        slug,
        stockQuantity,
        inStock,
      })),
    };
  }
}
