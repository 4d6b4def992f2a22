import { Args, Context, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { GqlContext } from '../graphql/context.js';
import { ApiKeysService } from './api-keys.service.js';
import { type WebhookView, WebhooksService } from './webhooks.service.js';

@Resolver()
export class IntegrationsResolver {
  constructor(
    private readonly keys: ApiKeysService,
    private readonly webhooks: WebhooksService,
  ) {}

  @Query('apiKeys')
  apiKeys(@Context() ctx: GqlContext) {
    return this.keys.list(ctx);
  }

  @Mutation('createApiKey')
  createApiKey(@Args('name') name: string, @Args('scopes') scopes: string[], @Context() ctx: GqlContext) {
    return this.keys.create({ name, scopes }, ctx);
  }

  @Mutation('revokeApiKey')
  revokeApiKey(@Args('id') id: string, @Context() ctx: GqlContext) {
    return this.keys.revoke(id, ctx);
  }

  @Query('webhooks')
  webhookList(@Context() ctx: GqlContext) {
    return this.webhooks.list(ctx);
  }

  @Mutation('createWebhook')
  createWebhook(@Args('url') url: string, @Args('events') events: string[], @Context() ctx: GqlContext) {
    return this.webhooks.create(url, events, ctx);
  }

  @Mutation('deleteWebhook')
  deleteWebhook(@Args('id') id: string, @Context() ctx: GqlContext) {
    return this.webhooks.delete(id, ctx);
  }

  @Mutation('enableWebhook')
  enableWebhook(@Args('id') id: string, @Context() ctx: GqlContext) {
    return this.webhooks.enable(id, ctx);
  }

  @Mutation('redeliverWebhook')
  redeliverWebhook(@Args('deliveryId') deliveryId: string, @Context() ctx: GqlContext) {
    return this.webhooks.redeliver(deliveryId, ctx);
  }
}

/** a webhook's delivery log, read when asked for (only the owner ever gets the webhook) */
@Resolver('Webhook')
export class WebhookFieldsResolver {
  constructor(private readonly webhooks: WebhooksService) {}

  @ResolveField('deliveries')
  deliveries(@Parent() webhook: WebhookView, @Args('limit') limit: number | null) {
    return this.webhooks.deliveries(webhook.id, limit);
  }
}
