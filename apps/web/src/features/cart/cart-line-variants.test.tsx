import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CartQuoteQuery } from '../../lib/cart';
import { CartProbe, TEST_CUSTOMER, renderWithShop } from '../../lib/session/testing';
import CartPage from './cart-page';
import { CartLineVariantsQuery } from './cart-line-variants';

afterEach(() => localStorage.clear());

const money = (amount: string) => ({ __typename: 'Money', amount, currencyCode: 'EUR' });
const variation = (id: string, color: string, price: string, inStock = true) => ({
  __typename: 'Variation',
  id,
  price: money(price),
  attributes: [{ __typename: 'VariationAttribute', name: 'Color', option: color }],
  image: { __typename: 'Image', src: `/media/${color.toLowerCase()}.svg` },
  inStock,
});
const productMock = {
  request: { query: CartLineVariantsQuery, variables: { slug: 'vape-pen' } },
  result: {
    data: {
      product: {
        __typename: 'Product',
        id: '22',
        attributes: [{ __typename: 'ProductAttribute', name: 'Color', options: ['Black', 'Green', 'Red'] }],
        variations: [
          variation('v1', 'Black', '9.00'),
          variation('v2', 'Green', '9.50'),
          variation('v3', 'Red', '9.00', false),
        ],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
const quoteMock = {
  request: { query: CartQuoteQuery, variables: () => true },
  result: {
    data: {
      cartQuote: {
        __typename: 'CartQuote',
        lines: [],
        subtotal: money('0.00'),
        discount: money('0.00'),
        shipping: null,
        taxLines: null,
        tax: null,
        reverseCharge: false,
        missingForFreeShipping: null,
        total: money('0.00'),
        coupon: null,
        userErrors: [],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
const line = (id: string, color: string, quantity: number) => ({
  id,
  title: 'Vape Pen',
  priceCents: 900,
  image: null,
  attribute: { name: 'Color', value: color },
  quantity,
  parentProductId: '22',
  productSlug: 'vape-pen',
});
// a logged-in buyer's cart is the server's: read it from the provider
const stored = () => JSON.parse(screen.getByTestId('cart-items').textContent ?? '[]') as ReturnType<typeof line>[];

describe('switching the variant of a cart line (UPDATE_ATTRIBUTE)', () => {
  it('offers a select per attribute with the current variant; choosing another switches the line', async () => {
    const user = userEvent.setup({ delay: null });
    localStorage.setItem('cart', JSON.stringify({ items: [line('v1', 'Black', 2)] }));
    renderWithShop(
      <>
        <CartPage />
        <CartProbe />
      </>,
      { route: '/cart', customer: TEST_CUSTOMER, mocks: [productMock, quoteMock] },
    );
    const select = await screen.findByRole('combobox', { name: 'Color of Vape Pen' });
    await waitFor(() => expect(select).toHaveValue('Black'));
    const options = within(select).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((o) => [o.value, o.disabled])).toEqual([
      ['Black', false],
      ['Green', false],
      ['Red', true], // sold out: cannot be switched to
    ]);
    // a native select in the tab order (the journey switches it by keyboard in Chromium)
    expect(select.tagName).toBe('SELECT');
    expect(select).not.toHaveAttribute('tabindex', '-1');
    await user.selectOptions(select, 'Green');
    await waitFor(() =>
      expect(stored()).toMatchObject([{ id: 'v2', attribute: { name: 'Color', value: 'Green' }, quantity: 2 }]),
    );
    expect(stored()[0]).toMatchObject({ priceCents: 950, image: '/media/green.svg', parentProductId: '22' });
    const switched = await screen.findByRole('combobox', { name: 'Color of Vape Pen' });
    expect(switched).toHaveValue('Green');
    // the line is a new one now: the focus stays on its select for the next key press
    await waitFor(() => expect(switched).toHaveFocus());
  });

  it('merges with the line that already has the chosen variant, quantities added', async () => {
    const user = userEvent.setup({ delay: null });
    localStorage.setItem('cart', JSON.stringify({ items: [line('v1', 'Black', 2), line('v2', 'Green', 3)] }));
    renderWithShop(
      <>
        <CartPage />
        <CartProbe />
      </>,
      { route: '/cart', customer: TEST_CUSTOMER, mocks: [productMock, quoteMock] },
    );
    const selects = await screen.findAllByRole('combobox', { name: 'Color of Vape Pen' });
    expect(selects).toHaveLength(2);
    await waitFor(() => expect(selects[0]).toHaveValue('Black'));
    await user.selectOptions(selects[0]!, 'Green');
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('line-quantity')).toHaveTextContent('5'));
    await waitFor(() => expect(stored()).toMatchObject([{ id: 'v2', quantity: 5 }]));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Color of Vape Pen' })).toHaveFocus());
  });
});
