/**
 * Lenient shapes of the WooCommerce / WordPress answers. Unknown fields pass through untouched
 * (looseObject), a malformed optional field falls back to a default (.catch), and only a record
 * without a usable id is rejected, so one bad record never breaks a list (see `parseList`).
 */
import { z } from 'zod';
import type { WordpressLogger } from './wordpress.logger.js';

/** ids are integers in WooCommerce; accepted as numeric strings too */
const id = z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/)]).transform(String);
const optionalId = id.nullish().catch(null);
const text = z
  .string()
  .nullish()
  .catch(null)
  .transform((v) => v ?? '');
const nullableText = z
  .string()
  .nullish()
  .catch(null)
  .transform((v) => v ?? null);
/** WooCommerce money values are strings ("21.99") but line-item prices are numbers */
const money = z.union([z.string(), z.number()]).nullish().catch(null);
const int = z.coerce.number().int().catch(0);
const rendered = z
  .looseObject({ rendered: text })
  .nullish()
  .catch(null)
  .transform((v) => v?.rendered ?? '');
/** ACF answers `[]` (an empty PHP array) instead of an object when a post has no field values */
const acfObject = <T extends z.core.$ZodLooseShape>(shape: T) => z.looseObject(shape).nullish().catch(null);
const textOrList = z
  .union([z.string(), z.array(z.string())])
  .nullish()
  .catch(null);
const arrayOf = <T extends z.ZodType>(item: T) =>
  z
    .array(z.unknown())
    .catch([])
    .transform((items) =>
      items.flatMap((raw) => {
        const parsed = item.safeParse(raw);
        return parsed.success ? [parsed.data as z.output<T>] : [];
      }),
    );

/** WooCommerce's `meta_data`: `{ id, key, value }` per row (value: whatever the meta holds, usually a string) */
const metaData = arrayOf(z.looseObject({ key: z.string(), value: z.unknown() }));
export type WcMetaData = z.output<typeof metaData>;

export const wcImage = z.looseObject({ src: z.string().min(1), alt: text, name: text });
export const wcCategoryRef = z.looseObject({ id, name: text, slug: text });

export const wcProduct = z.looseObject({
  id,
  name: text,
  slug: text,
  type: text,
  status: z.string().catch('publish').default('publish'),
  price: money,
  regular_price: money,
  description: text,
  short_description: text,
  images: arrayOf(wcImage),
  categories: arrayOf(wcCategoryRef),
  attributes: arrayOf(
    z.looseObject({
      name: text,
      options: z.array(z.string()).catch([]),
      variation: z.boolean().catch(false).default(false),
    }),
  ),
  variations: arrayOf(id),
  stock_status: text,
  catalog_visibility: text,
  menu_order: int.default(0),
  sku: nullableText,
  acf: acfObject({ benefits: textOrList, ingredients: textOrList, specifications: textOrList }),
  // the wholesale plugin's prices live here (mappers/b2bking.mapper.ts)
  meta_data: metaData,
});
export type WcProduct = z.output<typeof wcProduct>;

export const wcVariation = z.looseObject({
  id,
  price: money,
  status: z.string().catch('publish').default('publish'),
  image: wcImage.nullish().catch(null),
  attributes: arrayOf(z.looseObject({ name: text, option: text })),
  stock_status: text,
  sku: nullableText,
  meta_data: metaData,
});
export type WcVariation = z.output<typeof wcVariation>;

export const wcCategory = z.looseObject({
  id,
  name: text,
  slug: text,
  description: text,
  image: wcImage.nullish().catch(null),
  count: int.default(0),
});
export type WcCategory = z.output<typeof wcCategory>;

export const wcCoupon = z.looseObject({
  id: optionalId,
  code: z.string().min(1),
  amount: money,
  discount_type: text,
  minimum_amount: money,
  maximum_amount: money,
  product_ids: arrayOf(id),
  date_expires_gmt: nullableText,
  usage_limit: z.number().nullish().catch(null),
  usage_count: z.number().nullish().catch(null),
  status: z.string().catch('publish').default('publish'),
});
export type WcCoupon = z.output<typeof wcCoupon>;

const wcAddress = z.looseObject({
  first_name: text,
  last_name: text,
  address_1: text,
  city: text,
  postcode: text,
  country: text,
  email: text,
  phone: text,
});

