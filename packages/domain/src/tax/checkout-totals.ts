import type { Cents } from '../types.js';
import { formatEur } from '../money/money.js';
import { DEFAULT_SHIPPING_ZONES, shippingFor, type ShippingZone } from '../shipping/shipping.js';
import {
  normalizeCountry,
  taxLinesFor,
  vatTreatment,
  type TaxableLine,
  type TaxLine,
  type VatTreatment,
} from './vat.js';

/**
 * The money of a checkout as one pure function, shared by cartQuote, placeOrder and the invoice so the
 * three agree to the cent: goods (excl. VAT) − coupon discount + shipping + VAT = total.
 */

/** The shop's money settings (defaults run the demo shop; the embedded store may override them). */
export interface CommerceSettings {
  /** goods after discount, excl. VAT, below which checkout is refused; 0 = no minimum */
  minimumOrderCents: Cents;
  shippingZones: readonly ShippingZone[];
}

export const DEFAULT_COMMERCE_SETTINGS: CommerceSettings = Object.freeze({
  minimumOrderCents: 0,
  shippingZones: DEFAULT_SHIPPING_ZONES,
});

export const PAYMENT_METHOD_INVOICE = 'Invoice (bank transfer, 30 days)';

export const MINIMUM_ORDER_MESSAGES = {
  belowMinimum: (minimumCents: Cents, missingCents: Cents) =>
    `The minimum order value is ${formatEur(minimumCents)} excl. VAT. Add ${formatEur(missingCents)} more to place your order.`,
} as const;

/** the message refusing an order whose goods (after discount, excl. VAT) stay below the minimum, or null */
export function minimumOrderProblem(goodsCents: Cents, minimumCents: Cents): string | null {
  if (minimumCents <= 0 || goodsCents >= minimumCents) return null;
  return MINIMUM_ORDER_MESSAGES.belowMinimum(minimumCents, minimumCents - goodsCents);
}

export interface CheckoutTotalsInput {
  lines: readonly TaxableLine[];
  /** the coupon's discount (already clamped to the subtotal) */
  discountCents: Cents;
  /** destination (ISO alpha-2); default NL */
  country: string | null | undefined;
  /** the buyer's VAT number, deciding reverse charge */
  vatNumber: string | null | undefined;
  settings?: CommerceSettings;
}

export interface CheckoutTotals {
  subtotalCents: Cents;
  discountCents: Cents;
  shippingCents: Cents;
  taxLines: TaxLine[];
  taxCents: Cents;
  totalCents: Cents;
  country: string;
  treatment: VatTreatment;
  reverseCharge: boolean;
  shippingZone: string | null;
  missingForFreeShippingCents: Cents | null;
  /** null when the order reaches the minimum order value */
  minimumOrderProblem: string | null;
}

export function checkoutTotals(input: CheckoutTotalsInput): CheckoutTotals {
  const settings = input.settings ?? DEFAULT_COMMERCE_SETTINGS;
  const country = normalizeCountry(input.country);
  const subtotalCents = input.lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const discountCents = Math.max(0, Math.min(Math.round(input.discountCents), subtotalCents));
  const goodsCents = subtotalCents - discountCents;
  const shipping = shippingFor(settings.shippingZones, country, goodsCents, input.lines.length > 0);
  const treatment = vatTreatment(country, input.vatNumber);
  const taxLines = taxLinesFor(input.lines, discountCents, shipping.cents, treatment);
  const taxCents = taxLines.reduce((sum, line) => sum + line.amountCents, 0);
  return {
    subtotalCents,
    discountCents,
    shippingCents: shipping.cents,
    taxLines,
    taxCents,
    totalCents: goodsCents + shipping.cents + taxCents,
    country,
    treatment,
    reverseCharge: treatment === 'reverse_charge',
    shippingZone: shipping.zone?.code ?? null,
    missingForFreeShippingCents: shipping.missingForFreeCents,
    minimumOrderProblem: input.lines.length > 0 ? minimumOrderProblem(goodsCents, settings.minimumOrderCents) : null,
  };
}
