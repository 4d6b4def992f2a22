/**
 * The catalogue port over WooCommerce: products (with variations), categories, and the buyer groups
 * the wholesale plugin (B2BKing) prices them for, read from the same product answers.
 */
import pLimit from 'p-limit';
import type { BuyerGroup, ProductRecord } from '@shop/domain';
import type { CatalogueSource, CategorySourceRecord } from '../port.js';
import { b2bkingBuyerGroups, readB2bkingProduct } from './mappers/b2bking.mapper.js';
import { mapCategory, mapProduct } from './mappers/product.mapper.js';
import { type WcProduct, type WcVariation, parseList, wcCategory, wcProduct, wcVariation } from './upstream.schemas.js';
import { dedupeById, isWooId, PAGE_SIZE, WC, type WordpressSite } from './site.js';

/** products as the store holds them, and the buyer groups their wholesale meta prices them for */
interface Priced {
  products: ProductRecord[];
  groups: BuyerGroup[];
}

export class WordpressCatalogue implements CatalogueSource {
  /**
   * one catalogue download at a time: concurrent callers share it (the gateway asks for the products
   * and the buyer groups of its catalogue snapshot together, so both come from one download)
   */
  private catalogueInFlight: Promise<Priced> | null = null;
  /** the same for downloads of a set of products (an order reads its products and their groups at once) */
  private readonly byIdsInFlight = new Map<string, Promise<Priced>>();

  constructor(private readonly site: WordpressSite) {}

  async listProducts(): Promise<ProductRecord[]> {
    return (await this.catalogue()).products;
  }

  /**
   * The B2BKing groups pricing the catalogue; with `productIds`, only what those products need (an
   * order's lines), so placing an order never downloads the whole catalogue.
   */
  async listBuyerGroups(productIds?: readonly string[]): Promise<BuyerGroup[]> {
    return (await (productIds ? this.byIds(productIds) : this.catalogue())).groups;
  }

  private catalogue(): Promise<Priced> {
    this.catalogueInFlight ??= this.fetchCatalogue().finally(() => {
      this.catalogueInFlight = null;
    });
    return this.catalogueInFlight;
  }

  private async fetchCatalogue(): Promise<Priced> {
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
    return (await this.byIds(ids)).products;
  }

  private byIds(ids: readonly string[]): Promise<Priced> {
    const wanted = [...new Set(ids.filter(isWooId))].sort();
    if (wanted.length === 0) return Promise.resolve({ products: [], groups: [] });
    const key = wanted.join(',');
    let inFlight = this.byIdsInFlight.get(key);
    if (!inFlight) {
      inFlight = this.fetchByIds(wanted).finally(() => this.byIdsInFlight.delete(key));
      this.byIdsInFlight.set(key, inFlight);
    }
    return inFlight;
  }

  private async fetchByIds(wanted: string[]): Promise<Priced> {
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
    const [record] = (await this.withVariations([product], pLimit(this.site.settings.concurrency))).products;
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

  /**
   * Attaches the variations of variable products, fetched with bounded concurrency, and reads the
   * wholesale plugin's meta of both (list tiers onto the records, group prices into buyer groups).
   */
  private async withVariations(products: WcProduct[], limit: ReturnType<typeof pLimit>): Promise<Priced> {
    const variations = await Promise.all(
      products.map((product) =>
        product.type === 'variable' && product.variations.length > 0
          ? this.site
              .getAllPages(`/wc/v3/products/${product.id}/variations`, { per_page: PAGE_SIZE }, WC, limit)
              .then((raw) => parseList(wcVariation, raw, this.site.logger, 'variation'))
          : Promise.resolve([] as WcVariation[]),
      ),
    );
    const wholesale = products.map((product, index) =>
      readB2bkingProduct(product, variations[index] ?? [], this.site.logger),
    );
    return {
      products: products.map((product, index) => mapProduct(product, variations[index] ?? [], wholesale[index])),
      groups: b2bkingBuyerGroups(wholesale),
    };
  }
}
