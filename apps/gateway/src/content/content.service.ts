import { Inject, Injectable } from '@nestjs/common';
import type { PostRecord } from '@shop/domain';
import { isValidSlug, partnerReviewWithDefaults, rewriteContentLinks } from '@shop/domain';
import { CONTENT_SOURCE, type ContentSource } from '../backends/port.js';
import { sanitizeHtml } from '../backends/sanitize.js';
import { CacheService } from '../cache/cache.service.js';
import { CacheKey } from '../cache/keys.js';
import { CacheTag, cachePolicy, type CachePolicy } from '../cache/policy.js';
import { type AppConfig, CONFIG } from '../config/config.js';
import { badRequest } from '../graphql/errors.js';
import type { Faq, Page, PartnerReview, Post, PostPage, Shop, TeamMember } from '../graphql/generated/resolvers.js';
import { validatePaging } from '../catalog/catalog.service.js';
import { toImage } from '../catalog/catalog.mapper.js';

/** The three partners of the "Trusted by Industry Leaders" strip (logos under apps/gateway/media/partners). */
const PARTNER_LOGOS = [
  { name: 'Apotheek Jansen', logoUrl: '/media/partners/apotheek-jansen.svg' },
  { name: 'VitalMarkt', logoUrl: '/media/partners/vitalmarkt.svg' },
  { name: 'Costa Wellness', logoUrl: '/media/partners/costa-wellness.svg' },
];

const MAX_REVIEWS = 50;
/** how long "no post with this slug" is kept in the cache (anyone can ask for any number of them) */
export const NEGATIVE_TTL_MS = 5_000;

/**
 * Shop facts, blog and CMS content. Cached (stale-while-revalidate) like the catalogue; HTML is
 * sanitised and links to the content host rewritten when the cache entry is built.
 */
@Injectable()
export class ContentService {
  /** CMS content: as the catalogue (CACHE_TTL_SECONDS fresh, CACHE_STALE_SECONDS stale), `content` tag */
  private readonly policy: CachePolicy;
  /** the same for one post, but "no such post" only for NEGATIVE_TTL_MS */
  private readonly postPolicy: CachePolicy;
  private readonly tags = [CacheTag.content];

  constructor(
    @Inject(CONTENT_SOURCE) private readonly backend: ContentSource,
    @Inject(CONFIG) private readonly config: AppConfig,
    private readonly cache: CacheService,
  ) {
    this.policy = cachePolicy({
      name: 'content',
      ttlMs: config.cache.ttlMs,
      staleWhileRevalidateMs: config.cache.staleMs,
      staleIfErrorMs: config.cache.staleMs,
    });
    this.postPolicy = { ...this.policy, negativeTtlMs: NEGATIVE_TTL_MS };
  }

  /** read through the cache under the content policy */
  private cached<T>(key: string, loader: () => Promise<T>, policy = this.policy): Promise<T> {
    return this.cache.query(key, loader, { policy, tags: this.tags });
  }

  shop(): Shop {
    const { shop, publicSiteUrl } = this.config;
    return {
      name: shop.name,
      tagline: shop.tagline,
      phone: shop.phone,
      email: shop.email,
      address: shop.address,
      openingHours: shop.openingHours,
      currencyCode: shop.currencyCode,
      publicSiteUrl,
      partnerLogos: PARTNER_LOGOS,
    };
  }

  async posts(page: number | null | undefined, pageSize: number | null | undefined): Promise<PostPage> {
    const paging = validatePaging(page, pageSize, 10);
    const result = await this.cached(CacheKey.posts(paging.page, paging.pageSize), async () => {
      const { items, totalCount } = await this.backend.listPosts(paging.page, paging.pageSize);
      return { items: items.map((post) => this.toPost(post)), totalCount };
    });
    return { ...result, ...paging };
  }

  /**
   * A slug that cannot name a post (the domain's slug rule) is answered null without asking the store
   * or touching the cache; an unknown valid one is remembered only briefly (NEGATIVE_TTL_MS).
   */
  async post(slug: string): Promise<Post | null> {
    if (!isValidSlug(slug)) return null;
    return this.cached(
      CacheKey.post(slug),
      async () => {
        const post = await this.backend.getPostBySlug(slug);
        return post ? this.toPost(post) : null;
      },
      this.postPolicy,
    );
  }

  privacyPolicy(): Promise<Page | null> {
    return this.cached(CacheKey.privacyPolicy, async () => {
      const page = await this.backend.getPrivacyPolicy();
      return page ? { title: page.title, content: this.html(page.contentHtml), modified: page.modified } : null;
    });
  }

  faqs(): Promise<Faq[]> {
    return this.cached(CacheKey.faqs, async () =>
      (await this.backend.listFaqs()).map((faq) => ({
        id: faq.id,
        question: faq.question,
        answer: this.html(faq.answerHtml),
      })),
    );
  }

  teamMembers(): Promise<TeamMember[]> {
    return this.cached(CacheKey.teamMembers, async () =>
      (await this.backend.listTeamMembers()).map((member) => ({
        id: member.id,
        name: member.name,
        role: member.role,
        bio: this.html(member.bioHtml),
        image: member.image?.src ? toImage(member.image) : null,
      })),
    );
  }

  partnerReviews(limit: number | null | undefined): Promise<PartnerReview[]> {
    const n = limit ?? 3;
    if (!Number.isInteger(n) || n < 1 || n > MAX_REVIEWS)
      throw badRequest(`limit must be between 1 and ${MAX_REVIEWS}`);
    return this.cached(CacheKey.partnerReviews(n), async () =>
      // plain, decoded text with the SPEC defaults whatever the adapter sent, so browsers need no decoder
      (await this.backend.listPartnerReviews(n)).map(partnerReviewWithDefaults),
    );
  }

  private toPost(post: PostRecord): Post {
    return {
      id: post.id,
      slug: post.slug,
      title: post.title,
      excerpt: this.html(post.excerptHtml),
      content: this.html(post.contentHtml),
      date: post.date,
    };
  }

  private html(raw: string): string {
    return sanitizeHtml(rewriteContentLinks(raw, this.config.contentHost, this.config.publicSiteUrl));
  }
}
