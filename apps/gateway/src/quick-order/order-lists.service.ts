import { Inject, Injectable } from '@nestjs/common';
import {
  canSeePrices,
  MAX_ORDER_LISTS,
  ORDER_LIST_MESSAGES,
  orderListInputSchema,
  orderListLinesSchema,
  orderListNameSchema,
  type OrderListRecord,
  type ProductRecord,
  REORDER_MESSAGES,
  reorderPlan,
  sameOrderListName,
  sortOrderLists,
  validateInput,
  withVariationRules,
} from '@shop/domain';
import { CATALOGUE_SOURCE, type CatalogueSource } from '../backends/port.js';
import { ORDER_LIST_STORE, type OrderListStore } from '../backends/order-list-port.js';
import { sanitizeHtml } from '../backends/sanitize.js';
import { CatalogService } from '../catalog/catalog.service.js';
import type { GqlContext } from '../graphql/context.js';
import { notFound, unauthenticated, userError } from '../graphql/errors.js';
import type {
  CartLineInput,
  LoadOrderListPayload,
  MutationResult,
  OrderList,
  OrderListInput,
  OrderListPayload,
} from '../graphql/generated/resolvers.js';

type Caller = Pick<GqlContext, 'session' | 'customer'>;

/** a product no longer in the store at all has no name to show any more */
const GONE_PRODUCT_NAME = 'A product no longer sold';

/**
 * Order lists (saved carts) of the signed-in buyer: validation by the domain, storage by ORDER_LIST_STORE,
 * always scoped to the caller (another buyer's list is NOT_FOUND, as an unknown one). Loading a list
 * follows `reorder`: checked against the store as it is now, the lines for the client's cart returned.
 */
@Injectable()
export class OrderListsService {
  constructor(
    @Inject(ORDER_LIST_STORE) private readonly store: OrderListStore,
    @Inject(CATALOGUE_SOURCE) private readonly catalogue: CatalogueSource,
    private readonly catalog: CatalogService,
  ) {}

  private owner(ctx: Caller): string {
    if (!ctx.session) throw unauthenticated();
    return ctx.session.customerId;
  }

  private async toLists(records: readonly OrderListRecord[], ctx: Caller): Promise<OrderList[]> {
    const catalogue = await this.catalog.visibleCatalogue({
      showPrices: canSeePrices(ctx.customer),
      groupId: ctx.customer?.groupId ?? null,
    });
    return records.map((record) => ({
      id: record.id,
      name: record.name,
      createdAt: record.createdAt,
      updatedAt: record.updatedAt,
      lines: record.lines.map((line) => {
        const product = catalogue.byId.get(line.productId);
        return { ...line, product: product ? catalogue.view(product) : null };
      }),
    }));
  }

  async orderLists(ctx: Caller): Promise<OrderList[]> {
    const owner = this.owner(ctx);
    return this.toLists(sortOrderLists(await this.store.list(owner)), ctx);
  }

  async orderList(id: string, ctx: Caller): Promise<OrderList> {
    const record = await this.store.get(this.owner(ctx), id);
    if (!record) throw notFound(ORDER_LIST_MESSAGES.notFound);
    return (await this.toLists([record], ctx))[0]!;
  }

  private async nameTaken(owner: string, name: string, exceptId: string | null): Promise<boolean> {
    return (await this.store.list(owner)).some((list) => list.id !== exceptId && sameOrderListName(list.name, name));
  }

  private async payload(record: OrderListRecord, ctx: Caller): Promise<OrderListPayload> {
    return { orderList: (await this.toLists([record], ctx))[0]!, userErrors: [] };
  }

  async create(input: OrderListInput, ctx: Caller): Promise<OrderListPayload> {
    const owner = this.owner(ctx);
    const valid = validateInput(orderListInputSchema, input, ['input']);
    if (!valid.ok) return { orderList: null, userErrors: valid.userErrors };
    if (await this.nameTaken(owner, valid.data.name, null)) {
      return {
        orderList: null,
        userErrors: [userError(['input', 'name'], ORDER_LIST_MESSAGES.nameTaken, 'NAME_TAKEN')],
      };
    }
    const record = await this.store.create(owner, valid.data, { max: MAX_ORDER_LISTS, now: new Date() });
    if (!record) {
      return { orderList: null, userErrors: [userError(null, ORDER_LIST_MESSAGES.tooManyLists, 'TOO_MANY_LISTS')] };
    }
    return this.payload(record, ctx);
  }

  async rename(id: string, name: string, ctx: Caller): Promise<OrderListPayload> {
    const owner = this.owner(ctx);
    if (!(await this.store.get(owner, id))) throw notFound(ORDER_LIST_MESSAGES.notFound);
    const valid = validateInput(orderListNameSchema, name, ['name']);
    if (!valid.ok) return { orderList: null, userErrors: valid.userErrors };
    if (await this.nameTaken(owner, valid.data, id)) {
      return { orderList: null, userErrors: [userError(['name'], ORDER_LIST_MESSAGES.nameTaken, 'NAME_TAKEN')] };
    }
    const record = await this.store.update(owner, id, { name: valid.data }, new Date());
    if (!record) throw notFound(ORDER_LIST_MESSAGES.notFound);
    return this.payload(record, ctx);
  }

  async updateLines(id: string, lines: readonly CartLineInput[], ctx: Caller): Promise<OrderListPayload> {
    const owner = this.owner(ctx);
    if (!(await this.store.get(owner, id))) throw notFound(ORDER_LIST_MESSAGES.notFound);
    const valid = validateInput(orderListLinesSchema, lines, ['lines']);
    if (!valid.ok) return { orderList: null, userErrors: valid.userErrors };
    const record = await this.store.update(owner, id, { lines: valid.data }, new Date());
    if (!record) throw notFound(ORDER_LIST_MESSAGES.notFound);
    return this.payload(record, ctx);
  }

  async delete(id: string, ctx: Caller): Promise<MutationResult> {
    if (!(await this.store.delete(this.owner(ctx), id))) throw notFound(ORDER_LIST_MESSAGES.notFound);
    return { ok: true, userErrors: [] };
  }

  /** the reorder rule over a list: checked against the store as it is now, not the cached catalogue */
  async load(id: string, ctx: Caller): Promise<LoadOrderListPayload> {
    const record = await this.store.get(this.owner(ctx), id);
    if (!record) throw notFound(ORDER_LIST_MESSAGES.notFound);
    const ids = [...new Set(record.lines.map((line) => line.productId))];
    const products = new Map<string, ProductRecord>(
      (await this.catalogue.getProductsByIds(ids)).map((product) => [
        product.id,
        withVariationRules({ ...product, descriptionHtml: sanitizeHtml(product.descriptionHtml) }),
      ]),
    );
    const plan = reorderPlan(
      record.lines.map((line) => {
        const product = products.get(line.productId);
        // a hidden product reads as a deleted one: its name is not the buyer's to learn
        return {
          ...line,
          variationId: line.variationId ?? '',
          name: product?.visible && product.name ? product.name : GONE_PRODUCT_NAME,
        };
      }),
      products,
    );
    // at the buyer's group's prices, as the catalogue shows them (a buyer under review gets no prices)
    const view = await this.catalog.liveView({
      showPrices: canSeePrices(ctx.customer),
      groupId: ctx.customer?.groupId ?? null,
    });
    return {
      lines: plan.lines.map((line) => ({ ...line, product: view(products.get(line.productId)!) })),
      skipped: plan.skipped.map((line) => ({ ...line, message: REORDER_MESSAGES[line.reason] })),
      userErrors: [],
    };
  }
}
