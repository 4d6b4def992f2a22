import { Alert, Box, CloseButton } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { readReorderNavigationState } from '../../lib/cart';

/** After "Order again": which order the lines came from and which could not be put back, and why. */
export function ReorderNotice() {
  const location = useLocation();
  const reorder = readReorderNavigationState(location.state);
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (!reorder || dismissed === location.key) return null;
  const { orderNumber, added, skipped } = reorder;
  return (
    <Alert.Root status={skipped.length > 0 ? 'warning' : 'success'} mb="4" data-testid="reorder-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {added} {added === 1 ? 'product' : 'products'} from order #{orderNumber} added to your cart
          {skipped.length > 0 ? `; ${skipped.length} could not be added` : ''}
        </Alert.Title>
        {skipped.length > 0 ? (
          <Alert.Description>
            <Box as="ul" ps="4" listStyleType="disc">
              {skipped.map((line, index) => (
                <li key={index} data-testid="reorder-skipped">
                  {line.name}: {line.message}
                </li>
              ))}
            </Box>
          </Alert.Description>
        ) : null}
      </Alert.Content>
      <CloseButton size="sm" aria-label="Dismiss" onClick={() => setDismissed(location.key)} />
    </Alert.Root>
  );
}
