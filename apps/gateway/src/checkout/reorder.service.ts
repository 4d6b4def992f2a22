import { Inject, Injectable } from '@nestjs/common';
import {
  canSeePrices,
  isOrderReference,
  REORDER_MESSAGES,
  reorderPlan,
  type ProductRecord,
  withVariationRules,
} from '@shop/domain';
import { CATALOGUE_SOURCE, type CatalogueSource, ORDER_STORE, type OrderStore } from '../backends/port.js';
import { sanitizeHtml } from '../backends/sanitize.js';
import { CatalogService } from '../catalog/catalog.service.js';
import type { GqlContext } from '../graphql/context.js';
import { notFound, unauthenticated } from '../graphql/errors.js';
import type { ReorderLine, ReorderSkippedLine, UserError } from '../graphql/generated/resolvers.js';
import { CartService, type CartView } from './cart.service.js';

export interface ReorderPayloadView {
  lines: ReorderLine[];
  skipped: ReorderSkippedLine[];
  cart: CartView | null;
  userErrors: UserError[];
}

/**
 * "Order again" (`reorder`): the caller's past order checked line by line against the store as it is
 * now (not the cached catalogue: a product hidden a moment ago must be skipped). The lines still on
 * sale are added to the buyer's server cart (ADD_ITEM: quantities add) and also returned, for clients
 * that keep a cart of their own. An API key without orders:write only reads: nothing is added.
 */
@Injectable()
export class ReorderService {
  constructor(
    @Inject(ORDER_STORE) private readonly orders: OrderStore,
    @Inject(CATALOGUE_SOURCE) private readonly catalogue: CatalogueSource,
    private readonly catalog: CatalogService,
    private readonly carts: CartService,
  ) {}

  async reorder(
    orderId: string,
    ctx: Pick<GqlContext, 'session' | 'customer'> & Partial<Pick<GqlContext, 'apiKey'>>,
  ): Promise<ReorderPayloadView> {
    if (!ctx.session) throw unauthenticated();
    const reference = orderId.trim();
    // someone else's order reads exactly like an unknown one
    if (!isOrderReference(reference)) throw notFound('Order not found');
    const order = await this.orders.getOrder(ctx.session, reference);
    if (!order) throw notFound('Order not found');
    const ids = [...new Set(order.lines.map((line) => line.productId))];
    const products = new Map<string, ProductRecord>(
      (await this.catalogue.getProductsByIds(ids)).map((product) => [
        product.id,
        withVariationRules({ ...product, descriptionHtml: sanitizeHtml(product.descriptionHtml) }),
      ]),
    );
    const plan = reorderPlan(order.lines, products);
    // at the buyer's group's prices, as the catalogue shows them (a buyer under review gets no prices)
    const view = await this.catalog.liveView({
      showPrices: canSeePrices(ctx.customer),
      groupId: ctx.customer?.groupId ?? null,
    });
    const mayWrite = !ctx.apiKey || ctx.apiKey.scopes.includes('orders:write');
    let cart: CartView | null = null;
    if (mayWrite) {
      const added =
        plan.lines.length > 0
          ? await this.carts.addLines(plan.lines, null, ctx)
          : { cart: await this.carts.cart(ctx), userErrors: [] };
      // a cart too full for these lines changes nothing; userErrors say why
      if (added.userErrors.length > 0) {
        return { lines: [], skipped: [], cart: added.cart, userErrors: added.userErrors };
      }
      cart = added.cart;
    }
    return {
      cart,
      lines: plan.lines.map((line) => ({ ...line, product: view(products.get(line.productId)!) })),
      skipped: plan.skipped.map((line) => ({ ...line, message: REORDER_MESSAGES[line.reason] })),
      userErrors: [],
    };
  }
}
