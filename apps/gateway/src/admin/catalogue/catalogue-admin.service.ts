import { ShopEvents } from '../../events/shop-events.js';
import { Inject, Injectable } from '@nestjs/common';
import {
  CATALOGUE_MESSAGES,
  categoryInputSchema,
  decodeEntities,
  productInputSchema,
  stripUnsafeCharacters,
  toProductDraft,
  validateInput,
} from '@shop/domain';
import {
  ADMIN_PORTS,
  type AdminCategoryRecord,
  type AdminPorts,
  type AdminProductRecord,
  type AdminProductSortKey,
  type ProductWrite,
} from '../../backends/admin-port.js';
import { sanitizeHtml } from '../../backends/sanitize.js';
import { validatePaging } from '../../catalog/catalog.service.js';
import { badRequest, userError } from '../../graphql/errors.js';
import type { AdminContext } from '../admin-context.js';
import { AuditService } from '../audit/audit.service.js';
import type {
  AdminCategory,
  AdminCategoryPayload,
  AdminProduct,
  AdminProductPage,
  AdminProductPayload,
  CategoryInput,
  MutationResult,
  ProductInput,
  QueryProductsArgs,
} from '../generated/admin-resolvers.js';
import { asUserErrors, adminMoney, failed, resolveImages, succeeded, toAdminImage } from '../shop/admin-images.js';
import { StorefrontCache } from '../shop/storefront-cache.js';
import { consolePorts } from '../staff-guard.js';

const CODES = {
  slugTaken: 'SLUG_TAKEN',
  notFound: 'NOT_FOUND',
  unknownCategory: 'UNKNOWN_CATEGORY',
  unknownVariation: 'UNKNOWN_VARIATION',
  couponOnly: 'COUPON_REFERENCES_PRODUCT',
  notEmpty: 'CATEGORY_NOT_EMPTY',
  skuTaken: 'SKU_TAKEN',
} as const;

const AUDITED_DESCRIPTION_CHARS = 2000;

/** what the audit log keeps of a product: every field, a long description shortened */
function audited(product: AdminProductRecord) {
  const { descriptionHtml, ...rest } = product;
  return {
    ...rest,
    description:
      descriptionHtml.length > AUDITED_DESCRIPTION_CHARS
        ? `${descriptionHtml.slice(0, AUDITED_DESCRIPTION_CHARS)}… (${descriptionHtml.length} characters)`
        : descriptionHtml,
  };
}

const productSubject = (product: { slug: string }) => `product ${product.slug}`;
const categorySubject = (category: { slug: string }) => `category ${category.slug}`;

function toAdminCategory(record: AdminCategoryRecord): AdminCategory {
  return {
    id: record.id,
    name: decodeEntities(record.name),
    slug: record.slug,
    description: record.description,
    image: toAdminImage(record.image),
    position: record.position,
    productCount: record.productCount,
  };
}

function choice<T>(value: string | null | undefined, map: Record<string, T>, field: string): T | null {
  if (value == null || value === '') return null;
  const found = map[value.trim().toLowerCase()];
  if (found === undefined) throw badRequest(`${field} must be one of ${Object.keys(map).join(', ')}`);
  return found;
}

/**
 * The console's catalogue: products (drafts and hidden ones too) and categories. Every change is
 * validated by packages/domain, descriptions are sanitised before they are stored (and again when the
 * shop reads them), written to the audit log, and dropped from the shop's caches on every replica.
 */
@Injectable()
export class CatalogueAdminService {
  constructor(
    @Inject(ADMIN_PORTS) private readonly ports: AdminPorts | null,
    private readonly audit: AuditService,
    private readonly storefront: StorefrontCache,
    private readonly events: ShopEvents,
  ) {}

  /** webhooks: product.updated with the fields that changed, product.stock_changed per stock change */
  private async announce(before: AdminProductRecord | null, after: AdminProductRecord): Promise<void> {
    const subject = { id: after.id, slug: after.slug, name: after.name };
    const fields = Object.keys(after) as (keyof AdminProductRecord)[];
    const changed = before
      ? fields.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      : fields.filter((key) => key !== 'createdAt');
    if (changed.length > 0) await this.events.emit({ type: 'product.updated', data: { product: subject, changed } });
    const stockOf = (p: { inStock: boolean; stockQuantity: number | null } | undefined) =>
      p ? `${p.inStock}:${p.stockQuantity}` : null;
    if (before && stockOf(before) !== stockOf(after)) {
      await this.events.emit({
        type: 'product.stock_changed',
        data: {
          product: { ...subject, inStock: after.inStock, stockQuantity: after.stockQuantity },
          variationId: null,
        },
      });
    }
    for (const variation of after.variations) {
      const previous = before?.variations.find((v) => v.id === variation.id);
      if (!previous || stockOf(previous) === stockOf(variation)) continue;
      await this.events.emit({
        type: 'product.stock_changed',
        data: {
          product: { ...subject, inStock: variation.inStock, stockQuantity: variation.stockQuantity },
          variationId: variation.id,
        },
      });
    }
  }

