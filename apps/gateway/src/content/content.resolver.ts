import { Args, Query, Resolver } from '@nestjs/graphql';
import type { QueryPartnerReviewsArgs, QueryPostsArgs } from '../graphql/generated/resolvers.js';
import { ContentService } from './content.service.js';

@Resolver('Query')
export class ContentResolver {
  constructor(private readonly content: ContentService) {}

  @Query('shop')
  shop() {
    return this.content.shop();
  }

  @Query('posts')
  posts(@Args() args: QueryPostsArgs) {
    return this.content.posts(args.page, args.pageSize);
  }

  @Query('post')
  post(@Args('slug') slug: string) {
    return this.content.post(slug);
  }

  @Query('privacyPolicy')
  privacyPolicy() {
    return this.content.privacyPolicy();
  }

  @Query('faqs')
  faqs() {
    return this.content.faqs();
  }

  @Query('teamMembers')
  teamMembers() {
    return this.content.teamMembers();
  }

  @Query('partnerReviews')
  partnerReviews(@Args() args: QueryPartnerReviewsArgs) {
    return this.content.partnerReviews(args.limit);
  }
}
