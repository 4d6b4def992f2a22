import { Inject, Injectable } from '@nestjs/common';
import {
  CONTENT_MESSAGES,
  faqInputSchema,
  isEditablePage,
  pageInputSchema,
  partnerReviewInputSchema,
  postInputSchema,
  teamMemberInputSchema,
  validateInput,
} from '@shop/domain';
import {
  ADMIN_PORTS,
  type AdminFaqRecord,
  type AdminPageRecord,
  type AdminPartnerReviewRecord,
  type AdminPorts,
  type AdminPostRecord,
  type AdminTeamMemberRecord,
} from '../../backends/admin-port.js';
import { sanitizeHtml } from '../../backends/sanitize.js';
import { validatePaging } from '../../catalog/catalog.service.js';
import { userError } from '../../graphql/errors.js';
import type { AdminContext } from '../admin-context.js';
import { AuditService } from '../audit/audit.service.js';
import { ADMIN_CLOCK, type Clock } from '../clock.js';
import type {
  AdminFaq,
  AdminFaqPayload,
  AdminPage,
  AdminPagePayload,
  AdminPartnerReview,
  AdminPartnerReviewPayload,
  AdminPost,
  AdminPostPage,
  AdminPostPayload,
  AdminTeamMember,
  AdminTeamMemberPayload,
  FaqInput,
  MutationResult,
  PageInput,
  PartnerReviewInput,
  PostInput,
  TeamMemberInput,
  UserError,
} from '../generated/admin-resolvers.js';
import { asUserErrors, failed, resolveImages, succeeded, toAdminImage } from '../shop/admin-images.js';
import { StorefrontCache } from '../shop/storefront-cache.js';
import { consolePorts } from '../staff-guard.js';

const CODES = { notFound: 'NOT_FOUND', slugTaken: 'SLUG_TAKEN', mismatch: 'ORDER_MISMATCH', page: 'UNKNOWN_PAGE' };

const toPost = (r: AdminPostRecord): AdminPost => ({
  id: r.id,
  slug: r.slug,
  title: r.title,
  excerpt: sanitizeHtml(r.excerptHtml),
  content: sanitizeHtml(r.contentHtml),
  status: r.status,
  publishedAt: r.publishedAt,
});
const toFaq = (r: AdminFaqRecord): AdminFaq => ({
  id: r.id,
  question: r.question,
  answer: sanitizeHtml(r.answerHtml),
  position: r.position,
});
const toMember = (r: AdminTeamMemberRecord): AdminTeamMember => ({
  id: r.id,
  name: r.name,
  role: r.role,
  bio: sanitizeHtml(r.bioHtml),
  image: toAdminImage(r.image),
  position: r.position,
});
const toReview = (r: AdminPartnerReviewRecord): AdminPartnerReview => ({
  id: r.id,
  content: sanitizeHtml(r.contentHtml),
  partnerName: r.partnerName,
  partnerPosition: r.partnerPosition,
  companyName: r.companyName,
  rating: r.rating,
  position: r.position,
});
const toPage = (r: AdminPageRecord): AdminPage => ({
  slug: r.slug,
  title: r.title,
  content: sanitizeHtml(r.contentHtml),
  modified: r.modified,
});

function notFound(message: string, field: string[] = ['input', 'id']): UserError[] {
  return [userError(field, message, CODES.notFound)];
}

/**
 * The console's content: blog posts (drafts never reach the shop), FAQs and their order, team members,
 * partner reviews and the privacy policy page. HTML is sanitised before it is stored and again when it
 * is read (here and in the shop); every change is audited and dropped from the shop's content cache on
 * every replica.
 */
@Injectable()
export class ContentAdminService {
  constructor(
    @Inject(ADMIN_PORTS) private readonly ports: AdminPorts | null,
    @Inject(ADMIN_CLOCK) private readonly clock: Clock,
    private readonly audit: AuditService,
    private readonly storefront: StorefrontCache,
  ) {}

  private get content() {
    return consolePorts(this.ports).content;
  }

  private async changed(ctx: AdminContext, entry: Parameters<AuditService['record']>[1]): Promise<void> {
    await this.audit.record(ctx, entry);
    await this.storefront.contentChanged();
  }

  // ---------------------------------------------------------------------------------- posts

