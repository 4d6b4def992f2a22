/**
 * A catalogue product for tests of the domain and the gateway: visible, in stock, simple, €10.00, no
 * images, categories or variations. A test's overrides say what it is about. Published as
 * `@shop/domain/testing`, never from the package's main entry, so no product code can build one.
 */
import type { ProductRecord } from '../types.js';

export function productRecord(overrides: Partial<ProductRecord> = {}): ProductRecord {
  const id = overrides.id ?? '1';
  return {
    id,
    slug: `product-${id}`,
    name: `Product ${id}`,
    type: 'simple',
    priceCents: 1000,
    descriptionHtml: '',
    shortDescription: '',
    images: [],
    categories: [],
    attributes: [],
    variations: [],
    inStock: true,
    visible: true,
    benefits: [],
    ingredients: [],
    specifications: [],
    position: 0,
    ...overrides,
  };
}
