import { Inject, Injectable } from '@nestjs/common';
import {
  stripUnsafeCharacters,
  categoriesWithVisibleCounts,
  withVariationRules,
  centsToDecimal,
  effectiveProductFilter,
  effectiveProductSort,
  filterProducts,
  MAX_PAGE_SIZE,
  type ProductRecord,
  type ProductSort,
  RELATED_PRODUCTS_LIMIT,
  sortProducts,
  toCents,
  visibleProducts,
} from '@shop/domain';
import { CATALOGUE_SOURCE, type CatalogueSource, type CategorySourceRecord } from '../backends/port.js';
import { sanitizeHtml } from '../backends/sanitize.js';
import { CacheService } from '../cache/cache.service.js';
import { CacheKey } from '../cache/keys.js';
import { type AppConfig, CONFIG } from '../config/config.js';
import { badRequest } from '../graphql/errors.js';
import type { Category, Product, ProductFilter, ProductPage } from '../graphql/generated/resolvers.js';
import { toCategory, toProduct } from './catalog.mapper.js';

/** What a caller may see; prices and descriptions only for logged-in customers. */
export interface Viewer {
  showPrices: boolean;
}

export interface ProductQuery {
  filter?: ProductFilter | null;
  sort?: ProductSort | null;
  page?: number | null;
  pageSize?: number | null;
}

/**
 * Everything derived from one cached catalogue snapshot, computed once per snapshot (not per request):
 * visible products in store order, lookups by slug/id, the visible categories with their counts, and
 * the GraphQL objects for both kinds of caller.
 */
interface CatalogIndex {
  visible: ProductRecord[];
  bySlug: Map<string, ProductRecord>;
  byId: Map<string, ProductRecord>;
  categories: Category[];
  categoriesBySlug: Map<string, Category>;
  sorted: Map<ProductSort, ProductRecord[]>;
  views: [WeakMap<ProductRecord, Product>, WeakMap<ProductRecord, Product>];
}

export function validatePaging(
  page: number | null | undefined,
  pageSize: number | null | undefined,
  defaultSize: number,
) {
  const p = page ?? 1;
  const size = pageSize ?? defaultSize;
  if (!Number.isInteger(p) || p < 1) throw badRequest('page must be 1 or greater');
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
    throw badRequest(`pageSize must be between 1 and ${MAX_PAGE_SIZE}`);
  }
  return { page: p, pageSize: size };
}

@Injectable()
export class CatalogService {
  private readonly indexes = new WeakMap<ProductRecord[], WeakMap<CategorySourceRecord[], CatalogIndex>>();
  private readonly allById = new WeakMap<ProductRecord[], ReadonlyMap<string, ProductRecord>>();

  constructor(
    @Inject(CATALOGUE_SOURCE) private readonly backend: CatalogueSource,
    @Inject(CONFIG) private readonly config: AppConfig,
    private readonly cache: CacheService,
  ) {}

  async categories(): Promise<Category[]> {
    return (await this.index()).categories;
  }

  async category(slug: string): Promise<Category | null> {
    return (await this.index()).categoriesBySlug.get(slug) ?? null;
  }

  async products(query: ProductQuery, viewer: Viewer): Promise<ProductPage> {
    const { page, pageSize } = validatePaging(query.page, query.pageSize, 8);
    const index = await this.index();
    // price sorts and price filters would show an anonymous caller the price order: customers only
    const sort = effectiveProductSort(query.sort, viewer.showPrices);
    const filter = query.filter ?? {};
    const search =
      stripUnsafeCharacters(filter.search ?? '')
        .trim()
        .slice(0, 200) || null;
    const categorySlugs = filter.categorySlugs?.filter(Boolean) ?? null;
    const { priceMinCents, priceMaxCents } = effectiveProductFilter(
      {
        priceMinCents: filter.priceMin != null ? toCents(filter.priceMin) : null,
        priceMaxCents: filter.priceMax != null ? toCents(filter.priceMax) : null,
      },
      viewer.showPrices,
    );

    const ordered = this.sorted(index, sort);
    const withoutPrice = search || categorySlugs?.length ? filterProducts(ordered, { search, categorySlugs }) : ordered;
    const matching =
      priceMinCents != null || priceMaxCents != null
        ? filterProducts(withoutPrice, { priceMinCents, priceMaxCents })
        : withoutPrice;

    const start = (page - 1) * pageSize;
    const highest = withoutPrice.reduce((max, product) => Math.max(max, product.priceCents), -1);
    return {
      items: matching.slice(start, start + pageSize).map((product) => this.view(index, product, viewer)),
      totalCount: matching.length,
      page,
      pageSize,
      priceMax: viewer.showPrices && highest >= 0 ? centsToDecimal(highest) : null,
    };
  }

