/**
 * The console's catalogue port on the embedded store: every product (drafts and hidden ones too) with
 * its categories, images and variations; categories with the number of products in them. Filtering,
 * sorting and paging run in SQL. A save replaces the product's rows in one transaction, keeping the
 * ids of the variations it still has (carts and orders refer to them).
 */
import { and, asc, count, desc, eq, inArray, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { parseSpecifications, splitCommaList } from '@shop/domain';
import type {
  AdminCategoryRecord,
  AdminProductQuery,
  AdminProductRecord,
  CataloguePort,
  CategoryWrite,
  ProductWrite,
} from '../../admin-port.js';
import { type EmbeddedConnection, image, isUniqueViolation, NUMERIC_ID, numericIds } from '../connection.js';
import type { Db } from '../db.js';
import { loadProductParts } from '../product-parts.js';
import * as t from '../schema.js';
import { deleteCategory, listCategories, saveCategory } from './categories.js';

const idOf = (id: string): number | null => (NUMERIC_ID.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : null);

/** `%text%` for LIKE, with the pattern characters of the text escaped */
function containsPattern(text: string): string {
  return `%${escapeLike(text.toLowerCase())}%`;
}

/** `text%` for LIKE: a SKU is searched by its start */
function prefixPattern(text: string): string {
  return `${escapeLike(text.toLowerCase())}%`;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** the name of the unique index a violation is about, when the driver says */
function violatedConstraint(error: unknown): string | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const name = (e as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
  }
  return null;
}

export class EmbeddedCatalogueAdmin implements CataloguePort {
  constructor(private readonly conn: EmbeddedConnection) {}

  async listProducts(query: AdminProductQuery): Promise<{ items: AdminProductRecord[]; totalCount: number }> {
    const conditions: SQL[] = [];
    if (query.search) {
      const pattern = containsPattern(query.search);
      const prefix = prefixPattern(query.search);
      conditions.push(
        or(
          sql`lower(${t.products.name}) like ${pattern} escape '\\'`,
          sql`${t.products.slug} like ${pattern} escape '\\'`,
          sql`lower(${t.products.sku}) like ${prefix} escape '\\'`,
          sql`exists (select 1 from ${t.variations} where ${t.variations.productId} = ${t.products.id}
            and lower(${t.variations.sku}) like ${prefix} escape '\\')`,
        )!,
      );
    }
    if (query.categorySlug) {
      conditions.push(sql`exists (select 1 from ${t.productCategories} inner join ${t.categories}
        on ${t.categories.id} = ${t.productCategories.categoryId}
        where ${t.productCategories.productId} = ${t.products.id} and ${t.categories.slug} = ${query.categorySlug})`);
    }
    if (query.visible !== null) conditions.push(eq(t.products.visible, query.visible));
    if (query.inStock !== null) conditions.push(eq(t.products.inStock, query.inStock));
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const column = {
      POSITION: t.products.position,
      NAME: sql`lower(${t.products.name})`,
      PRICE: t.products.priceCents,
      CREATED_AT: t.products.createdAt,
    }[query.sort];
    const order = query.direction === 'DESC' ? [desc(column), desc(t.products.id)] : [asc(column), asc(t.products.id)];
    return this.conn.run(async (db) => {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(t.products)
          .where(where)
          .orderBy(...order)
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ n: count() }).from(t.products).where(where),
      ]);
      return { items: await withDetails(db, rows), totalCount: total?.n ?? 0 };
    });
  }

  async getProduct(id: string): Promise<AdminProductRecord | null> {
    const n = idOf(id);
    if (n === null) return null;
    return this.conn.run((db) => loadProduct(db, n));
  }

  async saveProduct(id: string | null, product: ProductWrite): ReturnType<CataloguePort['saveProduct']> {
    const n = id === null ? null : idOf(id);
    if (id !== null && n === null) return { kind: 'not_found' };
    try {
      return await this.conn.run((db) =>
        db.transaction(async (tx) => {
          let before: AdminProductRecord | null = null;
          if (n !== null) {
            const [locked] = await tx
              .select({ id: t.products.id })
              .from(t.products)
              .where(eq(t.products.id, n))
              .for('update');
            if (!locked) return { kind: 'not_found' as const };
            before = await loadProduct(tx, n);
          }
          const [clash] = await tx
            .select({ id: t.products.id })
            .from(t.products)
            .where(
              n === null
                ? eq(t.products.slug, product.slug)
                : and(eq(t.products.slug, product.slug), ne(t.products.id, n)),
            )
            .limit(1);
          if (clash) return { kind: 'slug_taken' as const };
          const categories =
            product.categorySlugs.length > 0
              ? await tx
                  .select({ id: t.categories.id, slug: t.categories.slug })
                  .from(t.categories)
                  .where(inArray(t.categories.slug, product.categorySlugs))
              : [];
          const unknown = product.categorySlugs.filter((slug) => !categories.some((c) => c.slug === slug));
          if (unknown.length > 0) return { kind: 'unknown_categories' as const, slugs: unknown };
          const existingVariations =
            n === null
              ? new Set<number>()
              : new Set(
                  (
                    await tx.select({ id: t.variations.id }).from(t.variations).where(eq(t.variations.productId, n))
                  ).map((v) => v.id),
                );
          const unknownVariation = product.variations.findIndex(
            (v) => v.id !== null && !existingVariations.has(idOf(v.id) ?? -1),
          );
          if (unknownVariation !== -1) return { kind: 'unknown_variation' as const, index: unknownVariation };
          const skuClash = await findSkuClash(tx, n, product);
          if (skuClash) return skuClash;

          const columns = {
            slug: product.slug,
            name: product.name,
            type: product.type,
            status: product.status,
            priceCents: product.priceCents,
            descriptionHtml: product.descriptionHtml,
            shortDescription: product.shortDescription,
            visible: product.visible,
            position: product.position,
            attributes: product.attributes,
            benefits: product.benefits.join(', '),
            ingredients: product.ingredients.join(', '),
            specifications: product.specifications.map((s) => `${s.label}:${s.value}`).join(', '),
            stockQuantity: product.stockQuantity,
            inStock: product.inStock,
            sku: product.sku,
            ...(product.taxClass ? { taxClass: product.taxClass } : {}),
          };
          let productId: number;
          if (n === null) {
            const [inserted] = await tx.insert(t.products).values(columns).returning({ id: t.products.id });
            productId = inserted!.id;
          } else {
            await tx.update(t.products).set(columns).where(eq(t.products.id, n));
            productId = n;
          }
          await tx.delete(t.productCategories).where(eq(t.productCategories.productId, productId));
          if (categories.length > 0) {
            await tx.insert(t.productCategories).values(
              product.categorySlugs.map((slug, position) => ({
                productId,
                categoryId: categories.find((c) => c.slug === slug)!.id,
                position,
              })),
            );
          }
          await tx.delete(t.productImages).where(eq(t.productImages.productId, productId));
          if (product.images.length > 0) {
            await tx
              .insert(t.productImages)
              .values(product.images.map((img, position) => ({ productId, position, src: img.src, alt: img.alt })));
          }
          const kept = product.variations.flatMap((v) => (v.id !== null ? [idOf(v.id)!] : []));
          await tx
            .delete(t.variations)
            .where(
              kept.length > 0
                ? and(eq(t.variations.productId, productId), notInArray(t.variations.id, kept))
                : eq(t.variations.productId, productId),
            );
          // SKUs may move between this product's variations: free them before the rows take their new ones
          await tx.update(t.variations).set({ sku: null }).where(eq(t.variations.productId, productId));
          for (const [position, variation] of product.variations.entries()) {
            const values = {
              productId,
              position,
              attributes: variation.attributes,
              priceCents: variation.priceCents,
              imageSrc: variation.image?.src ?? null,
              imageAlt: variation.image?.alt ?? null,
              stockQuantity: variation.stockQuantity,
              inStock: variation.inStock,
              sku: variation.sku,
              priceTiers: variation.priceTiers,
              minQuantity: variation.minQuantity,
              quantityStep: variation.quantityStep,
            };
            if (variation.id === null) await tx.insert(t.variations).values(values);
            else
              await tx
                .update(t.variations)
                .set(values)
                .where(eq(t.variations.id, idOf(variation.id)!));
          }
          const saved = await loadProduct(tx, productId);
          return { kind: 'ok' as const, before, product: saved! };
        }),
      );
    } catch (error) {
      // two saves racing for one slug or SKU: the unique indexes settle it
      if (isUniqueViolation(error)) {
        const constraint = violatedConstraint(error) ?? '';
        if (constraint.includes('sku')) {
          return {
            kind: 'sku_taken',
            sku: product.sku ?? product.variations.find((v) => v.sku)?.sku ?? '',
            variationIndex: null,
          };
        }
        return { kind: 'slug_taken' };
      }
      throw error;
    }
  }

  async deleteProduct(id: string): ReturnType<CataloguePort['deleteProduct']> {
    const n = idOf(id);
    if (n === null) return { kind: 'not_found' };
    return this.conn.run((db) =>
      db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ id: t.products.id })
          .from(t.products)
          .where(eq(t.products.id, n))
          .for('update');
        if (!locked) return { kind: 'not_found' as const };
        const product = (await loadProduct(tx, n))!;
        const ids = new Set([product.id, ...product.variations.map((v) => v.id)]);
        const coupons = (await tx.select().from(t.coupons)).filter((c) => c.productIds.some((pid) => ids.has(pid)));
        const only = coupons.filter((c) => c.productIds.every((pid) => ids.has(pid)));
        if (only.length > 0) return { kind: 'coupon_only' as const, codes: only.map((c) => c.code) };
        for (const coupon of coupons) {
          await tx
            .update(t.coupons)
            .set({ productIds: coupon.productIds.filter((pid) => !ids.has(pid)) })
            .where(eq(t.coupons.id, coupon.id));
        }
        // categories, images and variations go with it (foreign keys cascade); order lines are copies
        await tx.delete(t.products).where(eq(t.products.id, n));
        return { kind: 'ok' as const, product };
      }),
    );
  }

  async existingProductIds(ids: readonly string[]): Promise<Set<string>> {
    const wanted = numericIds(ids);
    if (wanted.length === 0) return new Set();
    return this.conn.run(async (db) => {
      const [products, variations] = await Promise.all([
        db.select({ id: t.products.id }).from(t.products).where(inArray(t.products.id, wanted)),
        db.select({ id: t.variations.id }).from(t.variations).where(inArray(t.variations.id, wanted)),
      ]);
      return new Set([...products, ...variations].map((row) => String(row.id)));
    });
  }

  listCategories(): Promise<AdminCategoryRecord[]> {
    return listCategories(this.conn);
  }

  saveCategory(id: string | null, category: CategoryWrite): ReturnType<CataloguePort['saveCategory']> {
    return saveCategory(this.conn, id, category);
  }

  deleteCategory(id: string): ReturnType<CataloguePort['deleteCategory']> {
    return deleteCategory(this.conn, id);
  }
}

