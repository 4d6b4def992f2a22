import { Args, Context, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { AdminContext } from '../admin-context.js';
import type {
  MutationApproveCustomerArgs,
  MutationBlockCustomerArgs,
  MutationRejectCustomerArgs,
  MutationUnblockCustomerArgs,
  QueryCustomerArgs,
  QueryCustomersArgs,
} from '../generated/admin-resolvers.js';
import type { AdminOrderModel } from '../orders/admin-order.mapper.js';
import { requireStaff } from '../staff-guard.js';
import { AdminCustomersService } from './admin-customers.service.js';

/** customers / customer and the status actions: every staff member (STAFF and OWNER). */
@Resolver()
export class AdminCustomersResolver {
  constructor(private readonly customers: AdminCustomersService) {}

  @Query('customers')
  list(@Args() args: QueryCustomersArgs, @Context() ctx: AdminContext) {
    requireStaff(ctx);
    return this.customers.list(args);
  }

  @Query('customer')
  customer(@Args() args: QueryCustomerArgs, @Context() ctx: AdminContext) {
    requireStaff(ctx);
    return this.customers.get(args.id);
  }

  @Mutation('approveCustomer')
  approve(@Args() args: MutationApproveCustomerArgs, @Context() ctx: AdminContext) {
    const staff = requireStaff(ctx);
    return this.customers.approve(args.id, args.groupCode, { ...ctx, staff });
  }

  @Mutation('rejectCustomer')
  reject(@Args() args: MutationRejectCustomerArgs, @Context() ctx: AdminContext) {
    const staff = requireStaff(ctx);
    return this.customers.reject(args.id, args.reason, { ...ctx, staff });
  }

  @Mutation('blockCustomer')
  block(@Args() args: MutationBlockCustomerArgs, @Context() ctx: AdminContext) {
    const staff = requireStaff(ctx);
    return this.customers.block(args.id, args.reason, { ...ctx, staff });
  }

  @Mutation('unblockCustomer')
  unblock(@Args() args: MutationUnblockCustomerArgs, @Context() ctx: AdminContext) {
    const staff = requireStaff(ctx);
    return this.customers.unblock(args.id, { ...ctx, staff });
  }
}

/** AdminOrder.customer: the account of an order (null for guest orders), read when asked for */
@Resolver('AdminOrder')
export class AdminOrderCustomerResolver {
  constructor(private readonly customers: AdminCustomersService) {}

  @ResolveField('customer')
  customer(@Parent() order: AdminOrderModel) {
    return order.customerId ? this.customers.get(order.customerId) : null;
  }
}
