import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithShop, TEST_CUSTOMER } from '../../lib/session/testing';
import { SessionLogoutMutation } from '../../lib/session/session-documents';
import AccountPage from './account-page';

describe('the account page "Log out" button', () => {
  it('says it is logging out and takes no second click until the logout is over', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    renderWithShop(<AccountPage />, {
      customer: TEST_CUSTOMER,
      route: '/account',
      mocks: [{ request: { query: SessionLogoutMutation }, result: { data: { logout: true } } }],
      hold: (operation) => (operation.operationName === 'SessionLogout' ? held : null),
    });
    await userEvent.click(await screen.findByRole('button', { name: /Log out/ }));
    const busy = await screen.findByRole('button', { name: /Logging out/ });
    expect(busy).toBeDisabled();
    release();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account/login'));
  });
});
