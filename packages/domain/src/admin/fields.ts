import { z } from 'zod';
import { isValidSlug } from '../text/slug.js';
import { hasLineBreak, hasUnsafeCharacters, TEXT_MESSAGES, visibleLength } from '../validation/text-safety.js';

/**
 * Field rules shared by the operator console's inputs (catalogue, coupons, content): every text goes
 * through the shop's text-safety rule (text-safety.ts), amounts are exact decimals turned into cents,
 * slugs follow `isValidSlug`. Used by the gateway's admin API and the console's forms alike.
 */

export const FIELD_MESSAGES = {
  slug: 'Slug may contain only lower-case letters, digits, "-" and "_" (1 to 200 characters, no spaces)',
  position: 'Position must be a whole number from 0 to 100000',
  imageSource: 'An image needs an uploaded image (mediaId) or the path of an existing one',
  imagePath: 'An image path must be a path under /media/ or an https:// address',
  imageAlt: 'Alt text must not exceed 200 characters',
  mediaId: 'This uploaded image id is not valid',
  dateTime: 'Please enter a valid date and time',
} as const;

/** a text of one line (a name, a title), trimmed, with the text-safety rule */
export function lineText(min: number, minMessage: string, max: number, maxMessage: string) {
  return z
    .string({ error: minMessage })
    .trim()
    .min(min, minMessage)
    .max(max, maxMessage)
    .refine((value) => !hasUnsafeCharacters(value, { multiline: true }), TEXT_MESSAGES.invalidCharacters)
    .refine((value) => !hasLineBreak(value), TEXT_MESSAGES.singleLine)
    .refine((value) => min === 0 || value.length < min || visibleLength(value) >= min, minMessage);
}

/** an optional line of text: null/undefined become '' */
export function optionalLine(max: number, maxMessage: string) {
  return z
    .string()
    .trim()
    .max(max, maxMessage)
    .refine((value) => !hasUnsafeCharacters(value, { multiline: true }), TEXT_MESSAGES.invalidCharacters)
    .refine((value) => !hasLineBreak(value), TEXT_MESSAGES.singleLine)
    .nullish()
    .transform((value) => value ?? '');
}

/**
 * Multi-line text or editor HTML (line breaks allowed, control and bidi characters not): null/undefined
 * become ''. HTML is sanitised by the gateway when it is stored and again when it is read.
 */
export function multilineText(min: number, minMessage: string, max: number, maxMessage: string) {
  return z
    .string({ error: minMessage })
    .max(max, maxMessage)
    .refine((value) => !hasUnsafeCharacters(value, { multiline: true }), TEXT_MESSAGES.invalidCharacters)
    .nullish()
    .transform((value) => value ?? '')
    .refine((value) => min === 0 || visibleLength(value.trim()) >= min, minMessage);
}

export function slugField(message: string = FIELD_MESSAGES.slug) {
  return z
    .string({ error: message })
    .trim()
    .refine((value) => isValidSlug(value), message);
}

/** a sort position: absent → 0 */
export const positionField = z
  .number({ error: FIELD_MESSAGES.position })
  .int(FIELD_MESSAGES.position)
  .min(0, FIELD_MESSAGES.position)
  .max(100_000, FIELD_MESSAGES.position)
  .nullish()
  .transform((value) => value ?? 0);

/** a lower-cased choice of `values` ("Publish" → "publish") */
export function choiceField<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    z.enum(values, { error: message }),
  );
}

const DECIMAL_AMOUNT = /^\d{1,9}(?:\.\d{1,2})?$/;

/**
 * An exact amount of 0 or more with at most two decimals ("12", "12.5", "12.50") as integer cents, or
 * null when the text is not such an amount (no rounding, no thousands separators, no exponent).
 */
export function parseAmountCents(value: string | number | null | undefined): number | null {
  if (value == null) return null;
  const text = String(value).trim();
  if (!DECIMAL_AMOUNT.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number((fraction + '00').slice(0, 2));
}

/** a required amount in cents, from 0 to `maxCents` */
export function amountField(message: string, maxCents: number, maxMessage: string) {
  return z.union([z.string(), z.number()], { error: message }).transform((value, ctx) => {
    const cents = parseAmountCents(value);
    if (cents === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    if (cents > maxCents) {
      ctx.addIssue({ code: 'custom', message: maxMessage });
      return z.NEVER;
    }
    return cents;
  });
}

/** an optional amount in cents: null/undefined/'' → null */
export function optionalAmountField(message: string, maxCents: number, maxMessage: string) {
  return z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    amountField(message, maxCents, maxMessage).nullable(),
  );
}

/** an ISO date-time (the DateTime scalar) as a canonical ISO string; null/undefined/'' → null */
export const optionalDateTime = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  z
    .string({ error: FIELD_MESSAGES.dateTime })
    .refine((value) => Number.isFinite(Date.parse(value)), FIELD_MESSAGES.dateTime)
    .transform((value) => new Date(Date.parse(value)).toISOString())
    .nullable(),
);

/** media ids are UUIDs (POST /admin/media) */
export const MEDIA_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** where an uploaded image's variants are served: /media/u/<id>/<width>.webp */
export const MEDIA_PATH =
  /^\/media\/u\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/(\d{1,5})\.webp$/;

/** the media id of an uploaded image's path, or null for other images (seed files, remote URLs) */
export function mediaIdOfSrc(src: string | null | undefined): string | null {
  return src ? (MEDIA_PATH.exec(src)?.[1] ?? null) : null;
}

const SAFE_MEDIA_PATH = /^\/media\/[A-Za-z0-9._~/-]+$/;
/** https, a host name (no credentials), an optional port, then a path without spaces, quotes or angle brackets */
const SAFE_HTTPS_URL = /^https:\/\/[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?(?::\d{1,5})?(?:\/[^\s"'<>\\]*)?$/;

/** whether `src` may be stored as an image path: under /media/ (no "..") or an https:// URL */
export function isStorableImagePath(src: string): boolean {
  if (SAFE_MEDIA_PATH.test(src)) return !src.split('/').includes('..');
  return src.length <= 2000 && SAFE_HTTPS_URL.test(src);
}

/**
 * An image chosen in the console: an upload (`mediaId`, resolved to its path by the gateway) or the
 * path of an image that is already there (`src`, kept as is), with its alt text.
 */
export const imageInputSchema = z
  .object({
    mediaId: z
      .string()
      .trim()
      .toLowerCase()
      .refine((value) => MEDIA_ID.test(value), FIELD_MESSAGES.mediaId)
      .nullish()
      .transform((value) => value ?? null),
    src: z
      .string()
      .trim()
      .refine((value) => value === '' || isStorableImagePath(value), FIELD_MESSAGES.imagePath)
      .nullish()
      .transform((value) => (value ? value : null)),
    alt: optionalLine(200, FIELD_MESSAGES.imageAlt),
  })
  .refine((image) => image.mediaId !== null || image.src !== null, FIELD_MESSAGES.imageSource);
export type ImageInputParsed = z.output<typeof imageInputSchema>;
