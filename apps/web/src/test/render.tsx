import { ChakraProvider } from '@chakra-ui/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { getSystem } from '../app/theme';
import { Toaster } from '../app/toaster';
import { createCache } from '../lib/apollo';
import { CartProvider } from '../lib/cart';
import { RouterLinksProvider } from '../lib/router-links';
import { SessionMeQuery, SessionProvider } from '../lib/session';

export const BUYER = {
  __typename: 'Customer' as const,
  id: 'c1',
  name: 'Ada Buyer',
  email: 'ada@example.com',
  phone: null,
  company: null,
  companyName: 'Ada BV',
  companyRegNumber: '12345',
  companyVatNumber: 'NL123456782B01',
  address: null,
  memberSince: null,
  status: 'APPROVED' as 'APPROVED' | 'PENDING' | 'REJECTED' | 'BLOCKED',
  statusReason: null as string | null,
};

export function sessionMock(loggedIn: boolean): MockLink.MockedResponse {
  return {
    request: { query: SessionMeQuery },
    result: { data: { me: loggedIn ? BUYER : null } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

interface Options {
  mocks?: MockLink.MockedResponse[];
  path?: string;
  route?: string;
  loggedIn?: boolean;
}

/** Renders a screen with the real providers (Chakra, Apollo mocks, router links, session, cart) inside a memory router. */
export function renderScreen(
  ui: ReactElement,
  { mocks = [], path = '/', route = path, loggedIn = false }: Options = {},
) {
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <RouterLinksProvider>
            <SessionProvider>
              <CartProvider>{ui}</CartProvider>
            </SessionProvider>
          </RouterLinksProvider>
        ),
      },
      { path: '*', element: <p>other route</p> },
    ],
    { initialEntries: [route] },
  );
  const result = render(
    <ChakraProvider value={getSystem()}>
      <MockedProvider mocks={[sessionMock(loggedIn), ...mocks]} cache={createCache()}>
        <>
          <RouterProvider router={router} />
          <Toaster />
        </>
      </MockedProvider>
    </ChakraProvider>,
  );
  return { ...result, router };
}
