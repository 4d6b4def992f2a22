import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_CUSTOMER, renderWithShop } from '../../lib/session/testing';
import { SessionLogoutMutation } from '../../lib/session/session-documents';
import { AddressesTabMutation } from './addresses-tab';
import { OrdersTabQuery } from './orders-tab';
import { orderSummary, ordersTabMock } from './orders-tab.testing';
import { ProfileTabMutation } from './profile-tab';
import { SecurityTabChangePasswordMutation, SecurityTabLogoutAllMutation } from './security-tab';
import AccountPage from './account-page';

afterEach(() => localStorage.clear());

const ANY = () => true;
const long = (n: number) => 'x'.repeat(n);

describe('AccountPage', () => {
  it('redirects to /account/login without a session', async () => {
    renderWithShop(<AccountPage />, { route: '/account' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account/login'));
  });

  it('greets the buyer and shows "Member since"; profile messages of section 5', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithShop(<AccountPage />, { route: '/account', customer: TEST_CUSTOMER });
    expect(await screen.findByRole('heading', { name: /Welcome back/ })).toBeInTheDocument();
    expect(screen.getByTestId('member-since')).toHaveTextContent('Member since');
    const form = screen.getByRole('form', { name: 'Profile' });
    const input = (label: RegExp) => within(form).getByLabelText(label);
    await user.clear(input(/^Full Name/));
    await user.type(input(/^Full Name/), 'A');
    await user.clear(input(/^Email/));
    await user.type(input(/^Email/), 'bad');
    await user.clear(input(/^Phone/));
    await user.type(input(/^Phone/), long(21));
    await user.type(input(/^Company$/), long(101));
    await user.clear(input(/^Company Name/));
    await user.type(input(/^Company Name/), 'A');
    await user.clear(input(/^Company Registration Number/));
    await user.type(input(/^Company Registration Number/), '1234');
    await user.clear(input(/^Company VAT Number/));
    await user.type(input(/^Company VAT Number/), long(51));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    for (const message of [
      'Name must be at least 2 characters',
      'Invalid email address',
      'Phone number must not exceed 20 characters',
      'Company must not exceed 100 characters',
      'Company name must be at least 2 characters',
      'Company registration number must be at least 5 characters',
      'Company VAT number must not exceed 50 characters',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await user.clear(input(/^Full Name/));
    await user.type(input(/^Full Name/), long(101));
    await user.clear(input(/^Company Name/));
    await user.type(input(/^Company Name/), long(101));
    await user.clear(input(/^Company Registration Number/));
    await user.type(input(/^Company Registration Number/), long(51));
    await user.clear(input(/^Company VAT Number/));
    await user.type(input(/^Company VAT Number/), '1234');
    expect(await screen.findByText('Name must not exceed 100 characters')).toBeInTheDocument();
    expect(await screen.findByText('Company name must not exceed 100 characters')).toBeInTheDocument();
    expect(await screen.findByText('Company registration number must not exceed 50 characters')).toBeInTheDocument();
    expect(await screen.findByText('Company VAT number must be at least 5 characters')).toBeInTheDocument();
  });

  it('saves the profile: "Saving..." then "Profile updated!"', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithShop(<AccountPage />, {
      route: '/account',
      customer: TEST_CUSTOMER,
      mocks: [
        {
          request: { query: ProfileTabMutation, variables: ANY },
          result: {
            data: {
              updateProfile: {
                __typename: 'CustomerPayload',
                customer: { ...TEST_CUSTOMER, name: 'Ada Lovelace' },
                userErrors: [],
              },
            },
          },
          delay: 300,
        },
      ],
    });
    const name = await screen.findByLabelText(/^Full Name/);
    await user.clear(name);
    await user.type(name, 'Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeInTheDocument();
    expect(await screen.findByText('Profile updated!')).toBeInTheDocument();
  });

  it('orders: table with item counts and status pills, or "No orders yet"', async () => {
    renderWithShop(<AccountPage />, {
      route: '/account?tab=orders',
      path: '/account',
      customer: TEST_CUSTOMER,
      mocks: [
        ordersTabMock([
          orderSummary('1', 'completed', 1),
          orderSummary('2', 'processing', 3),
          orderSummary('3', 'pending', 2),
        ]),
      ],
    });
    const rows = await screen.findAllByTestId('order-row');
    expect(rows).toHaveLength(3);
    for (const header of ['Order ID', 'Date', 'Items', 'Total', 'Status']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(rows[0]!).getByText('1 item')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('3 items')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('€12.50')).toBeInTheDocument();
    expect(screen.getAllByTestId('status-pill').map((pill) => pill.dataset.tone)).toEqual(['green', 'blue', 'yellow']);
    // one public reference: the row's "#101" is what the order's URL uses
    expect(within(rows[0]!).getByText('#101')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: /View Details/ })).toHaveAttribute('href', '/account/orders/101');
  });

  it('orders: "No orders yet" with Browse Products', async () => {
    renderWithShop(<AccountPage />, {
      route: '/account?tab=orders',
      path: '/account',
      customer: TEST_CUSTOMER,
      mocks: [
        {
          request: { query: OrdersTabQuery, variables: ANY },
          result: { data: { myOrders: { __typename: 'OrderPage', items: [], totalCount: 0, page: 1, pageSize: 20 } } },
        },
      ],
    });
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
  });

  it('addresses: "No addresses saved", Add Address, the messages, Cancel and Save Address', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithShop(<AccountPage />, {
      route: '/account?tab=addresses',
      path: '/account',
      customer: { ...TEST_CUSTOMER, address: null as unknown as string },
      mocks: [
        {
          request: { query: AddressesTabMutation, variables: { address: 'Keizersgracht 10, Amsterdam' } },
          result: {
            data: {
              updateAddress: {
                __typename: 'CustomerPayload',
                customer: { __typename: 'Customer', id: 'c1', address: 'Keizersgracht 10, Amsterdam' },
                userErrors: [],
              },
            },
          },
        },
      ],
    });
    expect(await screen.findByText('No addresses saved')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Address' }));
    const field = screen.getByRole('textbox', { name: /^Address/ });
    await user.type(field, 'abc');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('Address must be at least 5 characters')).toBeInTheDocument();
    await user.clear(field);
    await user.click(field);
    await user.paste(long(256));
    expect(await screen.findByText('Address must not exceed 255 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('No addresses saved')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Address' }));
    expect(screen.getByRole('textbox', { name: /^Address/ })).toHaveValue('');
    await user.type(screen.getByRole('textbox', { name: /^Address/ }), 'Keizersgracht 10, Amsterdam');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('Address updated!')).toBeInTheDocument();
    expect(await screen.findByTestId('saved-address')).toHaveTextContent('Keizersgracht 10, Amsterdam');
    expect(screen.getByRole('button', { name: 'Edit Address' })).toBeInTheDocument();
  });

  it('security: change-password messages, strength hint, success logs out', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithShop(<AccountPage />, {
      route: '/account?tab=security',
      path: '/account',
      customer: TEST_CUSTOMER,
      mocks: [
        {
          request: {
            query: SecurityTabChangePasswordMutation,
            variables: { currentPassword: 'OldPass1!', newPassword: 'NewPass1!', confirmPassword: 'NewPass1!' },
          },
          result: { data: { changePassword: { __typename: 'MutationResult', ok: true, userErrors: [] } } },
        },
        { request: { query: SessionLogoutMutation }, result: { data: { logout: true } } },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    const next = screen.getByLabelText(/^New Password/);
    await user.type(next, 'weak pass');
    expect(next).toHaveValue('weakpass');
    expect(screen.getByTestId('password-strength')).toHaveTextContent('Password strength: Weak');
    expect(
      await screen.findByText(
        'Password must contain at least one uppercase letter, one lowercase letter, one number, one special character (!@#$%^&*), and no spaces',
      ),
    ).toBeInTheDocument();
    await user.clear(next);
    await user.type(next, 'NewPass1!');
    expect(screen.getByTestId('password-strength')).toHaveTextContent('Password strength: Strong');
    await user.type(screen.getByLabelText(/^Current Password/), 'OldPass1!');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'NewPass2!');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('New passwords do not match')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Confirm New Password/));
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'NewPass1!');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password updated successfully')).toBeInTheDocument();
    expect(screen.getByText('Please log in again with your new password.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account/login'));
  });

  it('security: "Log out all" goes to login with "Logged out successfully" even when the call fails', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithShop(<AccountPage />, {
      route: '/account?tab=security',
      path: '/account',
      customer: TEST_CUSTOMER,
      mocks: [
        { request: { query: SecurityTabLogoutAllMutation }, error: new Error('network down') },
        { request: { query: SessionLogoutMutation }, error: new Error('network down') },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Log out all' }));
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account/login'));
  });
});
