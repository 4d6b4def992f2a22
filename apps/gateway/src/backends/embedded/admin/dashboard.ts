/**
 * The operator console's dashboard on the embedded store: a handful of counts and sums, each one
 * small SQL statement (the periods come from the gateway, in the shop's time zone).
 */
import { and, count, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { decodeEntities, OPEN_ORDER_STATUSES, UNPAID_ORDER_STATUSES } from '@shop/domain';
import type { DashboardFigures, DashboardPort, DashboardQuery } from '../../admin-port.js';
import type { EmbeddedConnection } from '../connection.js';
import type { Db } from '../db.js';
import * as t from '../schema.js';

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const unpaid = sql.join(
  UNPAID_ORDER_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

export class EmbeddedDashboard implements DashboardPort {
  constructor(private readonly conn: EmbeddedConnection) {}

  figures(query: DashboardQuery): Promise<DashboardFigures> {
    const inDay = sql`${t.orders.createdAt} >= ${ts(query.dayStart)} AND ${t.orders.createdAt} < ${ts(query.dayEnd)}`;
    const paid = sql`${t.orders.status} NOT IN (${unpaid})`;
    return this.conn.run(async (db) => {
      const [month] = await db
        .select({
          ordersToday: sql<number>`count(*) FILTER (WHERE ${inDay})`.mapWith(Number),
          revenueToday:
            sql<number>`coalesce(sum(${t.orders.totalCents}) FILTER (WHERE ${inDay} AND ${paid}), 0)`.mapWith(Number),
          ordersThisMonth: sql<number>`count(*)`.mapWith(Number),
          revenueThisMonth: sql<number>`coalesce(sum(${t.orders.totalCents}) FILTER (WHERE ${paid}), 0)`.mapWith(
            Number,
          ),
        })
        .from(t.orders)
        .where(and(gte(t.orders.createdAt, query.monthStart), lt(t.orders.createdAt, query.monthEnd)));
      const [open] = await db
        .select({ n: count() })
        .from(t.orders)
        .where(inArray(t.orders.status, [...OPEN_ORDER_STATUSES]));
      const [pending] = await db.select({ n: count() }).from(t.customers).where(eq(t.customers.status, 'PENDING'));
      const [unread] = await db.select({ n: count() }).from(t.contactMessages).where(isNull(t.contactMessages.readAt));
      const lowStock = await lowStockOf(db, query);
      return {
        ordersToday: month?.ordersToday ?? 0,
        revenueTodayCents: month?.revenueToday ?? 0,
        ordersThisMonth: month?.ordersThisMonth ?? 0,
        revenueThisMonthCents: month?.revenueThisMonth ?? 0,
        ordersAwaitingProcessing: open?.n ?? 0,
        customersAwaitingApproval: pending?.n ?? 0,
        unreadMessages: unread?.n ?? 0,
        lowStock,
      };
    });
  }
}

/**
 * A product's stock as the shop shows it (packages/domain withVariationRules): a variable product is
 * in stock when it and one of its variations are, and its quantity is the sum of its variations'
 * tracked quantities (its own when none is tracked). Low: out of stock, or tracked at or below the
 * threshold.
 */
async function lowStockOf(db: Db, query: DashboardQuery): Promise<DashboardFigures['lowStock']> {
  const threshold = Math.max(0, Math.floor(query.lowStockThreshold));
  const limit = Math.max(1, Math.floor(query.lowStockLimit));
  const result = await db.execute(sql`
      WITH v AS (
        SELECT product_id, bool_or(in_stock) AS any_in_stock, count(stock_quantity) AS tracked,
               sum(stock_quantity) AS quantity
        FROM ${t.variations} GROUP BY product_id
      ), p AS (
        SELECT pr.id, pr.name, pr.slug, pr.visible, pr.position,
               CASE WHEN pr.type = 'variable' THEN pr.in_stock AND coalesce(v.any_in_stock, false)
                    ELSE pr.in_stock END AS in_stock,
               CASE WHEN pr.type = 'variable' AND coalesce(v.tracked, 0) > 0 THEN v.quantity::integer
                    ELSE pr.stock_quantity END AS stock_quantity
        FROM ${t.products} pr LEFT JOIN v ON v.product_id = pr.id
      )
      SELECT id, name, slug, visible, in_stock, stock_quantity FROM p
      WHERE NOT in_stock OR stock_quantity <= ${threshold}
      ORDER BY visible DESC, in_stock ASC, stock_quantity ASC NULLS FIRST, position ASC, id ASC
      LIMIT ${limit}`);
  const rows = (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as {
    id: number;
    name: string;
    slug: string;
    visible: boolean;
    in_stock: boolean;
    stock_quantity: number | null;
  }[];
  return rows.map((row) => ({
    productId: String(row.id),
    name: decodeEntities(row.name),
    slug: row.slug,
    visible: row.visible,
    inStock: row.in_stock,
    stockQuantity: row.stock_quantity === null ? null : Number(row.stock_quantity),
  }));
}
