/**
 * The rows a product is made of besides its own: its categories, images and variations, each in
 * their set order. Loaded for many products at once (three queries), for the shop's catalogue port
 * and the console's.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from './db.js';
import * as t from './schema.js';

export interface ProductParts {
  categoriesOf(productId: number): { productId: number; id: number; name: string; slug: string }[];
  imagesOf(productId: number): (typeof t.productImages.$inferSelect)[];
  variationsOf(productId: number): (typeof t.variations.$inferSelect)[];
}

export async function loadProductParts(db: Db, productIds: number[]): Promise<ProductParts> {
  const [categoryRows, imageRows, variationRows] = await Promise.all([
    db
      .select({
        productId: t.productCategories.productId,
        id: t.categories.id,
        name: t.categories.name,
        slug: t.categories.slug,
      })
      .from(t.productCategories)
      .innerJoin(t.categories, eq(t.categories.id, t.productCategories.categoryId))
      .where(inArray(t.productCategories.productId, productIds))
      .orderBy(asc(t.productCategories.position), asc(t.categories.id)),
    db
      .select()
      .from(t.productImages)
      .where(inArray(t.productImages.productId, productIds))
      .orderBy(asc(t.productImages.position), asc(t.productImages.id)),
    db
      .select()
      .from(t.variations)
      .where(inArray(t.variations.productId, productIds))
      .orderBy(asc(t.variations.position), asc(t.variations.id)),
  ]);
  const categories = byProduct(categoryRows);
  const images = byProduct(imageRows);
  const variations = byProduct(variationRows);
  return {
    categoriesOf: (productId) => categories.get(productId) ?? [],
    imagesOf: (productId) => images.get(productId) ?? [],
    variationsOf: (productId) => variations.get(productId) ?? [],
  };
}

function byProduct<R extends { productId: number }>(list: R[]): Map<number, R[]> {
  const map = new Map<number, R[]>();
  for (const item of list) {
    const group = map.get(item.productId);
    if (group) group.push(item);
    else map.set(item.productId, [item]);
  }
  return map;
}
