import type { MailMessage, MailOutbox } from './mailer.js';
import { MemoryOutbox } from './memory-outbox.js';

/**
 * The outbox the mailer is built with before the store exists. The store needs the mailer (it sends
 * the password-reset link) and the mailer needs the store's outbox table, so the MailModule hands out
 * this stand-in and points it at the store's outbox once the store is up; until then (and for
 * stores without an outbox) messages stay in memory.
 */
export class DeferredOutbox implements MailOutbox {
  private target: MailOutbox;

  constructor(fallback: MailOutbox = new MemoryOutbox()) {
    this.target = fallback;
  }

  attach(outbox: MailOutbox): void {
    this.target = outbox;
  }

  save(message: MailMessage): Promise<void> {
    return this.target.save(message);
  }

  list(to?: string, limit?: number): Promise<(MailMessage & { createdAt: string })[]> {
    return this.target.list(to, limit);
  }
}
