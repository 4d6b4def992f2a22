import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render';
import { chakraVariables, markupClasses, stylesheetClasses, themeVariables } from '../../test/static-css';
import { CatalogPagination, ELLIPSIS, pageItems } from './catalog-pagination';
import { parseCatalogParams } from './catalog-params';

const PAGINATION_CSS = readFileSync(join(__dirname, 'catalog-pagination.css'), 'utf8');
const BUTTON_CSS = readFileSync(join(__dirname, '../../components/shop-button.css'), 'utf8');

const E = ELLIPSIS;

describe('pageItems (the page numbers shown: first, last, the current one and one on each side)', () => {
  it('shows every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('leaves out the runs far from the current page, as Chakra’s Pagination did', () => {
    // the demo catalogue: 8 pages of 8
    expect(pageItems(1, 8)).toEqual([1, 2, 3, 4, 5, E, 8]);
    expect(pageItems(2, 8)).toEqual([1, 2, 3, 4, 5, E, 8]);
    expect(pageItems(4, 8)).toEqual([1, 2, 3, 4, 5, E, 8]);
    expect(pageItems(5, 8)).toEqual([1, E, 4, 5, 6, 7, 8]);
    expect(pageItems(8, 8)).toEqual([1, E, 4, 5, 6, 7, 8]);
    expect(pageItems(5, 10)).toEqual([1, E, 4, 5, 6, E, 10]);
    expect(pageItems(6, 20)).toEqual([1, E, 5, 6, 7, E, 20]);
  });

  it('widens the window with more siblings', () => {
    expect(pageItems(1, 8, 2)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(pageItems(5, 11, 2)).toEqual([1, 2, 3, 4, 5, 6, 7, E, 11]);
    expect(pageItems(6, 12, 2)).toEqual([1, E, 4, 5, 6, 7, 8, E, 12]);
  });
});

function renderPaging(route: string, total = 60, onPageSizeChange = vi.fn()) {
  const params = parseCatalogParams(new URLSearchParams(route.split('?')[1] ?? ''));
  return renderScreen(<CatalogPagination total={total} params={params} onPageSizeChange={onPageSizeChange} />, {
    path: '/products',
    route,
  });
}

describe('CatalogPagination', () => {
  it('links every page shown, the current one marked, with the URL state kept', async () => {
    renderPaging('/products?q=mint&page=2');
    const nav = await screen.findByRole('navigation', { name: 'pagination' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Previous page',
      'Page 1',
      'Page 2',
      'Page 3',
      'Page 4',
      'Page 5',
      'Page 8',
      'Next page',
    ]);
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 3' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/products?q=mint');
    expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/products?q=mint&page=3');
    expect(within(nav).getByText('…')).toHaveAttribute('aria-hidden', 'true');
  });

  it('disables "Previous" on the first page and "Next" on the last', async () => {
    const { unmount } = renderPaging('/products');
    expect(await screen.findByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Next page' })).toBeInTheDocument();
    unmount();
    renderPaging('/products?page=8');
    expect(await screen.findByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('shows no paging for a single page, and the page size either way', async () => {
    const onPageSizeChange = vi.fn();
    renderPaging('/products', 5, onPageSizeChange);
    expect(await screen.findByLabelText('Per page')).toHaveValue('8');
    expect(screen.queryByRole('navigation', { name: 'pagination' })).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Per page'), { target: { value: '12' } });
    expect(onPageSizeChange).toHaveBeenCalledWith(12);
  });

  it('follows a page link in the app and scrolls smoothly to the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router } = renderPaging('/products');
    fireEvent.click(await screen.findByRole('link', { name: 'Page 3' }));
    expect(router.state.location.search).toBe('?page=3');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    scrollTo.mockRestore();
  });
});

describe('catalog-pagination.css and shop-button.css', () => {
  it('have a rule for every class the paging renders', async () => {
    const { container } = renderPaging('/products?page=2');
    await screen.findByRole('navigation', { name: 'pagination' });
    const pagination = stylesheetClasses(PAGINATION_CSS, 'catalog-pagination');
    const buttons = stylesheetClasses(BUTTON_CSS, 'shop-button');
    expect([...markupClasses(container, 'catalog-pagination')].filter((name) => !pagination.has(name))).toEqual([]);
    const used = markupClasses(container, 'shop-button');
    expect(used).toContain('shop-button--solid');
    expect([...used].filter((name) => !buttons.has(name))).toEqual([]);
  });

  it('use only CSS variables that the Chakra theme defines', () => {
    const defined = themeVariables();
    // a colour of the palette (Chakra's colorPalette) is the brand's where shop-button--brand sets it
    // from the brand's tokens (read, so checked), the page's palette (gray) otherwise: gray must have it
    const asThemeVariable = (name: string) => name.replace(/^--chakra-colors-color-palette-/, '--chakra-colors-gray-');
    for (const css of [PAGINATION_CSS, BUTTON_CSS]) {
      expect(
        chakraVariables(css)
          .map(asThemeVariable)
          .filter((name) => !defined.has(name)),
      ).toEqual([]);
    }
    expect(chakraVariables(BUTTON_CSS)).toContain('--chakra-colors-brand-solid');
  });
});
