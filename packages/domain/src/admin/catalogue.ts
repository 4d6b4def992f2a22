import { TAX_CLASSES, type TaxClass } from '../tax/vat.js';
import { z } from 'zod';
import type { PriceTier } from '../pricing/tiers.js';
import type { AttributeRecord, Cents, VariationAttributeRecord } from '../types.js';
import {
  amountField,
  choiceField,
  imageInputSchema,
  type ImageInputParsed,
  lineText,
  multilineText,
  positionField,
  slugField,
} from './fields.js';

/**
 * The operator console's catalogue rules: what a product and a category must be before the shop
 * stores them. The gateway's admin API parses every saveProduct / saveCategory with these schemas; what
 * needs the store (slug uniqueness, categories that exist, variation ids of this product) it checks
 * itself with the messages below.
 */

export const PRODUCT_TYPES = ['simple', 'variable'] as const;
export const PRODUCT_STATUSES = ['publish', 'draft'] as const;
export const CATALOG_VISIBILITIES = ['visible', 'hidden'] as const;
export const STOCK_STATUSES = ['instock', 'outofstock'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** the highest price a product or variation may have: €1,000,000.00 (an order's cap as well) */
export const MAX_PRICE_CENTS = 100_000_000;
export const MAX_ATTRIBUTES = 10;
export const MAX_OPTIONS = 50;
export const MAX_VARIATIONS = 200;
export const MAX_IMAGES = 20;
export const MAX_LIST_ITEMS = 30;

export const CATALOGUE_MESSAGES = {
  taxClass: 'Tax class must be standard, reduced or zero',
  nameRequired: 'Product name is required',
  nameMax: 'Product name must not exceed 200 characters',
  slugTaken: 'Another product already uses this slug',
  type: 'Type must be simple or variable',
  status: 'Status must be publish or draft',
  visibility: 'Catalogue visibility must be visible or hidden',
  price: 'Price must be an amount of 0 or more with at most two decimals, e.g. 12.50',
  priceMax: 'Price must not exceed 1000000.00',
  stockStatus: 'Stock status must be instock or outofstock',
  stockQuantity: 'Stock quantity must be a whole number from 0 to 1000000',
  stockZeroInStock: 'A stock quantity of 0 means out of stock: set the stock status to outofstock or add stock',
  descriptionMax: 'Description must not exceed 100000 characters',
  shortDescriptionMax: 'Short description must not exceed 2000 characters',
  categoryUnknown: (slug: string) => `Category "${slug}" does not exist`,
  categoriesMax: 'A product can be in at most 20 categories',
  attributeName: 'Attribute name is required (at most 100 characters)',
  attributeOption: 'Each option must be 1 to 100 characters',
  attributeOptionsRequired: 'Each attribute needs at least one option',
  attributeOptionsMax: `An attribute can have at most ${MAX_OPTIONS} options`,
  attributesMax: `A product can have at most ${MAX_ATTRIBUTES} attributes`,
  attributeDuplicate: (name: string) => `Attribute "${name}" is listed twice`,
  optionDuplicate: (option: string) => `Option "${option}" is listed twice`,
  attributesRequired: 'A variable product needs at least one attribute with options',
  variationsRequired: 'A variable product needs at least one variation',
  variationsMax: `A product can have at most ${MAX_VARIATIONS} variations`,
  variationsOnSimple: 'Only variable products have variations: change the type to variable or remove them',
  variationAttributes: 'Each variation must choose one option of every attribute of the product',
  variationUnknownAttribute: (name: string) => `"${name}" is not an attribute of this product`,
  variationUnknownOption: (name: string, option: string) => `"${option}" is not an option of attribute "${name}"`,
  variationDuplicate: 'Two variations have the same options: each combination may exist once',
  variationUnknown: 'This variation does not belong to the product (it may have been deleted)',
  variationIdDuplicate: 'The same variation is listed twice',
  tierQuantity: 'A tier starts at a whole number of at least 2 units',
  tierPrice: 'A tier price must be below the variation price',
  tierDuplicate: 'Two tiers start at the same quantity',
  tiersMax: 'A variation can have at most 10 tiers',
  minQuantity: 'Minimum quantity must be a whole number from 1 to 100000, or empty',
  quantityStep: 'Case pack must be a whole number from 1 to 100000, or empty',
  imagesMax: `A product can have at most ${MAX_IMAGES} images`,
  listItem: 'Each item must be 1 to 300 characters',
  listItemComma: 'An item cannot contain a comma: put each item in its own entry',
  listMax: `At most ${MAX_LIST_ITEMS} items`,
  specificationLabel: 'Specification label must be 1 to 100 characters, without ":" or ","',
  specificationValue: 'Specification value must be 1 to 300 characters, without ","',
  notFound: 'This product does not exist (it may have been deleted)',
  sku: 'SKU may contain only letters, digits and "-", "_", ".", "/" (at most 64 characters, no spaces)',
  skuDuplicate: (sku: string) => `SKU "${sku}" is used twice in this product: each SKU must be unique`,
  skuTaken: (sku: string) => `SKU "${sku}" is already used by another product or variation`,
  mediaUnknown: 'This uploaded image does not exist (upload it again)',
  couponOnlyProduct: (codes: readonly string[]) =>
    `Coupon ${codes.join(', ')} applies only to this product: change or delete the coupon first`,
  categoryNameRequired: 'Category name is required',
  categoryNameMax: 'Category name must not exceed 100 characters',
  categoryDescriptionMax: 'Category description must not exceed 5000 characters',
  categorySlugTaken: 'Another category already uses this slug',
  categoryNotFound: 'This category does not exist (it may have been deleted)',
  categoryNotEmpty: (count: number) =>
    `This category still holds ${count} ${count === 1 ? 'product' : 'products'}: move ${count === 1 ? 'it' : 'them'} to another category first`,
} as const;

const stockQuantityField = z
  .number({ error: CATALOGUE_MESSAGES.stockQuantity })
  .int(CATALOGUE_MESSAGES.stockQuantity)
  .min(0, CATALOGUE_MESSAGES.stockQuantity)
  .max(1_000_000, CATALOGUE_MESSAGES.stockQuantity)
  .nullish()
  .transform((value) => value ?? null);

/** the longest SKU the console accepts */
export const MAX_SKU_LENGTH = 64;
const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

/** an optional SKU: trimmed; empty or absent is null (no SKU) */
export const skuField = z
  .string({ error: CATALOGUE_MESSAGES.sku })
  .trim()
  .max(MAX_SKU_LENGTH, CATALOGUE_MESSAGES.sku)
  .refine((value) => value === '' || SKU_PATTERN.test(value), CATALOGUE_MESSAGES.sku)
  .nullish()
  .transform((value) => (value ? value : null));

/** SKUs compare case-insensitively: "gl-001" and "GL-001" are the same SKU */
export function skuKey(sku: string): string {
  return sku.trim().toLowerCase();
}

const stockStatusField = choiceField(STOCK_STATUSES, CATALOGUE_MESSAGES.stockStatus);
const priceField = amountField(CATALOGUE_MESSAGES.price, MAX_PRICE_CENTS, CATALOGUE_MESSAGES.priceMax);

/** quantity breaks per variation */
export const MAX_TIERS = 10;

/** a whole count from 1 to 100000, or null (inherit) */
function optionalCount(message: string) {
  return z
    .number({ error: message })
    .int(message)
    .min(1, message)
    .max(100_000, message)
    .nullish()
    .transform((value) => value ?? null);
}

const attributeName = lineText(1, CATALOGUE_MESSAGES.attributeName, 100, CATALOGUE_MESSAGES.attributeName);
const attributeOption = lineText(1, CATALOGUE_MESSAGES.attributeOption, 100, CATALOGUE_MESSAGES.attributeOption);

const attributeSchema = z.object({
  name: attributeName,
  options: z
    .array(attributeOption)
    .min(1, CATALOGUE_MESSAGES.attributeOptionsRequired)
    .max(MAX_OPTIONS, CATALOGUE_MESSAGES.attributeOptionsMax),
});

const variationSchema = z.object({
  id: z
    .string()
    .trim()
    .nullish()
    .transform((value) => (value ? value : null)),
  attributes: z.array(z.object({ name: attributeName, option: attributeOption })),
  price: priceField,
  stockStatus: stockStatusField,
  stockQuantity: stockQuantityField,
  image: imageInputSchema.nullish().transform((value) => value ?? null),
  sku: skuField,
  priceTiers: z
    .array(
      z.object({
        minQuantity: z
          .number({ error: CATALOGUE_MESSAGES.tierQuantity })
          .int(CATALOGUE_MESSAGES.tierQuantity)
          .min(2, CATALOGUE_MESSAGES.tierQuantity)
          .max(1_000_000, CATALOGUE_MESSAGES.tierQuantity),
        price: priceField,
      }),
    )
    .max(MAX_TIERS, CATALOGUE_MESSAGES.tiersMax)
    .nullish()
    .transform((tiers) => (tiers ?? []).map((tier) => ({ minQuantity: tier.minQuantity, priceCents: tier.price }))),
  minQuantity: optionalCount(CATALOGUE_MESSAGES.minQuantity),
  quantityStep: optionalCount(CATALOGUE_MESSAGES.quantityStep),
});

/** benefits and ingredients are stored as comma-separated text (as in the WordPress fields): no commas in an item */
const listItem = lineText(1, CATALOGUE_MESSAGES.listItem, 300, CATALOGUE_MESSAGES.listItem).refine(
  (value) => !value.includes(','),
  CATALOGUE_MESSAGES.listItemComma,
);
const listField = z
  .array(listItem)
  .max(MAX_LIST_ITEMS, CATALOGUE_MESSAGES.listMax)
  .nullish()
  .transform((value) => value ?? []);

/** specifications are stored as comma-separated "label:value" items */
const specificationSchema = z.object({
  label: lineText(1, CATALOGUE_MESSAGES.specificationLabel, 100, CATALOGUE_MESSAGES.specificationLabel).refine(
    (value) => !value.includes(':') && !value.includes(','),
    CATALOGUE_MESSAGES.specificationLabel,
  ),
  value: lineText(1, CATALOGUE_MESSAGES.specificationValue, 300, CATALOGUE_MESSAGES.specificationValue).refine(
    (value) => !value.includes(','),
    CATALOGUE_MESSAGES.specificationValue,
  ),
});

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** saveProduct's input (ProductInput in admin.graphql) */
export const productInputSchema = z
  .object({
    name: lineText(1, CATALOGUE_MESSAGES.nameRequired, 200, CATALOGUE_MESSAGES.nameMax),
    slug: slugField(),
    type: choiceField(PRODUCT_TYPES, CATALOGUE_MESSAGES.type),
    status: choiceField(PRODUCT_STATUSES, CATALOGUE_MESSAGES.status),
    catalogVisibility: choiceField(CATALOG_VISIBILITIES, CATALOGUE_MESSAGES.visibility),
    price: priceField,
    description: multilineText(0, '', 100_000, CATALOGUE_MESSAGES.descriptionMax),
    shortDescription: multilineText(0, '', 2000, CATALOGUE_MESSAGES.shortDescriptionMax),
    categorySlugs: z
      .array(z.string().trim())
      .max(20, CATALOGUE_MESSAGES.categoriesMax)
      .transform((slugs) => [...new Set(slugs.filter((slug) => slug !== ''))]),
    stockStatus: stockStatusField,
    stockQuantity: stockQuantityField,
    attributes: z
      .array(attributeSchema)
      .max(MAX_ATTRIBUTES, CATALOGUE_MESSAGES.attributesMax)
      .nullish()
      .transform((value) => value ?? []),
    variations: z
      .array(variationSchema)
      .max(MAX_VARIATIONS, CATALOGUE_MESSAGES.variationsMax)
      .nullish()
      .transform((value) => value ?? []),
    images: z
      .array(imageInputSchema)
      .max(MAX_IMAGES, CATALOGUE_MESSAGES.imagesMax)
      .nullish()
      .transform((value) => value ?? []),
    benefits: listField,
    ingredients: listField,
    specifications: z
      .array(specificationSchema)
      .max(MAX_LIST_ITEMS, CATALOGUE_MESSAGES.listMax)
      .nullish()
      .transform((value) => value ?? []),
    position: positionField,
    sku: skuField,
    /** absent: standard for a new product, unchanged for an existing one (the store decides) */
    taxClass: z
      .enum(TAX_CLASSES, { error: CATALOGUE_MESSAGES.taxClass })
      .nullish()
      .transform((value) => value ?? null),
  })
  .superRefine((product, ctx) => {
    const skus = new Set<string>();
    const claimSku = (sku: string | null, path: (string | number)[]) => {
      if (sku === null) return;
      if (skus.has(skuKey(sku))) ctx.addIssue({ code: 'custom', path, message: CATALOGUE_MESSAGES.skuDuplicate(sku) });
      skus.add(skuKey(sku));
    };
    claimSku(product.sku, ['sku']);
    product.variations.forEach((variation, index) => claimSku(variation.sku, ['variations', index, 'sku']));
    if (product.stockQuantity === 0 && product.stockStatus === 'instock') {
      ctx.addIssue({ code: 'custom', path: ['stockStatus'], message: CATALOGUE_MESSAGES.stockZeroInStock });
    }
    product.attributes.forEach((attribute, index) => {
      if (product.attributes.findIndex((other) => sameName(other.name, attribute.name)) !== index) {
        ctx.addIssue({
          code: 'custom',
          path: ['attributes', index, 'name'],
          message: CATALOGUE_MESSAGES.attributeDuplicate(attribute.name),
        });
      }
      attribute.options.forEach((option, optionIndex) => {
        if (attribute.options.indexOf(option) !== optionIndex) {
          ctx.addIssue({
            code: 'custom',
            path: ['attributes', index, 'options', optionIndex],
            message: CATALOGUE_MESSAGES.optionDuplicate(option),
          });
        }
      });
    });
    if (product.type === 'simple') {
      if (product.variations.length > 0) {
        ctx.addIssue({ code: 'custom', path: ['variations'], message: CATALOGUE_MESSAGES.variationsOnSimple });
      }
      return;
    }
    if (product.attributes.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['attributes'], message: CATALOGUE_MESSAGES.attributesRequired });
    }
    if (product.variations.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['variations'], message: CATALOGUE_MESSAGES.variationsRequired });
    }
    const combinations = new Set<string>();
    const ids = new Set<string>();
    product.variations.forEach((variation, index) => {
      const starts = new Set<number>();
      variation.priceTiers.forEach((tier, tierIndex) => {
        if (starts.has(tier.minQuantity)) {
          ctx.addIssue({
            code: 'custom',
            path: ['variations', index, 'priceTiers', tierIndex, 'minQuantity'],
            message: CATALOGUE_MESSAGES.tierDuplicate,
          });
        }
        starts.add(tier.minQuantity);
        if (tier.priceCents >= variation.price) {
          ctx.addIssue({
            code: 'custom',
            path: ['variations', index, 'priceTiers', tierIndex, 'price'],
            message: CATALOGUE_MESSAGES.tierPrice,
          });
        }
      });
      if (variation.stockQuantity === 0 && variation.stockStatus === 'instock') {
        ctx.addIssue({
          code: 'custom',
          path: ['variations', index, 'stockStatus'],
          message: CATALOGUE_MESSAGES.stockZeroInStock,
        });
      }
      if (variation.id) {
        if (ids.has(variation.id)) {
          ctx.addIssue({
            code: 'custom',
            path: ['variations', index, 'id'],
            message: CATALOGUE_MESSAGES.variationIdDuplicate,
          });
        }
        ids.add(variation.id);
      }
      let matches = true;
      variation.attributes.forEach((chosen, attributeIndex) => {
        const attribute = product.attributes.find((candidate) => sameName(candidate.name, chosen.name));
        if (!attribute) {
          matches = false;
          ctx.addIssue({
            code: 'custom',
            path: ['variations', index, 'attributes', attributeIndex, 'name'],
            message: CATALOGUE_MESSAGES.variationUnknownAttribute(chosen.name),
          });
        } else if (!attribute.options.includes(chosen.option)) {
          matches = false;
          ctx.addIssue({
            code: 'custom',
            path: ['variations', index, 'attributes', attributeIndex, 'option'],
            message: CATALOGUE_MESSAGES.variationUnknownOption(attribute.name, chosen.option),
          });
        }
      });
      if (!matches) return;
      const covered = product.attributes.every(
        (attribute) => variation.attributes.filter((chosen) => sameName(chosen.name, attribute.name)).length === 1,
      );
      if (!covered || variation.attributes.length !== product.attributes.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['variations', index, 'attributes'],
          message: CATALOGUE_MESSAGES.variationAttributes,
        });
        return;
      }
      const key = product.attributes
        .map((attribute) => variation.attributes.find((chosen) => sameName(chosen.name, attribute.name))!.option)
        .join('\u0000');
      if (combinations.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['variations', index, 'attributes'],
          message: CATALOGUE_MESSAGES.variationDuplicate,
        });
      }
      combinations.add(key);
    });
  })
  .transform((product) => ({
    ...product,
    // variation attributes carry the product's spelling of each name, in the product's order
    variations: product.variations.map((variation) => ({
      ...variation,
      attributes: product.attributes.map((attribute): VariationAttributeRecord => ({
        name: attribute.name,
        option: variation.attributes.find((chosen) => sameName(chosen.name, attribute.name))?.option ?? '',
      })),
    })),
  }));

