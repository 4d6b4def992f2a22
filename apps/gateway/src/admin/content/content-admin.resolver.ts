import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AdminContext } from '../admin-context.js';
import type {
  MutationDeleteFaqArgs,
  MutationDeletePartnerReviewArgs,
  MutationDeletePostArgs,
  MutationDeleteTeamMemberArgs,
  MutationReorderFaqsArgs,
  MutationSaveFaqArgs,
  MutationSavePageArgs,
  MutationSavePartnerReviewArgs,
  MutationSavePostArgs,
  MutationSaveTeamMemberArgs,
  QueryPageArgs,
  QueryPostArgs,
  QueryPostsArgs,
} from '../generated/admin-resolvers.js';
import { requireStaff } from '../staff-guard.js';
import { ContentAdminService } from './content-admin.service.js';

/** posts, FAQs, team members, partner reviews and pages: staff and owners */
@Resolver()
export class ContentAdminResolver {
  constructor(private readonly content: ContentAdminService) {}

  @Query('posts')
  posts(@Args() args: QueryPostsArgs, @Context() ctx: AdminContext) {
    requireStaff(ctx);
    return this.content.posts(args.page, args.pageSize);
  }

  @Query('post')
  post(@Args() args: QueryPostArgs, @Context() ctx: AdminContext) {
    requireStaff(ctx);
    return this.content.post(args.id);
  }

  @Query('faqs')
  faqs(@Context() ctx: AdminContext) {
    requireStaff(ctx);
    return this.content.faqs();
  }

  @Query('teamMembers')
  teamMembers(@Context() ctx: AdminContext) {
    requireStaff(ctx);
    return this.content.teamMembers();
  }

  @Query('partnerReviews')
  partnerReviews(@Context() ctx: AdminContext) {
    requireStaff(ctx);
    return this.content.partnerReviews();
  }

  @Query('page')
  page(@Args() args: QueryPageArgs, @Context() ctx: AdminContext) {
    requireStaff(ctx);
    return this.content.page(args.slug);
  }

  @Mutation('savePost')
  savePost(@Args() args: MutationSavePostArgs, @Context() ctx: AdminContext) {
    requireStaff(ctx);
    return this.content.savePost(args.input, ctx);
  }

  @Mutation('deletePost')
  deletePost(@Args() args: MutationDeletePostArgs, @Context() ctx: AdminContext) {
    requireStaff(ctx);
    return this.content.deletePost(args.id, ctx);
  }

  @Mutation('saveFaq')
  saveFaq(@Args() args: MutationSaveFaqArgs, @Context() ctx: AdminContext) {
    requireStaff(ctx);
    return this.content.saveFaq(args.input, ctx);
  }

  @Mutation('deleteFaq')
  deleteFaq(@Args() args: MutationDeleteFaqArgs, @Context() ctx: AdminContext) {
    requireStaff(ctx);
    return this.content.deleteFaq(args.id, ctx);
  }

  @Mutation('reorderFaqs')
  reorderFaqs(@Args() args: MutationReorderFaqsArgs, @Context() ctx: AdminContext) {
    requireStaff(ctx);
    return this.content.reorderFaqs(args.ids, ctx);
  }

  @Mutation('saveTeamMember')
  saveTeamMember(@Args() args: MutationSaveTeamMemberArgs, @Context() ctx: AdminContext) {
    requireStaff(ctx);
    return this.content.saveTeamMember(args.input, ctx);
  }

  @Mutation('deleteTeamMember')
  deleteTeamMember(@Args() args: MutationDeleteTeamMemberArgs, @Context() ctx: AdminContext) {
    requireStaff(ctx);
    return this.content.deleteTeamMember(args.id, ctx);
  }

  @Mutation('savePartnerReview')
  savePartnerReview(@Args() args: MutationSavePartnerReviewArgs, @Context() ctx: AdminContext) {
    requireStaff(ctx);
    return this.content.savePartnerReview(args.input, ctx);
  }

  @Mutation('deletePartnerReview')
  deletePartnerReview(@Args() args: MutationDeletePartnerReviewArgs, @Context() ctx: AdminContext) {
    requireStaff(ctx);
    return this.content.deletePartnerReview(args.id, ctx);
  }

  @Mutation('savePage')
  savePage(@Args() args: MutationSavePageArgs, @Context() ctx: AdminContext) {
    requireStaff(ctx);
    return this.content.savePage(args.slug, args.input, ctx);
  }
}
