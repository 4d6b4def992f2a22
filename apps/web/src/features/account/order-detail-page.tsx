import {
  Box,
  Button,
  Container,
  Flex,
  Grid,
  Heading,
  HStack,
  Link,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useQuery } from '@apollo/client/react';
import { isOrderReference, ORDER_TEXTS, VAT_TEXTS } from '@shop/domain';
import { ArrowLeft, FileDown } from 'lucide-react';
import { OrderTotals } from '../../components/order-totals';
import { useEffect, useRef } from 'react';
import { Navigate, Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { formatDate } from '../../lib/date';
import { formatMoney } from '../../lib/money';
import { usePageMeta } from '../../lib/page-meta';
import { useSession } from '../../lib/session';
import { toastError } from '../../lib/toast';
import { OrderAgainButton } from './order-again';
import { StatusPill } from './status-pill';
import { graphql } from '../../gql';

export const OrderDetailPageQuery = graphql(`
  query OrderDetailPage($id: ID!) {
    order(id: $id) {
      ...OrderDetails
    }
  }
`);

const ORDERS_TAB = '/account?tab=orders';

function BackToOrders() {
  return (
    <Button asChild variant="ghost" colorPalette="brand" alignSelf="flex-start">
      <RouterLink to={ORDERS_TAB}>
        <ArrowLeft aria-hidden="true" /> Back to Orders
      </RouterLink>
    </Button>
  );
}

function isNotFound(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'NOT_FOUND');
}

/** Redirects to the account with a toast, once (StrictMode runs effects twice in development). */
function RedirectWithToast({ title, description }: { title: string; description?: string }) {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    toastError({ title, description });
    void navigate('/account', { replace: true });
  }, [navigate, title, description]);
  return null;
}

/**
 * /account/orders/:orderId (the spec names this parameter productSlug, but it holds the order id): the
 * order's public reference, its number, as the orders table and the "Order #{id}" heading show it.
 */
