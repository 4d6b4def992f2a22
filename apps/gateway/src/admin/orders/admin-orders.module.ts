import { Module } from '@nestjs/common';
import { AdminCoreModule } from '../admin-core.module.js';
import { AdminCustomerOrdersResolver, AdminOrderFieldsResolver, AdminOrdersResolver } from './admin-orders.resolver.js';
import { AdminOrdersService } from './admin-orders.service.js';
import { InvoicesModule } from '../../invoices/invoices.module.js';
import { AdminInvoicesController } from './admin-invoices.controller.js';
import { OrdersCsvController } from './orders-csv.controller.js';

/** The console's orders: list, detail, status changes (admin API) and the CSV export (GET /admin/orders.csv). */
@Module({
  imports: [AdminCoreModule, InvoicesModule],
  controllers: [OrdersCsvController, AdminInvoicesController],
  providers: [AdminOrdersService, AdminOrdersResolver, AdminOrderFieldsResolver, AdminCustomerOrdersResolver],
})
export class AdminOrdersModule {}
