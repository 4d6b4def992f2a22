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
