/**
 * The order port of the embedded store: orders and their lines in typed columns.
 */
import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { formatInvoiceNumber, invoiceYear, type InvoiceIssue, type OrderRecord, type Paged } from '@shop/domain';
import type { AuthSession, OrderByKey, OrderDraft, OrderStore } from '../port.js';
import { type EmbeddedConnection, NUMERIC_ID, numericIds, type OrderRow, sessionCustomerId } from './connection.js';
import type { Db } from './db.js';
import * as t from './schema.js';

export class EmbeddedOrders implements OrderStore {
  constructor(private readonly conn: EmbeddedConnection) {}

  /**
   * Called under the key's lock (the gateway's idempotency service), so only the order that is
   * created draws a number from the order-number identity; the UNIQUE key still guards the insert.
   */
  async insertOrder(
    draft: OrderDraft,
    idempotencyKey: string,
    payloadHash: string,
  ): Promise<{ kind: 'created'; order: OrderRecord } | { kind: 'key_taken' }> {
    const customerId =
      draft.buyer.customerId && NUMERIC_ID.test(draft.buyer.customerId) ? Number(draft.buyer.customerId) : null;
    return this.conn.run(async (db) => {
      const created = await db.transaction(async (tx) => {
        const [order] = await tx
          .insert(t.orders)
          .values({
            idempotencyKey,
            payloadHash,
            customerId,
            // an order waiting for its invoice until staff confirm it is pending until then
            status: draft.invoice === null ? 'pending' : 'processing',
            currencyCode: draft.currencyCode || 'EUR',
            subtotalCents: draft.subtotalCents,
            discountCents: draft.discountCents,
            totalCents: draft.totalCents,
            couponCode: draft.couponCode,
            ...addressColumns(draft),
            comment: draft.comment,
            shippingCents: draft.shippingCents ?? 0,
            taxCents: draft.taxCents ?? 0,
            taxLines: draft.taxLines ?? [],
            reverseCharge: draft.reverseCharge ?? false,
            poNumber: draft.poNumber ?? null,
            paymentMethod: draft.paymentMethod ?? null,
            buyerCompany: draft.buyerCompany ?? null,
            buyerVatNumber: draft.buyerVatNumber ?? null,
          })
          .onConflictDoNothing({ target: t.orders.idempotencyKey })
          .returning();
        if (!order) return null;
        if (draft.lines.length > 0) {
          await tx.insert(t.orderLines).values(
            draft.lines.map((line, position) => ({
              orderId: order.id,
              position,
              productId: line.productId,
              variationId: line.variationId,
              name: line.name,
              quantity: line.quantity,
              unitPriceCents: line.unitPriceCents,
              lineTotalCents: line.lineTotalCents,
              taxRate: line.taxRateBasisPoints ?? null,
            })),
          );
        }
        if (draft.couponCode) {
          const [coupon] = await tx
            .update(t.coupons)
            .set({ usageCount: sql`${t.coupons.usageCount} + 1` })
            .where(eq(sql`lower(${t.coupons.code})`, draft.couponCode.trim().toLowerCase()))
            .returning({ id: t.coupons.id });
          if (coupon) await tx.insert(t.couponUsages).values({ couponId: coupon.id, orderId: order.id, customerId });
        }
        // the invoice is issued with the order, in its transaction: a rolled-back order leaves no gap
        // (unless it is issued when staff confirm the order: admin/orders.ts changeStatus)
        if (draft.invoice !== null) {
          await issueDocument(tx, order.id, 'invoice', order.createdAt, order.totalCents, draft.invoice ?? null);
        }
        return order;
      });
      return created
        ? { kind: 'created' as const, order: await this.toOrder(db, created) }
        : { kind: 'key_taken' as const };
    });
  }

  async findOrderByKey(idempotencyKey: string): Promise<OrderByKey | null> {
    return this.conn.run(async (db) => {
      const [row] = await db.select().from(t.orders).where(eq(t.orders.idempotencyKey, idempotencyKey)).limit(1);
      return row ? { payloadHash: row.payloadHash, order: await this.toOrder(db, row) } : null;
    });
  }

  private async toOrder(db: Db, row: OrderRow): Promise<OrderRecord> {
    const [order] = await this.toOrders(db, [row]);
    return order!;
  }

  private toOrders(db: Db, rows: OrderRow[]): Promise<OrderRecord[]> {
    return orderRecordsOf(db, rows);
  }

  listOrders(session: AuthSession, page: number, pageSize: number): Promise<Paged<OrderRecord>> {
    const id = sessionCustomerId(session);
    const size = Math.max(1, Math.floor(pageSize));
    const offset = (Math.max(1, Math.floor(page)) - 1) * size;
    return this.conn.run(async (db) => {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(t.orders)
          .where(eq(t.orders.customerId, id))
          .orderBy(desc(t.orders.createdAt), desc(t.orders.id))
          .limit(size)
          .offset(offset),
        db.select({ n: count() }).from(t.orders).where(eq(t.orders.customerId, id)),
      ]);
      return { items: await this.toOrders(db, rows), totalCount: total?.n ?? 0 };
    });
  }

  async getOrderByInvoiceNumber(invoiceNumber: string): Promise<OrderRecord | null> {
    return this.conn.run(async (db) => {
      const [row] = await db
        .select({ order: t.orders })
        .from(t.invoices)
        .innerJoin(t.orders, eq(t.orders.id, t.invoices.orderId))
        .where(eq(t.invoices.number, invoiceNumber))
        .limit(1);
      return row ? this.toOrder(db, row.order) : null;
    });
  }

  /** by number (the public reference) first, else by internal id (links made before numbers were the reference) */
  async getOrder(session: AuthSession, reference: string): Promise<OrderRecord | null> {
    const customerId = sessionCustomerId(session);
    const [ref] = numericIds([reference]);
    if (ref === undefined) return null;
    return this.conn.run(async (db) => {
      const [row] = await db
        .select()
        .from(t.orders)
        .where(and(or(eq(t.orders.number, ref), eq(t.orders.id, ref)), eq(t.orders.customerId, customerId)))
        .orderBy(desc(sql`${t.orders.number} = ${ref}`))
        .limit(1);
      return row ? this.toOrder(db, row) : null;
    });
  }
}

