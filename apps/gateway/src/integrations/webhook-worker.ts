import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { shouldDisableWebhook, WEBHOOK_MAX_ATTEMPTS, webhookRetryDelayMs } from '@shop/domain';
import { type ClaimedDelivery, INTEGRATION_STORE, type IntegrationStore } from '../backends/integrations-port.js';
import { type AppConfig, CONFIG } from '../config/config.js';
import { ShopEvents } from '../events/shop-events.js';
import { describeError } from '../graphql/errors.js';
import { webhookDisabledMail } from '../mail/mail-messages.js';
import { MAILER, type Mailer } from '../mail/mailer.js';
import { sendWebhook, type SendOptions, type SendResult, type WebhookRequest } from './webhook-sender.js';

/** deliveries claimed per round */
const BATCH = 10;

export interface WorkerParts {
  /** the scheduling clock: what is due, when the next try is */
  clock: () => Date;
  /** the wait after the n-th failed try (null: give up); the documented schedule by default */
  backoff: (attempt: number) => number | null;
  send: (request: WebhookRequest, options: SendOptions) => Promise<SendResult>;
}

/**
 * Delivers the webhook outbox. Every gateway with WEBHOOK_WORKER=true runs one: it wakes when this
 * gateway queues an event (ShopEvents) and every WEBHOOK_POLL_MS for those queued by other replicas
 * or due for a retry, claims due deliveries (the store's FOR UPDATE SKIP LOCKED + a lease, so two
 * replicas never send the same one at once, and one that died lets go when its lease ends), sends
 * each (webhook-sender.ts), and records the try: delivered on a 2xx, otherwise retried on the domain's
 * schedule (webhookRetryDelayMs) and failed after WEBHOOK_MAX_ATTEMPTS tries, when the webhook is
 * disabled if every try in a row failed (shouldDisableWebhook) and its owner gets an e-mail.
 *
 * Tests run it by hand (`runOnce(now)`, WEBHOOK_WORKER=false) with their own clock: nothing sleeps.
 */
@Injectable()
export class WebhookWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Webhooks');
  private parts: WorkerParts = { clock: () => new Date(), backoff: webhookRetryDelayMs, send: sendWebhook };
  private running = false;
  private loop: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;
  private woken = false;
  private unsubscribe: (() => void) | null = null;

  constructor(
    @Inject(INTEGRATION_STORE) private readonly store: IntegrationStore | null,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CONFIG) private readonly config: AppConfig,
    private readonly events: ShopEvents,
  ) {}

  /** replaces the clock, the backoff or the sender (tests) */
  configure(parts: Partial<WorkerParts>): void {
    this.parts = { ...this.parts, ...parts };
  }

  onApplicationBootstrap(): void {
    if (!this.store || !this.config.integrations.webhooks.worker) return;
    this.running = true;
    this.unsubscribe = this.events.onEmitted(() => this.wake());
    this.loop = this.run();
  }

  async onApplicationShutdown(): Promise<void> {
    this.running = false;
    this.unsubscribe?.();
    this.wake();
    await this.loop;
  }

  /** delivers at once instead of at the next poll */
  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  private async run(): Promise<void> {
    while (this.running) {
      this.woken = false;
      let full = false;
      try {
        full = (await this.runOnce()).claimed === BATCH;
      } catch (error) {
        this.logger.warn(`webhook deliveries could not be processed: ${describeError(error)}`);
      }
      if (!this.running) break;
      if (full || this.woken) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, this.config.integrations.webhooks.pollMs);
        function done() {
          clearTimeout(timer);
          resolve();
        }
        this.wakeUp = done;
      });
      this.wakeUp = null;
    }
  }

  /**
   * One round: claims the deliveries due at `now` (at most BATCH) and tries each. Returns how many
   * were claimed and how many of those were delivered.
   */
  async runOnce(now: Date = this.parts.clock()): Promise<{ claimed: number; delivered: number }> {
    if (!this.store) return { claimed: 0, delivered: 0 };
    const { timeoutMs } = this.config.integrations.webhooks;
    const lease = new Date(now.getTime() + timeoutMs + 30_000);
    const claimed = await this.store.claimDue(now, lease, BATCH);
    const outcomes = await Promise.all(claimed.map((claim) => this.deliver(claim, now)));
    return { claimed: claimed.length, delivered: outcomes.filter(Boolean).length };
  }

  private async deliver(claim: ClaimedDelivery, now: Date): Promise<boolean> {
    const store = this.store!;
    const { delivery, webhook, event } = claim;
    const body = JSON.stringify({
      id: event.id,
      type: event.type,
      createdAt: event.createdAt.toISOString(),
      data: event.data,
    });
    const { allowPrivate, timeoutMs } = this.config.integrations.webhooks;
    let result: SendResult;
    try {
      result = await this.parts.send(
        {
          url: webhook.url,
          secret: webhook.secret,
          event: event.type,
          deliveryId: delivery.publicId,
          body,
          // when it was sent, by the wall clock (receivers compare it with theirs)
          timestamp: Math.floor(Date.now() / 1000),
        },
        { allowPrivate, timeoutMs },
      );
    } catch (error) {
      result = { status: null, error: describeError(error), durationMs: 0 };
    }
    const ok = result.status !== null && result.status >= 200 && result.status < 300;
    const attempt = delivery.attempts + 1;
    const delay = ok ? null : this.parts.backoff(attempt);
    const nextAttemptAt = delay === null ? null : new Date(now.getTime() + delay);
    const { consecutiveFailures } = await store.recordAttempt(delivery.id, {
      at: now,
      responseCode: result.status,
      error: ok ? null : (result.error ?? `the receiver answered ${result.status}`),
      durationMs: result.durationMs,
      ok,
      nextAttemptAt,
    });
    if (!ok && nextAttemptAt === null) {
      this.logger.warn(`webhook ${webhook.id}: delivery ${delivery.publicId} failed ${attempt} tries; given up`);
      if (shouldDisableWebhook(consecutiveFailures, true)) await this.disable(claim, result, now);
    }
    return ok;
  }

  private async disable(claim: ClaimedDelivery, last: SendResult, now: Date): Promise<void> {
    const { webhook, owner } = claim;
    const reason = `a delivery failed all ${WEBHOOK_MAX_ATTEMPTS} tries (last: ${last.error ?? `HTTP ${last.status}`})`;
    const changed = await this.store!.disableWebhook(webhook.id, reason, now, {
      by: 'system',
      action: 'webhook.disabled',
      subject: `webhook ${webhook.id}`,
      detail: { reason },
    });
    if (!changed) return;
    this.logger.warn(`webhook ${webhook.id} disabled: ${reason}`);
    try {
      await this.mailer.send(webhookDisabledMail(this.config.publicSiteUrl, owner, webhook, reason));
    } catch (error) {
      this.logger.error(`could not e-mail the owner of webhook ${webhook.id}: ${describeError(error)}`);
    }
  }
}
