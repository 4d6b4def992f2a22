/**
 * Buyers' trade licences on the embedded store (issue 17): one document per account, bytes in the
 * database (like console media) so every replica serves them.
 */
import { asc, count, eq } from 'drizzle-orm';
import type { Paged } from '@shop/domain';
import type { LicenceListItem, LicencePort, LicenceRecord } from '../../admin-port.js';
import { type EmbeddedConnection, numericIds } from '../connection.js';
import * as t from '../schema.js';
import { offsetOf } from './search.js';

const described = {
  customerId: t.customerLicences.customerId,
  fileName: t.customerLicences.fileName,
  contentType: t.customerLicences.contentType,
  size: t.customerLicences.size,
  expiresOn: t.customerLicences.expiresOn,
  uploadedAt: t.customerLicences.uploadedAt,
};

type DescribedRow = { customerId: number; uploadedAt: Date } & Omit<LicenceRecord, 'customerId' | 'uploadedAt'>;

const toRecord = (row: DescribedRow): LicenceRecord => ({
  ...row,
  customerId: String(row.customerId),
  uploadedAt: row.uploadedAt.toISOString(),
});

export class EmbeddedLicences implements LicencePort {
  constructor(private readonly conn: EmbeddedConnection) {}

  async save(
    licence: Omit<LicenceRecord, 'uploadedAt'> & { bytes: Buffer; sha256: string; now: Date },
  ): Promise<LicenceRecord> {
    const [id] = numericIds([licence.customerId]);
    if (id === undefined) throw new Error('invalid customer id');
    const values = {
      customerId: id,
      fileName: licence.fileName,
      contentType: licence.contentType,
      bytes: licence.bytes,
      size: licence.size,
      sha256: licence.sha256,
      expiresOn: licence.expiresOn,
      uploadedAt: licence.now,
    };
    const [row] = await this.conn.run((db) =>
      db
        .insert(t.customerLicences)
        .values(values)
        .onConflictDoUpdate({ target: t.customerLicences.customerId, set: values })
        .returning(described),
    );
    return toRecord(row!);
  }

  async describe(customerId: string): Promise<LicenceRecord | null> {
    const [id] = numericIds([customerId]);
    if (id === undefined) return null;
    const [row] = await this.conn.run((db) =>
      db.select(described).from(t.customerLicences).where(eq(t.customerLicences.customerId, id)),
    );
    return row ? toRecord(row) : null;
  }

  async file(customerId: string) {
    const [id] = numericIds([customerId]);
    if (id === undefined) return null;
    const [row] = await this.conn.run((db) =>
      db
        .select({
          bytes: t.customerLicences.bytes,
          sha256: t.customerLicences.sha256,
          contentType: t.customerLicences.contentType,
          fileName: t.customerLicences.fileName,
        })
        .from(t.customerLicences)
        .where(eq(t.customerLicences.customerId, id)),
    );
    return row ?? null;
  }

  list(page: number, pageSize: number): Promise<Paged<LicenceListItem>> {
    return this.conn.run(async (db) => {
      const [rows, [total]] = await Promise.all([
        db
          .select({
            ...described,
            customerName: t.customers.name,
            customerEmail: t.customers.email,
            companyName: t.customers.companyName,
            customerStatus: t.customers.status,
          })
          .from(t.customerLicences)
          .innerJoin(t.customers, eq(t.customers.id, t.customerLicences.customerId))
          .orderBy(asc(t.customerLicences.expiresOn), asc(t.customerLicences.customerId))
          .limit(pageSize)
          .offset(offsetOf(page, pageSize)),
        db.select({ n: count() }).from(t.customerLicences),
      ]);
      return { items: rows.map((row) => ({ ...row, ...toRecord(row) })), totalCount: total?.n ?? 0 };
    });
  }
}
