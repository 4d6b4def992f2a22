import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ConsoleGate } from '../../admin-console';
import { renderConsole, sessionMock, OWNER } from '../../test/render-console';
import { AdminConsoleInfoQuery, AdminSignInMutation } from './session-documents';

const info = (storeBackend: string, wordpressAdminUrl: string | null = null) => ({
  request: { query: AdminConsoleInfoQuery },
  result: {
    data: { consoleInfo: { __typename: 'ConsoleInfo', shopName: 'Greenleaf', storeBackend, wordpressAdminUrl } },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

describe('the console before sign-in', () => {
  it('says a WordPress shop is operated in WordPress, with a link there, and offers no sign-in', async () => {
    renderConsole(<ConsoleGate />, { staff: null, mocks: [info('wordpress', 'https://shop.example/wp-admin/')] });
    expect(await screen.findByRole('heading', { name: 'This shop is operated in WordPress' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open the WordPress admin/ })).toHaveAttribute(
      'href',
      'https://shop.example/wp-admin/',
    );
    expect(screen.queryByRole('form', { name: 'Sign in' })).toBeNull();
  });

  it('asks for e-mail and password before calling the API', async () => {
    renderConsole(<ConsoleGate />, { staff: null, mocks: [info('embedded')] });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
  });

  it("shows the server's reason when the sign-in is refused", async () => {
    renderConsole(<ConsoleGate />, {
      staff: null,
      mocks: [
        info('embedded'),
        {
          request: { query: AdminSignInMutation, variables: { email: 'owner@example.com', password: 'wrong-pass' } },
          result: {
            data: {
              adminLogin: {
                __typename: 'AdminAuthPayload',
                staff: null,
                userErrors: [
                  {
                    __typename: 'UserError',
                    field: null,
                    message: 'Wrong e-mail or password.',
                    code: 'INVALID_CREDENTIALS',
                  },
                ],
              },
            },
          },
        },
      ],
    });
    await userEvent.type(await screen.findByLabelText(/E-mail/), 'owner@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'wrong-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('sign-in-error')).toHaveTextContent('Wrong e-mail or password.');
  });

  it('goes on to the dashboard when signed in at /admin/login (not "Page not found")', async () => {
    renderConsole(<ConsoleGate />, {
      path: '/admin/*',
      route: '/admin/login',
      mocks: [info('embedded'), sessionMock(OWNER)],
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
  });

  it('opens the console for a signed-in staff member', async () => {
    renderConsole(<ConsoleGate />, {
      path: '/admin/*',
      route: '/admin/account',
      mocks: [info('embedded'), sessionMock(OWNER)],
    });
    expect(await screen.findByRole('heading', { name: 'Your password', level: 1 })).toBeInTheDocument();
    // below 768 px the navigation is behind the menu button (jsdom has no media queries: the narrow layout)
    const menu = screen.getByRole('button', { name: 'Open the menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    expect(screen.getByRole('button', { name: 'Close the menu' })).toHaveAttribute('aria-expanded', 'true');
    const navs = screen.getAllByRole('navigation', { name: 'Console' });
    expect(navs).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });
});
