import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_CUSTOMER, renderWithShop } from '../../lib/session/testing';
import { CreateOrderListMutation, DeleteOrderListMutation, OrderListsQuery } from './quick-order-documents';
import { OrderListsSection } from './order-lists-section';

// Ark's focus trap only focuses and tabs to elements that take up space; jsdom lays nothing out, so every
// element would count as invisible and focus would stay on the dialog itself. Rendered, not hidden: visible.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(function (this: HTMLElement) {
    const visible = this.isConnected && !this.closest('[hidden]');
    return (visible ? [new DOMRect(0, 0, 100, 20)] : []) as unknown as DOMRectList;
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

const weekly = {
  __typename: 'OrderList' as const,
  id: 'ol1',
  name: 'Weekly restock',
  updatedAt: '2026-11-20T10:00:00.000Z',
  lines: [
    {
      __typename: 'OrderListLine' as const,
      productId: '1',
      variationId: null,
      quantity: 12,
      product: {
        __typename: 'Product' as const,
        id: '1',
        name: 'Peach Rings',
        sku: 'GL-GUM-001',
        variations: [],
      },
    },
  ],
};

/** the lists the server holds: the delete mock empties it, as the refetch after deleting then shows */
function renderSection() {
  const server = { lists: [weekly], deleted: [] as string[] };
  const result = renderWithShop(<OrderListsSection />, {
    customer: TEST_CUSTOMER,
    mocks: [
      {
        request: { query: OrderListsQuery },
        result: () => ({ data: { orderLists: server.lists } }),
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
      {
        request: { query: DeleteOrderListMutation, variables: () => true },
        result: (variables: { id: string }) => {
          server.deleted.push(variables.id);
          server.lists = server.lists.filter((list) => list.id !== variables.id);
          return {
            data: { deleteOrderList: { __typename: 'DeleteOrderListPayload', ok: true, userErrors: [] } },
          };
        },
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
    ],
  });
  return { ...result, server };
}

async function openConfirmation() {
  const user = userEvent.setup();
  const card = await screen.findByTestId('order-list');
  const deleteButton = within(card).getByTestId('delete-order-list');
  await user.click(deleteButton);
  const dialog = await within(card).findByRole('alertdialog', { name: 'Delete Weekly restock?' });
  return { user, card, deleteButton, dialog };
}

describe('OrderListsSection delete confirmation', () => {
  it('is a modal alertdialog with focus on the safe choice', async () => {
    renderSection();
    const { dialog } = await openConfirmation();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText('Delete "Weekly restock"?')).toBeInTheDocument();
    expect(within(dialog).getByText('This cannot be undone.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus());
  });

  it('keeps focus inside while open', async () => {
    renderSection();
    const { user, dialog } = await openConfirmation();
    const keep = within(dialog).getByRole('button', { name: 'Keep it' });
    await waitFor(() => expect(keep).toHaveFocus());
    await user.tab();
    expect(within(dialog).getByTestId('confirm-delete-order-list')).toHaveFocus();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape, deletes nothing and returns focus to Delete', async () => {
    const { server } = renderSection();
    const { user, card, deleteButton } = await openConfirmation();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(card).queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(deleteButton).toHaveFocus());
    expect(server.deleted).toEqual([]);
    expect(screen.getByText('Weekly restock')).toBeInTheDocument();
  });

  it('closes on Keep it and returns focus to Delete', async () => {
    const { server } = renderSection();
    const { user, card, deleteButton, dialog } = await openConfirmation();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(within(card).queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(deleteButton).toHaveFocus());
    expect(server.deleted).toEqual([]);
  });

  it('deletes the list once confirmed, and focus stays in the section, not on the page body', async () => {
    const { server } = renderSection();
    const { user, dialog } = await openConfirmation();
    await user.click(within(dialog).getByTestId('confirm-delete-order-list'));
    expect(await screen.findByText('Deleted "Weekly restock"')).toBeInTheDocument();
    expect(await screen.findByTestId('order-lists-empty')).toBeInTheDocument();
    expect(server.deleted).toEqual(['ol1']);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('order-lists')).toHaveFocus());
  });
});

describe('OrderListsSection save form', () => {
  it('shows a taken name under the input, with Save list still beside the input', async () => {
    localStorage.setItem(
      'cart',
      JSON.stringify({
        items: [
          {
            id: '1',
            title: 'Peach Rings',
            priceCents: 250,
            image: null,
            attribute: null,
            quantity: 12,
            parentProductId: null,
            productSlug: 'peach-rings',
          },
        ],
      }),
    );
    const message = 'You already have a list with this name';
    const user = userEvent.setup();
    renderWithShop(<OrderListsSection />, {
      mocks: [
        {
          request: { query: OrderListsQuery },
          result: { data: { orderLists: [weekly] } },
          maxUsageCount: Number.POSITIVE_INFINITY,
        },
        {
          request: { query: CreateOrderListMutation, variables: () => true },
          result: {
            data: {
              createOrderList: {
                __typename: 'OrderListPayload',
                orderList: null,
                userErrors: [{ __typename: 'UserError', field: ['name'], message, code: 'TAKEN' }],
              },
            },
          },
        },
      ],
    });
    const input = await screen.findByLabelText('Save the current cart as a list');
    await waitFor(() => expect(input).toBeEnabled());
    await user.type(input, 'Weekly restock{Enter}');
    const error = await screen.findByText(message);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(input).toHaveAccessibleErrorMessage(message));
    // the button shares the input's row; the error sits below that row, so it cannot push the button down
    const row = input.parentElement!;
    expect(row).toContainElement(screen.getByTestId('save-cart-as-list'));
    expect(row).not.toContainElement(error);
    // another name is another question: the refusal of the old one goes
    await user.type(input, ' 2');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
  });
});
