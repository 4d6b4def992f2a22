/** What the cart passes to /checkout in navigation state (SPEC: the applied coupon code and discount). */
export interface CheckoutNavigationState {
  couponCode: string;
  /** Decimal string of the discount the cart showed; the checkout re-quotes it anyway */
  discount: string | null;
}

export function readCheckoutNavigationState(state: unknown): CheckoutNavigationState | null {
  if (!state || typeof state !== 'object') return null;
  const { couponCode, discount } = state as Record<string, unknown>;
  if (typeof couponCode !== 'string' || couponCode.trim() === '') return null;
  return { couponCode: couponCode.trim(), discount: typeof discount === 'string' ? discount : null };
}
