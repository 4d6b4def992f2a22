import { ChakraProvider } from '@chakra-ui/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Toaster } from '../../app/toaster';
import { getAdminSystem } from '../app/admin-theme';
import { AdminSessionQuery } from '../features/session/session-documents';
import { StaffSessionProvider } from '../features/session/staff-session';
import { createAdminCache } from '../lib/admin-apollo';

export const OWNER = {
  __typename: 'Staff' as const,
  id: 's1',
  email: 'owner@example.com',
  name: 'Olga Owner',
  role: 'OWNER' as const,
  active: true,
};
export const STAFF = { ...OWNER, id: 's2', email: 'sam@example.com', name: 'Sam Staff', role: 'STAFF' as const };

export function sessionMock(staff: typeof OWNER | typeof STAFF | null): MockLink.MockedResponse {
  return {
    request: { query: AdminSessionQuery },
    result: { data: { staffMe: staff } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** Renders console UI with its own Chakra system, Apollo mocks, a staff session and a memory router. */
export function renderConsole(
  ui: ReactElement,
  {
    mocks = [],
    path = '/admin',
    route = path,
    staff = OWNER,
  }: {
    mocks?: MockLink.MockedResponse[];
    path?: string;
    route?: string;
    staff?: typeof OWNER | typeof STAFF | null;
  } = {},
) {
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <p>other route</p> },
    ],
    { initialEntries: [route] },
  );
  const result = render(
    <ChakraProvider value={getAdminSystem()}>
      <MockedProvider mocks={[sessionMock(staff), ...mocks]} cache={createAdminCache()}>
        <StaffSessionProvider>
          <RouterProvider router={router} />
          <Toaster />
        </StaffSessionProvider>
      </MockedProvider>
    </ChakraProvider>,
  );
  return { ...result, router };
}