  async posts(page: number | null | undefined, pageSize: number | null | undefined): Promise<AdminPostPage> {
    const paging = validatePaging(page, pageSize, 20);
    const result = await this.content.listPosts(paging.page, paging.pageSize);
    return { items: result.items.map(toPost), totalCount: result.totalCount, ...paging };
  }

  async post(id: string): Promise<AdminPost | null> {
    const post = await this.content.getPost(id);
    return post ? toPost(post) : null;
  }

  async savePost(input: PostInput, ctx: AdminContext): Promise<AdminPostPayload> {
    const parsed = validateInput(postInputSchema, input, ['input']);
    if (!parsed.ok) return { post: null, userErrors: asUserErrors(parsed.userErrors) };
    const id = input.id?.trim() || null;
    const existing = id ? await this.content.getPost(id) : null;
    if (id && !existing) return { post: null, userErrors: notFound(CONTENT_MESSAGES.postNotFound) };
    const { publishedAt, excerpt, content, ...post } = parsed.data;
    // a post published now without a date of its own is dated now; an edit keeps its date
    const keepsDate = existing && !(existing.status === 'draft' && post.status === 'publish');
    const date = publishedAt ?? (keepsDate ? existing.publishedAt : null);
    const result = await this.content.savePost(id, {
      ...post,
      excerptHtml: sanitizeHtml(excerpt),
      contentHtml: sanitizeHtml(content),
      publishedAt: date ? new Date(date) : this.clock.now(),
    });
    if (result.kind === 'not_found') return { post: null, userErrors: notFound(CONTENT_MESSAGES.postNotFound) };
    if (result.kind === 'slug_taken') {
      return {
        post: null,
        userErrors: [userError(['input', 'slug'], CONTENT_MESSAGES.postSlugTaken, CODES.slugTaken)],
      };
    }
    await this.changed(ctx, {
      action: result.before ? 'post.update' : 'post.create',
      subject: `post ${result.record.slug}`,
      before: result.before ?? undefined,
      after: result.record,
    });
    return { post: toPost(result.record), userErrors: [] };
  }

  async deletePost(id: string, ctx: AdminContext): Promise<MutationResult> {
    const result = await this.content.deletePost(id);
    if (result.kind === 'not_found') return failed(...notFound(CONTENT_MESSAGES.postNotFound, ['id']));
    await this.changed(ctx, { action: 'post.delete', subject: `post ${result.record.slug}`, before: result.record });
    return succeeded;
  }

  // ---------------------------------------------------------------------------------- FAQs

  async faqs(): Promise<AdminFaq[]> {
    return (await this.content.listFaqs()).map(toFaq);
  }

  async saveFaq(input: FaqInput, ctx: AdminContext): Promise<AdminFaqPayload> {
    const parsed = validateInput(faqInputSchema, input, ['input']);
    if (!parsed.ok) return { faq: null, userErrors: asUserErrors(parsed.userErrors) };
    const result = await this.content.saveFaq(input.id?.trim() || null, {
      question: parsed.data.question,
      answerHtml: sanitizeHtml(parsed.data.answer),
      // absent: a new FAQ goes last, an edited one keeps its place
      position: input.position == null ? null : (parsed.data.position ?? null),
    });
    if (result.kind === 'not_found') return { faq: null, userErrors: notFound(CONTENT_MESSAGES.faqNotFound) };
    await this.changed(ctx, {
      action: result.before ? 'faq.update' : 'faq.create',
      subject: `faq ${result.record.id}`,
      before: result.before ?? undefined,
      after: result.record,
    });
    return { faq: toFaq(result.record), userErrors: [] };
  }

  async deleteFaq(id: string, ctx: AdminContext): Promise<MutationResult> {
    const result = await this.content.deleteFaq(id);
    if (result.kind === 'not_found') return failed(...notFound(CONTENT_MESSAGES.faqNotFound, ['id']));
    await this.changed(ctx, { action: 'faq.delete', subject: `faq ${result.record.id}`, before: result.record });
    return succeeded;
  }

  async reorderFaqs(ids: readonly string[], ctx: AdminContext): Promise<MutationResult> {
    const result = await this.content.reorderFaqs(ids.map((id) => id.trim()));
    if (result.kind === 'mismatch') {
      return failed(userError(['ids'], CONTENT_MESSAGES.reorderMismatch, CODES.mismatch));
    }
    await this.changed(ctx, { action: 'faq.reorder', subject: 'faqs', before: result.before, after: ids });
    return succeeded;
  }

  // ---------------------------------------------------------------------------------- team

