import { ChakraProvider, Table } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getAdminSystem } from '../app/admin-theme';
import { EditPanelForm } from './edit-panel-form';
import { EditItemButton, NewItemButton, QueryList, ResourceTable, useEditing } from './resource-list';
import { EmptyState } from './states';

interface Tea {
  id: string;
  name: string;
}

function TeaScreen({ teas, error, onRetry = () => {} }: { teas?: Tea[]; error?: unknown; onRetry?: () => void }) {
  const editing = useEditing<Tea>();
  return (
    <>
      <NewItemButton onClick={editing.startNew}>New tea</NewItemButton>
      {editing.open ? (
        <EditPanelForm
          key={editing.key}
          title={editing.item ? `Edit ${editing.item.name}` : 'New tea'}
          label="Tea"
          onSubmit={async (event) => event.preventDefault()}
          submitting={false}
          submitLabel={editing.item ? 'Save tea' : 'Create tea'}
          onCancel={editing.close}
        >
          <input aria-label="Name" defaultValue={editing.item?.name ?? ''} />
        </EditPanelForm>
      ) : null}
      <QueryList
        items={teas}
        error={error}
        onRetry={onRetry}
        errorTitle="The teas could not be loaded"
        loadingLabel="Loading the teas"
        empty={<EmptyState title="No teas yet." />}
      >
        {(items) => (
          <ResourceTable label="Teas" columns={['Tea']}>
            {items.map((tea) => (
              <Table.Row key={tea.id} data-testid="table-row">
                <Table.Cell>{tea.name}</Table.Cell>
                <Table.Cell>
                  <EditItemButton label={`Edit ${tea.name}`} onClick={() => editing.edit(tea)} />
                </Table.Cell>
              </Table.Row>
            ))}
          </ResourceTable>
        )}
      </QueryList>
    </>
  );
}

function renderScreen(props: React.ComponentProps<typeof TeaScreen>) {
  return render(
    <ChakraProvider value={getAdminSystem()}>
      <TeaScreen {...props} />
    </ChakraProvider>,
  );
}

describe('list screen scaffold', () => {
  it('shows the loading state, then an error with a retry', async () => {
    const onRetry = vi.fn();
    const { rerender } = renderScreen({});
    expect(screen.getByRole('status', { name: 'Loading the teas' })).toBeInTheDocument();
    rerender(
      <ChakraProvider value={getAdminSystem()}>
        <TeaScreen error={new Error('offline')} onRetry={onRetry} />
      </ChakraProvider>,
    );
    expect(screen.getByText('The teas could not be loaded')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows the empty state when there are no items', () => {
    renderScreen({ teas: [] });
    expect(screen.getByTestId('empty-state')).toHaveTextContent('No teas yet.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists the items with an actions column and opens the form for a new or an existing one', async () => {
    renderScreen({
      teas: [
        { id: 't1', name: 'Sencha' },
        { id: 't2', name: 'Assam' },
      ],
    });
    const table = screen.getByRole('table', { name: 'Teas' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Tea', 'Actions']);
    expect(within(table).getAllByTestId('table-row')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'New tea' }));
    expect(screen.getByRole('form', { name: 'Tea' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'New tea' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create tea' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Assam' }));
    expect(screen.getByRole('heading', { name: 'Edit Assam' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Assam');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Tea' })).not.toBeInTheDocument();
  });
});
