import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import type { GqlContext } from '../graphql/context.js';
import type { ProfileInput } from '../graphql/generated/resolvers.js';
import { AccountService } from './account.service.js';

@Resolver()
export class AccountResolver {
  constructor(private readonly account: AccountService) {}

  @Mutation('updateProfile')
  updateProfile(@Args('input') input: ProfileInput, @Context() ctx: GqlContext) {
    return this.account.updateProfile(input, ctx);
  }

  @Mutation('updateAddress')
  updateAddress(@Args('address') address: string, @Context() ctx: GqlContext) {
    return this.account.updateAddress(address, ctx);
  }

  @Mutation('changePassword')
  changePassword(
    @Args('currentPassword') currentPassword: string,
    @Args('newPassword') newPassword: string,
    @Args('confirmPassword') confirmPassword: string | null | undefined,
    @Context() ctx: GqlContext,
  ) {
    return this.account.changePassword({ currentPassword, newPassword, confirmPassword }, ctx);
  }

  @Mutation('logoutAll')
  logoutAll(@Context() ctx: GqlContext) {
    return this.account.logoutAll(ctx);
  }

  @Mutation('requestPasswordReset')
  requestPasswordReset(@Args('email') email: string, @Context() ctx: GqlContext) {
    return this.account.requestPasswordReset(email, ctx);
  }

  @Mutation('resetPassword')
  resetPassword(
    @Args('email') email: string,
    @Args('token') token: string,
    @Args('newPassword') newPassword: string,
    @Args('confirmPassword') confirmPassword: string | null | undefined,
    @Context() ctx: GqlContext,
  ) {
    return this.account.resetPassword({ email, token, newPassword, confirmPassword }, ctx);
  }
}
