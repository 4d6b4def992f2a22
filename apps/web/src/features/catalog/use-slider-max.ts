import { DEFAULT_PRICE_SLIDER_MAX, toCents } from '@shop/domain';
import { useRef } from 'react';

/**
 * Slider maximum in whole euros from the page's priceMax (highest price of the filtered set):
 * rounded up, 100 when unknown (anonymous visitors, no products). Keeps the last known value while
 * a new page is loading so the slider does not jump.
 */
export function useSliderMax(priceMax: string | null | undefined, loaded: boolean): number {
  const last = useRef(DEFAULT_PRICE_SLIDER_MAX);
  if (loaded) {
    const cents = priceMax ? toCents(priceMax) : 0;
    last.current = cents > 0 ? Math.ceil(cents / 100) : DEFAULT_PRICE_SLIDER_MAX;
  }
  return last.current;
}
