import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AdminContext } from '../admin-context.js';
import type {
  MutationChangeStaffPasswordArgs,
  MutationDeleteStaffArgs,
  MutationSaveStaffArgs,
} from '../generated/admin-resolvers.js';
import { requireStaff } from '../staff-guard.js';
import { StaffService } from './staff.service.js';

/** staff / saveStaff / deleteStaff: owners only; changeStaffPassword: anyone signed in, for themselves. */
@Resolver()
export class StaffResolver {
  constructor(private readonly staff: StaffService) {}

  @Query('staff')
  list(@Context() ctx: AdminContext) {
    requireStaff(ctx, 'OWNER');
    return this.staff.list();
  }

  @Mutation('saveStaff')
  save(@Args() args: MutationSaveStaffArgs, @Context() ctx: AdminContext) {
    requireStaff(ctx, 'OWNER');
    return this.staff.save(args.input, ctx);
  }

  @Mutation('deleteStaff')
  delete(@Args() args: MutationDeleteStaffArgs, @Context() ctx: AdminContext) {
    const staff = requireStaff(ctx, 'OWNER');
    return this.staff.delete(args.id, { ...ctx, staff });
  }

  @Mutation('changeStaffPassword')
  changePassword(@Args() args: MutationChangeStaffPasswordArgs, @Context() ctx: AdminContext) {
    const staff = requireStaff(ctx);
    return this.staff.changeOwnPassword(args.currentPassword, args.newPassword, { ...ctx, staff });
  }
}
