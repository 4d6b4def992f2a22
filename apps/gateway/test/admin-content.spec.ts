/**
 * The console's content on the admin API: blog posts (drafts never public), FAQs and their order, team
 * members, partner reviews and the privacy policy page; HTML sanitised on save and on read, and every
 * change in the shop at once.
 */
import { randomUUID } from 'node:crypto';
import {
  AdminFaqsDocument,
  AdminPageDocument,
  AdminPartnerReviewsDocument,
  AdminPostDocument,
  AdminPostsDocument,
  AdminTeamMembersDocument,
  DeleteFaqDocument,
  DeletePartnerReviewDocument,
  DeletePostDocument,
  DeleteTeamMemberDocument,
  ReorderFaqsDocument,
  SaveFaqDocument,
  SavePageDocument,
  SavePartnerReviewDocument,
  SavePostDocument,
  SaveTeamMemberDocument,
} from '@shop/schema/admin-operations';
import { CATALOGUE_MESSAGES, CONTENT_MESSAGES, FIELD_MESSAGES } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, adminClient, adminPortsOf } from './helpers/admin.js';
import { uploadImage } from './helpers/shop-callers.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let staff: AdminClient;

beforeAll(async () => {
  t = await startTestApp();
  staff = await adminClient(t, { role: 'STAFF' });
});

afterAll(async () => {
  await t?.close();
});

const unique = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;
const NOT_FOUND = (message: string, field = ['input', 'id']) => [{ field, message, code: 'NOT_FOUND' }];

const PUBLIC_POSTS = `query { posts(pageSize: 100) { items { slug title content excerpt date } totalCount } }`;
const PUBLIC_POST = `query P($slug: String!) { post(slug: $slug) { slug title content date } }`;

async function publicPosts() {
  return (await t.gql(PUBLIC_POSTS)).data.posts as { items: { slug: string; title: string }[]; totalCount: number };
}

async function auditOf(action: string, subject: string) {
  return (await adminPortsOf(t).audit.list({ action }, 1, 100)).items.find((e) => e.subject === subject);
}

describe('posts', () => {
  it('a draft is only in the console; publishing shows it on the blog at once, dated then', async () => {
    const slug = unique('news');
    const before = await publicPosts();
    const saved = await staff.gql(SavePostDocument, {
      input: { slug, title: 'Harvest news', excerpt: '<p>Short</p>', content: '<p>Long read</p>', status: 'draft' },
    });
    expect(saved.data.savePost.userErrors).toEqual([]);
    const draft = saved.data.savePost.post!;
    expect(draft).toMatchObject({ slug, status: 'draft', content: '<p>Long read</p>', excerpt: '<p>Short</p>' });
    expect((await t.gql(PUBLIC_POST, { slug })).data.post).toBeNull();
    expect((await publicPosts()).totalCount).toBe(before.totalCount);
    const listed = await staff.gql(AdminPostsDocument, { page: 1, pageSize: 100 });
    expect(listed.data.posts.items.find((p) => p.id === draft.id)?.status).toBe('draft');

    const publishing = Date.now();
    const published = await staff.gql(SavePostDocument, {
      input: { id: draft.id, slug, title: 'Harvest news', content: '<p>Long read</p>', status: 'publish' },
    });
    const post = published.data.savePost.post!;
    expect(post.status).toBe('publish');
    // dated when it was published, not when the draft was made
    expect(Date.parse(post.publishedAt!)).toBeGreaterThanOrEqual(publishing - 1);
    expect(Date.parse(post.publishedAt!)).toBeLessThanOrEqual(Date.now());
    expect((await t.gql(PUBLIC_POST, { slug })).data.post).toMatchObject({ slug, title: 'Harvest news' });
    expect((await publicPosts()).items[0]).toMatchObject({ slug }); // newest first

    const audit = await auditOf('post.update', `post ${slug}`);
    expect(audit?.before).toMatchObject({ status: 'draft' });
    expect(audit?.after).toMatchObject({ status: 'publish' });
  });

  it('sanitises post HTML on save, and again on read', async () => {
    const slug = unique('xss');
    const { data } = await staff.gql(SavePostDocument, {
      input: {
        slug,
        title: 'Scripted',
        content:
          '<p>Hi<script>alert(1)</script></p><iframe src="https://evil.example"></iframe><a href="javascript:x()">l</a>',
        status: 'publish',
        publishedAt: '2030-01-01T00:00:00Z',
      },
    });
    expect(data.savePost.post?.content).toBe('<p>Hi</p><a>l</a>');
    // a row written some other way is still sanitised when the console and the shop read it
    await adminPortsOf(t).content.savePost(data.savePost.post!.id, {
      slug,
      title: 'Scripted',
      excerptHtml: '',
      contentHtml: '<p onmouseover="x()">Raw</p><script>y()</script>',
      status: 'publish',
      publishedAt: new Date('2030-01-01T00:00:00Z'),
    });
    expect((await staff.gql(AdminPostDocument, { id: data.savePost.post!.id })).data.post?.content).toBe('<p>Raw</p>');
  });

  it('refuses a taken slug, bad input and unknown ids; deletes a post', async () => {
    const slug = unique('dup');
    const first = await staff.gql(SavePostDocument, { input: { slug, title: 'One', content: 'x', status: 'publish' } });
    const taken = await staff.gql(SavePostDocument, { input: { slug, title: 'Two', content: 'y', status: 'publish' } });
    expect(taken.data.savePost.userErrors).toEqual([
      { field: ['input', 'slug'], message: CONTENT_MESSAGES.postSlugTaken, code: 'SLUG_TAKEN' },
    ]);
    const invalid = await staff.gql(SavePostDocument, {
      input: { slug: 'No Slug', title: '', content: '', status: 'live' },
    });
    expect(invalid.data.savePost.userErrors).toEqual(
      expect.arrayContaining([
        { field: ['input', 'slug'], message: FIELD_MESSAGES.slug, code: 'INVALID' },
        { field: ['input', 'title'], message: CONTENT_MESSAGES.titleRequired, code: 'INVALID' },
        { field: ['input', 'content'], message: CONTENT_MESSAGES.contentRequired, code: 'INVALID' },
        { field: ['input', 'status'], message: CONTENT_MESSAGES.status, code: 'INVALID' },
      ]),
    );
    const missing = await staff.gql(SavePostDocument, {
      input: { id: '999999', slug: unique('x'), title: 'T', content: 'c', status: 'draft' },
    });
    expect(missing.data.savePost.userErrors).toEqual(NOT_FOUND(CONTENT_MESSAGES.postNotFound));
    expect((await staff.gql(AdminPostDocument, { id: '999999' })).data.post).toBeNull();

    const id = first.data.savePost.post!.id;
    expect((await t.gql(PUBLIC_POST, { slug })).data.post).not.toBeNull();
    expect((await staff.gql(DeletePostDocument, { id })).data.deletePost).toEqual({ ok: true, userErrors: [] });
    expect((await t.gql(PUBLIC_POST, { slug })).data.post).toBeNull();
    expect((await staff.gql(DeletePostDocument, { id })).data.deletePost).toEqual({
      ok: false,
      userErrors: NOT_FOUND(CONTENT_MESSAGES.postNotFound, ['id']),
    });
    expect((await auditOf('post.delete', `post ${slug}`))?.before).toMatchObject({ slug });
  });
});

