import type { Cents } from '../types.js';
import { formatEur } from '../money/money.js';
import { EU_COUNTRIES, normalizeCountry, SELLER_COUNTRY } from '../tax/vat.js';

/**
 * Shipping by country zone: a flat rate per order, free from a threshold. The threshold compares the
 * goods' value after the coupon, excluding VAT (what the buyer's prices show). The first zone listing the
 * destination wins; a zone with countries ['*'] takes every other country.
 */
export interface ShippingZone {
  code: string;
  name: string;
  /** ISO 3166-1 alpha-2 codes, or ['*'] for every country not in an earlier zone */
  countries: readonly string[];
  rateCents: Cents;
  /** free shipping when the goods (after discount, excl. VAT) reach this; null = never free */
  freeFromCents: Cents | null;
}

export const DEFAULT_SHIPPING_ZONES: readonly ShippingZone[] = Object.freeze([
  { code: 'NL', name: 'Netherlands', countries: [SELLER_COUNTRY], rateCents: 995, freeFromCents: 25_000 },
  {
    code: 'EU',
    name: 'European Union',
    countries: EU_COUNTRIES.filter((country) => country !== SELLER_COUNTRY),
    rateCents: 1_995,
    freeFromCents: 50_000,
  },
  { code: 'WORLD', name: 'Rest of the world', countries: ['*'], rateCents: 4_995, freeFromCents: null },
]);

export interface ShippingQuote {
  zone: ShippingZone | null;
  cents: Cents;
  /** how much more (goods, excl. VAT) ships for free; null when free already or never free */
  missingForFreeCents: Cents | null;
}

export function shippingZoneFor(
  zones: readonly ShippingZone[],
  country: string | null | undefined,
): ShippingZone | null {
  const code = normalizeCountry(country);
  return (
    zones.find((zone) => zone.countries.includes(code)) ?? zones.find((zone) => zone.countries.includes('*')) ?? null
  );
}

/** shipping of goods worth `goodsCents` (after discount, excl. VAT) to `country`; nothing to ship costs nothing */
export function shippingFor(
  zones: readonly ShippingZone[],
  country: string | null | undefined,
  goodsCents: Cents,
  hasGoods = goodsCents > 0,
): ShippingQuote {
  const zone = shippingZoneFor(zones, country);
  if (!zone || !hasGoods) return { zone, cents: 0, missingForFreeCents: null };
  if (zone.freeFromCents !== null && goodsCents >= zone.freeFromCents) {
    return { zone, cents: 0, missingForFreeCents: null };
  }
  return {
    zone,
    cents: zone.rateCents,
    missingForFreeCents: zone.freeFromCents === null ? null : zone.freeFromCents - goodsCents,
  };
}

export const SHIPPING_TEXTS = {
  freeShipping: 'Free shipping',
  missingForFree: (cents: Cents) => `Add ${formatEur(cents)} (excl. VAT) for free shipping`,
} as const;
