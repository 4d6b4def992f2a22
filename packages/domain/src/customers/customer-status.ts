import { z } from 'zod';
import { hasUnsafeCharacters, TEXT_MESSAGES } from '../validation/text-safety.js';

/**
 * A buyer account's standing with the shop, decided in the operator console:
 *
 *   PENDING ──approve──► APPROVED ──block──► BLOCKED
 *      │                    ▲                   │
 *      └──reject──► REJECTED └─────unblock──────┘
 *
 * - approve / reject decide an application (PENDING) only; the buyer is e-mailed either way.
 * - block takes an APPROVED account out of the shop: its sessions end at once and it cannot log in.
 *   An application is rejected, not blocked; unblocking gives back the APPROVED account it was.
 * - REJECTED is final in the console: a rejected business applies again with a new registration.
 * What PENDING, REJECTED and BLOCKED mean in the shop itself (prices, ordering) is issue 17's.
 */
export const CUSTOMER_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'BLOCKED'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

export type CustomerStatusAction = 'approve' | 'reject' | 'block' | 'unblock';

export const CUSTOMER_STATUS_ACTIONS: Readonly<
  Record<CustomerStatusAction, { from: readonly CustomerStatus[]; to: CustomerStatus }>
> = {
  approve: { from: ['PENDING'], to: 'APPROVED' },
  reject: { from: ['PENDING'], to: 'REJECTED' },
  block: { from: ['APPROVED'], to: 'BLOCKED' },
  unblock: { from: ['BLOCKED'], to: 'APPROVED' },
};

export const CUSTOMER_STATUS_MESSAGES = {
  notFound: 'This buyer does not exist (the account may have been deleted)',
  approveNotPending: (status: CustomerStatus) =>
    `Only a pending application can be approved; this buyer is ${status.toLowerCase()}`,
  rejectNotPending: (status: CustomerStatus) =>
    `Only a pending application can be rejected; this buyer is ${status.toLowerCase()}`,
  blockNotApproved: (status: CustomerStatus) =>
    status === 'BLOCKED'
      ? 'This buyer is blocked already'
      : `Only an approved buyer can be blocked; this buyer is ${status.toLowerCase()}`,
  unblockNotBlocked: 'This buyer is not blocked',
  changedMeanwhile: 'The buyer was changed by someone else meanwhile: check the new status and try again',
  reasonRequired: 'Please give a reason (the buyer reads it)',
  reasonMax: 'Reason must not exceed 500 characters',
  groupCode: 'Group code may hold letters, digits, "-" and "_" only (at most 50)',
  /** what a blocked buyer reads on the login form */
  blockedLogin: 'This account has been blocked. Please contact us if you think this is a mistake.',
} as const;

export function isCustomerStatus(value: unknown): value is CustomerStatus {
  return typeof value === 'string' && (CUSTOMER_STATUSES as readonly string[]).includes(value);
}

/** Whether `action` may be taken on a buyer with `from`; the message an operator reads when not. */
export function checkCustomerStatusChange(
  action: CustomerStatusAction,
  from: CustomerStatus,
): { ok: true; to: CustomerStatus } | { ok: false; code: 'NOT_ALLOWED'; message: string } {
  const rule = CUSTOMER_STATUS_ACTIONS[action];
  if (rule.from.includes(from)) return { ok: true, to: rule.to };
  const message =
    action === 'approve'
      ? CUSTOMER_STATUS_MESSAGES.approveNotPending(from)
      : action === 'reject'
        ? CUSTOMER_STATUS_MESSAGES.rejectNotPending(from)
        : action === 'block'
          ? CUSTOMER_STATUS_MESSAGES.blockNotApproved(from)
          : CUSTOMER_STATUS_MESSAGES.unblockNotBlocked;
  return { ok: false, code: 'NOT_ALLOWED', message };
}

/** the actions the console offers for a buyer with `status` */
export function customerStatusActions(status: CustomerStatus): CustomerStatusAction[] {
  return (Object.keys(CUSTOMER_STATUS_ACTIONS) as CustomerStatusAction[]).filter((action) =>
    CUSTOMER_STATUS_ACTIONS[action].from.includes(status),
  );
}

const reasonText = z
  .string({ error: CUSTOMER_STATUS_MESSAGES.reasonRequired })
  .trim()
  .max(500, CUSTOMER_STATUS_MESSAGES.reasonMax)
  .refine((value) => !hasUnsafeCharacters(value, { multiline: true }), TEXT_MESSAGES.invalidCharacters);

/** rejecting an application: the reason is required (the buyer is told it) */
export const rejectCustomerSchema = z.object({
  reason: reasonText.pipe(z.string().min(2, CUSTOMER_STATUS_MESSAGES.reasonRequired)),
});

/** blocking: a reason is optional (kept for the staff; the buyer is not e-mailed) */
export const blockCustomerSchema = z.object({
  reason: reasonText.nullish().transform((value) => (value ? value : null)),
});

/** approving, optionally into a buyer group (pricing, issue 18) */
export const approveCustomerSchema = z.object({
  groupCode: z
    .string()
    .trim()
    .max(50, CUSTOMER_STATUS_MESSAGES.groupCode)
    .regex(/^[A-Za-z0-9_-]*$/, CUSTOMER_STATUS_MESSAGES.groupCode)
    .nullish()
    .transform((value) => (value ? value : null)),
});
