import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AdminContext } from '../admin-context.js';
import type {
  MutationMarkMessageHandledArgs,
  MutationMarkMessageReadArgs,
  MutationReplyToMessageArgs,
  QueryMessageArgs,
  QueryMessagesArgs,
} from '../generated/admin-resolvers.js';
import { requireStaff } from '../staff-guard.js';
import { AdminInboxService } from './admin-inbox.service.js';

/** messages / message and the inbox actions: every staff member (STAFF and OWNER). */
@Resolver()
export class AdminInboxResolver {
  constructor(private readonly inbox: AdminInboxService) {}

  @Query('messages')
  list(@Args() args: QueryMessagesArgs, @Context() ctx: AdminContext) {
    requireStaff(ctx);
    return this.inbox.list(args);
  }

  @Query('message')
  message(@Args() args: QueryMessageArgs, @Context() ctx: AdminContext) {
    requireStaff(ctx);
    return this.inbox.get(args.id);
  }

  @Mutation('markMessageRead')
  markRead(@Args() args: MutationMarkMessageReadArgs, @Context() ctx: AdminContext) {
    const staff = requireStaff(ctx);
    return this.inbox.markRead(args.id, args.read ?? true, { ...ctx, staff });
  }

  @Mutation('markMessageHandled')
  markHandled(@Args() args: MutationMarkMessageHandledArgs, @Context() ctx: AdminContext) {
    const staff = requireStaff(ctx);
    return this.inbox.markHandled(args.id, args.handled ?? true, { ...ctx, staff });
  }

  @Mutation('replyToMessage')
  reply(@Args() args: MutationReplyToMessageArgs, @Context() ctx: AdminContext) {
    const staff = requireStaff(ctx);
    return this.inbox.reply(args.id, args.text, { ...ctx, staff });
  }
}
