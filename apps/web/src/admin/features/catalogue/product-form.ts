import { z } from 'zod';
import type { AdminProductDetailFragment, ProductInput } from '../../gql/graphql';
import { toImageInput, type ImageValue } from '../../components/images-field';
import { isValidSlug, SLUG_MESSAGE } from '../../lib/slug';

export const PRICE = /^\d{1,7}(\.\d{1,2})?$/;
const PRICE_MESSAGE = 'Enter a price in euros, e.g. 12.50.';
const QUANTITY_MESSAGE = 'Enter a whole number (0 or more), or leave it empty when stock is not counted.';

const price = z.string().trim().regex(PRICE, PRICE_MESSAGE);
const quantity = z
  .string()
  .trim()
  .refine((text) => text === '' || /^\d{1,7}$/.test(text), QUANTITY_MESSAGE);
const TIER_QUANTITY_MESSAGE = 'Enter a whole number of at least 2 units.';
const RULE_MESSAGE = 'Enter a whole number (1 or more), or leave it empty for the product’s rule.';
const tier = z.object({
  minQuantity: z
    .string()
    .trim()
    .regex(/^\d{1,7}$/, TIER_QUANTITY_MESSAGE)
    .refine((text) => Number(text) >= 2, TIER_QUANTITY_MESSAGE),
  price,
});
const rule = z
  .string()
  .trim()
  .refine((text) => text === '' || (/^\d{1,6}$/.test(text) && Number(text) >= 1), RULE_MESSAGE);
const SKU_MESSAGE = 'Use letters, digits and - _ . / only (at most 64 characters, no spaces).';
const sku = z
  .string()
  .trim()
  .refine((text) => text === '' || (text.length <= 64 && /^[A-Za-z0-9][A-Za-z0-9._/-]*$/.test(text)), SKU_MESSAGE);
const image = z.object({ mediaId: z.string().nullish(), src: z.string(), alt: z.string().max(200) });
const textItem = z.object({ value: z.string().trim().max(300, 'Keep it under 300 characters.') });

export const productSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter the product name.').max(200, 'Keep the name under 200 characters.'),
    slug: z.string().trim().min(1, 'Enter a slug.').refine(isValidSlug, SLUG_MESSAGE),
    type: z.enum(['simple', 'variable']),
    status: z.enum(['publish', 'draft']),
    catalogVisibility: z.enum(['visible', 'hidden']),
    price,
    categorySlugs: z.array(z.string()),
    stockStatus: z.enum(['instock', 'outofstock']),
    stockQuantity: quantity,
    sku,
    taxClass: z.enum(['standard', 'reduced', 'zero']),
    shortDescription: z.string().max(2000, 'Keep the short description under 2000 characters.'),
    description: z.string(),
    images: z.array(image),
    benefits: z.array(textItem),
    ingredients: z.array(textItem),
    specifications: z.array(
      z.object({
        label: z.string().trim().min(1, 'Enter a label.'),
        value: z.string().trim().min(1, 'Enter a value.'),
      }),
    ),
    attributes: z.array(
      z.object({
        name: z.string().trim().min(1, 'Name the attribute, e.g. Strength.'),
        /** comma-separated */
        options: z
          .string()
          .refine((text) => splitOptions(text).length > 0, 'Enter at least one option, separated by commas.'),
      }),
    ),
    variations: z.array(
      z.object({
        id: z.string().optional(),
        /** one option per attribute, in the attributes' order */
        options: z.array(z.string()),
        price,
        stockStatus: z.enum(['instock', 'outofstock']),
        stockQuantity: quantity,
        sku,
        image: z.array(image).max(1),
        /** quantity breaks of this variation's price */
        tiers: z.array(tier),
        /** empty: the product's rule */
        minQuantity: rule,
        quantityStep: rule,
      }),
    ),
  })
  .superRefine((values, ctx) => {
    if (values.type !== 'variable') return;
    if (values.attributes.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['attributes'], message: 'A variable product needs an attribute.' });
    }
    if (values.variations.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['variations'], message: 'Add at least one variation.' });
    }
    const seen = new Set<string>();
    values.variations.forEach((variation, index) => {
      values.attributes.forEach((attribute, a) => {
        const option = variation.options[a] ?? '';
        if (!splitOptions(attribute.options).includes(option)) {
          ctx.addIssue({
            code: 'custom',
            path: ['variations', index, 'options', a],
            message: `Choose the ${attribute.name || 'attribute'}.`,
          });
        }
      });
      // the server's rule too (packages/domain admin catalogue), shown under the tier
      const listPrice = PRICE.test(variation.price.trim()) ? Number(variation.price.trim()) : null;
      variation.tiers.forEach((tier, t) => {
        if (listPrice !== null && PRICE.test(tier.price.trim()) && Number(tier.price.trim()) >= listPrice) {
          ctx.addIssue({
            code: 'custom',
            path: ['variations', index, 'tiers', t, 'price'],
            message: 'A tier price must be below the variation price.',
          });
        }
      });
      const key = variation.options.join('\u0000');
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['variations', index, 'price'],
          message: 'This variation is a duplicate.',
        });
      }
      seen.add(key);
    });
  });

export type ProductFormValues = z.input<typeof productSchema>;

export const PRODUCT_FORM_FIELDS = Object.keys(productSchema.shape);

