import {
  cartTotals,
  normalizeCouponCode,
  validateCoupon,
  type CartTotals,
  type Cents,
  type CouponLine,
  type CouponRecord,
  type DiscountType,
  type ImageRef,
  type ProductRecord,
} from '@shop/domain';

/**
 * How the server prices a cart: every price comes from the store's product records, never from the
 * client; each line is checked for availability; the coupon rules and totals come from packages/domain.
 * Pure functions, shared by cartQuote and placeOrder so an order always equals its quote.
 */

export const LINE_MESSAGES = {
  /** unknown, and hidden too: a hidden product must not be told apart from a deleted one */
  productUnavailable: 'This product is no longer available',
  variantUnavailable: 'This variant is no longer available',
  outOfStock: 'This product is out of stock',
  selectVariant: 'Please select a variant',
  quantity: (min: number, max: number) => `Quantity must be between ${min} and ${max}`,
} as const;

export const MIN_LINE_QUANTITY = 1;
export const MAX_LINE_QUANTITY = 9999;
export const MAX_CART_LINES = 100;

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
}

export function isValidQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= MIN_LINE_QUANTITY && quantity <= MAX_LINE_QUANTITY;
}

function emptyId(id: string | null | undefined): boolean {
  return id == null || String(id).trim() === '';
}

/** Prices one line from the store's record of its product (undefined when the store does not know it). */
export function priceLine(line: CartLineRequest, product: ProductRecord | undefined): PricedLine {
  const variationId = emptyId(line.variationId) ? null : String(line.variationId).trim();
  const base = {
    productId: String(line.productId),
    variationId,
    quantity: line.quantity,
    name: null,
    slug: null,
    image: null,
    unitPriceCents: null,
    lineTotalCents: null,
  };
  if (!product || !product.visible) {
    return { ...base, available: false, message: LINE_MESSAGES.productUnavailable };
  }
  const known = {
    ...base,
    name: product.name,
    slug: product.slug,
    image: product.images[0] ?? null,
  };
  let unitPriceCents = product.priceCents;
  let inStock = product.inStock;
  if (variationId !== null) {
    const variation = product.variations.find((candidate) => candidate.id === variationId);
    if (!variation) return { ...known, available: false, message: LINE_MESSAGES.variantUnavailable };
    unitPriceCents = variation.priceCents;
    // a variation is sellable only while both it and its product are in stock
    inStock = product.inStock && variation.inStock;
    if (variation.image) known.image = variation.image;
  } else if (product.type === 'variable') {
    return { ...known, available: false, message: LINE_MESSAGES.selectVariant };
  }
  if (!inStock) return { ...known, available: false, message: LINE_MESSAGES.outOfStock };
  if (!isValidQuantity(line.quantity)) {
    return {
      ...known,
      available: false,
      message: LINE_MESSAGES.quantity(MIN_LINE_QUANTITY, MAX_LINE_QUANTITY),
    };
  }
  return {
    ...known,
    unitPriceCents,
    lineTotalCents: unitPriceCents * line.quantity,
    available: true,
    message: null,
  };
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
): PricedCart {
  const lines = requests.map((request) => priceLine(request, productsById.get(String(request.productId))));
  const forCoupon = couponLines(lines);
  if (couponCode == null) return { lines, totals: cartTotals(forCoupon, 0), coupon: null };
  const result = validateCoupon(coupon, couponCode, forCoupon);
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
  return { lines, totals: cartTotals(forCoupon, result), coupon: outcome };
}
