import { Module } from '@nestjs/common';
import { AdminCoreModule } from '../admin-core.module.js';
import {
  AdminCustomerLicenceResolver,
  AdminCustomersResolver,
  AdminOrderCustomerResolver,
} from './admin-customers.resolver.js';
import { AdminCustomersService } from './admin-customers.service.js';

/** The console's buyers: list, detail, approve / reject applications, block / unblock accounts. */
@Module({
  imports: [AdminCoreModule],
  providers: [AdminCustomersService, AdminCustomersResolver, AdminOrderCustomerResolver, AdminCustomerLicenceResolver],
})
export class AdminCustomersModule {}
