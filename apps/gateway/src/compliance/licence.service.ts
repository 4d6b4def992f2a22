import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  checkLicenceExpiry,
  formatShopDate,
  isLicenceExpired,
  LICENCE_MESSAGES,
  licenceExpiresSoon,
  licenceFileName,
  MAX_LICENCE_BYTES,
  sniffLicenceType,
} from '@shop/domain';
import { AuditService } from '../admin/audit/audit.service.js';
import { ADMIN_CLOCK, type Clock } from '../admin/clock.js';
import { ADMIN_PORTS, type AdminPorts, type LicenceListItem, type LicenceRecord } from '../backends/admin-port.js';

/** where a buyer downloads its own licence (session only) */
export const OWN_LICENCE_PATH = '/account/licence';
/** where staff download a buyer's licence: /admin/licences/<customer id> */
export const ADMIN_LICENCE_PATH = '/admin/licences';

/** an upload the shop refuses: the HTTP status and the message the buyer reads */
export class LicenceRejected extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

export interface LicenceView {
  fileName: string;
  contentType: string;
  size: number;
  expiresOn: string;
  uploadedAt: string;
  expired: boolean;
}

/**
 * Trade licences (issue 17) on the embedded store: a buyer uploads one document (PDF/JPEG/PNG sniffed
 * from the bytes, at most 10 MB) with its expiry date, replacing the previous one; only that buyer and
 * staff can download it. A WordPress shop has no licence storage here (null everywhere).
 */
@Injectable()
export class LicenceService {
  constructor(
    @Inject(ADMIN_PORTS) private readonly ports: AdminPorts | null,
    @Inject(ADMIN_CLOCK) private readonly clock: Clock,
    private readonly audit: AuditService,
  ) {}

  get available(): boolean {
    return this.ports !== null;
  }

  private today(): string {
    return formatShopDate(this.clock.now());
  }

  async upload(
    buyer: { id: string; email: string },
    file: { bytes: Buffer | undefined; name: unknown },
    expiresOnInput: unknown,
  ): Promise<LicenceView> {
    if (!this.ports) throw new LicenceRejected(400, 'Licences are handled by the shop in WordPress');
    const bytes = file.bytes;
    if (!bytes || bytes.length === 0) throw new LicenceRejected(400, LICENCE_MESSAGES.missingFile);
    if (bytes.length > MAX_LICENCE_BYTES) throw new LicenceRejected(413, LICENCE_MESSAGES.tooLarge);
    const type = sniffLicenceType(bytes);
    if (!type) throw new LicenceRejected(415, LICENCE_MESSAGES.wrongType);
    const expiry = checkLicenceExpiry(expiresOnInput, this.today());
    if (!expiry.ok) throw new LicenceRejected(400, expiry.message);
    const before = await this.ports.licences.describe(buyer.id);
    const saved = await this.ports.licences.save({
      customerId: buyer.id,
      fileName: licenceFileName(file.name, type),
      contentType: type,
      size: bytes.length,
      expiresOn: expiry.expiresOn,
      bytes,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      now: this.clock.now(),
    });
    await this.audit.recordBuyer(buyer, {
      action: 'buyer.licence',
      subject: `customer ${buyer.id}`,
      before: before ? { fileName: before.fileName, expiresOn: before.expiresOn } : null,
      after: { fileName: saved.fileName, contentType: saved.contentType, size: saved.size, expiresOn: saved.expiresOn },
    });
    return this.view(saved);
  }

  async describe(customerId: string): Promise<LicenceView | null> {
    if (!this.ports) return null;
    const record = await this.ports.licences.describe(customerId);
    return record ? this.view(record) : null;
  }

  file(customerId: string) {
    return this.ports ? this.ports.licences.file(customerId) : Promise.resolve(null);
  }

  async list(page: number, pageSize: number) {
    if (!this.ports) return { items: [], totalCount: 0, page, pageSize };
    const result = await this.ports.licences.list(page, pageSize);
    const today = this.today();
    return {
      items: result.items.map((item: LicenceListItem) => ({
        ...this.view(item),
        customerId: item.customerId,
        customerName: item.customerName,
        customerEmail: item.customerEmail,
        companyName: item.companyName,
        customerStatus: item.customerStatus,
        expiresSoon: licenceExpiresSoon(item.expiresOn, today),
        url: `${ADMIN_LICENCE_PATH}/${item.customerId}`,
      })),
      totalCount: result.totalCount,
      page,
      pageSize,
    };
  }

  /** the admin shape of one buyer's licence */
  async forAdmin(customerId: string) {
    const view = await this.describe(customerId);
    if (!view) return null;
    return {
      ...view,
      expiresSoon: licenceExpiresSoon(view.expiresOn, this.today()),
      url: `${ADMIN_LICENCE_PATH}/${customerId}`,
    };
  }

  private view(record: LicenceRecord): LicenceView {
    return {
      fileName: record.fileName,
      contentType: record.contentType,
      size: record.size,
      expiresOn: record.expiresOn,
      uploadedAt: record.uploadedAt,
      expired: isLicenceExpired(record.expiresOn, this.today()),
    };
  }
}
