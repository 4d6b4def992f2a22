import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAdminSystem } from '../app/admin-theme';
import { useListParams } from '../lib/list-params';
import { SearchBox } from './filters';

function List() {
  const params = useListParams<'q'>();
  return (
    <>
      <SearchBox label="Search orders" value={params.get('q')} onChange={(value) => params.set({ q: value })} />
      <Link to="/admin/orders/1001">#1001</Link>
    </>
  );
}

// the next screen's chunk, still loading: the console's Suspense shows its fallback meanwhile
const LoadingScreen = lazy(() => new Promise<never>(() => {}));

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderList() {
  // as the app's router does (src/app/router.tsx): navigations are not transitions
  render(
    <ChakraProvider value={getAdminSystem()}>
      <MemoryRouter initialEntries={['/admin/orders']} useTransitions={false}>
        <Where />
        <Suspense fallback={<p>Loading the page</p>}>
          <Routes>
            <Route path="/admin/orders" element={<List />} />
            <Route path="/admin/orders/:id" element={<LoadingScreen />} />
          </Routes>
        </Suspense>
      </MemoryRouter>
    </ChakraProvider>,
  );
}

describe('SearchBox', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('applies what was typed after a short pause', () => {
    renderList();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search orders' }), { target: { value: 'ada ' } });
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin\/orders$/);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/orders?q=ada');
  });

  it('does not pull the operator back to the list when a row was opened during the pause', () => {
    renderList();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search orders' }), { target: { value: 'ada' } });
    fireEvent.click(screen.getByRole('link', { name: '#1001' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/orders/1001');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin\/orders\/1001$/);
  });
});
