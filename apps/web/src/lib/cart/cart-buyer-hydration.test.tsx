import { ChakraProvider } from '@chakra-ui/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { getSystem } from '../../app/theme';
import { createCache } from '../apollo';
import { setHydrating } from '../hydration';
import { SessionProvider } from '../session';
import { SessionMeQuery } from '../session/session-documents';
import { TEST_CUSTOMER, meMock } from '../session/testing';
import { CartProvider, useAddToCart, useCart, useCartCount } from './index';
import { ServerCartQuery } from './server-cart-documents';

/**
 * A logged-in buyer's page rendered on the server (issue 13): its Apollo cache holds the buyer (`me`),
 * so the session and the cart know the buyer from the first render on. Loading the server cart after
 * hydration must not render the page's components again when nothing they show changed: with one cart
 * context every product card (it adds to the cart) and the whole header rendered two or three more
 * times, and the first of those changes, made while the page was still hydrating, made React hydrate the
 * page in one blocking task (Lighthouse's TBT 502-734 ms for buyers against 114-173 ms for visitors).
 */

const GUMMIES_LINE = {
  __typename: 'CartLine' as const,
  productId: 'p1',
  variationId: null,
  attribute: null,
  quantity: 2,
  product: {
    __typename: 'Product' as const,
    id: 'p1',
    slug: 'mint-gummies',
    name: 'Mint Gummies',
    price: { __typename: 'Money' as const, amount: '12.50' },
    images: [],
    variations: [],
  },
};

function serverCart(lines: (typeof GUMMIES_LINE)[]): MockLink.MockedResponse {
  return {
    request: { query: ServerCartQuery },
    result: { data: { cart: { __typename: 'Cart' as const, version: 3, couponCode: null, lines } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const renders = { adds: 0, count: 0 };

/** a product card's part in the cart: it only adds (useAddToCart) */
function AddsToCart() {
  const addToCart = useAddToCart();
  renders.adds += 1;
  return (
    <button type="button" onClick={() => addToCart({ id: 'p1', slug: 'mint-gummies', name: 'Mint Gummies' })}>
      add
    </button>
  );
}

/** the header's badge */
function CartCount() {
  const count = useCartCount();
  renders.count += 1;
  return <output data-testid="count">{count}</output>;
}

function Ready() {
  const { ready } = useCart();
  return <output data-testid="ready">{String(ready)}</output>;
}

/**
 * the page as main.tsx hydrates it: the server's Apollo cache (the buyer, and with `renderedCart` the
 * server cart the gateway rendered the page with) and the hydrating flag
 */
function hydrateBuyerPage(
  mocks: MockLink.MockedResponse[],
  children: ReactNode,
  renderedCart?: (typeof GUMMIES_LINE)[],
) {
  const cache = createCache();
  cache.writeQuery({ query: SessionMeQuery, data: { me: TEST_CUSTOMER } });
  if (renderedCart) {
    const data = { cart: { __typename: 'Cart' as const, version: 3, couponCode: null, lines: renderedCart } };
    cache.writeQuery({ query: ServerCartQuery, data });
  }
  setHydrating(true);
  return render(
    <ChakraProvider value={getSystem()}>
      <MockedProvider mocks={[...mocks, meMock(TEST_CUSTOMER)]} cache={cache}>
        <MemoryRouter>
          <SessionProvider>
            <CartProvider>{children}</CartProvider>
          </SessionProvider>
        </MemoryRouter>
      </MockedProvider>
    </ChakraProvider>,
  );
}

afterEach(() => {
  setHydrating(false);
  renders.adds = 0;
  renders.count = 0;
  localStorage.clear();
});

describe("a logged-in buyer's server-rendered page", () => {
  it('renders the cart consumers once while an empty server cart loads', async () => {
    hydrateBuyerPage(
      [serverCart([])],
      <>
        <AddsToCart />
        <CartCount />
        <Ready />
      </>,
    );
    // the server cart is loading from the first render on, as on the server: no state change at mount
    expect(screen.getByTestId('ready')).toHaveTextContent('false');
    await waitFor(() => expect(screen.getByTestId('ready')).toHaveTextContent('true'));
    expect(screen.getByTestId('count')).toHaveTextContent('0');
    expect(renders).toEqual({ adds: 1, count: 1 });
  });

  it("shows the server cart's count in the badge without rendering the components that only add again", async () => {
    hydrateBuyerPage(
      [serverCart([GUMMIES_LINE])],
      <>
        <AddsToCart />
        <CartCount />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('2'));
    expect(renders.adds).toBe(1);
    expect(renders.count).toBe(2);
  });

  it('rendered with its server cart: shows its count from the first render on, and hydration asks nothing', async () => {
    let reads = 0;
    const counted: MockLink.MockedResponse = {
      request: { query: ServerCartQuery },
      result: () => {
        reads += 1;
        return { data: { cart: { __typename: 'Cart' as const, version: 3, couponCode: null, lines: [] } } };
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    };
    hydrateBuyerPage(
      [counted],
      <>
        <AddsToCart />
        <CartCount />
        <Ready />
      </>,
      [GUMMIES_LINE],
    );
    // the badge the server rendered, at once: no loading state, nothing that changes after hydration
    expect(screen.getByTestId('count')).toHaveTextContent('2');
    expect(screen.getByTestId('ready')).toHaveTextContent('true');
    setHydrating(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('count')).toHaveTextContent('2');
    expect(reads).toBe(0);
    expect(renders).toEqual({ adds: 1, count: 1 });
  });
});
