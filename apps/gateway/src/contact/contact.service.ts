import { describeError } from '../graphql/errors.js';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { contactSchema, validateInput } from '@shop/domain';
import { CONTACT_INBOX, type ContactInbox } from '../backends/port.js';
import { type AppConfig, CONFIG } from '../config/config.js';
import type { GqlContext } from '../graphql/context.js';
import type { ContactInput, MutationResult, UserError } from '../graphql/generated/resolvers.js';
import { contactMail } from '../mail/mail-messages.js';
import { MAILER, type Mailer } from '../mail/mailer.js';
import { RateLimitService } from '../security/rate-limit.service.js';

/** The contact form: validated (SPEC section 5 messages), stored through the store, then e-mailed to the shop. */
@Injectable()
export class ContactService {
  private readonly logger = new Logger(ContactService.name);

  constructor(
    @Inject(CONTACT_INBOX) private readonly store: ContactInbox,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CONFIG) private readonly config: AppConfig,
    private readonly rateLimits: RateLimitService,
  ) {}

  async sendContactMessage(input: ContactInput, ctx: Pick<GqlContext, 'ip'>): Promise<MutationResult> {
    await this.rateLimits.consume('sendContactMessage', { ip: ctx.ip, account: input.email });
    const parsed = validateInput(contactSchema, input);
    if (!parsed.ok) return { ok: false, userErrors: parsed.userErrors as UserError[] };
    const message = { ...parsed.data, phone: parsed.data.phone ? parsed.data.phone : null };
    // Stored first: once the store has it the message is not lost, even if the e-mail fails.
    await this.store.saveContactMessage(message);
    try {
      await this.mailer.send(contactMail(this.config.shop.email, message));
    } catch (error) {
      this.logger.error(`contact message stored but not e-mailed: ${describeError(error)}`);
    }
    return { ok: true, userErrors: [] };
  }
}
