import { Inject, Injectable, Logger } from '@nestjs/common';
import { INBOX_MESSAGES, isMessageState, messageReplySchema, stripUnsafeCharacters, validateInput } from '@shop/domain';
import { ADMIN_PORTS, type AdminPorts, type InboxMessageRecord } from '../../backends/admin-port.js';
import { type AppConfig, CONFIG } from '../../config/config.js';
import { apiError, describeError, userError } from '../../graphql/errors.js';
import { messageReplyMail } from '../../mail/mail-messages.js';
import { MAILER, type Mailer } from '../../mail/mailer.js';
import type { AdminContext, StaffPrincipal } from '../admin-context.js';
import { AuditService } from '../audit/audit.service.js';
import { ADMIN_CLOCK, type Clock } from '../clock.js';
import type { ContactMessage, ContactMessagePayload, QueryMessagesArgs } from '../generated/admin-resolvers.js';
import { clampPage, clampPageSize } from '../orders/admin-orders.service.js';
import { consolePorts } from '../staff-guard.js';

type StaffContext = AdminContext & { staff: StaffPrincipal };

export function toContactMessage(message: InboxMessageRecord): ContactMessage {
  return {
    id: message.id,
    createdAt: message.createdAt,
    name: message.name,
    email: message.email,
    phone: message.phone,
    company: message.company,
    subject: message.subject,
    message: message.message,
    read: message.readAt !== null,
    handled: message.handledAt !== null,
    handledAt: message.handledAt,
    replies: message.replies,
  };
}

const stateOf = (message: InboxMessageRecord) => ({
  read: message.readAt !== null,
  handled: message.handledAt !== null,
});

/**
 * The console's inbox: contact messages with their read / handled state, and replies e-mailed to the
 * sender. A reply is e-mailed first and stored after: one that could not be sent is not recorded as
 * sent (the operator is told to try again).
 */
@Injectable()
export class AdminInboxService {
  private readonly logger = new Logger('AdminInbox');

  constructor(
    @Inject(ADMIN_PORTS) private readonly ports: AdminPorts | null,
    @Inject(ADMIN_CLOCK) private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(MAILER) private readonly mailer: Mailer,
    private readonly audit: AuditService,
  ) {}

  private get inbox() {
    return consolePorts(this.ports).inbox;
  }

  async list(args: QueryMessagesArgs) {
    const rawState = args.filter?.state?.trim().toLowerCase() || null;
    if (rawState !== null && !isMessageState(rawState)) {
      throw apiError('BAD_REQUEST', INBOX_MESSAGES.state, { field: ['filter', 'state'] });
    }
    const page = clampPage(args.page);
    const pageSize = clampPageSize(args.pageSize);
    const search =
      stripUnsafeCharacters(args.filter?.search ?? '')
        .trim()
        .slice(0, 200) || null;
    const result = await this.inbox.list({ state: rawState, search }, page, pageSize);
    return { items: result.items.map(toContactMessage), totalCount: result.totalCount, page, pageSize };
  }

  async get(id: string): Promise<ContactMessage | null> {
    const message = await this.inbox.get(id);
    return message ? toContactMessage(message) : null;
  }

  async markRead(id: string, read: boolean, ctx: StaffContext): Promise<ContactMessagePayload> {
    const result = await this.inbox.setRead(id, read, this.clock.now());
    return this.changed(result, read ? 'message.read' : 'message.unread', ctx);
  }

  async markHandled(id: string, handled: boolean, ctx: StaffContext): Promise<ContactMessagePayload> {
    const result = await this.inbox.setHandled(id, handled, this.clock.now());
    return this.changed(result, handled ? 'message.handled' : 'message.reopen', ctx);
  }

  async reply(id: string, text: string, ctx: StaffContext): Promise<ContactMessagePayload> {
    const parsed = validateInput(messageReplySchema, { text });
    if (!parsed.ok) return { message: null, userErrors: parsed.userErrors };
    const message = await this.inbox.get(id);
    if (!message) return notFound();
    try {
      await this.mailer.send(messageReplyMail(this.config.shop.name, message, parsed.data.text));
    } catch (error) {
      // nothing recorded: the operator sends it again (the cause is logged, never shown: it may name the mail server)
      this.logger.error(`reply to message ${message.id} not sent: ${describeError(error)}`);
      return { message: null, userErrors: [userError(['text'], INBOX_MESSAGES.replyNotSent, 'MAIL_FAILED')] };
    }
    const result = await this.inbox.addReply(id, {
      actor: ctx.staff.email,
      text: parsed.data.text,
      at: this.clock.now(),
    });
    if (!result) return notFound();
    await this.audit.record(ctx, {
      action: 'message.reply',
      subject: `message ${message.id} from ${message.email}`,
      before: stateOf(result.before),
      after: { ...stateOf(result.message), reply: parsed.data.text },
    });
    return { message: toContactMessage(result.message), userErrors: [] };
  }

  private async changed(
    result: { before: InboxMessageRecord; message: InboxMessageRecord } | null,
    action: string,
    ctx: StaffContext,
  ): Promise<ContactMessagePayload> {
    if (!result) return notFound();
    const before = stateOf(result.before);
    const after = stateOf(result.message);
    // marking a message as what it is already changes nothing: no audit entry
    if (before.read !== after.read || before.handled !== after.handled) {
      await this.audit.record(ctx, {
        action,
        subject: `message ${result.message.id} from ${result.message.email}`,
        before,
        after,
      });
    }
    return { message: toContactMessage(result.message), userErrors: [] };
  }
}

function notFound(): ContactMessagePayload {
  return { message: null, userErrors: [userError(['id'], INBOX_MESSAGES.notFound, 'NOT_FOUND')] };
}
