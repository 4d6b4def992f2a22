/**
 * The embedded store (PGlite by default, PostgreSQL with DATABASE_URL): the public entry of this folder.
 * The gateway wires `createEmbeddedBackend` in backends/backend.module.ts.
 */
import type { MailOutbox } from '../../mail/mailer.js';
import type { StoreBackend } from '../port.js';
import { EmbeddedBackend, type EmbeddedBackendOptions } from './embedded-backend.js';

export type { EmbeddedBackendOptions, Logger } from './embedded-backend.js';
export { EmbeddedBackend } from './embedded-backend.js';
export { DEFAULT_DATA_DIR } from './db.js';

export type EmbeddedStore = StoreBackend & {
  /** the mail_outbox table, for the OutboxMailer and tests */
  outbox: MailOutbox;
  /** empties every table and loads the demo data again */
  reset(): Promise<void>;
};

export function createEmbeddedBackend(options: EmbeddedBackendOptions): EmbeddedBackend & EmbeddedStore {
  return new EmbeddedBackend(options);
}
