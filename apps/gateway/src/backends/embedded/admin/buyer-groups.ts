/**
 * The operator console's buyer groups on the embedded store (issue 18): groups with their explicit
 * prices and own tiers per product or variation, and how many buyers each has. A save replaces the
 * group's items in one transaction.
 */
import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { decodeEntities } from '@shop/domain';
import type { AdminBuyerGroupRecord, BuyerGroupSave, BuyerGroupsPort } from '../../admin-port.js';
import { type EmbeddedConnection, numericIds } from '../connection.js';
import type { Db } from '../db.js';
import * as t from '../schema.js';

export class EmbeddedBuyerGroups implements BuyerGroupsPort {
  constructor(private readonly conn: EmbeddedConnection) {}

  list(): Promise<AdminBuyerGroupRecord[]> {
    return this.conn.run((db) => this.read(db));
  }

  async get(id: string): Promise<AdminBuyerGroupRecord | null> {
    const [n] = numericIds([id]);
    if (n === undefined) return null;
    return (await this.conn.run((db) => this.read(db, n)))[0] ?? null;
  }

  private async read(db: Db, only?: number): Promise<AdminBuyerGroupRecord[]> {
    const groups = await db
      .select()
      .from(t.buyerGroups)
      .where(only !== undefined ? eq(t.buyerGroups.id, only) : undefined)
      .orderBy(sql`${t.buyerGroups.isDefault} DESC`, asc(sql`lower(${t.buyerGroups.name})`));
    if (groups.length === 0) return [];
    const ids = groups.map((g) => g.id);
    const [items, counts, unassigned] = await Promise.all([
      db
        .select({
          item: t.buyerGroupItems,
          productName: t.products.name,
          productPrice: t.products.priceCents,
          variationAttributes: t.variations.attributes,
          variationPrice: t.variations.priceCents,
        })
        .from(t.buyerGroupItems)
        .innerJoin(t.products, eq(t.products.id, t.buyerGroupItems.productId))
        .leftJoin(t.variations, eq(t.variations.id, t.buyerGroupItems.variationId))
        .where(inArray(t.buyerGroupItems.groupId, ids))
        .orderBy(asc(t.products.position), asc(t.products.id), asc(t.variations.position)),
      db
        .select({ groupId: t.customers.groupId, n: count() })
        .from(t.customers)
        .where(inArray(t.customers.groupId, ids))
        .groupBy(t.customers.groupId),
      db
        .select({ n: count() })
        .from(t.customers)
        .where(and(isNull(t.customers.groupId), isNull(t.customers.anonymisedAt))),
    ]);
    const byGroup = new Map(counts.map((c) => [c.groupId, c.n]));
    return groups.map((group) => ({
      id: String(group.id),
      name: group.name,
      percentOffBasisPoints: group.percentOffBasisPoints,
      isDefault: group.isDefault,
      customerCount: (byGroup.get(group.id) ?? 0) + (group.isDefault ? (unassigned[0]?.n ?? 0) : 0),
      items: items
        .filter((row) => row.item.groupId === group.id)
        .map((row) => ({
          productId: String(row.item.productId),
          productName: decodeEntities(row.productName),
          variationId: row.item.variationId == null ? null : String(row.item.variationId),
          variationLabel: row.variationAttributes ? row.variationAttributes.map((a) => a.option).join(' / ') : null,
          listPriceCents: row.variationPrice ?? row.productPrice,
          priceCents: row.item.priceCents,
          tiers: row.item.tiers,
        })),
    }));
  }

  save(group: BuyerGroupSave): ReturnType<BuyerGroupsPort['save']> {
    const [existingId] = group.id == null ? [] : numericIds([group.id]);
    if (group.id != null && existingId === undefined) return Promise.resolve({ kind: 'not_found' });
    return this.conn.run((db) =>
      db.transaction(async (tx) => {
        const [clash] = await tx
          .select({ id: t.buyerGroups.id })
          .from(t.buyerGroups)
          .where(
            and(
              sql`lower(${t.buyerGroups.name}) = lower(${group.name})`,
              existingId !== undefined ? ne(t.buyerGroups.id, existingId) : undefined,
            ),
          );
        if (clash) return { kind: 'name_taken' as const };
        // every item must name a product of the store, and a variation of that product
        for (const [index, item] of group.items.entries()) {
          const [productId] = numericIds([item.productId]);
          const [variationId] = item.variationId == null ? [] : numericIds([item.variationId]);
          if (productId === undefined || (item.variationId != null && variationId === undefined))
            return { kind: 'unknown_item' as const, index };
          const [found] =
            variationId === undefined
              ? await tx.select({ id: t.products.id }).from(t.products).where(eq(t.products.id, productId))
              : await tx
                  .select({ id: t.variations.id })
                  .from(t.variations)
                  .where(and(eq(t.variations.id, variationId), eq(t.variations.productId, productId)));
          if (!found) return { kind: 'unknown_item' as const, index };
        }
        let id = existingId;
        if (id === undefined) {
          const [created] = await tx
            .insert(t.buyerGroups)
            .values({ name: group.name, percentOffBasisPoints: group.percentOffBasisPoints })
            .returning({ id: t.buyerGroups.id });
          id = created!.id;
        } else {
          const [updated] = await tx
            .update(t.buyerGroups)
            .set({ name: group.name, percentOffBasisPoints: group.percentOffBasisPoints })
            .where(eq(t.buyerGroups.id, id))
            .returning({ id: t.buyerGroups.id });
          if (!updated) return { kind: 'not_found' as const };
          await tx.delete(t.buyerGroupItems).where(eq(t.buyerGroupItems.groupId, id));
        }
        if (group.items.length > 0) {
          await tx.insert(t.buyerGroupItems).values(
            group.items.map((item) => ({
              groupId: id,
              productId: numericIds([item.productId])[0]!,
              variationId: item.variationId == null ? null : numericIds([item.variationId])[0]!,
              priceCents: item.priceCents,
              tiers: item.tiers,
            })),
          );
        }
        const [saved] = await this.read(tx as unknown as Db, id);
        return { kind: 'ok' as const, group: saved! };
      }),
    );
  }
}
