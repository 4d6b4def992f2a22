import { Args, Context, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { AdminCustomerRecord } from '../../backends/admin-port.js';
import type { AdminContext } from '../admin-context.js';
import type {
  AdminCustomerOrdersArgs,
  MutationSetOrderStatusArgs,
  QueryOrderArgs,
  QueryOrdersArgs,
} from '../generated/admin-resolvers.js';
import { requireStaff } from '../staff-guard.js';
import type { AdminOrderModel } from './admin-order.mapper.js';
import { AdminOrdersService } from './admin-orders.service.js';

/** orders / order / setOrderStatus: every staff member (STAFF and OWNER). */
@Resolver()
export class AdminOrdersResolver {
  constructor(private readonly orders: AdminOrdersService) {}

  @Query('orders')
  list(@Args() args: QueryOrdersArgs, @Context() ctx: AdminContext) {
    requireStaff(ctx);
    return this.orders.list(args);
  }

  @Query('order')
  order(@Args() args: QueryOrderArgs, @Context() ctx: AdminContext) {
    requireStaff(ctx);
    return this.orders.get(args.id);
  }

  @Mutation('setOrderStatus')
  setStatus(@Args() args: MutationSetOrderStatusArgs, @Context() ctx: AdminContext) {
    const staff = requireStaff(ctx);
    return this.orders.setStatus(args, { ...ctx, staff });
  }
}

/** AdminOrder.history, read when asked for (the detail; the list never asks) */
@Resolver('AdminOrder')
export class AdminOrderFieldsResolver {
  constructor(private readonly orders: AdminOrdersService) {}

  @ResolveField('history')
  history(@Parent() order: AdminOrderModel) {
    return this.orders.history(order.id);
  }
}

/** AdminCustomer.orders: the orders of one buyer, a page at a time */
@Resolver('AdminCustomer')
export class AdminCustomerOrdersResolver {
  constructor(private readonly orders: AdminOrdersService) {}

  @ResolveField('orders')
  ordersOf(@Parent() customer: Pick<AdminCustomerRecord, 'id'>, @Args() args: AdminCustomerOrdersArgs) {
    return this.orders.ofCustomer(customer.id, args.page, args.pageSize);
  }
}
