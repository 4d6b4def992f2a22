import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  buildOrderDraft,
  type OrderDraft,
  canSeePrices,
  CART_LIMIT_MESSAGES,
  MAX_CART_LINES,
  mergeCartLines,
  orderTotalProblem,
  checkoutSchema,
  couponCodeProblem,
  CURRENCY_CODE,
  isValidLineQuantity,
  LINE_MESSAGES,
  MAX_LINE_QUANTITY,
  MIN_LINE_QUANTITY,
  normalizeCouponCode,
  ORDER_TEXTS,
  validateInput,
  type CouponRecord,
  isOrderReference,
  type OrderRecord,
  type ProductRecord,
  withVariationRules,
  poNumberSchema,
  type CustomerRecord,
  type BuyerGroup,
  buyerGroupOf,
  vatRate,
} from '@shop/domain';
import { MoneySettingsService } from '../money/money-settings.service.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../money/payment-provider.port.js';
import {
  CATALOGUE_SOURCE,
  type CatalogueSource,
  COUPON_SOURCE,
  type CouponSource,
  CUSTOMER_IDENTITY,
  type CustomerIdentity,
  ORDER_IDEMPOTENCY,
  ORDER_STORE,
  type OrderStore,
  STORE_NAME,
  type StoreBackend,
} from '../backends/port.js';
import type { OrderIdempotency } from '../backends/idempotency.service.js';
import { CacheService } from '../cache/cache.service.js';
import { AuditService } from '../admin/audit/audit.service.js';
import { BuyerApprovalService } from '../compliance/buyer-approval.service.js';
import { CacheKey } from '../cache/keys.js';
import { CacheTag, cachePolicy } from '../cache/policy.js';
import { CatalogService } from '../catalog/catalog.service.js';
import { ShopEvents } from '../events/shop-events.js';
import { SessionService } from '../identity/session.service.js';
import type { GqlContext } from '../graphql/context.js';
import { badRequest, describeError, notFound, unauthenticated, userError } from '../graphql/errors.js';
import type {
  CartInput,
  CartQuote,
  OrderPage,
  PlaceOrderInput,
  PlaceOrderPayload,
  UserError,
} from '../graphql/generated/resolvers.js';
import { recordOrderPlaced } from '../observability/metrics.js';
import { RateLimitService } from '../security/rate-limit.service.js';
import { priceCart, type CartLineRequest, type PricedCart, type TaxContext } from './cart-pricing.js';
import { toCartQuote, toOrder } from './checkout.mappers.js';

/**
 * Coupon definitions as quotes read them: shared by every caller (a coupon record holds nothing
 * personal), dropped by the `coupons` tag (coupon webhooks). placeOrder asks the store itself.
 */
const QUOTE_COUPON_POLICY = cachePolicy({
  name: 'coupon',
  ttlMs: 30_000,
  staleWhileRevalidateMs: 30_000,
  staleIfErrorMs: 5 * 60_000,
  negativeTtlMs: 5_000,
});

/** coupon codes one GraphQL request may have evaluated (aliases would otherwise try dozens at once) */
export const MAX_COUPONS_PER_REQUEST = 3;

