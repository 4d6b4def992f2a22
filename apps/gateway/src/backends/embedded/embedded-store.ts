/**
 * The embedded store: every port of backends/port.ts on the tables of ./schema.ts (PGlite or
 * PostgreSQL), one file per port over one shared connection. Business rules stay in packages/domain
 * and the gateway's services; these files only store and read.
 */
import type { ContactMessage } from '@shop/domain';
import type { MailOutbox } from '../../mail/mailer.js';
import { PostgresOrderLocks } from '../order-locks.js';
import type { StoreBackend } from '../port.js';
import { EmbeddedAdmin } from './admin/admin-ports.js';
import { EmbeddedCatalogue } from './catalogue-source.js';
import { EmbeddedConnection, type EmbeddedBackendOptions } from './connection.js';
import { EmbeddedContact } from './contact-inbox.js';
import { EmbeddedContent } from './content-source.js';
import { EmbeddedCoupons } from './coupon-source.js';
import { EmbeddedIdentity } from './customer-identity.js';
import { EmbeddedOrderLists } from './order-list-store.js';
import { EmbeddedIntegrations } from './integration-store.js';
import { EmbeddedOrders } from './order-store.js';

export class EmbeddedBackend implements StoreBackend {
  readonly name = 'embedded' as const;
  readonly lifecycle: EmbeddedConnection;
  readonly catalogue: EmbeddedCatalogue;
  readonly content: EmbeddedContent;
  readonly identity: EmbeddedIdentity;
  readonly coupons: EmbeddedCoupons;
  readonly orders: EmbeddedOrders;
  readonly contact: EmbeddedContact;
  /** API keys, webhooks and the webhook outbox (src/integrations) */
  readonly integrations: EmbeddedIntegrations;
  /** buyers' order lists (saved carts) */
  readonly orderLists: EmbeddedOrderLists;
  /** the mail_outbox table, for the OutboxMailer and tests */
  readonly outbox: MailOutbox;
  /** advisory locks on PostgreSQL (a mutex per key on PGlite), for the idempotency service without Redis */
  readonly orderLocks: PostgresOrderLocks;
  /** the operator console's storage (staff, audit log, settings, ...): backends/admin-port.ts */
  readonly admin: EmbeddedAdmin;

  constructor(options: EmbeddedBackendOptions) {
    const conn = new EmbeddedConnection(options);
    this.lifecycle = conn;
    this.catalogue = new EmbeddedCatalogue(conn);
    this.content = new EmbeddedContent(conn);
    this.identity = new EmbeddedIdentity(conn);
    this.coupons = new EmbeddedCoupons(conn);
    this.orders = new EmbeddedOrders(conn);
    this.contact = new EmbeddedContact(conn);
    this.integrations = new EmbeddedIntegrations(conn);
    this.orderLists = new EmbeddedOrderLists(conn);
    this.outbox = this.contact.outbox;
    this.orderLocks = new PostgresOrderLocks((key, fn) => conn.withAdvisoryLock(key, fn));
    this.admin = new EmbeddedAdmin(conn);
  }

  /** Empties every table and loads the demo data again (tests, `npm run seed -- --reset`). */
  reset(): Promise<void> {
    return this.lifecycle.reset();
  }

  /** stored contact messages, newest first (tests and a future back office) */
  listContactMessages(limit?: number): Promise<(ContactMessage & { createdAt: string })[]> {
    return this.contact.listContactMessages(limit);
  }

  /** the three partner logos of the home page (not part of the port; the gateway may use it) */
  listPartnerLogos(): Promise<{ name: string; logoUrl: string }[]> {
    return this.content.listPartnerLogos();
  }
}
