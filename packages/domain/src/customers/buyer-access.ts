import type { CustomerStatus } from './customer-status.js';

/**
 * What a buyer's standing (customer-status.ts) means in the shop (issue 17):
 *
 * - only an APPROVED buyer sees prices: PENDING, REJECTED and BLOCKED accounts see the shop exactly
 *   as an anonymous visitor does (every price field null, no price sort or filter);
 * - only an APPROVED buyer may order; the others read why (and a rejected or blocked one the reason);
 * - BUYER_APPROVAL=manual (or the console's `buyerApproval` setting) makes a new registration PENDING
 *   until staff approve it, and closes guest checkout (an order needs an approved account), while
 *   `auto` approves every registration at once, as the SPEC's flow has it.
 *
 * Every place that decides price visibility or ordering asks these functions.
 */
export const BUYER_APPROVAL_MODES = ['auto', 'manual'] as const;
export type BuyerApprovalMode = (typeof BUYER_APPROVAL_MODES)[number];

export function isBuyerApprovalMode(value: unknown): value is BuyerApprovalMode {
  return typeof value === 'string' && (BUYER_APPROVAL_MODES as readonly string[]).includes(value);
}

/** a buyer as these rules need it (a record of either backend, or the API's Customer) */
export interface BuyerStanding {
  status: CustomerStatus;
  statusReason?: string | null;
}

/** the standing of a new registration */
export function initialCustomerStatus(mode: BuyerApprovalMode): CustomerStatus {
  return mode === 'manual' ? 'PENDING' : 'APPROVED';
}

/** whether the caller (null: anonymous) sees wholesale prices */
export function canSeePrices(customer: BuyerStanding | null | undefined): boolean {
  return customer?.status === 'APPROVED';
}

export const BUYER_ACCESS_MESSAGES = {
  pending: 'Your application is being reviewed. You can order as soon as we have approved your account.',
  rejected: (reason: string | null | undefined) =>
    `Your application was not approved${reason ? `: ${reason}` : '.'} Please contact us if you have questions.`,
  blocked: (reason: string | null | undefined) =>
    `Your account has been blocked${reason ? `: ${reason}` : '.'} Please contact us if you think this is a mistake.`,
  guestsClosed: 'Please log in with an approved business account to order.',
  licenceExpired: (date: string) =>
    `Your trade licence expired on ${date}. Please upload a valid licence in your account to order again.`,
  licenceMissing: 'Please upload your trade licence in your account before ordering.',
} as const;

export type OrderingRefusalCode =
  'ACCOUNT_PENDING' | 'ACCOUNT_REJECTED' | 'ACCOUNT_BLOCKED' | 'ACCOUNT_REQUIRED' | 'LICENCE_EXPIRED';

export interface OrderingContext {
  /** null: a guest */
  customer: BuyerStanding | null;
  approval: BuyerApprovalMode;
  /** the buyer's licence expiry (YYYY-MM-DD), when it uploaded one; checked under manual only */
  licenceExpiresOn?: string | null;
  /** today in the shop's time zone, YYYY-MM-DD */
  today?: string;
}

/** Why this caller may not order, or null when it may. */
export function orderingRefusal(context: OrderingContext): { code: OrderingRefusalCode; message: string } | null {
  const { customer, approval } = context;
  if (!customer) {
    return approval === 'manual' ? { code: 'ACCOUNT_REQUIRED', message: BUYER_ACCESS_MESSAGES.guestsClosed } : null;
  }
  switch (customer.status) {
    case 'PENDING':
      return { code: 'ACCOUNT_PENDING', message: BUYER_ACCESS_MESSAGES.pending };
    case 'REJECTED':
      return { code: 'ACCOUNT_REJECTED', message: BUYER_ACCESS_MESSAGES.rejected(customer.statusReason) };
    case 'BLOCKED':
      return { code: 'ACCOUNT_BLOCKED', message: BUYER_ACCESS_MESSAGES.blocked(customer.statusReason) };
    case 'APPROVED':
      break;
  }
  const expires = context.licenceExpiresOn;
  if (approval === 'manual' && expires && context.today && expires < context.today) {
    return { code: 'LICENCE_EXPIRED', message: BUYER_ACCESS_MESSAGES.licenceExpired(expires) };
  }
  return null;
}

/** What the account page tells a buyer about its standing; null for an approved buyer (nothing to say). */
export function accountStandingNotice(
  customer: BuyerStanding,
): { tone: 'info' | 'warning' | 'error'; title: string; text: string } | null {
  switch (customer.status) {
    case 'PENDING':
      return {
        tone: 'info',
        title: 'Your application is being reviewed',
        text:
          'We check every business before it can see wholesale prices and order. You will receive an e-mail ' +
          'as soon as we have decided, usually within one working day; prices and ordering appear here ' +
          'without logging in again.',
      };
    case 'REJECTED':
      return {
        tone: 'error',
        title: 'Your application was not approved',
        text: BUYER_ACCESS_MESSAGES.rejected(customer.statusReason),
      };
    case 'BLOCKED':
      return {
        tone: 'error',
        title: 'Your account is blocked',
        text: BUYER_ACCESS_MESSAGES.blocked(customer.statusReason),
      };
    case 'APPROVED':
      return null;
  }
}
