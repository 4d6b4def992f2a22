import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AdminContext } from '../admin-context.js';
import type { MutationDeleteCouponArgs, MutationSaveCouponArgs } from '../generated/admin-resolvers.js';
import { requireStaff } from '../staff-guard.js';
import { CouponsAdminService } from './coupons-admin.service.js';

/** coupons, saveCoupon, deleteCoupon: staff and owners */
@Resolver()
export class CouponsAdminResolver {
  constructor(private readonly coupons: CouponsAdminService) {}

  @Query('coupons')
  list(@Context() ctx: AdminContext) {
    requireStaff(ctx);
    return this.coupons.coupons();
  }

  @Mutation('saveCoupon')
  save(@Args() args: MutationSaveCouponArgs, @Context() ctx: AdminContext) {
    requireStaff(ctx);
    return this.coupons.save(args.input, ctx);
  }

  @Mutation('deleteCoupon')
  delete(@Args() args: MutationDeleteCouponArgs, @Context() ctx: AdminContext) {
    requireStaff(ctx);
    return this.coupons.delete(args.id, ctx);
  }
}
