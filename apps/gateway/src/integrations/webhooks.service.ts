import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  MAX_WEBHOOKS_PER_ACCOUNT,
  validateInput,
  WEBHOOK_EVENT_SCOPES,
  WEBHOOK_MESSAGES,
  webhookEventsSchema,
  webhookUrlSchema,
} from '@shop/domain';
import { z } from 'zod';
import {
  type AuditEntry,
  type DeliveryRecord,
  INTEGRATION_STORE,
  type IntegrationStore,
  type WebhookRecord,
} from '../backends/integrations-port.js';
import { type AppConfig, CONFIG } from '../config/config.js';
import type { GqlContext } from '../graphql/context.js';
import { apiError, unauthenticated, userError } from '../graphql/errors.js';
import type {
  CreateWebhookPayload,
  MutationResult,
  RedeliverWebhookPayload,
  UserError,
  Webhook,
  WebhookDelivery,
  WebhookPayload,
} from '../graphql/generated/resolvers.js';
import { integrationsUnavailable } from './integrations-errors.js';
import { checkWebhookHost, type Resolver } from './webhook-address-guard.js';
import { WebhookWorker } from './webhook-worker.js';

/** a webhook as the Webhook type's resolvers get it (`deliveries` is resolved on demand, WebhookFieldsResolver) */
export type WebhookView = Omit<Webhook, 'deliveries'>;

function toView(record: WebhookRecord): Webhook {
  const view: WebhookView = {
    id: record.id,
    url: record.url,
    events: record.events,
    enabled: record.enabled,
    disabledReason: record.disabledReason,
    createdAt: record.createdAt.toISOString(),
  };
  return view as Webhook;
}

export function toDelivery(record: DeliveryRecord): WebhookDelivery {
  return {
    id: record.publicId,
    eventId: record.eventId,
    event: record.eventType,
    status: record.status === 'delivered' ? 'DELIVERED' : record.status === 'failed' ? 'FAILED' : 'PENDING',
    attempts: record.attempts,
    lastResponseCode: record.lastResponseCode,
    lastError: record.lastError,
    nextAttemptAt: record.nextAttemptAt?.toISOString() ?? null,
    deliveredAt: record.deliveredAt?.toISOString() ?? null,
    createdAt: record.createdAt.toISOString(),
  };
}

type Caller = Pick<GqlContext, 'session' | 'apiKey'>;

/**
 * Webhook subscriptions of a buyer (their own session, or an API key whose scopes cover the events),
 * their delivery log and manual redelivery. URLs must be https on a public address: checked here at
 * subscription (the host is resolved) and again at every delivery (webhook-sender.ts).
 */
@Injectable()
export class WebhooksService {
  /** DNS for tests; the system resolver otherwise */
  resolver: Resolver | undefined;

  constructor(
    @Inject(INTEGRATION_STORE) private readonly store: IntegrationStore | null,
    @Inject(CONFIG) private readonly config: AppConfig,
    private readonly worker: WebhookWorker,
  ) {}

  private caller(ctx: Caller): { customerId: string; by: AuditEntry['by'] } {
    if (!ctx.session) throw unauthenticated();
    if (!this.store) throw integrationsUnavailable();
    return {
      customerId: ctx.session.customerId,
      by: ctx.apiKey
        ? { customerId: ctx.session.customerId, apiKeyId: ctx.apiKey.id }
        : { customerId: ctx.session.customerId },
    };
  }

  async list(ctx: Caller): Promise<Webhook[]> {
    const { customerId } = this.caller(ctx);
    return (await this.store!.listWebhooks(customerId)).map(toView);
  }

  async deliveries(webhookId: string, limit: number | null | undefined): Promise<WebhookDelivery[]> {
    if (!this.store) return [];
    const safe = Math.min(100, Math.max(1, Math.trunc(limit ?? 20) || 20));
    return (await this.store.listDeliveries(webhookId, safe)).map(toDelivery);
  }

