import { Skeleton, Stack } from '@chakra-ui/react';

/** The FAQ list's loading state (SPEC: 3 skeleton rows), also shown while its code loads. */
export function FaqSkeleton() {
  return (
    <Stack gap="3" aria-busy="true">
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} h="14" borderRadius="lg" data-testid="faq-skeleton" />
      ))}
    </Stack>
  );
}
