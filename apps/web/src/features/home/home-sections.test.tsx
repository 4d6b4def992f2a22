import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render';
import { CategoryGrid, CategoryGridQuery } from './category-grid';
import { PartnerTestimonials, PartnerTestimonialsQuery } from './partner-testimonials';

const category = (id: string, name: string, image: string | null) => ({
  __typename: 'Category' as const,
  id,
  name,
  slug: name.toLowerCase(),
  description: `${name} description`,
  image: image ? { __typename: 'Image' as const, src: image, alt: name } : null,
});

describe('home category grid', () => {
  it('shows 4 skeleton cards while loading, then the categories without "Uncategorised"', async () => {
    renderScreen(<CategoryGrid />, {
      mocks: [
        {
          request: { query: CategoryGridQuery },
          result: {
            data: {
              categories: [
                category('1', 'Vapes', '/v.jpg'),
                category('2', 'Uncategorised', null),
                category('3', 'Oils', null),
              ],
            },
          },
          delay: 30,
        },
      ],
    });
    expect(screen.getAllByTestId('category-skeleton')).toHaveLength(4);
    expect(await screen.findByRole('heading', { name: 'Vapes' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Oils' })).toBeInTheDocument();
    expect(screen.queryByText('Uncategorised')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Products: Vapes' })).toHaveAttribute('href', '/categories/vapes');
    // a category without image uses the placeholder
    expect(screen.getByRole('img', { name: 'Oils (no image available)' })).toBeInTheDocument();
  });

  it('shows "Failed to fetch categories" when loading fails', async () => {
    renderScreen(<CategoryGrid />, {
      mocks: [{ request: { query: CategoryGridQuery }, error: new Error('boom') }],
    });
    expect(await screen.findByText('Failed to fetch categories')).toBeInTheDocument();
  });
});

describe('home partner testimonials', () => {
  const review = {
    __typename: 'PartnerReview' as const,
    id: 'r1',
    content: 'Great partner',
    partnerName: '',
    partnerPosition: '',
    companyName: '',
    rating: 4,
  };

  it('shows 3 skeletons, then reviews with the defaults and stars', async () => {
    renderScreen(<PartnerTestimonials />, {
      mocks: [
        {
          request: { query: PartnerTestimonialsQuery, variables: { limit: 3 } },
          result: { data: { partnerReviews: [review] } },
          delay: 30,
        },
      ],
    });
    expect(screen.getAllByTestId('testimonial-skeleton')).toHaveLength(3);
    expect(await screen.findByText('Great partner')).toBeInTheDocument();
    expect(screen.getByText('Anonymous')).toBeInTheDocument();
    expect(screen.getByText('Unknown Position, Unknown Company')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
  });

  it('only logs a failure and hides the section', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderScreen(<PartnerTestimonials />, {
      mocks: [{ request: { query: PartnerTestimonialsQuery, variables: { limit: 3 } }, error: new Error('down') }],
    });
    await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to fetch partner testimonials', expect.anything()));
    expect(screen.queryByTestId('testimonial-skeleton')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    log.mockRestore();
  });
});
