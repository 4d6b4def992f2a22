import { Logger } from '@nestjs/common';
import nodemailer from 'nodemailer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferredOutbox } from './deferred-outbox.js';
import { contactMail } from './mail-messages.js';
import { createMailer } from './mail.module.js';
import { MemoryOutbox } from './memory-outbox.js';
import { OutboxMailer } from './outbox.mailer.js';
import { SmtpMailer } from './smtp.mailer.js';

afterEach(() => vi.restoreAllMocks());

const reset = {
  to: 'anna@example.com',
  subject: 'Reset your password',
  text: 'Hello Anna,\n\nOpen http://localhost:4000/account/reset-password?email=anna%40example.com&token=abc123 now.',
};

describe('OutboxMailer', () => {
  it('stores the message and logs one line without the link or the body (issue 14: a reset link is a credential)', async () => {
    const log = vi.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    const outbox = new MemoryOutbox();
    await new OutboxMailer(outbox).send({ ...reset, text: `${reset.text}\nSecret123!` });
    const [stored] = await outbox.list('ANNA@example.com');
    expect(stored).toMatchObject({ to: 'anna@example.com', subject: 'Reset your password' });
    expect(log).toHaveBeenCalledTimes(1);
    const line = String(log.mock.calls[0]?.[0]);
    expect(line).toContain('subject="Reset your password"');
    expect(line).not.toContain('abc123');
    expect(line).not.toContain('reset-password');
    expect(line).not.toContain('Secret123!');
    expect(line).not.toContain('Hello Anna');
  });
});

describe('MemoryOutbox', () => {
  it('lists newest first, filtered by recipient, bounded', async () => {
    const outbox = new MemoryOutbox(3);
    for (const n of [1, 2, 3, 4])
      await outbox.save({ to: n % 2 ? 'odd@example.com' : 'even@example.com', subject: `#${n}`, text: '' });
    expect((await outbox.list()).map((m) => m.subject)).toEqual(['#4', '#3', '#2']);
    expect((await outbox.list('odd@example.com')).map((m) => m.subject)).toEqual(['#3']);
    expect(await outbox.list(undefined, 1)).toHaveLength(1);
  });
});

describe('DeferredOutbox', () => {
  it('keeps mail in memory until the store outbox is attached, then writes there', async () => {
    const deferred = new DeferredOutbox();
    await deferred.save({ to: 'a@example.com', subject: 'early', text: '' });
    const store = new MemoryOutbox();
    deferred.attach(store);
    await deferred.save({ to: 'a@example.com', subject: 'late', text: '' });
    expect((await store.list()).map((m) => m.subject)).toEqual(['late']);
    expect((await deferred.list()).map((m) => m.subject)).toEqual(['late']);
  });
});

describe('SmtpMailer', () => {
  it('hands the message to nodemailer with the configured sender', async () => {
    vi.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const sendMail = vi.spyOn(transport, 'sendMail');
    const mailer = new SmtpMailer('smtp://unused', 'Shop <no-reply@shop.example>', transport);
    await mailer.send(reset);
    expect(sendMail).toHaveBeenCalledWith(
      expect.objectContaining({ from: 'Shop <no-reply@shop.example>', to: 'anna@example.com', subject: reset.subject }),
    );
    const info = (await sendMail.mock.results[0]?.value) as { message: string };
    expect(JSON.parse(info.message)).toMatchObject({ to: [{ address: 'anna@example.com' }] });
  });
});

describe('createMailer', () => {
  it('uses SMTP when SMTP_URL is set and the outbox otherwise', () => {
    const outbox = new MemoryOutbox();
    expect(createMailer({ mail: { smtpUrl: 'smtp://mail.example:25', from: 'x@example.com' } }, outbox)).toBeInstanceOf(
      SmtpMailer,
    );
    expect(createMailer({ mail: { smtpUrl: undefined, from: 'x@example.com' } }, outbox)).toBeInstanceOf(OutboxMailer);
  });
});

describe('contactMail', () => {
  it('goes to the shop with every field of the form', () => {
    const mail = contactMail('shop@example.com', {
      name: 'Anna',
      email: 'anna@example.com',
      phone: null,
      company: 'Acme',
      subject: 'Wholesale',
      message: 'Please send the price list.',
    });
    expect(mail.to).toBe('shop@example.com');
    expect(mail.subject).toBe('Contact form: Wholesale');
    expect(mail.text).toContain('E-mail: anna@example.com');
    expect(mail.text).toContain('Please send the price list.');
  });
});
