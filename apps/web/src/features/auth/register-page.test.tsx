import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithShop } from '../../lib/session/testing';
import { RegisterPageMutation } from './auth-documents';
import RegisterPage from './register-page';

afterEach(() => localStorage.clear());

const field = (label: RegExp) => screen.getByLabelText(label);

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^Full Name/), 'Ada Buyer');
  await user.type(field(/^Email/), 'ada@example.com');
  await user.type(field(/^Company Name/), 'Ada Retail BV');
  await user.type(field(/^Company Registration Number/), 'KVK12345');
  await user.type(field(/^Company VAT Number/), 'NL123456782B01');
  await user.type(field(/^Password/), 'Secret123!');
  await user.type(field(/^Confirm Password/), 'Secret123!');
  await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
  await user.click(screen.getByRole('checkbox', { name: /21 or older/ }));
}

describe('RegisterPage', () => {
  it('shows every section 5 message, only after touch and after the 500 ms debounce', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithShop(<RegisterPage />, { route: '/account/register' });
    await screen.findByRole('heading', { name: 'Create Account' });

    // typed but not touched yet (no blur): nothing shown
    await user.type(field(/^Email/), 'nope');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    await user.clear(field(/^Email/));

    // touched, then typed: the error waits for the 500 ms debounce
    await user.click(field(/^Full Name/));
    await user.tab();
    await user.type(field(/^Full Name/), 'A');
    expect(screen.queryByText('Name must be at least 2 characters')).not.toBeInTheDocument();
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();

    await user.type(field(/^Email/), 'nope');
    await user.type(field(/^Company Name/), 'A');
    await user.type(field(/^Company Registration Number/), '123');
    await user.type(field(/^Company VAT Number/), '123');
    await user.type(field(/^Password/), 'password');
    await user.type(field(/^Confirm Password/), 'Password1!');
    await user.tab();
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(screen.getByRole('checkbox', { name: /21 or older/ }));
    await user.click(screen.getByRole('checkbox', { name: /21 or older/ }));

    // …but appears after 500 ms
    for (const message of [
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Company name must be at least 2 characters',
      'Company registration number must be at least 5 characters',
      'Company VAT number must be at least 5 characters',
      'Password must contain at least one uppercase letter, one lowercase letter, one number, one special character, and no spaces',
      'Passwords do not match',
      'You must agree to the terms and conditions',
      'You must be 21+ to purchase: please confirm your age',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeDisabled();
  });

  it('says "Password must be at least 8 characters" and strips spaces as typed', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithShop(<RegisterPage />, { route: '/account/register' });
    await screen.findByRole('heading', { name: 'Create Account' });
    await user.type(field(/^Password/), 'a b');
    expect(field(/^Password/)).toHaveValue('ab');
    await user.tab();
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
  });

  it('enables submit only when valid, shows "Creating...", logs in and goes to /account', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithShop(<RegisterPage />, {
      route: '/account/register',
      mocks: [
        {
          request: { query: RegisterPageMutation, variables: () => true },
          result: {
            data: {
              register: {
                __typename: 'AuthPayload',
                customer: { __typename: 'Customer', id: 'c9', name: 'Ada Buyer' },
                userErrors: [],
              },
            },
          },
          delay: 400,
        },
      ],
    });
    await screen.findByRole('heading', { name: 'Create Account' });
    const submit = screen.getByRole('button', { name: 'Create Account' });
    expect(submit).toBeDisabled();
    await fillValid(user);
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    expect(await screen.findByText('Registration successful!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account'));
  });

  it("shows the server's VAT-number refusal, naming the country, on the VAT field", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithShop(<RegisterPage />, {
      route: '/account/register',
      mocks: [
        {
          request: { query: RegisterPageMutation, variables: () => true },
          result: {
            data: {
              register: {
                __typename: 'AuthPayload',
                customer: null,
                userErrors: [
                  {
                    __typename: 'UserError',
                    field: ['companyVatNumber'],
                    message: 'This is not a valid German VAT number: please check its digits (format: DE136695976)',
                    code: 'INVALID_VAT_NUMBER',
                  },
                ],
              },
            },
          },
        },
      ],
    });
    await screen.findByRole('heading', { name: 'Create Account' });
    await fillValid(user);
    const submit = screen.getByRole('button', { name: 'Create Account' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    // the same words may also be in a toast (whether the toaster has rendered yet depends on the machine's
    // speed): look for them on the VAT field itself
    await waitFor(() => expect(field(/^Company VAT Number/)).toHaveAttribute('aria-invalid', 'true'));
    const vatField = field(/^Company VAT Number/).closest('[data-scope="field"][data-part="root"]');
    expect(vatField).not.toBeNull();
    expect(within(vatField as HTMLElement).getByText(/This is not a valid German VAT number/)).toBeInTheDocument();
  });

  it('puts server userErrors on their fields and toasts "Registration failed"', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithShop(<RegisterPage />, {
      route: '/account/register',
      mocks: [
        {
          request: { query: RegisterPageMutation, variables: () => true },
          result: {
            data: {
              register: {
                __typename: 'AuthPayload',
                customer: null,
                userErrors: [
                  {
                    __typename: 'UserError',
                    field: ['input', 'email'],
                    message: 'An account with this email already exists',
                    code: 'TAKEN',
                  },
                ],
              },
            },
          },
        },
      ],
    });
    await screen.findByRole('heading', { name: 'Create Account' });
    await fillValid(user);
    const submit = screen.getByRole('button', { name: 'Create Account' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(await screen.findAllByText('An account with this email already exists')).not.toHaveLength(0);
  });
});
