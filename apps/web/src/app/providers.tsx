import { ChakraProvider } from '@chakra-ui/react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { getSystem } from './theme';
import { DeferredToaster } from './deferred-toaster';

export function Providers({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ChakraProvider value={getSystem()}>
      <ApolloProvider client={client}>
        {children}
        <DeferredToaster />
      </ApolloProvider>
    </ChakraProvider>
  );
}
