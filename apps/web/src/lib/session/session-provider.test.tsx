import { useApolloClient } from '@apollo/client/react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionLogoutMutation, SessionMeQuery } from './session-documents';
import { useSession } from './session-provider';
import { TEST_CUSTOMER, renderWithShop } from './testing';

afterEach(() => {
  localStorage.clear();
  delete window.__SHOP_INACTIVITY_MS__;
});

function Who() {
  const { customer, isLoggedIn } = useSession();
  return <p data-testid="who">{isLoggedIn ? customer?.name : 'anonymous'}</p>;
}

describe('SessionProvider', () => {
  it('reads the session from `me`', async () => {
    renderWithShop(<Who />, { route: '/', customer: TEST_CUSTOMER });
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('Ada Buyer'));
  });

  it('after the inactivity timeout: logout, "Session expired" toast, /account/login', async () => {
    window.__SHOP_INACTIVITY_MS__ = 400;
    let loggedOut = 0;
    renderWithShop(<Who />, {
      route: '/',
      customer: TEST_CUSTOMER,
      mocks: [
        {
          request: { query: SessionLogoutMutation },
          result: () => {
            loggedOut += 1;
            return { data: { logout: true } };
          },
        },
      ],
    });
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('Ada Buyer'));
    expect(await screen.findByText('Session expired', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('You have been logged out due to inactivity.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account/login'));
    expect(loggedOut).toBe(1);
  });

  it('activity in the page keeps the session alive', async () => {
    window.__SHOP_INACTIVITY_MS__ = 600;
    renderWithShop(<Who />, { route: '/', customer: TEST_CUSTOMER });
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('Ada Buyer'));
    for (let i = 0; i < 8; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      window.dispatchEvent(new MouseEvent('mousemove'));
    }
    expect(screen.queryByText('Session expired')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('a session that ended elsewhere is noticed on the next verified screen and ends quietly', async () => {
    let loggedOut = 0;
    let meCalls = 0;
    function Nav() {
      return (
        <>
          <Who />
          <Link to="/account?tab=orders">orders</Link>
        </>
      );
    }
    renderWithShop(<Nav />, {
      route: '/',
      path: '*',
      // the first `me` knows the buyer; after "Log out all" on another device the server does not
      customer: null,
      mocks: [
        {
          request: { query: SessionMeQuery },
          result: () => {
            meCalls += 1;
            return { data: { me: meCalls === 1 ? TEST_CUSTOMER : null } };
          },
          maxUsageCount: Number.POSITIVE_INFINITY,
        },
        {
          request: { query: SessionLogoutMutation },
          result: () => {
            loggedOut += 1;
            return { data: { logout: true } };
          },
          maxUsageCount: Number.POSITIVE_INFINITY,
        },
      ],
    });
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('Ada Buyer'));
    expect(meCalls).toBe(1);
    fireEvent.click(screen.getByText('orders'));
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('anonymous'));
    await waitFor(() => expect(loggedOut).toBeGreaterThanOrEqual(1));
    expect(screen.queryByText('Session expired')).not.toBeInTheDocument();
  });

  it('does not render its consumers again when `me` is asked again and answers the same (issue 13)', async () => {
    // every product card reads the session: a refetch of `me` with the same answer (the session check
    // of a screen, a refetch after hydration) rendered them all again for nothing
    let renders = 0;
    let refetch: () => Promise<unknown> = async () => undefined;
    function Counted() {
      const client = useApolloClient();
      const { customer } = useSession();
      refetch = () => client.refetchQueries({ include: [SessionMeQuery] });
      renders += 1;
      return <p data-testid="who">{customer?.name ?? 'anonymous'}</p>;
    }
    let meCalls = 0;
    renderWithShop(<Counted />, {
      route: '/',
      mocks: [
        {
          request: { query: SessionMeQuery },
          result: () => {
            meCalls += 1;
            return { data: { me: TEST_CUSTOMER } };
          },
          maxUsageCount: Number.POSITIVE_INFINITY,
        },
      ],
    });
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('Ada Buyer'));
    const before = renders;
    await act(() => refetch());
    expect(meCalls).toBe(2);
    expect(renders).toBe(before);
  });
});
