import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole, STAFF } from '../test/render-console';
import { ConsoleNav } from './console-layout';
import { isSection, navFor } from './nav';

const labels = (role: 'OWNER' | 'STAFF') =>
  navFor(role).flatMap((entry) => (isSection(entry) ? entry.links.map((l) => l.label) : [entry.label]));

describe('console navigation', () => {
  it('gives owners every screen, staff all but Staff and Settings', () => {
    expect(labels('OWNER')).toEqual(
      expect.arrayContaining(['Dashboard', 'Orders', 'Staff', 'Settings', 'Privacy policy']),
    );
    expect(labels('STAFF')).not.toContain('Staff');
    expect(labels('STAFF')).not.toContain('Settings');
    expect(labels('STAFF')).toEqual(expect.arrayContaining(['Orders', 'Buyers', 'Products', 'Inbox', 'Audit log']));
  });

  it('shows an owner the Staff and Settings links', async () => {
    renderConsole(<ConsoleNav />);
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(await within(nav).findByRole('link', { name: 'Staff' })).toHaveAttribute('href', '/admin/staff');
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/admin/settings');
  });

  it('hides Staff and Settings from a STAFF member', async () => {
    renderConsole(<ConsoleNav />, { staff: STAFF });
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    await within(nav).findByRole('link', { name: 'Orders' });
    // the session has loaded: the nav is the STAFF one
    expect(within(nav).getByRole('link', { name: 'Blog posts' })).toHaveAttribute('href', '/admin/content/posts');
    expect(within(nav).queryByRole('link', { name: 'Staff' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Settings' })).toBeNull();
  });

  it('marks the current screen', async () => {
    renderConsole(<ConsoleNav />, { path: '/admin/orders', staff: STAFF });
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(await within(nav).findByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });
});
