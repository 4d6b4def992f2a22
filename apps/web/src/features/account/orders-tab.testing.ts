// Test data for the account's orders list, shared by the tests that render it (orders-tab, account-forms).
import { OrdersTabQuery } from './orders-tab';

/** one order as `OrdersTab` lists it: number `10<id>`, created 2 January 2025 */
export const orderSummary = (id: string, status: string, itemCount: number, amount = '12.50') => ({
  __typename: 'Order',
  id,
  number: `10${id}`,
  createdAt: '2025-01-02T10:00:00.000Z',
  status,
  itemCount,
  total: { __typename: 'Money', amount, currencyCode: 'EUR' },
});

/** the Apollo mock answering `OrdersTab`'s first page with `items` */
export const ordersTabMock = (items: ReturnType<typeof orderSummary>[]) => ({
  request: { query: OrdersTabQuery, variables: { page: 1, pageSize: 20 } },
  result: {
    data: {
      myOrders: { __typename: 'OrderPage', items, totalCount: items.length, page: 1, pageSize: 20 },
    },
  },
});
