import { renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CartQuoteQuery, useAddToCart, useCart } from '../../lib/cart';
import { CartProbe, TEST_CUSTOMER, renderWithShop } from '../../lib/session/testing';
import CartPage from './cart-page';
const probedItems = () =>
  JSON.parse(screen.getByTestId('cart-items').textContent ?? '[]') as { id: string; priceCents: number }[];

afterEach(() => localStorage.clear());

const money = (amount: string) => ({ __typename: 'Money', amount, currencyCode: 'EUR' });
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

function quote(couponCode: string | null, coupon: Record<string, unknown> | null, discount = '0.00') {
  return {
    request: {
      query: CartQuoteQuery,
      variables: (v: { input: { couponCode?: string | null } }) => (v.input.couponCode ?? null) === couponCode,
    },
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
              unitPrice: money('10.00'),
              lineTotal: money('20.00'),
              available: true,
              message: null,
              minQuantity: 1,
              quantityStep: 1,
              nextTier: null,
            },
          ],
          subtotal: money('20.00'),
          discount: money(discount),
          shipping: null,
          taxLines: null,
          tax: null,
          reverseCharge: false,
          missingForFreeShipping: null,
          total: money((20 - Number(discount)).toFixed(2)),
          coupon: coupon ? { __typename: 'CouponResult', discountType: 'percent', ...coupon } : null,
          userErrors: [],
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

describe('CartPage', () => {
  it('empty state texts', async () => {
    renderWithShop(<CartPage />, { route: '/cart' });
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByText("Looks like you haven't added any products to your cart yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
  });

  it('totals come from the server quote, never from the stored (tampered) price', async () => {
    localStorage.setItem('cart', JSON.stringify({ items: [ITEM] }));
    renderWithShop(
      <>
        <CartPage />
        <CartProbe />
      </>,
      { route: '/cart', customer: TEST_CUSTOMER, mocks: [quote(null, null)] },
    );
    expect(await screen.findByRole('heading', { name: 'Shopping Cart' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('summary-total')).toHaveTextContent('€20.00'));
    expect(screen.getAllByText('Calculated at checkout')).toHaveLength(2);
    // the logged-in buyer's cart (now the server's) takes the quoted price, and the stored anonymous cart is emptied
    await waitFor(() => expect(probedItems()[0]?.priceCents).toBe(1000));
    // once the server has confirmed the merge (which may come after the quote)
    await waitFor(() => expect(JSON.parse(localStorage.getItem('cart')!).items).toEqual([]));
  });

  it('coupon: empty code message, invalid code message + toast, then applied and disabled', async () => {
    const user = userEvent.setup({ delay: null });
    localStorage.setItem('cart', JSON.stringify({ items: [ITEM] }));
    renderWithShop(<CartPage />, {
      route: '/cart',
      customer: TEST_CUSTOMER,
      mocks: [
        quote(null, null),
        quote('nope', { code: 'nope', applied: false, message: 'Invalid coupon code' }),
        quote('big50', { code: 'big50', applied: false, message: 'Minimum order amount is €50.00' }),
        quote('welcome10', { code: 'welcome10', applied: true, message: null }, '2.00'),
      ],
    });
    // the stored cart has merged into the server cart and is quoted: the page no longer changes under the clicks
    await waitFor(() => expect(JSON.parse(localStorage.getItem('cart')!).items).toEqual([]));
    await waitFor(() => expect(screen.getByTestId('summary-total')).toHaveTextContent('€20.00'));
    const apply = await screen.findByRole('button', { name: 'Apply' });
    await user.click(apply);
    expect(await screen.findByText('Please enter a coupon code')).toBeInTheDocument();
    const input = screen.getByPlaceholderText('Enter coupon code');
    await user.type(input, 'nope');
    await user.click(apply);
    expect(await screen.findByText('Invalid coupon code')).toBeInTheDocument();
    expect(await screen.findByText('Failed to apply coupon')).toBeInTheDocument();
    expect(screen.getByText('Invalid or expired coupon code.')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'big50');
    await user.click(apply);
    expect(await screen.findByTestId('coupon-error')).toHaveTextContent('Minimum order amount is €50.00');
    await user.clear(input);
    await user.type(input, 'welcome10');
    await user.click(apply);
    expect(await screen.findByText('Coupon applied successfully!')).toBeInTheDocument();
    expect(await screen.findByTestId('coupon-applied')).toHaveTextContent('Coupon "welcome10" applied!');
    expect(input).toBeDisabled();
    expect(apply).toBeDisabled();
    await waitFor(() => expect(screen.getByTestId('summary-discount')).toHaveTextContent('-€2.00'));
    expect(screen.getByTestId('summary-total')).toHaveTextContent('€18.00');
  });
});

describe('cart hooks', () => {
  it('useCart outside its provider throws the spec message', () => {
    expect(() => renderHook(() => useCart())).toThrow('useCart must be used within a CartProvider');
  });

  function AddButtons() {
    const add = useAddToCart();
    const product = {
      id: 'p2',
      slug: 'vape',
      name: 'Berry Vape',
      type: 'VARIABLE',
      price: { amount: '9.00' },
      images: [],
      attributes: [{ name: 'Strength', options: ['5%', '10%'] }],
      variations: [{}],
    };
    return (
      <>
        <button onClick={() => add(product)}>add-without-variant</button>
        <button
          onClick={() =>
            add(product, {
              variation: { id: 'v1', price: { amount: '9.50' }, attributes: [{ name: 'Strength', option: '10%' }] },
            })
          }
        >
          add-variant
        </button>
        <button
          onClick={() =>
            add({ id: 'p3', slug: 'oil', name: 'Hemp Oil', type: 'SIMPLE', price: { amount: '5.00' }, attributes: [] })
          }
        >
          add-simple
        </button>
      </>
    );
  }

  it('anonymous: "Please log in" with a "Log In" action', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithShop(<AddButtons />, { route: '/products' });
    await user.click(await screen.findByRole('button', { name: 'add-simple' }));
    expect(await screen.findByText('Please log in')).toBeInTheDocument();
    expect(screen.getByText('You need to be logged in to add products to your cart.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account/login'));
    expect(localStorage.getItem('cart')).toContain('"items":[]');
  });

  it('logged in: variant required, then "Added to cart" with the variant or "No variant"', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithShop(
      <>
        <AddButtons />
        <CartProbe />
      </>,
      { route: '/products', customer: TEST_CUSTOMER },
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'add-without-variant' })).toBeInTheDocument());
    // wait for the session to be known
    await new Promise((resolve) => setTimeout(resolve, 50));
    await user.click(screen.getByRole('button', { name: 'add-without-variant' }));
    expect(await screen.findByText('Please select a variant')).toBeInTheDocument();
    expect(screen.getByText('You need to choose a product variant before adding to cart.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'add-variant' }));
    expect(await screen.findByText('Berry Vape (10%) has been added to your cart.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'add-simple' }));
    expect(await screen.findByText('Hemp Oil (No variant) has been added to your cart.')).toBeInTheDocument();
    // a logged-in buyer's cart is the server's (the mock echoes each write)
    await waitFor(() => expect(probedItems()).toHaveLength(2));
    expect(probedItems()[0]).toMatchObject({ id: 'v1', parentProductId: 'p2', priceCents: 950 });
  });
});
