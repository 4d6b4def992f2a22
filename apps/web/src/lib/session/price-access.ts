import type { SessionValue } from './session-provider';

/**
 * What a screen says where a price would be when the caller may not see it: anonymous visitors are
 * asked to log in; a logged-in buyer whose account is not approved (packages/domain buyer-access.ts)
 * reads why instead, since logging in again would not help.
 */
export function priceHiddenLabel(session: Pick<SessionValue, 'customer'>): string {
  const status = session.customer?.status;
  if (!status) return 'Price hidden (please log in)';
  return status === 'PENDING' ? 'Price hidden (account under review)' : 'Price hidden (account not approved)';
}

/** The catalogue's promise about prices, for who is looking (anonymous, approved, or waiting). */
export function tradePriceHint(session: Pick<SessionValue, 'customer' | 'canSeePrices'>): string {
  if (session.canSeePrices) return 'Your trade prices are shown excl. VAT.';
  const status = session.customer?.status;
  if (!status) return 'Log in to see your trade prices.';
  return status === 'PENDING'
    ? 'Your trade prices appear once your account is approved.'
    : 'Trade prices are shown to approved accounts only.';
}
