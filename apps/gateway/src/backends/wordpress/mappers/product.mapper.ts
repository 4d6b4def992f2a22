import {
  decodeEntities,
  deriveSlug,
  parseSpecifications,
  splitCommaList,
  stripTags,
  stripWwwFromImageHost,
  toCents,
} from '@shop/domain';
import type { CategoryRecord, ImageRef, PriceTier, ProductRecord, VariationRecord } from '@shop/domain';
import type { WcCategory, WcProduct, WcVariation } from '../upstream.schemas.js';

/** the list tiers of a product and its variations (the wholesale plugin's, mappers/b2bking.mapper.ts) */
export interface ListTiers {
  productTiers: PriceTier[] | null;
  variationTiers: ReadonlyMap<string, PriceTier[]>;
}

const NO_TIERS: ListTiers = { productTiers: null, variationTiers: new Map() };

function image(src: string, alt: string, fallbackAlt: string): ImageRef {
  return { src: stripWwwFromImageHost(src), alt: decodeEntities(alt) || fallbackAlt };
}

export function mapVariation(
  variation: WcVariation,
  productName: string,
  priceTiers: PriceTier[] | null = null,
): VariationRecord {
  const record: VariationRecord = {
    id: variation.id,
    priceCents: Math.max(0, toCents(variation.price)),
    attributes: variation.attributes.map((a) => ({ name: decodeEntities(a.name), option: decodeEntities(a.option) })),
    image: variation.image ? image(variation.image.src, variation.image.alt, productName) : null,
    inStock: variation.stock_status === 'instock',
    // WooCommerce sends "" for a variation without its own SKU (it then shows the product's)
    sku: variation.sku?.trim() || null,
  };
  if (priceTiers && priceTiers.length > 0) record.priceTiers = priceTiers;
  return record;
}

/**
 * WooCommerce product (+ its variations, fetched separately) → ProductRecord, with the rules of
 * SPEC section 3. `position` is WooCommerce's `menu_order`, the shop owner's custom ordering (WooCommerce's
 * own "default sorting"), so a product has the same position however it was fetched.
 */
export function mapProduct(
  product: WcProduct,
  variations: readonly WcVariation[],
  tiers: ListTiers = NO_TIERS,
): ProductRecord {
  const name = decodeEntities(product.name);
  const type = product.type === 'variable' ? 'variable' : 'simple';
  // disabled variations ("private") cannot be bought
  const mappedVariations =
    type === 'variable'
      ? variations
          .filter((v) => v.status === 'publish')
          .map((v) => mapVariation(v, name, tiers.variationTiers.get(v.id) ?? null))
      : [];
  const record: ProductRecord = {
    id: product.id,
    slug: product.slug || deriveSlug(name),
    name,
    type,
    priceCents: Math.max(0, toCents(product.price)),
    descriptionHtml: product.description,
    shortDescription: stripTags(product.short_description),
    images: product.images.map((img) => image(img.src, img.alt, name)),
    categories: product.categories.map((c) => ({
      id: c.id,
      name: decodeEntities(c.name),
      slug: c.slug || deriveSlug(decodeEntities(c.name)),
    })),
    attributes: product.attributes
      .filter((a) => a.name !== '')
      .map((a) => ({ name: decodeEntities(a.name), options: a.options.map((o) => decodeEntities(o)) })),
    variations: mappedVariations,
    inStock: product.stock_status === 'instock',
    visible: product.catalog_visibility === 'visible',
    benefits: splitCommaList(product.acf?.benefits).map((b) => decodeEntities(b)),
    ingredients: splitCommaList(product.acf?.ingredients).map((i) => decodeEntities(i)),
    specifications: parseSpecifications(product.acf?.specifications).map((s) => ({
      label: decodeEntities(s.label),
      value: decodeEntities(s.value),
    })),
    position: product.menu_order,
    sku: product.sku?.trim() || null,
  };
  if (type === 'simple' && tiers.productTiers && tiers.productTiers.length > 0) record.priceTiers = tiers.productTiers;
  return record;
}

export function mapCategory(category: WcCategory): Omit<CategoryRecord, 'productCount'> {
  const name = decodeEntities(category.name);
  return {
    id: category.id,
    name,
    slug: category.slug || deriveSlug(name),
    description: stripTags(category.description),
    image: category.image ? image(category.image.src, category.image.alt, name) : null,
  };
}
