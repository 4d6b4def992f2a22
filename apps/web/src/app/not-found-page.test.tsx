import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../test/render';
import NotFoundPage from './not-found-page';

describe('404 screen', () => {
  it('shows the spec texts, links home and logs the missing path', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderScreen(<NotFoundPage />, { path: '*', route: '/nope/here' });
    expect(await screen.findByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The page you are looking for doesn't exist or has been moved.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/nope/here'));
    expect(document.title).toContain('Page Not Found');
    warn.mockRestore();
  });
});
