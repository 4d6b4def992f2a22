import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import { createColumnHelper } from '@tanstack/react-table';
import { describe, expect, it, vi } from 'vitest';
import { getAdminSystem } from '../app/admin-theme';
import { consoleTableFeatures, DataTable, nextSort } from './data-table';

interface Row {
  id: string;
  name: string;
  total: number;
}
const column = createColumnHelper<typeof consoleTableFeatures, Row>();
const columns = [
  column.accessor('name', {
    header: 'Name',
    cell: (info) => <a href={`/x/${info.row.original.id}`}>{info.getValue()}</a>,
  }),
  column.accessor('total', { header: 'Total' }),
];

function renderTable(props: Partial<React.ComponentProps<typeof DataTable<Row>>> = {}) {
  const onSort = vi.fn();
  render(
    <ChakraProvider value={getAdminSystem()}>
      <DataTable<Row>
        label="Things"
        columns={columns}
        rows={[
          { id: '1', name: 'Alpha', total: 3 },
          { id: '2', name: 'Beta', total: 5 },
        ]}
        getRowId={(row) => row.id}
        sortKeys={{ total: 'TOTAL' }}
        sort={{ key: 'TOTAL', direction: 'DESC' }}
        onSort={onSort}
        empty="Nothing here."
        {...props}
      />
    </ChakraProvider>,
  );
  return { onSort };
}

describe('DataTable', () => {
  it('renders a row per item with real links', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Things' });
    const rows = within(table).getAllByTestId('table-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByRole('link', { name: 'Beta' })).toHaveAttribute('href', '/x/2');
  });

  it('makes sortable headers buttons with aria-sort, and asks the server for the new sort', async () => {
    const { onSort } = renderTable();
    const total = screen.getByRole('columnheader', { name: /Total/ });
    expect(total).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(total).getByRole('button'));
    expect(onSort).toHaveBeenCalledWith('TOTAL');
  });

  it('shows the empty state when there are no rows', () => {
    renderTable({ rows: [] });
    expect(screen.getByTestId('table-empty')).toHaveTextContent('Nothing here.');
    expect(screen.queryAllByTestId('table-row')).toHaveLength(0);
  });

  it('shows busy skeleton rows while the first page loads', () => {
    renderTable({ rows: [], loading: true });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('table-empty')).toBeNull();
  });

  it('reverses the sort on the same column and starts a new one ascending (or descending for dates)', () => {
    expect(nextSort({ key: 'TOTAL', direction: 'DESC' }, 'TOTAL')).toEqual({ key: 'TOTAL', direction: 'ASC' });
    expect(nextSort({ key: 'TOTAL', direction: 'DESC' }, 'NAME')).toEqual({ key: 'NAME', direction: 'ASC' });
    expect(nextSort(null, 'CREATED_AT', ['CREATED_AT'])).toEqual({ key: 'CREATED_AT', direction: 'DESC' });
  });
});
