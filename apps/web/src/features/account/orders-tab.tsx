import { Box, Button, HStack, Link, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
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
import { graphql } from '../../gql';

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

export function OrdersTab() {
  const { data, loading, error } = useQuery(OrdersTabQuery, {
    variables: { page: 1, pageSize: 20 },
    fetchPolicy: 'cache-and-network',
  });

  useEffect(() => {
    if (error) toastError({ title: 'Failed to load orders', description: 'Please try again later.' });
  }, [error]);

  const orders = data?.myOrders.items ?? [];

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
                  <Link asChild color="brand.700" fontWeight="600" whiteSpace="nowrap">
                    <RouterLink
                      to={`/account/orders/${encodeURIComponent(orderReference(order))}`}
                      aria-label={`View Details of order #${orderReference(order)}`}
                    >
                      View Details
                    </RouterLink>
                  </Link>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
