import { decodeEntities, stripWwwFromImageHost } from '@shop/domain';
import type { FaqRecord, PageRecord, PartnerReviewRecord, PostRecord, TeamMemberRecord } from '@shop/domain';
import type { WpFaq, WpPartnerReview, WpPost, WpTeamMember } from '../upstream.schemas.js';
import { wpDateToIso } from './dates.js';

const EPOCH = new Date(0).toISOString();

export function mapPost(post: WpPost): PostRecord {
  return {
    id: post.id,
    slug: post.slug,
    title: decodeEntities(post.title),
    excerptHtml: post.excerpt,
    contentHtml: post.content,
    date: wpDateToIso(post.date_gmt, post.date) ?? EPOCH,
  };
}

export function mapPage(page: WpPost): PageRecord {
  return {
    title: decodeEntities(page.title),
    contentHtml: page.content,
    modified: wpDateToIso(page.modified_gmt, page.modified) ?? wpDateToIso(page.date_gmt, page.date) ?? EPOCH,
  };
}

/** null when the FAQ has no question (an entry whose ACF fields were never filled in) */
export function mapFaq(faq: WpFaq): FaqRecord | null {
  const question = decodeEntities(faq.acf?.question ?? '').trim();
  if (!question) return null;
  return { id: faq.id, question, answerHtml: faq.acf?.answer ?? faq.content };
}

export function mapTeamMember(member: WpTeamMember): TeamMemberRecord {
  const name = decodeEntities(member.title);
  const acfImage = member.acf?.image;
  const featured = member._embedded?.['wp:featuredmedia']?.[0];
  let image: TeamMemberRecord['image'] = null;
  if (acfImage && typeof acfImage === 'object')
    image = { src: acfImage.url, alt: decodeEntities(acfImage.alt) || name };
  else if (typeof acfImage === 'string' && /^https?:\/\//i.test(acfImage)) image = { src: acfImage, alt: name };
  else if (featured?.source_url) image = { src: featured.source_url, alt: decodeEntities(featured.alt_text) || name };
  if (image) image = { ...image, src: stripWwwFromImageHost(image.src) };
  return { id: member.id, name, role: decodeEntities(member.acf?.team_role ?? ''), bioHtml: member.content, image };
}

/** the review's ACF fields as stored (the gateway applies the SPEC defaults: packages/domain partnerReviewWithDefaults) */
export function mapPartnerReview(review: WpPartnerReview): PartnerReviewRecord {
  const acf = review.acf;
  const rating = Number(acf?.rating ?? 0);
  return {
    id: review.id,
    content: review.content,
    partnerName: acf?.partner_name ?? '',
    partnerPosition: acf?.partner_position ?? '',
    companyName: acf?.company_name ?? '',
    rating: Number.isFinite(rating) ? rating : 0,
  };
}
