import { Module } from '@nestjs/common';
import { ContactResolver } from './contact.resolver.js';
import { ContactService } from './contact.service.js';

/** sendContactMessage. Needs CONTACT_INBOX, MAILER, CONFIG and RateLimitService (global modules). */
@Module({ providers: [ContactService, ContactResolver] })
export class ContactModule {}
