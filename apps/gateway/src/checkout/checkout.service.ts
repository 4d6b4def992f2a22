import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  buildOrderPayload,
  checkoutSchema,
  CURRENCY_CODE,
  isValidLineQuantity,
  LINE_MESSAGES,
  MAX_LINE_QUANTITY,
  MIN_LINE_QUANTITY,
  normalizeCouponCode,
  ORDER_TEXTS,
  splitFullName,
  validateInput,
  type CouponRecord,
  isOrderReference,
  type OrderRecord,
  type ProductRecord,
} from '@shop/domain';
import { type OrderDraft, STORE_BACKEND, type StoreBackend } from '../backends/port.js';
import { CatalogService } from '../catalog/catalog.service.js';
import type { GqlContext } from '../graphql/context.js';
import { notFound, unauthenticated, userError } from '../graphql/errors.js';
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
import { MAX_CART_LINES, priceCart, type CartLineRequest, type PricedCart } from './cart-pricing.js';
import { toCartQuote, toOrder } from './checkout.mappers.js';

export const CHECKOUT_MESSAGES = {
  emptyCart: 'Your cart is empty',
  tooManyLines: `A cart can hold at most ${MAX_CART_LINES} lines`,
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
}): string {
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
  ]);
  return createHash('sha256').update(canonical).digest('hex');
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

/**
 * Cart quotes and orders. Prices always come from the store, the rules from packages/domain; cartQuote
 * and placeOrder share `priceCart`, so a stored order has exactly the prices, discount and total that
 * the quote for the same cart showed.
 */
@Injectable()
export class CheckoutService {
  private readonly logger = new Logger(CheckoutService.name);

  constructor(
    @Inject(STORE_BACKEND) private readonly store: StoreBackend,
    private readonly rateLimits: RateLimitService,
    private readonly catalog: CatalogService,
  ) {}

  /**
   * Prices lines from `products`: the catalogue's cached snapshot for a quote (what the shop pages
   * show, no store round trip), the store itself for an order (the price actually charged).
   */
  private async price(
    lines: readonly CartLineRequest[],
    couponCode: string | null | undefined,
    products: 'snapshot' | 'store',
  ): Promise<PricedCart> {
    const code = couponCode == null ? null : normalizeCouponCode(couponCode);
    const [byId, coupon] = await Promise.all([
      products === 'snapshot' ? this.catalog.productsById() : this.fromStore(lines),
      code ? this.store.getCouponByCode(code) : Promise.resolve(null as CouponRecord | null),
    ]);
    return priceCart(lines, byId, couponCode, coupon);
  }

  private async fromStore(lines: readonly CartLineRequest[]): Promise<ReadonlyMap<string, ProductRecord>> {
    const ids = [...new Set(lines.map((line) => String(line.productId)))];
    const products = ids.length > 0 ? await this.store.getProductsByIds(ids) : [];
    return new Map(products.map((product) => [product.id, product]));
  }

  async cartQuote(input: CartInput, ctx: Pick<GqlContext, 'customer'>): Promise<CartQuote> {
    if (input.lines.length > MAX_CART_LINES) {
      return {
        lines: [],
        subtotal: null,
        discount: null,
        total: null,
        coupon: null,
        userErrors: [userError(['lines'], CHECKOUT_MESSAGES.tooManyLines, 'INVALID')],
      };
    }
    const showPrices = ctx.customer !== null;
    // anonymous callers get no coupon answer, so there is no point looking the coupon up for them
    const cart = await this.price(input.lines, showPrices ? input.couponCode : null, 'snapshot');
    return { ...toCartQuote(cart, showPrices), userErrors: quantityErrors(input.lines) };
  }

