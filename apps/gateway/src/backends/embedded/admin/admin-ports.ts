/**
 * The operator console's ports on the embedded store (backends/admin-port.ts), one file per port over
 * the store's one connection; the EmbeddedBackend exposes them as `admin`.
 */
import type { AdminPorts } from '../../admin-port.js';
import type { EmbeddedConnection } from '../connection.js';
import { EmbeddedAudit } from './audit.js';
import { EmbeddedBuyerGroups } from './buyer-groups.js';
import { EmbeddedAdminCustomers } from './customers.js';
import { EmbeddedDashboard } from './dashboard.js';
import { EmbeddedInbox } from './inbox.js';
import { EmbeddedAdminOrders } from './orders.js';
import { EmbeddedCatalogueAdmin } from './catalogue.js';
import { EmbeddedContentAdmin } from './content.js';
import { EmbeddedCouponsAdmin } from './coupons.js';
import { EmbeddedLicences } from './licences.js';
import { EmbeddedMedia } from './media.js';
import { EmbeddedPrivacy } from './privacy.js';
import { EmbeddedSettings } from './settings.js';
import { EmbeddedStaff } from './staff.js';

export class EmbeddedAdmin implements AdminPorts {
  readonly staff: EmbeddedStaff;
  readonly audit: EmbeddedAudit;
  readonly settings: EmbeddedSettings;
  readonly orders: EmbeddedAdminOrders;
  readonly customers: EmbeddedAdminCustomers;
  readonly inbox: EmbeddedInbox;
  readonly dashboard: EmbeddedDashboard;
  readonly catalogue: EmbeddedCatalogueAdmin;
  readonly coupons: EmbeddedCouponsAdmin;
  readonly content: EmbeddedContentAdmin;
  readonly media: EmbeddedMedia;
  readonly privacy: EmbeddedPrivacy;
  readonly licences: EmbeddedLicences;
  readonly buyerGroups: EmbeddedBuyerGroups;

  constructor(conn: EmbeddedConnection) {
    this.staff = new EmbeddedStaff(conn);
    this.audit = new EmbeddedAudit(conn);
    this.settings = new EmbeddedSettings(conn);
    this.orders = new EmbeddedAdminOrders(conn);
    this.customers = new EmbeddedAdminCustomers(conn);
    this.inbox = new EmbeddedInbox(conn);
    this.dashboard = new EmbeddedDashboard(conn);
    this.catalogue = new EmbeddedCatalogueAdmin(conn);
    this.coupons = new EmbeddedCouponsAdmin(conn);
    this.content = new EmbeddedContentAdmin(conn);
    this.media = new EmbeddedMedia(conn);
    this.privacy = new EmbeddedPrivacy(conn);
    this.licences = new EmbeddedLicences(conn);
    this.buyerGroups = new EmbeddedBuyerGroups(conn);
  }
}
