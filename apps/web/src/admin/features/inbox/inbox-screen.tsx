import { Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { createColumnHelper } from '@tanstack/react-table';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, consoleTableFeatures } from '../../components/data-table';
import { FilterBar, FilterSelect, SearchBox } from '../../components/filters';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { ErrorState } from '../../components/states';
import { StateBadge } from '../../components/status-badge';
import type { AdminMessagesQuery } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { useListParams } from '../../lib/list-params';
import { AdminMessagesQuery as MessagesDocument } from './inbox-documents';

type MessageRow = AdminMessagesQuery['messages']['items'][number];
const column = createColumnHelper<typeof consoleTableFeatures, MessageRow>();

export const MESSAGE_COLUMNS = [
  column.accessor('subject', {
    header: 'Subject',
    cell: ({ row }) => (
      <Stack gap="0">
        <Link asChild color="brand.700" fontWeight="inherit">
          <RouterLink to={`/admin/inbox/${row.original.id}`}>
            {row.original.read ? (
              ''
            ) : (
              <Text as="span" srOnly>
                Unread:{' '}
              </Text>
            )}
            {row.original.subject}
          </RouterLink>
        </Link>
        <Text fontSize="xs" color="fg.muted" fontWeight="normal">
          {row.original.name} · {row.original.company} · {row.original.email}
        </Text>
      </Stack>
    ),
  }),
  column.accessor('createdAt', { header: 'Received', cell: (info) => formatDateTime(info.getValue()) }),
  column.accessor('handled', {
    header: 'State',
    cell: (info) => <StateBadge on={info.getValue()} onLabel="Handled" offLabel="Open" />,
  }),
];

const STATES = [
  ['unread', 'Unread'],
  ['open', 'Open'],
  ['handled', 'Handled'],
] as const;

export default function InboxScreen() {
  const params = useListParams<'state' | 'q'>();
  const state = STATES.find(([value]) => value === params.get('state'))?.[0] ?? '';
  const q = params.get('q');
  const { data, loading, error, refetch } = useQuery(MessagesDocument, {
    variables: { filter: { state: state || null, search: q || null }, page: params.page, pageSize: params.pageSize },
  });
  const page = data?.messages;
  const filtered = Boolean(state || q);
  return (
    <>
      <PageHeader title="Inbox" description="Messages sent with the shop's contact form." />
      <FilterBar active={filtered} onReset={() => params.set({ state: null, q: null })}>
        <SearchBox label="Search messages" value={q} onChange={(value) => params.set({ q: value })} />
        <FilterSelect
          label="Show"
          allLabel="All messages"
          value={state}
          options={STATES}
          onChange={(value) => params.set({ state: value })}
        />
      </FilterBar>
      {error && !page ? (
        <ErrorState title="The messages could not be loaded" error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <DataTable
            label="Messages"
            columns={MESSAGE_COLUMNS}
            rows={page?.items ?? []}
            getRowId={(row) => row.id}
            loading={loading}
            isRowHighlighted={(row) => !row.read}
            empty={filtered ? 'No messages match.' : 'No messages yet.'}
          />
          {page ? (
            <Pager
              page={page.page}
              pageSize={page.pageSize}
              totalCount={page.totalCount}
              noun="messages"
              onPageSizeChange={(size) => params.set({ size })}
            />
          ) : null}
        </>
      )}
    </>
  );
}