  private get catalogue() {
    return consolePorts(this.ports).catalogue;
  }

  async products(args: QueryProductsArgs): Promise<AdminProductPage> {
    const { page, pageSize } = validatePaging(args.page, args.pageSize, 20);
    const filter = args.filter ?? {};
    const search =
      stripUnsafeCharacters(filter.search ?? '')
        .trim()
        .slice(0, 200) || null;
    const result = await this.catalogue.listProducts({
      search,
      categorySlug: filter.categorySlug?.trim() || null,
      visible: choice(filter.catalogVisibility, { visible: true, hidden: false }, 'catalogVisibility'),
      inStock: choice(filter.stockStatus, { instock: true, outofstock: false }, 'stockStatus'),
      sort: (args.sort ?? 'POSITION') as AdminProductSortKey,
      direction: args.direction ?? 'ASC',
      page,
      pageSize,
    });
    const categories = await this.categoryMap();
    return {
      items: result.items.map((product) => this.toAdminProduct(product, categories)),
      totalCount: result.totalCount,
      page,
      pageSize,
    };
  }

  async product(id: string): Promise<AdminProduct | null> {
    const product = await this.catalogue.getProduct(id);
    return product ? this.toAdminProduct(product, await this.categoryMap()) : null;
  }

  async categories(): Promise<AdminCategory[]> {
    return (await this.catalogue.listCategories()).map(toAdminCategory);
  }

  async saveProduct(input: ProductInput, ctx: AdminContext): Promise<AdminProductPayload> {
    const parsed = validateInput(productInputSchema, input, ['input']);
    if (!parsed.ok) return { product: null, userErrors: asUserErrors(parsed.userErrors) };
    const draft = toProductDraft(parsed.data);
    const ports = consolePorts(this.ports);
    const images = await resolveImages(ports.media, [
      ...draft.images.map((image, i) => ({ image, field: ['input', 'images', String(i)] })),
      ...draft.variations.flatMap((variation, i) =>
        variation.image ? [{ image: variation.image, field: ['input', 'variations', String(i), 'image'] }] : [],
      ),
    ]);
    if (!images.ok) return { product: null, userErrors: images.userErrors };
    const resolved = [...images.images];
    const write: ProductWrite = {
      ...draft,
      // sanitised on save with the shop's own sanitiser (and again whenever the shop reads it)
      descriptionHtml: sanitizeHtml(draft.descriptionHtml),
      images: resolved.splice(0, draft.images.length),
      variations: draft.variations.map((variation) => ({
        ...variation,
        image: variation.image ? resolved.shift()! : null,
      })),
    };
    const id = input.id?.trim() || null;
    const result = await ports.catalogue.saveProduct(id, write);
    switch (result.kind) {
      case 'not_found':
        return { product: null, userErrors: [userError(['input', 'id'], CATALOGUE_MESSAGES.notFound, CODES.notFound)] };
      case 'slug_taken':
        return {
          product: null,
          userErrors: [userError(['input', 'slug'], CATALOGUE_MESSAGES.slugTaken, CODES.slugTaken)],
        };
      case 'unknown_categories':
        return {
          product: null,
          userErrors: result.slugs.map((slug) =>
            userError(['input', 'categorySlugs'], CATALOGUE_MESSAGES.categoryUnknown(slug), CODES.unknownCategory),
          ),
        };
      case 'sku_taken':
        return {
          product: null,
          userErrors: [
            userError(
              result.variationIndex === null
                ? ['input', 'sku']
                : ['input', 'variations', String(result.variationIndex), 'sku'],
              CATALOGUE_MESSAGES.skuTaken(result.sku),
              CODES.skuTaken,
            ),
          ],
        };
      case 'unknown_variation':
        return {
          product: null,
          userErrors: [
            userError(
              ['input', 'variations', String(result.index), 'id'],
              CATALOGUE_MESSAGES.variationUnknown,
              CODES.unknownVariation,
            ),
          ],
        };
    }
    await this.audit.record(ctx, {
      action: result.before ? 'product.update' : 'product.create',
      subject: productSubject(result.product),
      before: result.before ? audited(result.before) : undefined,
      after: audited(result.product),
    });
    await this.storefront.catalogueChanged();
    await this.announce(result.before, result.product);
    return { product: this.toAdminProduct(result.product, await this.categoryMap()), userErrors: [] };
  }

