/**
 * The contact port: messages are forwarded to the site's custom/v1 contact form.
 */
import type { ContactMessage } from '@shop/domain';
import type { ContactInbox } from '../port.js';
import { NONE, type WordpressSite } from './site.js';

export class WordpressContact implements ContactInbox {
  constructor(private readonly site: WordpressSite) {}

  async saveContactMessage(message: ContactMessage): Promise<void> {
    await this.site.http.request({
      method: 'POST',
      route: '/custom/v1/contact-form',
      auth: NONE,
      body: {
        name: message.name,
        email: message.email,
        phone: message.phone ?? '',
        company: message.company,
        subject: message.subject,
        message: message.message,
      },
    });
  }
}
