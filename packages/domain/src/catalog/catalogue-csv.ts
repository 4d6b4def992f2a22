import { centsToDecimal } from '../money/money.js';
import { effectiveTiers } from '../pricing/tiers.js';
import type { ProductRecord } from '../types.js';

/**
 * The catalogue download (GET /catalog.csv): one row per product and one per variation, the price
 * columns only for a viewer who may see prices. The cells are plain text; quoting is the CSV writer's.
 */

/**
 * A cell a spreadsheet would run as a formula (starting with = + - @, after blanks or not) gets a
 * leading apostrophe, so `=HYPERLINK(...)` in a product name is shown as text, never evaluated.
 * Line breaks and other control characters become spaces first: the download's rows end in CR LF, so a
 * bare line feed in a name (an entity such as `&#10;` decoded) was left unquoted and started a new row,
 * whose first cell (`=1+1`) escaped the apostrophe.
 */
export function neutraliseCsvCell(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is replaced
  const flat = value.replace(/[\u0000-\u001f\u007f]+/g, ' ');
  return /^\s*[=+\-@]/.test(flat) ? `'${flat}` : flat;
}

export const CATALOGUE_CSV_HEADER = ['SKU', 'Product', 'Category', 'Variation', 'Stock status', 'Link'] as const;
export const CATALOGUE_CSV_PRICE_HEADER = ['Price (EUR, excl. VAT)', 'Tier prices'] as const;

/**
 * The "Tier prices" cell: the quantity breaks a buyer gets, such as "10+: 6.20; 50+: 5.80" (EUR, excl.
 * VAT), only the tiers that lower the list price (pricing/tiers.ts); empty when there are none. Tiers
 * apply to a product's own price, so a variation's row has none.
 */
export function tierPricesCell(listPriceCents: number, tiers: ProductRecord['priceTiers']): string {
  return effectiveTiers(listPriceCents, tiers)
    .map((tier) => `${tier.minQuantity}+: ${centsToDecimal(tier.priceCents)}`)
    .join('; ');
}

type CsvProduct = Pick<
  ProductRecord,
  'sku' | 'name' | 'slug' | 'categories' | 'type' | 'variations' | 'inStock' | 'priceCents' | 'priceTiers'
>;

export interface CatalogueCsvOptions {
  withPrices: boolean;
  /** the shop's address for the Link column ('' for site-relative links) */
  origin: string;
}

/** The rows (header first) of the catalogue download, every cell neutralised. */
export function catalogueCsvRows(products: readonly CsvProduct[], options: CatalogueCsvOptions): string[][] {
  const header = [...CATALOGUE_CSV_HEADER, ...(options.withPrices ? CATALOGUE_CSV_PRICE_HEADER : [])];
  const rows: string[][] = [];
  const stock = (inStock: boolean) => (inStock ? 'In stock' : 'Out of stock');
  for (const product of products) {
    const base = {
      category: product.categories.map((category) => category.name).join(', '),
      link: `${options.origin}/products/${product.slug}`,
    };
    if (product.type === 'variable' && product.variations.length > 0) {
      for (const variation of product.variations) {
        rows.push([
          variation.sku ?? product.sku ?? '',
          product.name,
          base.category,
          variation.attributes.map((a) => `${a.name}: ${a.option}`).join(', '),
          stock(product.inStock && variation.inStock),
          base.link,
          ...(options.withPrices ? [centsToDecimal(variation.priceCents), ''] : []),
        ]);
      }
      continue;
    }
    rows.push([
      product.sku ?? '',
      product.name,
      base.category,
      '',
      stock(product.inStock),
      base.link,
      ...(options.withPrices
        ? [centsToDecimal(product.priceCents), tierPricesCell(product.priceCents, product.priceTiers)]
        : []),
    ]);
  }
  return [header, ...rows].map((row) => row.map(neutraliseCsvCell));
}
