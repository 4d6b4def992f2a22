import { CSRF_HEADERS } from './admin-apollo';

export const MEDIA_UPLOAD_URL = '/admin/media';
/** what the upload accepts; the server sniffs the type itself and re-encodes to WebP */
export const ACCEPTED_IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

export interface UploadedMedia {
  id: string;
  src: string;
  width: number;
  height: number;
  variants: { width: number; src: string }[];
}

export class MediaUploadError extends Error {}

/**
 * Uploads one image (POST /admin/media, multipart field `file`, optional `alt`): 201 with the stored
 * image, or 4xx with `{ message }` (wrong type, too large, ...) which becomes the error's message.
 */
export async function uploadMedia(file: File, alt = '', fetcher: typeof fetch = fetch): Promise<UploadedMedia> {
  const body = new FormData();
  body.append('file', file);
  if (alt) body.append('alt', alt);
  let response: Response;
  try {
    response = await fetcher(MEDIA_UPLOAD_URL, {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: { ...CSRF_HEADERS },
    });
  } catch {
    throw new MediaUploadError(`Could not upload ${file.name}: the server could not be reached.`);
  }
  const payload = (await response.json().catch(() => null)) as Partial<UploadedMedia> & { message?: string };
  if (!response.ok || !payload?.id || !payload.src) {
    const reason = payload?.message ?? `the server answered ${response.status}`;
    throw new MediaUploadError(`Could not upload ${file.name}: ${reason}`);
  }
  return payload as UploadedMedia;
}
