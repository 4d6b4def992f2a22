import { describe, expect, it } from 'vitest';
import {
  EMPTY_PRODUCT,
  formToProductInput,
  missingCombinations,
  productSchema,
  type ProductFormValues,
} from './product-form';

/** a variation row without tiers or own quantity rules */
const NO_RULES = { tiers: [], minQuantity: '', quantityStep: '' };

const valid: ProductFormValues = {
  ...EMPTY_PRODUCT,
  name: 'CBD Oil 10%',
  slug: 'cbd-oil-10',
  price: '39.90',
  images: [
    { mediaId: 'm1', src: '/media/m1.webp', alt: 'Bottle' },
    { mediaId: null, src: '/media/seed/oil.jpg', alt: 'Old' },
  ],
};

const messages = (values: ProductFormValues) => {
  const result = productSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('product form', () => {
  it('accepts a simple product and rejects a bad slug and price', () => {
    expect(messages(valid)).toEqual([]);
    expect(messages({ ...valid, slug: 'CBD Oil', price: '12,50' })).toEqual([
      'slug: Use lower-case letters, digits and "-" only (e.g. cbd-oil-10).',
      'price: Enter a price in euros, e.g. 12.50.',
    ]);
  });

  it('asks a variable product for attributes and variations whose options exist', () => {
    expect(messages({ ...valid, type: 'variable' })).toEqual([
      'attributes: A variable product needs an attribute.',
      'variations: Add at least one variation.',
    ]);
    const variable: ProductFormValues = {
      ...valid,
      type: 'variable',
      attributes: [{ name: 'Strength', options: '5%, 10%' }],
      variations: [
        {
          options: ['5%'],
          price: '19.90',
          stockStatus: 'instock',
          stockQuantity: '4',
          sku: '',
          image: [],
          ...NO_RULES,
        },
        {
          options: ['20%'],
          price: '29.90',
          stockStatus: 'instock',
          stockQuantity: '',
          sku: 'has space',
          image: [],
          ...NO_RULES,
        },
      ],
    };
    expect(messages(variable)).toEqual([
      'variations.1.sku: Use letters, digits and - _ . / only (at most 64 characters, no spaces).',
      'variations.1.options.0: Choose the Strength.',
    ]);
  });

  it('sends uploads as mediaId and kept images as src, variations with their attributes', () => {
    const input = formToProductInput(
      {
        ...valid,
        type: 'variable',
        benefits: [{ value: ' Calm ' }, { value: '' }],
        attributes: [{ name: 'Strength', options: '5%, 10%' }],
        variations: [
          {
            id: 'v1',
            options: ['10%'],
            price: '29.90',
            stockStatus: 'outofstock',
            stockQuantity: '',
            sku: ' GL-OIL-1-10 ',
            image: [{ mediaId: 'm9', src: '/media/m9.webp', alt: '' }],
            tiers: [{ minQuantity: ' 24 ', price: '26.50' }],
            minQuantity: '',
            quantityStep: '12',
          },
        ],
      },
      'p1',
    );
    expect(input.id).toBe('p1');
    expect(input.images).toEqual([
      { mediaId: 'm1', alt: 'Bottle' },
      { src: '/media/seed/oil.jpg', alt: 'Old' },
    ]);
    expect(input.benefits).toEqual(['Calm']);
    expect(input.attributes).toEqual([{ name: 'Strength', options: ['5%', '10%'] }]);
    expect(input.variations).toEqual([
      {
        id: 'v1',
        attributes: [{ name: 'Strength', option: '10%' }],
        price: '29.90',
        stockStatus: 'outofstock',
        stockQuantity: null,
        sku: 'GL-OIL-1-10',
        image: { mediaId: 'm9', alt: '' },
        priceTiers: [{ minQuantity: 24, price: '26.50' }],
        minQuantity: null,
        quantityStep: 12,
      },
    ]);
    expect(formToProductInput(valid).variations).toEqual([]);
  });

  it('lists the option combinations that have no variation yet', () => {
    expect(
      missingCombinations({
        attributes: [
          { name: 'Strength', options: '5%, 10%' },
          { name: 'Size', options: '10 ml' },
        ],
        variations: [
          {
            options: ['5%', '10 ml'],
            price: '1',
            stockStatus: 'instock',
            stockQuantity: '',
            sku: '',
            image: [],
            ...NO_RULES,
          },
        ],
      }),
    ).toEqual([['10%', '10 ml']]);
  });
});
