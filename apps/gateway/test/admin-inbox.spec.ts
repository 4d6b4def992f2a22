/**
 * The console's inbox over real HTTP on the embedded store (PGlite): messages sent through the public
 * contact form, listed by state and search, marked read / handled, and answered by e-mail (the reply
 * in the outbox, stored with the message, the message handled, the audit log told).
 */
import {
  AdminMessageDetailDocument,
  AdminMessageListDocument,
  AdminMessageMarkHandledDocument,
  AdminMessageMarkReadDocument,
  AdminMessageReplyDocument,
  AuditLogDocument,
} from '@shop/schema/admin-operations';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAILER, type Mailer } from '../src/mail/mailer.js';
import { type AdminClient, adminClient, adminGql } from './helpers/admin.js';
import {
  type Buyer,
  CONSOLE_SPEC_RATE_LIMITS,
  outbox,
  registerBuyer,
  sendContactMessage,
} from './helpers/shop-fixtures.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let staff: AdminClient;
let buyer: Buyer;
const ids: Record<'wholesale' | 'complaint' | 'partner', string> = { wholesale: '', complaint: '', partner: '' };
const emails: Record<keyof typeof ids, string> = { wholesale: '', complaint: '', partner: '' };

beforeAll(async () => {
  t = await startTestApp({ env: { ...CONSOLE_SPEC_RATE_LIMITS, SHOP_NAME: 'Greenleaf Wholesale' } });
  staff = await adminClient(t, { role: 'STAFF', email: 'ines.staff@example.com' });
  buyer = await registerBuyer(t);
  emails.wholesale = (await sendContactMessage(t, { subject: 'Wholesale prices', company: 'Delta Shops' })).email;
  emails.complaint = (
    await sendContactMessage(t, {
      name: 'Carl Complainer',
      subject: 'Broken package',
      message: 'My parcel arrived broken.\nPlease send a new one.',
    })
  ).email;
  emails.partner = (await sendContactMessage(t, { subject: 'Partnership', company: 'Epsilon Retail' })).email;
  const { data } = await staff.gql(AdminMessageListDocument, {});
  for (const item of data.messages.items) {
    const key = (Object.keys(emails) as (keyof typeof ids)[]).find((k) => emails[k] === item.email)!;
    ids[key] = item.id;
  }
});

afterAll(async () => {
  await t?.close();
});

describe('messages', () => {
  it('lists the contact messages newest first, unread and open', async () => {
    const { data, errors } = await staff.gql(AdminMessageListDocument, {});
    expect(errors).toBeUndefined();
    expect(data.messages).toMatchObject({ totalCount: 3, page: 1, pageSize: 20 });
    expect(data.messages.items.map((m) => m.subject)).toEqual(['Partnership', 'Broken package', 'Wholesale prices']);
    expect(data.messages.items[1]).toMatchObject({
      name: 'Carl Complainer',
      email: emails.complaint,
      phone: null,
      message: 'My parcel arrived broken.\nPlease send a new one.',
      read: false,
      handled: false,
      handledAt: null,
      replies: [],
    });
  });

  it('searches subject, message, company, name and e-mail', async () => {
    const search = async (term: string) =>
      (await staff.gql(AdminMessageListDocument, { filter: { search: term } })).data.messages.items.map((m) => m.id);
    expect(await search('PARCEL')).toEqual([ids.complaint]);
    expect(await search('epsilon')).toEqual([ids.partner]);
    expect(await search('carl')).toEqual([ids.complaint]);
    expect(await search(emails.wholesale)).toEqual([ids.wholesale]);
    expect(await search('_')).toEqual([]);
  });

  it('shows one message; an unknown one is null', async () => {
    const { data } = await staff.gql(AdminMessageDetailDocument, { id: ids.wholesale });
    expect(data.message).toMatchObject({ id: ids.wholesale, subject: 'Wholesale prices', company: 'Delta Shops' });
    expect((await staff.gql(AdminMessageDetailDocument, { id: '99999' })).data.message).toBeNull();
  });

  it('refuses an unknown state filter', async () => {
    const { errors } = await staff.gql(AdminMessageListDocument, { filter: { state: 'archived' } });
    expect(errors?.[0]).toMatchObject({
      message: 'State must be one of: unread, open, handled',
      extensions: { code: 'BAD_REQUEST', field: ['filter', 'state'] },
    });
  });
});

