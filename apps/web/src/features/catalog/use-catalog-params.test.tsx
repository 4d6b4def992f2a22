import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useCatalogParams } from './catalog-params';

describe('useCatalogParams', () => {
  it('keeps `update` the same function across navigations, so the memoised filters are not drawn again on a page change', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/products?page=1']}>{children}</MemoryRouter>
    );
    const { result } = renderHook(() => useCatalogParams(), { wrapper });
    const first = result.current.update;
    act(() => result.current.update({ page: 2 }));
    expect(result.current.params.page).toBe(2);
    expect(result.current.update).toBe(first);
    act(() => result.current.update({ q: 'gummies' }));
    expect(result.current.params.q).toBe('gummies');
    expect(result.current.params.page).toBe(1);
    expect(result.current.update).toBe(first);
  });
});
