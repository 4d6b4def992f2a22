import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render';
import BlogListPage, { BlogListPageQuery } from './blog-list-page';
import BlogPostPage, { BlogPostPageQuery } from './blog-post-page';
import { LegalPageQuery } from './legal-page';
import TermsPage from './terms-page';

describe('content screens', () => {
  it('blog list: empty state', async () => {
    renderScreen(<BlogListPage />, {
      mocks: [
        {
          request: { query: BlogListPageQuery, variables: () => true },
          result: { data: { posts: { __typename: 'PostPage', items: [], totalCount: 0 } } },
          delay: 20,
        },
      ],
    });
    expect(screen.getAllByTestId('post-skeleton')).toHaveLength(3);
    expect(await screen.findByText('No blog posts yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
  });

  it('blog post: not found', async () => {
    renderScreen(<BlogPostPage />, {
      path: '/blog/:slug',
      route: '/blog/missing',
      mocks: [
        { request: { query: BlogPostPageQuery, variables: { slug: 'missing' } }, result: { data: { post: null } } },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Blog post not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
  });

  it('blog post: a malformed slug says "Invalid post slug" without asking the server', async () => {
    renderScreen(<BlogPostPage />, {
      path: '/blog/:slug',
      route: `/blog/${encodeURIComponent("' OR 1=1--")}`,
      // no mock for the post: a request would fail and show "Failed to load blog post"
    });
    expect(await screen.findByRole('heading', { name: 'Invalid post slug' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    expect(screen.queryByText('Failed to load blog post')).not.toBeInTheDocument();
  });

  it('terms: the privacy content under "Terms of Service", last updated in en-GB', async () => {
    renderScreen(<TermsPage />, {
      mocks: [
        {
          request: { query: LegalPageQuery },
          result: {
            data: {
              privacyPolicy: {
                __typename: 'Page',
                title: 'Privacy Policy',
                content: '<p>We protect your data.</p>',
                modified: '2024-03-05T10:00:00Z',
              },
            },
          },
          delay: 20,
        },
      ],
    });
    expect(screen.getByTestId('legal-skeleton')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(await screen.findByText('We protect your data.')).toBeInTheDocument();
    expect(screen.getByTestId('last-updated')).toHaveTextContent('Last updated: 5 March 2024');
  });
});
