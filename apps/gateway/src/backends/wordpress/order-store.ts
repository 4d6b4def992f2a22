/**
 * The order port over WooCommerce orders, with the search for the order of a POST whose answer was lost.
 */
import { isOrderReference, type OrderRecord, type Paged } from '@shop/domain';
import { IDEMPOTENCY_META_KEY, wooCustomerId, wooOrderPayload } from './order-payload.js';
import type { AuthSession, OrderByKey, OrderDraft, OrderStore } from '../port.js';
import { UpstreamResponseError, UpstreamUnavailableError, isUpstreamResponseError } from './errors.js';
import { mapOrder } from './mappers/commerce.mapper.js';
import { type WcOrder, parseList, parseOne, wcOrder } from './upstream.schemas.js';
import type { OrderAttempt } from './wordpress-state.store.js';
import { clamp, isWooId, MAX_PAGES, PAGE_SIZE, WC, type WordpressSite } from './site.js';

export { IDEMPOTENCY_META_KEY } from './order-payload.js';
/**
 * How far before an unanswered POST the search for its order starts. The search asks for GMT dates
 * (`dates_are_gmt`); a site too old to know that parameter compares local dates, which can lag UTC
 * by up to 12 hours, so the window covers that (and any clock skew) rather than miss the order.
 */
const RECONCILE_MARGIN_MS = 13 * 3600 * 1000;

/** how many pages of a customer's orders a lookup by a number other than the id reads at most */
const ORDER_NUMBER_PAGES = 10;

export class WordpressOrders implements OrderStore {
  constructor(private readonly site: WordpressSite) {}

  /**
   * Posts the order (called under the key's lock by the gateway's idempotency service), even when
   * an answer is lost: an "attempt" marker is written before the POST and kept while the outcome is
   * unknown (no answer, timeout, 5xx, unreadable answer), so the next insert for the key (a retry, or
   * another gateway instance) first looks for the order the lost POST may have created (see
   * findAttemptedOrder) and posts again only when there is none.
   */
  async insertOrder(
    draft: OrderDraft,
    idempotencyKey: string,
    payloadHash: string,
  ): Promise<{ kind: 'created'; order: OrderRecord } | { kind: 'key_taken' }> {
    if (await this.site.state.getIdempotency(idempotencyKey)) return { kind: 'key_taken' };
    const payload = wooOrderPayload(draft, idempotencyKey);
    const customerId = wooCustomerId(payload);
    const previous = await this.site.state.getAttempt(idempotencyKey);
    if (previous) {
      const recovered = await this.recoverAttempt(idempotencyKey, previous, payloadHash);
      if (recovered) return recovered;
    }
    const now = Date.now();
    await this.site.state.markAttempt(
      idempotencyKey,
      { firstAt: previous?.firstAt ?? now, lastAt: now, customerId, payloadHash },
      this.site.settings.idempotencyTtlSeconds,
    );
    let answer;
    try {
      answer = await this.site.http.request({ method: 'POST', route: '/wc/v3/orders', auth: WC, body: payload });
    } catch (error) {
      // a refusal WooCommerce explains (its error body) created nothing: the key is free again.
      // Anything else (no answer, timeout, 5xx, a proxy's bare 4xx) may have created the order.
      if (isUpstreamResponseError(error) && error.upstreamCode !== '') {
        await this.site.state.clearAttempt(idempotencyKey);
      } else {
        this.site.logger.warn(
          { upstream: 'wordpress', reason: error instanceof UpstreamUnavailableError ? error.reason : 'unknown' },
          'order POST without a definite answer: the next request for its key looks for the order first',
        );
      }
      throw error;
    }
    const order = parseOne(wcOrder, answer.data, this.site.logger, 'order');
    if (!order) throw new UpstreamUnavailableError('POST /wc/v3/orders', 'status', answer.status);
    await this.recordOrder(idempotencyKey, order.id, payloadHash);
    this.site.logger.info({ upstream: 'wordpress', orderId: order.id }, 'order created');
    return { kind: 'created', order: mapOrder(order) };
  }

