import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module.js';
import { CheckoutResolver } from './checkout.resolver.js';
import { CheckoutService } from './checkout.service.js';
import { ReorderService } from './reorder.service.js';

/**
 * cartQuote, placeOrder, myOrders, order, reorder. Needs ORDER_STORE, CATALOGUE_SOURCE, COUPON_SOURCE, CUSTOMER_IDENTITY and RateLimitService (global modules)
 * and the catalogue's cached snapshot (quotes).
 */
@Module({
  imports: [CatalogModule],
  providers: [CheckoutService, ReorderService, CheckoutResolver],
  exports: [CheckoutService],
})
export class CheckoutModule {}
