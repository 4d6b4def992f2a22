import {
  centsToDecimal,
  CURRENCY_CODE,
  orderItemCount,
  orderReference,
  type Cents,
  type OrderRecord,
  type TaxLine,
} from '@shop/domain';
import type { CartQuote, Money, Order, TaxLine as TaxLineModel } from '../graphql/generated/resolvers.js';
import type { PricedCart } from './cart-pricing.js';

export function money(cents: Cents, currencyCode: string = CURRENCY_CODE): Money {
  return { amount: centsToDecimal(cents), currencyCode };
}

function moneyOrNull(cents: Cents | null, show: boolean): Money | null {
  return show && cents !== null ? money(cents) : null;
}

/**
 * A priced cart as the API shows it. Anonymous callers (`showPrices` false) get names and
 * availability only: no prices, totals or coupon result (pricing is for logged-in customers).
 */
export function toCartQuote(cart: PricedCart, showPrices: boolean): Omit<CartQuote, 'userErrors'> {
  return {
    lines: cart.lines.map((line) => ({
      productId: line.productId,
      variationId: line.variationId,
      quantity: line.quantity,
      name: line.name,
      slug: line.slug,
      image: line.image,
      unitPrice: moneyOrNull(line.unitPriceCents, showPrices),
      lineTotal: moneyOrNull(line.lineTotalCents, showPrices),
      available: line.available,
      message: line.message,
      minQuantity: line.minQuantity,
      quantityStep: line.quantityStep,
      nextTier:
        showPrices && line.nextTier
          ? {
              minQuantity: line.nextTier.minQuantity,
              price: money(line.nextTier.priceCents),
              missingQuantity: line.nextTier.missingQuantity,
            }
          : null,
    })),
    subtotal: moneyOrNull(cart.totals.subtotalCents, showPrices),
    discount: moneyOrNull(cart.totals.discountCents, showPrices),
    shipping: showPrices && cart.money ? money(cart.money.shippingCents) : null,
    taxLines: showPrices && cart.money ? cart.money.taxLines.map((line) => toTaxLine(line)) : null,
    tax: showPrices && cart.money ? money(cart.money.taxCents) : null,
    reverseCharge: showPrices && cart.money ? cart.money.reverseCharge : false,
    missingForFreeShipping:
      showPrices && cart.money?.missingForFreeShippingCents != null
        ? money(cart.money.missingForFreeShippingCents)
        : null,
    total: moneyOrNull(cart.money?.totalCents ?? cart.totals.totalCents, showPrices),
    coupon:
      showPrices && cart.coupon
        ? {
            code: cart.coupon.code,
            applied: cart.coupon.applied,
            message: cart.coupon.message,
            discountType: cart.coupon.discountType,
          }
        : null,
  };
}

/** An order as the API shows it: its id is the public reference (the order number), as everywhere. */
export function toOrder(order: OrderRecord): Order {
  const currency = order.currencyCode || CURRENCY_CODE;
  const reference = orderReference(order);
  return {
    id: reference,
    number: reference,
    createdAt: order.createdAt,
    status: order.status,
    currencyCode: currency,
    lines: order.lines.map((line) => ({
      productId: line.productId,
      variationId: line.variationId,
      name: line.name,
      quantity: line.quantity,
      unitPrice: money(line.unitPriceCents, currency),
      lineTotal: money(line.lineTotalCents, currency),
    })),
    itemCount: orderItemCount(order.lines),
    subtotal: money(order.subtotalCents, currency),
    discount: money(order.discountCents, currency),
    shippingTotal: money(order.shippingCents ?? 0, currency),
    taxTotal: money(order.taxCents ?? 0, currency),
    taxLines: (order.taxLines ?? []).map((line) => toTaxLine(line, currency)),
    reverseCharge: order.reverseCharge ?? false,
    total: money(order.totalCents, currency),
    couponCode: order.couponCode,
    poNumber: order.poNumber ?? null,
    paymentMethod: order.paymentMethod ?? null,
    invoice: order.invoice
      ? {
          number: order.invoice.number,
          issuedAt: order.invoice.issuedAt,
          url: invoiceUrl(order.invoice.number),
        }
      : null,
    creditNote:
      order.invoice?.creditNoteNumber && order.invoice.creditNoteIssuedAt
        ? {
            number: order.invoice.creditNoteNumber,
            issuedAt: order.invoice.creditNoteIssuedAt,
            url: invoiceUrl(order.invoice.creditNoteNumber),
          }
        : null,
    shipping: {
      firstName: order.shippingAddress.firstName,
      lastName: order.shippingAddress.lastName,
      email: order.buyer.email || null,
      phone: order.buyer.phone || null,
      address: order.shippingAddress.street,
      city: order.shippingAddress.city,
      postcode: order.shippingAddress.postcode,
      country: order.shippingAddress.country,
    },
    comment: order.comment,
  };
}

export function toTaxLine(line: TaxLine, currencyCode: string = CURRENCY_CODE): TaxLineModel {
  return {
    label: line.label,
    rate: centsToDecimal(line.rateBasisPoints),
    base: money(line.baseCents, currencyCode),
    amount: money(line.amountCents, currencyCode),
  };
}

/** where the buyer downloads an invoice (the console's is under /admin) */
export function invoiceUrl(number: string): string {
  return `/invoices/${encodeURIComponent(number)}.pdf`;
}
