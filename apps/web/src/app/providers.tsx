import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { getSystem } from './theme';
import { DeferredToaster } from './deferred-toaster';

/**
 * The Chakra system without its global styles. On a page the server rendered they are in the head
 * already (emotion <Global> tags: layer order, reset, tokens, keyframes); ChakraProvider's <Global>s
 * would adopt them by moving their tags to the end of the head, which re-parses ~50 kB of CSS and
 * restyles the whole page in the middle of hydration. With this view of the system ChakraProvider
 * renders no global styles (its layers' `@layer` order is a <Global> skipped by `disableLayers`, which
 * only that check reads: the class rules keep their layers) and the server's tags stay where they are.
 * Chakra then never makes those global styles at all: they are made on first read of `_global`
 * (patches/@chakra-ui+react+*.patch), about half of what making the system costs.
 */
function withoutGlobalStyles(system: SystemContext): SystemContext {
  return Object.create(system, {
    _config: { value: { ...system._config, disableLayers: true } },
    _global: { value: [] },
  }) as SystemContext;
}

let hydratingSystem: SystemContext | null = null;

export function Providers({
  client,
  serverStyles = false,
  children,
}: {
  client: ApolloClient;
  /** the page came from the server with Chakra's global styles in its head (main.tsx, hydrating) */
  serverStyles?: boolean;
  children: ReactNode;
}) {
  const system = serverStyles ? (hydratingSystem ??= withoutGlobalStyles(getSystem())) : getSystem();
  return (
    <ChakraProvider value={system}>
      <ApolloProvider client={client}>
        {children}
        <DeferredToaster />
      </ApolloProvider>
    </ChakraProvider>
  );
}
