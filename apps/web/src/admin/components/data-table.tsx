import { Box, Button, Skeleton, Table, Text } from '@chakra-ui/react';
import { tableFeatures, useTable, type ColumnDef, type RowData } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { TableScrollArea } from './table-scroll-area';

/** the table features the console uses: its lists are sorted, filtered and paged by the server */
export const consoleTableFeatures = tableFeatures({});
export type ConsoleColumn<T extends RowData> = ColumnDef<typeof consoleTableFeatures, T, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- each column has its own value type

export type SortDirection = 'ASC' | 'DESC';

export interface TableSort {
  /** the server's sort key of the column (e.g. CREATED_AT) */
  key: string;
  direction: SortDirection;
}

export interface DataTableProps<T extends RowData> {
  /** what the table lists, read out to screen readers ("Orders") */
  label: string;
  columns: ConsoleColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => string;
  /** column id → the server's sort key; those columns get a sort button */
  sortKeys?: Record<string, string>;
  sort?: TableSort | null;
  /** a header's sort button was pressed: sort by this key (the first press ascending, then toggles) */
  onSort?: (key: string) => void;
  loading?: boolean;
  /** shown in place of the rows when there are none */
  empty: ReactNode;
  /** emphasises a row (e.g. an unread message) */
  isRowHighlighted?: (row: T) => boolean;
}

function ariaSort(column: string, sortKeys: Record<string, string>, sort: TableSort | null | undefined) {
  const key = sortKeys[column];
  if (!key) return undefined;
  if (sort?.key !== key) return 'none' as const;
  return sort.direction === 'ASC' ? ('ascending' as const) : ('descending' as const);
}

/**
 * A list of the console: @tanstack/react-table for the column model, Chakra's table markup, sorting
 * done by the server (a sortable header is a button; the header cell carries aria-sort), rows whose
 * cells hold real links. Loading shows skeleton rows, no rows the `empty` content.
 */
export function DataTable<T extends RowData>({
  label,
  columns,
  rows,
  getRowId,
  sortKeys = {},
  sort,
  onSort,
  loading = false,
  empty,
  isRowHighlighted,
}: DataTableProps<T>) {
  const table = useTable({
    features: consoleTableFeatures,
    columns,
    data: rows,
    getRowId: (row) => getRowId(row),
  });
  const headerGroups = table.getHeaderGroups();
  const columnCount = table.getAllLeafColumns().length;
  const bodyRows = table.getRowModel().rows;

  return (
    <TableScrollArea label={label} borderWidth="1px" borderColor="border" borderRadius="md" bg="bg.panel">
      <Table.Root size="sm" aria-label={label} aria-busy={loading || undefined} stickyHeader>
        <Table.Header>
          {headerGroups.map((group) => (
            <Table.Row key={group.id} bg="bg.muted">
              {group.headers.map((header) => {
                const key = sortKeys[header.column.id];
                const content = header.isPlaceholder ? null : <table.FlexRender header={header} />;
                const state = ariaSort(header.column.id, sortKeys, sort);
                return (
                  <Table.ColumnHeader key={header.id} aria-sort={state} whiteSpace="nowrap">
                    {key && onSort ? (
                      <Button variant="ghost" size="xs" mx="-2" fontWeight="600" onClick={() => onSort(key)}>
                        {content}
                        {state === 'ascending' ? (
                          <ArrowUp aria-hidden="true" />
                        ) : state === 'descending' ? (
                          <ArrowDown aria-hidden="true" />
                        ) : (
                          <ArrowUpDown aria-hidden="true" opacity={0.5} />
                        )}
                      </Button>
                    ) : (
                      content
                    )}
                  </Table.ColumnHeader>
                );
              })}
            </Table.Row>
          ))}
        </Table.Header>
        <Table.Body>
          {loading && rows.length === 0 ? (
            [0, 1, 2, 3, 4].map((i) => (
              <Table.Row key={`loading-${i}`}>
                <Table.Cell colSpan={columnCount}>
                  <Skeleton h="5" />
                </Table.Cell>
              </Table.Row>
            ))
          ) : bodyRows.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={columnCount}>
                <Box py="8" textAlign="center" data-testid="table-empty">
                  {typeof empty === 'string' ? <Text color="fg.muted">{empty}</Text> : empty}
                </Box>
              </Table.Cell>
            </Table.Row>
          ) : (
            bodyRows.map((row) => (
              <Table.Row
                key={row.id}
                data-testid="table-row"
                fontWeight={isRowHighlighted?.(row.original) ? '700' : undefined}
                data-highlighted={isRowHighlighted?.(row.original) || undefined}
              >
                {row.getAllCells().map((cell) => (
                  <Table.Cell key={cell.id} verticalAlign="top">
                    <table.FlexRender cell={cell} />
                  </Table.Cell>
                ))}
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
    </TableScrollArea>
  );
}

/** next sort after pressing a header: a new column ascending (dates and totals descending), the same one reversed */
export function nextSort(current: TableSort | null, key: string, descendingFirst: readonly string[] = []): TableSort {
  if (current?.key === key) return { key, direction: current.direction === 'ASC' ? 'DESC' : 'ASC' };
  return { key, direction: descendingFirst.includes(key) ? 'DESC' : 'ASC' };
}
