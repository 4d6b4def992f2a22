import { Button, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { createColumnHelper } from '@tanstack/react-table';
import { Download } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, consoleTableFeatures, nextSort, type TableSort } from '../../components/data-table';
import { FilterBar, FilterSelect, SearchBox } from '../../components/filters';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { ErrorState } from '../../components/states';
import { OrderStatusBadge } from '../../components/status-badge';
import type { AdminOrderSort, AdminOrdersQuery, AdminSortDirection } from '../../gql/graphql';
import { formatDateTime, formatMoney, plural } from '../../lib/format';
import { useListParams } from '../../lib/list-params';
import { AdminOrdersQuery as OrdersDocument } from './orders-documents';
import { ORDER_SORTS, ORDER_STATUSES, ordersCsvHref } from './order-statuses';

type OrderRow = AdminOrdersQuery['orders']['items'][number];

const column = createColumnHelper<typeof consoleTableFeatures, OrderRow>();

export const ORDER_COLUMNS = [
  column.accessor('number', {
    header: 'Order',
    cell: (info) => (
      <Link asChild color="brand.700" fontWeight="600">
        <RouterLink to={`/admin/orders/${encodeURIComponent(info.getValue())}`}>#{info.getValue()}</RouterLink>
      </Link>
    ),
  }),
  column.accessor('createdAt', { header: 'Placed', cell: (info) => formatDateTime(info.getValue()) }),
  column.display({
    id: 'buyer',
    header: 'Buyer',
    cell: ({ row }) => (
      <Stack gap="0">
        <Text>{row.original.buyerName}</Text>
        <Text fontSize="xs" color="fg.muted">
          {[row.original.company, row.original.buyerEmail].filter(Boolean).join(' · ')}
        </Text>
      </Stack>
    ),
  }),
  column.accessor('itemCount', { header: 'Items', cell: (info) => plural(info.getValue(), 'item') }),
  column.accessor('total', { header: 'Total', cell: (info) => formatMoney(info.getValue()) }),
  column.accessor('status', { header: 'Status', cell: (info) => <OrderStatusBadge status={info.getValue()} /> }),
];

const SORT_KEYS = { number: 'NUMBER', createdAt: 'CREATED_AT', total: 'TOTAL', status: 'STATUS' };

type Param = 'status' | 'q' | 'from' | 'to' | 'sort' | 'dir';

/** the API's filter from the URL (dates as typed, 2026-11-05: the API takes them as whole days) */
export function orderFilter(params: { status: string; q: string; from: string; to: string }) {
  return {
    status: params.status || undefined,
    search: params.q || undefined,
    from: params.from || undefined,
    to: params.to || undefined,
  };
}

export default function OrdersScreen() {
  const params = useListParams<Param>();
  const status = params.get('status');
  const q = params.get('q');
  const from = params.get('from');
  const to = params.get('to');
  const sortKey = (ORDER_SORTS as readonly string[]).includes(params.get('sort'))
    ? (params.get('sort') as AdminOrderSort)
    : 'CREATED_AT';
  const direction: AdminSortDirection = params.get('dir') === 'ASC' ? 'ASC' : 'DESC';
  const sort: TableSort = { key: sortKey, direction };

  const { data, loading, error, refetch } = useQuery(OrdersDocument, {
    variables: {
      filter: orderFilter({ status, q, from, to }),
      sort: sortKey,
      direction,
      page: params.page,
      pageSize: params.pageSize,
    },
  });
  const page = data?.orders;
  const filtered = Boolean(status || q || from || to);

  return (
    <>
      <PageHeader
        title="Orders"
        actions={
          <Button asChild variant="outline" size="sm">
            <a href={ordersCsvHref({ status, search: q, from, to })} download>
              <Download aria-hidden="true" /> Export CSV
            </a>
          </Button>
        }
      />
      <FilterBar active={filtered} onReset={() => params.set({ status: null, q: null, from: null, to: null })}>
        <SearchBox
          label="Search orders"
          placeholder="Order number, buyer, company or e-mail"
          value={q}
          onChange={(value) => params.set({ q: value })}
        />
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          value={status}
          options={ORDER_STATUSES}
          onChange={(value) => params.set({ status: value })}
        />
        <Input
          type="date"
          aria-label="Placed from"
          title="Placed from"
          width={{ base: 'full', sm: '44' }}
          value={from}
          max={to || undefined}
          onChange={(event) => params.set({ from: event.currentTarget.value })}
        />
        <Input
          type="date"
          aria-label="Placed until"
          title="Placed until"
          width={{ base: 'full', sm: '44' }}
          value={to}
          min={from || undefined}
          onChange={(event) => params.set({ to: event.currentTarget.value })}
        />
      </FilterBar>
      {error && !page ? (
        <ErrorState title="The orders could not be loaded" error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <DataTable
            label="Orders"
            columns={ORDER_COLUMNS}
            rows={page?.items ?? []}
            getRowId={(row) => row.id}
            sortKeys={SORT_KEYS}
            sort={sort}
            onSort={(key) => {
              const next = nextSort(sort, key, ['CREATED_AT', 'TOTAL', 'NUMBER']);
              params.set({ sort: next.key, dir: next.direction });
            }}
            loading={loading}
            empty={filtered ? 'No orders match these filters.' : 'No orders yet.'}
          />
          {page ? (
            <Pager
              page={page.page}
              pageSize={page.pageSize}
              totalCount={page.totalCount}
              noun="orders"
              onPageSizeChange={(size) => params.set({ size })}
            />
          ) : null}
        </>
      )}
    </>
  );
}
