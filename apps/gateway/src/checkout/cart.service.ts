import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import {
  addServerCartLines,
  canSeePrices,
  type ServerCart,
  type ServerCartLineInput,
  type ServerCartResult,
  setServerCartLines,
} from '@shop/domain';
import { CART_STORE, type CartStore } from '../backends/port.js';
import { CatalogService } from '../catalog/catalog.service.js';
import type { GqlContext } from '../graphql/context.js';
import { unauthenticated, userError } from '../graphql/errors.js';
import type { CartQuote, Product, UserError } from '../graphql/generated/resolvers.js';
import { CheckoutService } from './checkout.service.js';

/** a cart as resolvers pass it on: its product and quote fields are resolved when asked for */
export interface CartView {
  version: number;
  lines: {
    productId: string;
    variationId: string | null;
    attribute: { name: string; value: string } | null;
    quantity: number;
  }[];
  couponCode: string | null;
}

export interface CartPayloadView {
  cart: CartView;
  userErrors: UserError[];
}

/** writers racing on one cart retry this often before the request fails (each retry reads again) */
const MAX_ATTEMPTS = 50;

type CartCaller = Pick<GqlContext, 'session' | 'customer'>;

function toView(cart: ServerCart): CartView {
  return {
    version: cart.version,
    lines: cart.lines.map(({ productId, variationId, attribute, quantity }) => ({
      productId,
      variationId,
      attribute,
      quantity,
    })),
    couponCode: cart.couponCode,
  };
}

/**
 * The signed-in buyer's server cart (issue 19): read, add lines (with an optional key that makes the add
 * happen once) and set lines (last writer wins per line relative to the client's base version). The
 * rules are packages/domain `server-cart.ts`; this service reads the cart, applies a rule and swaps the
 * result in by version, again from a fresh read when another write came first.
 */
@Injectable()
export class CartService {
  constructor(
    @Inject(CART_STORE) private readonly carts: CartStore,
    private readonly checkout: CheckoutService,
    private readonly catalog: CatalogService,
  ) {}

  private customerId(ctx: CartCaller): string {
    if (!ctx.session) throw unauthenticated();
    return ctx.session.customerId;
  }

  async cart(ctx: CartCaller): Promise<CartView> {
    return toView(await this.carts.getCart(this.customerId(ctx)));
  }

  addLines(lines: readonly ServerCartLineInput[], key: string | null | undefined, ctx: CartCaller) {
    return this.update(this.customerId(ctx), (cart) => addServerCartLines(cart, lines, key));
  }

  async setLines(
    lines: readonly ServerCartLineInput[],
    options: { couponCode?: string | null; baseVersion?: number | null; key?: string | null },
    ctx: CartCaller & Pick<GqlContext, 'ip' | 'req'>,
  ): Promise<CartPayloadView> {
    const customerId = this.customerId(ctx);
    // a code set is one coupon attempt (reading the cart's quote later is none); while the coupon limit
    // lasts the code is not kept, but the lines are: a browser's write carries both
    const code = options.couponCode?.trim();
    const limited = code ? await this.checkout.tryCouponCode(code, ctx) : null;
    const write = limited ? { ...options, couponCode: undefined } : options;
    const answer = await this.update(customerId, (cart) => setServerCartLines(cart, lines, write));
    if (!limited) return answer;
    return { ...answer, userErrors: [...answer.userErrors, userError(['couponCode'], limited, 'RATE_LIMITED')] };
  }

  /**
   * One cart's writes in this gateway, one after another: racing writers of the same instance (a buyer's
   * tabs, a quick burst of clicks) wait their turn instead of losing the compare-and-set and sleeping
   * before a retry, which made a burst's slowest write take hundreds of milliseconds. Writers on other
   * replicas are still kept apart by the compare-and-set below.
   */
  private readonly writing = new Map<string, Promise<unknown>>();

  update(customerId: string, rule: (cart: ServerCart) => ServerCartResult): Promise<CartPayloadView> {
    const before = this.writing.get(customerId) ?? Promise.resolve();
    const mine = before.then(
      () => this.swap(customerId, rule),
      () => this.swap(customerId, rule),
    );
    const settled = mine.catch(() => undefined);
    this.writing.set(customerId, settled);
    void settled.then(() => {
      if (this.writing.get(customerId) === settled) this.writing.delete(customerId);
    });
    return mine;
  }

  /**
   * The cart this gateway last stored, per buyer: the next write starts from it instead of reading the
   * store first (one query instead of two per click). The compare-and-set still catches a write made
   * meanwhile by another replica; the cart is then read again. An answer that changes nothing is given
   * from a fresh read, never from this copy.
   */
  private readonly lastStored = new LRUCache<string, ServerCart>({ max: 10_000 });

  /** reads, applies `rule`, stores by compare-and-set; on a lost race (another replica) reads again */
  private async swap(customerId: string, rule: (cart: ServerCart) => ServerCartResult): Promise<CartPayloadView> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const remembered = attempt === 0 ? this.lastStored.get(customerId) : undefined;
      const current = remembered ?? (await this.carts.getCart(customerId));
      const result = rule(current);
      if (remembered && (result.kind === 'invalid' || !result.changed)) continue;
      if (result.kind === 'invalid') {
        const field = result.index == null ? [result.field] : [result.field, String(result.index)];
        return { cart: toView(current), userErrors: [userError(field, result.message, 'INVALID')] };
      }
      if (!result.changed) return { cart: toView(current), userErrors: [] };
      if (await this.carts.compareAndSetCart(customerId, current.version, result.cart)) {
        this.lastStored.set(customerId, result.cart);
        return { cart: toView(result.cart), userErrors: [] };
      }
      this.lastStored.delete(customerId);
      // the remembered copy was behind: read again at once
      if (remembered) continue;
      // another write came first: back off a little (jittered) so racing writers spread out
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(50, 2 ** attempt)));
    }
    throw new Error('the cart kept changing under this write');
  }

  /** the cart priced as cartQuote prices it, with the cart's coupon */
  quote(
    cart: CartView,
    shippingCountry: string | null | undefined,
    ctx: Pick<GqlContext, 'customer' | 'ip' | 'req'>,
  ): Promise<CartQuote> {
    return this.checkout.cartQuote({ lines: cart.lines, couponCode: cart.couponCode, shippingCountry }, ctx, {
      storedCoupon: true,
    });
  }

  product(productId: string, ctx: Pick<GqlContext, 'customer'>): Promise<Product | null> {
    // the catalogue's view for the caller's pricing class (buyer group), as the catalogue shows it
    return this.catalog.productById(productId, {
      showPrices: canSeePrices(ctx.customer),
      groupId: ctx.customer?.groupId ?? null,
    });
  }
}
