import { Module } from '@nestjs/common';
import { AdminCoreModule } from '../admin-core.module.js';
import { AdminCustomerOrdersResolver, AdminOrderFieldsResolver, AdminOrdersResolver } from './admin-orders.resolver.js';
import { AdminOrdersService } from './admin-orders.service.js';
import { OrdersCsvController } from './orders-csv.controller.js';

/** The console's orders: list, detail, status changes (admin API) and the CSV export (GET /admin/orders.csv). */
@Module({
  imports: [AdminCoreModule],
  controllers: [OrdersCsvController],
  providers: [AdminOrdersService, AdminOrdersResolver, AdminOrderFieldsResolver, AdminCustomerOrdersResolver],
})
export class AdminOrdersModule {}
