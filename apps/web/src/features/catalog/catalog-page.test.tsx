import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { money, productCard } from '../../test/fixtures';
import { renderScreen } from '../../test/render';
import { chakraVariables, markupClasses, stylesheetClasses, themeVariables } from '../../test/static-css';
import CatalogPage, { CatalogCategoriesQuery, CatalogPageQuery } from './catalog-page';

const categoriesMock = {
  request: { query: CatalogCategoriesQuery },
  result: { data: { categories: [{ __typename: 'Category', id: 'c1', name: 'Gummies', slug: 'gummies' }] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function productsMock(
  items: ReturnType<typeof productCard>[],
  totalCount = items.length,
  expectVariables?: (v: Record<string, unknown>) => boolean,
  page = 1,
) {
  return {
    request: { query: CatalogPageQuery, variables: expectVariables ?? (() => true) },
    result: { data: { products: { __typename: 'ProductPage', items, totalCount, page, pageSize: 8, priceMax: null } } },
    delay: 20,
  };
}

describe('catalogue page', () => {
  it('shows 6 skeleton cards while loading, then the count and anonymous cards', async () => {
    renderScreen(<CatalogPage />, {
      path: '/products',
      mocks: [
        categoriesMock,
        productsMock(
          [productCard(), productCard({ id: 'p2', slug: 'berry', name: 'Berry Gummies', inStock: false })],
          2,
        ),
      ],
    });
    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(6);
    expect(await screen.findByText('Showing 1 - 2 of 2 products')).toBeInTheDocument();
    expect(screen.getAllByText('Price hidden (please log in)')).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: 'Log In to Add' })[0]).toHaveAttribute('href', '/account/login');
    expect(screen.getByText('Out of Stock')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Premium Cannabis Products' })).toBeInTheDocument();
  });

  it('shows euro prices to a logged-in buyer', async () => {
    renderScreen(<CatalogPage />, {
      path: '/products',
      loggedIn: true,
      mocks: [categoriesMock, productsMock([productCard({ price: money('12.5') })], 1)],
    });
    expect(await screen.findByText('€12.50')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Mint Gummies to cart' })).toBeEnabled();
  });

  it('shows the empty state', async () => {
    renderScreen(<CatalogPage />, { path: '/products', mocks: [categoriesMock, productsMock([], 0)] });
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters or search term')).toBeInTheDocument();
  });

  it('shows "Failed to fetch products" on failure', async () => {
    renderScreen(<CatalogPage />, {
      path: '/products',
      mocks: [
        categoriesMock,
        { request: { query: CatalogPageQuery, variables: () => true }, error: new Error('down') },
      ],
    });
    expect(await screen.findByText('Failed to fetch products')).toBeInTheDocument();
  });

  it('sends the URL state to the server (search, categories, price, sort, page, size)', async () => {
    renderScreen(<CatalogPage />, {
      path: '/products',
      loggedIn: true,
      route: '/products?q=mint&category=gummies&min=5&max=40&sort=price-high-low&page=2&size=4&view=list',
      mocks: [
        categoriesMock,
        productsMock(
          [productCard()],
          5,
          (v) =>
            JSON.stringify(v) ===
            JSON.stringify({
              filter: { search: 'mint', categorySlugs: ['gummies'], priceMin: '5', priceMax: '40' },
              sort: 'PRICE_DESC',
              page: 2,
              pageSize: 4,
            }),
          2,
        ),
      ],
    });
    expect(await screen.findByText('Showing 5 - 5 of 5 products')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('mint');
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('gives an anonymous visitor no price sort and no price range: the default order, no slider', async () => {
    renderScreen(<CatalogPage />, {
      path: '/products',
      route: '/products?sort=price-high-low&min=5&max=40',
      mocks: [
        categoriesMock,
        productsMock(
          [productCard()],
          1,
          (v) =>
            JSON.stringify(v) ===
            JSON.stringify({
              filter: { search: null, categorySlugs: null, priceMin: null, priceMax: null },
              sort: 'DEFAULT',
              page: 1,
              pageSize: 8,
            }),
        ),
      ],
    });
    expect(await screen.findByText('Showing 1 - 1 of 1 products')).toBeInTheDocument();
    const sort = screen.getByRole('combobox', { name: 'Sort products' });
    expect(sort).toHaveValue('default');
    expect([...(sort as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Default',
      'Name: A to Z',
      'Name: Z to A',
    ]);
    expect(screen.queryByTestId('price-slider')).not.toBeInTheDocument();
    expect(screen.queryByText('Price Range')).not.toBeInTheDocument();
  });

  it('offers a logged-in buyer the price sorts and the price range', async () => {
    renderScreen(<CatalogPage />, {
      path: '/products',
      route: '/products?sort=price-low-high',
      loggedIn: true,
      mocks: [categoriesMock, productsMock([productCard({ price: money('12.5') })], 1, (v) => v.sort === 'PRICE_ASC')],
    });
    expect(await screen.findByText('€12.50')).toBeInTheDocument();
    const sort = screen.getByRole('combobox', { name: 'Sort products' });
    expect(sort).toHaveValue('price-low-high');
    expect([...(sort as HTMLSelectElement).options].map((o) => o.text)).toContain('Price: High to Low');
    expect(screen.getByText('Price Range')).toBeInTheDocument();
    expect(screen.getByTestId('price-slider')).toBeInTheDocument();
  });

  it('asks for the next page ahead, so "Page 2" shows its products from the cache with no loading state', async () => {
    const pageOne = Array.from({ length: 8 }, (_, i) =>
      productCard({ id: `p${i}`, slug: `one-${i}`, name: `First ${i}` }),
    );
    const pageTwo = [productCard({ id: 'q1', slug: 'two-1', name: 'Second Page Gummies' })];
    const nextPage = vi.fn(() => ({
      data: {
        products: { __typename: 'ProductPage', items: pageTwo, totalCount: 9, page: 2, pageSize: 8, priceMax: null },
      },
    }));
    renderScreen(<CatalogPage />, {
      path: '/products',
      mocks: [
        categoriesMock,
        productsMock(pageOne, 9, (v) => v.page === 1),
        { request: { query: CatalogPageQuery, variables: (v) => v.page === 2 }, result: nextPage },
      ],
    });
    expect(await screen.findByText('First 0')).toBeInTheDocument();
    // asked for before any tap, once the page is idle
    await waitFor(() => expect(nextPage).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    // in the same render as the navigation: no skeleton, no dimmed old page, no second request
    expect(screen.getByText('Second Page Gummies')).toBeInTheDocument();
    expect(screen.queryByText('First 0')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 9 - 9 of 9 products')).toBeInTheDocument();
  });
});

// The page's layout, toolbar box and listing grid are plain elements with static CSS (issue 13)
const STYLESHEETS = {
  'catalog-layout': readFileSync(join(__dirname, 'catalog-layout.css'), 'utf8'),
  'catalog-toolbar': readFileSync(join(__dirname, 'catalog-toolbar.css'), 'utf8'),
  'product-listing': readFileSync(join(__dirname, 'product-listing.css'), 'utf8'),
};

describe('the catalogue page’s stylesheets', () => {
  it('have a rule for every class the page renders, in the grid and the list view', async () => {
    for (const route of ['/products', '/products?view=list']) {
      const { container, unmount } = renderScreen(<CatalogPage />, {
        path: '/products',
        route,
        mocks: [categoriesMock, productsMock([productCard()], 1)],
      });
      await screen.findByText('Showing 1 - 1 of 1 products');
      for (const [prefix, css] of Object.entries(STYLESHEETS)) {
        const used = markupClasses(container, prefix);
        expect(used.size).toBeGreaterThan(0);
        const defined = stylesheetClasses(css, prefix);
        expect([...used].filter((name) => !defined.has(name))).toEqual([]);
      }
      unmount();
    }
  });

  it('use only CSS variables that the Chakra theme defines', () => {
    const defined = themeVariables();
    for (const css of Object.values(STYLESHEETS)) {
      expect(chakraVariables(css).filter((name) => !defined.has(name))).toEqual([]);
    }
  });
});
