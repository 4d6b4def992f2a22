/**
 * The console's content port on the embedded store: posts (drafts too), FAQs, team members, partner
 * reviews and pages. HTML arrives sanitised by the gateway; the shop sanitises it again when it reads.
 */
import { asc, count, desc, eq, max, ne, and } from 'drizzle-orm';
import type {
  AdminFaqRecord,
  AdminPageRecord,
  AdminPartnerReviewRecord,
  AdminPostRecord,
  AdminTeamMemberRecord,
  ContentPort,
  PostWrite,
} from '../../admin-port.js';
import { type EmbeddedConnection, image, isUniqueViolation, NUMERIC_ID } from '../connection.js';
import * as t from '../schema.js';

const idOf = (id: string): number | null => (NUMERIC_ID.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : null);

function toPost(row: typeof t.posts.$inferSelect): AdminPostRecord {
  return {
    id: String(row.id),
    slug: row.slug,
    title: row.title,
    excerptHtml: row.excerptHtml,
    contentHtml: row.contentHtml,
    status: row.status,
    publishedAt: row.publishedAt.toISOString(),
  };
}

function toFaq(row: typeof t.faqs.$inferSelect): AdminFaqRecord {
  return { id: String(row.id), question: row.question, answerHtml: row.answerHtml, position: row.position };
}

function toMember(row: typeof t.teamMembers.$inferSelect): AdminTeamMemberRecord {
  return {
    id: String(row.id),
    name: row.name,
    role: row.role,
    bioHtml: row.bioHtml,
    image: image(row.imageSrc, row.imageAlt),
    position: row.position,
  };
}

function toReview(row: typeof t.partnerReviews.$inferSelect): AdminPartnerReviewRecord {
  return {
    id: String(row.id),
    contentHtml: row.contentHtml,
    partnerName: row.partnerName ?? '',
    partnerPosition: row.partnerPosition ?? '',
    companyName: row.companyName ?? '',
    rating: row.rating ?? 0,
    position: row.position,
  };
}

function toPage(row: typeof t.pages.$inferSelect): AdminPageRecord {
  return { slug: row.slug, title: row.title, contentHtml: row.contentHtml, modified: row.modifiedAt.toISOString() };
}

export class EmbeddedContentAdmin implements ContentPort {
  constructor(private readonly conn: EmbeddedConnection) {}

  listPosts(page: number, pageSize: number): ReturnType<ContentPort['listPosts']> {
    return this.conn.run(async (db) => {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(t.posts)
          .orderBy(desc(t.posts.publishedAt), desc(t.posts.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(t.posts),
      ]);
      return { items: rows.map(toPost), totalCount: total?.n ?? 0 };
    });
  }

  async getPost(id: string): Promise<AdminPostRecord | null> {
    const n = idOf(id);
    if (n === null) return null;
    const [row] = await this.conn.run((db) => db.select().from(t.posts).where(eq(t.posts.id, n)).limit(1));
    return row ? toPost(row) : null;
  }

  async savePost(id: string | null, post: PostWrite): ReturnType<ContentPort['savePost']> {
    const n = id === null ? null : idOf(id);
    if (id !== null && n === null) return { kind: 'not_found' };
    try {
      return await this.conn.run((db) =>
        db.transaction(async (tx) => {
          const [clash] = await tx
            .select({ id: t.posts.id })
            .from(t.posts)
            .where(n === null ? eq(t.posts.slug, post.slug) : and(eq(t.posts.slug, post.slug), ne(t.posts.id, n)))
            .limit(1);
          if (clash) return { kind: 'slug_taken' as const };
          if (n === null) {
            const [row] = await tx.insert(t.posts).values(post).returning();
            return { kind: 'ok' as const, before: null, record: toPost(row!) };
          }
          const [before] = await tx.select().from(t.posts).where(eq(t.posts.id, n)).for('update');
          if (!before) return { kind: 'not_found' as const };
          const [row] = await tx.update(t.posts).set(post).where(eq(t.posts.id, n)).returning();
          return { kind: 'ok' as const, before: toPost(before), record: toPost(row!) };
        }),
      );
    } catch (error) {
      if (isUniqueViolation(error)) return { kind: 'slug_taken' };
      throw error;
    }
  }

