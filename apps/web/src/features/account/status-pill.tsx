import { Badge } from '@chakra-ui/react';
import { orderStatusTone } from '@shop/domain';

/** Green for completed, blue for processing, yellow otherwise (SPEC section 2). */
export function StatusPill({ status }: { status: string }) {
  const tone = orderStatusTone(status);
  return (
    <Badge
      colorPalette={tone}
      variant="subtle"
      borderRadius="full"
      px="3"
      py="0.5"
      textTransform="capitalize"
      data-tone={tone}
      data-testid="status-pill"
    >
      {status}
    </Badge>
  );
}
