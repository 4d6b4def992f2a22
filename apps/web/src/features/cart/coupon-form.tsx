import { Button, Field, HStack, Input, Text, chakra } from '@chakra-ui/react';
import { CheckCircle2 } from 'lucide-react';
import { COUPON_TEXTS } from '@shop/domain';

export interface CouponFormProps {
  value: string;
  onChange(value: string): void;
  onApply(): void;
  applying: boolean;
  appliedCode: string | null;
  error: string | null;
}

/** Coupon code + Apply; both are disabled once a coupon is applied (SPEC section 4). */
export function CouponForm({ value, onChange, onApply, applying, appliedCode, error }: CouponFormProps) {
  const applied = appliedCode !== null;
  return (
    <chakra.form
      noValidate
      aria-label="Coupon"
      onSubmit={(event) => {
        event.preventDefault();
        if (!applied) onApply();
      }}
    >
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>Coupon code</Field.Label>
        <HStack w="100%" align="flex-start">
          <Input
            value={value}
            onChange={(event) => onChange(event.target.value)}
            placeholder="Enter coupon code"
            disabled={applied}
            autoComplete="off"
            name="couponCode"
          />
          <Button type="submit" variant="outline" colorPalette="brand" disabled={applied || applying} flexShrink={0}>
            {applying ? 'Applying...' : 'Apply'}
          </Button>
        </HStack>
        {error ? <Field.ErrorText data-testid="coupon-error">{error}</Field.ErrorText> : null}
      </Field.Root>
      {applied ? (
        <HStack mt="2" color="brand.700" fontWeight="600" fontSize="sm" data-testid="coupon-applied">
          <CheckCircle2 size={16} aria-hidden="true" />
          <Text>{COUPON_TEXTS.applied(appliedCode)}</Text>
        </HStack>
      ) : null}
    </chakra.form>
  );
}