  async placeOrder(
    input: PlaceOrderInput,
    idempotencyKey: string,
    ctx: Pick<GqlContext, 'ip' | 'session' | 'customer'>,
  ): Promise<PlaceOrderPayload> {
    const customer = ctx.session ? ctx.customer : null;
    await this.rateLimits.consume('placeOrder', {
      ip: ctx.ip,
      account: customer ? `customer:${customer.id}` : input.shipping?.email,
    });

    const errors: UserError[] = [];
    if (!IDEMPOTENCY_KEY.test(idempotencyKey)) {
      errors.push(userError(['idempotencyKey'], CHECKOUT_MESSAGES.idempotencyKey, 'INVALID'));
    }
    const shipping = validateInput(checkoutSchema, input.shipping, ['shipping']);
    if (!shipping.ok) errors.push(...(shipping.userErrors as UserError[]));
    if (input.lines.length === 0) errors.push(userError(['lines'], CHECKOUT_MESSAGES.emptyCart, 'EMPTY_CART'));
    if (input.lines.length > MAX_CART_LINES)
      errors.push(userError(['lines'], CHECKOUT_MESSAGES.tooManyLines, 'INVALID'));
    errors.push(...quantityErrors(input.lines));
    if (errors.length > 0 || !shipping.ok) return { order: null, userErrors: errors };

    // A blank coupon field at checkout means "no coupon".
    const couponCode = input.couponCode?.trim() ? input.couponCode.trim() : null;
    const cart = await this.price(input.lines, couponCode, 'store');

    cart.lines.forEach((line, index) => {
      if (line.available) return;
      const name = line.name ?? ORDER_TEXTS.productFallbackName(line.productId);
      errors.push(userError(['lines', String(index)], `${name}: ${line.message ?? ''}`.trim(), 'LINE_UNAVAILABLE'));
    });
    if (cart.coupon && !cart.coupon.applied) {
      errors.push(userError(['couponCode'], cart.coupon.message ?? '', 'INVALID_COUPON'));
    }
    if (errors.length > 0) return { order: null, userErrors: errors };

    const details = shipping.data;
    const appliedCoupon = cart.coupon?.applied ? cart.coupon.normalizedCode : null;
    const payload = buildOrderPayload({
      shipping: details,
      lines: cart.lines.map((line) => ({
        productId: line.productId,
        variationId: line.variationId,
        quantity: line.quantity,
      })),
      couponCode: appliedCoupon,
      customerId: customer?.id ?? null,
    });
    const { firstName, lastName } = splitFullName(details.fullName);
    const draft: OrderDraft = {
      customerId: customer?.id ?? null,
      lines: cart.lines.map((line) => ({
        productId: line.productId,
        variationId: line.variationId,
        name: line.name ?? ORDER_TEXTS.productFallbackName(line.productId),
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents ?? 0,
        lineTotalCents: line.lineTotalCents ?? 0,
      })),
      subtotalCents: cart.totals.subtotalCents,
      discountCents: cart.totals.discountCents,
      totalCents: cart.totals.totalCents,
      couponCode: appliedCoupon,
      billing: {
        first_name: firstName,
        last_name: lastName,
        address_1: details.address,
        city: '',
        postcode: '',
        country: '',
        email: details.email,
        phone: details.phone ?? '',
      },
      comment: details.comment ? details.comment : null,
      currencyCode: CURRENCY_CODE,
      payload: payload as unknown as Record<string, unknown>,
    };
    const hash = orderPayloadHash({
      customerId: customer?.id ?? null,
      lines: input.lines,
      couponCode: couponCode ? normalizeCouponCode(couponCode) : null,
      shipping: {
        fullName: details.fullName,
        email: details.email,
        phone: details.phone ?? null,
        address: details.address,
        comment: details.comment ?? null,
      },
    });

    const result = await this.store.createOrder(draft, idempotencyKey, hash);
    if (result.kind === 'key_conflict') {
      return {
        order: null,
        userErrors: [userError(['idempotencyKey'], CHECKOUT_MESSAGES.idempotencyKeyReused, 'IDEMPOTENCY_KEY_REUSED')],
      };
    }
    if (result.kind === 'created') {
      recordOrderPlaced(this.store.name, customer ? 'customer' : 'guest');
      if (customer && ctx.session && (customer.address ?? '').trim() !== details.address) {
        await this.saveAddress(ctx.session, details.address);
      }
    }
    return { order: toOrder(result.order), userErrors: [] };
  }

  /** The order is placed already; a failed address update must not turn it into an error. */
  private async saveAddress(session: NonNullable<GqlContext['session']>, address: string): Promise<void> {
    try {
      await this.store.updateAddress(session, address);
    } catch (error) {
      this.logger.warn(
        `saved address not updated after an order: ${error instanceof Error ? error.message : String(error)}`,
      );
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
    const result = await this.store.listOrders(ctx.session, safePage, safeSize);
    return { items: result.items.map(toOrder), totalCount: result.totalCount, page: safePage, pageSize: safeSize };
  }

  /** `id` is the order's public reference (its number); an internal id of older links still resolves */
  async order(id: string, ctx: Pick<GqlContext, 'session'>) {
    if (!ctx.session) throw unauthenticated();
    const reference = id.trim();
    if (!isOrderReference(reference)) throw notFound('Order not found');
    const order: OrderRecord | null = await this.store.getOrder(ctx.session, reference);
    if (!order) throw notFound('Order not found');
    return toOrder(order);
  }
}
