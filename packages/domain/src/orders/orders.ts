import type { Cents, OrderDraft, OrderLineRecord, PostalAddress } from '../types.js';
import { normalizeCountry, type TaxLine } from '../tax/vat.js';

export interface ShippingDetails {
  fullName: string;
  email: string;
  phone?: string | null;
  address: string;
  postcode?: string | null;
  city?: string | null;
  /** ISO alpha-2; blank = NL */
  country?: string | null;
  comment?: string | null;
}

export interface BuildOrderDraftInput {
  shipping: ShippingDetails;
  lines: readonly OrderLineRecord[];
  couponCode: string | null;
  customerId: string | null;
  totals: {
    subtotalCents: Cents;
    discountCents: Cents;
    totalCents: Cents;
    shippingCents?: Cents;
    taxCents?: Cents;
    taxLines?: TaxLine[];
    reverseCharge?: boolean;
  };
  currencyCode: string;
  poNumber?: string | null;
  paymentMethod?: string | null;
  buyerCompany?: string | null;
  buyerVatNumber?: string | null;
}

/** Splits on the first space into at most two pieces: "Anna van Dijk" → ["Anna", "van Dijk"]. */
export function splitFullName(fullName: string | null | undefined): { firstName: string; lastName: string } {
  const trimmed = (fullName ?? '').trim().replace(/\s+/g, ' ');
  const space = trimmed.indexOf(' ');
  if (space === -1) return { firstName: trimmed, lastName: '' };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1) };
}

/**
 * The order of a checkout form (SPEC section 3): the one address typed serves as billing and
 * shipping address, with the postcode, city and country the form asks for since issue 18 (country
 * default NL), the full name split into first and last name, text trimmed, a blank comment or phone as null.
 */
export function buildOrderDraft(input: BuildOrderDraftInput): OrderDraft {
  const { shipping } = input;
  const { firstName, lastName } = splitFullName(shipping.fullName);
  const address: PostalAddress = {
    firstName,
    lastName,
    street: shipping.address.trim(),
    city: (shipping.city ?? '').trim(),
    postcode: (shipping.postcode ?? '').trim(),
    country: normalizeCountry(shipping.country),
  };
  const phone = (shipping.phone ?? '').trim();
  const comment = (shipping.comment ?? '').trim();
  return {
    buyer: { customerId: input.customerId, email: shipping.email.trim(), phone: phone || null },
    billingAddress: address,
    shippingAddress: { ...address },
    lines: input.lines.map((line) => ({ ...line })),
    couponCode: input.couponCode?.trim() || null,
    comment: comment || null,
    currencyCode: input.currencyCode,
    subtotalCents: input.totals.subtotalCents,
    discountCents: input.totals.discountCents,
    totalCents: input.totals.totalCents,
    shippingCents: input.totals.shippingCents ?? 0,
    taxCents: input.totals.taxCents ?? 0,
    taxLines: (input.totals.taxLines ?? []).map((line) => ({ ...line })),
    reverseCharge: input.totals.reverseCharge ?? false,
    poNumber: input.poNumber?.trim() || null,
    paymentMethod: input.paymentMethod ?? null,
    buyerCompany: input.buyerCompany?.trim() || null,
    buyerVatNumber: input.buyerVatNumber?.trim() || null,
  };
}

export type OrderStatusTone = 'green' | 'blue' | 'yellow';

/** Status pill colour: green for completed, blue for processing, yellow otherwise. */
export function orderStatusTone(status: string | null | undefined): OrderStatusTone {
  const normalized = (status ?? '').trim().toLowerCase();
  if (normalized === 'completed') return 'green';
  if (normalized === 'processing') return 'blue';
  return 'yellow';
}

/** "1 item" / "N items" for the orders table. */
export function itemCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

/** Total quantity of an order's lines. */
export function orderItemCount(lines: readonly { quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** Texts of the checkout flow (SPEC section 8). */
export const ORDER_TEXTS = {
  placedToast: 'Order placed successfully!',
  placedDescription: (id: string | number) => `Order #${id} has been created.`,
  failedToast: 'Failed to place order',
  orderTitle: (id: string | number) => `Order #${id}`,
  notFound: 'Order not found',
  productFallbackName: (productId: string | number) => `Product ID: ${productId}`,
} as const;
