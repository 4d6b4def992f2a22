import { Button, Link, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { createColumnHelper } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, consoleTableFeatures } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { ErrorState } from '../../components/states';
import { StateBadge } from '../../components/status-badge';
import type { AdminPostsQuery } from '../../gql/graphql';
import { formatShortDate } from '../../lib/format';
import { useListParams } from '../../lib/list-params';
import { AdminPostsQuery as PostsDocument } from './content-documents';

type PostRow = AdminPostsQuery['posts']['items'][number];
const column = createColumnHelper<typeof consoleTableFeatures, PostRow>();
const COLUMNS = [
  column.accessor('title', {
    header: 'Title',
    cell: ({ row }) => (
      <>
        <Link asChild color="brand.700" fontWeight="600">
          <RouterLink to={`/admin/content/posts/${row.original.id}`}>{row.original.title || '(untitled)'}</RouterLink>
        </Link>
        <Text fontSize="xs" color="fg.muted">
          /blog/{row.original.slug}
        </Text>
      </>
    ),
  }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => <StateBadge on={info.getValue() === 'publish'} onLabel="Published" offLabel="Draft" />,
  }),
  column.accessor('publishedAt', { header: 'Published', cell: (info) => formatShortDate(info.getValue()) || '—' }),
];

export default function PostsScreen() {
  const params = useListParams<never>();
  const { data, loading, error, refetch } = useQuery(PostsDocument, {
    variables: { page: params.page, pageSize: params.pageSize },
  });
  const page = data?.posts;
  return (
    <>
      <PageHeader
        title="Blog posts"
        actions={
          <Button asChild colorPalette="brand" size="sm">
            <RouterLink to="/admin/content/posts/new">
              <Plus aria-hidden="true" /> New post
            </RouterLink>
          </Button>
        }
      />
      {error && !page ? (
        <ErrorState title="The posts could not be loaded" error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <DataTable
            label="Blog posts"
            columns={COLUMNS}
            rows={page?.items ?? []}
            getRowId={(row) => row.id}
            loading={loading}
            empty="No blog posts yet."
          />
          {page ? (
            <Pager
              page={page.page}
              pageSize={page.pageSize}
              totalCount={page.totalCount}
              noun="posts"
              onPageSizeChange={(size) => params.set({ size })}
            />
          ) : null}
        </>
      )}
    </>
  );
}
