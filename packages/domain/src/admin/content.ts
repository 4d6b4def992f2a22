import { z } from 'zod';
import {
  choiceField,
  imageInputSchema,
  lineText,
  multilineText,
  optionalDateTime,
  optionalLine,
  positionField,
  slugField,
} from './fields.js';

/**
 * The operator console's content rules: blog posts (draft or published), FAQs, team members, partner
 * reviews and editable pages. HTML fields are sanitised by the gateway on save and again on read.
 */

export const POST_STATUSES = ['publish', 'draft'] as const;
/** the pages the console edits (the shop reads the privacy policy at /privacy) */
export const EDITABLE_PAGES = ['privacy-policy'] as const;

export const CONTENT_MESSAGES = {
  titleRequired: 'Title is required',
  titleMax: 'Title must not exceed 200 characters',
  excerptMax: 'Excerpt must not exceed 2000 characters',
  contentRequired: 'Content is required',
  contentMax: 'Content must not exceed 200000 characters',
  status: 'Status must be publish or draft',
  postSlugTaken: 'Another post already uses this slug',
  postNotFound: 'This post does not exist (it may have been deleted)',
  questionRequired: 'Question is required',
  questionMax: 'Question must not exceed 500 characters',
  answerRequired: 'Answer is required',
  answerMax: 'Answer must not exceed 20000 characters',
  faqNotFound: 'This FAQ does not exist (it may have been deleted)',
  reorderMismatch: 'The list must hold every FAQ exactly once: reload the page and try again',
  memberNameRequired: 'Name must be at least 2 characters',
  memberNameMax: 'Name must not exceed 100 characters',
  roleMax: 'Role must not exceed 100 characters',
  bioMax: 'Bio must not exceed 5000 characters',
  memberNotFound: 'This team member does not exist (they may have been deleted)',
  reviewRequired: 'Review text is required',
  reviewMax: 'Review text must not exceed 2000 characters',
  partnerNameRequired: 'Partner name is required',
  partnerNameMax: 'Partner name must not exceed 100 characters',
  partnerPositionMax: 'Position must not exceed 100 characters',
  companyNameMax: 'Company name must not exceed 100 characters',
  rating: 'Rating must be a whole number from 0 (none) to 5',
  reviewNotFound: 'This review does not exist (it may have been deleted)',
  pageUnknown: `Only these pages can be edited: ${EDITABLE_PAGES.join(', ')}`,
} as const;

export const postInputSchema = z.object({
  slug: slugField(),
  title: lineText(1, CONTENT_MESSAGES.titleRequired, 200, CONTENT_MESSAGES.titleMax),
  excerpt: multilineText(0, '', 2000, CONTENT_MESSAGES.excerptMax),
  content: multilineText(1, CONTENT_MESSAGES.contentRequired, 200_000, CONTENT_MESSAGES.contentMax),
  status: choiceField(POST_STATUSES, CONTENT_MESSAGES.status),
  publishedAt: optionalDateTime,
});
export type PostInputParsed = z.output<typeof postInputSchema>;

export const faqInputSchema = z.object({
  question: lineText(1, CONTENT_MESSAGES.questionRequired, 500, CONTENT_MESSAGES.questionMax),
  answer: multilineText(1, CONTENT_MESSAGES.answerRequired, 20_000, CONTENT_MESSAGES.answerMax),
  position: positionField.optional(),
});
export type FaqInputParsed = z.output<typeof faqInputSchema>;

export const teamMemberInputSchema = z.object({
  name: lineText(2, CONTENT_MESSAGES.memberNameRequired, 100, CONTENT_MESSAGES.memberNameMax),
  role: optionalLine(100, CONTENT_MESSAGES.roleMax),
  bio: multilineText(0, '', 5000, CONTENT_MESSAGES.bioMax),
  image: imageInputSchema.nullish().transform((value) => value ?? null),
  position: positionField,
});
export type TeamMemberInputParsed = z.output<typeof teamMemberInputSchema>;

export const partnerReviewInputSchema = z.object({
  content: multilineText(1, CONTENT_MESSAGES.reviewRequired, 2000, CONTENT_MESSAGES.reviewMax),
  partnerName: lineText(1, CONTENT_MESSAGES.partnerNameRequired, 100, CONTENT_MESSAGES.partnerNameMax),
  partnerPosition: optionalLine(100, CONTENT_MESSAGES.partnerPositionMax),
  companyName: optionalLine(100, CONTENT_MESSAGES.companyNameMax),
  rating: z
    .number({ error: CONTENT_MESSAGES.rating })
    .int(CONTENT_MESSAGES.rating)
    .min(0, CONTENT_MESSAGES.rating)
    .max(5, CONTENT_MESSAGES.rating)
    .nullish()
    .transform((value) => value ?? 0),
  position: positionField,
});
export type PartnerReviewInputParsed = z.output<typeof partnerReviewInputSchema>;

export const pageInputSchema = z.object({
  title: lineText(1, CONTENT_MESSAGES.titleRequired, 200, CONTENT_MESSAGES.titleMax),
  content: multilineText(1, CONTENT_MESSAGES.contentRequired, 200_000, CONTENT_MESSAGES.contentMax),
});
export type PageInputParsed = z.output<typeof pageInputSchema>;

export function isEditablePage(slug: string): slug is (typeof EDITABLE_PAGES)[number] {
  return (EDITABLE_PAGES as readonly string[]).includes(slug);
}