async function loadProduct(db: Db, id: number): Promise<AdminProductRecord | null> {
  const rows = await db.select().from(t.products).where(eq(t.products.id, id)).limit(1);
  return (await withDetails(db, rows))[0] ?? null;
}

type ProductRow = typeof t.products.$inferSelect;

async function withDetails(db: Db, rows: ProductRow[]): Promise<AdminProductRecord[]> {
  if (rows.length === 0) return [];
  const parts = await loadProductParts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row): AdminProductRecord => ({
    id: String(row.id),
    name: row.name,
    slug: row.slug,
    type: row.type,
    status: row.status,
    visible: row.visible,
    priceCents: row.priceCents,
    descriptionHtml: row.descriptionHtml,
    shortDescription: row.shortDescription,
    categories: parts.categoriesOf(row.id).map((c) => ({ id: String(c.id), name: c.name, slug: c.slug })),
    inStock: row.inStock,
    stockQuantity: row.stockQuantity,
    attributes: row.attributes,
    variations: parts.variationsOf(row.id).map((v) => ({
      id: String(v.id),
      attributes: v.attributes,
      priceCents: v.priceCents,
      inStock: v.inStock,
      stockQuantity: v.stockQuantity,
      image: image(v.imageSrc, v.imageAlt),
      sku: v.sku,
      priceTiers: v.priceTiers,
      minQuantity: v.minQuantity,
      quantityStep: v.quantityStep,
    })),
    images: parts.imagesOf(row.id).map((i) => ({ src: i.src, alt: i.alt })),
    benefits: splitCommaList(row.benefits),
    ingredients: splitCommaList(row.ingredients),
    specifications: parseSpecifications(row.specifications),
    position: row.position,
    createdAt: row.createdAt.toISOString(),
    sku: row.sku,
    taxClass: row.taxClass,
  }));
}

