import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
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
import { useInRouterContext, useNavigate } from 'react-router-dom';
import type { SessionMeQuery as SessionMeQueryResult } from '../../gql/graphql';
import { toastInfo } from '../toast';
import { announceSessionChange, listenSessionChanges } from './broadcast';
import { readInactivityTimeout, watchInactivity } from './inactivity';
import { SessionLogoutMutation, SessionMeQuery } from './session-documents';

export type SessionCustomer = NonNullable<SessionMeQueryResult['me']>;

export interface SessionValue {
  customer: SessionCustomer | null;
  isLoggedIn: boolean;
  /** true only until the first answer of the session check */
  loading: boolean;
  /** Refetch the session and everything cached (prices!), and tell the other tabs. Call after login/register. */
  refresh(): Promise<void>;
  /** End the session on the server, refetch everything, tell the other tabs. Never throws. */
  logout(): Promise<void>;
}

export const LOGIN_PATH = '/account/login';

const SessionContext = createContext<SessionValue | null>(null);

type Navigate = (to: string) => void;

/** Lets the provider navigate when it sits inside a router, without requiring one. */
function RouterBridge({ navigateRef }: { navigateRef: RefObject<Navigate | null> }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigateRef.current = (to) => void navigate(to);
    return () => {
      navigateRef.current = null;
    };
  }, [navigate, navigateRef]);
  return null;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const inRouter = useInRouterContext();
  const navigateRef = useRef<Navigate | null>(null);
  const { data, loading, error } = useQuery(SessionMeQuery);
  const [logoutMutation] = useMutation(SessionLogoutMutation);

  const customer = error ? null : (data?.me ?? null);
  const isLoggedIn = customer !== null;

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

  const logout = useCallback(async () => {
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

  // Other tabs logged in or out: follow at once.
  useEffect(() => listenSessionChanges(() => void resetStore()), [resetStore]);

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

  const value = useMemo<SessionValue>(
    () => ({ customer, isLoggedIn, loading: loading && !data && !error, refresh, logout }),
    [customer, isLoggedIn, loading, data, error, refresh, logout],
  );

  return (
    <SessionContext.Provider value={value}>
      {inRouter ? <RouterBridge navigateRef={navigateRef} /> : null}
      {children}
    </SessionContext.Provider>
  );
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used within a SessionProvider');
  return value;
}
