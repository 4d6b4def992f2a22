import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_CUSTOMER, renderWithShop } from '../../lib/session/testing';
import { OrdersTab } from './orders-tab';
import { orderSummary, ordersTabMock } from './orders-tab.testing';
import { viewport } from '../../test/viewport';

afterEach(() => {
  localStorage.clear();
});

function renderOrders() {
  renderWithShop(<OrdersTab />, {
    route: '/account',
    customer: TEST_CUSTOMER,
    mocks: [ordersTabMock([orderSummary('1', 'completed', 1, '12.50'), orderSummary('2', 'processing', 7, '1234.56')])],
  });
}

describe('OrdersTab', () => {
  it('at 390 px: one card per order with every field and both actions, no sideways-scrolling table', async () => {
    viewport(390);
    renderOrders();
    const rows = await screen.findAllByTestId('order-row');
    expect(rows).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Your orders' })).toBeInTheDocument();
    const second = within(rows[1]!);
    expect(second.getByText('#102', { exact: true })).toBeInTheDocument();
    expect(second.getByText('7 items', { exact: true })).toBeInTheDocument();
    expect(second.getByTestId('order-row-total')).toHaveTextContent(/^€1,234\.56$/);
    expect(second.getByTestId('status-pill')).toHaveTextContent('processing');
    expect(second.getByTestId('status-pill').dataset.tone).toBe('blue');
    // the table's column names label the card's fields
    for (const label of ['Date', 'Items', 'Total']) expect(second.getByText(label)).toBeInTheDocument();
    expect(second.getByTestId('order-again')).toHaveTextContent('Order again');
    // the only link of a card is "View Details" (a journey clicks a row's first link)
    expect(second.getAllByRole('link')).toHaveLength(1);
    expect(second.getByRole('link', { name: 'View Details of order #102' })).toHaveAttribute(
      'href',
      '/account/orders/102',
    );
    expect(second.getByRole('link', { name: 'View Details of order #102' })).toHaveTextContent('View Details');
    expect(within(rows[0]!).getByText('1 item', { exact: true })).toBeInTheDocument();
  });

  it('at 1366 px: the table, one row per order', async () => {
    viewport(1366);
    renderOrders();
    const rows = await screen.findAllByTestId('order-row');
    expect(rows).toHaveLength(2);
    expect(screen.getByRole('table', { name: 'Your orders' })).toBeInTheDocument();
    for (const header of ['Order ID', 'Date', 'Items', 'Total', 'Status']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(screen.queryByRole('list', { name: 'Your orders' })).not.toBeInTheDocument();
    expect(within(rows[1]!).getByTestId('order-row-total')).toHaveTextContent(/^€1,234\.56$/);
    expect(within(rows[1]!).getByRole('link', { name: 'View Details of order #102' })).toHaveAttribute(
      'href',
      '/account/orders/102',
    );
    expect(screen.getAllByTestId('order-again')).toHaveLength(2);
  });
});