/**
 * The first SKU of the write that another product, or a variation of another product, already has
 * (case-insensitive). The write's own SKUs are distinct (the domain checked), and this product's
 * current rows are replaced by it, so they never clash.
 */
async function findSkuClash(
  db: Db,
  productId: number | null,
  product: ProductWrite,
): Promise<{ kind: 'sku_taken'; sku: string; variationIndex: number | null } | null> {
  const claimed = [
    { sku: product.sku, variationIndex: null as number | null },
    ...product.variations.map((v, index) => ({ sku: v.sku, variationIndex: index as number | null })),
  ].filter((c): c is { sku: string; variationIndex: number | null } => c.sku !== null);
  if (claimed.length === 0) return null;
  const keys = claimed.map((c) => c.sku.toLowerCase());
  const otherProduct = (column: typeof t.products.id | typeof t.variations.productId) =>
    productId === null ? undefined : ne(column, productId);
  const [products, variations] = await Promise.all([
    db
      .select({ sku: t.products.sku })
      .from(t.products)
      .where(and(inArray(sql`lower(${t.products.sku})`, keys), otherProduct(t.products.id))),
    db
      .select({ sku: t.variations.sku })
      .from(t.variations)
      .where(and(inArray(sql`lower(${t.variations.sku})`, keys), otherProduct(t.variations.productId))),
  ]);
  const taken = new Set([...products, ...variations].map((row) => (row.sku ?? '').toLowerCase()));
  const clash = claimed.find((c) => taken.has(c.sku.toLowerCase()));
  return clash ? { kind: 'sku_taken', ...clash } : null;
}