  async deleteProduct(id: string, ctx: AdminContext): Promise<MutationResult> {
    const result = await this.catalogue.deleteProduct(id);
    if (result.kind === 'not_found') return failed(userError(['id'], CATALOGUE_MESSAGES.notFound, CODES.notFound));
    if (result.kind === 'coupon_only') {
      return failed(userError(['id'], CATALOGUE_MESSAGES.couponOnlyProduct(result.codes), CODES.couponOnly));
    }
    await this.audit.record(ctx, {
      action: 'product.delete',
      subject: productSubject(result.product),
      before: audited(result.product),
    });
    // coupons restricted to it (among others) lost it from their lists
    await this.storefront.catalogueChanged({ couponsToo: true });
    return succeeded;
  }

  async saveCategory(input: CategoryInput, ctx: AdminContext): Promise<AdminCategoryPayload> {
    const parsed = validateInput(categoryInputSchema, input, ['input']);
    if (!parsed.ok) return { category: null, userErrors: asUserErrors(parsed.userErrors) };
    const ports = consolePorts(this.ports);
    const { image, ...category } = parsed.data;
    let resolvedImage = null;
    if (image) {
      const images = await resolveImages(ports.media, [{ image, field: ['input', 'image'] }]);
      if (!images.ok) return { category: null, userErrors: images.userErrors };
      resolvedImage = images.images[0] ?? null;
    }
    const result = await ports.catalogue.saveCategory(input.id?.trim() || null, { ...category, image: resolvedImage });
    if (result.kind === 'not_found') {
      return {
        category: null,
        userErrors: [userError(['input', 'id'], CATALOGUE_MESSAGES.categoryNotFound, CODES.notFound)],
      };
    }
    if (result.kind === 'slug_taken') {
      return {
        category: null,
        userErrors: [userError(['input', 'slug'], CATALOGUE_MESSAGES.categorySlugTaken, CODES.slugTaken)],
      };
    }
    await this.audit.record(ctx, {
      action: result.before ? 'category.update' : 'category.create',
      subject: categorySubject(result.category),
      before: result.before ?? undefined,
      after: result.category,
    });
    await this.storefront.catalogueChanged();
    return { category: toAdminCategory(result.category), userErrors: [] };
  }

  async deleteCategory(id: string, ctx: AdminContext): Promise<MutationResult> {
    const result = await this.catalogue.deleteCategory(id);
    if (result.kind === 'not_found') {
      return failed(userError(['id'], CATALOGUE_MESSAGES.categoryNotFound, CODES.notFound));
    }
    if (result.kind === 'not_empty') {
      return failed(userError(['id'], CATALOGUE_MESSAGES.categoryNotEmpty(result.productCount), CODES.notEmpty));
    }
    await this.audit.record(ctx, {
      action: 'category.delete',
      subject: categorySubject(result.category),
      before: result.category,
    });
    await this.storefront.catalogueChanged();
    return succeeded;
  }

  private async categoryMap(): Promise<Map<string, AdminCategory>> {
    return new Map((await this.catalogue.listCategories()).map((c) => [c.id, toAdminCategory(c)]));
  }

  private toAdminProduct(product: AdminProductRecord, categories: Map<string, AdminCategory>): AdminProduct {
    return {
      id: product.id,
      // names are stored as WooCommerce keeps them ("Calm &amp; Focus"): the console shows (and an edit
      // saves) the text the shop shows, never the raw entities
      name: decodeEntities(product.name),
      slug: product.slug,
      type: product.type,
      status: product.status,
      catalogVisibility: product.visible ? 'visible' : 'hidden',
      price: adminMoney(product.priceCents),
      // sanitised on read too: rows written before the console (seed, imports) never skip it
      description: sanitizeHtml(product.descriptionHtml),
      shortDescription: product.shortDescription,
      categories: product.categories.flatMap((c) => {
        const category = categories.get(c.id);
        return category ? [category] : [];
      }),
      stockStatus: product.inStock ? 'instock' : 'outofstock',
      stockQuantity: product.stockQuantity,
      attributes: product.attributes,
      variations: product.variations.map((variation) => ({
        id: variation.id,
        attributes: variation.attributes,
        price: adminMoney(variation.priceCents),
        stockStatus: variation.inStock ? 'instock' : 'outofstock',
        stockQuantity: variation.stockQuantity,
        image: toAdminImage(variation.image),
        sku: variation.sku,
        priceTiers: variation.priceTiers.map((tier) => ({
          minQuantity: tier.minQuantity,
          price: adminMoney(tier.priceCents),
        })),
        minQuantity: variation.minQuantity,
        quantityStep: variation.quantityStep,
      })),
      images: product.images.flatMap((image) => {
        const mapped = toAdminImage(image);
        return mapped ? [mapped] : [];
      }),
      benefits: product.benefits,
      ingredients: product.ingredients,
      specifications: product.specifications,
      position: product.position,
      createdAt: product.createdAt,
      sku: product.sku,
      taxClass: product.taxClass,
    };
  }
}
