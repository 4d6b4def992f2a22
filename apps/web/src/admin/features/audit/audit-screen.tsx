import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { useQuery } from '@apollo/client/react';
import { createColumnHelper } from '@tanstack/react-table';
import { DataTable, consoleTableFeatures } from '../../components/data-table';
import { FilterBar, SearchBox } from '../../components/filters';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { ErrorState } from '../../components/states';
import type { AdminAuditLogQuery } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { useListParams } from '../../lib/list-params';
import { AdminAuditLogQuery as AuditDocument } from './audit-documents';

type Entry = AdminAuditLogQuery['auditLog']['items'][number];

/** the CSV export of the log as filtered (GET /admin/audit.csv?actor=&action=&search=) */
export function auditCsvHref(filter: { search: string | null; actor: string | null; action: string | null }): string {
  const params = new URLSearchParams();
  if (filter.actor) params.set('actor', filter.actor);
  if (filter.action) params.set('action', filter.action);
  if (filter.search) params.set('search', filter.search);
  const query = params.toString();
  return query ? `/admin/audit.csv?${query}` : '/admin/audit.csv';
}

/** the JSON of a change, indented when it parses */
export function prettyJson(text: string | null | undefined): string {
  if (!text) return '—';
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

function Change({ entry }: { entry: Entry }) {
  if (!entry.before && !entry.after) return <Text color="fg.muted">—</Text>;
  return (
    <Box as="details">
      <Box as="summary" cursor="pointer" color="brand.700">
        Before and after
      </Box>
      <Stack gap="2" mt="2" direction={{ base: 'column', xl: 'row' }}>
        {(['before', 'after'] as const).map((side) => (
          <Box key={side} flex="1" minW="0">
            <Text fontSize="xs" fontWeight="600" textTransform="uppercase" color="fg.muted">
              {side}
            </Text>
            <Box
              as="pre"
              fontFamily="mono"
              bg="bg.muted"
              borderRadius="sm"
              whiteSpace="pre-wrap"
              wordBreak="break-word"
              p="2"
              fontSize="xs"
              maxH="60"
              overflow="auto"
            >
              {prettyJson(entry[side])}
            </Box>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

const column = createColumnHelper<typeof consoleTableFeatures, Entry>();
const COLUMNS = [
  column.accessor('at', {
    header: 'When',
    cell: (info) => <Text whiteSpace="nowrap">{formatDateTime(info.getValue())}</Text>,
  }),
  column.accessor('actor', { header: 'Who' }),
  column.accessor('action', {
    header: 'Action',
    cell: (info) => (
      <Box as="code" fontFamily="mono" fontSize="xs">
        {info.getValue()}
      </Box>
    ),
  }),
  column.accessor('subject', { header: 'Subject' }),
  column.display({ id: 'change', header: 'Change', cell: ({ row }) => <Change entry={row.original} /> }),
];

export default function AuditScreen() {
  const params = useListParams<'q' | 'actor' | 'action'>(50);
  const q = params.get('q');
  const actor = params.get('actor');
  const action = params.get('action');
  const { data, loading, error, refetch } = useQuery(AuditDocument, {
    variables: {
      filter: { search: q || null, actor: actor || null, action: action || null },
      page: params.page,
      pageSize: params.pageSize,
    },
  });
  const page = data?.auditLog;
  const filtered = Boolean(q || actor || action);
  return (
    <>
      <PageHeader
        title="Audit log"
        description="Every change to accounts and orders, by staff, buyers (buyer:…) and the system: who, what, when, before and after. Entries are never changed or removed."
        actions={
          <Button asChild variant="outline" size="sm">
            <a href={auditCsvHref({ search: q || null, actor: actor || null, action: action || null })} download>
              <Download aria-hidden="true" /> Export CSV
            </a>
          </Button>
        }
      />
      <FilterBar active={filtered} onReset={() => params.set({ q: null, actor: null, action: null })}>
        <SearchBox label="Search the log" value={q} onChange={(value) => params.set({ q: value })} />
        <SearchBox
          label="Who (e-mail, buyer:e-mail or system)"
          value={actor}
          onChange={(value) => params.set({ actor: value })}
        />
        <SearchBox
          label="Action (e.g. order.status)"
          value={action}
          onChange={(value) => params.set({ action: value })}
        />
      </FilterBar>
      {error && !page ? (
        <ErrorState title="The audit log could not be loaded" error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <DataTable
            label="Audit log"
            columns={COLUMNS}
            rows={page?.items ?? []}
            getRowId={(row) => row.id}
            loading={loading}
            empty={filtered ? 'No entries match.' : 'Nothing has been changed yet.'}
          />
          {page ? (
            <Pager
              page={page.page}
              pageSize={page.pageSize}
              totalCount={page.totalCount}
              noun="entries"
              onPageSizeChange={(size) => params.set({ size })}
            />
          ) : null}
        </>
      )}
    </>
  );
}