  async deletePost(id: string): ReturnType<ContentPort['deletePost']> {
    const n = idOf(id);
    if (n === null) return { kind: 'not_found' };
    const [row] = await this.conn.run((db) => db.delete(t.posts).where(eq(t.posts.id, n)).returning());
    return row ? { kind: 'ok', record: toPost(row) } : { kind: 'not_found' };
  }

  async listFaqs(): Promise<AdminFaqRecord[]> {
    const rows = await this.conn.run((db) => db.select().from(t.faqs).orderBy(asc(t.faqs.position), asc(t.faqs.id)));
    return rows.map(toFaq);
  }

  async saveFaq(
    id: string | null,
    faq: { question: string; answerHtml: string; position: number | null },
  ): ReturnType<ContentPort['saveFaq']> {
    const n = id === null ? null : idOf(id);
    if (id !== null && n === null) return { kind: 'not_found' };
    return this.conn.run((db) =>
      db.transaction(async (tx) => {
        if (n === null) {
          const [last] = await tx.select({ position: max(t.faqs.position) }).from(t.faqs);
          const position = faq.position ?? (last?.position ?? -1) + 1;
          const [row] = await tx
            .insert(t.faqs)
            .values({ question: faq.question, answerHtml: faq.answerHtml, position })
            .returning();
          return { kind: 'ok' as const, before: null, record: toFaq(row!) };
        }
        const [before] = await tx.select().from(t.faqs).where(eq(t.faqs.id, n)).for('update');
        if (!before) return { kind: 'not_found' as const };
        const [row] = await tx
          .update(t.faqs)
          .set({ question: faq.question, answerHtml: faq.answerHtml, position: faq.position ?? before.position })
          .where(eq(t.faqs.id, n))
          .returning();
        return { kind: 'ok' as const, before: toFaq(before), record: toFaq(row!) };
      }),
    );
  }

  async deleteFaq(id: string): ReturnType<ContentPort['deleteFaq']> {
    const n = idOf(id);
    if (n === null) return { kind: 'not_found' };
    const [row] = await this.conn.run((db) => db.delete(t.faqs).where(eq(t.faqs.id, n)).returning());
    return row ? { kind: 'ok', record: toFaq(row) } : { kind: 'not_found' };
  }

  async reorderFaqs(ids: readonly string[]): ReturnType<ContentPort['reorderFaqs']> {
    return this.conn.run((db) =>
      db.transaction(async (tx) => {
        const rows = await tx.select().from(t.faqs).orderBy(asc(t.faqs.position), asc(t.faqs.id)).for('update');
        const before = rows.map((row) => String(row.id));
        const wanted = new Set(ids);
        if (wanted.size !== ids.length || ids.length !== rows.length || !before.every((id) => wanted.has(id))) {
          return { kind: 'mismatch' as const };
        }
        for (const [position, id] of ids.entries()) {
          await tx
            .update(t.faqs)
            .set({ position })
            .where(eq(t.faqs.id, Number(id)));
        }
        return { kind: 'ok' as const, before };
      }),
    );
  }

  async listTeamMembers(): Promise<AdminTeamMemberRecord[]> {
    const rows = await this.conn.run((db) =>
      db.select().from(t.teamMembers).orderBy(asc(t.teamMembers.position), asc(t.teamMembers.id)),
    );
    return rows.map(toMember);
  }

