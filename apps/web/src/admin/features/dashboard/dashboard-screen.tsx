import { Box, Link, List, SimpleGrid, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { Panel } from '../../components/panel';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { formatMoney, plural } from '../../lib/format';
import { AdminDashboardQuery } from './dashboard-documents';

function Figure({ label, value, detail, to }: { label: string; value: string; detail?: string; to?: string }) {
  const body = (
    <>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="700" data-testid="figure-value">
        {value}
      </Text>
      {detail ? (
        <Text fontSize="sm" color="fg.muted">
          {detail}
        </Text>
      ) : null}
    </>
  );
  return (
    <Panel>
      {to ? (
        <Link asChild display="block" _hover={{ textDecoration: 'none' }} color="inherit">
          <RouterLink to={to}>{body}</RouterLink>
        </Link>
      ) : (
        body
      )}
    </Panel>
  );
}

export default function DashboardScreen() {
  const { data, loading, error, refetch } = useQuery(AdminDashboardQuery);
  const dashboard = data?.dashboard;
  return (
    <>
      <PageHeader title="Dashboard" description="Today at a glance." />
      {!dashboard ? (
        error ? (
          <ErrorState title="The dashboard could not be loaded" error={error} onRetry={() => void refetch()} />
        ) : (
          <LoadingState label="Loading the dashboard" lines={6} />
        )
      ) : (
        <Box aria-busy={loading || undefined}>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" mb="6">
            <Figure
              label="Orders today"
              value={String(dashboard.ordersToday)}
              detail={`${formatMoney(dashboard.revenueToday)} revenue`}
              to="/admin/orders"
            />
            <Figure
              label="Orders this month"
              value={String(dashboard.ordersThisMonth)}
              detail={`${formatMoney(dashboard.revenueThisMonth)} revenue`}
              to="/admin/orders"
            />
            <Figure
              label="Awaiting processing"
              value={String(dashboard.ordersAwaitingProcessing)}
              detail="pending or processing orders"
              to="/admin/orders?status=pending"
            />
            <Figure
              label="Buyers awaiting approval"
              value={String(dashboard.customersAwaitingApproval)}
              to="/admin/buyers?status=PENDING"
            />
            <Figure label="Unread messages" value={String(dashboard.unreadMessages)} to="/admin/inbox?state=unread" />
          </SimpleGrid>
          <Panel title="Low stock">
            {dashboard.lowStock.length === 0 ? (
              <EmptyState title="No products are low on stock." />
            ) : (
              <List.Root as="ul" gap="2" listStyleType="none" aria-label="Low-stock products">
                {dashboard.lowStock.map((product) => (
                  <List.Item key={product.productId} display="flex" justifyContent="space-between" gap="3">
                    <Link asChild color="brand.700">
                      <RouterLink to={`/admin/products/${product.productId}`}>{product.name}</RouterLink>
                    </Link>
                    <Text color={product.inStock ? 'fg.muted' : 'fg.error'} whiteSpace="nowrap">
                      {!product.inStock
                        ? 'Out of stock'
                        : product.stockQuantity === null
                          ? 'Low'
                          : `${plural(product.stockQuantity, 'unit')} left`}
                    </Text>
                  </List.Item>
                ))}
              </List.Root>
            )}
          </Panel>
        </Box>
      )}
    </>
  );
}
