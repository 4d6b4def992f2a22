import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module.js';
import { CartFieldsResolver, CartLineFieldsResolver, CartResolver } from './cart.resolver.js';
import { CartService } from './cart.service.js';
import { CheckoutResolver } from './checkout.resolver.js';
import { CheckoutService } from './checkout.service.js';
import { ReorderService } from './reorder.service.js';

/**
 * cartQuote, placeOrder, myOrders, order, reorder and the server cart (cart, cartAddLines, cartSetLines). Needs ORDER_STORE, CATALOGUE_SOURCE, COUPON_SOURCE, CUSTOMER_IDENTITY, CART_STORE and RateLimitService (global modules)
 * and the catalogue's cached snapshot (quotes).
 */
@Module({
  imports: [CatalogModule],
  providers: [
    CheckoutService,
    ReorderService,
    CheckoutResolver,
    CartService,
    CartResolver,
    CartFieldsResolver,
    CartLineFieldsResolver,
  ],
  exports: [CheckoutService],
})
export class CheckoutModule {}
