import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import { lazy, type ReactElement } from 'react';
import { Link, MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RouterLinksProvider } from '../lib/router-links';
import { PageBoundary } from './page-boundary';
import { PAGES } from './router';
import { getSystem } from './theme';

function Broken(): never {
  throw new Error('secret stack detail');
}

function Shell() {
  return (
    <RouterLinksProvider>
      <Link to="/ok">go</Link>
      <PageBoundary>
        <Outlet />
      </PageBoundary>
    </RouterLinksProvider>
  );
}

function renderAt(route: string, slowPage: ReturnType<typeof lazy>) {
  return render(
    <ChakraProvider value={getSystem()}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route element={<Shell />}>
            <Route path="broken" element={<Broken />} />
            <Route path="ok" element={<p>fine page</p>} />
            <Route path="slow" element={<SlowPage page={slowPage} />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </ChakraProvider>,
  );
}

function SlowPage({ page: Page }: { page: ReturnType<typeof lazy> }) {
  return <Page />;
}

describe('PageBoundary', () => {
  it('shows the generic error screen, never the raw error, and clears it after navigating', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(
      '/broken',
      lazy(async () => ({ default: () => null })),
    );
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.queryByText(/secret stack detail/)).toBeNull();
    // (the component stack comes as a third argument)
    expect(
      error.mock.calls.some(([message, cause]) => message === 'Unhandled route error' && cause instanceof Error),
    ).toBe(true);
    act(() => screen.getByRole('link', { name: 'go' }).click());
    expect(await screen.findByText('fine page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).toBeNull();
    error.mockRestore();
  });

  it('shows the page fallback while a lazy page loads', async () => {
    let resolve!: (module: { default: () => ReactElement }) => void;
    const page = lazy(() => new Promise<{ default: () => ReactElement }>((r) => (resolve = r)));
    renderAt('/slow', page);
    expect(await screen.findByRole('status', { name: 'Loading page' })).toBeInTheDocument();
    await act(async () => resolve({ default: () => <p>slow page</p> }));
    expect(await screen.findByText('slow page')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading page' })).toBeNull();
  });
});

describe('routes', () => {
  it('has every screen of the spec, the index and a catch-all last', () => {
    const paths = PAGES.map(([path]) => path);
    expect(paths[0]).toBeNull();
    expect(paths.at(-1)).toBe('*');
    for (const path of [
      'products',
      'products/:productSlug',
      'categories/:slug',
      'cart',
      'checkout',
      'account/login',
      // the order detail page reads `orderId`
      'account/orders/:orderId',
      'blog/:slug',
      'terms',
      'privacy',
    ])
      expect(paths).toContain(path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
