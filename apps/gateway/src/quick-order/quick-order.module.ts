import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module.js';
import { OrderListsService } from './order-lists.service.js';
import { QuickOrderResolver } from './quick-order.resolver.js';
import { QuickOrderService } from './quick-order.service.js';

/**
 * Issue 19 for buyers who order every week: quickOrderPreview (the pad and the CSV upload) and order
 * lists (saved carts). Needs ORDER_LIST_STORE and CATALOGUE_SOURCE (backend module) and the catalogue.
 */
@Module({
  imports: [CatalogModule],
  providers: [QuickOrderService, OrderListsService, QuickOrderResolver],
})
export class QuickOrderModule {}
