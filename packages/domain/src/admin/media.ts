/**
 * Uploaded images (POST /admin/media): what the console may send and what the shop makes of it. The
 * gateway sniffs the type from the bytes, re-encodes to WebP at MEDIA_WIDTHS (never upscaled: a smaller
 * image keeps its own width as the largest variant) and strips the metadata (EXIF, GPS).
 */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
/** a decoded image larger than this is refused (a small file can decode to gigabytes) */
export const MAX_UPLOAD_PIXELS = 50_000_000;
export const MEDIA_WIDTHS = [320, 640, 1280] as const;
export const ACCEPTED_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export const MEDIA_MESSAGES = {
  missingFile: 'Choose an image to upload (form field "file")',
  oneFile: 'Upload one image at a time in the form field "file"',
  tooLarge: 'The image is larger than 8 MB: please upload a smaller file',
  tooManyPixels: 'The image is too large (more than 50 megapixels): please upload a smaller image',
  notAnImage: 'The file is not an image: upload a JPEG, PNG, WebP or GIF file',
  unsupportedType: (type: string) => `Images of type ${type} are not supported: upload a JPEG, PNG, WebP or GIF file`,
  animated: 'Animated images are not supported: upload a still image',
  unreadable: 'The image could not be read (the file may be damaged): please try another file',
  altMax: 'Alt text must not exceed 200 characters',
  csrf: 'This upload is missing the apollo-require-preflight header the console sends (CSRF protection)',
} as const;

/**
 * The widths to store for an image `width` pixels wide: every MEDIA_WIDTHS step below it, and the
 * largest step it reaches, capped at its own width (a 1000 px image: 320, 640 and 1000).
 */
export function mediaVariantWidths(width: number): number[] {
  const below = MEDIA_WIDTHS.filter((step) => step < width);
  const largest = Math.min(width, MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]!);
  return [...new Set([...below.filter((step) => step < largest), largest])];
}
