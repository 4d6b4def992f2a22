import type { NewCartItem } from '@shop/domain';
import { toCartItem, type AddableProduct, type AddableVariation } from '../../lib/cart';

type LineWithProduct = {
  variationId: string | null;
  quantity: number;
  product: Omit<AddableProduct, 'variations'> & { variations: readonly AddableVariation[] };
};

/** the cart lines of matched quick order (or order list) lines, the variation looked up on its product */
export function cartItemsOf(lines: readonly LineWithProduct[]): NewCartItem[] {
  return lines.map((line) => {
    const variation = line.variationId
      ? (line.product.variations.find((candidate) => candidate.id === line.variationId) ?? null)
      : null;
    return toCartItem(line.product, { variation, quantity: line.quantity });
  });
}

export function productsAddedText(count: number): string {
  return `${count} ${count === 1 ? 'product' : 'products'} added to your cart`;
}
