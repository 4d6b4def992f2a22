import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithShop } from '../../lib/session/testing';
import { ForgotPasswordPageMutation, ResetPasswordPageMutation } from './auth-documents';
import ForgotPasswordPage from './forgot-password-page';
import ResetPasswordPage from './reset-password-page';

afterEach(() => localStorage.clear());

describe('ForgotPasswordPage', () => {
  it('validates the email and sends the link', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithShop(<ForgotPasswordPage />, {
      route: '/account/forgot-password',
      mocks: [
        {
          request: { query: ForgotPasswordPageMutation, variables: { email: 'ada@example.com' } },
          result: { data: { requestPasswordReset: true } },
        },
      ],
    });
    const email = await screen.findByLabelText(/^Email/);
    await user.type(email, 'ada@');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Password reset link sent!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account/login'));
  });

  it('toasts "Failed to send reset link" when the call fails', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithShop(<ForgotPasswordPage />, {
      route: '/account/forget-password',
      mocks: [{ request: { query: ForgotPasswordPageMutation, variables: () => true }, error: new Error('down') }],
    });
    await user.type(await screen.findByLabelText(/^Email/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Failed to send reset link')).toBeInTheDocument();
  });
});

describe('ResetPasswordPage', () => {
  it('without email or token: toast "Invalid reset link" and go to /account/forgot-password', async () => {
    renderWithShop(<ResetPasswordPage />, {
      route: '/account/reset-password?email=a%40b.c',
      path: '/account/reset-password',
    });
    expect(await screen.findByText('Invalid reset link')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account/forgot-password'));
  });

  it('shows the policy messages and resets the password', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithShop(<ResetPasswordPage />, {
      route: '/account/reset-password?email=ada%40example.com&token=tok123',
      path: '/account/reset-password',
      mocks: [
        {
          request: {
            query: ResetPasswordPageMutation,
            variables: {
              email: 'ada@example.com',
              token: 'tok123',
              newPassword: 'NewPass1!',
              confirmPassword: 'NewPass1!',
            },
          },
          result: { data: { resetPassword: { __typename: 'MutationResult', ok: true, userErrors: [] } } },
        },
      ],
    });
    const next = await screen.findByLabelText(/^New Password/);
    const confirm = screen.getByLabelText(/^Confirm Password/);
    await user.type(next, 'short');
    await user.tab();
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    await user.clear(next);
    await user.type(next, 'newpass1?');
    await user.tab();
    expect(
      await screen.findByText(
        'Password must contain at least one uppercase letter, one lowercase letter, one number, one special character (!@#$%^&*), and no spaces',
      ),
    ).toBeInTheDocument();
    await user.clear(next);
    await user.type(next, 'NewPass1!');
    await user.type(confirm, 'NewPass2!');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    await user.clear(confirm);
    await user.type(confirm, 'NewPass1!');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password reset successful!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account/login'));
  });

  it('toasts "Failed to reset password" with the server message', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithShop(<ResetPasswordPage />, {
      route: '/account/reset-password?email=ada%40example.com&token=used',
      path: '/account/reset-password',
      mocks: [
        {
          request: { query: ResetPasswordPageMutation, variables: () => true },
          result: {
            data: {
              resetPassword: {
                __typename: 'MutationResult',
                ok: false,
                userErrors: [
                  {
                    __typename: 'UserError',
                    field: ['token'],
                    message: 'This reset link has expired or was already used',
                    code: 'INVALID_TOKEN',
                  },
                ],
              },
            },
          },
        },
      ],
    });
    await user.type(await screen.findByLabelText(/^New Password/), 'NewPass1!');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'NewPass1!');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Failed to reset password')).toBeInTheDocument();
    expect(await screen.findByText('This reset link has expired or was already used')).toBeInTheDocument();
  });
});
