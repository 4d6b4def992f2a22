import { Box, ChakraProvider, Spinner } from '@chakra-ui/react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { toastInfo } from '../lib/toast';
import { getAdminSystem } from './app/admin-theme';
import { ConsoleRoutes } from './app/console-routes';
import { ErrorState } from './components/states';
import { createAdminClient } from './lib/admin-apollo';
import { AdminConsoleInfoQuery, AdminSessionQuery } from './features/session/session-documents';
import { SignInScreen } from './features/session/sign-in-screen';
import { StaffSessionProvider, useStaffSession } from './features/session/staff-session';
import { WordpressNotice } from './features/session/wordpress-notice';

/** the console is never indexed: the gateway sends X-Robots-Tag too, this covers the client route */
function useNoIndex(): void {
  useEffect(() => {
    const tag = document.createElement('meta');
    tag.name = 'robots';
    tag.content = 'noindex, nofollow';
    document.head.appendChild(tag);
    return () => tag.remove();
  }, []);
}

function FullPageSpinner({ label }: { label: string }) {
  return (
    <Box minH="100dvh" display="grid" placeItems="center" role="status" aria-label={label}>
      <Spinner size="lg" color="brand.700" />
    </Box>
  );
}

/** consoleInfo first (WordPress shops are run elsewhere), then the session, then the console */
export function ConsoleGate() {
  const info = useQuery(AdminConsoleInfoQuery, { fetchPolicy: 'cache-first' });
  const session = useStaffSession();
  const consoleInfo = info.data?.consoleInfo;
  if (!consoleInfo) {
    if (info.error) {
      return (
        <Box maxW="lg" mx="auto" p="6">
          <ErrorState title="The console could not be loaded" error={info.error} onRetry={() => void info.refetch()} />
        </Box>
      );
    }
    return <FullPageSpinner label="Loading the console" />;
  }
  if (consoleInfo.storeBackend === 'wordpress') {
    return <WordpressNotice shopName={consoleInfo.shopName} adminUrl={consoleInfo.wordpressAdminUrl ?? null} />;
  }
  if (session.loading) return <FullPageSpinner label="Checking your session" />;
  if (!session.staff) return <SignInScreen shopName={consoleInfo.shopName} />;
  return <ConsoleRoutes shopName={consoleInfo.shopName} />;
}

/** The operator console at /admin: its own Chakra system and its own Apollo client (/admin/graphql). */
export function ConsoleProviders({ client, children }: { client: ApolloClient; children: React.ReactNode }) {
  return (
    <ChakraProvider value={getAdminSystem()}>
      <ApolloProvider client={client}>
        <StaffSessionProvider>{children}</StaffSessionProvider>
      </ApolloProvider>
    </ChakraProvider>
  );
}

export default function AdminConsole() {
  useNoIndex();
  const [client] = useState(() => {
    const created: ApolloClient = createAdminClient({
      onUnauthenticated: () => {
        // the session ended (idle timeout, disabled account, signed out elsewhere): back to the sign-in
        if (created.readQuery({ query: AdminSessionQuery })?.staffMe) {
          toastInfo({ title: 'Your session has ended', description: 'Please sign in again.' });
        }
        created.writeQuery({ query: AdminSessionQuery, data: { staffMe: null } });
      },
    });
    return created;
  });
  return (
    <ConsoleProviders client={client}>
      <ConsoleGate />
    </ConsoleProviders>
  );
}
