import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AdminContext } from '../admin-context.js';
import type { MutationAdminLoginArgs } from '../generated/admin-resolvers.js';
import { AdminAuthService } from './admin-auth.service.js';

/**
 * consoleInfo (no session needed), adminLogin, adminLogout, staffMe. The guards are in the service:
 * requireConsole for these four (a signed-out caller may ask who is signed in, or sign out).
 */
@Resolver()
export class AdminAuthResolver {
  constructor(private readonly auth: AdminAuthService) {}

  @Query('consoleInfo')
  consoleInfo() {
    return this.auth.consoleInfo();
  }

  @Query('staffMe')
  staffMe(@Context() ctx: AdminContext) {
    return this.auth.me(ctx);
  }

  @Mutation('adminLogin')
  adminLogin(@Args() args: MutationAdminLoginArgs, @Context() ctx: AdminContext) {
    return this.auth.login(args.email, args.password, ctx);
  }

  @Mutation('adminLogout')
  adminLogout(@Context() ctx: AdminContext) {
    return this.auth.logout(ctx);
  }
}
