import type { NewCartItem } from '@shop/domain';
import { toCartItem, type AddableProduct, type AddableVariation } from '../../lib/cart';

type LineWithProduct = {
  variationId: string | null;
  quantity: number;
  product: Omit<AddableProduct, 'variations'> & { variations: readonly AddableVariation[] };
};

/** what tells a variation apart in a list: its options ("10 mg / 30 pcs") */
export function variantText(attributes: readonly { option: string }[]): string {
  return attributes.map((attribute) => attribute.option).join(' / ');
}

/** a product's name with the variant that tells it apart, the one wording of every quick order screen */
export function withVariant(name: string, variant: string): string {
  return variant ? `${name} – ${variant}` : name;
}

/** a line naming one of its product's variations (or none: a simple product) */
type LineOfProduct<V> = { variationId: string | null; product: { variations: readonly V[] } };

/** a line's variation, looked up on its product (null for a simple product) */
function variationOf<V extends { id: string }>(line: LineOfProduct<V>): V | null {
  return line.variationId
    ? (line.product.variations.find((candidate) => candidate.id === line.variationId) ?? null)
    : null;
}

/** the cart lines of matched quick order (or order list) lines */
export function cartItemsOf(lines: readonly LineWithProduct[]): NewCartItem[] {
  return lines.map((line) => toCartItem(line.product, { variation: variationOf(line), quantity: line.quantity }));
}

/** what tells a quick order or order list line's variation apart ("10 mg / 30 pcs"), or '' for a simple product */
export function lineVariantText(
  line: LineOfProduct<{ id: string; attributes: readonly { option: string }[] }>,
): string {
  const variation = variationOf(line);
  return variation ? variantText(variation.attributes) : '';
}

export function productsAddedText(count: number): string {
  return `${count} ${count === 1 ? 'product' : 'products'} added to your cart`;
}
