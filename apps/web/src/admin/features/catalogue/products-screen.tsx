import { chakra, Box, Button, Flex, Link, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { createColumnHelper } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, consoleTableFeatures, nextSort, type TableSort } from '../../components/data-table';
import { FilterBar, FilterSelect, SearchBox } from '../../components/filters';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { ErrorState } from '../../components/states';
import { StateBadge } from '../../components/status-badge';
import type { AdminProductSort, AdminProductsQuery, AdminSortDirection } from '../../gql/graphql';
import { formatMoney, humanize } from '../../lib/format';
import { useListParams } from '../../lib/list-params';
import { AdminCategoriesQuery, AdminProductsQuery as ProductsDocument } from './catalogue-documents';

type ProductRow = AdminProductsQuery['products']['items'][number];

const column = createColumnHelper<typeof consoleTableFeatures, ProductRow>();

const COLUMNS = [
  column.accessor('name', {
    header: 'Product',
    cell: ({ row }) => (
      <Flex gap="3" align="center">
        <Box w="10" h="10" flexShrink={0} borderRadius="sm" overflow="hidden" bg="bg.muted">
          {row.original.images[0] ? (
            <chakra.img src={row.original.images[0].src} alt="" w="10" h="10" objectFit="cover" />
          ) : null}
        </Box>
        <Box>
          <Link asChild color="brand.700" fontWeight="600">
            <RouterLink to={`/admin/products/${row.original.id}`}>{row.original.name}</RouterLink>
          </Link>
          <Text fontSize="xs" color="fg.muted">
            {[humanize(row.original.type), row.original.categories.map((c) => c.name).join(', ')]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Box>
      </Flex>
    ),
  }),
  column.accessor('price', { header: 'Price', cell: (info) => formatMoney(info.getValue()) }),
  column.display({
    id: 'stock',
    header: 'Stock',
    cell: ({ row }) => (
      <StateBadge
        on={row.original.stockStatus === 'instock'}
        onLabel={row.original.stockQuantity === null ? 'In stock' : `${row.original.stockQuantity} in stock`}
        offLabel="Out of stock"
      />
    ),
  }),
  column.display({
    id: 'state',
    header: 'Shop',
    cell: ({ row }) => (
      <Flex gap="1" wrap="wrap">
        <StateBadge on={row.original.status === 'publish'} onLabel="Published" offLabel="Draft" />
        <StateBadge on={row.original.catalogVisibility === 'visible'} onLabel="Visible" offLabel="Hidden" />
      </Flex>
    ),
  }),
];

const SORT_KEYS = { name: 'NAME', price: 'PRICE' };
const SORTS = ['POSITION', 'NAME', 'PRICE', 'CREATED_AT'];

type Param = 'q' | 'category' | 'visibility' | 'stock' | 'sort' | 'dir';

export default function ProductsScreen() {
  const params = useListParams<Param>();
  const q = params.get('q');
  const category = params.get('category');
  const visibility = params.get('visibility');
  const stock = params.get('stock');
  const sortKey = (SORTS.includes(params.get('sort')) ? params.get('sort') : 'POSITION') as AdminProductSort;
  const direction: AdminSortDirection = params.get('dir') === 'DESC' ? 'DESC' : 'ASC';
  const sort: TableSort = { key: sortKey, direction };
  const categories = useQuery(AdminCategoriesQuery);
  const { data, loading, error, refetch } = useQuery(ProductsDocument, {
    variables: {
      filter: {
        search: q || null,
        categorySlug: category || null,
        catalogVisibility: visibility || null,
        stockStatus: stock || null,
      },
      sort: sortKey,
      direction,
      page: params.page,
      pageSize: params.pageSize,
    },
  });
  const page = data?.products;
  const filtered = Boolean(q || category || visibility || stock);
  return (
    <>
      <PageHeader
        title="Products"
        actions={
          <Button asChild colorPalette="brand" size="sm">
            <RouterLink to="/admin/products/new">
              <Plus aria-hidden="true" /> New product
            </RouterLink>
          </Button>
        }
      />
      <FilterBar
        active={filtered}
        onReset={() => params.set({ q: null, category: null, visibility: null, stock: null })}
      >
        <SearchBox label="Search products" value={q} onChange={(value) => params.set({ q: value })} />
        <FilterSelect
          label="Category"
          allLabel="All categories"
          value={category}
          options={(categories.data?.categories ?? []).map((c) => [c.slug, c.name] as const)}
          onChange={(value) => params.set({ category: value })}
        />
        <FilterSelect
          label="Visibility"
          allLabel="Visible and hidden"
          value={visibility}
          options={[
            ['visible', 'Visible'],
            ['hidden', 'Hidden'],
          ]}
          onChange={(value) => params.set({ visibility: value })}
        />
        <FilterSelect
          label="Stock"
          allLabel="Any stock"
          value={stock}
          options={[
            ['instock', 'In stock'],
            ['outofstock', 'Out of stock'],
          ]}
          onChange={(value) => params.set({ stock: value })}
        />
      </FilterBar>
      {error && !page ? (
        <ErrorState title="The products could not be loaded" error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <DataTable
            label="Products"
            columns={COLUMNS}
            rows={page?.items ?? []}
            getRowId={(row) => row.id}
            sortKeys={SORT_KEYS}
            sort={sort}
            onSort={(key) => {
              const next = nextSort(sort.key === 'POSITION' ? null : sort, key);
              params.set({ sort: next.key, dir: next.direction });
            }}
            loading={loading}
            empty={filtered ? 'No products match these filters.' : 'No products yet.'}
          />
          {page ? (
            <Pager
              page={page.page}
              pageSize={page.pageSize}
              totalCount={page.totalCount}
              noun="products"
              onPageSizeChange={(size) => params.set({ size })}
            />
          ) : null}
        </>
      )}
    </>
  );
}
