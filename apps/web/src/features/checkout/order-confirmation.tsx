import { Box, Button, Container, Heading, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { ORDER_TEXTS, toCents } from '@shop/domain';
import { CheckCircle2 } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import type { CheckoutPagePlaceOrderMutation } from '../../gql/graphql';
import { formatDate } from '../../lib/date';
import { formatMoney } from '../../lib/money';

export type PlacedOrder = NonNullable<CheckoutPagePlaceOrderMutation['placeOrder']['order']>;

/** Shown to a guest after a successful order (a logged-in buyer goes to the account instead). */
export function OrderConfirmation({ order }: { order: PlacedOrder }) {
  const discountCents = toCents(order.discount.amount);
  const name = [order.shipping.firstName, order.shipping.lastName].filter(Boolean).join(' ');
  return (
    <Container maxW="3xl" py={{ base: '10', md: '16' }}>
      <Stack
        gap="6"
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border"
        borderRadius="card"
        p={{ base: '6', md: '10' }}
      >
        <Stack align="center" textAlign="center" gap="3">
          <Box color="brand.500" aria-hidden="true">
            <CheckCircle2 size={56} strokeWidth={1.5} />
          </Box>
          <Heading as="h1" size="2xl" color="brand.800">
            Thank you for your order!
          </Heading>
          <Text fontSize="lg" fontWeight="600" data-testid="confirmation-number">
            {ORDER_TEXTS.orderTitle(order.number)}
          </Text>
          <Text color="fg.muted">
            Placed on {formatDate(order.createdAt)}. A confirmation will be sent to{' '}
            {order.shipping.email ?? 'your email'}.
          </Text>
        </Stack>
        <Separator />
        <Stack gap="2" as="ul" listStyleType="none" aria-label="Ordered items">
          {order.lines.map((line, index) => (
            <HStack as="li" key={`${line.productId}-${line.variationId ?? ''}-${index}`} justify="space-between">
              <Text>
                {line.name || ORDER_TEXTS.productFallbackName(line.productId)} x {line.quantity}
              </Text>
              <Text fontWeight="600">{formatMoney(line.lineTotal)}</Text>
            </HStack>
          ))}
        </Stack>
        <Separator />
        {discountCents > 0 ? (
          <HStack justify="space-between">
            <Text color="fg.muted">Discount{order.couponCode ? ` (${order.couponCode})` : ''}</Text>
            <Text>-{formatMoney(order.discount)}</Text>
          </HStack>
        ) : null}
        <HStack justify="space-between" fontSize="lg" fontWeight="700">
          <Text>Total</Text>
          <Text data-testid="confirmation-total">{formatMoney(order.total)}</Text>
        </HStack>
        <Box>
          <Heading as="h2" size="md" mb="2">
            Shipping to
          </Heading>
          <Text>{name}</Text>
          <Text whiteSpace="pre-line">{order.shipping.address}</Text>
        </Box>
        <HStack justify="center" gap="3" flexWrap="wrap">
          <Button asChild colorPalette="brand">
            <RouterLink to="/products">Continue Shopping</RouterLink>
          </Button>
          <Button asChild variant="outline" colorPalette="brand">
            <RouterLink to="/account/register">Create an account</RouterLink>
          </Button>
        </HStack>
      </Stack>
    </Container>
  );
}
