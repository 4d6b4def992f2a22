/**
 * A buyer's trade licence (issue 17): a PDF, JPEG or PNG document of at most 10 MB, its type sniffed
 * from the bytes (never the name or the declared type), with the last day it is valid. Under manual
 * buyer approval an expired licence stops ordering (buyer-access.ts orderingRefusal); the console flags
 * licences that expire within LICENCE_WARNING_DAYS.
 */
export const MAX_LICENCE_BYTES = 10 * 1024 * 1024;
export const LICENCE_WARNING_DAYS = 30;
export const LICENCE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type LicenceType = (typeof LICENCE_TYPES)[number];

export const LICENCE_MESSAGES = {
  missingFile: 'Choose your trade licence (PDF, JPEG or PNG) in the form field "file"',
  tooLarge: 'The licence is larger than 10 MB: please upload a smaller file',
  wrongType: 'The licence must be a PDF, JPEG or PNG file',
  expiresOn: 'Enter the date the licence expires (YYYY-MM-DD)',
  alreadyExpired: 'This licence has already expired: upload a valid one',
  csrf: 'This upload is missing the apollo-require-preflight header the shop sends (CSRF protection)',
  loginRequired: 'Please log in to upload your licence',
  notFound: 'No licence has been uploaded',
} as const;

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  bytes.length >= magic.length && magic.every((byte, index) => bytes[index] === byte);

/** the document's type from its first bytes, or null when it is none of LICENCE_TYPES */
export function sniffLicenceType(bytes: Uint8Array): LicenceType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  return null;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** a real calendar date as YYYY-MM-DD, or null */
export function parseIsoDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = DATE.exec(value.trim());
  if (!match) return null;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.getUTCFullYear() === Number(y) && date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d)
    ? value.trim()
    : null;
}

/** the expiry date to store, or the message why not (`today` in the shop's time zone, YYYY-MM-DD) */
export function checkLicenceExpiry(
  value: unknown,
  today: string,
): { ok: true; expiresOn: string } | { ok: false; message: string } {
  const expiresOn = parseIsoDate(value);
  if (!expiresOn) return { ok: false, message: LICENCE_MESSAGES.expiresOn };
  if (expiresOn < today) return { ok: false, message: LICENCE_MESSAGES.alreadyExpired };
  return { ok: true, expiresOn };
}

/** the licence is valid through `expiresOn`: expired from the next day on */
export function isLicenceExpired(expiresOn: string, today: string): boolean {
  return expiresOn < today;
}

/** expires within LICENCE_WARNING_DAYS (and has not yet) */
export function licenceExpiresSoon(expiresOn: string, today: string, days: number = LICENCE_WARNING_DAYS): boolean {
  if (isLicenceExpired(expiresOn, today)) return false;
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const limit = new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
  return expiresOn <= limit;
}

/** a file name safe to store and to send back in Content-Disposition: no path, no quotes or control characters */
export function licenceFileName(name: unknown, type: LicenceType): string {
  const extension = type === 'application/pdf' ? 'pdf' : type === 'image/jpeg' ? 'jpg' : 'png';
  const base = typeof name === 'string' ? (name.split(/[\\/]/).pop() ?? '') : '';
  const clean = base
    .replace(/[^\w .()-]+/g, '')
    .trim()
    .slice(0, 100);
  if (!clean) return `licence.${extension}`;
  return /\.[A-Za-z0-9]{1,5}$/.test(clean) ? clean : `${clean}.${extension}`;
}
