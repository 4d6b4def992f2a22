import { Module } from '@nestjs/common';
import { AdminCoreModule } from '../admin-core.module.js';
import { StorefrontCache } from '../shop/storefront-cache.js';
import { CatalogueAdminResolver } from './catalogue-admin.resolver.js';
import { CatalogueAdminService } from './catalogue-admin.service.js';

/** The console's catalogue (products, variations, categories) on the admin API. */
@Module({
  imports: [AdminCoreModule],
  providers: [CatalogueAdminService, CatalogueAdminResolver, StorefrontCache],
})
export class CatalogueAdminModule {}
