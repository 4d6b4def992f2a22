/** Derived demo data shared by the seed and the media generator (pure, deterministic). */
import { deriveSlug } from '@shop/domain';
import type { ProductSeed } from './catalogue.js';

export interface VariationSeed {
  attributes: { name: string; option: string }[];
  priceCents: number;
  inStock: boolean;
  /** file name (without folder) of the variation's image */
  imageFile: string;
  label: string;
}

/**
 * The demo SKUs: GL-<first three letters of the category>-<position, 3 digits>, e.g. GL-VAP-001; a
 * variation appends its options, e.g. GL-OIL-012-1000MG-30ML. Unique because positions and option
 * combinations are.
 */
export function productSku(product: ProductSeed, index: number): string {
  const category = product.category
    .replace(/[^a-z]/gi, '')
    .slice(0, 3)
    .toUpperCase();
  return `GL-${category}-${String(index + 1).padStart(3, '0')}`;
}

export function variationSku(productSkuValue: string, variation: Pick<VariationSeed, 'attributes'>): string {
  const options = variation.attributes.map((a) => deriveSlug(a.option.replace('%', ' pct')).toUpperCase());
  return [productSkuValue, ...options].join('-');
}

export function productImageFile(product: ProductSeed): string {
  return `${product.slug}.svg`;
}

/** every combination of the product's attribute options, in declaration order */
export function expandVariations(product: ProductSeed): VariationSeed[] {
  const attributes = product.attributes ?? [];
  if (attributes.length === 0) return [];
  let combos: { name: string; option: string; addCents: number }[][] = [[]];
  for (const attribute of attributes) {
    combos = combos.flatMap((combo) =>
      attribute.options.map((option) => [
        ...combo,
        { name: attribute.name, option: option.value, addCents: option.addCents },
      ]),
    );
  }
  return combos.map((combo) => {
    const soldOut = combo.some((c) => product.soldOutOptions?.includes(c.option));
    return {
      attributes: combo.map(({ name, option }) => ({ name, option })),
      priceCents: product.priceCents + combo.reduce((sum, c) => sum + c.addCents, 0),
      inStock: product.inStock !== false && !soldOut,
      imageFile: `${product.slug}--${combo.map((c) => deriveSlug(c.option.replace('%', ' pct'))).join('--')}.svg`,
      label: combo.map((c) => c.option).join(' · '),
    };
  });
}
