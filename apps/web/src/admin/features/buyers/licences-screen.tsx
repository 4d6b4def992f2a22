import { Badge, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { createColumnHelper } from '@tanstack/react-table';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, consoleTableFeatures } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { ErrorState } from '../../components/states';
import { CustomerStatusBadge } from '../../components/status-badge';
import type { AdminLicencesQuery } from '../../gql/graphql';
import { formatShortDate } from '../../lib/format';
import { useListParams } from '../../lib/list-params';
import { AdminLicencesQuery as LicencesDocument } from './buyers-documents';

type LicenceRow = AdminLicencesQuery['licences']['items'][number];

/** "Expired" (red), "Expires soon" (within 30 days, orange) or nothing */
export function LicenceExpiryBadge({ licence }: { licence: { expired: boolean; expiresSoon: boolean } }) {
  if (licence.expired) return <Badge colorPalette="red">Expired</Badge>;
  if (licence.expiresSoon) return <Badge colorPalette="orange">Expires within 30 days</Badge>;
  return null;
}

const column = createColumnHelper<typeof consoleTableFeatures, LicenceRow>();
const COLUMNS = [
  column.accessor('customerName', {
    header: 'Buyer',
    cell: ({ row }) => (
      <Stack gap="0">
        <Link asChild color="brand.700" fontWeight="600">
          <RouterLink to={`/admin/buyers/${row.original.customerId}`}>
            {row.original.companyName || row.original.customerName}
          </RouterLink>
        </Link>
        <Text fontSize="xs" color="fg.muted">
          {row.original.customerEmail}
        </Text>
      </Stack>
    ),
  }),
  column.accessor('customerStatus', {
    header: 'Status',
    cell: (info) => <CustomerStatusBadge status={info.getValue()} />,
  }),
  column.accessor('fileName', {
    header: 'Document',
    cell: ({ row }) => (
      <Link href={row.original.url} color="brand.700" download>
        {row.original.fileName}
      </Link>
    ),
  }),
  column.accessor('expiresOn', {
    header: 'Valid until',
    cell: ({ row }) => (
      <Stack gap="1" align="flex-start">
        <Text whiteSpace="nowrap">{formatShortDate(`${row.original.expiresOn}T12:00:00Z`)}</Text>
        <LicenceExpiryBadge licence={row.original} />
      </Stack>
    ),
  }),
  column.accessor('uploadedAt', { header: 'Uploaded', cell: (info) => formatShortDate(info.getValue()) }),
];

/** Buyers' trade licences, soonest expiry first; expired and soon-expiring ones flagged. */
export default function LicencesScreen() {
  const params = useListParams<never>(50);
  const { data, loading, error, refetch } = useQuery(LicencesDocument, {
    variables: { page: params.page, pageSize: params.pageSize },
  });
  const page = data?.licences;
  return (
    <>
      <PageHeader
        title="Trade licences"
        back={['/admin/buyers', 'Buyers']}
        description="Soonest expiry first. Under manual buyer approval a buyer with an expired licence cannot order."
      />
      {error && !page ? (
        <ErrorState title="The licences could not be loaded" error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <DataTable
            label="Trade licences"
            columns={COLUMNS}
            rows={page?.items ?? []}
            getRowId={(row) => row.customerId}
            loading={loading}
            empty="No buyer has uploaded a licence yet."
          />
          {page ? (
            <Pager
              page={page.page}
              pageSize={page.pageSize}
              totalCount={page.totalCount}
              noun="licences"
              onPageSizeChange={(size) => params.set({ size })}
            />
          ) : null}
        </>
      )}
    </>
  );
}
