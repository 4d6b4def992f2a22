import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The "Order Summary" side panel of the cart and checkout: sticky beside the content on wide screens. */
export function SummaryPanel({ headingId, children }: { headingId: string; children: ReactNode }) {
  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      gap="4"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      borderRadius="card"
      p="6"
      position={{ lg: 'sticky' }}
      top={{ lg: '24' }}
    >
      <Heading as="h2" size="lg" id={headingId}>
        Order Summary
      </Heading>
      {children}
    </Stack>
  );
}
