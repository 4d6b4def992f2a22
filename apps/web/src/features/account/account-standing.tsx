import { Box, Heading, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { accountStandingNotice } from '@shop/domain';
import { useEffect } from 'react';
import { SessionMeQuery, type SessionCustomer, useSession } from '../../lib/session';

/** how often a pending application asks whether it was decided (prices then appear without a new login) */
export const STANDING_POLL_MS = 60_000;

const TONES = {
  info: { bg: 'brand.50', border: 'brand.200' },
  warning: { bg: 'orange.50', border: 'orange.200' },
  error: { bg: 'red.50', border: 'red.200' },
} as const;

/**
 * The account's standing when it is not simply approved (packages/domain accountStandingNotice): an
 * application under review and what happens next, or why it was rejected or blocked. While pending it
 * asks the gateway every minute; once decided the session (and every price on screen) is refreshed.
 */
export function AccountStanding({ customer }: { customer: SessionCustomer }) {
  const client = useApolloClient();
  const session = useSession();
  const pending = customer.status === 'PENDING';

  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => {
      void client
        .query({ query: SessionMeQuery, fetchPolicy: 'network-only' })
        .then(({ data }) => (data?.me && data.me.status !== 'PENDING' ? session.refresh() : undefined))
        .catch(() => undefined);
    }, STANDING_POLL_MS);
    return () => clearInterval(timer);
  }, [pending, client, session]);

  const notice = accountStandingNotice(customer);
  if (!notice) return null;
  const tone = TONES[notice.tone];
  return (
    <Box
      role="status"
      data-testid="account-standing"
      bg={tone.bg}
      borderWidth="1px"
      borderColor={tone.border}
      borderRadius="card"
      p={{ base: '4', md: '5' }}
      mb="6"
    >
      <Heading as="h2" size="md" mb="1">
        {notice.title}
      </Heading>
      <Text color="fg.muted">{notice.text}</Text>
    </Box>
  );
}
