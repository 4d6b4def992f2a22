/**
 * The operator console's buyers port on the embedded store: accounts with their order count and
 * total spent (orders neither cancelled nor refunded), and status changes (approve, reject, block,
 * unblock) that, when blocking, revoke the account's sessions in the same transaction.
 */
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { UNPAID_ORDER_STATUSES, type CustomerStatus, type Paged } from '@shop/domain';
import type {
  AdminCustomerQuery,
  AdminCustomerRecord,
  AdminCustomersPort,
  CustomerStatusChange,
} from '../../admin-port.js';
import { type CustomerRow, type EmbeddedConnection, numericIds, toCustomer } from '../connection.js';
import type { Db } from '../db.js';
import * as t from '../schema.js';
import { ilikeAny, likePattern, offsetOf } from './search.js';

const unpaid = sql.join(
  UNPAID_ORDER_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/**
 * The outer row's id, qualified: drizzle leaves columns unqualified in a one-table select, and inside
 * the subquery a bare "id" would be the order's.
 */
const outerCustomerId = sql`${sql.identifier('customers')}.${sql.identifier('id')}`;

/** correlated per row: the page has at most a few dozen rows, each read through orders_customer_idx */
const columns = {
  customer: t.customers,
  orderCount: sql<number>`(SELECT count(*) FROM ${t.orders} o WHERE o.customer_id = ${outerCustomerId})`.mapWith(
    Number,
  ),
  totalSpentCents: sql<number>`(SELECT coalesce(sum(o.total_cents), 0) FROM ${t.orders} o
    WHERE o.customer_id = ${outerCustomerId} AND o.status NOT IN (${unpaid}))`.mapWith(Number),
};

interface Row {
  customer: CustomerRow;
  orderCount: number;
  totalSpentCents: number;
}

function toRecord(row: Row): AdminCustomerRecord {
  return {
    ...toCustomer(row.customer),
    status: row.customer.status,
    statusReason: row.customer.statusReason,
    groupCode: row.customer.groupCode,
    statusChangedAt: row.customer.statusChangedAt ? row.customer.statusChangedAt.toISOString() : null,
    orderCount: row.orderCount,
    totalSpentCents: row.totalSpentCents,
  };
}

function idOf(id: string): number | null {
  const [n] = numericIds([id.trim()]);
  return n ?? null;
}

function whereOf(query: AdminCustomerQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(t.customers.status, query.status));
  const search = query.search?.trim();
  if (search) {
    conditions.push(
      ilikeAny(
        [
          sql`${t.customers.name}`,
          sql`${t.customers.email}`,
          sql`${t.customers.company}`,
          sql`${t.customers.companyName}`,
          sql`${t.customers.companyRegNumber}`,
          sql`${t.customers.companyVatNumber}`,
        ],
        likePattern(search),
      ),
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** a group id as stored (null: the default group) */
function groupIdOf(groupId: string | null): number | null {
  return groupId == null ? null : (numericIds([groupId])[0] ?? null);
}

export class EmbeddedAdminCustomers implements AdminCustomersPort {
  constructor(private readonly conn: EmbeddedConnection) {}

  async setGroup(
    id: string,
    groupId: string | null,
  ): Promise<{ kind: 'ok'; customer: AdminCustomerRecord } | { kind: 'not_found' }> {
    const n = idOf(id);
    if (n === null) return { kind: 'not_found' };
    return this.conn.run(async (db) => {
      const [updated] = await db
        .update(t.customers)
        .set({ groupId: groupIdOf(groupId) })
        .where(eq(t.customers.id, n))
        .returning({ id: t.customers.id });
      if (!updated) return { kind: 'not_found' as const };
      return { kind: 'ok' as const, customer: (await this.read(db, n))! };
    });
  }

  async list(query: AdminCustomerQuery, page: number, pageSize: number): Promise<Paged<AdminCustomerRecord>> {
    const where = whereOf(query);
    return this.conn.run(async (db) => {
      const [total] = await db.select({ n: count() }).from(t.customers).where(where);
      const rows = await db
        .select(columns)
        .from(t.customers)
        .where(where)
        .orderBy(desc(t.customers.createdAt), desc(t.customers.id))
        .limit(pageSize)
        .offset(offsetOf(page, pageSize));
      return { totalCount: total?.n ?? 0, items: rows.map(toRecord) };
    });
  }

  async get(id: string): Promise<AdminCustomerRecord | null> {
    const n = idOf(id);
    if (n === null) return null;
    return this.conn.run((db) => this.read(db, n));
  }

  private async read(db: Db, id: number): Promise<AdminCustomerRecord | null> {
    const [row] = await db.select(columns).from(t.customers).where(eq(t.customers.id, id)).limit(1);
    return row ? toRecord(row) : null;
  }

  async changeStatus(
    id: string,
    change: CustomerStatusChange,
  ): Promise<
    | { kind: 'ok'; customer: AdminCustomerRecord }
    | { kind: 'not_found' }
    | { kind: 'conflict'; current: CustomerStatus }
  > {
    const n = idOf(id);
    if (n === null) return { kind: 'not_found' };
    return this.conn.run((db) =>
      db.transaction(async (tx) => {
        // compare-and-set: the rule was checked against `from`; a change made meanwhile wins
        const [updated] = await tx
          .update(t.customers)
          .set({
            status: change.to,
            statusReason: change.reason,
            ...(change.groupCode !== undefined ? { groupCode: change.groupCode } : {}),
            ...(change.groupId !== undefined ? { groupId: groupIdOf(change.groupId) } : {}),
            statusChangedAt: change.at,
          })
          .where(and(eq(t.customers.id, n), eq(t.customers.status, change.from)))
          .returning({ id: t.customers.id });
        if (!updated) {
          const [current] = await tx
            .select({ status: t.customers.status })
            .from(t.customers)
            .where(eq(t.customers.id, n));
          return current ? { kind: 'conflict' as const, current: current.status } : { kind: 'not_found' as const };
        }
        if (change.endSessions) {
          await tx
            .update(t.sessions)
            .set({ revokedAt: change.at })
            .where(and(eq(t.sessions.customerId, n), isNull(t.sessions.revokedAt)));
        }
        const customer = await this.read(tx as unknown as Db, n);
        return { kind: 'ok' as const, customer: customer! };
      }),
    );
  }
}