describe('FAQs', () => {
  it('adds a FAQ last, edits it, reorders all of them and deletes it; the shop follows at once', async () => {
    const question = `Do you ship to Belgium? ${unique('q')}`;
    const publicFaqs = async () =>
      (await t.gql(`query { faqs { id question answer } }`)).data.faqs as {
        id: string;
        question: string;
        answer: string;
      }[];
    await publicFaqs(); // cached before the change
    const created = await staff.gql(SaveFaqDocument, { input: { question, answer: '<p>Yes<script>x()</script></p>' } });
    expect(created.data.saveFaq.userErrors).toEqual([]);
    const faq = created.data.saveFaq.faq!;
    expect(faq.answer).toBe('<p>Yes</p>');
    const all = (await staff.gql(AdminFaqsDocument)).data.faqs;
    expect(all[all.length - 1]!.id).toBe(faq.id);
    expect((await publicFaqs()).at(-1)).toEqual({ id: faq.id, question, answer: '<p>Yes</p>' });

    const edited = await staff.gql(SaveFaqDocument, { input: { id: faq.id, question, answer: 'Within 3 days' } });
    expect(edited.data.saveFaq.faq).toMatchObject({ answer: 'Within 3 days', position: faq.position });

    const reversed = [...all.map((f) => f.id)].reverse();
    expect((await staff.gql(ReorderFaqsDocument, { ids: reversed })).data.reorderFaqs).toEqual({
      ok: true,
      userErrors: [],
    });
    expect((await staff.gql(AdminFaqsDocument)).data.faqs.map((f) => f.id)).toEqual(reversed);
    expect((await publicFaqs()).map((f) => f.id)).toEqual(reversed);
    expect((await auditOf('faq.reorder', 'faqs'))?.after).toEqual(reversed);

    const partial = await staff.gql(ReorderFaqsDocument, { ids: reversed.slice(1) });
    expect(partial.data.reorderFaqs).toEqual({
      ok: false,
      userErrors: [{ field: ['ids'], message: CONTENT_MESSAGES.reorderMismatch, code: 'ORDER_MISMATCH' }],
    });
    const duplicated = await staff.gql(ReorderFaqsDocument, { ids: [...reversed.slice(1), reversed[1]!] });
    expect(duplicated.data.reorderFaqs.ok).toBe(false);

    expect((await staff.gql(DeleteFaqDocument, { id: faq.id })).data.deleteFaq).toEqual({ ok: true, userErrors: [] });
    expect((await publicFaqs()).map((f) => f.id)).not.toContain(faq.id);
  });

  it('refuses an empty question or answer and unknown ids', async () => {
    const invalid = await staff.gql(SaveFaqDocument, { input: { question: ' ', answer: '' } });
    expect(invalid.data.saveFaq.userErrors).toEqual([
      { field: ['input', 'question'], message: CONTENT_MESSAGES.questionRequired, code: 'INVALID' },
      { field: ['input', 'answer'], message: CONTENT_MESSAGES.answerRequired, code: 'INVALID' },
    ]);
    expect(
      (await staff.gql(SaveFaqDocument, { input: { id: '999999', question: 'Q', answer: 'A' } })).data.saveFaq
        .userErrors,
    ).toEqual(NOT_FOUND(CONTENT_MESSAGES.faqNotFound));
    expect((await staff.gql(DeleteFaqDocument, { id: '999999' })).data.deleteFaq.userErrors).toEqual(
      NOT_FOUND(CONTENT_MESSAGES.faqNotFound, ['id']),
    );
  });
});

