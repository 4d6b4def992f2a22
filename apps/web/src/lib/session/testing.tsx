// Test helpers for screens that use the session and the cart (imported only by *.test.tsx files).
import { ChakraProvider } from '@chakra-ui/react';
import { ApolloLink } from '@apollo/client/link';
import { MockedProvider } from '@apollo/client/testing/react';
import { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { from, mergeMap } from 'rxjs';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Toaster } from '../../app/toaster';
import { getSystem } from '../../app/theme';
import { toaster } from '../toast';
import { CartProvider, useCart } from '../cart';
import { SessionProvider } from './session-provider';
import { SessionMeQuery } from './session-documents';
import { ServerCartAddLinesMutation, ServerCartQuery, ServerCartSetLinesMutation } from '../cart/server-cart-documents';

export const TEST_CUSTOMER = {
  __typename: 'Customer' as const,
  id: 'c1',
  name: 'Ada Buyer',
  email: 'ada@example.com',
  phone: '+31 20 123 4567',
  company: null,
  companyName: 'Ada Retail BV',
  companyRegNumber: 'KVK12345',
  companyVatNumber: 'NL123456782B01',
  address: 'Damrak 1, Amsterdam',
  memberSince: '2024-03-05T10:00:00.000Z',
  status: 'APPROVED' as 'APPROVED' | 'PENDING' | 'REJECTED' | 'BLOCKED',
  statusReason: null as string | null,
};

export type TestCustomer = typeof TEST_CUSTOMER;

export function meMock(customer: TestCustomer | null): MockLink.MockedResponse {
  return {
    request: { query: SessionMeQuery },
    result: { data: { me: customer } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

type TestCartLine = {
  productId: string | number;
  variationId?: string | number | null;
  attribute?: { name: string; value: string } | null;
  quantity: number;
};

/**
 * A logged-in buyer's server cart (issue 19) that answers every write with the lines it was sent (no
 * products: the browser keeps what it knew of each line), starting empty.
 */
export function serverCartMocks(): MockLink.MockedResponse[] {
  let version = 0;
  const cart = (lines: readonly TestCartLine[], couponCode: string | null = null) => ({
    __typename: 'Cart' as const,
    version,
    couponCode,
    lines: lines.map((line) => ({
      __typename: 'CartLine' as const,
      productId: String(line.productId),
      variationId: line.variationId == null ? null : String(line.variationId),
      attribute: line.attribute ? { __typename: 'CartLineAttribute' as const, ...line.attribute } : null,
      quantity: line.quantity,
      product: null,
    })),
  });
  const payload = (lines: readonly TestCartLine[], couponCode?: string | null) => {
    version += 1;
    return { __typename: 'CartPayload' as const, cart: cart(lines, couponCode || null), userErrors: [] };
  };
  return [
    { request: { query: ServerCartQuery }, result: () => ({ data: { cart: cart([]) } }), maxUsageCount: Infinity },
    {
      request: { query: ServerCartAddLinesMutation, variables: () => true },
      result: (variables: { lines: TestCartLine[] }) => ({ data: { cartAddLines: payload(variables.lines) } }),
      maxUsageCount: Infinity,
    },
    {
      request: { query: ServerCartSetLinesMutation, variables: () => true },
      result: (variables: { lines: TestCartLine[]; couponCode?: string | null }) => ({
        data: { cartSetLines: payload(variables.lines, variables.couponCode) },
      }),
      maxUsageCount: Infinity,
    },
  ];
}

/** Shows the cart as the provider holds it (a logged-in buyer's is the server's, not browser storage). */
export function CartProbe() {
  const { items } = useCart();
  return <output data-testid="cart-items">{JSON.stringify(items)}</output>;
}

/** Shows the current location so tests can assert redirects. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export interface RenderOptions {
  mocks?: MockLink.MockedResponse[];
  customer?: TestCustomer | null;
  /** initial URL */
  route?: string;
  /** route pattern the element is mounted at (defaults to the route's path) */
  path?: string;
  state?: unknown;
  /**
   * Holds an operation's mocked answer until the returned promise resolves (null: answer as usual), so a
   * test can see a pending state for as long as it needs instead of racing a mock's `delay`.
   */
  hold?: (operation: ApolloLink.Operation) => Promise<void> | null;
}

/** the mocks, behind a link that holds the operations `hold` asks for */
function heldMockLink(mocks: MockLink.MockedResponse[], hold: NonNullable<RenderOptions['hold']>): ApolloLink {
  const holding = new ApolloLink((operation, forward) => {
    const released = hold(operation);
    return released ? from(released).pipe(mergeMap(() => forward(operation))) : forward(operation);
  });
  return ApolloLink.from([holding, new MockLink(mocks)]);
}

export function renderWithShop(ui: ReactElement, options: RenderOptions = {}) {
  const { mocks = [], customer = null, route = '/', state, hold } = options;
  const allMocks = [...mocks, meMock(customer), ...(customer ? serverCartMocks() : [])];
  const path = options.path ?? route.split('?')[0];
  // the toaster is a module singleton: toasts of an earlier test would fill its queue
  toaster.remove();
  return render(
    <ChakraProvider value={getSystem()}>
      {/* a test's own mocks first, so one may answer `me` differently */}
      <MockedProvider mocks={allMocks} link={hold ? heldMockLink(allMocks, hold) : undefined}>
        <MemoryRouter
          initialEntries={[
            { pathname: route.split('?')[0], search: route.includes('?') ? `?${route.split('?')[1]}` : '', state },
          ]}
        >
          <SessionProvider>
            <CartProvider>
              <Routes>
                <Route path={path} element={ui} />
                <Route path="*" element={<p>elsewhere</p>} />
              </Routes>
              <LocationProbe />
            </CartProvider>
          </SessionProvider>
        </MemoryRouter>
      </MockedProvider>
      <Toaster />
    </ChakraProvider>,
  );
}
