import { Module } from '@nestjs/common';
import { CheckoutResolver } from './checkout.resolver.js';
import { CheckoutService } from './checkout.service.js';

/** cartQuote, placeOrder, myOrders, order. Needs STORE_BACKEND and RateLimitService (global modules). */
@Module({
  providers: [CheckoutService, CheckoutResolver],
  exports: [CheckoutService],
})
export class CheckoutModule {}
