import { Box, Button, Flex, Grid, HStack, Link, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { itemCountLabel, orderReference } from '@shop/domain';
import { Package } from 'lucide-react';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../lib/date';
import { formatMoney } from '../../lib/money';
import { toastError } from '../../lib/toast';
import { OrderAgainButton } from './order-again';
import { StatusPill } from './status-pill';
import { useWideLayout } from '../../lib/wide-layout';
import { graphql } from '../../gql';
import type { OrdersTabQuery as OrdersTabResult } from '../../gql/graphql';

export const OrdersTabQuery = graphql(`
  query OrdersTab($page: Int, $pageSize: Int) {
    myOrders(page: $page, pageSize: $pageSize) {
      items {
        id
        number
        createdAt
        status
        itemCount
        total {
          amount
          currencyCode
        }
      }
      totalCount
      page
      pageSize
    }
  }
`);

type OrderSummary = OrdersTabResult['myOrders']['items'][number];

function ViewDetailsLink({ order }: { order: OrderSummary }) {
  return (
    <Link asChild color="brand.700" fontWeight="600" whiteSpace="nowrap">
      <RouterLink
        to={`/account/orders/${encodeURIComponent(orderReference(order))}`}
        aria-label={`View Details of order #${orderReference(order)}`}
      >
        View Details
      </RouterLink>
    </Link>
  );
}

/** one order on a phone: every column of the table and both actions, without sideways scrolling */
function OrderCard({ order }: { order: OrderSummary }) {
  // the table's column names label the values for screen readers; what they are is plain to the eye
  const label = (text: string) => (
    <Box as="dt" srOnly>
      {text}
    </Box>
  );
  return (
    <Box as="li" data-testid="order-row" borderWidth="1px" borderColor="border" borderRadius="md" p="4">
      <Grid as="dl" templateColumns="minmax(0, 1fr) auto" columnGap="4" rowGap="1" alignItems="baseline">
        <Box gridColumn="1" gridRow="1">
          {label('Order ID')}
          <Box as="dd" m="0" fontWeight="600">
            #{orderReference(order)}
          </Box>
        </Box>
        <Box gridColumn="2" gridRow="1" justifySelf="end">
          {label('Status')}
          <Box as="dd" m="0">
            <StatusPill status={order.status} />
          </Box>
        </Box>
        <Box gridColumn="1" gridRow="2" fontSize="sm">
          {label('Date')}
          <Box as="dd" m="0">
            {formatDate(order.createdAt)}
          </Box>
        </Box>
        <Box gridColumn="1" gridRow="3" fontSize="sm" color="fg.muted">
          {label('Items')}
          <Box as="dd" m="0">
            {itemCountLabel(order.itemCount)}
          </Box>
        </Box>
        <Box gridColumn="2" gridRow="2" justifySelf="end">
          {label('Total')}
          <Box as="dd" m="0" fontWeight="600" data-testid="order-row-total">
            {formatMoney(order.total)}
          </Box>
        </Box>
      </Grid>
      <Flex mt="3" pt="3" borderTopWidth="1px" borderColor="border" justify="space-between" align="center" gap="4">
        <OrderAgainButton orderNumber={orderReference(order)} size="sm" variant="outline" />
        <ViewDetailsLink order={order} />
      </Flex>
    </Box>
  );
}

export function OrdersTab() {
  const { data, loading, error } = useQuery(OrdersTabQuery, {
    variables: { page: 1, pageSize: 20 },
    fetchPolicy: 'cache-and-network',
  });

  useEffect(() => {
    if (error) toastError({ title: 'Failed to load orders', description: 'Please try again later.' });
  }, [error]);

  const orders = data?.myOrders.items ?? [];
  // on a phone each order is a card: the table's last columns and both actions would be off-screen
  const layout = useWideLayout() ? 'table' : 'cards';

  if (loading && !data) {
    return (
      <Stack gap="3" aria-busy="true" aria-label="Loading orders">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h="10" />
        ))}
      </Stack>
    );
  }
  if (error && !data) {
    return <Text color="fg.error">Failed to load orders. Please try again later.</Text>;
  }
  if (orders.length === 0) {
    return (
      <Stack align="center" textAlign="center" gap="3" py="10">
        <Box color="brand.400" aria-hidden="true">
          <Package size={48} strokeWidth={1.25} />
        </Box>
        <Text fontSize="lg" fontWeight="600">
          No orders yet
        </Text>
        <Button asChild colorPalette="brand">
          <RouterLink to="/products">Browse Products</RouterLink>
        </Button>
      </Stack>
    );
  }
  if (layout === 'cards') {
    return (
      <Stack as="ul" aria-label="Your orders" listStyleType="none" m="0" p="0" gap="3">
        {orders.map((order) => (
          <OrderCard key={order.id} order={order} />
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="border" borderRadius="md">
      <Table.Root size="md" interactive aria-label="Your orders">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Order ID</Table.ColumnHeader>
            <Table.ColumnHeader>Date</Table.ColumnHeader>
            <Table.ColumnHeader>Items</Table.ColumnHeader>
            <Table.ColumnHeader>Total</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>
              <Box as="span" srOnly>
                Actions
              </Box>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {orders.map((order) => (
            <Table.Row key={order.id} data-testid="order-row">
              <Table.Cell fontWeight="600">#{orderReference(order)}</Table.Cell>
              <Table.Cell>{formatDate(order.createdAt)}</Table.Cell>
              <Table.Cell>{itemCountLabel(order.itemCount)}</Table.Cell>
              <Table.Cell data-testid="order-row-total">{formatMoney(order.total)}</Table.Cell>
              <Table.Cell>
                <StatusPill status={order.status} />
              </Table.Cell>
              <Table.Cell textAlign="end">
                <HStack gap="4" justify="flex-end">
                  <OrderAgainButton orderNumber={orderReference(order)} size="xs" variant="outline" />
                  <ViewDetailsLink order={order} />
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