  async product(slug: string, viewer: Viewer): Promise<Product | null> {
    const index = await this.index();
    const product = index.bySlug.get(slug);
    return product ? this.view(index, product, viewer) : null;
  }

  /** Visible products of the same categories first (store order), then the others; never the product itself. */
  async relatedProducts(productId: string, limit: number | null | undefined, viewer: Viewer): Promise<Product[]> {
    const max = limit ?? RELATED_PRODUCTS_LIMIT;
    if (!Number.isInteger(max) || max < 1 || max > MAX_PAGE_SIZE) {
      throw badRequest(`limit must be between 1 and ${MAX_PAGE_SIZE}`);
    }
    const index = await this.index();
    const product = index.byId.get(productId);
    if (!product) return [];
    const slugs = new Set(product.categories.map((c) => c.slug));
    const others = index.visible.filter((p) => p.id !== product.id);
    const same = others.filter((p) => p.categories.some((c) => slugs.has(c.slug)));
    const rest = others.filter((p) => !p.categories.some((c) => slugs.has(c.slug)));
    return [...same, ...rest].slice(0, max).map((p) => this.view(index, p, viewer));
  }

  /**
   * Every product of the cached snapshot by id, hidden ones included (a cart line must tell
   * "hidden" from "unknown"): what cartQuote prices from, so a quote costs no store round trip and
   * shows the prices the catalogue shows. Built once per snapshot.
   */
  async productsById(): Promise<ReadonlyMap<string, ProductRecord>> {
    const products = await this.allProducts();
    let byId = this.allById.get(products);
    if (!byId) {
      byId = new Map(products.map((product) => [product.id, product]));
      this.allById.set(products, byId);
    }
    return byId;
  }

  private view(index: CatalogIndex, product: ProductRecord, viewer: Viewer): Product {
    const views = index.views[viewer.showPrices ? 1 : 0];
    let view = views.get(product);
    if (!view) {
      view = toProduct(product, viewer.showPrices, index.categoriesBySlug);
      views.set(product, view);
    }
    return view;
  }

  private sorted(index: CatalogIndex, sort: ProductSort): ProductRecord[] {
    let list = index.sorted.get(sort);
    if (!list) {
      list = sortProducts(index.visible, sort);
      index.sorted.set(sort, list);
    }
    return list;
  }

  private async index(): Promise<CatalogIndex> {
    const [products, categories] = await Promise.all([this.allProducts(), this.allCategories()]);
    let byCategories = this.indexes.get(products);
    if (!byCategories) {
      byCategories = new WeakMap();
      this.indexes.set(products, byCategories);
    }
    let index = byCategories.get(categories);
    if (!index) {
      index = buildIndex(products, categories);
      byCategories.set(categories, index);
    }
    return index;
  }

  /** every product (hidden ones too), descriptions sanitised once when the entry is built */
  private allProducts(): Promise<ProductRecord[]> {
    return this.cache.getOrLoad(CacheKey.products, this.config.cache, async () =>
      (await this.backend.listProducts()).map((p) =>
        withVariationRules({ ...p, descriptionHtml: sanitizeHtml(p.descriptionHtml) }),
      ),
    );
  }

  private allCategories(): Promise<CategorySourceRecord[]> {
    return this.cache.getOrLoad(CacheKey.categories, this.config.cache, () => this.backend.listCategories());
  }
}

function buildIndex(products: ProductRecord[], categoryRecords: CategorySourceRecord[]): CatalogIndex {
  const visible = sortProducts(visibleProducts(products), 'DEFAULT');
  // counts come from the visible products so hidden ones never show up, even as a number
  const categories = categoriesWithVisibleCounts(categoryRecords, visible).map(toCategory);
  return {
    visible,
    bySlug: new Map(visible.map((p) => [p.slug, p])),
    byId: new Map(visible.map((p) => [p.id, p])),
    categories,
    categoriesBySlug: new Map(categories.map((c) => [c.slug, c])),
    sorted: new Map([['DEFAULT', visible]]),
    views: [new WeakMap(), new WeakMap()],
  };
}
