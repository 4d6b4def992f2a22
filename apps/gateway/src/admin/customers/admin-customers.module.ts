import { Module } from '@nestjs/common';
import { AdminCoreModule } from '../admin-core.module.js';
import { BuyerGroupsAdminResolver } from '../buyer-groups/buyer-groups-admin.resolver.js';
import { BuyerGroupsAdminService } from '../buyer-groups/buyer-groups-admin.service.js';
import { StorefrontCache } from '../shop/storefront-cache.js';
import {
  AdminCustomerGroupResolver,
  AdminCustomerLicenceResolver,
  AdminCustomersResolver,
  AdminOrderCustomerResolver,
} from './admin-customers.resolver.js';
import { AdminCustomersService } from './admin-customers.service.js';

/** The console's buyers: list, detail, approve / reject applications, block / unblock accounts, buyer groups. */
@Module({
  imports: [AdminCoreModule],
  providers: [
    AdminCustomersService,
    AdminCustomersResolver,
    AdminOrderCustomerResolver,
    AdminCustomerLicenceResolver,
    AdminCustomerGroupResolver,
    // buyer groups (issue 18): what a buyer is moved between
    BuyerGroupsAdminService,
    BuyerGroupsAdminResolver,
    StorefrontCache,
  ],
})
export class AdminCustomersModule {}
