import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { GqlContext } from '../graphql/context.js';
import { PrivacyService } from './privacy.service.js';

/** myDataExport and deleteMyAccount (GDPR, issue 17): the caller's own data only. */
@Resolver()
export class PrivacyResolver {
  constructor(private readonly privacy: PrivacyService) {}

  @Query('myDataExport')
  myDataExport(@Context() ctx: GqlContext) {
    return this.privacy.myDataExport(ctx);
  }

  @Mutation('deleteMyAccount')
  deleteMyAccount(@Args('password') password: string, @Context() ctx: GqlContext) {
    return this.privacy.deleteMyAccount(password, ctx);
  }
}
