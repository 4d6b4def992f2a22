import { HStack, IconButton, Text } from '@chakra-ui/react';
import { Minus, Plus } from 'lucide-react';

/** Quantity with a minimum of 1; decrease is disabled at 1. */
export function QuantityStepper({ value, onChange }: { value: number; onChange: (value: number) => void }) {
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
        disabled={value <= 1}
        onClick={() => onChange(Math.max(1, value - 1))}
      >
        <Minus />
      </IconButton>
      <Text minW="10" textAlign="center" fontWeight="600" aria-live="polite" data-testid="quantity-value">
        {value}
      </Text>
      <IconButton variant="ghost" aria-label="Increase quantity" onClick={() => onChange(value + 1)}>
        <Plus />
      </IconButton>
    </HStack>
  );
}
