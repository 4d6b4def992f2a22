import {
  cartTotals,
  checkoutTotals,
  DEFAULT_TAX_CLASS,
  type CheckoutTotals,
  quantityRules,
  quantityRulesOf,
  quantityProblem,
  type BuyerGroup,
  groupItemRule,
  unitPrice,
  type CommerceSettings,
  type TaxClass,
  couponCodeProblem,
  lineAvailability,
  lineAvailabilityMessage,
  normalizeCouponCode,
  validateCoupon,
  type CartTotals,
  type Cents,
  type CouponLine,
  type CouponResult,
  type CouponRecord,
  type DiscountType,
  type ImageRef,
  type ProductRecord,
} from '@shop/domain';

/**
 * How the server prices a cart: every price comes from the store's product records, never from the
 * client; whether a line can be bought (and what its quote says), the coupon rules and the totals
 * come from packages/domain. Pure functions, shared by cartQuote and placeOrder so an order always
 * equals its quote.
 */

export { MAX_CART_LINES } from '@shop/domain';

export interface CartLineRequest {
  productId: string;
  variationId?: string | null;
  quantity: number;
}

export interface PricedLine {
  productId: string;
  variationId: string | null;
  quantity: number;
  /** null when the product is unknown or hidden */
  name: string | null;
  slug: string | null;
  image: ImageRef | null;
  unitPriceCents: Cents | null;
  lineTotalCents: Cents | null;
  available: boolean;
  message: string | null;
  /** the variation's SKU, else the product's; absent when unknown or hidden */
  sku?: string | null;
  taxClass: TaxClass;
  /** the next quantity break of the line (a cheaper unit price), or null */
  nextTier: { minQuantity: number; priceCents: Cents; missingQuantity: number } | null;
  /** why the quantity cannot be ordered (minimum, case pack), or null */
  quantityProblem: string | null;
  /** the product's quantity rules (1 and 1 when none or unknown) */
  minQuantity: number;
  quantityStep: number;
}

function emptyId(id: string | null | undefined): boolean {
  return id == null || String(id).trim() === '';
}

/**
 * Prices one line from the store's record of its product (undefined when the store does not know it),
 * at the buyer's group's prices (null: list prices).
 */
export function priceLine(
  line: CartLineRequest,
  product: ProductRecord | undefined,
  group: BuyerGroup | null = null,
): PricedLine {
  // one object per line, each field set once (the quote prices every line of every request)
  const variationId = emptyId(line.variationId) ? null : String(line.variationId).trim();
  const availability = lineAvailability(product, variationId, line.quantity);
  const priced: PricedLine = {
    productId: String(line.productId),
    variationId,
    quantity: line.quantity,
    name: null,
    slug: null,
    image: null,
    unitPriceCents: null,
    lineTotalCents: null,
    available: false,
    message: null,
    taxClass: product?.taxClass ?? DEFAULT_TAX_CLASS,
    nextTier: null,
    quantityProblem: null,
    minQuantity: 1,
    quantityStep: 1,
  };
  if (!product || availability.kind === 'product_unavailable') {
    // nothing about a hidden product leaves the gateway, not even its name (nor its quantity rules)
    priced.message = lineAvailabilityMessage(availability);
    return priced;
  }
  const variation = 'variation' in availability ? availability.variation : null;
  priced.name = product.name;
  priced.slug = product.slug;
  priced.image = variation?.image ?? product.images[0] ?? null;
  priced.sku = variation?.sku ?? product.sku ?? null;
  if (availability.kind !== 'available') {
    const productRules = quantityRules(product);
    priced.minQuantity = productRules.minQuantity;
    priced.quantityStep = productRules.quantityStep;
    priced.message = lineAvailabilityMessage(availability);
    return priced;
  }
  // one entry point for every unit price (packages/domain unitPrice): list price, tiers and the
  // buyer's group; a variation is priced by its own list price and its own tiers when it has any.
  // The quantity rules are the variation's own where set, else the product's (quantityRulesOf).
  const rules = quantityRulesOf(product, variation);
  const tiered = variation
    ? unitPrice(
        variation.priceCents,
        variation.priceTiers,
        line.quantity,
        groupItemRule(group, product.id, variation.id),
      )
    : unitPrice(product.priceCents, product.priceTiers, line.quantity, groupItemRule(group, product.id));
  priced.minQuantity = rules.minQuantity;
  priced.quantityStep = rules.quantityStep;
  priced.unitPriceCents = tiered.unitPriceCents;
  priced.lineTotalCents = tiered.unitPriceCents * line.quantity;
  priced.available = true;
  priced.nextTier = tiered.next;
  priced.quantityProblem = quantityProblem(line.quantity, rules);
  return priced;
}