  /** the key's record (order id + payload hash, in Redis or memory) and its WooCommerce order */
  async findOrderByKey(idempotencyKey: string): Promise<OrderByKey | null> {
    const known = await this.site.state.getIdempotency(idempotencyKey);
    if (!known) return null;
    // the order deleted in WooCommerce: null, and the key cannot be reused for a new one
    return { payloadHash: known.payloadHash, order: await this.fetchOrder(known.orderId) };
  }

  /**
   * A request found the marker of an earlier POST for its key whose answer was lost. The order it
   * created, if any, is recorded for the key and answered as `created` (its first answer reached
   * nobody; this is the one the buyer sees). Null means "nothing was created, post now". Throws
   * UpstreamUnavailableError when that cannot be known: the search failed, or the earlier POST is so
   * recent that the site may still be creating its order. A duplicate is never risked.
   */
  private async recoverAttempt(
    key: string,
    attempt: OrderAttempt,
    payloadHash: string,
  ): Promise<{ kind: 'created'; order: OrderRecord } | { kind: 'key_taken' } | null> {
    const found = await this.findAttemptedOrder(key, attempt);
    if (!found) {
      if (Date.now() - attempt.lastAt < this.site.settings.orderSettleMs) {
        this.site.logger.warn(
          { upstream: 'wordpress', sinceAttemptMs: Date.now() - attempt.lastAt },
          'order of an unanswered POST not found yet; not posting again until it has settled',
        );
        throw new UpstreamUnavailableError('POST /wc/v3/orders', 'status');
      }
      this.site.logger.info({ upstream: 'wordpress' }, 'order of an unanswered POST not found: posting it again');
      return null;
    }
    await this.recordOrder(key, found.id, attempt.payloadHash);
    this.site.logger.info(
      { upstream: 'wordpress', orderId: found.id },
      'order of an unanswered POST found and recorded',
    );
    // the key was first used for another cart: that order stands, this request is a conflict
    if (attempt.payloadHash !== payloadHash) return { kind: 'key_taken' };
    return { kind: 'created', order: mapOrder(found) };
  }

