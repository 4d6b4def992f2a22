import { describe, expect, it } from 'vitest';
import { validateInput } from '../validation/user-errors.js';
import { CATALOGUE_MESSAGES, categoryInputSchema, productInputSchema, toProductDraft } from './catalogue.js';
import { FIELD_MESSAGES, isStorableImagePath, mediaIdOfSrc, parseAmountCents } from './fields.js';
import { TEXT_MESSAGES } from '../validation/text-safety.js';

const simple = {
  name: 'CBD Oil 10%',
  slug: 'cbd-oil-10',
  type: 'simple',
  status: 'publish',
  catalogVisibility: 'visible',
  price: '24.90',
  categorySlugs: ['oils'],
  stockStatus: 'instock',
};

const variable = {
  ...simple,
  type: 'variable',
  attributes: [{ name: 'Size', options: ['10 ml', '30 ml'] }],
  variations: [
    { attributes: [{ name: 'Size', option: '10 ml' }], price: '19.90', stockStatus: 'instock' },
    { attributes: [{ name: 'size', option: '30 ml' }], price: '49', stockStatus: 'outofstock' },
  ],
};

function errorsOf(input: unknown) {
  const result = validateInput(productInputSchema, input, ['input']);
  return result.ok ? [] : result.userErrors.map((e) => ({ field: e.field?.join('.'), message: e.message }));
}

describe('productInputSchema', () => {
  it('turns a valid simple product into a draft with cents and flags', () => {
    const parsed = productInputSchema.parse({ ...simple, description: '<p>Hi</p>', benefits: ['Calm'] });
    const draft = toProductDraft(parsed);
    expect(draft).toMatchObject({
      priceCents: 2490,
      visible: true,
      inStock: true,
      status: 'publish',
      descriptionHtml: '<p>Hi</p>',
      benefits: ['Calm'],
      variations: [],
      position: 0,
    });
  });

  it('takes a VAT class (issue 18); none keeps the stored one; anything else is refused', () => {
    expect(toProductDraft(productInputSchema.parse({ ...simple, taxClass: 'reduced' })).taxClass).toBe('reduced');
    expect(toProductDraft(productInputSchema.parse(simple)).taxClass).toBeNull();
    expect(errorsOf({ ...simple, taxClass: 'luxury' })).toEqual([
      { field: 'input.taxClass', message: CATALOGUE_MESSAGES.taxClass },
    ]);
  });

  it('accepts a variable product and spells variation attributes like the product', () => {
    const draft = toProductDraft(productInputSchema.parse(variable));
    expect(draft.variations.map((v) => [v.attributes, v.priceCents, v.inStock])).toEqual([
      [[{ name: 'Size', option: '10 ml' }], 1990, true],
      [[{ name: 'Size', option: '30 ml' }], 4900, false],
    ]);
  });

  it.each([
    ['a negative price', { price: '-1' }, 'input.price', CATALOGUE_MESSAGES.price],
    ['three decimals', { price: '1.999' }, 'input.price', CATALOGUE_MESSAGES.price],
    ['a price above the cap', { price: '1000000.01' }, 'input.price', CATALOGUE_MESSAGES.priceMax],
    ['a bad slug', { slug: 'Not A Slug' }, 'input.slug', FIELD_MESSAGES.slug],
    ['an unknown status', { status: 'pending' }, 'input.status', CATALOGUE_MESSAGES.status],
    ['an unknown type', { type: 'grouped' }, 'input.type', CATALOGUE_MESSAGES.type],
    [
      'an unknown visibility',
      { catalogVisibility: 'search' },
      'input.catalogVisibility',
      CATALOGUE_MESSAGES.visibility,
    ],
    ['a blank name', { name: '  ' }, 'input.name', CATALOGUE_MESSAGES.nameRequired],
    ['a bidi override in the name', { name: 'Oil \u202e' }, 'input.name', TEXT_MESSAGES.invalidCharacters],
    ['a line break in the name', { name: 'Oil\nx' }, 'input.name', TEXT_MESSAGES.singleLine],
    ['0 in stock but in stock', { stockQuantity: 0 }, 'input.stockStatus', CATALOGUE_MESSAGES.stockZeroInStock],
    ['a comma in a benefit', { benefits: ['a, b'] }, 'input.benefits.0', CATALOGUE_MESSAGES.listItemComma],
    [
      'a colon in a specification label',
      { specifications: [{ label: 'a:b', value: 'c' }] },
      'input.specifications.0.label',
      CATALOGUE_MESSAGES.specificationLabel,
    ],
    [
      'variations on a simple product',
      { variations: variable.variations },
      'input.variations',
      CATALOGUE_MESSAGES.variationsOnSimple,
    ],
    ['an image without source', { images: [{ alt: 'x' }] }, 'input.images.0', FIELD_MESSAGES.imageSource],
    [
      'a javascript: image',
      { images: [{ src: 'javascript:alert(1)' }] },
      'input.images.0.src',
      FIELD_MESSAGES.imagePath,
    ],
  ])('refuses %s', (_, change, field, message) => {
    expect(errorsOf({ ...simple, ...change })).toContainEqual({ field, message });
  });

  it('needs attributes and variations on a variable product', () => {
    expect(errorsOf({ ...variable, attributes: [], variations: [] })).toEqual(
      expect.arrayContaining([
        { field: 'input.attributes', message: CATALOGUE_MESSAGES.attributesRequired },
        { field: 'input.variations', message: CATALOGUE_MESSAGES.variationsRequired },
      ]),
    );
  });

  it('refuses variations whose options are not the product attribute options', () => {
    const input = {
      ...variable,
      variations: [
        { attributes: [{ name: 'Size', option: '50 ml' }], price: '1', stockStatus: 'instock' },
        { attributes: [{ name: 'Colour', option: 'Red' }], price: '1', stockStatus: 'instock' },
        { attributes: [], price: '1', stockStatus: 'instock' },
      ],
    };
    expect(errorsOf(input)).toEqual([
      {
        field: 'input.variations.0.attributes.0.option',
        message: CATALOGUE_MESSAGES.variationUnknownOption('Size', '50 ml'),
      },
      {
        field: 'input.variations.1.attributes.0.name',
        message: CATALOGUE_MESSAGES.variationUnknownAttribute('Colour'),
      },
      { field: 'input.variations.2.attributes', message: CATALOGUE_MESSAGES.variationAttributes },
    ]);
  });

  it('refuses two variations with the same combination, and duplicate attributes or options', () => {
    const duplicate = { ...variable, variations: [variable.variations[0], variable.variations[0]] };
    expect(errorsOf(duplicate)).toEqual([
      { field: 'input.variations.1.attributes', message: CATALOGUE_MESSAGES.variationDuplicate },
    ]);
    const attributes = [
      { name: 'Size', options: ['a', 'a'] },
      { name: 'size', options: ['b'] },
    ];
    expect(errorsOf({ ...variable, attributes })).toEqual(
      expect.arrayContaining([
        { field: 'input.attributes.0.options.1', message: CATALOGUE_MESSAGES.optionDuplicate('a') },
        { field: 'input.attributes.1.name', message: CATALOGUE_MESSAGES.attributeDuplicate('size') },
      ]),
    );
  });
});

