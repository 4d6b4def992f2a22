import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { GqlContext } from '../graphql/context.js';
import type { CartLineInput, OrderListInput, QuickOrderLineInput } from '../graphql/generated/resolvers.js';
import { OrderListsService } from './order-lists.service.js';
import { QuickOrderService } from './quick-order.service.js';

@Resolver()
export class QuickOrderResolver {
  constructor(
    private readonly quickOrders: QuickOrderService,
    private readonly lists: OrderListsService,
  ) {}

  @Query('quickOrderPreview')
  quickOrderPreview(
    @Args('csv') csv: string | null,
    @Args('lines') lines: QuickOrderLineInput[] | null,
    @Context() ctx: GqlContext,
  ) {
    return this.quickOrders.preview(csv, lines, ctx);
  }

  @Query('orderLists')
  orderLists(@Context() ctx: GqlContext) {
    return this.lists.orderLists(ctx);
  }

  @Query('orderList')
  orderList(@Args('id') id: string, @Context() ctx: GqlContext) {
    return this.lists.orderList(id, ctx);
  }

  @Mutation('createOrderList')
  createOrderList(@Args('input') input: OrderListInput, @Context() ctx: GqlContext) {
    return this.lists.create(input, ctx);
  }

  @Mutation('renameOrderList')
  renameOrderList(@Args('id') id: string, @Args('name') name: string, @Context() ctx: GqlContext) {
    return this.lists.rename(id, name, ctx);
  }

  @Mutation('updateOrderListLines')
  updateOrderListLines(@Args('id') id: string, @Args('lines') lines: CartLineInput[], @Context() ctx: GqlContext) {
    return this.lists.updateLines(id, lines, ctx);
  }

  @Mutation('deleteOrderList')
  deleteOrderList(@Args('id') id: string, @Context() ctx: GqlContext) {
    return this.lists.delete(id, ctx);
  }

  @Mutation('loadOrderList')
  loadOrderList(@Args('id') id: string, @Context() ctx: GqlContext) {
    return this.lists.load(id, ctx);
  }
}
