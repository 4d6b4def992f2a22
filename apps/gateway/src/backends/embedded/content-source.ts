/**
 * The content port of the embedded store: posts, pages, FAQs, team, partner reviews and logos. Draft
 * posts (operator console) are never returned.
 */
import { and, asc, count, desc, eq } from 'drizzle-orm';
import {
  type FaqRecord,
  type PageRecord,
  type Paged,
  type PartnerReviewRecord,
  type PostRecord,
  type TeamMemberRecord,
} from '@shop/domain';
import type { ContentSource } from '../port.js';
import { type EmbeddedConnection, image } from './connection.js';
import * as t from './schema.js';

export const PRIVACY_POLICY_SLUG = 'privacy-policy';

const published = eq(t.posts.status, 'publish');

export class EmbeddedContent implements ContentSource {
  constructor(private readonly conn: EmbeddedConnection) {}

  listPosts(page: number, pageSize: number): Promise<Paged<PostRecord>> {
    const size = Math.max(1, Math.floor(pageSize));
    const offset = (Math.max(1, Math.floor(page)) - 1) * size;
    return this.conn.run(async (db) => {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(t.posts)
          .where(published)
          .orderBy(desc(t.posts.publishedAt), desc(t.posts.id))
          .limit(size)
          .offset(offset),
        db.select({ n: count() }).from(t.posts).where(published),
      ]);
      return { items: rows.map(toPost), totalCount: total?.n ?? 0 };
    });
  }

  async getPostBySlug(slug: string): Promise<PostRecord | null> {
    const [row] = await this.conn.run((db) =>
      db
        .select()
        .from(t.posts)
        .where(and(eq(t.posts.slug, slug), published))
        .limit(1),
    );
    return row ? toPost(row) : null;
  }

  async getPrivacyPolicy(): Promise<PageRecord | null> {
    const [row] = await this.conn.run((db) =>
      db.select().from(t.pages).where(eq(t.pages.slug, PRIVACY_POLICY_SLUG)).limit(1),
    );
    return row ? { title: row.title, contentHtml: row.contentHtml, modified: row.modifiedAt.toISOString() } : null;
  }

  async listFaqs(): Promise<FaqRecord[]> {
    const rows = await this.conn.run((db) => db.select().from(t.faqs).orderBy(asc(t.faqs.position), asc(t.faqs.id)));
    return rows.map((r) => ({ id: String(r.id), question: r.question, answerHtml: r.answerHtml }));
  }

  async listTeamMembers(): Promise<TeamMemberRecord[]> {
    const rows = await this.conn.run((db) =>
      db.select().from(t.teamMembers).orderBy(asc(t.teamMembers.position), asc(t.teamMembers.id)),
    );
    return rows.map((r) => ({
      id: String(r.id),
      name: r.name,
      role: r.role,
      bioHtml: r.bioHtml,
      image: image(r.imageSrc, r.imageAlt),
    }));
  }

  async listPartnerReviews(limit: number): Promise<PartnerReviewRecord[]> {
    const size = Math.max(0, Math.floor(limit));
    if (size === 0) return [];
    const rows = await this.conn.run((db) =>
      db.select().from(t.partnerReviews).orderBy(asc(t.partnerReviews.position), asc(t.partnerReviews.id)).limit(size),
    );
    return rows.map((r) => ({
      id: String(r.id),
      content: r.contentHtml,
      partnerName: r.partnerName ?? '',
      partnerPosition: r.partnerPosition ?? '',
      companyName: r.companyName ?? '',
      rating: r.rating ?? 0,
    }));
  }

  /** the three partner logos of the home page (not part of the port; the gateway may use it) */
  async listPartnerLogos(): Promise<{ name: string; logoUrl: string }[]> {
    const rows = await this.conn.run((db) =>
      db.select().from(t.partnerLogos).orderBy(asc(t.partnerLogos.position), asc(t.partnerLogos.id)),
    );
    return rows.map((r) => ({ name: r.name, logoUrl: r.logoUrl }));
  }
}

function toPost(row: typeof t.posts.$inferSelect): PostRecord {
  return {
    id: String(row.id),
    slug: row.slug,
    title: row.title,
    excerptHtml: row.excerptHtml,
    contentHtml: row.contentHtml,
    date: row.publishedAt.toISOString(),
  };
}
