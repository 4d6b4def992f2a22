import { Module } from '@nestjs/common';
import { AdminCoreModule } from '../admin-core.module.js';
import { StorefrontCache } from '../shop/storefront-cache.js';
import { CouponsAdminResolver } from './coupons-admin.resolver.js';
import { CouponsAdminService } from './coupons-admin.service.js';

/** The console's coupons on the admin API. */
@Module({
  imports: [AdminCoreModule],
  providers: [CouponsAdminService, CouponsAdminResolver, StorefrontCache],
})
export class CouponsAdminModule {}
