import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import type { StaffRole } from '../../gql/graphql';
import { AdminSessionQuery, AdminSignOutMutation } from './session-documents';

export interface StaffMember {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
}

export interface StaffSession {
  staff: StaffMember | null;
  loading: boolean;
  error: unknown;
  isOwner: boolean;
  refresh(): Promise<unknown>;
  signOut(): Promise<void>;
}

const SessionContext = createContext<StaffSession | null>(null);

/** The signed-in staff member (`staffMe`), read once and refreshed after sign-in, sign-out and expiry. */
export function StaffSessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const { data, loading, error, refetch } = useQuery(AdminSessionQuery, {
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: false,
  });
  const [logout] = useMutation(AdminSignOutMutation);
  const staff = data?.staffMe ?? null;
  const signOut = useCallback(async () => {
    try {
      await logout();
    } finally {
      // nothing of the signed-in view may survive: clear the cache, then ask who is signed in (nobody)
      await client.clearStore();
      client.writeQuery({ query: AdminSessionQuery, data: { staffMe: null } });
    }
  }, [client, logout]);
  const value = useMemo<StaffSession>(
    () => ({
      staff,
      loading: loading && !data,
      error: data ? undefined : error,
      isOwner: staff?.role === 'OWNER',
      refresh: () => refetch(),
      signOut,
    }),
    [staff, loading, data, error, refetch, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useStaffSession(): StaffSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useStaffSession outside StaffSessionProvider');
  return session;
}