  async teamMembers(): Promise<AdminTeamMember[]> {
    return (await this.content.listTeamMembers()).map(toMember);
  }

  async saveTeamMember(input: TeamMemberInput, ctx: AdminContext): Promise<AdminTeamMemberPayload> {
    const parsed = validateInput(teamMemberInputSchema, input, ['input']);
    if (!parsed.ok) return { teamMember: null, userErrors: asUserErrors(parsed.userErrors) };
    const { image, bio, ...member } = parsed.data;
    let stored = null;
    if (image) {
      const images = await resolveImages(consolePorts(this.ports).media, [{ image, field: ['input', 'image'] }]);
      if (!images.ok) return { teamMember: null, userErrors: images.userErrors };
      stored = images.images[0] ?? null;
    }
    const result = await this.content.saveTeamMember(input.id?.trim() || null, {
      ...member,
      bioHtml: sanitizeHtml(bio),
      image: stored,
    });
    if (result.kind === 'not_found') {
      return { teamMember: null, userErrors: notFound(CONTENT_MESSAGES.memberNotFound) };
    }
    await this.changed(ctx, {
      action: result.before ? 'team.update' : 'team.create',
      subject: `team member ${result.record.name}`,
      before: result.before ?? undefined,
      after: result.record,
    });
    return { teamMember: toMember(result.record), userErrors: [] };
  }

  async deleteTeamMember(id: string, ctx: AdminContext): Promise<MutationResult> {
    const result = await this.content.deleteTeamMember(id);
    if (result.kind === 'not_found') return failed(...notFound(CONTENT_MESSAGES.memberNotFound, ['id']));
    await this.changed(ctx, {
      action: 'team.delete',
      subject: `team member ${result.record.name}`,
      before: result.record,
    });
    return succeeded;
  }

  // ---------------------------------------------------------------------------------- reviews

  async partnerReviews(): Promise<AdminPartnerReview[]> {
    return (await this.content.listPartnerReviews()).map(toReview);
  }

  async savePartnerReview(input: PartnerReviewInput, ctx: AdminContext): Promise<AdminPartnerReviewPayload> {
    const parsed = validateInput(partnerReviewInputSchema, input, ['input']);
    if (!parsed.ok) return { partnerReview: null, userErrors: asUserErrors(parsed.userErrors) };
    const { content, ...review } = parsed.data;
    const result = await this.content.savePartnerReview(input.id?.trim() || null, {
      ...review,
      contentHtml: sanitizeHtml(content),
    });
    if (result.kind === 'not_found') {
      return { partnerReview: null, userErrors: notFound(CONTENT_MESSAGES.reviewNotFound) };
    }
    await this.changed(ctx, {
      action: result.before ? 'review.update' : 'review.create',
      subject: `review by ${result.record.partnerName}`,
      before: result.before ?? undefined,
      after: result.record,
    });
    return { partnerReview: toReview(result.record), userErrors: [] };
  }

  async deletePartnerReview(id: string, ctx: AdminContext): Promise<MutationResult> {
    const result = await this.content.deletePartnerReview(id);
    if (result.kind === 'not_found') return failed(...notFound(CONTENT_MESSAGES.reviewNotFound, ['id']));
    await this.changed(ctx, {
      action: 'review.delete',
      subject: `review by ${result.record.partnerName}`,
      before: result.record,
    });
    return succeeded;
  }

  // ---------------------------------------------------------------------------------- pages

  async page(slug: string): Promise<AdminPage | null> {
    const page = await this.content.getPage(slug.trim());
    return page ? toPage(page) : null;
  }

  async savePage(slug: string, input: PageInput, ctx: AdminContext): Promise<AdminPagePayload> {
    const key = slug.trim();
    if (!isEditablePage(key))
      return { page: null, userErrors: [userError(['slug'], CONTENT_MESSAGES.pageUnknown, CODES.page)] };
    const parsed = validateInput(pageInputSchema, input, ['input']);
    if (!parsed.ok) return { page: null, userErrors: asUserErrors(parsed.userErrors) };
    const result = await this.content.savePage(
      key,
      { title: parsed.data.title, contentHtml: sanitizeHtml(parsed.data.content) },
      { now: this.clock.now() },
    );
    await this.changed(ctx, {
      action: 'page.save',
      subject: `page ${key}`,
      before: result.before ?? undefined,
      after: result.record,
    });
    return { page: toPage(result.record), userErrors: [] };
  }
}
