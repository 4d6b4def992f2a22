import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { MoneySettingsService } from '../../money/money-settings.service.js';
import type { AdminContext } from '../admin-context.js';
import type { MutationSaveMoneySettingsArgs } from '../generated/admin-resolvers.js';
import { requireStaff } from '../staff-guard.js';

/** moneySettings / saveMoneySettings: owners only. */
@Resolver()
export class MoneySettingsResolver {
  constructor(private readonly money: MoneySettingsService) {}

  @Query('moneySettings')
  read(@Context() ctx: AdminContext) {
    requireStaff(ctx, 'OWNER');
    return this.money.settings();
  }

  @Mutation('saveMoneySettings')
  save(@Args() args: MutationSaveMoneySettingsArgs, @Context() ctx: AdminContext) {
    requireStaff(ctx, 'OWNER');
    return this.money.save(args.input, ctx);
  }
}
