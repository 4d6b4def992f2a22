import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AdminContext } from '../admin-context.js';
import type { MutationSaveSettingsArgs } from '../generated/admin-resolvers.js';
import { requireStaff } from '../staff-guard.js';
import { SettingsService } from './settings.service.js';

/** settings / saveSettings: owners only. */
@Resolver()
export class SettingsResolver {
  constructor(private readonly settings: SettingsService) {}

  @Query('settings')
  read(@Context() ctx: AdminContext) {
    requireStaff(ctx, 'OWNER');
    return this.settings.settings();
  }

  @Mutation('saveSettings')
  save(@Args() args: MutationSaveSettingsArgs, @Context() ctx: AdminContext) {
    requireStaff(ctx, 'OWNER');
    return this.settings.save(args.input, ctx);
  }
}
