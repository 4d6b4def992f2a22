/**
 * The embedded store (PGlite by default, PostgreSQL with DATABASE_URL): the public entry of this folder.
 * The gateway wires `createEmbeddedBackend` in backends/backend.module.ts.
 */
import { EmbeddedBackend } from './embedded-store.js';
import type { EmbeddedBackendOptions } from './connection.js';

export type { EmbeddedBackendOptions, Logger } from './connection.js';
export { EmbeddedBackend } from './embedded-store.js';
export { DEFAULT_DATA_DIR } from './db.js';

/** the embedded adapter, with the outbox table and `reset()` (tests, the seed CLI) */
export type EmbeddedStore = EmbeddedBackend;

export function createEmbeddedBackend(options: EmbeddedBackendOptions): EmbeddedBackend {
  return new EmbeddedBackend(options);
}
