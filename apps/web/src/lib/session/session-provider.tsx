import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { canSeePrices } from '@shop/domain';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  type ReactNode,
  type RefObject,
} from 'react';
import { UNSAFE_NavigationContext, useLocation, useNavigate } from 'react-router-dom';
import type { SessionMeQuery as SessionMeQueryResult } from '../../gql/graphql';
import { toastInfo } from '../toast';
import { runBeforeLogout, type BeforeLogoutTask } from './before-logout';
import { announceSessionChange, listenSessionChanges, sessionChangedSinceLoad } from './broadcast';
import { readInactivityTimeout, watchInactivity } from './inactivity';
import { SessionLogoutMutation, SessionMeQuery } from './session-documents';

export type SessionCustomer = NonNullable<SessionMeQueryResult['me']>;

export interface SessionValue {
  customer: SessionCustomer | null;
  isLoggedIn: boolean;
  /**
   * the buyer sees wholesale prices and may order: logged in and APPROVED (packages/domain
   * canSeePrices; the gateway hides prices from everyone else whatever the screen shows)
   */
  canSeePrices: boolean;
  /** true only until the first answer of the session check */
  loading: boolean;
  /** the session check failed (network or server error), so the account could not be loaded */
  failed: boolean;
  /** Refetch the session and everything cached (prices!), and tell the other tabs. Call after login/register. */
  refresh(): Promise<void>;
  /**
   * End the session on the server, refetch everything, tell the other tabs. Never throws. The work
   * registered with `beforeLogout` runs first, for LOGOUT_WAIT_MS at most.
   */
  logout(): Promise<void>;
  /**
   * Registers work to do at the start of every logout, while the session still exists (the cart's writes
   * still on their way); returns the function that removes it.
   */
  beforeLogout(task: BeforeLogoutTask): () => void;
}

export const LOGIN_PATH = '/account/login';

/**
 * Screens on which the session is verified with a fresh `me` (SPEC section 4: catalogue, product,
 * login, register, forgot, reset, account and checkout), so a session that ended elsewhere ("Log out
 * all" on another device, expiry on the server) is noticed on the next screen, not only on a reload.
 */
const VERIFIED_SCREENS = /^\/(products|categories|account|checkout)(\/|$)/;

const SessionContext = createContext<SessionValue | null>(null);

type Navigate = (to: string) => void;

/** Lets the provider navigate and see screen changes when it sits inside a router, without requiring one. */
function RouterBridge({
  navigateRef,
  onScreen,
}: {
  navigateRef: RefObject<Navigate | null>;
  onScreen: (pathname: string) => void;
}) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    navigateRef.current = (to) => void navigate(to);
    return () => {
      navigateRef.current = null;
    };
  }, [navigate, navigateRef]);
  useEffect(() => {
    onScreen(pathname);
  }, [pathname, search, onScreen]);
  return null;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  // react-router's useInRouterContext reads the location, so the provider (its session query and
  // callbacks) rendered again on every URL change, a catalogue page change too; the navigation context
  // is there in a router as well and does not change with the URL
  const inRouter = useContext(UNSAFE_NavigationContext) !== null;
  const navigateRef = useRef<Navigate | null>(null);
  const { data, loading, error } = useQuery(SessionMeQuery);
  const [logoutMutation] = useMutation(SessionLogoutMutation);

  const customer = error ? null : (data?.me ?? null);
  const isLoggedIn = customer !== null;
  const seesPrices = canSeePrices(customer);

  // Reset (not just refetch `me`): every cached price or description of the previous visitor goes.
  const resetStore = useCallback(async () => {
    try {
      await client.resetStore();
    } catch {
      // in-flight queries are cancelled by a reset; they refetch on their own
    }
  }, [client]);

  const refresh = useCallback(async () => {
    await resetStore();
    announceSessionChange('changed');
  }, [resetStore]);

  const beforeLogoutTasks = useRef(new Set<BeforeLogoutTask>());
  const beforeLogout = useCallback((task: BeforeLogoutTask) => {
    beforeLogoutTasks.current.add(task);
    return () => {
      beforeLogoutTasks.current.delete(task);
    };
  }, []);
  const logout = useCallback(async () => {
    await runBeforeLogout(beforeLogoutTasks.current);
    try {
      await logoutMutation();
    } catch {
      // the session is over for this browser anyway; the cookie may already be gone
    }
    await resetStore();
    announceSessionChange('logout');
  }, [logoutMutation, resetStore]);

  // A failed session check logs out quietly (clears a cookie the server could not honour), once per failure.
  const quietLogoutFor = useRef<unknown>(null);
  useEffect(() => {
    if (!error || quietLogoutFor.current === error) return;
    quietLogoutFor.current = error;
    logoutMutation().catch(() => undefined);
  }, [error, logoutMutation]);

  // Verify the session on the screens that need it; a session the server no longer knows ends quietly.
  const isLoggedInRef = useRef(isLoggedIn);
  useEffect(() => {
    isLoggedInRef.current = isLoggedIn;
  }, [isLoggedIn]);
  const verifying = useRef(false);
  const verifyOnScreen = useCallback(
    (pathname: string) => {
      if (!isLoggedInRef.current || verifying.current || !VERIFIED_SCREENS.test(pathname)) return;
      verifying.current = true;
      client
        // no-cache, not network-only: right after hydration Apollo answers network-only queries from
        // the server render's cache while the page hydrates (lib/apollo.ts), which is exactly the state to verify
        .query({ query: SessionMeQuery, fetchPolicy: 'no-cache' })
        .then(({ data }) => (data && !data.me ? logout() : undefined))
        // a network failure says nothing about the session: keep it
        .catch(() => undefined)
        .finally(() => {
          verifying.current = false;
        });
    },
    [client, logout],
  );

  // Other tabs logged in or out: follow at once, also when that happened while this tab was loading.
  useEffect(() => {
    const stop = listenSessionChanges(() => void resetStore());
    if (sessionChangedSinceLoad()) void resetStore();
    return stop;
  }, [resetStore]);

  useEffect(() => {
    if (!isLoggedIn) return;
    return watchInactivity(readInactivityTimeout(), () => {
      void logout().then(() => {
        toastInfo({ title: 'Session expired', description: 'You have been logged out due to inactivity.' });
        if (navigateRef.current) navigateRef.current(LOGIN_PATH);
        else window.location.assign(LOGIN_PATH);
      });
    });
  }, [isLoggedIn, logout]);

  // Only what the value shows: a refetch of `me` that answers the same (Apollo then hands the same
  // customer object) changes nothing, so the screens' session consumers (every product card) do not
  // render again; the query's own loading flag and error object come and go with each request.
  const sessionLoading = loading && !data && !error;
  const failed = Boolean(error);
  const value = useMemo<SessionValue>(
    () => ({
      customer,
      isLoggedIn,
      canSeePrices: seesPrices,
      loading: sessionLoading,
      failed,
      refresh,
      logout,
      beforeLogout,
    }),
    [customer, isLoggedIn, seesPrices, sessionLoading, failed, refresh, logout, beforeLogout],
  );

  return (
    <SessionContext.Provider value={value}>
      {inRouter ? <RouterBridge navigateRef={navigateRef} onScreen={verifyOnScreen} /> : null}
      {children}
    </SessionContext.Provider>
  );
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used within a SessionProvider');
  return value;
}
