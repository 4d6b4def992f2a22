import { HStack, Stack, Text } from '@chakra-ui/react';
import { SHIPPING_TEXTS, toCents, VAT_TEXTS } from '@shop/domain';
import type { ReactNode } from 'react';
import { formatMoney } from '../lib/money';

type Money = { amount: string } | null | undefined;

export interface OrderTotalsProps {
  subtotal: Money;
  discount: Money;
  /** null when the store charges shipping and VAT itself and has not said yet (WordPress quotes) */
  shipping: Money;
  taxLines: readonly { label: string; amount: { amount: string } }[] | null | undefined;
  reverseCharge: boolean;
  total: Money;
  /** how much more ships free (quotes) */
  missingForFreeShipping?: Money;
  /** what to show instead of an amount (a skeleton while loading, "Price hidden" for visitors) */
  render?: (value: Money) => ReactNode;
  /** data-testid prefix: checkout- or order- */
  testIdPrefix: string;
}

/**
 * The money of a quote or an order, B2B style: goods excluding VAT, the discount, shipping, VAT per rate
 * (or the reverse-charge note) and the total including everything.
 */
export function OrderTotals(props: OrderTotalsProps) {
  const show = props.render ?? ((value: Money) => formatMoney(value) ?? '—');
  const id = (name: string) => `${props.testIdPrefix}${name}`;
  const discountCents = props.discount ? toCents(props.discount.amount) : 0;
  const shippingCents = props.shipping ? toCents(props.shipping.amount) : null;
  return (
    <Stack gap="2">
      <HStack justify="space-between">
        <Text color="fg.muted">Subtotal ({VAT_TEXTS.pricesExclVat})</Text>
        <Text data-testid={id('subtotal')}>{show(props.subtotal)}</Text>
      </HStack>
      {discountCents > 0 ? (
        <HStack justify="space-between">
          <Text color="fg.muted">Discount</Text>
          <Text data-testid={id('discount')}>-{formatMoney(props.discount)}</Text>
        </HStack>
      ) : null}
      {props.shipping !== null && props.shipping !== undefined ? (
        <HStack justify="space-between">
          <Text color="fg.muted">Shipping</Text>
          <Text data-testid={id('shipping-cost')}>
            {shippingCents === 0 ? SHIPPING_TEXTS.freeShipping : show(props.shipping)}
          </Text>
        </HStack>
      ) : null}
      {props.missingForFreeShipping ? (
        <Text fontSize="sm" color="brand.700" data-testid={id('free-shipping-hint')}>
          {SHIPPING_TEXTS.missingForFree(toCents(props.missingForFreeShipping.amount))}
        </Text>
      ) : null}
      {(props.taxLines ?? []).map((line) => (
        <HStack justify="space-between" key={line.label} data-testid={id('tax-line')}>
          <Text color="fg.muted">{line.label}</Text>
          <Text>{show(line.amount)}</Text>
        </HStack>
      ))}
      {props.reverseCharge ? (
        <Text fontSize="sm" color="fg.muted" data-testid={id('reverse-charge')}>
          {VAT_TEXTS.reverseChargeNote}
        </Text>
      ) : null}
      <HStack justify="space-between" fontSize="lg" fontWeight="700">
        <Text>Total</Text>
        <Text data-testid={id('total')}>{show(props.total)}</Text>
      </HStack>
    </Stack>
  );
}
