import { Alert, Box, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { serverMessage } from '../../lib/toast';

/** a screen (or part of one) whose data is on its way */
export function LoadingState({ label, lines = 4 }: { label: string; lines?: number }) {
  return (
    <Stack gap="3" aria-busy="true" aria-label={label} role="status">
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} h="8" />
      ))}
    </Stack>
  );
}

/** data that could not be loaded: what failed, the server's reason when it gave one, and a retry */
export function ErrorState({ title, error, onRetry }: { title: string; error?: unknown; onRetry?: () => void }) {
  const reason = serverMessage(error);
  return (
    <Alert.Root status="error" borderRadius="md">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{reason ?? 'Check your connection and try again.'}</Alert.Description>
      </Alert.Content>
      {onRetry ? (
        <Button size="sm" variant="outline" onClick={onRetry} alignSelf="center">
          Try again
        </Button>
      ) : null}
    </Alert.Root>
  );
}

/** nothing to list yet, and what to do about it */
export function EmptyState({
  title,
  description,
  action,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
}) {
  return (
    <Stack align="center" gap="2" py="8" textAlign="center" data-testid="empty-state">
      <Text fontWeight="600">{title}</Text>
      {description ? <Text color="fg.muted">{description}</Text> : null}
      {action ? <Box pt="2">{action}</Box> : null}
    </Stack>
  );
}

/** a screen the signed-in staff member's role may not open */
export function ForbiddenState() {
  return (
    <Alert.Root status="warning" borderRadius="md">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Only owners can open this page</Alert.Title>
        <Alert.Description>Ask an owner of the shop if you need something changed here.</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
