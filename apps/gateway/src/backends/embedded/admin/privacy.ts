/**
 * GDPR on the embedded store (issue 17): a buyer's data as one export, and erasure that anonymises the
 * account and the personal data on its orders while keeping the orders (the legal retention period is
 * stated on the privacy page).
 */
import { desc, eq } from 'drizzle-orm';
import type { CustomerDataExport, CustomerPrivacyPort } from '../../admin-port.js';
import { type EmbeddedConnection, numericIds, toCustomer } from '../connection.js';
import { orderRecordsOf } from '../order-store.js';
import { dummyPasswordHash, verifyPassword } from '../passwords.js';
import * as t from '../schema.js';

/** what an anonymised account and its orders show instead of personal data */
export const ANONYMISED = {
  name: 'Deleted account',
  email: (id: number) => `deleted-${id}@anonymised.invalid`,
  /** not a scrypt hash: verifyPassword never matches it */
  passwordHash: '!anonymised',
} as const;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export class EmbeddedPrivacy implements CustomerPrivacyPort {
  constructor(private readonly conn: EmbeddedConnection) {}

  exportData(customerId: string): Promise<CustomerDataExport | null> {
    const [id] = numericIds([customerId]);
    if (id === undefined) return Promise.resolve(null);
    return this.conn.run(async (db) => {
      const [row] = await db.select().from(t.customers).where(eq(t.customers.id, id)).limit(1);
      if (!row || row.anonymisedAt) return null;
      const orderRows = await db
        .select()
        .from(t.orders)
        .where(eq(t.orders.customerId, id))
        .orderBy(desc(t.orders.createdAt), desc(t.orders.id));
      const [licence] = await db
        .select({
          fileName: t.customerLicences.fileName,
          contentType: t.customerLicences.contentType,
          size: t.customerLicences.size,
          expiresOn: t.customerLicences.expiresOn,
          uploadedAt: t.customerLicences.uploadedAt,
        })
        .from(t.customerLicences)
        .where(eq(t.customerLicences.customerId, id));
      const keys = await db.select().from(t.apiKeys).where(eq(t.apiKeys.customerId, id));
      const hooks = await db.select().from(t.webhooks).where(eq(t.webhooks.customerId, id));
      return {
        profile: {
          ...toCustomer(row),
          groupCode: row.groupCode,
          statusChangedAt: iso(row.statusChangedAt),
        },
        consents: { termsAcceptedAt: iso(row.termsAcceptedAt), ageConfirmedAt: iso(row.ageConfirmedAt) },
        addresses: { saved: row.address },
        orders: await orderRecordsOf(db, orderRows),
        licence: licence ? { ...licence, uploadedAt: licence.uploadedAt.toISOString() } : null,
        apiKeys: keys.map((key) => ({
          name: key.name,
          prefix: key.prefix,
          scopes: key.scopes,
          createdAt: key.createdAt.toISOString(),
          revokedAt: iso(key.revokedAt),
        })),
        webhooks: hooks.map((hook) => ({
          url: hook.url,
          events: hook.events,
          createdAt: hook.createdAt.toISOString(),
        })),
      };
    });
  }

  async checkPassword(customerId: string, password: string): Promise<boolean> {
    const [id] = numericIds([customerId]);
    if (id === undefined) return false;
    const [row] = await this.conn.run((db) =>
      db.select({ hash: t.customers.passwordHash }).from(t.customers).where(eq(t.customers.id, id)),
    );
    return verifyPassword(password, row?.hash ?? (await dummyPasswordHash()));
  }

  erase(customerId: string, now: Date): Promise<{ kind: 'ok'; email: string } | { kind: 'not_found' }> {
    const [id] = numericIds([customerId]);
    if (id === undefined) return Promise.resolve({ kind: 'not_found' });
    return this.conn.run((db) =>
      db.transaction(async (tx) => {
        const [row] = await tx.select().from(t.customers).where(eq(t.customers.id, id)).for('update');
        if (!row || row.anonymisedAt) return { kind: 'not_found' as const };
        await tx
          .update(t.customers)
          .set({
            name: ANONYMISED.name,
            email: ANONYMISED.email(id),
            phone: null,
            company: null,
            companyName: null,
            companyRegNumber: null,
            companyVatNumber: null,
            address: null,
            passwordHash: ANONYMISED.passwordHash,
            statusReason: null,
            anonymisedAt: now,
          })
          .where(eq(t.customers.id, id));
        // the orders stay (bookkeeping), without who placed them and where they went; the country
        // stays for the VAT records
        await tx
          .update(t.orders)
          .set({
            buyerEmail: '',
            buyerPhone: null,
            billingFirstName: '',
            billingLastName: ANONYMISED.name,
            billingStreet: '',
            billingCity: '',
            billingPostcode: '',
            shippingFirstName: '',
            shippingLastName: ANONYMISED.name,
            shippingStreet: '',
            shippingCity: '',
            shippingPostcode: '',
            comment: null,
          })
          .where(eq(t.orders.customerId, id));
        await tx.update(t.sessions).set({ revokedAt: now }).where(eq(t.sessions.customerId, id));
        await tx.delete(t.passwordResets).where(eq(t.passwordResets.customerId, id));
        await tx.delete(t.apiKeys).where(eq(t.apiKeys.customerId, id));
        await tx.delete(t.webhooks).where(eq(t.webhooks.customerId, id));
        await tx.delete(t.customerLicences).where(eq(t.customerLicences.customerId, id));
        return { kind: 'ok' as const, email: row.email };
      }),
    );
  }
}
