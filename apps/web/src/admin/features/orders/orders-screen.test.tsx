import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../test/render-console';
import { AdminOrdersQuery } from './orders-documents';
import OrdersScreen from './orders-screen';

const money = (amount: string) => ({ __typename: 'Money', amount, currencyCode: 'EUR' });

function ordersMock(variables: Record<string, unknown>, items: unknown[]) {
  return {
    request: { query: AdminOrdersQuery, variables },
    result: {
      data: {
        orders: { __typename: 'AdminOrderPage', totalCount: items.length, page: 1, pageSize: 20, items },
      },
    },
  };
}

describe('orders screen', () => {
  it('lists the orders the URL asks for, with links and the CSV export of the same filter', async () => {
    renderConsole(<OrdersScreen />, {
      path: '/admin/orders',
      route: '/admin/orders?status=pending&q=ada&sort=TOTAL&dir=ASC',
      mocks: [
        ordersMock(
          { filter: { status: 'pending', search: 'ada' }, sort: 'TOTAL', direction: 'ASC', page: 1, pageSize: 20 },
          [
            {
              __typename: 'AdminOrder',
              id: 'o1',
              number: '1001',
              createdAt: '2026-11-05T13:04:00Z',
              status: 'pending',
              itemCount: 3,
              total: money('120.50'),
              buyerName: 'Ada Buyer',
              buyerEmail: 'ada@example.com',
              company: 'Ada BV',
            },
          ],
        ),
      ],
    });
    const row = await screen.findByTestId('table-row');
    expect(within(row).getByRole('link', { name: '#1001' })).toHaveAttribute('href', '/admin/orders/1001');
    expect(row).toHaveTextContent('€120.50');
    expect(row).toHaveTextContent('3 items');
    expect(within(row).getByTestId('order-status')).toHaveTextContent('Pending');
    expect(screen.getByRole('columnheader', { name: /Total/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('link', { name: /Export CSV/ })).toHaveAttribute(
      'href',
      '/admin/orders.csv?status=pending&search=ada&from=&to=',
    );
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('ada');
  });

  it('says so when no order matches the filters', async () => {
    renderConsole(<OrdersScreen />, {
      path: '/admin/orders',
      route: '/admin/orders?status=refunded',
      mocks: [
        ordersMock(
          { filter: { status: 'refunded' }, sort: 'CREATED_AT', direction: 'DESC', page: 1, pageSize: 20 },
          [],
        ),
      ],
    });
    expect(await screen.findByText('No orders match these filters.')).toBeInTheDocument();
    expect(screen.getByText('No orders')).toBeInTheDocument();
  });
});
