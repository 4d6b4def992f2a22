import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './scroll-to-top';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ScrollToTop', () => {
  it('leaves the position alone when the app starts (hydration), scrolls to the top on a path change only', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '*', element: <ScrollToTop /> }], { initialEntries: ['/products'] });
    render(<RouterProvider router={router} />);
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/products?page=2'));
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/about'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