export const CHECKOUT_MESSAGES = {
  emptyCart: 'Your cart is empty',
  tooManyCoupons: `At most ${MAX_COUPONS_PER_REQUEST} coupon codes can be tried per request`,
  couponRateLimited: (seconds: number) =>
    `Too many coupon attempts. Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
  tooManyLines: CART_LIMIT_MESSAGES.tooManyLines,
  idempotencyKey: 'The idempotency key must be between 8 and 100 characters',
  idempotencyKeyReused: 'This idempotency key was already used for a different order',
} as const;

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,100}$/;
const MAX_PAGE_SIZE = 100;

/** Stable fingerprint of what an order request asks for, so a reused idempotency key can be told apart. */
export function orderPayloadHash(parts: {
  customerId: string | null;
  lines: readonly CartLineRequest[];
  couponCode: string | null;
  shipping: { fullName: string; email: string; phone: string | null; address: string; comment: string | null };
  /** postcode, city, country and PO number (issue 18): only hashed when given, so older keys keep their hash */
  extra?: readonly (string | null)[];
}): string {
  const extra = parts.extra?.some((value) => value) ? [parts.extra] : [];
  const canonical = JSON.stringify([
    parts.customerId,
    parts.lines.map((line) => [String(line.productId), line.variationId ?? null, line.quantity]),
    parts.couponCode,
    [
      parts.shipping.fullName,
      parts.shipping.email.toLowerCase(),
      parts.shipping.phone,
      parts.shipping.address,
      parts.shipping.comment,
    ],
    ...extra,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

function requestHash(
  customerId: string | null,
  lines: readonly CartLineRequest[],
  couponCode: string | null,
  details: {
    fullName: string;
    email: string;
    phone?: string | null;
    address: string;
    comment?: string | null;
    postcode?: string | null;
    city?: string | null;
    country?: string | null;
  },
  poNumber: string | null,
): string {
  return orderPayloadHash({
    customerId,
    lines,
    couponCode: couponCode ? normalizeCouponCode(couponCode) : null,
    shipping: {
      fullName: details.fullName,
      email: details.email,
      phone: details.phone ?? null,
      address: details.address,
      comment: details.comment ?? null,
    },
    extra: [details.postcode || null, details.city || null, details.country || null, poNumber],
  });
}

function keyReused(): PlaceOrderPayload {
  return {
    order: null,
    userErrors: [userError(['idempotencyKey'], CHECKOUT_MESSAGES.idempotencyKeyReused, 'IDEMPOTENCY_KEY_REUSED')],
  };
}

function quantityErrors(lines: readonly CartLineRequest[]): UserError[] {
  return lines.flatMap((line, index) =>
    isValidLineQuantity(line.quantity)
      ? []
      : [
          userError(
            ['lines', String(index), 'quantity'],
            LINE_MESSAGES.quantity(MIN_LINE_QUANTITY, MAX_LINE_QUANTITY),
            'INVALID',
          ),
        ],
  );
}

/** lines whose quantity breaks the product's minimum or case pack (packages/domain pricing/tiers) */
function quantityRuleErrors(cart: PricedCart): UserError[] {
  return cart.lines.flatMap((line, index) =>
    line.available && line.quantityProblem
      ? [
          userError(
            ['lines', String(index), 'quantity'],
            `${line.name ?? ''}: ${line.quantityProblem}`,
            'QUANTITY_RULE',
          ),
        ]
      : [],
  );
}

/**
 * Cart quotes and orders. Prices always come from the store, the rules from packages/domain; cartQuote
 * and placeOrder share `priceCart`, so a stored order has exactly the prices, discount and total that
 * the quote for the same cart showed.
 */
@Injectable()
export class CheckoutService {
  private readonly logger = new Logger(CheckoutService.name);

  constructor(
    @Inject(ORDER_STORE) private readonly orders: OrderStore,
    @Inject(ORDER_IDEMPOTENCY) private readonly idempotency: OrderIdempotency,
    @Inject(CATALOGUE_SOURCE) private readonly catalogue: CatalogueSource,
    @Inject(COUPON_SOURCE) private readonly coupons: CouponSource,
    @Inject(CUSTOMER_IDENTITY) private readonly identity: CustomerIdentity,
    @Inject(STORE_NAME) private readonly storeName: StoreBackend['name'],
    private readonly rateLimits: RateLimitService,
    private readonly catalog: CatalogService,
    private readonly cache: CacheService,
    private readonly sessions: SessionService,
    private readonly events: ShopEvents,
    private readonly approval: BuyerApprovalService,
    private readonly audit: AuditService,
    private readonly money: MoneySettingsService,
    @Inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider,
  ) {}

  /**
   * What decides VAT and shipping, or null when the store charges them itself (WordPress: WooCommerce's
   * own totals, shown as its order returns them).
   */
  private async taxContext(
    country: string | null | undefined,
    customer: CustomerRecord | null,
  ): Promise<TaxContext | null> {
    if (this.storeName !== 'embedded') return null;
    return { country, vatNumber: customer?.companyVatNumber ?? null, settings: await this.money.commerce() };
  }

  /** coupon codes evaluated per request, keyed by the request object (dropped with it) */
  private readonly couponsPerRequest = new WeakMap<object, number>();

  /**
   * Prices lines from `products`: the catalogue's cached snapshot for a quote (what the shop pages
   * show, no store round trip), the store itself for an order (the price actually charged).
   *
   * Coupon codes can be guessed, so a code costs something: at most MAX_COUPONS_PER_REQUEST per
   * request (BAD_REQUEST beyond), and every unknown code counts against the caller's IP and account
   * ('coupon' rate limit, shared through Redis); once either is used up, codes are not looked up
   * until the window passes and the answer says when (`rateLimited`). Valid codes cost nothing.
   */
  private async price(
    lines: readonly CartLineRequest[],
    couponCode: string | null | undefined,
    products: 'snapshot' | 'store',
    ctx: Pick<GqlContext, 'ip' | 'req'> & { account: string | null },
    tax: TaxContext | null,
    customer: CustomerRecord | null,
    /** the code kept with the buyer's server cart: it counted as an attempt when it was set (tryCouponCode) */
    storedCoupon = false,
  ): Promise<PricedCart & { rateLimited?: string; couponLimited?: boolean }> {
    const asked = !storedCoupon && couponCode != null && couponCode.trim() !== '';
    if (asked) this.countCoupon(ctx.req);
    const keys = { ip: ctx.ip, account: ctx.account };
    const wait = asked ? await this.rateLimits.retryAfter('coupon', keys) : null;
    const catalogue = products === 'snapshot' ? this.catalog.productsById() : this.fromStore(lines);
    const group = await this.buyerGroup(customer, products, lines);
    if (wait !== null) {
      const message = CHECKOUT_MESSAGES.couponRateLimited(wait);
      const cart = priceCart(lines, await catalogue, null, null, tax, group);
      const code = couponCode!.trim();
      const coupon = { code, normalizedCode: normalizeCouponCode(code), applied: false, message, discountType: null };
      return { ...cart, coupon, rateLimited: message };
    }
    // a code with control characters or too long is never sent to the store (priceCart refuses it)
    const code = couponCode == null || couponCodeProblem(couponCode) ? null : normalizeCouponCode(couponCode);
    const [byId, coupon] = await Promise.all([
      catalogue,
      code ? this.coupon(code, products) : Promise.resolve(null as CouponRecord | null),
    ]);
    if (asked && coupon === null) await this.rateLimits.penalize('coupon', keys);
    return {
      ...priceCart(lines, byId, couponCode, coupon, tax, group),
      couponLimited: coupon?.usageLimit != null && coupon.usageLimit > 0,
    };
  }

  /**
   * The buyer group whose prices the customer pays (null: list prices, for callers who may not see
   * prices): a quote reads the groups from the catalogue snapshot, an order from the store itself.
   * The customer's group is the session's, which a group change drops on every instance.
   */
  private async buyerGroup(
    customer: CustomerRecord | null,
    products: 'snapshot' | 'store',
    lines: readonly CartLineRequest[],
  ): Promise<BuyerGroup | null> {
    if (!canSeePrices(customer)) return null;
    const viewer = { showPrices: true, groupId: customer?.groupId ?? null };
    if (products === 'snapshot') return this.catalog.buyerGroupOf(viewer);
    // the order's products only: a remote store need not read its whole catalogue per order
    const ids = [...new Set(lines.map((line) => String(line.productId)))];
    return buyerGroupOf((await this.catalogue.listBuyerGroups?.(ids)) ?? [], viewer.groupId);
  }

  /** a quote reads the coupon through the cache, an order from the store */
  private coupon(code: string, products: 'snapshot' | 'store'): Promise<CouponRecord | null> {
    if (products === 'store') return this.coupons.getCouponByCode(code);
    return this.cache.query(CacheKey.coupon(code), () => this.coupons.getCouponByCode(code), {
      policy: QUOTE_COUPON_POLICY,
      tags: [CacheTag.coupons],
    });
  }

  private countCoupon(req: object | undefined): void {
    if (!req) return;
    const count = (this.couponsPerRequest.get(req) ?? 0) + 1;
    this.couponsPerRequest.set(req, count);
    if (count > MAX_COUPONS_PER_REQUEST) throw badRequest(CHECKOUT_MESSAGES.tooManyCoupons);
  }

  private async fromStore(lines: readonly CartLineRequest[]): Promise<ReadonlyMap<string, ProductRecord>> {
    const ids = [...new Set(lines.map((line) => String(line.productId)))];
    const products = ids.length > 0 ? await this.catalogue.getProductsByIds(ids) : [];
    return new Map(products.map((product) => [product.id, withVariationRules(product)]));
  }

  /**
   * A coupon code a buyer keeps with their server cart (cartSetLines) is one attempt when it is set, not
   * one per read of the cart's quote: a stored code that is wrong (or expired since) would otherwise use
   * up the buyer's coupon limit just by looking at the cart. Returns the RATE_LIMITED message while the
   * window lasts (the code is then not kept), null otherwise.
   */
  async tryCouponCode(code: string, ctx: Pick<GqlContext, 'customer' | 'ip' | 'req'>): Promise<string | null> {
    this.countCoupon(ctx.req);
    const keys = { ip: ctx.ip, account: ctx.customer ? `customer:${ctx.customer.id}` : null };
    const wait = await this.rateLimits.retryAfter('coupon', keys);
    if (wait !== null) return CHECKOUT_MESSAGES.couponRateLimited(wait);
    const coupon = couponCodeProblem(code) ? null : await this.coupon(normalizeCouponCode(code), 'snapshot');
    if (coupon === null) await this.rateLimits.penalize('coupon', keys);
    return null;
  }

  async cartQuote(
    input: CartInput,
    ctx: Pick<GqlContext, 'customer' | 'ip' | 'req'>,
    options: { storedCoupon?: boolean } = {},
  ): Promise<CartQuote> {
    if (input.lines.length > MAX_CART_LINES) {
      return {
        lines: [],
        subtotal: null,
        discount: null,
        shipping: null,
        taxLines: null,
        tax: null,
        reverseCharge: false,
        missingForFreeShipping: null,
        total: null,
        coupon: null,
        userErrors: [userError(['lines'], CHECKOUT_MESSAGES.tooManyLines, 'INVALID')],
      };
    }
    // prices for approved buyers only (packages/domain buyer-access.ts): anyone else gets names only
    const showPrices = canSeePrices(ctx.customer);
    // one line per product + variant: repeating a product must not escape the per-line quantity cap
    const lines = mergeCartLines(input.lines);
    // anonymous callers get no coupon answer, so there is no point looking the coupon up for them
    const cart = await this.price(
      lines,
      showPrices ? input.couponCode : null,
      'snapshot',
      { ip: ctx.ip, req: ctx.req, account: ctx.customer ? `customer:${ctx.customer.id}` : null },
      showPrices ? await this.taxContext(input.shippingCountry, ctx.customer) : null,
      ctx.customer,
      options.storedCoupon,
    );
    const userErrors = [...quantityErrors(lines), ...quantityRuleErrors(cart)];
    if (cart.rateLimited) userErrors.push(userError(['couponCode'], cart.rateLimited, 'RATE_LIMITED'));
    const tooHigh = orderTotalProblem(cart.totals.subtotalCents);
    if (tooHigh && showPrices) userErrors.push(userError(['lines'], tooHigh, 'ORDER_TOTAL_TOO_HIGH'));
    const belowMinimum = cart.money?.minimumOrderProblem;
    if (belowMinimum && showPrices) userErrors.push(userError(['lines'], belowMinimum, 'MINIMUM_ORDER_VALUE'));
    return { ...toCartQuote(cart, showPrices), userErrors };
  }

  async placeOrder(
    input: PlaceOrderInput,
    idempotencyKey: string,
    ctx: Pick<GqlContext, 'ip' | 'session' | 'customer' | 'req'> & Partial<Pick<GqlContext, 'apiKey'>>,
  ): Promise<PlaceOrderPayload> {
    const customer = ctx.session ? ctx.customer : null;
    // a retry of a key already used is answered from the stored order: it places nothing, so it is
    // not charged against the order rate limit (nor priced again)
    const known = await this.storedResult(input, idempotencyKey, customer?.id ?? null);
    if (known) return known;
    await this.rateLimits.consume('placeOrder', {
      ip: ctx.ip,
      account: customer ? `customer:${customer.id}` : input.shipping?.email,
    });

    // who may order (issue 17): approved buyers; guests unless approval is manual; not with an expired
    // licence under manual
    const refusal = await this.approval.orderingRefusal(customer);
    if (refusal) return { order: null, userErrors: [userError(null, refusal.message, refusal.code)] };

    const errors: UserError[] = [];
    if (!IDEMPOTENCY_KEY.test(idempotencyKey)) {
      errors.push(userError(['idempotencyKey'], CHECKOUT_MESSAGES.idempotencyKey, 'INVALID'));
    }
    const shipping = validateInput(checkoutSchema, input.shipping, ['shipping']);
    if (!shipping.ok) errors.push(...(shipping.userErrors as UserError[]));
    const poNumber = validateInput(poNumberSchema, input.poNumber, ['poNumber']);
    if (!poNumber.ok) errors.push(...(poNumber.userErrors as UserError[]));
    if (input.lines.length === 0) errors.push(userError(['lines'], CHECKOUT_MESSAGES.emptyCart, 'EMPTY_CART'));
    if (input.lines.length > MAX_CART_LINES)
      errors.push(userError(['lines'], CHECKOUT_MESSAGES.tooManyLines, 'INVALID'));
    // one line per product + variant: repeating a product must not escape the per-line quantity cap
    const lines = input.lines.length > MAX_CART_LINES ? [] : mergeCartLines(input.lines);
    errors.push(...quantityErrors(lines));
    if (errors.length > 0 || !shipping.ok || !poNumber.ok) return { order: null, userErrors: errors };

    // A blank coupon field at checkout means "no coupon".
    const couponCode = input.couponCode?.trim() ? input.couponCode.trim() : null;
    const cart = await this.price(
      lines,
      couponCode,
      'store',
      { ip: ctx.ip, req: ctx.req, account: customer ? `customer:${customer.id}` : (shipping.data.email ?? null) },
      await this.taxContext(shipping.data.country, customer),
      customer,
    );

    cart.lines.forEach((line, index) => {
      if (line.available) return;
      const name = line.name ?? ORDER_TEXTS.productFallbackName(line.productId);
      errors.push(userError(['lines', String(index)], `${name}: ${line.message ?? ''}`.trim(), 'LINE_UNAVAILABLE'));
    });
    errors.push(...quantityRuleErrors(cart));
    const tooHigh = orderTotalProblem(cart.totals.subtotalCents);
    if (tooHigh) errors.push(userError(['lines'], tooHigh, 'ORDER_TOTAL_TOO_HIGH'));
    const belowMinimum = cart.money?.minimumOrderProblem;
    if (belowMinimum) errors.push(userError(['lines'], belowMinimum, 'MINIMUM_ORDER_VALUE'));
    if (cart.coupon && !cart.coupon.applied) {
      errors.push(
        userError(['couponCode'], cart.coupon.message ?? '', cart.rateLimited ? 'RATE_LIMITED' : 'INVALID_COUPON'),
      );
    }
    if (errors.length > 0) return { order: null, userErrors: errors };

    const details = shipping.data;
    const appliedCoupon = cart.coupon?.applied ? cart.coupon.normalizedCode : null;
    // the invoice is issued with the order, or (setting) when staff confirm it; either way with the
    // seller's details and terms of that moment
    const money = cart.money ? await this.money.current() : null;
    const draftBase = buildOrderDraft({
      shipping: details,
      lines: cart.lines.map((line) => ({
        productId: line.productId,
        variationId: line.variationId,
        name: line.name ?? ORDER_TEXTS.productFallbackName(line.productId),
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents ?? 0,
        lineTotalCents: line.lineTotalCents ?? 0,
        taxRateBasisPoints: cart.money ? vatRate(line.taxClass, cart.money.treatment) : null,
      })),
      couponCode: appliedCoupon,
      customerId: customer?.id ?? null,
      // the quote's money, to the cent: shipping and VAT included in the total (embedded store)
      totals: cart.money
        ? {
            subtotalCents: cart.money.subtotalCents,
            discountCents: cart.money.discountCents,
            shippingCents: cart.money.shippingCents,
            taxCents: cart.money.taxCents,
            taxLines: cart.money.taxLines,
            reverseCharge: cart.money.reverseCharge,
            totalCents: cart.money.totalCents,
          }
        : cart.totals,
      currencyCode: CURRENCY_CODE,
      poNumber: poNumber.data ?? null,
      paymentMethod: cart.money ? await this.payments.methodLabel() : null,
      buyerCompany: customer?.companyName || customer?.company || null,
      buyerVatNumber: customer?.companyVatNumber ?? null,
    });
    const draft: OrderDraft = money
      ? {
          ...draftBase,
          invoice: money.invoiceTiming === 'placed' ? { seller: money.seller, dueDays: money.paymentTermsDays } : null,
        }
      : draftBase;
    const hash = requestHash(customer?.id ?? null, lines, couponCode, details, poNumber.data ?? null);

    const result = await this.idempotency.place(draft, idempotencyKey, hash);
    if (result.kind === 'key_conflict') return keyReused();
    const order = toOrder(result.order);
    if (result.kind === 'created') {
      recordOrderPlaced(this.storeName, customer ? 'customer' : 'guest');
      // this order used one of a limited coupon's uses: quotes read coupons through the cache, so the
      // cached definition (with its old usage count) goes, on every instance
      if (appliedCoupon && cart.couponLimited) await this.cache.invalidateKey(CacheKey.coupon(appliedCoupon));
      // an order placed with an API key leaves the buyer's saved address alone (keys never change the account)
      if (customer && ctx.session && !ctx.apiKey && (customer.address ?? '').trim() !== details.address) {
        await this.saveAddress(ctx.session, details.address);
      }
      // webhooks (never for a replay: the event was queued when the order was created)
      await this.events.emit({ type: 'order.created', customerId: customer?.id ?? null, data: { order } });
      if (customer) await this.auditOrder(customer, result.order, Boolean(ctx.apiKey));
    }
    return { order, userErrors: [] };
  }

  /** the buyer's order in the audit trail (issue 17); the order stands even when the entry cannot be written */
  private async auditOrder(customer: { email: string }, order: OrderRecord, viaApiKey: boolean): Promise<void> {
    try {
      await this.audit.recordBuyer(customer, {
        action: 'buyer.order',
        subject: `order ${order.number}`,
        after: { totalCents: order.totalCents, lines: order.lines.length, viaApiKey },
      });
    } catch (error) {
      this.logger.error(`order ${order.number}: not in the audit trail: ${describeError(error)}`);
    }
  }

  /**
   * The answer stored for an idempotency key already used (its order, or "key reused" for another
   * payload), or null when the key is new or the request is invalid (then it takes the normal path).
   */
  private async storedResult(
    input: PlaceOrderInput,
    idempotencyKey: string,
    customerId: string | null,
  ): Promise<PlaceOrderPayload | null> {
    if (!IDEMPOTENCY_KEY.test(idempotencyKey)) return null;
    if (input.lines.length === 0 || input.lines.length > MAX_CART_LINES) return null;
    const shipping = validateInput(checkoutSchema, input.shipping, ['shipping']);
    if (!shipping.ok) return null;
    const couponCode = input.couponCode?.trim() ? input.couponCode.trim() : null;
    const poNumber = validateInput(poNumberSchema, input.poNumber, ['poNumber']);
    if (!poNumber.ok) return null;
    const hash = requestHash(customerId, mergeCartLines(input.lines), couponCode, shipping.data, poNumber.data ?? null);
    const result = await this.idempotency.find(idempotencyKey, hash);
    if (!result) return null;
    return result.kind === 'key_conflict' ? keyReused() : { order: toOrder(result.order), userErrors: [] };
  }

  /** The order is placed already; a failed address update must not turn it into an error. */
  private async saveAddress(session: NonNullable<GqlContext['session']>, address: string): Promise<void> {
    try {
      await this.sessions.changing(
        () => this.identity.updateAddress(session, address),
        () => this.sessions.forgetCustomer(session.customerId),
      );
    } catch (error) {
      this.logger.warn(`saved address not updated after an order: ${describeError(error)}`);
    }
  }

  async myOrders(
    page: number | null | undefined,
    pageSize: number | null | undefined,
    ctx: Pick<GqlContext, 'session'>,
  ): Promise<OrderPage> {
    if (!ctx.session) throw unauthenticated();
    const safePage = Math.max(1, Math.trunc(page ?? 1) || 1);
    const safeSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(pageSize ?? 20) || 20));
    const result = await this.orders.listOrders(ctx.session, safePage, safeSize);
    return { items: result.items.map(toOrder), totalCount: result.totalCount, page: safePage, pageSize: safeSize };
  }

  /** `id` is the order's public reference (its number); an internal id of older links still resolves */
  async order(id: string, ctx: Pick<GqlContext, 'session'>) {
    if (!ctx.session) throw unauthenticated();
    const reference = id.trim();
    if (!isOrderReference(reference)) throw notFound('Order not found');
    const order: OrderRecord | null = await this.orders.getOrder(ctx.session, reference);
    if (!order) throw notFound('Order not found');
    return toOrder(order);
  }
}
