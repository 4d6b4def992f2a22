import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CartQuoteQuery } from '../../lib/cart';
import { SessionMeQuery } from '../../lib/session';
import { renderWithShop, TEST_CUSTOMER } from '../../lib/session/testing';
import { CheckoutPagePlaceOrderMutation } from './checkout-documents';
import CheckoutPage from './checkout-page';

const ITEM = {
  id: 'p1',
  title: 'Calm Gummies',
  priceCents: 1,
  image: null,
  attribute: null,
  quantity: 2,
  parentProductId: null,
  productSlug: 'calm-gummies',
};
const money = (amount: string) => ({ __typename: 'Money', amount, currencyCode: 'EUR' });
const quoteMock = {
  request: { query: CartQuoteQuery, variables: () => true },
  result: {
    data: {
      cartQuote: {
        __typename: 'CartQuote',
        lines: [
          {
            __typename: 'CartQuoteLine',
            productId: 'p1',
            variationId: null,
            quantity: 2,
            name: 'Calm Gummies',
            slug: 'calm-gummies',
            image: null,
            unitPrice: null,
            lineTotal: null,
            available: true,
            message: null,
            minQuantity: 1,
            quantityStep: 1,
            nextTier: null,
          },
        ],
        subtotal: null,
        discount: null,
        shipping: null,
        taxLines: null,
        tax: null,
        reverseCharge: false,
        missingForFreeShipping: null,
        total: null,
        coupon: null,
        userErrors: [],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
const order = {
  __typename: 'Order',
  id: 'o1',
  number: '1001',
  createdAt: '2025-01-02T10:00:00.000Z',
  status: 'pending',
  currencyCode: 'EUR',
  itemCount: 2,
  lines: [
    {
      __typename: 'OrderLine',
      productId: 'p1',
      variationId: null,
      name: 'Calm Gummies',
      quantity: 2,
      unitPrice: money('10.00'),
      lineTotal: money('20.00'),
    },
  ],
  subtotal: money('20.00'),
  discount: money('0.00'),
  shippingTotal: money('9.95'),
  taxTotal: money('6.29'),
  taxLines: [{ __typename: 'TaxLine', label: 'VAT 21 %', rate: '21.00', amount: money('6.29') }],
  reverseCharge: false,
  total: money('36.24'),
  couponCode: null,
  poNumber: null,
  paymentMethod: 'Invoice (bank transfer, 30 days)',
  invoice: null,
  creditNote: null,
  shipping: {
    __typename: 'Address',
    firstName: 'Ada',
    lastName: 'Buyer',
    email: 'ada@example.com',
    phone: null,
    address: 'Damrak 1, Amsterdam',
    city: '',
    postcode: '',
    country: '',
  },
};

beforeEach(() => localStorage.setItem('cart', JSON.stringify({ items: [ITEM] })));
afterEach(() => localStorage.clear());

describe('CheckoutPage', () => {
  it('shows the section 5 messages of the shipping form', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithShop(<CheckoutPage />, { route: '/checkout', mocks: [quoteMock] });
    expect(await screen.findByText('Calm Gummies x 2')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Full Name/), 'A');
    await user.type(screen.getByLabelText(/^Email/), 'bad');
    await user.type(screen.getByLabelText(/^Phone/), '1'.repeat(21));
    await user.type(screen.getByLabelText(/^Address/), 'abc');
    await user.click(screen.getByLabelText(/^Order comment/));
    await user.paste('c'.repeat(501));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    for (const message of [
      'Full name must be at least 2 characters',
      'Please enter a valid email address',
      'Phone number must not exceed 20 characters',
      'Address must be at least 5 characters',
      'Comment must not exceed 500 characters',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('a double click places one order with one idempotency key; guest gets the confirmation and the cart is cleared', async () => {
    const user = userEvent.setup({ delay: null });
    const keys: string[] = [];
    // the order's answer waits until the test has seen the pending button (a timed mock raced it on a busy machine)
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    renderWithShop(<CheckoutPage />, {
      route: '/checkout',
      hold: (operation) => (operation.operationName === 'CheckoutPagePlaceOrder' ? answered : null),
      mocks: [
        quoteMock,
        {
          request: {
            query: CheckoutPagePlaceOrderMutation,
            variables: (vars: { idempotencyKey: string }) => {
              keys.push(vars.idempotencyKey);
              return true;
            },
          },
          result: { data: { placeOrder: { __typename: 'PlaceOrderPayload', order, userErrors: [] } } },
          maxUsageCount: 5,
        },
      ],
    });
    await screen.findByText('Calm Gummies x 2');
    await user.type(screen.getByLabelText(/^Full Name/), 'Ada Buyer');
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Address/), 'Damrak 1');
    await user.type(screen.getByLabelText(/^Postcode/), '1012 JS');
    await user.type(screen.getByLabelText(/^City/), 'Amsterdam');
    await user.dblClick(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('button', { name: 'Placing Order...' })).toBeInTheDocument();
    answer();
    expect(await screen.findByText('Order placed successfully!')).toBeInTheDocument();
    expect(screen.getByText('Order #1001 has been created.')).toBeInTheDocument();
    expect(await screen.findByTestId('confirmation-number')).toHaveTextContent('Order #1001');
    expect(new Set(keys).size).toBe(1);
    expect(keys.length).toBeLessThanOrEqual(1);
    await waitFor(() => expect(JSON.parse(localStorage.getItem('cart')!).items).toEqual([]));
    expect(JSON.parse(localStorage.getItem('checkout:guest')!)).toMatchObject({
      fullName: 'Ada Buyer',
      email: 'ada@example.com',
    });
  });

  it('keeps the key for a retry after a failure, keeps form and cart, and shows "Failed to place order"', async () => {
    const user = userEvent.setup({ delay: null });
    const keys: string[] = [];
    const matcher = (vars: { idempotencyKey: string }) => {
      keys.push(vars.idempotencyKey);
      return true;
    };
    renderWithShop(<CheckoutPage />, {
      route: '/checkout',
      mocks: [
        quoteMock,
        { request: { query: CheckoutPagePlaceOrderMutation, variables: matcher }, error: new Error('timeout') },
        {
          request: { query: CheckoutPagePlaceOrderMutation, variables: matcher },
          result: { data: { placeOrder: { __typename: 'PlaceOrderPayload', order, userErrors: [] } } },
        },
      ],
    });
    await screen.findByText('Calm Gummies x 2');
    await user.type(screen.getByLabelText(/^Full Name/), 'Ada Buyer');
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Address/), 'Damrak 1');
    await user.type(screen.getByLabelText(/^Postcode/), '1012 JS');
    await user.type(screen.getByLabelText(/^City/), 'Amsterdam');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Failed to place order')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('Ada Buyer');
    expect(JSON.parse(localStorage.getItem('cart')!).items).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Order placed successfully!')).toBeInTheDocument();
    expect(new Set(keys).size).toBe(1);
  });

  it('asks postcode and city, quotes VAT and shipping for the chosen country, and sends country and PO number', async () => {
    const user = userEvent.setup({ delay: null });
    const countries: (string | undefined)[] = [];
    const priced = (country: string) => ({
      request: {
        query: CartQuoteQuery,
        variables: (vars: { input: { shippingCountry?: string } }) => vars.input.shippingCountry === country,
      },
      result: {
        data: {
          cartQuote: {
            ...quoteMock.result.data.cartQuote,
            lines: [
              {
                ...quoteMock.result.data.cartQuote.lines[0],
                unitPrice: money('10.00'),
                lineTotal: money('20.00'),
              },
            ],
            subtotal: money('20.00'),
            discount: money('0.00'),
            shipping: money(country === 'BE' ? '19.95' : '9.95'),
            taxLines:
              country === 'BE'
                ? [{ __typename: 'TaxLine', label: 'VAT 0 % (reverse charge)', rate: '0.00', amount: money('0.00') }]
                : [{ __typename: 'TaxLine', label: 'VAT 9 %', rate: '9.00', amount: money('2.70') }],
            tax: money(country === 'BE' ? '0.00' : '2.70'),
            reverseCharge: country === 'BE',
            missingForFreeShipping: money(country === 'BE' ? '480.00' : '230.00'),
            total: money(country === 'BE' ? '39.95' : '32.65'),
          },
        },
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    });
    renderWithShop(<CheckoutPage />, {
      route: '/checkout',
      customer: TEST_CUSTOMER,
      mocks: [
        priced('NL'),
        priced('BE'),
        {
          request: {
            query: CheckoutPagePlaceOrderMutation,
            variables: (vars: { input: { shipping: { country?: string }; poNumber?: string } }) => {
              countries.push(`${vars.input.shipping.country}:${vars.input.poNumber}`);
              return true;
            },
          },
          result: { data: { placeOrder: { __typename: 'PlaceOrderPayload', order, userErrors: [] } } },
        },
      ],
    });
    // the Netherlands by default: VAT 9 % and NL shipping
    expect(await screen.findByText('VAT 9 %')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-shipping-cost')).toHaveTextContent('€9.95');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('€32.65');
    expect(screen.getByText('Subtotal (excl. VAT)')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Country/), 'BE');
    expect(await screen.findByText('VAT 0 % (reverse charge)')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-reverse-charge')).toHaveTextContent(/Reverse charge/);
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('€39.95');
    await user.clear(screen.getByLabelText(/^Address/));
    await user.type(screen.getByLabelText(/^Address/), 'Rue Neuve 1');
    await user.type(screen.getByLabelText(/^Postcode/), '1000');
    await user.type(screen.getByLabelText(/^City/), 'Brussels');
    await user.type(screen.getByLabelText(/^PO number/), 'PO-24');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(countries).toEqual(['BE:PO-24']));
  });

  it('refuses to place an order without postcode and city', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithShop(<CheckoutPage />, { route: '/checkout', mocks: [quoteMock] });
    await screen.findByText('Calm Gummies x 2');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Postcode is required')).toBeInTheDocument();
    expect(screen.getByText('City is required')).toBeInTheDocument();
  });

  it('shows the coupon from navigation and removes it with "Coupon removed"', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithShop(<CheckoutPage />, {
      route: '/checkout',
      state: { couponCode: 'welcome10', discount: '2.00' },
      mocks: [quoteMock],
    });
    expect(await screen.findByText('Coupon applied')).toBeInTheDocument();
    expect(screen.getByText('welcome10')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Coupon removed')).toBeInTheDocument();
    expect(screen.queryByText('Coupon applied')).not.toBeInTheDocument();
  });

  it('says "Failed to load user data" when the account cannot be loaded, and lets the buyer continue as a guest', async () => {
    renderWithShop(<CheckoutPage />, {
      route: '/checkout',
      mocks: [{ request: { query: SessionMeQuery }, error: new Error('Network error') }, quoteMock],
    });
    expect(await screen.findByText('Failed to load user data')).toBeInTheDocument();
    expect(screen.getByText('Please try again or continue as a guest.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Full Name/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeInTheDocument();
  });

  it('says nothing about user data to a guest whose session check answered', async () => {
    renderWithShop(<CheckoutPage />, { route: '/checkout', mocks: [quoteMock] });
    expect(await screen.findByRole('button', { name: 'Place Order' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Calm Gummies x 2')).toBeInTheDocument());
    expect(screen.queryByText('Failed to load user data')).not.toBeInTheDocument();
  });

  it('empty cart: "Your cart is empty" and "Browse Products"', async () => {
    localStorage.clear();
    renderWithShop(<CheckoutPage />, { route: '/checkout' });
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
  });
});