export function splitOptions(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((option) => option.trim())
        .filter(Boolean),
    ),
  ];
}

export const EMPTY_PRODUCT: ProductFormValues = {
  name: '',
  slug: '',
  type: 'simple',
  status: 'draft',
  catalogVisibility: 'visible',
  price: '',
  categorySlugs: [],
  stockStatus: 'instock',
  stockQuantity: '',
  sku: '',
  taxClass: 'standard',
  shortDescription: '',
  description: '',
  images: [],
  benefits: [],
  ingredients: [],
  specifications: [],
  attributes: [],
  variations: [],
};

const asStatus = <T extends string>(value: string, allowed: readonly T[], fallback: T): T =>
  (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

export function productToForm(product: AdminProductDetailFragment): ProductFormValues {
  const attributes = product.attributes.map((a) => ({ name: a.name, options: a.options.join(', ') }));
  return {
    name: product.name,
    slug: product.slug,
    type: asStatus(product.type, ['simple', 'variable'] as const, 'simple'),
    status: asStatus(product.status, ['publish', 'draft'] as const, 'draft'),
    catalogVisibility: asStatus(product.catalogVisibility, ['visible', 'hidden'] as const, 'visible'),
    price: product.price.amount,
    categorySlugs: product.categories.map((c) => c.slug),
    stockStatus: asStatus(product.stockStatus, ['instock', 'outofstock'] as const, 'instock'),
    stockQuantity: product.stockQuantity === null ? '' : String(product.stockQuantity),
    sku: product.sku ?? '',
    taxClass: asStatus(product.taxClass, ['standard', 'reduced', 'zero'] as const, 'standard'),
    shortDescription: product.shortDescription,
    description: product.description,
    images: product.images.map((i) => ({ mediaId: i.mediaId ?? null, src: i.src, alt: i.alt })),
    benefits: product.benefits.map((value) => ({ value })),
    ingredients: product.ingredients.map((value) => ({ value })),
    specifications: product.specifications.map((s) => ({ label: s.label, value: s.value })),
    attributes,
    variations: product.variations.map((v) => ({
      id: v.id,
      options: product.attributes.map((a) => v.attributes.find((va) => va.name === a.name)?.option ?? ''),
      price: v.price.amount,
      stockStatus: asStatus(v.stockStatus, ['instock', 'outofstock'] as const, 'instock'),
      stockQuantity: v.stockQuantity === null ? '' : String(v.stockQuantity),
      sku: v.sku ?? '',
      image: v.image ? [{ mediaId: v.image.mediaId ?? null, src: v.image.src, alt: v.image.alt }] : [],
      tiers: v.priceTiers.map((t) => ({ minQuantity: String(t.minQuantity), price: t.price.amount })),
      minQuantity: v.minQuantity === null ? '' : String(v.minQuantity),
      quantityStep: v.quantityStep === null ? '' : String(v.quantityStep),
    })),
  };
}

const quantityOrNull = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

export function formToProductInput(values: ProductFormValues, id?: string): ProductInput {
  const variable = values.type === 'variable';
  const attributes = values.attributes.map((a) => ({ name: a.name.trim(), options: splitOptions(a.options) }));
  return {
    ...(id ? { id } : {}),
    name: values.name.trim(),
    slug: values.slug.trim(),
    type: values.type,
    status: values.status,
    catalogVisibility: values.catalogVisibility,
    price: values.price.trim(),
    description: values.description,
    shortDescription: values.shortDescription.trim(),
    categorySlugs: values.categorySlugs,
    stockStatus: values.stockStatus,
    stockQuantity: quantityOrNull(values.stockQuantity),
    sku: values.sku.trim() || null,
    taxClass: values.taxClass,
    images: values.images.map((i: ImageValue) => toImageInput(i)),
    benefits: values.benefits.map((b) => b.value.trim()).filter(Boolean),
    ingredients: values.ingredients.map((b) => b.value.trim()).filter(Boolean),
    specifications: values.specifications.map((s) => ({ label: s.label.trim(), value: s.value.trim() })),
    attributes,
    variations: variable
      ? values.variations.map((v) => ({
          ...(v.id ? { id: v.id } : {}),
          attributes: attributes.map((a, i) => ({ name: a.name, option: v.options[i] ?? '' })),
          price: v.price.trim(),
          stockStatus: v.stockStatus,
          stockQuantity: quantityOrNull(v.stockQuantity),
          sku: v.sku.trim() || null,
          image: v.image[0] ? toImageInput(v.image[0]) : null,
          priceTiers: v.tiers.map((t) => ({ minQuantity: Number(t.minQuantity.trim()), price: t.price.trim() })),
          minQuantity: quantityOrNull(v.minQuantity),
          quantityStep: quantityOrNull(v.quantityStep),
        }))
      : [],
  };
}

/** every combination of the attributes' options that no variation has yet */
export function missingCombinations(values: Pick<ProductFormValues, 'attributes' | 'variations'>): string[][] {
  const lists = values.attributes.map((a) => splitOptions(a.options));
  if (lists.length === 0 || lists.some((l) => l.length === 0)) return [];
  let combos: string[][] = [[]];
  for (const list of lists) combos = combos.flatMap((combo) => list.map((option) => [...combo, option]));
  const existing = new Set(values.variations.map((v) => v.options.join('\u0000')));
  return combos.filter((combo) => !existing.has(combo.join('\u0000')));
}
