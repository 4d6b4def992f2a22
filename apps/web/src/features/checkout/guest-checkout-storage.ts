import type { CheckoutFormInput } from '@shop/domain';

/** Guest shipping details are kept for the next order on this browser (not the comment). */
export const GUEST_CHECKOUT_KEY = 'checkout:guest';

export type GuestCheckoutData = Pick<
  CheckoutFormInput,
  'fullName' | 'email' | 'phone' | 'address' | 'postcode' | 'city' | 'country'
>;

export function readGuestCheckout(): Partial<GuestCheckoutData> {
  try {
    const raw = window.localStorage.getItem(GUEST_CHECKOUT_KEY);
    const parsed = raw ? (JSON.parse(raw) as unknown) : null;
    if (!parsed || typeof parsed !== 'object') return {};
    const result: Partial<GuestCheckoutData> = {};
    for (const key of ['fullName', 'email', 'phone', 'address', 'postcode', 'city', 'country'] as const) {
      const value = (parsed as Record<string, unknown>)[key];
      if (typeof value === 'string') result[key] = value;
    }
    return result;
  } catch {
    return {};
  }
}

export function saveGuestCheckout(values: CheckoutFormInput): void {
  const data: GuestCheckoutData = {
    fullName: values.fullName,
    email: values.email,
    phone: values.phone ?? '',
    address: values.address,
    postcode: values.postcode,
    city: values.city,
    country: values.country,
  };
  try {
    window.localStorage.setItem(GUEST_CHECKOUT_KEY, JSON.stringify(data));
  } catch {
    // storage full or blocked: the next order simply is not prefilled
  }
}