describe('team members', () => {
  it('adds a member with an uploaded photo, edits and deletes them; the shop follows at once', async () => {
    const photo = await uploadImage(t, staff, undefined, 'Portrait');
    const publicTeam = async () =>
      (await t.gql(`query { teamMembers { id name role bio image { src alt } } }`)).data.teamMembers as {
        id: string;
        name: string;
        image: { src: string; alt: string } | null;
      }[];
    await publicTeam();
    const name = `Ada ${unique('m')}`;
    const created = await staff.gql(SaveTeamMemberDocument, {
      input: { name, role: 'Head of Quality', bio: '<p>Chemist</p>', image: { mediaId: photo.id }, position: 9 },
    });
    expect(created.data.saveTeamMember.userErrors).toEqual([]);
    const member = created.data.saveTeamMember.teamMember!;
    expect(member).toMatchObject({
      name,
      role: 'Head of Quality',
      image: { mediaId: photo.id, src: photo.src, alt: 'Portrait' },
    });
    expect((await publicTeam()).find((m) => m.id === member.id)).toMatchObject({ name, image: { src: photo.src } });

    const edited = await staff.gql(SaveTeamMemberDocument, { input: { id: member.id, name, role: 'CEO' } });
    expect(edited.data.saveTeamMember.teamMember).toMatchObject({ role: 'CEO', image: null, bio: '' });
    expect((await staff.gql(AdminTeamMembersDocument)).data.teamMembers.find((m) => m.id === member.id)?.role).toBe(
      'CEO',
    );

    expect((await staff.gql(DeleteTeamMemberDocument, { id: member.id })).data.deleteTeamMember.ok).toBe(true);
    expect((await publicTeam()).map((m) => m.id)).not.toContain(member.id);
    expect(await auditOf('team.delete', `team member ${name}`)).toBeDefined();
  });

  it('refuses a short name, an unknown upload and unknown ids', async () => {
    const invalid = await staff.gql(SaveTeamMemberDocument, { input: { name: 'A', image: { mediaId: randomUUID() } } });
    expect(invalid.data.saveTeamMember.userErrors).toEqual([
      { field: ['input', 'name'], message: CONTENT_MESSAGES.memberNameRequired, code: 'INVALID' },
    ]);
    const unknownPhoto = await staff.gql(SaveTeamMemberDocument, {
      input: { name: 'Ann', image: { mediaId: randomUUID() } },
    });
    expect(unknownPhoto.data.saveTeamMember.userErrors).toEqual([
      { field: ['input', 'image', 'mediaId'], message: CATALOGUE_MESSAGES.mediaUnknown, code: 'UNKNOWN_MEDIA' },
    ]);
    expect(
      (await staff.gql(SaveTeamMemberDocument, { input: { id: '999999', name: 'Ann' } })).data.saveTeamMember
        .userErrors,
    ).toEqual(NOT_FOUND(CONTENT_MESSAGES.memberNotFound));
    expect((await staff.gql(DeleteTeamMemberDocument, { id: '999999' })).data.deleteTeamMember.userErrors).toEqual(
      NOT_FOUND(CONTENT_MESSAGES.memberNotFound, ['id']),
    );
  });
});

