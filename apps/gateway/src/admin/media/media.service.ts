import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  ACCEPTED_UPLOAD_TYPES,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_PIXELS,
  MEDIA_MESSAGES,
  mediaVariantWidths,
  hasLineBreak,
  hasUnsafeCharacters,
  TEXT_MESSAGES,
} from '@shop/domain';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { ADMIN_PORTS, type AdminPorts, type MediaVariant } from '../../backends/admin-port.js';
import type { AdminContext } from '../admin-context.js';
import { AuditService } from '../audit/audit.service.js';
import { ADMIN_CLOCK, type Clock } from '../clock.js';
import { mediaSrc } from '../shop/admin-images.js';
import { consolePorts } from '../staff-guard.js';

/** what POST /admin/media answers with 201 */
export interface UploadedMedia {
  id: string;
  src: string;
  width: number;
  height: number;
  alt: string;
  variants: { width: number; src: string }[];
}

/** an upload refused with a status and a message for the operator */
export class MediaRejected extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

const WEBP_QUALITY = 82;

/**
 * Image uploads of the console: the type is sniffed from the bytes (never the file name or the
 * browser's claim), only still JPEG, PNG, WebP and GIF are taken, and every image is decoded and
 * re-encoded by sharp to WebP at MEDIA_WIDTHS (never upscaled). Nothing of the original file is kept:
 * re-encoding drops EXIF/GPS and anything hidden after the image data.
 */
@Injectable()
export class MediaService {
  constructor(
    @Inject(ADMIN_PORTS) private readonly ports: AdminPorts | null,
    @Inject(ADMIN_CLOCK) private readonly clock: Clock,
    private readonly audit: AuditService,
  ) {}

  async upload(file: Buffer | undefined, altInput: unknown, ctx: AdminContext): Promise<UploadedMedia> {
    if (!file || file.length === 0) throw new MediaRejected(400, MEDIA_MESSAGES.missingFile);
    if (file.length > MAX_UPLOAD_BYTES) throw new MediaRejected(413, MEDIA_MESSAGES.tooLarge);
    const alt = typeof altInput === 'string' ? altInput.trim() : '';
    if (alt.length > 200) throw new MediaRejected(400, MEDIA_MESSAGES.altMax);
    if (hasUnsafeCharacters(alt, { multiline: true }) || hasLineBreak(alt)) {
      throw new MediaRejected(400, TEXT_MESSAGES.invalidCharacters);
    }
    const sniffed = await fileTypeFromBuffer(file);
    if (!sniffed || !sniffed.mime.startsWith('image/')) throw new MediaRejected(415, MEDIA_MESSAGES.notAnImage);
    if (!(ACCEPTED_UPLOAD_TYPES as readonly string[]).includes(sniffed.mime)) {
      throw new MediaRejected(415, MEDIA_MESSAGES.unsupportedType(sniffed.mime));
    }
    const variants = await encodeVariants(file);
    const id = randomUUID();
    const staff = ctx.staff;
    const stored = await consolePorts(this.ports).media.save({
      id,
      alt,
      sourceType: sniffed.mime,
      sourceBytes: file.length,
      createdByStaffId: staff?.id ?? null,
      variants,
      now: this.clock.now(),
    });
    await this.audit.record(ctx, {
      action: 'media.upload',
      subject: `media ${id}`,
      after: {
        type: sniffed.mime,
        bytes: file.length,
        width: stored.width,
        height: stored.height,
        widths: stored.variants.map((v) => v.width),
        alt,
      },
    });
    return {
      id,
      src: mediaSrc(id, stored.width),
      width: stored.width,
      height: stored.height,
      alt,
      variants: stored.variants.map((v) => ({ width: v.width, src: mediaSrc(id, v.width) })),
    };
  }
}

/** decodes once to check the image, then writes one WebP per width (orientation applied, metadata dropped) */
async function encodeVariants(file: Buffer): Promise<MediaVariant[]> {
  const options = { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'error' as const };
  let width: number;
  try {
    const meta = await sharp(file, options).metadata();
    if ((meta.pages ?? 1) > 1) throw new MediaRejected(400, MEDIA_MESSAGES.animated);
    if (!meta.width || !meta.height) throw new MediaRejected(415, MEDIA_MESSAGES.unreadable);
    if (meta.width * meta.height > MAX_UPLOAD_PIXELS) throw new MediaRejected(413, MEDIA_MESSAGES.tooManyPixels);
    // EXIF orientations 5-8 turn the image a quarter: its shown width is the stored height
    width = (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;
  } catch (error) {
    if (error instanceof MediaRejected) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new MediaRejected(413, MEDIA_MESSAGES.tooManyPixels);
    }
    throw new MediaRejected(415, MEDIA_MESSAGES.unreadable);
  }
  const variants: MediaVariant[] = [];
  for (const target of mediaVariantWidths(width)) {
    try {
      const { data, info } = await sharp(file, options)
        .rotate()
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      variants.push({
        width: info.width,
        height: info.height,
        sha256: createHash('sha256').update(data).digest('hex'),
        bytes: data,
      });
    } catch {
      throw new MediaRejected(415, MEDIA_MESSAGES.unreadable);
    }
  }
  return variants;
}
