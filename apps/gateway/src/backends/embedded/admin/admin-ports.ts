/**
 * The operator console's ports on the embedded store (backends/admin-port.ts), one file per port over
 * the store's one connection; the EmbeddedBackend exposes them as `admin`.
 */
import type { AdminPorts } from '../../admin-port.js';
import type { EmbeddedConnection } from '../connection.js';
import { EmbeddedAudit } from './audit.js';
import { EmbeddedSettings } from './settings.js';
import { EmbeddedStaff } from './staff.js';

export class EmbeddedAdmin implements AdminPorts {
  readonly staff: EmbeddedStaff;
  readonly audit: EmbeddedAudit;
  readonly settings: EmbeddedSettings;

  constructor(conn: EmbeddedConnection) {
    this.staff = new EmbeddedStaff(conn);
    this.audit = new EmbeddedAudit(conn);
    this.settings = new EmbeddedSettings(conn);
  }
}
