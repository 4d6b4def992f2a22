import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { GqlContext } from '../graphql/context.js';
import type { CartInput, PlaceOrderInput } from '../graphql/generated/resolvers.js';
import { CheckoutService } from './checkout.service.js';
import { ReorderService } from './reorder.service.js';

@Resolver()
export class CheckoutResolver {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly reorders: ReorderService,
  ) {}

  @Query('cartQuote')
  cartQuote(@Args('input') input: CartInput, @Context() ctx: GqlContext) {
    return this.checkout.cartQuote(input, ctx);
  }

  @Mutation('placeOrder')
  placeOrder(
    @Args('input') input: PlaceOrderInput,
    @Args('idempotencyKey') idempotencyKey: string,
    @Context() ctx: GqlContext,
  ) {
    return this.checkout.placeOrder(input, idempotencyKey, ctx);
  }

  @Query('myOrders')
  myOrders(@Args('page') page: number, @Args('pageSize') pageSize: number, @Context() ctx: GqlContext) {
    return this.checkout.myOrders(page, pageSize, ctx);
  }

  @Mutation('reorder')
  reorder(@Args('orderId') orderId: string, @Context() ctx: GqlContext) {
    return this.reorders.reorder(orderId, ctx);
  }

  @Query('order')
  order(@Args('id') id: string, @Context() ctx: GqlContext) {
    return this.checkout.order(id, ctx);
  }
}
