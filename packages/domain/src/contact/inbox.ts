import { z } from 'zod';
import { requiredText } from '../validation/schemas.js';

/**
 * The operator console's inbox of contact messages. A message is `unread` until someone opens or
 * marks it read, `open` until it is handled (a reply marks it handled, and read), `handled` after.
 * The states filter overlaps on purpose: an unread message is open too.
 */
export const MESSAGE_STATES = ['unread', 'open', 'handled'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

export const INBOX_MESSAGES = {
  notFound: 'This message does not exist (it may have been deleted)',
  state: `State must be one of: ${MESSAGE_STATES.join(', ')}`,
  replyMin: 'Reply must be at least 2 characters',
  replyMax: 'Reply must not exceed 5000 characters',
  replyNotSent: 'The reply could not be e-mailed, so it was not saved: please try again in a moment',
} as const;

export function isMessageState(value: unknown): value is MessageState {
  return typeof value === 'string' && (MESSAGE_STATES as readonly string[]).includes(value);
}

/** a reply e-mailed to the sender: several lines allowed, control characters refused as in the shop's forms */
export const messageReplySchema = z.object({
  text: requiredText(2, INBOX_MESSAGES.replyMin, 5000, INBOX_MESSAGES.replyMax, { multiline: true }),
});
