import { z } from 'zod';
import { requiredText } from '../validation/schemas.js';
import { hasUnsafeCharacters, TEXT_MESSAGES } from '../validation/text-safety.js';

/**
 * The life of an order, as the operator console moves it (the shop's statuses, lower case as in
 * WooCommerce):
 *
 *   pending ──► processing ──► completed
 *      │            │              │
 *      └──► cancelled ◄─┘          │
 *                   │              │
 *   processing ──► refunded ◄──────┘
 *
 * - pending → processing: the order is accepted and being prepared (the embedded store places orders
 *   as processing already; pending is for orders waiting for something, e.g. a payment).
 * - processing → completed: shipped / handed over.
 * - pending or processing → cancelled: will not be delivered; nothing was charged for it.
 * - processing or completed → refunded: money went back to the buyer.
 * - cancelled and refunded are final: a cancelled order is placed again instead of revived, and a
 *   refund is not undone by a status.
 * Moving an order to the status it already has is refused too (nothing would change, and the buyer
 * would get an e-mail about nothing).
 */
export const ORDER_STATUSES = ['pending', 'processing', 'completed', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['processing', 'cancelled'],
  processing: ['completed', 'cancelled', 'refunded'],
  completed: ['refunded'],
  cancelled: [],
  refunded: [],
};

/** orders the shop has not yet finished (the dashboard's "awaiting processing") */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'processing'];
/** orders whose money the shop does not keep: left out of revenue and of a buyer's total spent */
export const UNPAID_ORDER_STATUSES: readonly OrderStatus[] = ['cancelled', 'refunded'];

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: 'Pending',
  processing: 'Processing',
  completed: 'Completed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

export const ORDER_STATUS_MESSAGES = {
  unknown: `Status must be one of: ${ORDER_STATUSES.join(', ')}`,
  unchanged: (status: string) => `The order is ${status} already`,
  final: (status: string) => `A ${status} order cannot change status any more`,
  notAllowed: (from: string, to: string, allowed: readonly string[]) =>
    `A ${from} order cannot be moved to ${to}; it can be moved to ${allowed.join(' or ')}`,
  changedMeanwhile: 'The order was changed by someone else meanwhile: check its new status and try again',
  noteMax: 'Note must not exceed 1000 characters',
  notFound: 'This order does not exist',
} as const;

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** "Processing" for processing; an unknown status (another store's) as it is */
export function orderStatusLabel(status: string): string {
  return isOrderStatus(status) ? ORDER_STATUS_LABELS[status] : status;
}

/** the statuses an order with `status` may move to next (none for an unknown status) */
export function nextStatuses(status: string): OrderStatus[] {
  return isOrderStatus(status) ? [...ORDER_STATUS_TRANSITIONS[status]] : [];
}

export type OrderStatusRefusal = 'UNKNOWN_STATUS' | 'UNCHANGED' | 'FINAL_STATUS' | 'NOT_ALLOWED';

/** Whether an order may move from `from` to `to`, and if not, the message an operator reads. */
export function checkOrderStatusChange(
  from: string,
  to: string,
): { ok: true; to: OrderStatus } | { ok: false; code: OrderStatusRefusal; message: string } {
  if (!isOrderStatus(to)) return { ok: false, code: 'UNKNOWN_STATUS', message: ORDER_STATUS_MESSAGES.unknown };
  if (from === to) return { ok: false, code: 'UNCHANGED', message: ORDER_STATUS_MESSAGES.unchanged(to) };
  const allowed = nextStatuses(from);
  if (allowed.length === 0) return { ok: false, code: 'FINAL_STATUS', message: ORDER_STATUS_MESSAGES.final(from) };
  if (!allowed.includes(to)) {
    return { ok: false, code: 'NOT_ALLOWED', message: ORDER_STATUS_MESSAGES.notAllowed(from, to, allowed) };
  }
  return { ok: true, to };
}

/** the note an operator adds to a status change (e-mailed to the buyer): optional, several lines allowed */
export const orderStatusNoteSchema = z
  .string()
  .trim()
  .max(1000, ORDER_STATUS_MESSAGES.noteMax)
  .refine((value) => !hasUnsafeCharacters(value, { multiline: true }), TEXT_MESSAGES.invalidCharacters)
  .nullish()
  .transform((value) => (value ? value : null));

/** a status given by an operator, normalised ("Completed " → "completed") before the rule is asked */
export function normaliseOrderStatus(value: string): string {
  return value.trim().toLowerCase();
}

// kept next to the rule so the console's form and the API refuse the same text
export const orderStatusChangeSchema = z.object({
  // requiredText is a zod/mini schema (validation/schemas.ts): piped, as classic zod's .transform does
  status: z.pipe(
    requiredText(1, ORDER_STATUS_MESSAGES.unknown, 20, ORDER_STATUS_MESSAGES.unknown),
    z.transform(normaliseOrderStatus),
  ),
  note: orderStatusNoteSchema,
});
