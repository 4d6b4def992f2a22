import { Injectable } from '@nestjs/common';
import {
  canSeePrices,
  indexBySku,
  parseQuickOrderCsv,
  QUICK_ORDER_CSV_MESSAGES,
  QUICK_ORDER_MAX_LINES,
  type QuickOrderProblem,
  type QuickOrderRequestLine,
  quickOrderLinesFromInput,
  quickOrderPlan,
  type ProductRecord,
} from '@shop/domain';
import { CatalogService } from '../catalog/catalog.service.js';
import { money } from '../checkout/checkout.mappers.js';
import type { GqlContext } from '../graphql/context.js';
import { userError } from '../graphql/errors.js';
import type { QuickOrderLineInput, QuickOrderPreview } from '../graphql/generated/resolvers.js';

/** the SKU index of one catalogue snapshot, built once per snapshot (the array is replaced on refresh) */
const skuIndexes = new WeakMap<readonly ProductRecord[], ReturnType<typeof indexBySku<ProductRecord>>>();

/**
 * `quickOrderPreview`: a CSV file's text and/or the pad's typed lines, read by the domain's rules and
 * matched against the visible catalogue (the cached snapshot, as the catalogue pages show it: the cart
 * quote and placeOrder check the store again before anything is ordered). Nothing is stored.
 */
@Injectable()
export class QuickOrderService {
  constructor(private readonly catalog: CatalogService) {}

  async preview(
    csv: string | null | undefined,
    typed: readonly QuickOrderLineInput[] | null | undefined,
    ctx: Pick<GqlContext, 'customer'>,
  ): Promise<QuickOrderPreview> {
    const requests: QuickOrderRequestLine[] = [];
    const problems: QuickOrderProblem[] = [];
    // a blank file is refused as empty (as a header-only one is); blank beside typed lines is no file
    if (csv != null && (csv.trim() !== '' || !typed?.length)) {
      const parsed = parseQuickOrderCsv(csv);
      if (!parsed.ok) return { lines: [], problems: [], userErrors: [userError(['csv'], parsed.error, 'INVALID')] };
      requests.push(...parsed.lines);
      problems.push(...parsed.problems);
    }
    if (typed && typed.length > 0) {
      if (typed.length > QUICK_ORDER_MAX_LINES) {
        return {
          lines: [],
          problems: [],
          userErrors: [userError(['lines'], QUICK_ORDER_CSV_MESSAGES.tooManyLines(typed.length), 'INVALID')],
        };
      }
      const read = quickOrderLinesFromInput(typed);
      requests.push(...read.lines);
      problems.push(...read.problems);
    }
    const showPrices = canSeePrices(ctx.customer);
    const catalogue = await this.catalog.visibleCatalogue({ showPrices, groupId: ctx.customer?.groupId ?? null });
    let bySku = skuIndexes.get(catalogue.products);
    if (!bySku) skuIndexes.set(catalogue.products, (bySku = indexBySku(catalogue.products)));
    const plan = quickOrderPlan(requests, bySku);
    return {
      lines: plan.lines.map((line) => ({
        sku: line.sku,
        rows: line.rows,
        productId: line.product.id,
        variationId: line.variationId,
        requestedQuantity: line.requestedQuantity,
        quantity: line.quantity,
        correction: line.correction,
        unitPrice: showPrices ? money(line.unitPriceCents) : null,
        tierMinQuantity: showPrices ? line.tierMinQuantity : null,
        product: catalogue.view(line.product),
      })),
      problems: [...problems, ...plan.problems].sort((a, b) => (a.rows[0] ?? 0) - (b.rows[0] ?? 0)),
      userErrors: [],
    };
  }
}