  /**
   * The order WooCommerce holds for this key, or null when it holds none: the attempt's customer's
   * orders (a guest's are those of customer 0) created since the attempt minus a margin, oldest first
   * so orders created meanwhile land on the last page instead of shifting the ones not read yet,
   * every page, matched on the `_idempotency_key` meta. Matching reads the raw JSON: a record our
   * schema would skip must not pass for "no order".
   */
  private async findAttemptedOrder(key: string, attempt: OrderAttempt): Promise<WcOrder | null> {
    const after = new Date(attempt.firstAt - RECONCILE_MARGIN_MS).toISOString().slice(0, 19);
    try {
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const answer = await this.site.http.request({
          method: 'GET',
          route: '/wc/v3/orders',
          query: {
            customer: attempt.customerId,
            after,
            dates_are_gmt: true,
            orderby: 'date',
            order: 'asc',
            per_page: PAGE_SIZE,
            page,
          },
          auth: WC,
        });
        if (!Array.isArray(answer.data))
          throw new UpstreamUnavailableError('GET /wc/v3/orders', 'status', answer.status);
        const raw = (answer.data as unknown[]).find(
          (item) => hasIdempotencyKey(item, key) && ownedBy(item, attempt.customerId),
        );
        if (raw) {
          const order = parseOne(wcOrder, raw, this.site.logger, 'order');
          if (!order) throw new UpstreamUnavailableError('GET /wc/v3/orders', 'status', answer.status);
          return order;
        }
        const lastPage = answer.totalPages !== null ? page >= answer.totalPages : answer.data.length < PAGE_SIZE;
        if (lastPage || answer.data.length === 0) return null;
      }
      // more than MAX_PAGES × 100 candidates: the order may be beyond them
      throw new UpstreamUnavailableError('GET /wc/v3/orders', 'status');
    } catch (error) {
      this.site.logger.warn(
        {
          upstream: 'wordpress',
          reason: error instanceof UpstreamUnavailableError ? error.reason : 'refused',
          status: error instanceof UpstreamResponseError ? error.status : null,
        },
        'could not look for the order of an unanswered POST; not posting again',
      );
      if (error instanceof UpstreamUnavailableError) throw error;
      throw new UpstreamUnavailableError(
        'GET /wc/v3/orders',
        'status',
        error instanceof UpstreamResponseError ? error.status : null,
      );
    }
  }

  /** the key now points at its order; the attempt marker has served its purpose */
  private async recordOrder(key: string, orderId: string, payloadHash: string): Promise<void> {
    await this.site.state.saveIdempotency(key, { orderId, payloadHash }, this.site.settings.idempotencyTtlSeconds);
    try {
      await this.site.state.clearAttempt(key);
    } catch (error) {
      // harmless: the record is read first, and the marker expires with the key
      this.site.logger.warn(
        { upstream: 'wordpress', err: error instanceof Error ? error.message : String(error) },
        'order attempt marker not cleared',
      );
    }
  }

  async listOrders(session: AuthSession, page: number, pageSize: number): Promise<Paged<OrderRecord>> {
    if (!isWooId(session.customerId)) return { items: [], totalCount: 0 };
    const answer = await this.site.http.request({
      method: 'GET',
      route: '/wc/v3/orders',
      query: {
        customer: session.customerId,
        page: Math.max(1, Math.trunc(page)),
        per_page: clamp(pageSize, 1, PAGE_SIZE),
      },
      auth: WC,
    });
    // belt and braces: WooCommerce filters by customer, we never show someone else's order
    const items = parseList(wcOrder, answer.data, this.site.logger, 'order')
      .filter((order) => order.customer_id === session.customerId)
      .map(mapOrder);
    return { items, totalCount: answer.total ?? items.length };
  }

  /**
   * By WooCommerce's order number (the public reference). A plain WooCommerce site numbers orders by
   * their id, so one GET answers; a site whose plugin numbers them otherwise ("GL-5001") is searched
   * through the customer's own orders. An id that is no order's number still finds its order (links
   * made before the number was the reference).
   */
  async getOrder(session: AuthSession, reference: string): Promise<OrderRecord | null> {
    if (!isOrderReference(reference)) return null;
    const byId = await this.fetchOrder(reference);
    const mine = byId && byId.customerId === session.customerId ? byId : null;
    if (mine && mine.number === reference) return mine;
    return (await this.findOrderByNumber(session, reference)) ?? mine;
  }

  /** the customer's order with this number, looked for in their newest ORDER_NUMBER_PAGES × 100 orders */
  private async findOrderByNumber(session: AuthSession, number: string): Promise<OrderRecord | null> {
    if (!isWooId(session.customerId)) return null;
    for (let page = 1; page <= ORDER_NUMBER_PAGES; page += 1) {
      const answer = await this.site.http.request({
        method: 'GET',
        route: '/wc/v3/orders',
        query: { customer: session.customerId, page, per_page: PAGE_SIZE },
        auth: WC,
      });
      const orders = parseList(wcOrder, answer.data, this.site.logger, 'order');
      const found = orders.find(
        (order) => order.customer_id === session.customerId && String(order.number ?? order.id) === number,
      );
      if (found) return mapOrder(found);
      if (orders.length < PAGE_SIZE || page >= (answer.totalPages ?? 1)) return null;
    }
    return null;
  }

  private async fetchOrder(id: string): Promise<OrderRecord | null> {
    if (!isWooId(id)) return null;
    try {
      const answer = await this.site.http.request({ method: 'GET', route: `/wc/v3/orders/${id}`, auth: WC });
      const order = parseOne(wcOrder, answer.data, this.site.logger, 'order');
      return order ? mapOrder(order) : null;
    } catch (error) {
      if (isUpstreamResponseError(error, [400, 404])) return null;
      throw error;
    }
  }
}

function hasIdempotencyKey(order: unknown, key: string): boolean {
  const meta = (order as { meta_data?: unknown } | null)?.meta_data;
  return (
    Array.isArray(meta) &&
    meta.some(
      (m) =>
        m !== null &&
        typeof m === 'object' &&
        (m as { key?: unknown }).key === IDEMPOTENCY_META_KEY &&
        (m as { value?: unknown }).value === key,
    )
  );
}

/** a key reused by someone else must never hand them this customer's order */
function ownedBy(order: unknown, customerId: string): boolean {
  return String((order as { customer_id?: unknown } | null)?.customer_id ?? '0') === customerId;
}
