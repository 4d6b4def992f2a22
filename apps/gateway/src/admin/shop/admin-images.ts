import {
  CATALOGUE_MESSAGES,
  centsToDecimal,
  CURRENCY_CODE,
  FIELD_MESSAGES,
  type ImageInputParsed,
  type ImageRef,
  mediaIdOfSrc,
} from '@shop/domain';
import type { MediaStore } from '../../backends/admin-port.js';
import { userError } from '../../graphql/errors.js';
import type { AdminImage, Money, UserError } from '../generated/admin-resolvers.js';

export const CATALOGUE_CODES = {
  invalid: 'INVALID',
  notFound: 'NOT_FOUND',
  unknownMedia: 'UNKNOWN_MEDIA',
} as const;

export const adminMoney = (cents: number): Money => ({ amount: centsToDecimal(cents), currencyCode: CURRENCY_CODE });

export function toAdminImage(image: ImageRef | null): AdminImage | null {
  if (!image?.src) return null;
  return { mediaId: mediaIdOfSrc(image.src), src: image.src, alt: image.alt };
}

/** the path an uploaded image is shown at: its largest variant (POST /admin/media's `src`) */
export function mediaSrc(id: string, width: number): string {
  return `/media/u/${id}/${width}.webp`;
}

/**
 * Turns the console's image choices into stored images: an upload (`mediaId`) becomes the path of its
 * largest variant, with the upload's alt text unless one is given; a path is kept as it is. An unknown
 * upload is a userError at `field`.
 */
export async function resolveImages(
  media: MediaStore,
  entries: readonly { image: ImageInputParsed; field: string[] }[],
): Promise<{ ok: true; images: ImageRef[] } | { ok: false; userErrors: UserError[] }> {
  const images: ImageRef[] = [];
  const userErrors: UserError[] = [];
  const described = new Map<string, Awaited<ReturnType<MediaStore['describe']>>>();
  for (const { image, field } of entries) {
    if (image.mediaId) {
      if (!described.has(image.mediaId)) described.set(image.mediaId, await media.describe(image.mediaId));
      const record = described.get(image.mediaId);
      if (!record) {
        userErrors.push(
          userError([...field, 'mediaId'], CATALOGUE_MESSAGES.mediaUnknown, CATALOGUE_CODES.unknownMedia),
        );
        continue;
      }
      images.push({ src: mediaSrc(record.id, record.width), alt: image.alt || record.alt });
    } else if (image.src) {
      images.push({ src: image.src, alt: image.alt });
    } else {
      userErrors.push(userError(field, FIELD_MESSAGES.imageSource, CATALOGUE_CODES.invalid));
    }
  }
  return userErrors.length > 0 ? { ok: false, userErrors } : { ok: true, images };
}

/** userErrors of the domain's validation, typed for the admin schema */
export function asUserErrors(
  errors: readonly { field: string[] | null; message: string; code: string }[],
): UserError[] {
  return errors.map((e) => ({ field: e.field, message: e.message, code: e.code }));
}

/** the MutationResult of a failure */
export function failed(...userErrors: UserError[]) {
  return { ok: false, userErrors };
}

export const succeeded = { ok: true, userErrors: [] as UserError[] };
