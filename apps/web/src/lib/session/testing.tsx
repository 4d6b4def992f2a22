// Test helpers for screens that use the session and the cart (imported only by *.test.tsx files).
import { ChakraProvider } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Toaster } from '../../app/toaster';
import { getSystem } from '../../app/theme';
import { toaster } from '../toast';
import { CartProvider } from '../cart';
import { SessionProvider } from './session-provider';
import { SessionMeQuery } from './session-documents';

export const TEST_CUSTOMER = {
  __typename: 'Customer' as const,
  id: 'c1',
  name: 'Ada Buyer',
  email: 'ada@example.com',
  phone: '+31 20 123 4567',
  company: null,
  companyName: 'Ada Retail BV',
  companyRegNumber: 'KVK12345',
  companyVatNumber: 'NL123456789B01',
  address: 'Damrak 1, Amsterdam',
  memberSince: '2024-03-05T10:00:00.000Z',
};

export type TestCustomer = typeof TEST_CUSTOMER;

export function meMock(customer: TestCustomer | null): MockLink.MockedResponse {
  return {
    request: { query: SessionMeQuery },
    result: { data: { me: customer } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
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
}

export function renderWithShop(ui: ReactElement, options: RenderOptions = {}) {
  const { mocks = [], customer = null, route = '/', state } = options;
  const path = options.path ?? route.split('?')[0];
  // the toaster is a module singleton: toasts of an earlier test would fill its queue
  toaster.remove();
  return render(
    <ChakraProvider value={getSystem()}>
      {/* a test's own mocks first, so one may answer `me` differently */}
      <MockedProvider mocks={[...mocks, meMock(customer)]}>
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