export const wcOrder = z.looseObject({
  id,
  number: z.union([z.string(), z.number()]).nullish().catch(null),
  status: text,
  currency: text,
  date_created: nullableText,
  date_created_gmt: nullableText,
  customer_id: optionalId,
  discount_total: money,
  total: money,
  customer_note: text,
  billing: wcAddress.nullish().catch(null),
  shipping: wcAddress.nullish().catch(null),
  line_items: arrayOf(
    z.looseObject({
      product_id: optionalId,
      variation_id: optionalId,
      name: text,
      quantity: int.default(0),
      price: money,
      subtotal: money,
      total: money,
    }),
  ),
  coupon_lines: arrayOf(z.looseObject({ code: z.string() })),
  meta_data: metaData,
  // VAT and shipping as WooCommerce charged them (issue 18: shown as returned)
  shipping_total: money,
  total_tax: money,
  tax_lines: arrayOf(z.looseObject({ label: text, rate_percent: money, tax_total: money, shipping_tax_total: money })),
  payment_method_title: nullableText,
});
export type WcOrder = z.output<typeof wcOrder>;

export const wpPost = z.looseObject({
  id,
  slug: text,
  date: nullableText,
  date_gmt: nullableText,
  modified: nullableText,
  modified_gmt: nullableText,
  title: rendered,
  excerpt: rendered,
  content: rendered,
});
export type WpPost = z.output<typeof wpPost>;

export const wpFaq = wpPost.extend({ acf: acfObject({ question: nullableText, answer: nullableText }) });
export type WpFaq = z.output<typeof wpFaq>;

/** ACF image fields return an object, an attachment id or a URL depending on the field's settings */
const acfImage = z
  .union([z.looseObject({ url: z.string().min(1), alt: text }), z.string().min(1), z.number()])
  .nullish()
  .catch(null);

export const wpTeamMember = wpPost.extend({
  acf: acfObject({ team_role: nullableText, image: acfImage }),
  _embedded: z
    .looseObject({
      'wp:featuredmedia': z
        .array(z.looseObject({ source_url: text, alt_text: text }))
        .catch([])
        .default([]),
    })
    .nullish()
    .catch(null),
});
export type WpTeamMember = z.output<typeof wpTeamMember>;

const rating = z.coerce.number().catch(0);

export const wpPartnerReview = wpPost.extend({
  acf: acfObject({
    partner_name: nullableText,
    partner_position: nullableText,
    company_name: nullableText,
    rating: rating.nullish(),
  }),
});
export type WpPartnerReview = z.output<typeof wpPartnerReview>;

/** user meta: registered single values arrive as strings, unregistered ones as one-element arrays */
const metaValue = z
  .unknown()
  .transform((v) => (Array.isArray(v) ? v[0] : v))
  .transform((v) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null));

export const wpUser = z.looseObject({
  id,
  name: text,
  email: text,
  registered_date: nullableText,
  meta: z.record(z.string(), metaValue).catch({}).default({}),
});
export type WpUser = z.output<typeof wpUser>;

export const jwtToken = z.looseObject({ token: z.string().min(10), user_email: text, user_display_name: text });

/**
 * Parses every item of a list answer on its own: the bad ones are logged (id only) and skipped.
 * A body that is not a list at all counts as an empty list.
 */
export function parseList<T extends z.ZodType>(
  schema: T,
  data: unknown,
  logger: WordpressLogger,
  what: string,
): z.output<T>[] {
  if (!Array.isArray(data)) {
    logger.warn({ upstream: 'wordpress', what }, 'wordpress list answer is not an array; treated as empty');
    return [];
  }
  return data.flatMap((raw: unknown) => {
    const parsed = schema.safeParse(raw);
    if (parsed.success) return [parsed.data as z.output<T>];
    const rawId = raw && typeof raw === 'object' ? (raw as { id?: unknown }).id : undefined;
    logger.warn(
      { upstream: 'wordpress', what, id: typeof rawId === 'number' || typeof rawId === 'string' ? rawId : null },
      'wordpress record skipped: unusable shape',
    );
    return [];
  });
}

/** Parses a single-record answer; null when it has no usable shape. */
export function parseOne<T extends z.ZodType>(
  schema: T,
  data: unknown,
  logger: WordpressLogger,
  what: string,
): z.output<T> | null {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data as z.output<T>;
  logger.warn({ upstream: 'wordpress', what }, 'wordpress record skipped: unusable shape');
  return null;
}
