import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import type { GqlContext } from '../graphql/context.js';
import type { ContactInput } from '../graphql/generated/resolvers.js';
import { ContactService } from './contact.service.js';

@Resolver()
export class ContactResolver {
  constructor(private readonly contact: ContactService) {}

  @Mutation('sendContactMessage')
  sendContactMessage(@Args('input') input: ContactInput, @Context() ctx: GqlContext) {
    return this.contact.sendContactMessage(input, ctx);
  }
}
