import { describe, expect, it } from 'vitest';
import { validateInput } from '../validation/user-errors.js';
import {
  CONTENT_MESSAGES,
  faqInputSchema,
  isEditablePage,
  pageInputSchema,
  partnerReviewInputSchema,
  postInputSchema,
  teamMemberInputSchema,
} from './content.js';

function errorsOf(schema: Parameters<typeof validateInput>[0], input: unknown) {
  const result = validateInput(schema, input);
  return result.ok ? [] : result.userErrors.map((e) => ({ field: e.field?.join('.'), message: e.message }));
}

describe('content schemas', () => {
  it('parse a post, a FAQ, a team member, a review and a page', () => {
    expect(postInputSchema.parse({ slug: 'news', title: 'News', content: '<p>x</p>', status: 'Draft' })).toMatchObject({
      status: 'draft',
      excerpt: '',
      publishedAt: null,
    });
    expect(faqInputSchema.parse({ question: 'Q?', answer: 'A' })).toMatchObject({ question: 'Q?' });
    expect(teamMemberInputSchema.parse({ name: 'Ann Smith' })).toMatchObject({ role: '', bio: '', image: null });
    expect(partnerReviewInputSchema.parse({ content: 'Great', partnerName: 'Bo' })).toMatchObject({ rating: 0 });
    expect(pageInputSchema.parse({ title: 'Privacy', content: 'Text' })).toEqual({ title: 'Privacy', content: 'Text' });
    expect(isEditablePage('privacy-policy')).toBe(true);
    expect(isEditablePage('terms')).toBe(false);
  });

  it('refuse what the console must not store', () => {
    expect(errorsOf(postInputSchema, { slug: 'a b', title: '', content: ' ', status: 'x' })).toEqual(
      expect.arrayContaining([
        { field: 'title', message: CONTENT_MESSAGES.titleRequired },
        { field: 'content', message: CONTENT_MESSAGES.contentRequired },
        { field: 'status', message: CONTENT_MESSAGES.status },
      ]),
    );
    expect(errorsOf(partnerReviewInputSchema, { content: 'x', partnerName: 'y', rating: 6 })).toEqual([
      { field: 'rating', message: CONTENT_MESSAGES.rating },
    ]);
    expect(errorsOf(faqInputSchema, { question: 'Q\u0000', answer: 'A' })).toEqual([
      { field: 'question', message: 'This field contains characters that are not allowed' },
    ]);
  });
});