describe('markMessageRead / markMessageHandled', () => {
  it('marks a message read and unread, audited once per change', async () => {
    const read = await staff.gql(AdminMessageMarkReadDocument, { id: ids.partner });
    expect(read.data.markMessageRead).toMatchObject({ message: { read: true, handled: false }, userErrors: [] });
    const again = await staff.gql(AdminMessageMarkReadDocument, { id: ids.partner, read: true });
    expect(again.data.markMessageRead.message?.read).toBe(true);
    const unread = await staff.gql(AdminMessageListDocument, { filter: { state: 'unread' } });
    expect(unread.data.messages.items.map((m) => m.id)).toEqual([ids.complaint, ids.wholesale]);

    const audit = await staff.gql(AuditLogDocument, { filter: { action: 'message.read' } });
    expect(audit.data.auditLog.totalCount).toBe(1);
    expect(audit.data.auditLog.items[0]).toMatchObject({
      actor: 'ines.staff@example.com',
      subject: `message ${ids.partner} from ${emails.partner}`,
    });
    expect(JSON.parse(audit.data.auditLog.items[0]!.before!)).toEqual({ read: false, handled: false });

    const back = await staff.gql(AdminMessageMarkReadDocument, { id: ids.partner, read: false });
    expect(back.data.markMessageRead.message?.read).toBe(false);
    expect((await staff.gql(AuditLogDocument, { filter: { action: 'message.unread' } })).data.auditLog.totalCount).toBe(
      1,
    );
  });

  it('marks a message handled (and read), and open again', async () => {
    const handled = await staff.gql(AdminMessageMarkHandledDocument, { id: ids.wholesale });
    expect(handled.data.markMessageHandled.userErrors).toEqual([]);
    expect(handled.data.markMessageHandled.message).toMatchObject({ read: true, handled: true });
    expect(Date.parse(handled.data.markMessageHandled.message!.handledAt!)).not.toBeNaN();
    const open = await staff.gql(AdminMessageListDocument, { filter: { state: 'open' } });
    expect(open.data.messages.items.map((m) => m.id)).toEqual([ids.partner, ids.complaint]);
    const done = await staff.gql(AdminMessageListDocument, { filter: { state: 'handled' } });
    expect(done.data.messages.items.map((m) => m.id)).toEqual([ids.wholesale]);

    const reopened = await staff.gql(AdminMessageMarkHandledDocument, { id: ids.wholesale, handled: false });
    expect(reopened.data.markMessageHandled.message).toMatchObject({ read: true, handled: false, handledAt: null });
    expect((await staff.gql(AuditLogDocument, { filter: { action: 'message.reopen' } })).data.auditLog.totalCount).toBe(
      1,
    );
  });

  it('answers an unknown message with a userError', async () => {
    for (const result of [
      (await staff.gql(AdminMessageMarkReadDocument, { id: '4242' })).data.markMessageRead,
      (await staff.gql(AdminMessageMarkHandledDocument, { id: 'nope' })).data.markMessageHandled,
    ]) {
      expect(result).toEqual({
        message: null,
        userErrors: [
          { field: ['id'], code: 'NOT_FOUND', message: 'This message does not exist (it may have been deleted)' },
        ],
      });
    }
  });
});

