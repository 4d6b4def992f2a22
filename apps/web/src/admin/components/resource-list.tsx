import { chakra, Button, Flex, Table, type FlexProps } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ErrorState, LoadingState } from './states';
import { TableScrollArea } from './table-scroll-area';

/** which item of a list is open in its edit form: none, a new one, or an existing one */
export function useEditing<T extends { id: string }>() {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  return {
    open: editing !== null,
    /** a key for the form, so that opening another item starts it afresh */
    key: editing === 'new' ? 'new' : editing?.id,
    /** the item being edited; null for a new one */
    item: editing === 'new' ? null : editing,
    startNew: () => setEditing('new'),
    edit: (item: T) => setEditing(item),
    close: () => setEditing(null),
  };
}

/** the page header's "+ New …" button */
export function NewItemButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button colorPalette="brand" size="sm" onClick={onClick}>
      <Plus aria-hidden="true" /> {children}
    </Button>
  );
}

/** a list row's "Edit" button; `label` names the item for screen readers ("Edit Teas") */
export function EditItemButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button size="xs" variant="ghost" onClick={onClick} aria-label={label}>
      Edit
    </Button>
  );
}

/**
 * A list loaded by a query: the loading skeleton, the error with a retry, the empty state, or the
 * items (rendered by `children`).
 */
export function QueryList<T>({
  items,
  error,
  onRetry,
  errorTitle,
  loadingLabel,
  empty,
  children,
}: {
  items: readonly T[] | undefined;
  error?: unknown;
  onRetry: () => void;
  /** "The categories could not be loaded" */
  errorTitle: string;
  /** "Loading the categories" */
  loadingLabel: string;
  /** shown when there are no items (an EmptyState) */
  empty: ReactNode;
  children: (items: readonly T[]) => ReactNode;
}) {
  if (!items) {
    return error ? (
      <ErrorState title={errorTitle} error={error} onRetry={onRetry} />
    ) : (
      <LoadingState label={loadingLabel} />
    );
  }
  return <>{items.length === 0 ? empty : children(items)}</>;
}

/** a plain table of a short list: the column headers, a last column for the row's actions, and the rows */
export function ResourceTable({
  label,
  columns,
  busy,
  children,
}: {
  /** the table's accessible name: "Categories" */
  label: string;
  columns: readonly string[];
  busy?: boolean;
  /** the rows (Table.Row, data-testid="table-row"), the actions in their last cell */
  children: ReactNode;
}) {
  return (
    <TableScrollArea
      label={label}
      borderWidth="1px"
      borderColor="border"
      borderRadius="md"
      bg="bg.panel"
      aria-busy={busy || undefined}
    >
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
            ))}
            <Table.ColumnHeader>
              <chakra.span srOnly>Actions</chakra.span>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </TableScrollArea>
  );
}

/** one item of a list of cards (reviews, team members): a bordered row of its content and actions */
export function ItemCard({ children, ...props }: FlexProps) {
  return (
    <Flex
      as="li"
      gap="3"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      borderRadius="md"
      p="3"
      data-testid="table-row"
      {...props}
    >
      {children}
    </Flex>
  );
}