export type ProductInputParsed = z.output<typeof productInputSchema>;

/** a product as the console saves it: what productInputSchema gives, in store terms */
export interface ProductDraft {
  name: string;
  slug: string;
  type: 'simple' | 'variable';
  status: ProductStatus;
  visible: boolean;
  priceCents: Cents;
  /** sanitised by the gateway before it is stored */
  descriptionHtml: string;
  shortDescription: string;
  categorySlugs: string[];
  inStock: boolean;
  stockQuantity: number | null;
  attributes: AttributeRecord[];
  variations: {
    id: string | null;
    attributes: VariationAttributeRecord[];
    priceCents: Cents;
    inStock: boolean;
    stockQuantity: number | null;
    image: ImageInputParsed | null;
    sku: string | null;
    priceTiers: PriceTier[];
    minQuantity: number | null;
    quantityStep: number | null;
  }[];
  images: ImageInputParsed[];
  benefits: string[];
  ingredients: string[];
  specifications: { label: string; value: string }[];
  position: number;
  /** null: no SKU */
  sku: string | null;
  /** null: keep the stored class (standard for a new product) */
  taxClass: TaxClass | null;
}

export function toProductDraft(input: ProductInputParsed): ProductDraft {
  return {
    name: input.name,
    slug: input.slug,
    type: input.type,
    status: input.status,
    visible: input.catalogVisibility === 'visible',
    priceCents: input.price,
    descriptionHtml: input.description,
    shortDescription: input.shortDescription.trim(),
    categorySlugs: input.categorySlugs,
    inStock: input.stockStatus === 'instock',
    stockQuantity: input.stockQuantity,
    attributes: input.type === 'variable' ? input.attributes : [],
    variations: input.variations.map((variation) => ({
      id: variation.id,
      attributes: variation.attributes,
      priceCents: variation.price,
      inStock: variation.stockStatus === 'instock',
      stockQuantity: variation.stockQuantity,
      image: variation.image,
      sku: variation.sku,
      priceTiers: [...variation.priceTiers].sort((a, b) => a.minQuantity - b.minQuantity),
      minQuantity: variation.minQuantity,
      quantityStep: variation.quantityStep,
    })),
    images: input.images,
    benefits: input.benefits,
    ingredients: input.ingredients,
    specifications: input.specifications,
    position: input.position,
    sku: input.sku,
    taxClass: input.taxClass,
  };
}

/** saveCategory's input (CategoryInput in admin.graphql) */
export const categoryInputSchema = z.object({
  name: lineText(1, CATALOGUE_MESSAGES.categoryNameRequired, 100, CATALOGUE_MESSAGES.categoryNameMax),
  slug: slugField(),
  description: multilineText(0, '', 5000, CATALOGUE_MESSAGES.categoryDescriptionMax).transform((value) => value.trim()),
  image: imageInputSchema.nullish().transform((value) => value ?? null),
  position: positionField,
});
export type CategoryInputParsed = z.output<typeof categoryInputSchema>;
