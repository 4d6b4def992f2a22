import type { MailMessage, MailOutbox } from './mailer.js';

/**
 * Outbox kept in process memory (wordpress mode, where there is no database of ours). Bounded so a
 * long-running development gateway does not grow without limit.
 */
export class MemoryOutbox implements MailOutbox {
  private readonly messages: (MailMessage & { createdAt: string })[] = [];

  constructor(private readonly capacity = 500) {}

  async save(message: MailMessage): Promise<void> {
    this.messages.unshift({ ...message, createdAt: new Date().toISOString() });
    if (this.messages.length > this.capacity) this.messages.length = this.capacity;
  }

  async list(to?: string, limit = 20): Promise<(MailMessage & { createdAt: string })[]> {
    const wanted = to?.trim().toLowerCase();
    return this.messages.filter((message) => !wanted || message.to.toLowerCase() === wanted).slice(0, limit);
  }
}
