import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { createColumnHelper } from '@tanstack/react-table';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, consoleTableFeatures } from '../../components/data-table';
import { FilterBar, FilterSelect, SearchBox } from '../../components/filters';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { ErrorState } from '../../components/states';
import { CustomerStatusBadge } from '../../components/status-badge';
import type { AdminCustomersQuery, CustomerStatus } from '../../gql/graphql';
import { formatMoney, formatShortDate } from '../../lib/format';
import { useListParams } from '../../lib/list-params';
import { AdminCustomersQuery as CustomersDocument } from './buyers-documents';

type BuyerRow = AdminCustomersQuery['customers']['items'][number];

export const CUSTOMER_STATUSES: readonly (readonly [CustomerStatus, string])[] = [
  ['PENDING', 'Awaiting approval'],
  ['APPROVED', 'Approved'],
  ['REJECTED', 'Rejected'],
  ['BLOCKED', 'Blocked'],
];

const column = createColumnHelper<typeof consoleTableFeatures, BuyerRow>();

const COLUMNS = [
  column.accessor('name', {
    header: 'Buyer',
    cell: ({ row }) => (
      <Stack gap="0">
        <Link asChild color="brand.700" fontWeight="600">
          <RouterLink to={`/admin/buyers/${row.original.id}`}>{row.original.name}</RouterLink>
        </Link>
        <Text fontSize="xs" color="fg.muted">
          {row.original.email}
        </Text>
      </Stack>
    ),
  }),
  column.accessor('companyName', { header: 'Company', cell: (info) => info.getValue() ?? '—' }),
  column.accessor('status', { header: 'Status', cell: (info) => <CustomerStatusBadge status={info.getValue()} /> }),
  column.accessor('orderCount', { header: 'Orders' }),
  column.accessor('totalSpent', { header: 'Total spent', cell: (info) => formatMoney(info.getValue()) }),
  column.accessor('memberSince', { header: 'Member since', cell: (info) => formatShortDate(info.getValue()) }),
];

export default function BuyersScreen() {
  const params = useListParams<'status' | 'q'>();
  const status = CUSTOMER_STATUSES.find(([value]) => value === params.get('status'))?.[0];
  const q = params.get('q');
  const { data, loading, error, refetch } = useQuery(CustomersDocument, {
    variables: {
      filter: { status: status ?? null, search: q || null },
      page: params.page,
      pageSize: params.pageSize,
    },
  });
  const page = data?.customers;
  const filtered = Boolean(status || q);
  return (
    <>
      <PageHeader
        title="Buyers"
        actions={
          <Button asChild variant="outline" size="sm">
            <RouterLink to="/admin/buyers/licences">Trade licences</RouterLink>
          </Button>
        }
      />
      <FilterBar active={filtered} onReset={() => params.set({ status: null, q: null })}>
        <SearchBox
          label="Search buyers"
          placeholder="Name, e-mail, company, registration or VAT number"
          value={q}
          onChange={(value) => params.set({ q: value })}
        />
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          value={status ?? ''}
          options={CUSTOMER_STATUSES}
          onChange={(value) => params.set({ status: value })}
        />
      </FilterBar>
      {error && !page ? (
        <ErrorState title="The buyers could not be loaded" error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <DataTable
            label="Buyers"
            columns={COLUMNS}
            rows={page?.items ?? []}
            getRowId={(row) => row.id}
            loading={loading}
            empty={filtered ? 'No buyers match these filters.' : 'No buyers have registered yet.'}
          />
          {page ? (
            <Pager
              page={page.page}
              pageSize={page.pageSize}
              totalCount={page.totalCount}
              noun="buyers"
              onPageSizeChange={(size) => params.set({ size })}
            />
          ) : null}
        </>
      )}
    </>
  );
}
