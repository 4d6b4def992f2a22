import type { ProductCardFragment } from '../gql/graphql';

export function money(amount: string) {
  return { __typename: 'Money' as const, amount, currencyCode: 'EUR' };
}

export function productCard(overrides: Partial<ProductCardFragment> = {}): ProductCardFragment {
  return {
    __typename: 'Product',
    id: 'p1',
    slug: 'mint-gummies',
    name: 'Mint Gummies',
    type: 'SIMPLE',
    shortDescription: 'Refreshing mint gummies.',
    inStock: true,
    price: null,
    fromPrice: null,
    images: [{ __typename: 'Image', src: '/media/mint.jpg', alt: 'Mint Gummies' }],
    categories: [{ __typename: 'Category', id: 'c1', name: 'Gummies', slug: 'gummies' }],
    attributes: [],
    variations: [],
    ...overrides,
  } as ProductCardFragment;
}
