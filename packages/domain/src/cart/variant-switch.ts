import { findVariation } from '../catalog/catalog.js';
import type { VariationRecord } from '../types.js';

type VariationLike = Pick<VariationRecord, 'id' | 'attributes'>;

const key = (name: string) => name.trim().toLowerCase();

/**
 * The variation a cart line switches to when the buyer picks `option` for one attribute (SPEC
 * UPDATE_ATTRIBUTE): the line's other attributes stay as they are when such a variation exists,
 * otherwise the first variation with the chosen option. Null when no variation offers it.
 */
export function switchVariation<V extends VariationLike>(
  variations: readonly V[],
  currentId: string,
  attributeName: string,
  option: string,
): V | null {
  const current = variations.find((variation) => variation.id === currentId);
  const selection: Record<string, string> = {};
  for (const attribute of current?.attributes ?? []) selection[key(attribute.name)] = attribute.option;
  selection[key(attributeName)] = option;
  return findVariation({ variations }, selection) ?? findVariation({ variations }, { [attributeName]: option });
}

/**
 * The selects a cart line of a variable product offers: the product's attributes that its variations
 * use (in the product's order), each with the options some variation has.
 */
export function variantAttributes(product: {
  attributes: readonly { name: string; options: readonly string[] }[];
  variations: readonly VariationLike[];
}): { name: string; options: string[] }[] {
  return product.attributes
    .map((attribute) => {
      const used = new Set(
        product.variations.flatMap((variation) =>
          variation.attributes.filter((a) => key(a.name) === key(attribute.name)).map((a) => a.option.trim()),
        ),
      );
      return { name: attribute.name, options: attribute.options.filter((option) => used.has(option.trim())) };
    })
    .filter((attribute) => attribute.options.length > 0);
}
