/**
 * The catalogue port over WooCommerce: products (with variations) and categories.
 */
import pLimit from 'p-limit';
import type { ProductRecord } from '@shop/domain';
import type { CatalogueSource, CategorySourceRecord } from '../port.js';
import { mapCategory, mapProduct } from './mappers/product.mapper.js';
import { type WcProduct, type WcVariation, parseList, wcCategory, wcProduct, wcVariation } from './upstream.schemas.js';
import { dedupeById, isWooId, PAGE_SIZE, WC, type WordpressSite } from './site.js';

export class WordpressCatalogue implements CatalogueSource {
  /** one catalogue download at a time: concurrent callers share it */
  private catalogueInFlight: Promise<ProductRecord[]> | null = null;

  constructor(private readonly site: WordpressSite) {}

  listProducts(): Promise<ProductRecord[]> {
    this.catalogueInFlight ??= this.fetchCatalogue().finally(() => {
      this.catalogueInFlight = null;
    });
    return this.catalogueInFlight;
  }

  private async fetchCatalogue(): Promise<ProductRecord[]> {
    const limit = pLimit(this.site.settings.concurrency);
    const products = await this.site.getAllPages(
      '/wc/v3/products',
      { status: 'publish', per_page: PAGE_SIZE },
      WC,
      limit,
    );
    const parsed = dedupeById(parseList(wcProduct, products, this.site.logger, 'product'));
    return this.withVariations(parsed, limit);
  }

  async getProductsByIds(ids: string[]): Promise<ProductRecord[]> {
    const wanted = [...new Set(ids.filter(isWooId))];
    if (wanted.length === 0) return [];
    const limit = pLimit(this.site.settings.concurrency);
    const chunks: string[][] = [];
    for (let i = 0; i < wanted.length; i += PAGE_SIZE) chunks.push(wanted.slice(i, i + PAGE_SIZE));
    const pages = await Promise.all(
      chunks.map((chunk) =>
        limit(() =>
          this.site.http.request({
            method: 'GET',
            route: '/wc/v3/products',
            query: { include: chunk, per_page: PAGE_SIZE, status: 'publish' },
            auth: WC,
          }),
        ),
      ),
    );
    const parsed = dedupeById(pages.flatMap((page) => parseList(wcProduct, page.data, this.site.logger, 'product')));
    return this.withVariations(parsed, limit);
  }

  async getProductBySlug(slug: string): Promise<ProductRecord | null> {
    if (!slug.trim()) return null;
    const page = await this.site.http.request({
      method: 'GET',
      route: '/wc/v3/products',
      query: { slug: slug.trim(), status: 'publish', per_page: 1 },
      auth: WC,
    });
    const [product] = parseList(wcProduct, page.data, this.site.logger, 'product');
    if (!product) return null;
    const [record] = await this.withVariations([product], pLimit(this.site.settings.concurrency));
    return record ?? null;
  }

  /** non-empty ones per WooCommerce (its count includes hidden products; the gateway counts the visible ones) */
  async listCategories(): Promise<CategorySourceRecord[]> {
    const raw = await this.site.getAllPages(
      '/wc/v3/products/categories',
      { per_page: PAGE_SIZE, hide_empty: true },
      WC,
      pLimit(this.site.settings.concurrency),
    );
    return dedupeById(parseList(wcCategory, raw, this.site.logger, 'category')).map(mapCategory);
  }

  /** Attaches the variations of variable products, fetched with bounded concurrency. */
  private async withVariations(products: WcProduct[], limit: ReturnType<typeof pLimit>): Promise<ProductRecord[]> {
    const variations = await Promise.all(
      products.map((product) =>
        product.type === 'variable' && product.variations.length > 0
          ? this.site
              .getAllPages(`/wc/v3/products/${product.id}/variations`, { per_page: PAGE_SIZE }, WC, limit)
              .then((raw) => parseList(wcVariation, raw, this.site.logger, 'variation'))
          : Promise.resolve([] as WcVariation[]),
      ),
    );
    return products.map((product, index) => mapProduct(product, variations[index] ?? []));
  }
}
