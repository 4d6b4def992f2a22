import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductCard } from '../../components/product-card';
import { renderWithShop, TEST_CUSTOMER } from '../../lib/session/testing';
import { AccountStanding } from './account-standing';

const PENDING = { ...TEST_CUSTOMER, status: 'PENDING' as const };
const REJECTED = { ...TEST_CUSTOMER, status: 'REJECTED' as const, statusReason: 'No trade licence on file' };

const PRODUCT = {
  __typename: 'Product' as const,
  id: 'p1',
  slug: 'cbd-oil',
  name: 'CBD Oil 10%',
  shortDescription: null,
  inStock: true,
  price: null,
  categories: [],
  images: [],
};

describe('a buyer who is not approved', () => {
  it('reads on the account page that the application is being reviewed and what happens next', async () => {
    renderWithShop(<AccountStanding customer={PENDING} />, { customer: PENDING });
    expect(await screen.findByRole('heading', { name: 'Your application is being reviewed' })).toBeInTheDocument();
    expect(screen.getByTestId('account-standing')).toHaveTextContent(/e-mail as soon as we have decided/);
  });

  it('reads why the application was rejected', async () => {
    renderWithShop(<AccountStanding customer={REJECTED} />, { customer: REJECTED });
    expect(await screen.findByRole('heading', { name: 'Your application was not approved' })).toBeInTheDocument();
    expect(screen.getByTestId('account-standing')).toHaveTextContent('No trade licence on file');
  });

  it('says nothing to an approved buyer', async () => {
    renderWithShop(<AccountStanding customer={TEST_CUSTOMER} />, { customer: TEST_CUSTOMER });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('account-standing')).not.toBeInTheDocument();
  });

  it('sees "account under review" instead of a price, and cannot add to the cart', async () => {
    renderWithShop(<ProductCard product={PRODUCT as never} />, { customer: PENDING });
    expect(await screen.findByText('Price hidden (account under review)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'After Approval' })).toBeDisabled();
  });
});
