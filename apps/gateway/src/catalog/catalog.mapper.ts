import {
  type CategoryRecord,
  centsToDecimal,
  CURRENCY_CODE,
  type ImageRef,
  effectiveTiers,
  quantityPricingOf,
  type ProductRecord,
  productPriceRange,
  quantityRules,
} from '@shop/domain';
import type { Category, Image, Money, Product } from '../graphql/generated/resolvers.js';

export const money = (cents: number): Money => ({ amount: centsToDecimal(cents), currencyCode: CURRENCY_CODE });

/**
 * Image URLs from the store are absolute (WordPress media host) or site-relative (`/media/...` of the
 * embedded store). A relative path without a leading slash would resolve against the current route
 * in the browser (/products/x/media/...), so it is made site-relative.
 */
export function imageUrl(src: string): string {
  const trimmed = src.trim();
  if (/^(https?:)?\/\//i.test(trimmed) || trimmed.startsWith('/') || trimmed.startsWith('data:')) return trimmed;
  return `/${trimmed.replace(/^\.\//, '')}`;
}

export const toImage = (image: ImageRef): Image => ({ src: imageUrl(image.src), alt: image.alt });

export function toCategory(record: CategoryRecord): Category {
  return {
    id: record.id,
    name: record.name,
    slug: record.slug,
    description: record.description,
    image: record.image?.src ? toImage(record.image) : null,
    productCount: record.productCount,
  };
}

/**
 * The GraphQL shape of a product for one kind of caller. Anonymous callers get null for every price
 * and for the description (API.md); this is the only place that decides it.
 */
export function toProduct(
  record: ProductRecord,
  showPrices: boolean,
  categoriesBySlug: ReadonlyMap<string, Category>,
  /** the lowest unit price the caller can pay (packages/domain productFromPrice), or null */
  fromPriceCents: number | null = null,
): Product {
  const range = productPriceRange(record);
  return {
    id: record.id,
    slug: record.slug,
    name: record.name,
    type: record.type === 'variable' ? 'VARIABLE' : 'SIMPLE',
    price: showPrices ? money(record.priceCents) : null,
    priceRange: showPrices ? { min: money(range.minCents), max: money(range.maxCents) } : null,
    description: showPrices ? record.descriptionHtml : null,
    shortDescription: record.shortDescription,
    images: record.images.filter((image) => image.src).map(toImage),
    categories: record.categories.flatMap((ref) => {
      const category = categoriesBySlug.get(ref.slug);
      return category ? [category] : [];
    }),
    attributes: record.attributes.map((attribute) => ({ name: attribute.name, options: [...attribute.options] })),
    variations: record.variations.map((variation) => {
      // the variation's own tiers and rules (else the product's rules): packages/domain quantityPricingOf
      const pricing = quantityPricingOf(record, variation);
      return {
        id: variation.id,
        price: showPrices ? money(variation.priceCents) : null,
        attributes: variation.attributes.map((a) => ({ name: a.name, option: a.option })),
        image: variation.image?.src ? toImage(variation.image) : null,
        inStock: variation.inStock,
        sku: variation.sku ?? null,
        priceTiers: showPrices
          ? pricing.tiers.map((tier) => ({ minQuantity: tier.minQuantity, price: money(tier.priceCents) }))
          : null,
        ...pricing.rules,
      };
    }),
    inStock: record.inStock,
    benefits: [...record.benefits],
    ingredients: [...record.ingredients],
    specifications: record.specifications.map((s) => ({ label: s.label, value: s.value })),
    sku: record.sku ?? null,
    // tiers of the product's own price (a simple product's), already the caller's group's (withGroupPrices)
    priceTiers: showPrices
      ? (record.type === 'simple' ? effectiveTiers(record.priceCents, record.priceTiers) : []).map((tier) => ({
          minQuantity: tier.minQuantity,
          price: money(tier.priceCents),
        }))
      : null,
    ...quantityRules(record),
    fromPrice: showPrices && fromPriceCents != null ? money(fromPriceCents) : null,
  };
}
