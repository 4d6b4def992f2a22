/**
 * The console's categories on the embedded store, each with the number of products in it (split from
 * catalogue.ts, whose port class delegates here).
 */
import { asc, count, eq } from 'drizzle-orm';
import type { AdminCategoryRecord, CataloguePort, CategoryWrite } from '../../admin-port.js';
import { type EmbeddedConnection, image, isUniqueViolation, NUMERIC_ID } from '../connection.js';
import type { Db } from '../db.js';
import * as t from '../schema.js';

const idOf = (id: string): number | null => (NUMERIC_ID.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : null);

export function listCategories(conn: EmbeddedConnection): Promise<AdminCategoryRecord[]> {
  return conn.run((db) => loadCategories(db));
}

export async function saveCategory(
  conn: EmbeddedConnection,
  id: string | null,
  category: CategoryWrite,
): ReturnType<CataloguePort['saveCategory']> {
  const n = id === null ? null : idOf(id);
  if (id !== null && n === null) return { kind: 'not_found' };
  const values = {
    name: category.name,
    slug: category.slug,
    description: category.description,
    imageSrc: category.image?.src ?? null,
    imageAlt: category.image?.alt ?? null,
    position: category.position,
  };
  try {
    return await conn.run((db) =>
      db.transaction(async (tx) => {
        let before: AdminCategoryRecord | null = null;
        let categoryId: number;
        if (n === null) {
          const [inserted] = await tx
            .insert(t.categories)
            .values(values)
            .onConflictDoNothing()
            .returning({ id: t.categories.id });
          if (!inserted) return { kind: 'slug_taken' as const };
          categoryId = inserted.id;
        } else {
          before = (await loadCategories(tx, n))[0] ?? null;
          if (!before) return { kind: 'not_found' as const };
          await tx.update(t.categories).set(values).where(eq(t.categories.id, n));
          categoryId = n;
        }
        const [saved] = await loadCategories(tx, categoryId);
        return { kind: 'ok' as const, before, category: saved! };
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: 'slug_taken' };
    throw error;
  }
}

export async function deleteCategory(
  conn: EmbeddedConnection,
  id: string,
): ReturnType<CataloguePort['deleteCategory']> {
  const n = idOf(id);
  if (n === null) return { kind: 'not_found' };
  return conn.run((db) =>
    db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: t.categories.id })
        .from(t.categories)
        .where(eq(t.categories.id, n))
        .for('update');
      if (!locked) return { kind: 'not_found' as const };
      const [category] = await loadCategories(tx, n);
      if (category!.productCount > 0) return { kind: 'not_empty' as const, productCount: category!.productCount };
      await tx.delete(t.categories).where(eq(t.categories.id, n));
      return { kind: 'ok' as const, category: category! };
    }),
  );
}

export async function loadCategories(db: Db, id?: number): Promise<AdminCategoryRecord[]> {
  const rows = await db
    .select({ category: t.categories, productCount: count(t.productCategories.productId) })
    .from(t.categories)
    .leftJoin(t.productCategories, eq(t.productCategories.categoryId, t.categories.id))
    .where(id === undefined ? undefined : eq(t.categories.id, id))
    .groupBy(t.categories.id)
    .orderBy(asc(t.categories.position), asc(t.categories.id));
  return rows.map(({ category: c, productCount }) => ({
    id: String(c.id),
    name: c.name,
    slug: c.slug,
    description: c.description,
    image: image(c.imageSrc, c.imageAlt),
    position: c.position,
    productCount,
  }));
}
