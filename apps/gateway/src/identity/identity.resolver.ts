import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { GqlContext } from '../graphql/context.js';
import type { MutationLoginArgs, MutationRegisterArgs } from '../graphql/generated/resolvers.js';
import { IdentityService } from './identity.service.js';

@Resolver()
export class IdentityResolver {
  constructor(private readonly identity: IdentityService) {}

  @Query('me')
  me(@Context() ctx: GqlContext) {
    return this.identity.me(ctx);
  }

  @Mutation('register')
  register(@Args() args: MutationRegisterArgs, @Context() ctx: GqlContext) {
    return this.identity.register(args.input, ctx);
  }

  @Mutation('login')
  login(@Args() args: MutationLoginArgs, @Context() ctx: GqlContext) {
    return this.identity.login(args.email, args.password, args.rememberMe ?? false, ctx);
  }

  @Mutation('logout')
  logout(@Context() ctx: GqlContext) {
    return this.identity.logout(ctx);
  }
}
