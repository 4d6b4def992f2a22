import type { ContactMessage } from '@shop/domain';
import type { MailMessage } from './mailer.js';

/** The contact form, forwarded to the shop's own address; Reply-To style details go in the text. */
export function contactMail(shopEmail: string, message: ContactMessage): MailMessage {
  return {
    to: shopEmail,
    subject: `Contact form: ${message.subject}`,
    text: [
      `Name: ${message.name}`,
      `E-mail: ${message.email}`,
      `Phone: ${message.phone ?? '-'}`,
      `Company: ${message.company}`,
      `Subject: ${message.subject}`,
      '',
      message.message,
    ].join('\n'),
  };
}

/** The password-reset link of the embedded store's accounts (a WordPress site mails its own). */
export function passwordResetMail(
  publicSiteUrl: string,
  customer: { email: string; name: string },
  token: string,
): MailMessage {
  const base = publicSiteUrl.replace(/\/+$/, '');
  const link = `${base}/account/reset-password?email=${encodeURIComponent(customer.email)}&token=${token}`;
  return {
    to: customer.email,
    subject: 'Reset your password',
    text: [
      `Hello ${customer.name},`,
      '',
      'We received a request to reset the password of your wholesale account.',
      `Open this link within one hour to choose a new password:`,
      '',
      link,
      '',
      'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
    ].join('\n'),
  };
}

const siteBase = (publicSiteUrl: string) => publicSiteUrl.replace(/\/+$/, '');

/** what the buyer reads about each status an order can move to */
const ORDER_STATUS_SENTENCES: Record<string, string> = {
  pending: 'Your order is waiting for us to confirm it.',
  processing: 'We are preparing your order.',
  completed: 'Your order is complete: it has been shipped or handed over.',
  cancelled: 'Your order has been cancelled. You will not be charged for it.',
  refunded: 'Your order has been refunded. The money is on its way back to you.',
};

/** An order moved to another status in the operator console (the buyer reads it; the note is the operator's). */
export function orderStatusMail(
  publicSiteUrl: string,
  order: { number: string; buyerName: string; buyerEmail: string },
  change: { to: string; toLabel: string; fromLabel: string; note: string | null },
): MailMessage {
  const link = `${siteBase(publicSiteUrl)}/account/orders/${encodeURIComponent(order.number)}`;
  return {
    to: order.buyerEmail,
    subject: `Order #${order.number} is now ${change.toLabel.toLowerCase()}`,
    text: [
      `Hello ${order.buyerName || 'there'},`,
      '',
      `The status of your order #${order.number} changed from ${change.fromLabel} to ${change.toLabel}.`,
      ORDER_STATUS_SENTENCES[change.to] ?? '',
      ...(change.note ? ['', 'A note from us:', change.note] : []),
      '',
      `See your order: ${link}`,
    ].join('\n'),
  };
}

/** A buyer's application approved in the console. */
export function customerApprovedMail(
  publicSiteUrl: string,
  shopName: string,
  customer: { email: string; name: string },
): MailMessage {
  return {
    to: customer.email,
    subject: `Your ${shopName} wholesale account is approved`,
    text: [
      `Hello ${customer.name},`,
      '',
      `Good news: we have approved your business's wholesale account at ${shopName}.`,
      'Log in to see our wholesale prices and place orders:',
      '',
      `${siteBase(publicSiteUrl)}/account/login`,
    ].join('\n'),
  };
}

/** A buyer's application rejected in the console, with the reason the operator gave. */
export function customerRejectedMail(
  shopName: string,
  shopEmail: string,
  customer: { email: string; name: string },
  reason: string,
): MailMessage {
  return {
    to: customer.email,
    subject: `Your ${shopName} wholesale account application`,
    text: [
      `Hello ${customer.name},`,
      '',
      `Thank you for applying for a wholesale account at ${shopName}. We cannot approve your application.`,
      '',
      'The reason:',
      reason,
      '',
      `If you think this is a mistake, or your situation changes, write to us at ${shopEmail}.`,
    ].join('\n'),
  };
}

/** A reply from the console's inbox to the sender of a contact message, quoting it below. */
export function messageReplyMail(
  shopName: string,
  message: { email: string; name: string; subject: string; message: string; createdAt: string },
  text: string,
): MailMessage {
  const quoted = message.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  return {
    to: message.email,
    subject: `Re: ${message.subject.replace(/[\r\n]+/g, ' ')}`,
    text: [text, '', `-- ${shopName}`, '', `${message.name} wrote on ${message.createdAt.slice(0, 10)}:`, quoted].join(
      '\n',
    ),
  };
}
/** A buyer's webhook was switched off after a delivery failed every try (src/integrations/webhook-worker.ts). */
export function webhookDisabledMail(
  publicSiteUrl: string,
  owner: { email: string; name: string },
  webhook: { url: string; events: readonly string[] },
  reason: string,
): MailMessage {
  const base = publicSiteUrl.replace(/\/+$/, '');
  return {
    to: owner.email,
    subject: 'Your webhook was disabled',
    text: [
      `Hello ${owner.name},`,
      '',
      'We stopped sending events to one of your webhooks because its deliveries kept failing:',
      '',
      `URL: ${webhook.url}`,
      `Events: ${webhook.events.join(', ')}`,
      `Reason: ${reason}`,
      '',
      'Events that could not be delivered are kept. Once the receiver answers again with a 2xx status,',
      'turn the webhook back on with the enableWebhook mutation; its waiting deliveries are then sent,',
      'and failed ones can be sent again with redeliverWebhook. Your account:',
      '',
      `${base}/account?tab=developers`,
    ].join('\n'),
  };
}
