/**
 * The content port over the WordPress REST API: posts, privacy policy, FAQs, team, partner reviews.
 */
import type { FaqRecord, PageRecord, Paged, PartnerReviewRecord, PostRecord, TeamMemberRecord } from '@shop/domain';
import type { ContentSource } from '../port.js';
import { isUpstreamResponseError } from './errors.js';
import { mapFaq, mapPage, mapPartnerReview, mapPost, mapTeamMember } from './mappers/content.mapper.js';
import { parseList, wpFaq, wpPartnerReview, wpPost, wpTeamMember } from './upstream.schemas.js';
import { clamp, NONE, PAGE_SIZE, type WordpressSite } from './site.js';

export class WordpressContent implements ContentSource {
  constructor(private readonly site: WordpressSite) {}

  async listPosts(page: number, pageSize: number): Promise<Paged<PostRecord>> {
    const perPage = clamp(pageSize, 1, PAGE_SIZE);
    try {
      const answer = await this.site.http.request({
        method: 'GET',
        route: '/wp/v2/posts',
        query: { page: Math.max(1, Math.trunc(page)), per_page: perPage },
        auth: NONE,
      });
      const items = parseList(wpPost, answer.data, this.site.logger, 'post').map(mapPost);
      return { items, totalCount: answer.total ?? items.length };
    } catch (error) {
      // WordPress answers 400 for a page past the end; the caller still wants the total
      if (!isUpstreamResponseError(error, 400)) throw error;
      const count = await this.site.http.request({
        method: 'GET',
        route: '/wp/v2/posts',
        query: { per_page: 1, _fields: 'id' },
        auth: NONE,
      });
      return { items: [], totalCount: count.total ?? 0 };
    }
  }

  async getPostBySlug(slug: string): Promise<PostRecord | null> {
    if (!slug.trim()) return null;
    const answer = await this.site.http.request({
      method: 'GET',
      route: '/wp/v2/posts',
      query: { slug: slug.trim() },
      auth: NONE,
    });
    const [post] = parseList(wpPost, answer.data, this.site.logger, 'post');
    return post ? mapPost(post) : null;
  }

  async getPrivacyPolicy(): Promise<PageRecord | null> {
    let answer;
    try {
      answer = await this.site.http.request({ method: 'GET', route: '/wp/v2/privacy-policy', auth: NONE });
    } catch (error) {
      // sites without the privacy-policy post type keep it as an ordinary page
      if (!isUpstreamResponseError(error, 404)) throw error;
      answer = await this.site.http.request({
        method: 'GET',
        route: '/wp/v2/pages',
        query: { slug: 'privacy-policy' },
        auth: NONE,
      });
    }
    const [page] = parseList(wpPost, answer.data, this.site.logger, 'privacy-policy');
    return page ? mapPage(page) : null;
  }

  async listFaqs(): Promise<FaqRecord[]> {
    const answer = await this.site.http.request({
      method: 'GET',
      route: '/wp/v2/faq',
      query: { per_page: PAGE_SIZE },
      auth: NONE,
    });
    return parseList(wpFaq, answer.data, this.site.logger, 'faq').flatMap((faq) => mapFaq(faq) ?? []);
  }

  async listTeamMembers(): Promise<TeamMemberRecord[]> {
    const answer = await this.site.http.request({
      method: 'GET',
      route: '/wp/v2/team-member',
      query: { _embed: true, per_page: PAGE_SIZE },
      auth: NONE,
    });
    return parseList(wpTeamMember, answer.data, this.site.logger, 'team-member').map(mapTeamMember);
  }

  async listPartnerReviews(limit: number): Promise<PartnerReviewRecord[]> {
    const answer = await this.site.http.request({
      method: 'GET',
      route: '/wp/v2/partners_review',
      query: { per_page: clamp(limit, 1, PAGE_SIZE) },
      auth: NONE,
    });
    return parseList(wpPartnerReview, answer.data, this.site.logger, 'partners_review')
      .map(mapPartnerReview)
      .slice(0, limit);
  }
}
