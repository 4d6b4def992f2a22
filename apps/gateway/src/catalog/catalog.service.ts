import { Inject, Injectable } from '@nestjs/common';
import {
  type BuyerGroup,
  buyerGroupOf,
  buyerPricingClass,
  type Cents,
  productFromPrice,
  withGroupPrices,
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
import { CacheTag, cachePolicy, type CachePolicy } from '../cache/policy.js';
import { type AppConfig, CONFIG } from '../config/config.js';
import { badRequest } from '../graphql/errors.js';
import type { Category, Product, ProductFilter, ProductPage } from '../graphql/generated/resolvers.js';
import { toCategory, toProduct } from './catalog.mapper.js';

/** What a caller may see; prices and descriptions only for logged-in customers, at their group's prices. */
export interface Viewer {
  showPrices: boolean;
  /** the caller's buyer group (null/absent: the default group) */
  groupId?: string | null;
}

export interface ProductQuery {
  filter?: ProductFilter | null;
  sort?: ProductSort | null;
  page?: number | null;
  pageSize?: number | null;
}

/** What the store gives for the catalogue, cached (and in Redis, shared) as one snapshot. */
interface CatalogSnapshot {
  /** every product, hidden ones too, descriptions sanitised */
  products: ProductRecord[];
  /** as the store holds them; counts are the domain's, from the visible products (buildIndex) */
  categories: CategorySourceRecord[];
  /** the store's buyer groups (empty: list prices for everyone) */
  groups: BuyerGroup[];
}

/**
 * The snapshot's in-memory form, built once when it enters this process (the cache's `hydrate`):
 * visible products in store order, lookups by slug/id, every product by id (cart pricing), the
 * visible categories with their counts, sort orders and GraphQL objects per pricing class (filled as
 * they are asked for). It lives and dies with its cache entry, so it has no invalidation of its own.
 */
interface CatalogIndex {
  /** list prices (what cart pricing starts from, with the buyer's group applied per line) */
  allById: ReadonlyMap<string, ProductRecord>;
  categories: Category[];
  categoriesBySlug: Map<string, Category>;
  groups: BuyerGroup[];
  /** the visible catalogue as one pricing class sees it, built when first asked for */
  priced: Map<PricingClass, PricedCatalog>;
  listVisible: ProductRecord[];
}

/** the visible products at one pricing class's prices, with their lookups, sort orders and GraphQL objects */
interface PricedCatalog {
  group: BuyerGroup | null;
  visible: ProductRecord[];
  bySlug: Map<string, ProductRecord>;
  byId: Map<string, ProductRecord>;
  sorted: Map<ProductSort, ProductRecord[]>;
  fromPrice: Map<string, Cents>;
  views: Map<ProductRecord, Product>;
  categoriesBySlug: ReadonlyMap<string, Category>;
}

/**
 * Who sees which prices: everyone of one class gets the same catalogue answer (never per user):
 * `anonymous`, `buyer` (the default group) and `buyer:<group id>` per buyer group
 * (packages/domain buyerPricingClass).
 */
export type PricingClass = string;

export function pricingClassOf(viewer: Viewer): PricingClass {
  return buyerPricingClass(viewer.showPrices, viewer.groupId) ?? 'anonymous';
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
  /**
   * The catalogue snapshot: fresh for CACHE_TTL_SECONDS, then served while one refresh runs for
   * CACHE_STALE_SECONDS, and as long again when the store fails; dropped by the `catalog` tag
   * (product/category webhooks, the seed).
   */
  private readonly policy: CachePolicy;

  constructor(
    @Inject(CATALOGUE_SOURCE) private readonly backend: CatalogueSource,
    @Inject(CONFIG) config: AppConfig,
    private readonly cache: CacheService,
  ) {
    this.policy = cachePolicy({
      name: 'catalogue',
      ttlMs: config.cache.ttlMs,
      staleWhileRevalidateMs: config.cache.staleMs,
      staleIfErrorMs: config.cache.staleMs,
    });
  }

  async categories(): Promise<Category[]> {
    return (await this.index()).categories;
  }

  async category(slug: string): Promise<Category | null> {
    return (await this.index()).categoriesBySlug.get(slug) ?? null;
  }

  async products(query: ProductQuery, viewer: Viewer): Promise<ProductPage> {
    const { page, pageSize } = validatePaging(query.page, query.pageSize, 8);
    const index = this.pricedFor(await this.index(), viewer);
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
    const index = this.pricedFor(await this.index(), viewer);
    const product = index.bySlug.get(slug);
    return product ? this.view(index, product, viewer) : null;
  }

  /** A visible product by its id as the catalogue shows it (server cart lines); null when unknown or hidden. */
  async productById(id: string, viewer: Viewer): Promise<Product | null> {
    const index = this.pricedFor(await this.index(), viewer);
    const product = index.byId.get(id);
    return product ? this.view(index, product, viewer) : null;
  }

  /** Visible products of the same categories first (store order), then the others; never the product itself. */
  async relatedProducts(productId: string, limit: number | null | undefined, viewer: Viewer): Promise<Product[]> {
    const max = limit ?? RELATED_PRODUCTS_LIMIT;
    if (!Number.isInteger(max) || max < 1 || max > MAX_PAGE_SIZE) {
      throw badRequest(`limit must be between 1 and ${MAX_PAGE_SIZE}`);
    }
    const index = this.pricedFor(await this.index(), viewer);
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
    return (await this.index()).allById;
  }

  /** Every visible product in store order (the catalogue download) at the viewer's prices, from the cached snapshot. */
  async visibleProducts(viewer: Viewer = { showPrices: false }): Promise<readonly ProductRecord[]> {
    return this.pricedFor(await this.index(), viewer).visible;
  }

  /**
   * The visible catalogue for matching a caller's lines (quick order, order lists): the products in
   * store order at the viewer's prices (buyer group), by id, and each as the viewer sees it (the cached
   * GraphQL object of its pricing class).
   */
  async visibleCatalogue(viewer: Viewer): Promise<{
    products: readonly ProductRecord[];
    byId: ReadonlyMap<string, ProductRecord>;
    view: (product: ProductRecord) => Product;
  }> {
    const priced = this.pricedFor(await this.index(), viewer);
    return { products: priced.visible, byId: priced.byId, view: (product) => this.view(priced, product, viewer) };
  }

  /** The buyer groups of the cached snapshot, and the group a viewer's prices come from. */
  async buyerGroupOf(viewer: Viewer): Promise<BuyerGroup | null> {
    return viewer.showPrices ? buyerGroupOf((await this.index()).groups, viewer.groupId) : null;
  }

  /**
   * How a viewer sees products read live from the store rather than from the cached catalogue (reorder,
   * loading an order list): at their group's prices, as the catalogue shows them, with the shop's categories.
   */
  async liveView(viewer: Viewer): Promise<(product: ProductRecord) => Product> {
    const index = await this.index();
    const group = viewer.showPrices ? buyerGroupOf(index.groups, viewer.groupId) : null;
    return (product) =>
      toProduct(
        withGroupPrices(product, group),
        viewer.showPrices,
        index.categoriesBySlug,
        productFromPrice(product, group),
      );
  }

  private pricedFor(index: CatalogIndex, viewer: Viewer): PricedCatalog {
    const pricing = pricingClassOf(viewer);
    let priced = index.priced.get(pricing);
    if (!priced) {
      const group = viewer.showPrices ? buyerGroupOf(index.groups, viewer.groupId) : null;
      const visible = group ? index.listVisible.map((product) => withGroupPrices(product, group)) : index.listVisible;
      priced = {
        group,
        visible,
        bySlug: new Map(visible.map((p) => [p.slug, p])),
        byId: new Map(visible.map((p) => [p.id, p])),
        sorted: new Map([['DEFAULT', visible]]),
        fromPrice: new Map(index.listVisible.map((p) => [p.id, productFromPrice(p, group)])),
        views: new Map(),
        categoriesBySlug: index.categoriesBySlug,
      };
      index.priced.set(pricing, priced);
    }
    return priced;
  }

  private view(index: PricedCatalog, product: ProductRecord, viewer: Viewer): Product {
    let view = index.views.get(product);
    if (!view) {
      view = toProduct(product, viewer.showPrices, index.categoriesBySlug, index.fromPrice.get(product.id) ?? null);
      index.views.set(product, view);
    }
    return view;
  }

  private sorted(index: PricedCatalog, sort: ProductSort): ProductRecord[] {
    let list = index.sorted.get(sort);
    if (!list) {
      list = sortProducts(index.visible, sort);
      index.sorted.set(sort, list);
    }
    return list;
  }

  private index(): Promise<CatalogIndex> {
    return this.cache.query<CatalogSnapshot, CatalogIndex>(
      CacheKey.catalogSnapshot,
      async () => {
        const [products, categories, groups] = await Promise.all([
          this.backend.listProducts(),
          this.backend.listCategories(),
          this.backend.listBuyerGroups?.() ?? Promise.resolve([]),
        ]);
        return {
          // the domain's from-price and stock of variable products, descriptions sanitised, once per snapshot
          products: products.map((p) => withVariationRules({ ...p, descriptionHtml: sanitizeHtml(p.descriptionHtml) })),
          categories,
          groups,
        };
      },
      { policy: this.policy, tags: [CacheTag.catalog], hydrate: buildIndex },
    );
  }
}

function buildIndex({ products, categories: categoryRecords, groups }: CatalogSnapshot): CatalogIndex {
  const visible = sortProducts(visibleProducts(products), 'DEFAULT');
  // counts come from the visible products so hidden ones never show up, even as a number
  const categories = categoriesWithVisibleCounts(categoryRecords, visible).map(toCategory);
  return {
    listVisible: visible,
    allById: new Map(products.map((p) => [p.id, p])),
    categories,
    categoriesBySlug: new Map(categories.map((c) => [c.slug, c])),
    // a snapshot cached before buyer groups existed has none
    groups: groups ?? [],
    priced: new Map(),
  };
}
