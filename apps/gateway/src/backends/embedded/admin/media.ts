/**
 * The media store of the embedded store: uploaded images as WebP variants in PostgreSQL/PGlite (bytea),
 * so every gateway replica on the same database serves them. An S3-compatible store would implement the
 * same port (MediaStore in ../../admin-port.ts).
 */
import { asc, eq, and } from 'drizzle-orm';
import { MEDIA_ID } from '@shop/domain';
import type { MediaRecord, MediaStore, MediaVariant } from '../../admin-port.js';
import type { EmbeddedConnection } from '../connection.js';
import type { Db } from '../db.js';
import * as t from '../schema.js';

export class EmbeddedMedia implements MediaStore {
  constructor(private readonly conn: EmbeddedConnection) {}

  async save(media: Parameters<MediaStore['save']>[0]): Promise<MediaRecord> {
    const largest = media.variants.reduce((a, b) => (b.width > a.width ? b : a));
    const staffId =
      media.createdByStaffId !== null && /^\d{1,9}$/.test(media.createdByStaffId)
        ? Number(media.createdByStaffId)
        : null;
    return this.conn.run((db) =>
      db.transaction(async (tx) => {
        await tx.insert(t.media).values({
          id: media.id,
          alt: media.alt,
          width: largest.width,
          height: largest.height,
          sourceType: media.sourceType,
          sourceBytes: media.sourceBytes,
          createdAt: media.now,
          createdByStaffId: staffId,
        });
        await tx.insert(t.mediaVariants).values(
          media.variants.map((variant: MediaVariant) => ({
            mediaId: media.id,
            width: variant.width,
            height: variant.height,
            sha256: variant.sha256,
            bytes: variant.bytes,
          })),
        );
        return (await describe(tx, media.id))!;
      }),
    );
  }

  describe(id: string): Promise<MediaRecord | null> {
    if (!MEDIA_ID.test(id)) return Promise.resolve(null);
    return this.conn.run((db) => describe(db, id));
  }

  async variant(id: string, width: number): Promise<Pick<MediaVariant, 'sha256' | 'bytes'> | null> {
    if (!MEDIA_ID.test(id) || !Number.isInteger(width) || width < 1 || width > 100_000) return null;
    const [row] = await this.conn.run((db) =>
      db
        .select({ sha256: t.mediaVariants.sha256, bytes: t.mediaVariants.bytes })
        .from(t.mediaVariants)
        .where(and(eq(t.mediaVariants.mediaId, id), eq(t.mediaVariants.width, width)))
        .limit(1),
    );
    return row ?? null;
  }
}

async function describe(db: Db, id: string): Promise<MediaRecord | null> {
  const [row] = await db.select().from(t.media).where(eq(t.media.id, id)).limit(1);
  if (!row) return null;
  const variants = await db
    .select({ width: t.mediaVariants.width, height: t.mediaVariants.height })
    .from(t.mediaVariants)
    .where(eq(t.mediaVariants.mediaId, id))
    .orderBy(asc(t.mediaVariants.width));
  return {
    id: row.id,
    alt: row.alt,
    width: row.width,
    height: row.height,
    variants,
    sourceType: row.sourceType,
    sourceBytes: row.sourceBytes,
    createdAt: row.createdAt.toISOString(),
  };
}