  async create(url: string, events: readonly string[], ctx: Caller): Promise<CreateWebhookPayload> {
    const { customerId, by } = this.caller(ctx);
    const { allowPrivate } = this.config.integrations.webhooks;
    const parsed = validateInput(
      z.object({ url: webhookUrlSchema({ allowHttp: allowPrivate }), events: webhookEventsSchema }),
      {
        url,
        events: [...events],
      },
    );
    if (!parsed.ok) return { webhook: null, secret: null, userErrors: parsed.userErrors as UserError[] };
    const key = ctx.apiKey;
    if (key) {
      const missing = parsed.data.events.filter((event) => !key.scopes.includes(WEBHOOK_EVENT_SCOPES[event]));
      if (missing.length > 0) {
        const needs = [...new Set(missing.map((event) => WEBHOOK_EVENT_SCOPES[event]))]
          .map((s) => `"${s}"`)
          .join(' and ');
        throw apiError(
          'FORBIDDEN',
          `This API key may not subscribe to ${missing.join(', ')}: it needs the ${needs} scope.`,
        );
      }
    }
    const target = new URL(parsed.data.url);
    const check = await checkWebhookHost(target.hostname, { allowPrivate, resolve: this.resolver });
    if (!check.ok) {
      const refused = check.reason === 'not_allowed';
      return {
        webhook: null,
        secret: null,
        userErrors: [
          userError(
            ['url'],
            refused ? WEBHOOK_MESSAGES.urlNotAllowed : WEBHOOK_MESSAGES.urlUnresolvable,
            refused ? 'URL_NOT_ALLOWED' : 'URL_UNRESOLVABLE',
          ),
        ],
      };
    }
    const secret = `whsec_${randomBytes(32).toString('base64url')}`;
    const result = await this.store!.createWebhook(
      { customerId, url: target.toString(), events: [...parsed.data.events], secret },
      {
        max: MAX_WEBHOOKS_PER_ACCOUNT,
        audit: {
          by,
          action: 'webhook.created',
          subject: 'webhook',
          detail: { url: target.toString(), events: parsed.data.events },
        },
      },
    );
    if (result.kind === 'too_many') {
      return { webhook: null, secret: null, userErrors: [userError(null, WEBHOOK_MESSAGES.tooMany, 'LIMIT_REACHED')] };
    }
    return { webhook: toView(result.webhook), secret, userErrors: [] };
  }

  async delete(id: string, ctx: Caller): Promise<MutationResult> {
    const { customerId, by } = this.caller(ctx);
    const deleted = await this.store!.deleteWebhook(customerId, id, {
      by,
      action: 'webhook.deleted',
      subject: `webhook ${id}`,
    });
    return deleted
      ? { ok: true, userErrors: [] }
      : { ok: false, userErrors: [userError(['id'], WEBHOOK_MESSAGES.notFound, 'NOT_FOUND')] };
  }

  async enable(id: string, ctx: Caller): Promise<WebhookPayload> {
    const { customerId, by } = this.caller(ctx);
    const webhook = await this.store!.enableWebhook(customerId, id, {
      by,
      action: 'webhook.enabled',
      subject: `webhook ${id}`,
    });
    if (!webhook) return { webhook: null, userErrors: [userError(['id'], WEBHOOK_MESSAGES.notFound, 'NOT_FOUND')] };
    this.worker.wake();
    return { webhook: toView(webhook), userErrors: [] };
  }

  async redeliver(deliveryId: string, ctx: Caller): Promise<RedeliverWebhookPayload> {
    const { customerId } = this.caller(ctx);
    const result = await this.store!.redeliver(customerId, deliveryId.trim(), new Date());
    if (result.kind === 'not_found') {
      return {
        delivery: null,
        userErrors: [userError(['deliveryId'], WEBHOOK_MESSAGES.deliveryNotFound, 'NOT_FOUND')],
      };
    }
    if (result.kind === 'webhook_disabled') {
      return {
        delivery: null,
        userErrors: [
          userError(['deliveryId'], 'The webhook is disabled: enable it first (enableWebhook)', 'WEBHOOK_DISABLED'),
        ],
      };
    }
    this.worker.wake();
    return { delivery: toDelivery(result.delivery), userErrors: [] };
  }
}