export interface CouponOutcome {
  /** the code as the customer typed it (trimmed) */
  code: string;
  /** the store's normalized code when applied */
  normalizedCode: string;
  applied: boolean;
  message: string | null;
  discountType: DiscountType | null;
}

export interface PricedCart {
  lines: PricedLine[];
  totals: CartTotals;
  /** null when no coupon was asked for */
  coupon: CouponOutcome | null;
  /**
   * shipping, VAT and the total including both (packages/domain checkoutTotals); null when the store
   * charges them itself (WordPress: WooCommerce's totals, known only once the order exists)
   */
  money: CheckoutTotals | null;
}

/** what decides VAT and shipping: the destination, the buyer's VAT number, the shop's settings */
export interface TaxContext {
  country: string | null | undefined;
  vatNumber: string | null | undefined;
  settings: CommerceSettings;
}

/** Coupon lines: a variation counts as its own id, with its product as parent (domain rule). */
export function couponLines(lines: readonly PricedLine[]): CouponLine[] {
  return lines
    .filter((line) => line.available && line.unitPriceCents !== null)
    .map((line) => ({
      productId: line.variationId ?? line.productId,
      parentProductId: line.variationId ? line.productId : null,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents as Cents,
    }));
}

/**
 * Prices a cart. `couponCode` null/undefined = no coupon asked for; '' = asked for an empty code
 * (which the domain answers with "Please enter a coupon code"). Only available lines count.
 */
export function priceCart(
  requests: readonly CartLineRequest[],
  productsById: ReadonlyMap<string, ProductRecord>,
  couponCode: string | null | undefined,
  coupon: CouponRecord | null,
  tax: TaxContext | null = null,
  group: BuyerGroup | null = null,
): PricedCart {
  const lines = requests.map((request) => priceLine(request, productsById.get(String(request.productId)), group));
  const forCoupon = couponLines(lines);
  if (couponCode == null) {
    const totals = cartTotals(forCoupon, 0);
    return { lines, totals, coupon: null, money: moneyOf(lines, totals, null, tax) };
  }
  // a code that cannot even be looked up (control characters, too long) is refused with the reason
  const problem = couponCodeProblem(couponCode);
  const result: CouponResult = problem
    ? { ok: false, message: problem }
    : validateCoupon(coupon, couponCode, forCoupon);
  const outcome: CouponOutcome = result.ok
    ? {
        code: couponCode.trim(),
        normalizedCode: result.code,
        applied: true,
        message: null,
        discountType: coupon?.discountType ?? null,
      }
    : {
        code: couponCode.trim(),
        normalizedCode: normalizeCouponCode(couponCode),
        applied: false,
        message: result.message,
        discountType: null,
      };
  const totals = cartTotals(forCoupon, result);
  return { lines, totals, coupon: outcome, money: moneyOf(lines, totals, result.ok ? coupon : null, tax) };
}

/**
 * Shipping and VAT of the available lines: the coupon's discount is shared over the lines it applies
 * to (a fixed_cart coupon, or one without products, over all of them) before VAT is taken.
 */
function moneyOf(
  lines: readonly PricedLine[],
  totals: CartTotals,
  coupon: CouponRecord | null,
  tax: TaxContext | null,
): CheckoutTotals | null {
  if (!tax) return null;
  const restricted = coupon && coupon.discountType !== 'fixed_cart' && coupon.productIds.length > 0;
  const taxable = lines
    .filter((line) => line.available && line.lineTotalCents !== null)
    .map((line) => ({
      lineTotalCents: line.lineTotalCents as Cents,
      taxClass: line.taxClass,
      discountable:
        !restricted ||
        coupon.productIds.includes(line.variationId ?? line.productId) ||
        (line.variationId !== null && coupon.productIds.includes(line.productId)),
    }));
  return checkoutTotals({
    lines: taxable,
    discountCents: totals.discountCents,
    country: tax.country,
    vatNumber: tax.vatNumber,
    settings: tax.settings,
  });
}
