/**
 * The operator console's orders port on the embedded store: every order (not one buyer's), filtered,
 * searched and sorted in SQL, with the account that placed it; status changes in one transaction with
 * their history row (table order_status_changes).
 */
import { and, asc, count, desc, eq, gte, lt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { creditNoteAmount, type Paged } from '@shop/domain';
import type {
  AdminOrderQuery,
  AdminOrderRecord,
  AdminOrderSorting,
  AdminOrdersPort,
  OrderStatusChange,
  OrderStatusChangeRecord,
} from '../../admin-port.js';
import { type EmbeddedConnection, numericIds, type OrderRow } from '../connection.js';
import type { Db } from '../db.js';
import { issueDocument, orderRecordsOf } from '../order-store.js';
import * as t from '../schema.js';
import { ilikeAny, likePattern, offsetOf } from './search.js';

const MAX_INT = 2_147_483_647;

interface JoinedRow {
  order: OrderRow;
  accountId: number | null;
  accountName: string | null;
  accountEmail: string | null;
  accountCompany: string | null;
  accountCompanyName: string | null;
}

const joinedColumns = {
  order: t.orders,
  accountId: t.customers.id,
  accountName: t.customers.name,
  accountEmail: t.customers.email,
  accountCompany: t.customers.company,
  accountCompanyName: t.customers.companyName,
};

function idOf(id: string): number | null {
  const [n] = numericIds([id.trim()]);
  return n ?? null;
}

/** the filter as one condition (it may name customers' columns: always query with the join) */
function whereOf(query: AdminOrderQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(t.orders.status, query.status));
  if (query.from) conditions.push(gte(t.orders.createdAt, query.from));
  if (query.before) conditions.push(lt(t.orders.createdAt, query.before));
  if (query.customerId != null) {
    const id = idOf(query.customerId);
    conditions.push(id === null ? sql`false` : eq(t.orders.customerId, id));
  }
  const search = query.search?.trim();
  if (search) {
    const text = ilikeAny(
      [
        sql`${t.orders.billingFirstName} || ' ' || ${t.orders.billingLastName}`,
        sql`${t.orders.shippingFirstName} || ' ' || ${t.orders.shippingLastName}`,
        sql`${t.orders.buyerEmail}`,
        sql`${t.customers.name}`,
        sql`${t.customers.email}`,
        sql`${t.customers.companyName}`,
        sql`${t.customers.company}`,
      ],
      likePattern(search),
    );
    const number = /^#?(\d{1,10})$/.exec(search);
    conditions.push(number && Number(number[1]) <= MAX_INT ? or(eq(t.orders.number, Number(number[1])), text)! : text);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

function orderByOf(sorting: AdminOrderSorting): SQL[] {
  const dir = (column: SQLWrapper) => (sorting.direction === 'ASC' ? asc(column) : desc(column));
  switch (sorting.key) {
    case 'NUMBER':
      return [dir(t.orders.number)];
    case 'TOTAL':
      return [dir(t.orders.totalCents), desc(t.orders.id)];
    case 'STATUS':
      return [dir(t.orders.status), desc(t.orders.createdAt), desc(t.orders.id)];
    case 'CREATED_AT':
    default:
      return [dir(t.orders.createdAt), dir(t.orders.id)];
  }
}

async function recordsOf(db: Db, rows: JoinedRow[]): Promise<AdminOrderRecord[]> {
  const records = await orderRecordsOf(
    db,
    rows.map((row) => row.order),
  );
  return records.map((record, i) => {
    const row = rows[i]!;
    return {
      ...record,
      account:
        row.accountId === null
          ? null
          : {
              id: String(row.accountId),
              name: row.accountName ?? '',
              email: row.accountEmail ?? '',
              company: row.accountCompany,
              companyName: row.accountCompanyName,
            },
    };
  });
}

export class EmbeddedAdminOrders implements AdminOrdersPort {
  constructor(private readonly conn: EmbeddedConnection) {}

  async list(
    query: AdminOrderQuery,
    sorting: AdminOrderSorting,
    page: number,
    pageSize: number,
  ): Promise<Paged<AdminOrderRecord>> {
    const where = whereOf(query);
    return this.conn.run(async (db) => {
      const [total] = await db
        .select({ n: count() })
        .from(t.orders)
        .leftJoin(t.customers, eq(t.customers.id, t.orders.customerId))
        .where(where);
      const rows = await db
        .select(joinedColumns)
        .from(t.orders)
        .leftJoin(t.customers, eq(t.customers.id, t.orders.customerId))
        .where(where)
        .orderBy(...orderByOf(sorting))
        .limit(pageSize)
        .offset(offsetOf(page, pageSize));
      return { totalCount: total?.n ?? 0, items: await recordsOf(db, rows) };
    });
  }

  async *batches(query: AdminOrderQuery, batchSize: number): AsyncIterable<AdminOrderRecord[]> {
    const where = whereOf(query);
    const size = Math.max(1, Math.floor(batchSize));
    let lastId: number | null = null;
    for (;;) {
      const after: number | null = lastId;
      // one statement per batch: other requests (and PGlite's single connection) go on in between
      const batch: AdminOrderRecord[] = await this.conn.run(async (db) => {
        const rows = await db
          .select(joinedColumns)
          .from(t.orders)
          .leftJoin(t.customers, eq(t.customers.id, t.orders.customerId))
          .where(and(where, after === null ? undefined : lt(t.orders.id, after)))
          .orderBy(desc(t.orders.id))
          .limit(size);
        return recordsOf(db, rows);
      });
      if (batch.length === 0) return;
      yield batch;
      if (batch.length < size) return;
      lastId = Number(batch[batch.length - 1]!.id);
    }
  }

  async get(reference: string): Promise<AdminOrderRecord | null> {
    const ref = idOf(reference.trim().replace(/^#/, ''));
    if (ref === null) return null;
    return this.conn.run(async (db) => {
      const rows = await db
        .select(joinedColumns)
        .from(t.orders)
        .leftJoin(t.customers, eq(t.customers.id, t.orders.customerId))
        .where(or(eq(t.orders.number, ref), eq(t.orders.id, ref)))
        .orderBy(desc(sql`${t.orders.number} = ${ref}`))
        .limit(1);
      const [record] = await recordsOf(db, rows);
      return record ?? null;
    });
  }

  async history(orderId: string): Promise<OrderStatusChangeRecord[]> {
    const id = idOf(orderId);
    if (id === null) return [];
    const rows = await this.conn.run((db) =>
      db
        .select()
        .from(t.orderStatusChanges)
        .where(eq(t.orderStatusChanges.orderId, id))
        .orderBy(asc(t.orderStatusChanges.at), asc(t.orderStatusChanges.id)),
    );
    return rows.map((row) => ({
      at: row.at.toISOString(),
      from: row.fromStatus,
      to: row.toStatus,
      note: row.note,
      actor: row.actor,
    }));
  }

  async changeStatus(
    orderId: string,
    change: OrderStatusChange,
  ): Promise<{ kind: 'ok'; order: AdminOrderRecord } | { kind: 'not_found' } | { kind: 'conflict'; current: string }> {
    const id = idOf(orderId);
    if (id === null) return { kind: 'not_found' };
    return this.conn.run((db) =>
      db.transaction(async (tx) => {
        // compare-and-set: of two operators moving one order at once, the second learns it moved
        const [updated] = await tx
          .update(t.orders)
          .set({ status: change.to })
          .where(and(eq(t.orders.id, id), eq(t.orders.status, change.from)))
          .returning({ id: t.orders.id });
        if (!updated) {
          const [current] = await tx.select({ status: t.orders.status }).from(t.orders).where(eq(t.orders.id, id));
          return current ? { kind: 'conflict' as const, current: current.status } : { kind: 'not_found' as const };
        }
        await tx.insert(t.orderStatusChanges).values({
          orderId: id,
          at: change.at,
          fromStatus: change.from,
          toStatus: change.to,
          note: change.note,
          actor: change.actor,
        });
        // an invoiced order that is cancelled or refunded gets a credit note, in the same transaction
        // (so it draws the year's next number only when the change commits), once
        const documents = await tx
          .select({
            kind: t.invoices.kind,
            totalCents: t.invoices.totalCents,
            seller: t.invoices.seller,
            dueDays: t.invoices.dueDays,
          })
          .from(t.invoices)
          .where(eq(t.invoices.orderId, id));
        const invoice = documents.find((d) => d.kind === 'invoice');
        if (change.to === 'cancelled' || change.to === 'refunded') {
          if (invoice && !documents.some((d) => d.kind === 'credit_note')) {
            const issue = invoice.seller ? { seller: invoice.seller, dueDays: invoice.dueDays ?? 0 } : null;
            await issueDocument(tx, id, 'credit_note', change.at, creditNoteAmount(invoice.totalCents), issue);
          }
        } else if (change.issueInvoice && !invoice) {
          // invoice timing "when staff confirm it": issued with the confirming change, in its transaction
          const [order] = await tx
            .select({ totalCents: t.orders.totalCents })
            .from(t.orders)
            .where(eq(t.orders.id, id));
          await issueDocument(tx, id, 'invoice', change.at, order!.totalCents, change.issueInvoice);
        }
        const rows = await tx
          .select(joinedColumns)
          .from(t.orders)
          .leftJoin(t.customers, eq(t.customers.id, t.orders.customerId))
          .where(eq(t.orders.id, id));
        const [order] = await recordsOf(tx as unknown as Db, rows);
        return { kind: 'ok' as const, order: order! };
      }),
    );
  }
}
