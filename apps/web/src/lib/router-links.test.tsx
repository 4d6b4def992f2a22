import { fireEvent, render, screen } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { BrowserRouter, MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { isActivePath, Link, NavLink, RouterLinksProvider, usePathname } from './router-links';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function GoToPage({ page }: { page: number }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(`?page=${page}`)}>
      page {page}
    </button>
  );
}

/** counts the commits in which anything under it rendered */
function Counted({ renders, children }: { renders: number[]; children: ReactNode }) {
  return (
    <Profiler id="counted" onRender={() => renders.push(1)}>
      {children}
    </Profiler>
  );
}

function renderApp(ui: ReactNode, route = '/products') {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <Routes>
        <Route
          path="*"
          element={
            <RouterLinksProvider>
              {ui}
              <Where />
            </RouterLinksProvider>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Link', () => {
  it('is a plain link to its path that the router follows on a plain left click', () => {
    renderApp(<Link to="/about">About</Link>);
    const link = screen.getByRole('link', { name: 'About' });
    expect(link).toHaveAttribute('href', '/about');
    fireEvent.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/about');
  });

  it('replaces the history entry when it leads to the page already shown, as react-router’s Link', () => {
    window.history.replaceState(null, '', '/products');
    render(
      <BrowserRouter>
        <Link to="/about">About</Link>
        <Where />
      </BrowserRouter>,
    );
    const entries = window.history.length;
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/about');
    expect(window.history.length).toBe(entries + 1);
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(window.history.length).toBe(entries + 1);
  });

  it('leaves a click with a modifier key or a link with another target to the browser', () => {
    renderApp(
      <>
        <Link to="/about">About</Link>
        <Link to="/blog" target="_blank">
          Blog
        </Link>
      </>,
    );
    const about = screen.getByRole('link', { name: 'About' });
    expect(fireEvent.click(about, { ctrlKey: true })).toBe(true); // not prevented: the browser opens it
    expect(fireEvent.click(screen.getByRole('link', { name: 'Blog' }))).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent('/products');
  });

  it('lets its onClick prevent the navigation, and loads a reloadDocument link as a new document', () => {
    renderApp(
      <>
        <Link to="/about" onClick={(event) => event.preventDefault()}>
          About
        </Link>
        <Link to="/developers" reloadDocument>
          Developers
        </Link>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(fireEvent.click(screen.getByRole('link', { name: 'Developers' }))).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent('/products');
  });

  it('does not render again when only the query string changes (a catalogue page change)', () => {
    const renders: number[] = [];
    renderApp(
      <>
        <Counted renders={renders}>
          <Link to="/about">About</Link>
          <NavLink to="/products">Products</NavLink>
        </Counted>
        <GoToPage page={2} />
      </>,
    );
    const before = renders.length;
    fireEvent.click(screen.getByRole('button', { name: 'page 2' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/products?page=2');
    expect(renders.length).toBe(before);
  });

  it('is left to the browser outside a router', () => {
    render(<Link to="/about">About</Link>);
    const about = screen.getByRole('link', { name: 'About' });
    expect(about).toHaveAttribute('href', '/about');
    // seen after React's handlers; then cancelled, as jsdom cannot load a page
    let prevented: boolean | null = null;
    const look = (event: Event) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', look, { once: true });
    fireEvent.click(about);
    expect(prevented).toBe(false);
  });
});

describe('NavLink', () => {
  it('marks the link to the current page or a page above it as active', () => {
    renderApp(
      <>
        <NavLink to="/products" className="nav">
          Products
        </NavLink>
        <NavLink to="/blog">Blog</NavLink>
      </>,
      '/products/mint-gummies',
    );
    const products = screen.getByRole('link', { name: 'Products' });
    expect(products).toHaveClass('nav', 'active');
    expect(products).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Blog' })).not.toHaveClass('active');
    expect(screen.getByRole('link', { name: 'Blog' })).not.toHaveAttribute('aria-current');
    fireEvent.click(screen.getByRole('link', { name: 'Blog' }));
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveClass('active');
    expect(products).not.toHaveClass('active');
  });

  it('follows react-router’s rule for what is active', () => {
    expect(isActivePath('/products', '/products')).toBe(true);
    expect(isActivePath('/products/mint', '/products')).toBe(true);
    expect(isActivePath('/Products/Mint', '/products')).toBe(true);
    expect(isActivePath('/productsx', '/products')).toBe(false);
    expect(isActivePath('/about', '/')).toBe(false);
    expect(isActivePath('/', '/')).toBe(true);
  });
});

describe('usePathname', () => {
  function Path() {
    return <p data-testid="path">{usePathname()}</p>;
  }

  it('gives the pathname and renders again only when it changes', () => {
    const renders: number[] = [];
    renderApp(
      <>
        <Counted renders={renders}>
          <Path />
        </Counted>
        <GoToPage page={3} />
        <Link to="/blog">Blog</Link>
      </>,
    );
    expect(screen.getByTestId('path')).toHaveTextContent('/products');
    const before = renders.length;
    fireEvent.click(screen.getByRole('button', { name: 'page 3' }));
    expect(renders.length).toBe(before);
    fireEvent.click(screen.getByRole('link', { name: 'Blog' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/blog');
    expect(renders.length).toBe(before + 1);
  });
});