describe('categoryInputSchema', () => {
  it('parses a category and refuses a bad slug', () => {
    expect(categoryInputSchema.parse({ name: 'Oils', slug: 'oils' })).toEqual({
      name: 'Oils',
      slug: 'oils',
      description: '',
      image: null,
      position: 0,
    });
    expect(categoryInputSchema.safeParse({ name: 'Oils', slug: 'Oils!' }).success).toBe(false);
  });
});

describe('field helpers', () => {
  it('parses exact amounts only', () => {
    expect(parseAmountCents('12')).toBe(1200);
    expect(parseAmountCents('12.5')).toBe(1250);
    expect(parseAmountCents(' 0.07 ')).toBe(7);
    expect(parseAmountCents(3.25)).toBe(325);
    for (const bad of ['', '1e3', '1,000.00', '-1', '1.234', 'abc', '.5']) expect(parseAmountCents(bad)).toBeNull();
  });

  it('knows uploaded image paths and storable paths', () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(mediaIdOfSrc(`/media/u/${id}/1280.webp`)).toBe(id);
    expect(mediaIdOfSrc('/media/products/oil.webp')).toBeNull();
    expect(isStorableImagePath('/media/products/oil.webp')).toBe(true);
    expect(isStorableImagePath('https://cdn.example.com/a.png')).toBe(true);
    expect(isStorableImagePath('/media/../etc/passwd')).toBe(false);
    expect(isStorableImagePath('http://cdn.example.com/a.png')).toBe(false);
    expect(isStorableImagePath('data:image/png;base64,xx')).toBe(false);
  });
});

describe('mediaVariantWidths', () => {
  it('never upscales and keeps the largest step an image reaches', async () => {
    const { mediaVariantWidths } = await import('./media.js');
    expect(mediaVariantWidths(2000)).toEqual([320, 640, 1280]);
    expect(mediaVariantWidths(1280)).toEqual([320, 640, 1280]);
    expect(mediaVariantWidths(1000)).toEqual([320, 640, 1000]);
    expect(mediaVariantWidths(640)).toEqual([320, 640]);
    expect(mediaVariantWidths(200)).toEqual([200]);
  });
});
