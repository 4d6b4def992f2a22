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
