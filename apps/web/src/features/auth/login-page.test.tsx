import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_CUSTOMER, renderWithShop } from '../../lib/session/testing';
import { LoginPageMutation } from './auth-documents';
import LoginPage from './login-page';

afterEach(() => localStorage.clear());

function loginMock(result: { customer: unknown; userErrors: unknown[] }, variables?: Record<string, unknown>) {
  return {
    request: { query: LoginPageMutation, variables: variables ?? (() => true) },
    result: { data: { login: { __typename: 'AuthPayload', ...result } } },
  };
}

describe('LoginPage', () => {
  it('shows the title, the links and the section 5 messages after touch', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithShop(<LoginPage />, { route: '/account/login' });
    expect(await screen.findByRole('heading', { name: 'Login to Your Account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/account/forget-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/account/register');

    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
  });

  it('strips spaces from the password as typed and toggles its visibility', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithShop(<LoginPage />, { route: '/account/login' });
    const password = await screen.findByLabelText(/^Password/);
    await user.type(password, 'Se cret 1!');
    expect(password).toHaveValue('Secret1!');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('toasts "Login failed" with the server message cleaned of markup and "Error: "', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithShop(<LoginPage />, {
      route: '/account/login',
      mocks: [
        loginMock(
          {
            customer: null,
            userErrors: [
              {
                __typename: 'UserError',
                field: null,
                message: '<strong>Error:</strong> Account locked.',
                code: 'LOCKED',
              },
            ],
          },
          { email: 'ada@example.com', password: 'Secret123!', rememberMe: true },
        ),
      ],
    });
    await user.type(await screen.findByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Secret123!');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(await screen.findByText('Account locked.')).toBeInTheDocument();
  });

  it('falls back to "Invalid email or password. Please try again." without a server message', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithShop(<LoginPage />, {
      route: '/account/login',
      mocks: [{ request: { query: LoginPageMutation, variables: () => true }, error: new Error('network down') }],
    });
    await user.type(await screen.findByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Secret123!');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid email or password. Please try again.')).toBeInTheDocument();
  });

  it('toasts "Login successful!" and goes to /account', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithShop(<LoginPage />, {
      route: '/account/login',
      mocks: [loginMock({ customer: { __typename: 'Customer', id: 'c1', name: 'Ada Buyer' }, userErrors: [] })],
    });
    await user.type(await screen.findByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Secret123!');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account'));
  });

  it('sends a logged-in visitor to /account', async () => {
    renderWithShop(<LoginPage />, { route: '/account/login', customer: TEST_CUSTOMER });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/account$/));
  });
});