export default function OrderDetailPage() {
  const { orderId: id = '' } = useParams();
  const session = useSession();
  const validId = isOrderReference(id);
  const { data, loading, error } = useQuery(OrderDetailPageQuery, {
    variables: { id },
    skip: !validId || !session.isLoggedIn,
  });
  const order = data?.order ?? null;
  usePageMeta(order ? ORDER_TEXTS.orderTitle(order.number) : 'Order', 'The details of one of your orders.');

  if (session.loading) return null;
  if (!session.isLoggedIn) return <Navigate to="/account/login" replace />;
  if (!validId) return <RedirectWithToast title="Invalid order ID" />;
  if (error && !isNotFound(error))
    return <RedirectWithToast title="Failed to load order details" description="Please try again later." />;

  if (loading && !order) {
    return (
      <Container maxW="5xl" py="12">
        <Stack gap="4" aria-busy="true" aria-label="Loading order">
          <Skeleton h="10" w="60" />
          <Skeleton h="40" />
        </Stack>
      </Container>
    );
  }

  if (!order) {
    return (
      <Container maxW="3xl" py={{ base: '16', md: '24' }}>
        <Stack gap="4" align="center" textAlign="center">
          <Heading as="h1" size="2xl">
            {ORDER_TEXTS.notFound}
          </Heading>
          <Text color="fg.muted">We could not find this order in your account.</Text>
          <BackToOrders />
        </Stack>
      </Container>
    );
  }

  const shipping = order.shipping;
  const name = [shipping.firstName, shipping.lastName].filter(Boolean).join(' ');
  const place = [shipping.city, shipping.postcode, shipping.country].filter(Boolean).join(', ');

  return (
    <Container maxW="5xl" py={{ base: '8', md: '12' }}>
      <Stack gap="6">
        <BackToOrders />
        <Flex
          justify="space-between"
          align={{ base: 'flex-start', sm: 'center' }}
          gap="3"
          direction={{ base: 'column', sm: 'row' }}
        >
          <Stack gap="1">
            <Heading as="h1" size="3xl" color="brand.800">
              {ORDER_TEXTS.orderTitle(order.number)}
            </Heading>
            <Text color="fg.muted">Placed on {formatDate(order.createdAt)}</Text>
          </Stack>
          <HStack gap="3" flexWrap="wrap">
            <StatusPill status={order.status} />
            <OrderAgainButton orderNumber={order.number} />
          </HStack>
        </Flex>
        <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="6" alignItems="start">
          {/* minW 0: a wide table scrolls inside its area instead of widening the page on phones */}
          <Stack gap="4" minW="0" bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="card" p="6">
            <Heading as="h2" size="lg">
              Items
            </Heading>
            <Table.ScrollArea>
              <Table.Root size="sm" aria-label="Ordered items">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Product</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Quantity</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Price</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {order.lines.map((line, index) => (
                    <Table.Row key={`${line.productId}-${line.variationId ?? ''}-${index}`} data-testid="order-line">
                      <Table.Cell>{line.name || ORDER_TEXTS.productFallbackName(line.productId)}</Table.Cell>
                      <Table.Cell textAlign="end">{line.quantity}</Table.Cell>
                      <Table.Cell textAlign="end">{formatMoney(line.unitPrice)}</Table.Cell>
                      <Table.Cell textAlign="end">{formatMoney(line.lineTotal)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
            <Text fontSize="sm" color="fg.muted">
              Prices {VAT_TEXTS.pricesExclVat}
            </Text>
            <Stack gap="2" pt="2" borderTopWidth="1px" borderColor="border">
              {order.couponCode ? (
                <HStack justify="space-between">
                  <Text color="fg.muted">Coupon</Text>
                  <Text fontFamily="mono" data-testid="order-coupon">
                    {order.couponCode}
                  </Text>
                </HStack>
              ) : null}
              <OrderTotals
                testIdPrefix="order-"
                subtotal={order.subtotal}
                discount={order.discount}
                shipping={order.shippingTotal}
                taxLines={order.taxLines}
                reverseCharge={order.reverseCharge}
                total={order.total}
              />
            </Stack>
          </Stack>
          <Stack gap="6">
            <Box bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="card" p="6">
              <Heading as="h2" size="lg" mb="3">
                Invoice
              </Heading>
              <Stack gap="1" data-testid="order-invoice">
                {order.poNumber ? (
                  <Text>
                    PO number:{' '}
                    <Text as="span" fontWeight="600" data-testid="order-po-number">
                      {order.poNumber}
                    </Text>
                  </Text>
                ) : null}
                {order.paymentMethod ? <Text color="fg.muted">{order.paymentMethod}</Text> : null}
                {order.invoice ? (
                  <Link
                    href={order.invoice.url}
                    color="brand.700"
                    fontWeight="600"
                    download={`invoice-${order.invoice.number}.pdf`}
                    data-testid="order-invoice-link"
                  >
                    <FileDown size={16} aria-hidden="true" /> Download invoice {order.invoice.number} (PDF)
                  </Link>
                ) : (
                  <Text color="fg.muted">No invoice yet.</Text>
                )}
                {order.creditNote ? (
                  <Link
                    href={order.creditNote.url}
                    color="brand.700"
                    fontWeight="600"
                    download={`credit-note-${order.creditNote.number}.pdf`}
                    data-testid="order-credit-note-link"
                  >
                    <FileDown size={16} aria-hidden="true" /> Download credit note {order.creditNote.number} (PDF)
                  </Link>
                ) : null}
              </Stack>
            </Box>
            <Box bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="card" p="6">
              <Heading as="h2" size="lg" mb="3">
                Shipping Address
              </Heading>
              <Stack gap="1" data-testid="order-shipping">
                {name ? <Text fontWeight="600">{name}</Text> : null}
                {shipping.address ? <Text whiteSpace="pre-line">{shipping.address}</Text> : null}
                {place ? <Text>{place}</Text> : null}
                {shipping.email ? <Text color="fg.muted">{shipping.email}</Text> : null}
                {shipping.phone ? <Text color="fg.muted">{shipping.phone}</Text> : null}
              </Stack>
              {order.comment ? (
                <Box mt="4">
                  <Text fontWeight="600">Comment</Text>
                  <Text color="fg.muted">{order.comment}</Text>
                </Box>
              ) : null}
            </Box>
          </Stack>
        </Grid>
      </Stack>
    </Container>
  );
}
