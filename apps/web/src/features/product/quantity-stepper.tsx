import { HStack, IconButton, Text } from '@chakra-ui/react';
import { firstOrderableQuantity, stepQuantity, type QuantityRules } from '@shop/domain';
import { Minus, Plus } from 'lucide-react';

/**
 * Quantity stepper: by 1, or by the case pack (issue 18); decrease is disabled at the first orderable
 * quantity (1, or the minimum rounded up to whole cases).
 */
export function QuantityStepper({
  value,
  onChange,
  rules,
}: {
  value: number;
  onChange: (value: number) => void;
  rules?: Partial<QuantityRules> | null;
}) {
  const first = firstOrderableQuantity(rules);
  return (
    <HStack
      gap="0"
      borderWidth="1px"
      borderColor="border"
      borderRadius="md"
      bg="bg.panel"
      role="group"
      aria-label="Quantity"
    >
      <IconButton
        variant="ghost"
        aria-label="Decrease quantity"
        disabled={value <= first}
        onClick={() => onChange(stepQuantity(value, -1, rules))}
      >
        <Minus />
      </IconButton>
      <Text minW="10" textAlign="center" fontWeight="600" aria-live="polite" data-testid="quantity-value">
        {value}
      </Text>
      <IconButton
        variant="ghost"
        aria-label="Increase quantity"
        onClick={() => onChange(stepQuantity(value, 1, rules))}
      >
        <Plus />
      </IconButton>
    </HStack>
  );
}
