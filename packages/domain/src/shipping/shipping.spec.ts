import { describe, expect, it } from 'vitest';
import { DEFAULT_SHIPPING_ZONES, shippingFor, shippingZoneFor, SHIPPING_TEXTS } from './shipping.js';

describe('shipping zones', () => {
  it('finds the zone of a country, the rest of the world last; no country is NL', () => {
    expect(shippingZoneFor(DEFAULT_SHIPPING_ZONES, 'NL')?.code).toBe('NL');
    expect(shippingZoneFor(DEFAULT_SHIPPING_ZONES, 'de')?.code).toBe('EU');
    expect(shippingZoneFor(DEFAULT_SHIPPING_ZONES, 'US')?.code).toBe('WORLD');
    expect(shippingZoneFor(DEFAULT_SHIPPING_ZONES, '')?.code).toBe('NL');
  });
  it('charges the flat rate below the threshold and nothing from it', () => {
    expect(shippingFor(DEFAULT_SHIPPING_ZONES, 'BE', 49_999)).toMatchObject({ cents: 1_995, missingForFreeCents: 1 });
    expect(shippingFor(DEFAULT_SHIPPING_ZONES, 'BE', 50_000)).toMatchObject({ cents: 0, missingForFreeCents: null });
    expect(shippingFor(DEFAULT_SHIPPING_ZONES, 'US', 10_000_000)).toMatchObject({ cents: 4_995 });
    expect(shippingFor(DEFAULT_SHIPPING_ZONES, 'NL', 0)).toMatchObject({ cents: 0 });
  });
  it('has no zone when none matches', () => {
    expect(shippingFor([], 'NL', 100)).toEqual({ zone: null, cents: 0, missingForFreeCents: null });
  });
  it('says how much more ships free', () => {
    expect(SHIPPING_TEXTS.missingForFree(1_234)).toBe('Add €12.34 (excl. VAT) for free shipping');
  });
});
