import { Module } from '@nestjs/common';
import { AdminCoreModule } from '../admin-core.module.js';
import { StorefrontCache } from '../shop/storefront-cache.js';
import { ContentAdminResolver } from './content-admin.resolver.js';
import { ContentAdminService } from './content-admin.service.js';

/** The console's content (posts, FAQs, team, partner reviews, pages) on the admin API. */
@Module({
  imports: [AdminCoreModule],
  providers: [ContentAdminService, ContentAdminResolver, StorefrontCache],
})
export class ContentAdminModule {}
