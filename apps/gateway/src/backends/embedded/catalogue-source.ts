/**
 * The catalogue port of the embedded store: products with their categories, images and variations.
 * Drafts (status 'draft', made in the operator console) are not in the shop at all: no query of this
 * port returns them, so a cart line of one reads as an unknown product.
 */
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { type BuyerGroup, decodeEntities, parseSpecifications, splitCommaList, type ProductRecord } from '@shop/domain';
import type { CatalogueSource, CategorySourceRecord } from '../port.js';
import { type EmbeddedConnection, image, numericIds } from './connection.js';
import type { Db } from './db.js';
import { loadProductParts } from './product-parts.js';
import * as t from './schema.js';

export class EmbeddedCatalogue implements CatalogueSource {
  constructor(private readonly conn: EmbeddedConnection) {}

  listProducts(): Promise<ProductRecord[]> {
    return this.conn.run((db) => this.loadProducts(db));
  }

  getProductsByIds(ids: string[]): Promise<ProductRecord[]> {
    const wanted = numericIds(ids);
    if (wanted.length === 0) return Promise.resolve([]);
    return this.conn.run((db) => this.loadProducts(db, inArray(t.products.id, wanted)));
  }

  async getProductBySlug(slug: string): Promise<ProductRecord | null> {
    const [product] = await this.conn.run((db) => this.loadProducts(db, eq(t.products.slug, slug)));
    return product ?? null;
  }

  private async loadProducts(db: Db, where?: SQL): Promise<ProductRecord[]> {
    const published = eq(t.products.status, 'publish');
    const rows = await db
      .select()
      .from(t.products)
      .where(where ? and(published, where) : published)
      .orderBy(asc(t.products.position), asc(t.products.id));
    if (rows.length === 0) return [];
    const parts = await loadProductParts(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((row): ProductRecord => {
      const variations = parts.variationsOf(row.id).map((v) => ({
        id: String(v.id),
        priceCents: v.priceCents,
        attributes: v.attributes,
        image: image(v.imageSrc, v.imageAlt),
        inStock: v.inStock,
        sku: v.sku,
        priceTiers: v.priceTiers,
        minQuantity: v.minQuantity,
        quantityStep: v.quantityStep,
      }));
      return {
        id: String(row.id),
        slug: row.slug,
        name: decodeEntities(row.name),
        type: row.type,
        priceCents: row.priceCents,
        descriptionHtml: row.descriptionHtml,
        shortDescription: row.shortDescription,
        images: parts.imagesOf(row.id).map((i) => ({ src: i.src, alt: i.alt })),
        categories: parts.categoriesOf(row.id).map((c) => ({ id: String(c.id), name: c.name, slug: c.slug })),
        attributes: row.attributes,
        variations,
        inStock: row.inStock,
        visible: row.visible,
        benefits: splitCommaList(row.benefits),
        ingredients: splitCommaList(row.ingredients),
        specifications: parseSpecifications(row.specifications),
        position: row.position,
        sku: row.sku,
        taxClass: row.taxClass,
        priceTiers: row.priceTiers,
        minQuantity: row.minQuantity,
        quantityStep: row.quantityStep,
      };
    });
  }

  listBuyerGroups(): Promise<BuyerGroup[]> {
    return this.conn.run(async (db) => {
      const [groups, items] = await Promise.all([
        db.select().from(t.buyerGroups).orderBy(asc(t.buyerGroups.id)),
        db.select().from(t.buyerGroupItems).orderBy(asc(t.buyerGroupItems.id)),
      ]);
      return groups.map((group) => ({
        id: String(group.id),
        name: group.name,
        percentOffBasisPoints: group.percentOffBasisPoints,
        isDefault: group.isDefault,
        items: items
          .filter((item) => item.groupId === group.id)
          .map((item) => ({
            productId: String(item.productId),
            variationId: item.variationId == null ? null : String(item.variationId),
            priceCents: item.priceCents,
            tiers: item.tiers,
          })),
      }));
    });
  }

  listCategories(): Promise<CategorySourceRecord[]> {
    return this.conn.run(async (db) => {
      const rows = await db.select().from(t.categories).orderBy(asc(t.categories.position), asc(t.categories.id));
      return rows.map((r) => ({
        id: String(r.id),
        name: r.name,
        slug: r.slug,
        description: r.description,
        image: image(r.imageSrc, r.imageAlt),
      }));
    });
  }
}
