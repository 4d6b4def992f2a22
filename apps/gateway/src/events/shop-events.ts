import { randomUUID } from 'node:crypto';
import { Global, Inject, Injectable, Logger, Module } from '@nestjs/common';
import type { WebhookEventType } from '@shop/domain';
import { INTEGRATION_STORE, type IntegrationStore } from '../backends/integrations-port.js';
import { describeError } from '../graphql/errors.js';
import type { Order } from '../graphql/generated/resolvers.js';

/** a product as product events describe it (prices are not sent: they depend on who asks; fetch them with the API) */
export interface ProductEventSubject {
  id: string;
  slug: string;
  name: string;
}

/**
 * The shop's events, as webhooks deliver them (the body's `type` and `data`). Order events belong to
 * one buyer (`customerId`; a guest order's events reach no buyer's webhook); product events are public
 * catalogue events every subscriber to them receives.
 */
export type ShopEvent =
  | { type: 'order.created'; customerId: string | null; data: { order: Order } }
  | {
      type: 'order.status_changed';
      customerId: string | null;
      data: { order: Order; previousStatus: string };
    }
  | { type: 'product.updated'; data: { product: ProductEventSubject; changed: string[] } }
  | {
      type: 'product.stock_changed';
      data: {
        product: ProductEventSubject & { inStock: boolean; stockQuantity: number | null };
        /** the variation whose stock changed, when it was one */
        variationId?: string | null;
      };
    };

/** what emit returns: the event's id (the body's `id`) and how many webhooks it was queued for */
export interface EmittedEvent {
  id: string;
  type: WebhookEventType;
  queued: number;
}

/**
 * The one place where the shop announces what happened, for webhooks (and whatever listens later):
 *
 *   await shopEvents.emit({ type: 'order.created', customerId, data: { order } });
 *
 * `emit` stores the event in the outbox (the embedded store's webhook_events / webhook_deliveries,
 * one delivery per subscribed webhook) and wakes this gateway's webhook worker; it never throws (a
 * failure is logged: the change that caused the event has happened already) and does nothing with a
 * store that keeps no webhooks (STORE_BACKEND=wordpress).
 *
 * Callers: checkout (order.created, after an order is created, never on a replay). The operator
 * console's services are to call it for order.status_changed (setOrderStatus), product.updated
 * (saveProduct) and product.stock_changed (a product's or variation's stock or in-stock flag changes).
 */
@Injectable()
export class ShopEvents {
  private readonly logger = new Logger('ShopEvents');
  private readonly listeners = new Set<(event: EmittedEvent) => void>();

  constructor(@Inject(INTEGRATION_STORE) private readonly store: IntegrationStore | null) {}

  async emit(event: ShopEvent, at: Date = new Date()): Promise<EmittedEvent | null> {
    if (!this.store) return null;
    const id = randomUUID();
    const customerId = 'customerId' in event ? event.customerId : null;
    // a guest order's events reach no buyer's webhook (staff subscriptions come with the console)
    if (event.type.startsWith('order.') && customerId === null) return { id, type: event.type, queued: 0 };
    try {
      const queued = await this.store.enqueueEvent({
        id,
        type: event.type,
        customerId,
        data: event.data as unknown as Record<string, unknown>,
        createdAt: at,
      });
      const emitted = { id, type: event.type, queued };
      if (queued > 0) for (const listener of this.listeners) listener(emitted);
      return emitted;
    } catch (error) {
      this.logger.error(`could not queue the ${event.type} event for webhooks: ${describeError(error)}`);
      return null;
    }
  }

  /** called after every event queued for at least one webhook (the worker delivers at once) */
  onEmitted(listener: (event: EmittedEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/** ShopEvents for every module (checkout now, the console's services later) */
@Global()
@Module({ providers: [ShopEvents], exports: [ShopEvents] })
export class ShopEventsModule {}
