import { Module } from '@nestjs/common';
import { ApiKeysService } from './api-keys.service.js';
import { IntegrationsResolver, WebhookFieldsResolver } from './integrations.resolver.js';
import { WebhookWorker } from './webhook-worker.js';
import { WebhooksService } from './webhooks.service.js';

/**
 * Integrators: buyers' API keys (api-keys.service.ts; requests made with one are authenticated by
 * api-key-auth.ts and narrowed to its scopes by api-key-scopes.plugin.ts) and webhooks out
 * (webhooks.service.ts, the outbox worker webhook-worker.ts, events from ../events/shop-events.ts).
 * Needs INTEGRATION_STORE (backend module), the cache, MAILER, CONFIG and ShopEvents (global modules).
 */
@Module({
  providers: [ApiKeysService, WebhooksService, WebhookWorker, IntegrationsResolver, WebhookFieldsResolver],
  exports: [ApiKeysService, WebhookWorker, WebhooksService],
})
export class IntegrationsModule {}
