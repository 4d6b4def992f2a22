import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AdminContext } from '../admin-context.js';
import type { MutationSaveBuyerGroupArgs } from '../generated/admin-resolvers.js';
import { requireStaff } from '../staff-guard.js';
import { BuyerGroupsAdminService } from './buyer-groups-admin.service.js';

/** buyerGroups (every staff member) and saveBuyerGroup (owners only) */
@Resolver()
export class BuyerGroupsAdminResolver {
  constructor(private readonly groups: BuyerGroupsAdminService) {}

  @Query('buyerGroups')
  list(@Context() ctx: AdminContext) {
    requireStaff(ctx);
    return this.groups.list();
  }

  @Mutation('saveBuyerGroup')
  save(@Args() args: MutationSaveBuyerGroupArgs, @Context() ctx: AdminContext) {
    const staff = requireStaff(ctx, 'OWNER');
    return this.groups.save(args.input, { ...ctx, staff });
  }
}