/**
 * Draws the next number of the year's gap-free sequence and stores the document (an invoice, or the
 * credit note cancelling it). Call inside the transaction that stores the order (or its cancellation):
 * the sequence row stays locked until it commits, so concurrent orders queue for their numbers and a
 * rollback returns the number.
 */
export async function issueDocument(
  tx: Pick<Db, 'insert'>,
  orderId: number,
  kind: 'invoice' | 'credit_note',
  issuedAt: Date,
  totalCents: number,
  issue: InvoiceIssue | null = null,
): Promise<string> {
  const year = invoiceYear(issuedAt);
  const [sequence] = await tx
    .insert(t.invoiceSequences)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: t.invoiceSequences.year, set: { last: sql`${t.invoiceSequences.last} + 1` } })
    .returning({ last: t.invoiceSequences.last });
  const number = formatInvoiceNumber(year, sequence!.last);
  await tx.insert(t.invoices).values({
    number,
    kind,
    orderId,
    year,
    sequence: sequence!.last,
    issuedAt,
    totalCents,
    seller: issue?.seller ?? null,
    dueDays: issue?.dueDays ?? null,
  });
  return number;
}

/** the draft's buyer and addresses in the orders table's columns */
function addressColumns(draft: OrderDraft) {
  const { billingAddress: bill, shippingAddress: ship } = draft;
  return {
    buyerEmail: draft.buyer.email,
    buyerPhone: draft.buyer.phone,
    billingFirstName: bill.firstName,
    billingLastName: bill.lastName,
    billingStreet: bill.street,
    billingCity: bill.city,
    billingPostcode: bill.postcode,
    billingCountry: bill.country,
    shippingFirstName: ship.firstName,
    shippingLastName: ship.lastName,
    shippingStreet: ship.street,
    shippingCity: ship.city,
    shippingPostcode: ship.postcode,
    shippingCountry: ship.country,
  };
}

/** order rows with their lines as the neutral OrderRecord (also the operator console's orders port) */
export async function orderRecordsOf(db: Db, rows: OrderRow[]): Promise<OrderRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const lines = await db
    .select()
    .from(t.orderLines)
    .where(inArray(t.orderLines.orderId, ids))
    .orderBy(asc(t.orderLines.orderId), asc(t.orderLines.position));
  const documents = await db.select().from(t.invoices).where(inArray(t.invoices.orderId, ids));
  return rows.map((row) => ({
    id: String(row.id),
    number: String(row.number),
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    currencyCode: row.currencyCode,
    customerId: row.customerId === null ? null : String(row.customerId),
    lines: lines
      .filter((l) => l.orderId === row.id)
      .map((l) => ({
        productId: l.productId,
        variationId: l.variationId,
        name: l.name,
        quantity: l.quantity,
        unitPriceCents: l.unitPriceCents,
        lineTotalCents: l.lineTotalCents,
        taxRateBasisPoints: l.taxRate,
      })),
    subtotalCents: row.subtotalCents,
    discountCents: row.discountCents,
    totalCents: row.totalCents,
    couponCode: row.couponCode,
    shippingCents: row.shippingCents,
    taxCents: row.taxCents,
    taxLines: row.taxLines,
    reverseCharge: row.reverseCharge,
    poNumber: row.poNumber,
    paymentMethod: row.paymentMethod,
    buyerCompany: row.buyerCompany,
    buyerVatNumber: row.buyerVatNumber,
    invoice: invoiceOf(documents.filter((d) => d.orderId === row.id)),
    buyer: { email: row.buyerEmail || null, phone: row.buyerPhone },
    billingAddress: {
      firstName: row.billingFirstName,
      lastName: row.billingLastName,
      street: row.billingStreet,
      city: row.billingCity,
      postcode: row.billingPostcode,
      country: row.billingCountry,
    },
    shippingAddress: {
      firstName: row.shippingFirstName,
      lastName: row.shippingLastName,
      street: row.shippingStreet,
      city: row.shippingCity,
      postcode: row.shippingPostcode,
      country: row.shippingCountry,
    },
    comment: row.comment,
  }));
}

function invoiceOf(documents: (typeof t.invoices.$inferSelect)[]): OrderRecord['invoice'] {
  const invoice = documents.find((d) => d.kind === 'invoice');
  if (!invoice) return null;
  const credit = documents.find((d) => d.kind === 'credit_note');
  return {
    number: invoice.number,
    issuedAt: invoice.issuedAt.toISOString(),
    creditNoteNumber: credit?.number ?? null,
    creditNoteIssuedAt: credit?.issuedAt.toISOString() ?? null,
    seller: invoice.seller ?? null,
    dueDays: invoice.dueDays ?? null,
  };
}
