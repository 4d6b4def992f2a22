import { Badge } from '@chakra-ui/react';
import { orderStatusTone } from '@shop/domain';
import { humanize } from '../lib/format';

/** an order's status as the buyer's account shows it (green completed, blue processing, else yellow; red for cancelled/refunded) */
export function OrderStatusBadge({ status }: { status: string }) {
  const lower = status.toLowerCase();
  const tone = lower === 'cancelled' || lower === 'refunded' || lower === 'failed' ? 'red' : orderStatusTone(status);
  return (
    <Badge colorPalette={tone} variant="subtle" borderRadius="full" px="2.5" data-testid="order-status">
      {humanize(status)}
    </Badge>
  );
}

const CUSTOMER_TONES: Record<string, string> = {
  PENDING: 'yellow',
  APPROVED: 'green',
  REJECTED: 'gray',
  BLOCKED: 'red',
};

export function CustomerStatusBadge({ status }: { status: string }) {
  return (
    <Badge colorPalette={CUSTOMER_TONES[status] ?? 'gray'} variant="subtle" borderRadius="full" px="2.5">
      {humanize(status)}
    </Badge>
  );
}

/** a yes/no or two-state value with its own words (Published/Draft, Visible/Hidden, In stock/Out of stock) */
export function StateBadge({ on, onLabel, offLabel }: { on: boolean; onLabel: string; offLabel: string }) {
  return (
    <Badge colorPalette={on ? 'green' : 'gray'} variant="subtle" borderRadius="full" px="2.5">
      {on ? onLabel : offLabel}
    </Badge>
  );
}
