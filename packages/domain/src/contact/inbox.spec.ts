import { describe, expect, it } from 'vitest';
import { INBOX_MESSAGES, isMessageState, messageReplySchema } from './inbox.js';

describe('the inbox', () => {
  it('knows its states', () => {
    expect(['unread', 'open', 'handled', 'all'].map(isMessageState)).toEqual([true, true, true, false]);
  });

  it('takes a multi-line reply, trimmed', () => {
    expect(messageReplySchema.parse({ text: '  Dear Anna,\n\nThank you.  ' })).toEqual({
      text: 'Dear Anna,\n\nThank you.',
    });
  });

  it.each([
    ['', INBOX_MESSAGES.replyMin],
    ['\u200b\u200b\u200b', INBOX_MESSAGES.replyMin],
    ['x'.repeat(5001), INBOX_MESSAGES.replyMax],
    ['Hello\u0007there', 'This field contains characters that are not allowed'],
    ['Hello \u202eereht', 'This field contains characters that are not allowed'],
  ])('refuses %j', (text, message) => {
    expect(messageReplySchema.safeParse({ text }).error?.issues[0]?.message).toBe(message);
  });
});