describe('replyToMessage', () => {
  it('e-mails the sender, keeps the reply with the message, marks it handled and audits it', async () => {
    const text = 'Dear Carl,\n\nWe are sorry: a new parcel is on its way.\n\nKind regards, Ines';
    const { data, errors } = await staff.gql(AdminMessageReplyDocument, { id: ids.complaint, text: `  ${text}  ` });
    expect(errors).toBeUndefined();
    expect(data.replyToMessage.userErrors).toEqual([]);
    expect(data.replyToMessage.message).toMatchObject({
      read: true,
      handled: true,
      replies: [{ actor: 'ines.staff@example.com', text }],
    });

    const [mail] = await outbox(t, emails.complaint);
    expect(mail).toMatchObject({ to: emails.complaint, subject: 'Re: Broken package' });
    expect(mail!.text.startsWith(text)).toBe(true);
    expect(mail!.text).toContain('-- Greenleaf Wholesale');
    expect(mail!.text).toContain('> My parcel arrived broken.\n> Please send a new one.');

    const detail = await staff.gql(AdminMessageDetailDocument, { id: ids.complaint });
    expect(detail.data.message?.replies).toEqual([expect.objectContaining({ text })]);
    const audit = await staff.gql(AuditLogDocument, { filter: { action: 'message.reply' } });
    expect(JSON.parse(audit.data.auditLog.items[0]!.after!)).toEqual({ read: true, handled: true, reply: text });
  });

  it.each([
    ['too short a reply', 'k', 'Reply must be at least 2 characters'],
    ['control characters', 'Hello\u0000there', 'This field contains characters that are not allowed'],
    ['a bidi override', 'Hello \u202eereht', 'This field contains characters that are not allowed'],
  ])('refuses %s, sending and storing nothing', async (_what, text, message) => {
    const before = (await outbox(t, emails.partner)).length;
    const { data } = await staff.gql(AdminMessageReplyDocument, { id: ids.partner, text });
    expect(data.replyToMessage).toEqual({
      message: null,
      userErrors: [{ field: ['text'], code: 'INVALID', message }],
    });
    expect((await outbox(t, emails.partner)).length).toBe(before);
    expect((await staff.gql(AdminMessageDetailDocument, { id: ids.partner })).data.message?.replies).toEqual([]);
  });

  it('refuses an unknown message', async () => {
    const { data } = await staff.gql(AdminMessageReplyDocument, { id: '777777', text: 'Hello there' });
    expect(data.replyToMessage.userErrors).toEqual([
      { field: ['id'], code: 'NOT_FOUND', message: 'This message does not exist (it may have been deleted)' },
    ]);
  });

  it('records no reply when the e-mail cannot be sent, and says so', async () => {
    const mailer = t.app.get<Mailer>(MAILER);
    const failing = vi.spyOn(mailer, 'send').mockRejectedValueOnce(new Error('connect ECONNREFUSED smtp.internal:25'));
    try {
      const { data } = await staff.gql(AdminMessageReplyDocument, { id: ids.partner, text: 'Thanks for writing!' });
      expect(data.replyToMessage).toEqual({
        message: null,
        userErrors: [
          {
            field: ['text'],
            code: 'MAIL_FAILED',
            message: 'The reply could not be e-mailed, so it was not saved: please try again in a moment',
          },
        ],
      });
    } finally {
      failing.mockRestore();
    }
    const detail = await staff.gql(AdminMessageDetailDocument, { id: ids.partner });
    expect(detail.data.message).toMatchObject({ handled: false, replies: [] });
  });

  it('refuses anonymous callers and buyers', async () => {
    for (const auth of [undefined, { cookie: buyer.cookie }, { token: buyer.token }]) {
      const list = await adminGql(t, AdminMessageListDocument, {}, auth);
      expect(list.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
      const reply = await adminGql(t, AdminMessageReplyDocument, { id: ids.partner, text: 'Hello there' }, auth);
      expect(reply.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    }
    expect((await outbox(t, emails.partner)).length).toBe(0);
  });
});