  async saveTeamMember(
    id: string | null,
    member: Omit<AdminTeamMemberRecord, 'id'>,
  ): ReturnType<ContentPort['saveTeamMember']> {
    const n = id === null ? null : idOf(id);
    if (id !== null && n === null) return { kind: 'not_found' };
    const values = {
      name: member.name,
      role: member.role,
      bioHtml: member.bioHtml,
      imageSrc: member.image?.src ?? null,
      imageAlt: member.image?.alt ?? null,
      position: member.position,
    };
    return this.conn.run((db) =>
      db.transaction(async (tx) => {
        if (n === null) {
          const [row] = await tx.insert(t.teamMembers).values(values).returning();
          return { kind: 'ok' as const, before: null, record: toMember(row!) };
        }
        const [before] = await tx.select().from(t.teamMembers).where(eq(t.teamMembers.id, n)).for('update');
        if (!before) return { kind: 'not_found' as const };
        const [row] = await tx.update(t.teamMembers).set(values).where(eq(t.teamMembers.id, n)).returning();
        return { kind: 'ok' as const, before: toMember(before), record: toMember(row!) };
      }),
    );
  }

  async deleteTeamMember(id: string): ReturnType<ContentPort['deleteTeamMember']> {
    const n = idOf(id);
    if (n === null) return { kind: 'not_found' };
    const [row] = await this.conn.run((db) => db.delete(t.teamMembers).where(eq(t.teamMembers.id, n)).returning());
    return row ? { kind: 'ok', record: toMember(row) } : { kind: 'not_found' };
  }

  async listPartnerReviews(): Promise<AdminPartnerReviewRecord[]> {
    const rows = await this.conn.run((db) =>
      db.select().from(t.partnerReviews).orderBy(asc(t.partnerReviews.position), asc(t.partnerReviews.id)),
    );
    return rows.map(toReview);
  }

  async savePartnerReview(
    id: string | null,
    review: Omit<AdminPartnerReviewRecord, 'id'>,
  ): ReturnType<ContentPort['savePartnerReview']> {
    const n = id === null ? null : idOf(id);
    if (id !== null && n === null) return { kind: 'not_found' };
    return this.conn.run((db) =>
      db.transaction(async (tx) => {
        if (n === null) {
          const [row] = await tx.insert(t.partnerReviews).values(review).returning();
          return { kind: 'ok' as const, before: null, record: toReview(row!) };
        }
        const [before] = await tx.select().from(t.partnerReviews).where(eq(t.partnerReviews.id, n)).for('update');
        if (!before) return { kind: 'not_found' as const };
        const [row] = await tx.update(t.partnerReviews).set(review).where(eq(t.partnerReviews.id, n)).returning();
        return { kind: 'ok' as const, before: toReview(before), record: toReview(row!) };
      }),
    );
  }

  async deletePartnerReview(id: string): ReturnType<ContentPort['deletePartnerReview']> {
    const n = idOf(id);
    if (n === null) return { kind: 'not_found' };
    const [row] = await this.conn.run((db) =>
      db.delete(t.partnerReviews).where(eq(t.partnerReviews.id, n)).returning(),
    );
    return row ? { kind: 'ok', record: toReview(row) } : { kind: 'not_found' };
  }

  async getPage(slug: string): Promise<AdminPageRecord | null> {
    const [row] = await this.conn.run((db) => db.select().from(t.pages).where(eq(t.pages.slug, slug)).limit(1));
    return row ? toPage(row) : null;
  }

  async savePage(
    slug: string,
    page: { title: string; contentHtml: string },
    opts: { now: Date },
  ): ReturnType<ContentPort['savePage']> {
    return this.conn.run((db) =>
      db.transaction(async (tx) => {
        const [before] = await tx.select().from(t.pages).where(eq(t.pages.slug, slug)).for('update');
        const [row] = await tx
          .insert(t.pages)
          .values({ slug, title: page.title, contentHtml: page.contentHtml, modifiedAt: opts.now })
          .onConflictDoUpdate({
            target: t.pages.slug,
            set: { title: page.title, contentHtml: page.contentHtml, modifiedAt: opts.now },
          })
          .returning();
        return { kind: 'ok' as const, before: before ? toPage(before) : null, record: toPage(row!) };
      }),
    );
  }
}