describe('partner reviews', () => {
  it('adds, edits and deletes a review with a rating from 0 to 5; the shop follows at once', async () => {
    const publicReviews = async () =>
      (await t.gql(`query { partnerReviews(limit: 50) { id content partnerName rating } }`)).data.partnerReviews as {
        id: string;
        content: string;
        rating: number;
      }[];
    await publicReviews();
    const created = await staff.gql(SavePartnerReviewDocument, {
      input: {
        content: '<p>Great <b>stock</b></p>',
        partnerName: 'Lena',
        companyName: 'Green BV',
        rating: 5,
        position: 99,
      },
    });
    expect(created.data.savePartnerReview.userErrors).toEqual([]);
    const review = created.data.savePartnerReview.partnerReview!;
    expect(review).toMatchObject({ rating: 5, partnerPosition: '', companyName: 'Green BV' });
    expect((await publicReviews()).find((r) => r.id === review.id)).toMatchObject({
      content: 'Great stock',
      rating: 5,
    });
    const edited = await staff.gql(SavePartnerReviewDocument, {
      input: { id: review.id, content: 'Fine', partnerName: 'Lena', rating: 0 },
    });
    expect(edited.data.savePartnerReview.partnerReview).toMatchObject({ content: 'Fine', rating: 0 });
    expect(
      (await staff.gql(AdminPartnerReviewsDocument)).data.partnerReviews.find((r) => r.id === review.id)?.content,
    ).toBe('Fine');
    expect((await staff.gql(DeletePartnerReviewDocument, { id: review.id })).data.deletePartnerReview.ok).toBe(true);
    expect((await publicReviews()).map((r) => r.id)).not.toContain(review.id);
  });

  it('refuses a rating outside 0..5, an empty review and unknown ids', async () => {
    const invalid = await staff.gql(SavePartnerReviewDocument, {
      input: { content: '', partnerName: 'Lena', rating: 6 },
    });
    expect(invalid.data.savePartnerReview.userErrors).toEqual([
      { field: ['input', 'content'], message: CONTENT_MESSAGES.reviewRequired, code: 'INVALID' },
      { field: ['input', 'rating'], message: CONTENT_MESSAGES.rating, code: 'INVALID' },
    ]);
    const missing = await staff.gql(SavePartnerReviewDocument, {
      input: { id: '999999', content: 'x', partnerName: 'y' },
    });
    expect(missing.data.savePartnerReview.userErrors).toEqual(NOT_FOUND(CONTENT_MESSAGES.reviewNotFound));
    expect(
      (await staff.gql(DeletePartnerReviewDocument, { id: '999999' })).data.deletePartnerReview.userErrors,
    ).toEqual(NOT_FOUND(CONTENT_MESSAGES.reviewNotFound, ['id']));
  });
});

describe('the privacy policy page', () => {
  it('is edited in the console and shown at once, sanitised; other pages are refused', async () => {
    const PUBLIC_PAGE = `query { privacyPolicy { title content modified } }`;
    // the image stays (lazy-loaded), its handler goes
    const SANITISED = '<h2>Data</h2><p>We keep little.</p><img loading="lazy" src="x" />';
    await t.gql(PUBLIC_PAGE);
    const saving = Date.now();
    const saved = await staff.gql(SavePageDocument, {
      slug: 'privacy-policy',
      input: { title: 'Privacy Policy', content: '<h2>Data</h2><p>We keep little.</p><img src="x" onerror="y()">' },
    });
    expect(saved.data.savePage.userErrors).toEqual([]);
    const page = saved.data.savePage.page!;
    expect(page).toMatchObject({
      slug: 'privacy-policy',
      title: 'Privacy Policy',
      content: SANITISED,
    });
    expect(Date.parse(page.modified)).toBeGreaterThanOrEqual(saving - 1);
    expect((await t.gql(PUBLIC_PAGE)).data.privacyPolicy).toEqual({
      title: 'Privacy Policy',
      content: SANITISED,
      modified: page.modified,
    });
    expect((await staff.gql(AdminPageDocument, { slug: 'privacy-policy' })).data.page?.title).toBe('Privacy Policy');
    expect((await auditOf('page.save', 'page privacy-policy'))?.after).toMatchObject({ title: 'Privacy Policy' });

    const other = await staff.gql(SavePageDocument, { slug: 'terms', input: { title: 'Terms', content: 'x' } });
    expect(other.data.savePage.userErrors).toEqual([
      { field: ['slug'], message: CONTENT_MESSAGES.pageUnknown, code: 'UNKNOWN_PAGE' },
    ]);
    const empty = await staff.gql(SavePageDocument, { slug: 'privacy-policy', input: { title: '', content: ' ' } });
    expect(empty.data.savePage.userErrors).toEqual([
      { field: ['input', 'title'], message: CONTENT_MESSAGES.titleRequired, code: 'INVALID' },
      { field: ['input', 'content'], message: CONTENT_MESSAGES.contentRequired, code: 'INVALID' },
    ]);
    expect((await staff.gql(AdminPageDocument, { slug: 'terms' })).data.page).toBeNull();
  });
});
